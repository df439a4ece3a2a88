import ProofRender

/// Test files shipped beside the tests (found from this source file, so no bundle is needed).
enum Fixtures {
    static let folder: String = {
        let file = #filePath
        return String(file[..<file.lastIndex(of: "/")!]) + "/Resources/png"
    }()

    static func path(_ subfolder: String, _ name: String) -> String {
        "\(folder)/\(subfolder)/\(name)"
    }

    static func bytes(_ subfolder: String, _ name: String) throws -> [UInt8] {
        try PNG.readFile(at: path(subfolder, name))
    }
}

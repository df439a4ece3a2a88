import ProofBase
import Foundation
import ProofRender
@testable import ProofSnapshots
@testable import ProofVerification
@testable import ProofTesting

/// A fresh folder under the system's temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let path: String

    init() {
        var template = Array((NSTemporaryDirectory() + "/proof-tests-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed")
        path = Paths.normalized(String(decoding: template.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    func remove() {
        // Undo chmods made by tests so that the tree can be removed.
        chmodTree(path)
        try? FileManager.default.removeItem(atPath: path)
    }

    private func chmodTree(_ folder: String) {
        chmod(folder, 0o755)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
            let child = folder + "/" + entry
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: child, isDirectory: &isFolder), isFolder.boolValue { chmodTree(child) }
        }
    }

    func file(_ relative: String) -> String { path + "/" + relative }
}

/// Reads a whole file, or nil.
func contents(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

/// The inode of a file: a rename-based rewrite gives a new one.
func inode(_ path: String) -> UInt64? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return UInt64(status.st_ino)
}

func writeBytes(_ bytes: [UInt8], to path: String) {
    try? FileManager.default.createDirectory(atPath: FileSystem.parent(of: path), withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
}

/// A small picture with flat areas and a diagonal, different for each `seed`.
func samplePicture(width: Int = 24, height: Int = 16, seed: UInt8 = 0) -> Bitmap {
    var bitmap = Bitmap(width: width, height: height, fill: RGBA8(r: 240, g: 240, b: 245))
    for y in 0..<height {
        for x in 0..<width where x == y || (y > height / 2 && x < width / 3) {
            bitmap[x, y] = RGBA8(r: 20 &+ seed, g: 80, b: 200)
        }
    }
    return bitmap
}

/// A service writing into `folder`, suite `Suite`.
func makeService(_ folder: TemporaryFolder, mode: RecordMode, tolerance: Tolerance = .exact) -> ScreenshotService {
    ScreenshotService(
        referencesRoot: folder.file("References"), artifactsRoot: folder.file("artifacts"), suite: "Suite",
        recordMode: mode, tolerance: tolerance, packageRoot: folder.path
    )
}

/// The lines of the results log in `folder`'s artifacts, parsed.
func logLines(_ folder: TemporaryFolder) -> [[String: Any]] {
    guard let bytes = contents(folder.file("artifacts/results.jsonl")) else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map { line in
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? ["unparsable": String(line)]
    }
}

/// CRC-32 (ISO-HDLC) for building PNG chunks in tests.
func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

/// `png` with a `tEXt` chunk inserted after IHDR: same pixels, different bytes, as a file
/// written by another tool would be.
func withTextChunk(_ png: [UInt8]) -> [UInt8] {
    let body = Array("tEXt".utf8) + Array("Software".utf8) + [0] + Array("elsewhere".utf8)
    let length = UInt32(body.count - 4)
    var chunk: [UInt8] = [UInt8(length >> 24), UInt8(length >> 16 & 255), UInt8(length >> 8 & 255), UInt8(length & 255)]
    chunk += body
    let crc = crc32(body)
    chunk += [UInt8(crc >> 24), UInt8(crc >> 16 & 255), UInt8(crc >> 8 & 255), UInt8(crc & 255)]
    let afterHeader = 8 + 25 // signature, IHDR (4 length + 4 type + 13 data + 4 crc)
    return Array(png[..<afterHeader]) + chunk + Array(png[afterHeader...])
}

/// Where the review copies of one snapshot go: `<artifacts>/<id>.reference<ext>`,
/// `.actual<ext>` and `.diff<ext>`, with the extension of the snapshot's kind.
import ProofBase
struct ArtifactPaths {
    let reference: String
    let actual: String
    let diff: String

    init(artifactsRoot: String, identifier: String, kind: SnapshotResult.Kind) {
        let base = artifactsRoot + "/" + identifier
        reference = base + ".reference" + kind.fileExtension
        actual = base + ".actual" + kind.fileExtension
        diff = base + ".diff" + kind.fileExtension
    }

    /// Removes the copies an earlier failing run left: a pass supersedes them.
    func removeAll() {
        for path in [reference, actual, diff] { FileSystem.removeFile(path) }
    }

    /// Writes a reference atomically and durably; nil when written, else the note for the
    /// message.
    static func writeReference(_ bytes: [UInt8], to path: String) -> String? {
        do {
            try FileSystem.writeAtomically(bytes, to: path)
            return nil
        } catch {
            return "Could not record the reference: \(error.description)."
        }
    }
}

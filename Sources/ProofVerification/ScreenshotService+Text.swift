import ProofBase
extension ScreenshotService {
    /// The largest text reference that will be read.
    public static let maxTextBytes = 16 << 20

    /// Where the text reference for `name` lives (absolute), after the name is made file-safe.
    public func textReferencePath(for name: String) throws(SnapshotError) -> String {
        referencesRoot + "/" + (try identifier(for: name)) + SnapshotResult.Kind.text.fileExtension
    }

    /// Compares `text` with the text reference named `name` (`<suite>/<name>.txt`), as
    /// ``verify(_:named:axes:)`` does for images: the same record modes, an artifact set
    /// `<name>.reference.txt`, `<name>.actual.txt` and `<name>.diff.txt` (a unified diff)
    /// when it does not pass, and a line in the results log with `"kind":"text"`.
    ///
    /// Line endings are compared as `\n` (a checkout that turned them into `\r\n` still
    /// passes) and a missing final newline is added, so references are plain POSIX text.
    public func verifyText(_ text: String, named name: String, axes: [PermutationAxis] = []) throws(SnapshotError) -> SnapshotResult {
        try verify(text, as: .text, named: name, axes: axes)
    }
}

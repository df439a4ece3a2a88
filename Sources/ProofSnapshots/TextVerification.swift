#if canImport(Glibc)
import ProofBase
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        let identifier = try identifier(for: name)
        let referencePath = referencesRoot + "/" + identifier + SnapshotResult.Kind.text.fileExtension
        try claim(identifier: identifier, kind: .text, name: name, referencePath: referencePath)
        var verification = TextVerification(service: self, name: name, identifier: identifier, referencePath: referencePath,
                                            actual: TextVerification.normalized(text))
        verification.run()
        return verification.finish(axes: axes)
    }
}

/// One call of `verifyText`: reads, compares, records and reports.
private struct TextVerification {
    let service: ScreenshotService
    let name: String
    let identifier: String
    let referencePath: String
    let actual: String

    var status = SnapshotResult.Status.passed
    var reference: String?
    var diff: TextDiff?
    var referenceWritten = false
    var artifacts = SnapshotResult.Artifacts()
    var problem: String?
    var notes: [String] = []

    init(service: ScreenshotService, name: String, identifier: String, referencePath: String, actual: String) {
        self.service = service
        self.name = name
        self.identifier = identifier
        self.referencePath = referencePath
        self.actual = actual
    }

    /// `\r\n` as `\n`, and a final newline.
    static func normalized(_ text: String) -> String {
        var result = text.contains("\r\n") ? text.split(separator: "\r\n", omittingEmptySubsequences: false).joined(separator: "\n") : text
        if !result.isEmpty && !result.hasSuffix("\n") { result += "\n" }
        return result
    }

    mutating func run() {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(referencePath, limit: ScreenshotService.maxTextBytes)
        } catch where error.code == ENOENT {
            status = service.recordMode.recordsMissingReferences && record() ? .recorded : .missing
            return
        } catch {
            status = .unreadable
            problem = (error.code == EISDIR ? "it is a folder, not a file" : error.reason) + "; remove or rename it and re-run to record a new reference"
            return
        }
        if bytes.starts(with: Array("version https://git-lfs.github.com/spec/".utf8)) {
            status = .unreadable
            problem = "it is a Git LFS pointer, not the text; run git lfs pull"
            return
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            status = .unreadable
            problem = "it is not UTF-8 text; restore it from version control, or remove it and re-run to record a new reference"
            return
        }
        let stored = Self.normalized(text)
        reference = stored
        // Bytes, not `==`: Swift's string equality takes NFC and NFD as equal, and a change of
        // normalisation must show.
        if stored.utf8.elementsEqual(actual.utf8) { return }
        let difference = TextDiff(old: stored, new: actual)
        diff = difference
                status = service.recordMode.overwritesDifferences && record() ? .recorded : .failed
    }

    /// Writes the reference; on failure notes why and returns false.
    private mutating func record() -> Bool {
        if let note = ArtifactPaths.writeReference(Array(actual.utf8), to: referencePath) {
            notes.append(note)
            return false
        }
        referenceWritten = true
        return true
    }

    mutating func finish(axes: [PermutationAxis]) -> SnapshotResult {
        let paths = ArtifactPaths(artifactsRoot: service.artifactsRoot, identifier: identifier, kind: .text)
        if status == .passed {
            paths.removeAll()
        } else {
            writeArtifacts(paths)
        }
        var result = SnapshotResult(
            status: status, name: name, suite: service.suite, identifier: identifier, referencePath: referencePath,
            axes: axes, actualSize: PixelSize(width: 0, height: 0), referenceWritten: referenceWritten, comparison: nil,
            artifacts: artifacts, message: ""
        )
        result.kind = .text
        if reference != nil {
            result.textChange = SnapshotResult.TextChange(changedLines: diff?.changedLines ?? 0, firstChangedLine: diff?.firstChangedLine)
        }
        result.message = message(for: result)
        return service.logged(result)
    }

    private mutating func writeArtifacts(_ paths: ArtifactPaths) {
        do {
            if let reference {
                try FileSystem.writeAtomically(Array(reference.utf8), to: paths.reference, durable: false)
                artifacts.reference = paths.reference
            } else {
                FileSystem.removeFile(paths.reference)
            }
            try FileSystem.writeAtomically(Array(actual.utf8), to: paths.actual, durable: false)
            artifacts.actual = paths.actual
            if let diff {
                let text = diff.unified(oldName: service.display(referencePath), newName: service.display(paths.actual))
                try FileSystem.writeAtomically(Array(text.utf8), to: paths.diff, durable: false)
                artifacts.diff = paths.diff
            } else {
                FileSystem.removeFile(paths.diff)
            }
        } catch {
            notes.append("Artifacts could not be written: \(error.description).")
        }
    }

    /// The most diff lines quoted in a failure message; the whole diff is in the artifact.
    static let quotedDiffLines = 12

    private func message(for result: SnapshotResult) -> String {
        let reference = service.display(referencePath)
        let quotedName = "\"" + Escaping.visible(name) + "\""
        var lines: [String] = []
        switch status {
        case .passed:
            lines.append("Text snapshot \(quotedName) matches \(reference).")
        case .recorded:
            if let diff {
                lines.append("Text snapshot \(quotedName) differed from its reference (\(Self.summary(diff))); record mode "
                    + "\(service.recordMode.rawValue) overwrote \(reference). Review the change and re-run.")
            } else {
                lines.append("Recorded a new text reference for snapshot \(quotedName) at \(reference) (record mode "
                    + "\(service.recordMode.rawValue)). Check it, re-run the tests to verify against it, and commit it.")
            }
        case .missing:
            lines.append(service.recordMode == .never
                ? "No text reference for snapshot \(quotedName) at \(reference), and record mode never does not write one; record it with record mode missing."
                : "No text reference for snapshot \(quotedName) at \(reference), and recording one failed.")
        case .failed, .sizeChanged:
            if let diff {
                lines.append("Text snapshot \(quotedName) differs from \(reference): \(Self.summary(diff)).")
                let body = diff.unified(oldName: "reference", newName: "actual").split(separator: "\n").dropFirst(2)
                lines.append(contentsOf: body.prefix(Self.quotedDiffLines).map { "    " + Escaping.visible(String($0)) })
                if body.count > Self.quotedDiffLines + 1 { lines.append("    …") }
            }
        case .unreadable:
            lines.append("Cannot read the text reference \(reference) for snapshot \(quotedName): \(problem ?? "unknown problem").")
        }
        lines.append(contentsOf: notes)
        var files: [String] = []
        if let path = artifacts.reference { files.append("reference: " + service.display(path)) }
        if let path = artifacts.actual { files.append("actual: " + service.display(path)) }
        if let path = artifacts.diff { files.append("diff: " + service.display(path)) }
        if !files.isEmpty { lines.append(files.joined(separator: ", ") + ".") }
        if status == .failed || status == .missing {
            lines.append("To accept the new text: swift run proof accept \(identifier).txt  "
                + "(or re-run with PROOF_RECORD=\(status == .missing ? "missing" : "failed") swift test).")
        }
        return lines.joined(separator: "\n")
    }

    /// `3 lines changed, the first at line 12`.
    static func summary(_ diff: TextDiff) -> String {
        let count = diff.changedLines
        var text = "\(count) line\(count == 1 ? "" : "s") changed"
        if let first = diff.firstChangedLine { text += ", the first at line \(first)" }
        return text
    }
}

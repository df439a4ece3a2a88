import ProofBase
import ProofGraphics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How one kind of snapshot is stored and compared, as a value: the reference file's
/// extension, the bytes a value is written as, how a reference file is read, and how a
/// stored reference compares with a new value (as swift-snapshot-testing's `Snapshotting`
/// and `Diffing` are values consumed by one `verifySnapshot`).
///
/// One verification (``ScreenshotService/verify(_:as:named:axes:)``) consumes every format:
/// record modes, missing and unreadable references, artifacts, the results log line and the
/// message are the same path for ``image(tolerance:pixelLimit:)`` (PNG, tolerance, diff PNG)
/// and ``text`` (UTF-8 text, unified diff); the suites' accessibility snapshot is an image.
/// swift-snapshot-testing's `proofImage` strategy compares through the same ``compare``.
public struct SnapshotFormat<Value>: Sendable {
    /// What the reference holds; gives the file extension and the results log's `kind`.
    public let kind: SnapshotResult.Kind
    /// The value as the bytes of its reference file.
    public let encode: @Sendable (Value) -> [UInt8]
    /// The reference file at a path: its bytes, missing, or why it cannot be read.
    public let read: @Sendable (_ path: String) -> ReferenceFile
    /// How a stored reference (its file's bytes) compares with a new value.
    public let compare: @Sendable (_ reference: [UInt8], _ actual: Value) -> SnapshotDifference
    /// Why a value cannot be verified under a name at all (an empty image), before any
    /// file is touched; nil for most.
    let refusal: @Sendable (_ actual: Value, _ name: String) -> SnapshotError?
    /// The size a value shows in the results log (0×0 for text).
    let size: @Sendable (Value) -> PixelSize
    /// The diff artifact when there was no reference to compare with (nil: none). `recorded`
    /// says the value was just recorded as a new reference.
    let diffWithoutReference: @Sendable (_ actual: Value, _ recorded: Bool) -> [UInt8]?
    /// The message of a result.
    let message: @Sendable (SnapshotMessage.Context) -> String

    /// The reference file's extension, with its dot (`.png`, `.txt`).
    public var fileExtension: String { kind.fileExtension }
}

/// A reference file as a format reads it.
public enum ReferenceFile: Sendable {
    /// The file's bytes.
    case found([UInt8])
    /// There is no file at the path.
    case missing
    /// Something is at the path but cannot be read.
    case unreadable(ReferenceProblem)
}

/// Why a reference cannot be used, and what fixes it.
public struct ReferenceProblem: Hashable, Sendable, CustomStringConvertible {
    /// What a developer does about it.
    public enum Remedy: Hashable, Sendable {
        /// The cause says it (or nothing helps).
        case none
        /// Something else is at the path: remove or rename it and record again.
        case removeOrRename
        /// The file is damaged: restore it, or record it again.
        case restoreOrRecord
    }

    /// What is wrong, without the path (`it is a folder, not a file`).
    public var cause: String
    public var remedy: Remedy

    public init(_ cause: String, remedy: Remedy) {
        self.cause = cause
        self.remedy = remedy
    }

    /// The cause and the remedy, as the service's messages say them.
    public var description: String {
        switch remedy {
        case .none: return cause
        case .removeOrRename: return cause + "; remove or rename it and re-run to record a new reference"
        case .restoreOrRecord: return cause + "; restore it from version control, or remove it and re-run to record a new reference"
        }
    }
}

/// How a stored reference compares with a new value, as a format's ``SnapshotFormat/compare`` says.
public struct SnapshotDifference: Sendable {
    /// The outcome.
    public enum Verdict: Hashable, Sendable {
        /// The same snapshot.
        case identical
        /// Different, within the format's tolerance: passes.
        case withinTolerance
        /// Different beyond the tolerance; `sizeChanged` for images of another size.
        case differs(sizeChanged: Bool)
        /// The reference's bytes are not a snapshot of this format.
        case unreadable(ReferenceProblem)
    }

    public var verdict: Verdict
    /// For images: the pixel comparison.
    public var imageComparison: ImageComparison?
    /// For text: how the lines differ (0 changed lines when equal).
    public var textChange: SnapshotResult.TextChange?
    /// What changed, in a few words (`3 lines changed, the first at line 12`; nil when equal).
    public var summary: String?
    /// Lines of the change quoted under a failure message (the text diff's first lines).
    public var quotedLines: [String] = []
    /// The reference as the review copy shows it (an image's file bytes, a text normalised).
    public var referenceCopy: [UInt8]?
    /// The diff artifact's bytes, given the names the diff shows for the reference and the
    /// actual file; nil when the format has none for this difference.
    public var diff: @Sendable (_ referenceName: String, _ actualName: String) -> [UInt8]?

    /// True when the value passes against the reference.
    public var passes: Bool {
        switch verdict {
        case .identical, .withinTolerance: return true
        case .differs, .unreadable: return false
        }
    }

    /// A reference that cannot be used.
    static func unreadable(_ problem: ReferenceProblem) -> SnapshotDifference {
        SnapshotDifference(verdict: .unreadable(problem), diff: { _, _ in nil })
    }
}

extension SnapshotFormat where Value == Bitmap {
    /// Canonical PNG images, compared pixel by pixel (CIE ΔE\*94 within `tolerance`), with a
    /// diff picture (``DiffImage``) for review. References larger than `pixelLimit` are
    /// refused from their header.
    public static func image(tolerance: Tolerance = .exact, pixelLimit: PixelLimit = .default) -> SnapshotFormat {
        SnapshotFormat(
            kind: .image,
            encode: { PNG.encode($0) },
            read: { ImageFormat.read($0, limit: pixelLimit) },
            compare: { data, actual in ImageFormat.compare(data, actual, tolerance: tolerance, pixelLimit: pixelLimit) },
            refusal: { bitmap, name in
                bitmap.width > 0 && bitmap.height > 0 ? nil : .emptyImage(name: name, width: bitmap.width, height: bitmap.height)
            },
            size: { PixelSize(of: $0) },
            diffWithoutReference: { actual, recorded in
                // A new reference has nothing to differ from: the actual picture says it all.
                recorded ? nil : PNG.encode(DiffImage.render(reference: nil, actual: actual, tolerance: tolerance))
            },
            message: { SnapshotMessage.text(for: $0.result, service: $0.service, tolerance: tolerance, problem: $0.problem, notes: $0.notes) }
        )
    }
}

extension SnapshotFormat where Value == String {
    /// UTF-8 text, compared byte for byte after normalising line endings to `\n` and adding a
    /// missing final newline (a checkout that turned them into `\r\n` still passes), with a
    /// unified diff for review.
    public static var text: SnapshotFormat {
        SnapshotFormat(
            kind: .text,
            encode: { Array(TextFormat.normalized($0).utf8) },
            read: { TextFormat.read($0) },
            compare: { data, actual in TextFormat.compare(data, TextFormat.normalized(actual)) },
            refusal: { _, _ in nil },
            size: { _ in PixelSize(width: 0, height: 0) },
            diffWithoutReference: { _, _ in nil },
            message: { SnapshotMessage.textMessage(for: $0) }
        )
    }
}

/// The image format's reading and comparison.
package enum ImageFormat {
    static func read(_ path: String, limit: PixelLimit) -> ReferenceFile {
        do {
            return .found(try PNG.readFile(at: path, limit: limit))
        } catch where error.reason == .notFound {
            return .missing
        } catch {
            return .unreadable(ReferenceProblem(cause(of: error), remedy: .removeOrRename))
        }
    }

    /// What is wrong with the file, without its path (the message names it already).
    static func cause(of error: PNGFileError) -> String {
        if case .isDirectory = error.reason { return "it is a folder, not a file" }
        let text = error.description
        return text.hasPrefix(error.path + ": ") ? String(text.dropFirst(error.path.count + 2)) : text
    }

    /// A decode error as a reference problem; the remedy for those whose description does
    /// not say it already.
    package static func problem(_ error: PNGError) -> ReferenceProblem {
        switch error {
        case .notPNG, .corrupt: return ReferenceProblem(error.description, remedy: .restoreOrRecord)
        case .empty, .gitLFSPointer, .truncated, .tooLarge: return ReferenceProblem(error.description, remedy: .none)
        }
    }

    static func compare(_ data: [UInt8], _ actual: Bitmap, tolerance: Tolerance, pixelLimit: PixelLimit) -> SnapshotDifference {
        if let stored = PNG.storedContentHash(in: data), stored == actual.contentHash {
            return SnapshotDifference(
                verdict: .identical, imageComparison: .identical(size: PixelSize(of: actual), tolerance: tolerance),
                referenceCopy: data, diff: { _, _ in nil })
        }
        let reference: Bitmap
        do {
            reference = try PNG.decode(data, limit: pixelLimit)
        } catch {
            return .unreadable(problem(error))
        }
        let comparison = ImageComparison(reference: reference, actual: actual, tolerance: tolerance)
        let verdict: SnapshotDifference.Verdict
        if comparison.isIdentical {
            verdict = .identical
        } else if comparison.passes {
            verdict = .withinTolerance
        } else {
            verdict = .differs(sizeChanged: !comparison.sizesMatch)
        }
        return SnapshotDifference(
            verdict: verdict, imageComparison: comparison,
            summary: comparison.isIdentical ? nil
                : comparison.sizesMatch ? SnapshotMessage.changeSummary(comparison) : SnapshotMessage.sizeSummary(comparison),
            referenceCopy: data,
            diff: { _, _ in PNG.encode(DiffImage.render(reference: reference, actual: actual, tolerance: tolerance)) }
        )
    }
}

/// The text format's normalisation and comparison.
enum TextFormat {
    static func read(_ path: String) -> ReferenceFile {
        do {
            return .found(try FileSystem.readFile(path, limit: ScreenshotService.maxTextBytes))
        } catch where error.code == ENOENT {
            return .missing
        } catch {
            return .unreadable(ReferenceProblem(error.code == EISDIR ? "it is a folder, not a file" : error.reason, remedy: .removeOrRename))
        }
    }

    /// `\r\n` as `\n`, and a final newline.
    static func normalized(_ text: String) -> String {
        var result = text.contains("\r\n") ? text.split(separator: "\r\n", omittingEmptySubsequences: false).joined(separator: "\n") : text
        if !result.isEmpty && !result.hasSuffix("\n") { result += "\n" }
        return result
    }

    /// The most diff lines quoted in a failure message; the whole diff is in the artifact.
    static let quotedDiffLines = 12

    static func compare(_ bytes: [UInt8], _ actual: String) -> SnapshotDifference {
        if bytes.starts(with: Array("version https://git-lfs.github.com/spec/".utf8)) {
            return .unreadable(ReferenceProblem("it is a Git LFS pointer, not the text; run git lfs pull", remedy: .none))
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .unreadable(ReferenceProblem("it is not UTF-8 text", remedy: .restoreOrRecord))
        }
        let stored = normalized(text)
        // Bytes, not `==`: Swift's string equality takes NFC and NFD as equal, and a change of
        // normalisation must show.
        if stored.utf8.elementsEqual(actual.utf8) {
            return SnapshotDifference(
                verdict: .identical, textChange: SnapshotResult.TextChange(changedLines: 0, firstChangedLine: nil),
                referenceCopy: Array(stored.utf8), diff: { _, _ in nil })
        }
        let diff = TextDiff(old: stored, new: actual)
        let body = diff.unified(oldName: "reference", newName: "actual").split(separator: "\n").dropFirst(2)
        var quoted = body.prefix(quotedDiffLines).map { "    " + Escaping.visible(String($0)) }
        if body.count > quotedDiffLines + 1 { quoted.append("    …") }
        return SnapshotDifference(
            verdict: .differs(sizeChanged: false),
            textChange: SnapshotResult.TextChange(changedLines: diff.changedLines, firstChangedLine: diff.firstChangedLine),
            summary: summary(diff), quotedLines: quoted, referenceCopy: Array(stored.utf8),
            diff: { referenceName, actualName in Array(diff.unified(oldName: referenceName, newName: actualName).utf8) }
        )
    }

    /// `3 lines changed, the first at line 12`.
    static func summary(_ diff: TextDiff) -> String {
        let count = diff.changedLines
        var text = "\(count) line\(count == 1 ? "" : "s") changed"
        if let first = diff.firstChangedLine { text += ", the first at line \(first)" }
        return text
    }
}

extension ImageComparison {
    /// The comparison of an image with a reference known to hold the same pixels.
    static func identical(size: PixelSize, tolerance: Tolerance) -> ImageComparison {
        var comparison = ImageComparison(reference: Bitmap(width: 0, height: 0), actual: Bitmap(width: 0, height: 0), tolerance: tolerance)
        comparison.referenceSize = size
        comparison.actualSize = size
        return comparison
    }
}

import ProofBase
/// The outcome of verifying one snapshot against its reference.
public struct SnapshotResult: Hashable, Sendable {
    /// What happened.
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// The image matches its reference (exactly, or within the tolerance).
        case passed
        /// The image differs from its reference beyond the tolerance; nothing was written.
        case failed
        /// The reference was written (it was missing, or the record mode overwrote a
        /// different one); the test fails so that the new reference gets reviewed.
        case recorded
        /// There is no reference and the record mode (`never`) does not write one.
        case missing
        /// The image and its reference have different sizes; nothing was written.
        case sizeChanged
        /// Something is at the reference path but cannot be read as a PNG.
        case unreadable
    }

    /// Copies written to the artifacts folder for review; `nil` where none was written.
    public struct Artifacts: Hashable, Sendable {
        /// The reference as it was before this verification (`<name>.reference.png`).
        public var reference: String?
        /// The image that was verified (`<name>.actual.png`).
        public var actual: String?
        /// The difference picture (`<name>.diff.png`, see ``DiffImage``).
        public var diff: String?

        public init(reference: String? = nil, actual: String? = nil, diff: String? = nil) {
            self.reference = reference
            self.actual = actual
            self.diff = diff
        }
    }

    /// What happened.
    public var status: Status
    /// The snapshot name as given to ``ScreenshotService/verify(_:named:)``.
    public var name: String
    /// The suite (folder under the references root).
    public var suite: String
    /// `<suite>/<file-safe name>`: the reference's path below the references root, without
    /// `.png`. It identifies the snapshot to `proof accept`.
    public var identifier: String
    /// Absolute path of the reference file.
    public var referencePath: String
    /// The permutation this snapshot shows, as given to ``ScreenshotService/verify(_:named:axes:)``.
    public var axes: [PermutationAxis] = []
    /// The size of the verified image.
    public var actualSize: PixelSize
    /// True when this verification wrote the reference file.
    public var referenceWritten: Bool
    /// How the image compares with the reference; `nil` when no reference could be read.
    public var comparison: ImageComparison?
    /// Absolute paths of the review copies written for this verification.
    public var artifacts: Artifacts
    /// What happened, where the files are and what to do next; one paragraph for a test log.
    public var message: String

    /// Whether this is an image or a text snapshot.
    public var kind: Kind = .image
    /// For a text snapshot compared with its reference: how the lines differ.
    public var textChange: TextChange?

    /// True when the test should pass.
    public var passed: Bool { status == .passed }

    /// What a snapshot holds.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A PNG image (`<name>.png`).
        case image
        /// A text description (`<name>.txt`), such as a view's layout tree.
        case text

        /// The reference file's extension, with its dot.
        public var fileExtension: String { self == .image ? ".png" : ".txt" }
    }

    /// How a text snapshot differs from its reference.
    public struct TextChange: Hashable, Sendable {
        /// Lines removed plus lines added; 0 when the texts are equal.
        public var changedLines: Int
        /// The reference's 1-based line where the first difference starts.
        public var firstChangedLine: Int?

        public init(changedLines: Int, firstChangedLine: Int?) {
            self.changedLines = changedLines
            self.firstChangedLine = firstChangedLine
        }
    }
}

/// One coordinate of a snapshot's permutation, e.g. `state = blocked` or `category = AX3`.
/// The report's contact sheet lays a suite's snapshots out on these axes.
public struct PermutationAxis: Hashable, Sendable, CustomStringConvertible {
    /// The axis: `state`, `category`, `device`, `scheme`, `direction`, or any other.
    public var name: String
    /// The value on that axis: `blocked`, `AX3`, `iPhone15`, `dark`, `rtl`…
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// `category=AX3`.
    public var description: String { "\(name)=\(value)" }
}

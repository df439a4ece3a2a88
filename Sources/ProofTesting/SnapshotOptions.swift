@_exported import ProofSnapshots
@_exported import ProofUI

/// How a view's permutations are verified: the options of
/// ``assertSnapshots(of:options:fileID:filePath:function:line:column:view:)`` in one value, so
/// that tests can share them. Every property has the default the one-call assertions use.
public struct SnapshotOptions: Sendable {
    /// The environments; nil for the default one, `.environments()` (iPhone 15, L, light, left
    /// to right).
    public var matrix: EnvironmentMatrix?
    /// Every permutation in every environment, or all-pairs of their axes.
    public var coverage: Coverage
    /// Images, text descriptions, or both.
    public var formats: SnapshotFormats
    /// The size the view is rendered at.
    public var size: RenderSize
    /// The audits run on every case; failing findings fail their case.
    public var audits: AuditPolicy
    /// True to accept characters the fonts lack (drawn as boxes, listed in the results).
    public var allowsMissingCharacters: Bool
    /// The folder below the suite; nil for the test function's name, "" for none.
    public var folder: String?
    /// The references folder below `References/`; nil for the service's suite when a service
    /// is given, else the test file's name.
    public var suite: String?
    /// Where references and artifacts are; nil for the one the environment describes.
    public var service: ScreenshotService?
    /// The record mode; nil keeps the service's (`PROOF_RECORD`).
    public var record: RecordMode?

    /// Options with the one-call assertions' defaults, changed where given.
    public init(
        matrix: EnvironmentMatrix? = nil,
        coverage: Coverage = .product,
        formats: SnapshotFormats = .image,
        size: RenderSize = .fittingWidth,
        audits: AuditPolicy = .none,
        allowsMissingCharacters: Bool = false,
        folder: String? = nil,
        suite: String? = nil,
        service: ScreenshotService? = nil,
        record: RecordMode? = nil
    ) {
        self.matrix = matrix
        self.coverage = coverage
        self.formats = formats
        self.size = size
        self.audits = audits
        self.allowsMissingCharacters = allowsMissingCharacters
        self.folder = folder
        self.suite = suite
        self.service = service
        self.record = record
    }
}

import ProofBase
/// When the screenshot service writes reference files.
///
/// | mode | reference missing | matches | differs |
/// | --- | --- | --- | --- |
/// | `never` | fail, write nothing | pass | fail |
/// | `missing` | record, fail ("recorded, re-run") | pass | fail |
/// | `failed` | record, fail | pass | overwrite, fail |
/// | `all` | record, fail | pass (rewritten only if the pixels differ within the tolerance) | overwrite, fail |
///
/// A reference whose pixels equal the new ones is never rewritten, in any mode, and an
/// unreadable reference is never overwritten (it may be a Git LFS pointer whose image was
/// not fetched).
public enum RecordMode: String, CaseIterable, Hashable, Sendable {
    /// Never write; a missing reference fails. The default when `CI` is set.
    case never
    /// Record references that do not exist yet. The default on a workstation.
    case missing
    /// Record missing references and overwrite those that differ.
    case failed
    /// Record everything that is not pixel-identical already.
    case all

    /// Whether a missing reference is recorded (every mode but `never`).
    public var recordsMissingReferences: Bool { self != .never }

    /// Whether a reference that differs beyond the tolerance is overwritten.
    public var overwritesDifferences: Bool { self == .failed || self == .all }

    /// Whether a reference that matches only within the tolerance is rewritten.
    public var rewritesWithinTolerance: Bool { self == .all }

    /// The mode named by `text` (`never`, `missing`, `failed`, `all`).
    public static func parse(_ text: String) throws(SnapshotError) -> RecordMode {
        guard let mode = RecordMode(rawValue: text) else { throw .invalidRecordMode(text) }
        return mode
    }
}

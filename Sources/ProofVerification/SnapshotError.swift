import ProofBase
/// A snapshot that cannot be verified because of how it was asked for or configured.
///
/// Problems with the files themselves (a missing, unreadable or different reference) are
/// not errors: they are the ``SnapshotResult/status`` of a verification.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The snapshot name is empty.
    case emptyName
    /// The snapshot or suite name cannot be a file name; `reason` says why and what to do.
    case invalidName(String, reason: String)
    /// Two different names map to the same reference file (perhaps differing only in case).
    case nameCollision(name: String, existing: String, path: String)
    /// The image to verify has no pixels; PNG cannot store it.
    case emptyImage(name: String, width: Int, height: Int)
    /// `PROOF_RECORD` (or another setting) holds a value that is not allowed.
    case invalidRecordMode(String)
    /// `PROOF_SHARD` is not `i/n` with 1 ≤ i ≤ n.
    case invalidShard(String)
    /// A tolerance given as text is not valid.
    case invalidTolerance(String)
    /// No `Package.swift` was found above the test file.
    case packageRootNotFound(file: String)
    /// A symbolic link on the way to the reference (the file, or a folder above it) leads
    /// outside the references folder.
    case referenceOutsideRoot(name: String, path: String, target: String)
    /// The run's results log cannot be locked or written, so the snapshot cannot be checked
    /// against the other snapshots of the run; `detail` says why.
    case logUnavailable(String)

    public var description: String {
        switch self {
        case .emptyName:
            return "a snapshot name must not be empty; name it after the state it shows, e.g. \"expired-card\""
        case let .invalidName(name, reason):
            return "snapshot name \"\(Escaping.visible(name))\" cannot be used: \(reason)"
        case let .nameCollision(name, existing, path):
            return "snapshot names \"\(Escaping.visible(existing))\" and \"\(Escaping.visible(name))\" both map to \(path) "
                + "(file names are compared ignoring case, as on macOS and Windows); rename one of them"
        case let .emptyImage(name, width, height):
            return "snapshot \"\(Escaping.visible(name))\" is \(width)×\(height) pixels: there is nothing to compare and PNG "
                + "cannot store an empty image; check that the view was laid out with a non-zero size"
        case let .invalidRecordMode(value):
            return "PROOF_RECORD=\"\(Escaping.visible(value))\" is not a record mode; use never, missing, failed or all"
        case let .invalidShard(value):
            return "PROOF_SHARD=\"\(Escaping.visible(value))\" is not a shard; use i/n with 1 ≤ i ≤ n, e.g. PROOF_SHARD=2/4"
        case let .invalidTolerance(detail):
            return "invalid tolerance: \(detail)"
        case let .referenceOutsideRoot(name, path, target):
            return "the reference of snapshot \"\(Escaping.visible(name))\" would be read or written through \(path), a symbolic link "
                + "to \(target), outside the references folder; replace the link with a real folder or file"
        case let .logUnavailable(detail):
            return "the results log cannot be used (\(detail)), so two tests sharing a reference file could not be told "
                + "apart; make the artifacts folder writable (PROOF_ARTIFACTS) and re-run"
        case let .packageRootNotFound(file):
            return "no Package.swift found in any folder above \(file); pass the references and artifacts folders to "
                + "ScreenshotService(referencesRoot:artifactsRoot:suite:) or set PROOF_REFERENCES and PROOF_ARTIFACTS"
        }
    }
}

package enum Escaping {
    /// `text` with control characters shown as `\u{…}`, so that messages stay on one line.
    package static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

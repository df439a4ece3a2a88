import ProofBase

/// The reference files that one service has handed out, to catch two names sharing a file.
final class NameRegistry: Sendable {
    // Keyed by the lower-cased path, since macOS and Windows file systems ignore case.
    private let claimed = Locked<[String: String]>([:])

    /// Records that `name` uses `path`; throws when another name already uses it.
    func claim(path: String, name: String, display: String) throws(SnapshotError) {
        let key = path.lowercased()
        let existing: String? = claimed.withLock { table in
            if let owner = table[key] { return owner }
            table[key] = name
            return nil
        }
        if let existing, existing != name {
            throw .nameCollision(name: name, existing: existing, path: display)
        }
    }
}

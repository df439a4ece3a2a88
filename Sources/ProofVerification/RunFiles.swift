import ProofBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProofGraphics

/// A suite's coverage, logged when it starts and when it finishes (see ``ResultsLog``).
package struct ScopeRecord: Hashable, Sendable {
    /// The references folder the suite owns, `Suite` or `Suite/folder`.
    package var scope: String
    /// How many cases this process verifies.
    package var cases: Int
    package var finished: Bool

    package init(scope: String, cases: Int, finished: Bool) {
        self.scope = scope
        self.cases = cases
        self.finished = finished
    }
}

/// The files of the runs' logs in an artifacts folder.
enum RunFiles {
    /// A file name for `run`: its safe characters, then a hash of the whole id so that ids
    /// that differ only in unsafe characters get different files.
    static func fileStem(forRun run: String) -> String {
        var stem = ""
        for scalar in run.unicodeScalars.prefix(64) {
            let safe = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
                || scalar == "-" || scalar == "." || scalar == "_"
            stem.unicodeScalars.append(safe ? scalar : "_")
        }
        if stem.hasPrefix(".") { stem = "_" + stem.dropFirst() }
        let hash = String(XXH64.hash(Array(run.utf8)), radix: 16)
        return stem + "-" + String(repeating: "0", count: 16 - hash.count) + hash
    }

    /// Makes `link` a symbolic link to `target` (relative to the link's folder), replacing an
    /// older link atomically; a plain file there (an older layout, a merged log) is moved to
    /// `plainFileDestination` first.
    static func pointLink(at link: String, to target: String, movingPlainFileTo plainFileDestination: String) throws(FileSystemError) {
        var status = stat()
        if lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFREG {
            if rename(link, plainFileDestination) != 0 {
                throw FileSystemError("move the previous log to", plainFileDestination, code: errno)
            }
        }
        let folder = FileSystem.parent(of: link)
        var generator = SystemRandomNumberGenerator()
        let temporary = folder + "/.proof-link-" + String(generator.next() as UInt64, radix: 36) + ".tmp"
        guard symlink(target, temporary) == 0 else { throw FileSystemError("link", temporary, code: errno) }
        if rename(temporary, link) != 0 {
            let code = errno
            unlink(temporary)
            throw FileSystemError("replace", link, code: code)
        }
    }

    /// Removes the logs (and claims) of runs in `folder` beyond the `count` most recently
    /// written, when untouched for `seconds`: a run that still writes is never removed.
    static func removeStaleRuns(in folder: String, keeping count: Int, olderThan seconds: Int, except keep: String) {
        guard let logs = try? FileSystem.files(under: folder, suffix: ".jsonl") else { return }
        var dated: [(path: String, modified: Int)] = []
        for name in logs where !name.contains("/") {
            var status = stat()
            let path = folder + "/" + name
            guard lstat(path, &status) == 0, path != keep else { continue }
            dated.append((path, FileSystem.modificationTime(status)))
        }
        guard dated.count >= count else { return }
        dated.sort { $0.modified != $1.modified ? $0.modified > $1.modified : $0.path < $1.path }
        let now = Int(time(nil))
        for old in dated.dropFirst(count - 1) where now - old.modified > seconds {
            unlink(old.path)
            unlink(String(old.path.dropLast(".jsonl".count)) + ".names")
        }
    }
}

/// The reference files claimed in a run, read from `runs/<run>.names` (one line per claim:
/// kind, identifier, suite, name, tab-separated) by each process incrementally: a process reads
/// each line once, whatever the number of verifications.
enum ClaimsIndex {
    struct Claim: Hashable, Sendable {
        var kind: SnapshotResult.Kind
        var identifier: String
        var suite: String
        var name: String

        /// File systems of macOS and Windows ignore case: so do claims.
        var fileKey: String { kind.rawValue + " " + identifier.lowercased() }
        var owner: String { suite + "\u{1F}" + name }
    }

    /// What a process has read of one claims file.
    private struct State {
        var device: UInt64 = 0
        var inode: UInt64 = 0
        var offset = 0
        /// Claimants per file key, in the order they claimed.
        var claimants: [String: [Claim]] = [:]
    }

    private static let states = Locked<[String: State]>([:])

    /// Records `claim`; returns the first other name that claimed the same file, if any. The
    /// caller holds the log's lock.
    static func claim(_ claim: Claim, in path: String) throws(FileSystemError) -> Claim? {
        var other: Claim?
        var alreadyClaimed = false
        try update(path) { state in
            let existing = state.claimants[claim.fileKey] ?? []
            other = existing.first { $0.owner != claim.owner }
            alreadyClaimed = existing.contains { $0.owner == claim.owner }
        }
        if !alreadyClaimed {
            let line = [claim.kind.rawValue, claim.identifier, claim.suite, claim.name]
                .map { $0.replacingTabsAndNewlines() }.joined(separator: "\t")
            try FileSystem.appendLineUnlocked(line, to: path)
        }
        return other
    }

    /// The names other than the result's own that claimed its file. The caller holds the lock.
    static func others(claiming result: SnapshotResult, in path: String) throws(FileSystemError) -> [Claim] {
        let key = Claim(kind: result.kind, identifier: result.identifier, suite: result.suite, name: result.name)
        var found: [Claim] = []
        try update(path) { state in
            found = (state.claimants[key.fileKey] ?? []).filter { $0.owner != key.owner }
        }
        return found
    }

    /// Reads the lines added to `path` since this process last read it, then runs `body`.
    private static func update(_ path: String, _ body: (inout State) -> Void) throws(FileSystemError) {
        var status = stat()
        let exists = stat(path, &status) == 0
        let newBytes: [UInt8]
        var state = states.withLock { $0[path] } ?? State()
        if exists {
            let device = UInt64(status.st_dev), inode = UInt64(status.st_ino)
            if device != state.device || inode != state.inode || Int(status.st_size) < state.offset {
                state = State(device: device, inode: inode)
            }
            newBytes = try FileSystem.readRange(of: path, from: state.offset, limit: ResultsLog.maxBytes)
        } else {
            state = State()
            newBytes = []
        }
        // Only whole lines: a claim is written with one `write` under the lock, so a partial
        // line is one being written by a process that does not hold the lock (never ours).
        let end = (newBytes.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
        for line in newBytes[..<end].split(separator: 0x0A) {
            let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 4, let kind = SnapshotResult.Kind(rawValue: fields[0]) else { continue }
            let claim = Claim(kind: kind, identifier: fields[1], suite: fields[2], name: fields[3])
            if !(state.claimants[claim.fileKey] ?? []).contains(where: { $0.owner == claim.owner }) {
                state.claimants[claim.fileKey, default: []].append(claim)
            }
        }
        state.offset += end
        body(&state)
        let final = state
        states.withLock { $0[path] = final }
    }
}

extension String {
    fileprivate func replacingTabsAndNewlines() -> String {
        String(unicodeScalars.map { $0 == "\t" || $0 == "\n" || $0 == "\r" ? " " : Character($0) })
    }
}

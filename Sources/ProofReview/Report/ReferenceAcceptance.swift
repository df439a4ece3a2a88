import ProofBase
import ProofVerification
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProofGraphics

/// `proof accept`: promotes the actual images (and texts) of the latest run to references.
///
/// Text snapshots (`<id>.txt`) are accepted the same way: the reference is replaced by the
/// actual text only when the bytes differ.
///
/// Each reference is rewritten atomically (temporary file, fsync, rename) with the canonical
/// PNG of the actual image, and only when its pixels differ: a reference with the same
/// pixels is left untouched, byte for byte. An actual image that is missing, unreadable, or
/// older than the reference (the reference changed after the run) is refused. Accepted
/// snapshots are marked `"accepted": true` in the results log, so that the report and the
/// summaries show them as accepted and `--failed` does not offer them again.
public enum ReferenceAcceptance {
    /// Which snapshots to accept.
    public enum Selection: Hashable, Sendable {
        /// Ids as printed by failing tests (`Suite/name`); `*` and `?` match like in a shell
        /// (`Suite/*`: the matching snapshots that have an actual image). `Suite/name` takes
        /// the image and the text snapshot of that name; `Suite/name.png` only the image,
        /// `Suite/name.txt` only the text.
        case names([String])
        /// Every `failed`, `sizeChanged` and `missing` snapshot not accepted yet.
        case failed
        /// Every snapshot with an actual image (`unreadable` and `recorded` too).
        case all
    }

    /// What happened to one snapshot.
    public enum Change: Hashable, Sendable {
        /// The reference was rewritten; the pixel count that changed (nil when the old one was unreadable).
        case updated(changedPixels: Int?, from: PixelSize?, to: PixelSize)
        /// There was no reference; it was written.
        case created(PixelSize)
        /// A text reference was rewritten; the lines removed plus added.
        case updatedText(changedLines: Int)
        /// There was no text reference; it was written with this many lines.
        case createdText(lines: Int)
        /// The reference already has these pixels; it was not touched.
        case unchanged
        /// Nothing was written, for `reason`.
        case refused(reason: String)
    }

    public struct Outcome: Hashable, Sendable, CustomStringConvertible {
        public var id: String
        /// The reference file.
        public var reference: String
        public var change: Change

        /// One line for the terminal.
        public var description: String {
            switch change {
            case let .updated(changed, from, to):
                let what = from.map { $0 == to ? "\(changed.map(Decimals.grouped) ?? "?") pixels changed" : "\($0) → \(to)" }
                    ?? "replaced an unreadable reference"
                return "updated    \(id)  (\(what))"
            case let .created(size): return "created    \(id)  (\(size))"
            case let .updatedText(changed): return "updated    \(id)  (\(changed) line\(changed == 1 ? "" : "s") changed)"
            case let .createdText(lines): return "created    \(id)  (\(lines) line\(lines == 1 ? "" : "s"))"
            case .unchanged: return "unchanged  \(id)  (same \(id.hasSuffix(".txt") ? "text" : "pixels"); reference left as it is)"
            case let .refused(reason): return "refused    \(id): \(reason)"
            }
        }

        /// True when the reference file was written.
        public var isWritten: Bool {
            switch change {
            case .updated, .created, .updatedText, .createdText: return true
            case .unchanged, .refused: return false
            }
        }

        public var isRefused: Bool {
            if case .refused = change { return true }
            return false
        }
    }

    /// Accepts the selected snapshots of the latest run in `locations.artifactsRoot`.
    public static func accept(_ selection: Selection, locations: ReviewLocations, limit: PixelLimit = .default) throws(ReviewError) -> [Outcome] {
        let log = try RunLog.read(artifactsRoot: locations.artifactsRoot)
        let chosen = try select(selection, from: log)
        var outcomes: [Outcome] = []
        for result in chosen {
            outcomes.append(acceptOne(result, locations: locations, limit: limit))
        }
        let accepted = outcomes.filter { !$0.isRefused }.map(\.id)
        if !accepted.isEmpty { try markAccepted(Set(accepted), in: log, locations: locations) }
        return outcomes
    }

    static func select(_ selection: Selection, from log: RunLog) throws(ReviewError) -> [LoggedResult] {
        switch selection {
        case .failed:
            return log.results.filter { [.failed, .sizeChanged, .missing].contains($0.status) && !$0.accepted }
        case .all:
            return log.results.filter(\.hasActual)
        case let .names(names):
            guard !names.isEmpty else { throw ReviewError("name the snapshots to accept (Suite/name), or pass --failed or --all") }
            var chosen: [LoggedResult] = []
            var seen: Set<String> = []
            for raw in names {
                var pattern = raw
                var kinds = Set(SnapshotResult.Kind.allCases)
                for kind in SnapshotResult.Kind.allCases {
                    for suffix in [".actual" + kind.fileExtension, kind.fileExtension] where pattern.hasSuffix(suffix) {
                        pattern = String(pattern.dropLast(suffix.count))
                        kinds = [kind]
                        break
                    }
                }
                let isPattern = pattern.contains("*") || pattern.contains("?")
                // A pattern takes the snapshots it matches that have something to accept.
                let matching = log.results.filter { result in
                    kinds.contains(result.kind) && (isPattern ? result.hasActual && fnmatch(pattern, result.id, 0) == 0 : result.id == pattern)
                }
                if matching.isEmpty {
                    var text = "\"\(Escaping.visible(raw))\" is not a snapshot of the latest run (\(log.path))"
                    let guesses = log.results.filter { $0.id.hasSuffix("/" + pattern) || $0.name == pattern }.prefix(3).map(\.id)
                    text += guesses.isEmpty ? "; use the Suite/name that the failing test printed" : "; did you mean \(guesses.joined(separator: ", "))?"
                    throw ReviewError(text)
                }
                for result in matching where seen.insert(result.key).inserted { chosen.append(result) }
            }
            return chosen
        }
    }

    private static func acceptOne(_ result: LoggedResult, locations: ReviewLocations, limit: PixelLimit) -> Outcome {
        if result.kind == .text { return acceptText(result, locations: locations) }
        let referencePath = locations.referencesRoot + "/" + result.id + ".png"
        let actualPath = locations.artifactsRoot + "/" + result.id + ".actual.png"
        func refuse(_ reason: String) -> Outcome { Outcome(id: result.id, reference: referencePath, change: .refused(reason: reason)) }
        guard FileSystem.isFile(actualPath) else {
            let why = result.status == .passed ? "it passed, there is nothing to accept" : "no actual image at \(actualPath); re-run the tests"
            return refuse(why)
        }
        let actual: Bitmap
        do {
            actual = try PNG.decode(PNG.readFile(at: actualPath, limit: limit), limit: limit)
        } catch {
            return refuse("the actual image cannot be read (\(error)); re-run the tests")
        }
        let actualSize = PixelSize(of: actual)
        var oldSize: PixelSize?
        var changed: Int?
        let existed = FileSystem.exists(referencePath)
        if existed {
            if let bytes = try? PNG.readFile(at: referencePath, limit: limit), let reference = try? PNG.decode(bytes, limit: limit) {
                let comparison = ImageComparison(reference: reference, actual: actual)
                if comparison.isIdentical {
                    return Outcome(id: result.id, reference: referencePath, change: .unchanged)
                }
                oldSize = PixelSize(of: reference)
                changed = comparison.changedPixels
            }
            if let actualTime = FileSystem.modificationTime(actualPath), let referenceTime = FileSystem.modificationTime(referencePath),
               actualTime < referenceTime {
                return refuse("the reference is newer than the actual image (it changed after the run); re-run the tests, then accept")
            }
        }
        do {
            try FileSystem.writeAtomically(PNG.encode(actual), to: referencePath)
        } catch {
            return refuse(error.description)
        }
        let change: Change = existed ? .updated(changedPixels: changed, from: oldSize, to: actualSize) : .created(actualSize)
        return Outcome(id: result.id, reference: referencePath, change: change)
    }

    /// Replaces a text reference with the actual text, when the bytes differ.
    private static func acceptText(_ result: LoggedResult, locations: ReviewLocations) -> Outcome {
        let referencePath = locations.referencesRoot + "/" + result.id + ".txt"
        let actualPath = locations.artifactsRoot + "/" + result.id + ".actual.txt"
        func refuse(_ reason: String) -> Outcome { Outcome(id: result.key, reference: referencePath, change: .refused(reason: reason)) }
        guard FileSystem.isFile(actualPath) else {
            return refuse(result.status == .passed ? "it passed, there is nothing to accept" : "no actual text at \(actualPath); re-run the tests")
        }
        let actual: [UInt8]
        do {
            actual = try FileSystem.readFile(actualPath, limit: ScreenshotService.maxTextBytes)
        } catch {
            return refuse("the actual text cannot be read (\(error.description)); re-run the tests")
        }
        let existed = FileSystem.exists(referencePath)
        var old: [UInt8]?
        if existed {
            old = try? FileSystem.readFile(referencePath, limit: ScreenshotService.maxTextBytes)
            if old == actual { return Outcome(id: result.key, reference: referencePath, change: .unchanged) }
            if let actualTime = FileSystem.modificationTime(actualPath), let referenceTime = FileSystem.modificationTime(referencePath),
               actualTime < referenceTime {
                return refuse("the reference is newer than the actual text (it changed after the run); re-run the tests, then accept")
            }
        }
        do {
            try FileSystem.writeAtomically(actual, to: referencePath)
        } catch {
            return refuse(error.description)
        }
        let newText = String(decoding: actual, as: UTF8.self)
        if existed {
            let changed = TextDiff(old: old.map { String(decoding: $0, as: UTF8.self) } ?? "", new: newText).changedLines
            return Outcome(id: result.key, reference: referencePath, change: .updatedText(changedLines: changed))
        }
        return Outcome(id: result.key, reference: referencePath, change: .createdText(lines: newText.split(separator: "\n", omittingEmptySubsequences: false).count - (newText.hasSuffix("\n") ? 1 : 0)))
    }

    /// Rewrites the accepted lines of the latest run with `"accepted":true`, under the log's lock.
    private static func markAccepted(_ ids: Set<String>, in log: RunLog, locations: ReviewLocations) throws(ReviewError) {
        let results = ResultsLog(artifactsRoot: locations.artifactsRoot)
        do {
            try results.withLock { () throws(FileSystemError) in
                // The run's own log, not the link to it: replacing the link would cut it off.
                let path = log.path
                let bytes = try FileSystem.readFile(path, limit: RunLog.maxLogBytes)
                let current = RunLog.parse(bytes, path: path)
                guard current.runID == log.runID else { return } // A new run started meanwhile: its lines are not ours to mark.
                let lines = Set(current.results.filter { ids.contains($0.key) }.map(\.line))
                var text = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                var changed = false
                for index in text.indices where lines.contains(index + 1) && text[index].hasSuffix(",\"accepted\":false}") {
                    text[index] = String(text[index].dropLast(",\"accepted\":false}".count)) + ",\"accepted\":true}"
                    changed = true
                }
                if changed { try FileSystem.writeAtomically(Array(text.joined(separator: "\n").utf8), to: path, durable: false) }
            }
        } catch {
            throw ReviewError("the references were accepted, but the results log could not be updated: \(error.description)")
        }
    }
}

/// `proof prune`: the references that no test produced in the last complete run.
public enum ReferencePruning {
    /// What `proof prune` found.
    public struct Findings: Hashable, Sendable {
        /// References (relative to the references root, `Suite/name.png` or `.txt`) that the
        /// latest run proves unused.
        public var unused: [String]
        /// Folders whose references were judged: those of suites that ran to their end, and
        /// those where a plain assertion verified a snapshot (its files only, not subfolders).
        public var judgedFolders: [String]
        /// References in folders no test of the run reached: most often those of renamed or
        /// deleted tests, but also of a test skipped or that threw before asserting. `proof
        /// prune` lists them on their own and moves them only with `--unreached`.
        public var notJudged: [String]
    }

    /// References that the latest run proves unused. Refuses, saying why, when the run cannot
    /// prove it: a filtered run, a single shard, damaged lines, `proof demo`'s run, or a suite
    /// that started and never finished (a test process that crashed or was killed).
    public static func findings(locations: ReviewLocations) throws(ReviewError) -> Findings {
        let log = try RunLog.read(artifactsRoot: locations.artifactsRoot)
        if log.origin == .demo {
            throw ReviewError("the latest run in \(log.path) is proof demo's (the example's own snapshots), not your tests'; "
                + "run your tests (swift test) before pruning")
        }
        switch log.coverage {
        case .complete: break
        case .filtered:
            throw ReviewError("the latest run was filtered (--filter or --skip), so it says nothing about the tests that did not run; "
                + "run the whole suite (swift test) before pruning")
        case let .shard(shard):
            throw ReviewError("the results log holds shard \(shard) only; merge the logs of all shards with proof merge, then prune")
        }
        if !log.problems.isEmpty {
            throw ReviewError("\(log.problems.count) line\(log.problems.count == 1 ? "" : "s") of \(log.path) could not be read "
                + "(\(log.problems[0])), so a reference missing from it may still be in use; re-run the tests before pruning")
        }
        if log.results.isEmpty {
            throw ReviewError("the latest run in \(log.path) verified no snapshot; run the snapshot tests before pruning")
        }
        var balance: [String: Int] = [:]
        for scope in log.scopes { balance[scope.scope, default: 0] += scope.finished ? -1 : 1 }
        if let unfinished = balance.filter({ $0.value > 0 }).keys.sorted().first {
            throw ReviewError("the suite of \(unfinished) started but never finished in the latest run (a test process crashed or "
                + "was stopped?), so its references cannot be judged; re-run the tests to the end before pruning")
        }
        let suiteFolders = Set(log.scopes.filter(\.finished).map(\.scope))
        func inSuite(_ path: String) -> Bool {
            suiteFolders.contains { path.hasPrefix($0 + "/") }
        }
        // Plain assertions prove nothing about subfolders: only their own folder's files.
        let plainFolders = Set(log.results.map { FileSystem.parent(of: $0.id) }.filter { !inSuite($0 + "/x") })
        guard FileSystem.isFolder(locations.referencesRoot) else {
            return Findings(unused: [], judgedFolders: (suiteFolders.union(plainFolders)).sorted(), notJudged: [])
        }
        let produced = Set(log.results.map { $0.id + $0.fileExtension })
        let files: [String]
        do {
            files = try FileSystem.files(under: locations.referencesRoot, suffix: ".png")
                + FileSystem.files(under: locations.referencesRoot, suffix: ".txt")
        } catch {
            throw ReviewError(error)
        }
        var unused: [String] = [], notJudged: [String] = []
        for file in files where !produced.contains(file) {
            if inSuite(file) || plainFolders.contains(FileSystem.parent(of: file)) {
                unused.append(file)
            } else {
                notJudged.append(file)
            }
        }
        func bytewise(_ a: String, _ b: String) -> Bool { Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)) }
        return Findings(unused: unused.sorted(by: bytewise), judgedFolders: suiteFolders.union(plainFolders).sorted(by: bytewise),
                        notJudged: notJudged.sorted(by: bytewise))
    }

    /// `proof prune`: what it prints, and with `delete` what it moves. After a complete run
    /// (``findings(locations:)`` refuses any other), the references in folders no test reached
    /// (most often the folders of renamed or deleted tests, but also those of tests that were
    /// skipped or threw before asserting) are listed first, on their own; they are moved only
    /// when `includeUnreached` asks for them too (`--unreached`). The references the run
    /// proves unused follow, moved with `delete`. Moved files go to `<artifacts>/pruned/<time>/`.
    public static func prune(locations: ReviewLocations, delete: Bool, includeUnreached: Bool) throws(ReviewError) -> [String] {
        let findings = try findings(locations: locations)
        let root = locations.referencesRoot
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var lines: [String] = []
        var toMove: [String] = []
        if !findings.notJudged.isEmpty {
            let folders = Set(findings.notJudged.map(FileSystem.parent(of:))).count
            lines.append("\(plural(findings.notJudged.count, "reference")) in \(plural(folders, "folder")) that no test of the run reached "
                + "(a renamed or deleted test, or one that was skipped or threw before asserting):")
            lines += findings.notJudged.map { "  " + $0 }
            if includeUnreached && delete {
                toMove += findings.notJudged
            } else if includeUnreached {
                lines.append("proof prune --unreached --delete moves \(findings.notJudged.count == 1 ? "it" : "them") to the artifacts folder; "
                    + "check first that no skipped test still uses \(findings.notJudged.count == 1 ? "it" : "them")")
            } else {
                lines.append("not moved: proof prune --unreached --delete moves \(findings.notJudged.count == 1 ? "it" : "them") too, "
                    + "once you have checked that no skipped test still uses \(findings.notJudged.count == 1 ? "it" : "them")")
            }
        }
        if findings.unused.isEmpty {
            lines.append("no unused references in \(root) (\(plural(findings.judgedFolders.count, "folder")) judged)")
        } else {
            lines.append("\(plural(findings.unused.count, "unused reference")) in \(root), in folders the run judged:")
            lines += findings.unused.map { "  " + $0 }
            if delete {
                toMove += findings.unused
            } else {
                lines.append("proof prune --delete moves \(findings.unused.count == 1 ? "it" : "them") to the artifacts folder")
            }
        }
        if !toMove.isEmpty {
            let (trash, moved) = try self.delete(toMove, locations: locations)
            lines += moved.map { "moved " + $0 }
            lines.append("moved \(plural(moved.count, "reference")) from \(root) to \(trash)")
            lines.append("to bring them back: cp -R \(shellQuoted(trash))/. \(shellQuoted(root))/   "
                + "(or from git: git checkout HEAD -- \(shellQuoted(root)))")
        }
        return lines
    }

    private static func shellQuoted(_ path: String) -> String {
        path.allSatisfy { $0.isLetter || $0.isNumber || "/._-+".contains($0) } ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Paths (relative to the references root) of references that the latest run proves
    /// unused; see ``findings(locations:)``.
    public static func unusedReferences(locations: ReviewLocations) throws(ReviewError) -> [String] {
        try findings(locations: locations).unused
    }

    /// Moves `paths` (relative to the references root) to `<artifacts>/pruned/<stamp>/`, keeping
    /// their folders, and removes the folders they leave empty: a prune can be undone by moving
    /// them back (or from version control). Returns the folder they were moved to and the paths.
    public static func delete(_ paths: [String], locations: ReviewLocations) throws(ReviewError) -> (folder: String, moved: [String]) {
        let stamp = UTCTime.now().replacingOccurrences(of: ":", with: "-")
        let trash = locations.artifactsRoot + "/pruned/" + stamp
        var moved: [String] = []
        for path in paths {
            guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { continue }
            let full = locations.referencesRoot + "/" + path
            let destination = trash + "/" + path
            do {
                try FileSystem.makeFolders(FileSystem.parent(of: destination))
            } catch {
                throw ReviewError(error)
            }
            if rename(full, destination) != 0 {
                let code = errno
                if code != EXDEV { throw ReviewError(FileSystemError("move", full, code: code)) }
                // Another file system: copy, then remove.
                do {
                    let bytes = try FileSystem.readFile(full, limit: 1 << 30)
                    try FileSystem.writeAtomically(bytes, to: destination)
                } catch {
                    throw ReviewError(error)
                }
                if unlink(full) != 0 { throw ReviewError(FileSystemError("delete", full, code: errno)) }
            }
            moved.append(path)
            var folder = FileSystem.parent(of: full)
            while folder.hasPrefix(locations.referencesRoot + "/") && rmdir(folder) == 0 {
                folder = FileSystem.parent(of: folder)
            }
        }
        return (trash, moved)
    }
}

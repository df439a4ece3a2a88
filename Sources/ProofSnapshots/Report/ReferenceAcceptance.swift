#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ProofRender

/// `proof accept`: promotes the actual images of the latest run to references.
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
        /// (`Suite/*`: the matching snapshots that have an actual image); a trailing `.png` is ignored.
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
            case .unchanged: return "unchanged  \(id)  (same pixels; reference left as it is)"
            case let .refused(reason): return "refused    \(id): \(reason)"
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
                for suffix in [".actual.png", ".png"] where pattern.hasSuffix(suffix) { pattern = String(pattern.dropLast(suffix.count)) }
                let isPattern = pattern.contains("*") || pattern.contains("?")
                // A pattern takes the snapshots it matches that have something to accept.
                let matching = log.results.filter { result in
                    isPattern ? result.hasActual && fnmatch(pattern, result.id, 0) == 0 : result.id == pattern
                }
                if matching.isEmpty {
                    var text = "\"\(Escaping.visible(raw))\" is not a snapshot of the latest run (\(log.path))"
                    let guesses = log.results.filter { $0.id.hasSuffix("/" + pattern) || $0.name == pattern }.prefix(3).map(\.id)
                    text += guesses.isEmpty ? "; use the Suite/name that the failing test printed" : "; did you mean \(guesses.joined(separator: ", "))?"
                    throw ReviewError(text)
                }
                for result in matching where seen.insert(result.id).inserted { chosen.append(result) }
            }
            return chosen
        }
    }

    private static func acceptOne(_ result: LoggedResult, locations: ReviewLocations, limit: PixelLimit) -> Outcome {
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

    /// Rewrites the accepted lines of the latest run with `"accepted":true`, under the log's lock.
    private static func markAccepted(_ ids: Set<String>, in log: RunLog, locations: ReviewLocations) throws(ReviewError) {
        let results = ResultsLog(artifactsRoot: locations.artifactsRoot)
        do {
            try results.withLock { () throws(FileSystemError) in
                let bytes = try FileSystem.readFile(results.path, limit: RunLog.maxLogBytes)
                let current = RunLog.parse(bytes, path: results.path)
                guard current.runID == log.runID else { return } // A new run started meanwhile: its lines are not ours to mark.
                let lines = Set(current.results.filter { ids.contains($0.id) }.map(\.line))
                var text = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                var changed = false
                for index in text.indices where lines.contains(index + 1) && text[index].hasSuffix(",\"accepted\":false}") {
                    text[index] = String(text[index].dropLast(",\"accepted\":false}".count)) + ",\"accepted\":true}"
                    changed = true
                }
                if changed { try FileSystem.writeAtomically(Array(text.joined(separator: "\n").utf8), to: results.path, durable: false) }
            }
        } catch {
            throw ReviewError("the references were accepted, but the results log could not be updated: \(error.description)")
        }
    }
}

/// `proof prune`: the references that no test produced in the last complete run.
public enum ReferencePruning {
    /// Paths (relative to the references root, `Suite/name.png`) of references that the latest
    /// run did not verify. Refuses when the run was filtered, a single shard, or the log has
    /// damaged lines: then a missing line does not mean an unused reference.
    public static func unusedReferences(locations: ReviewLocations) throws(ReviewError) -> [String] {
        let log = try RunLog.read(artifactsRoot: locations.artifactsRoot)
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
        guard FileSystem.isFolder(locations.referencesRoot) else { return [] }
        let produced = Set(log.results.map(\.id))
        do {
            return try FileSystem.files(under: locations.referencesRoot, suffix: ".png").filter { path in
                !produced.contains(String(path.dropLast(4)))
            }
        } catch {
            throw ReviewError(error)
        }
    }

    /// Deletes `paths` (relative to the references root) and the folders they leave empty.
    /// Returns the paths deleted.
    public static func delete(_ paths: [String], locations: ReviewLocations) throws(ReviewError) -> [String] {
        var deleted: [String] = []
        for path in paths {
            guard !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else { continue }
            let full = locations.referencesRoot + "/" + path
            if unlink(full) != 0 {
                throw ReviewError(FileSystemError("delete", full, code: errno))
            }
            deleted.append(path)
            var folder = FileSystem.parent(of: full)
            while folder.hasPrefix(locations.referencesRoot + "/") && rmdir(folder) == 0 {
                folder = FileSystem.parent(of: folder)
            }
        }
        return deleted
    }
}

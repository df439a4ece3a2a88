import ProofBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The results log: one JSON object per line, one line per verification, in the order
/// verifications finished.
///
/// Each run has a log of its own, `<artifacts>/runs/<run>.jsonl` (see ``RunContext``), so
/// that runs sharing an artifacts folder at the same time (two `swift test` processes, a test
/// run and a CI script) never lose each other's lines. `<artifacts>/results.jsonl` is a
/// symbolic link to the log of the run that started last; the review tools read it. When a
/// run starts, logs of runs untouched for a day are removed, keeping the ``keptRuns`` newest.
///
/// Parallel writers (threads, test processes of one run) take an exclusive `flock` on
/// `<artifacts>/.results.lock`, then append their line with a single `write` on an `O_APPEND`
/// descriptor, so lines never interleave or tear. A lock that cannot be taken is an error:
/// nothing is written unlocked.
///
/// Before a snapshot's files are touched, its reference path is *claimed* in
/// `runs/<run>.names` under the same lock: two names of one run that map to one file (labels
/// that sanitise alike, or differ only in case) are found whichever test, service or process
/// verified them, and both fail (see ``ScreenshotService/verify(_:named:axes:)``).
///
/// Schema version 3, keys always present and in this order (`null` where not applicable):
///
/// | key | value |
/// | --- | --- |
/// | `schema` | `4` (3 had no `audit` lines; 2 had no `record`, `origin`, `scope`, `cases`; 1 had no `run`, `filtered`, `shard`, `axes`, `accepted`) |
/// | `time` | UTC time the line was written, `2025-01-31T12:00:00.123Z` |
/// | `pid` | the writing process id |
/// | `run` | the run id (``RunContext/id``): lines of one run share it |
/// | `filtered` | `true` when the run selected a subset of the tests (`--filter`, `--skip`) |
/// | `shard` | `{"index", "count"}` (1-based) for one shard of a sharded run, else `null` |
/// | `packageRoot` | absolute path of the package root, or `null` |
/// | `suite`, `name` | as given to the service |
/// | `id` | `<suite>/<file-safe name>`, what `proof accept` takes |
/// | `axes` | the permutation axes of the snapshot in order, `[["state","blocked"],["category","AX3"]]`; `[]` when none |
/// | `status` | `passed`, `failed`, `recorded`, `missing`, `sizeChanged` or `unreadable` |
/// | `recordMode` | `never`, `missing`, `failed` or `all` |
/// | `kind` | `image` (`<id>.png`) or `text` (`<id>.txt`, from `verifyText`); read as `image` when absent |
/// | `reference` | the reference file |
/// | `referenceWritten` | `true` when this verification wrote the reference |
/// | `artifacts` | `{"reference", "actual", "diff"}`: the review copies, each a path or `null` |
/// | `referenceSize`, `actualSize` | `{"width", "height"}`; `referenceSize` is `null` when no reference was read |
/// | `changedPixels`, `pixelsOverTolerance` | counts, `null` when no reference was read |
/// | `changeBounds` | `{"x", "y", "width", "height"}` of all changed pixels, or `null` |
/// | `maxDeltaE` | largest CIE ΔE\*94 between two pixels, or `null` when no reference was read |
/// | `changedLines` | text snapshots: lines removed plus added, `null` when no reference was read or for images |
/// | `tolerance` | `null` for exact comparison, else `{"maxDeltaE", "maxFractionOver"}` |
/// | `message` | the text the test reported |
/// | `record` | `result` for a verification; `scopeStarted` / `scopeFinished` for a suite's coverage (below) |
/// | `origin` | `test`, or `demo` for `proof demo`'s own run (never taken as the user's by `prune`) |
/// | `accepted` | `false`; `proof accept` rewrites it to `true` once it promoted the actual image |
///
/// A suite run (``SuiteRunner``) writes a `scopeStarted` line before its first case and a
/// `scopeFinished` line after its last, with `scope` (the references folder the suite owns,
/// `Suite/folder`) and `cases` (how many it verifies in this process): a finished scope proves
/// that every reference the suite still produces was verified, which is what `proof prune`
/// needs; a started scope that never finished shows a test process that stopped midway.
/// On those lines `name`, `id`, `status` and the verification keys are `null`.
///
/// A suite with audits (``AuditPolicy``) writes one `audit` line per finding after its case's
/// results: `record` is `audit`, `name`, `id` and `axes` are the case's, and the finding's own
/// keys follow `origin` (see ``auditLine(_:identifier:service:time:pid:)``).
///
/// Paths are relative to `packageRoot` when they lie inside it, absolute otherwise; the
/// artifacts themselves are always at `<artifacts>/<id>.{reference,actual,diff}.png`
/// (`.txt` for text snapshots, whose sizes and pixel counts are `null`).
/// Strings are ASCII: anything else is escaped as `\uXXXX`.
public struct ResultsLog: Sendable {
    /// The largest results log read back: far above 5,000 results (about 1.5 KB a line),
    /// and a bound.
    public static let maxBytes = 512 << 20

    /// The schema version written in every line's `schema` key.
    public static let schemaVersion = 4
    /// The name of the link to the latest run's log in the artifacts folder.
    public static let fileName = "results.jsonl"
    /// Where a log that is a plain file (written by an older version, or by `proof merge`) is
    /// moved when a new run starts.
    public static let previousFileName = "results.previous.jsonl"
    /// The folder of the runs' own logs.
    public static let runsFolderName = "runs"
    /// How many runs' logs are kept at least.
    public static let keptRuns = 20
    /// A run's log untouched for this long may be removed (beyond the ``keptRuns`` newest).
    static let staleRunSeconds = 24 * 3600
    static let lockFileName = ".results.lock"
    /// The operation of the error thrown when `flock` itself fails.
    static let lockFailure = "take the lock on"

    /// Absolute path of the artifacts folder.
    public let artifactsRoot: String

    /// Absolute path of `results.jsonl`, the link to the latest run's log.
    public var path: String { artifactsRoot + "/" + Self.fileName }

    /// The log in `artifactsRoot`.
    public init(artifactsRoot: String) {
        self.artifactsRoot = artifactsRoot
    }

    /// The log of `run`: `<artifacts>/runs/<file-safe run id>.jsonl`.
    public func runLogPath(for run: String) -> String {
        artifactsRoot + "/" + Self.runsFolderName + "/" + RunFiles.fileStem(forRun: run) + ".jsonl"
    }

    /// The reference paths claimed by `run`: `<artifacts>/runs/<file-safe run id>.names`.
    func claimsPath(for run: String) -> String {
        artifactsRoot + "/" + Self.runsFolderName + "/" + RunFiles.fileStem(forRun: run) + ".names"
    }

    /// Appends the line for `result` to its run's log. Returns the result, failed when another
    /// name of the run claimed the same reference file meanwhile.
    public func append(_ result: SnapshotResult, service: ScreenshotService) throws(FileSystemError) -> SnapshotResult {
        var result = result
        try withLock { () throws(FileSystemError) in
            let logPath = try startRunIfNeeded(service.run.id)
            if let other = try ClaimsIndex.others(claiming: result, in: claimsPath(for: service.run.id)).first {
                result.status = .failed
                result.message = SnapshotError.nameCollision(name: result.name, existing: other.name, path: service.display(result.referencePath)).description
                    + " Both tests fail: the reference cannot belong to both."
            }
            let line = Self.line(for: result, service: service, time: UTCTime.now(), pid: Int(getpid()))
            try FileSystem.appendLineUnlocked(line, to: logPath)
        }
        return result
    }

    /// Claims `identifier` (`kind`) for `name` in the run: throws when another name of the run
    /// claimed the same file (also when they differ only in case), after logging a failure for
    /// the other name so that both fail.
    func claim(identifier: String, kind: SnapshotResult.Kind, name: String, referencePath: String,
               service: ScreenshotService) throws(SnapshotError) {
        let claimsPath = claimsPath(for: service.run.id)
        var collision: ClaimsIndex.Claim?
        do {
            try withLock { () throws(FileSystemError) in
                let logPath = try startRunIfNeeded(service.run.id)
                let claim = ClaimsIndex.Claim(kind: kind, identifier: identifier, suite: service.suite, name: name)
                collision = try ClaimsIndex.claim(claim, in: claimsPath)
                guard let other = collision else { return }
                // Fail the other name too: its line (written before or after this one) is
                // followed by this failure in the log, which the report and CI summaries read.
                var failure = SnapshotResult(
                    status: .failed, name: other.name, suite: other.suite, identifier: other.identifier,
                    referencePath: service.referencesRoot + "/" + other.identifier + kind.fileExtension,
                    axes: [], actualSize: PixelSize(width: 0, height: 0), referenceWritten: false, comparison: nil, artifacts: .init(), message: "")
                failure.kind = kind
                failure.message = SnapshotError.nameCollision(name: other.name, existing: name, path: service.display(referencePath)).description
                    + " Both tests fail: the reference cannot belong to both."
                try FileSystem.appendLineUnlocked(Self.line(for: failure, service: service, time: UTCTime.now(), pid: Int(getpid())), to: logPath)
            }
        } catch where error.operation == Self.lockFailure {
            throw .logUnavailable(error.description)
        } catch {
            // No artifacts folder to write to: the verification goes on, and its result says
            // that the log could not be written. Only a lock that fails stops it.
            return
        }
        if let collision {
            throw .nameCollision(name: name, existing: collision.name, path: service.display(referencePath))
        }
    }

    /// Appends a suite's coverage line (see the type's documentation).
    package func appendScope(_ record: ScopeRecord, service: ScreenshotService) throws(FileSystemError) {
        try withLock { () throws(FileSystemError) in
            let logPath = try startRunIfNeeded(service.run.id)
            try FileSystem.appendLineUnlocked(Self.scopeLine(record, service: service, time: UTCTime.now(), pid: Int(getpid())), to: logPath)
        }
    }

    /// Runs `body` holding the log's exclusive lock (shared by all processes writing it);
    /// `lockCall` is `flock` but for tests of its failure.
    package func withLock<Result>(
        lockCall: (Int32, Int32) -> Int32 = { flock($0, $1) },
        _ body: () throws(FileSystemError) -> Result
    ) throws(FileSystemError) -> Result {
        try FileSystem.makeFolders(artifactsRoot)
        let lockPath = artifactsRoot + "/" + Self.lockFileName
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError("lock", lockPath, code: errno) }
        defer { close(descriptor) }
        while lockCall(descriptor, LOCK_EX) != 0 {
            let code = errno
            guard code == EINTR else {
                // Writing unlocked could tear lines or miss a collision: stop instead.
                throw FileSystemError(Self.lockFailure, lockPath, code: code)
            }
        }
        defer { _ = lockCall(descriptor, LOCK_UN) }
        return try body()
    }

    /// The run's log path; on the run's first line, creates it, points `results.jsonl` at it
    /// and removes stale runs' logs. The caller holds the lock.
    func startRunIfNeeded(_ run: String) throws(FileSystemError) -> String {
        let logPath = runLogPath(for: run)
        if FileSystem.exists(logPath) { return logPath }
        let runs = artifactsRoot + "/" + Self.runsFolderName
        try FileSystem.makeFolders(runs)
        let descriptor = open(logPath, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError("create", logPath, code: errno) }
        close(descriptor)
        try RunFiles.pointLink(at: path, to: Self.runsFolderName + "/" + Paths.lastComponent(logPath),
                               movingPlainFileTo: artifactsRoot + "/" + Self.previousFileName)
        RunFiles.removeStaleRuns(in: runs, keeping: Self.keptRuns, olderThan: Self.staleRunSeconds, except: logPath)
        return logPath
    }

    /// The `run` value of a line, read textually from its start (it is the fourth key, and
    /// run ids never hold quotes or backslashes); nil for a line without one.
    static func runID(inLinePrefix line: [UInt8]) -> String? {
        let key = Array("\"run\":\"".utf8)
        guard line.count > key.count else { return nil }
        for start in 0...(line.count - key.count) where line[start..<(start + key.count)].elementsEqual(key) {
            let value = line[(start + key.count)...].prefix(while: { $0 != UInt8(ascii: "\"") })
            return String(decoding: value, as: UTF8.self)
        }
        return nil
    }

    /// The keys every line starts with, in order: `schema`, `time`, `pid`, `run`,
    /// `filtered`, `shard`, `packageRoot`.
    static func runKeys(service: ScreenshotService, time: String, pid: Int) -> JSONLine {
        var line = JSONLine()
        line.add("schema", schemaVersion)
        line.add("time", time)
        line.add("pid", pid)
        line.add("run", service.run.id)
        line.add("filtered", service.run.filtered)
        var shard: JSONLine?
        if let value = service.run.shard {
            shard = JSONLine()
            shard?.add("index", value.index)
            shard?.add("count", value.count)
        }
        line.add("shard", object: shard)
        line.add("packageRoot", service.packageRoot)
        return line
    }

    /// The JSON line for `result` (without the newline).
    static func line(for result: SnapshotResult, service: ScreenshotService, time: String, pid: Int) -> String {
        var line = runKeys(service: service, time: time, pid: pid)
        line.add("suite", result.suite)
        line.add("name", result.name)
        line.add("id", result.identifier)
        line.add("axes", pairs: result.axes.map { ($0.name, $0.value) })
        line.add("status", result.status.rawValue)
        line.add("recordMode", service.recordMode.rawValue)
        line.add("kind", result.kind.rawValue)
        line.add("reference", service.display(result.referencePath))
        line.add("referenceWritten", result.referenceWritten)
        var artifacts = JSONLine()
        artifacts.add("reference", result.artifacts.reference.map(service.display))
        artifacts.add("actual", result.artifacts.actual.map(service.display))
        artifacts.add("diff", result.artifacts.diff.map(service.display))
        line.add("artifacts", object: artifacts)
        let comparison = result.comparison
        line.add("referenceSize", object: JSONLine.object(comparison?.referenceSize))
        line.add("actualSize", object: result.kind == .image ? JSONLine.object(result.actualSize) : nil)
        line.add("changedPixels", comparison?.changedPixels)
        line.add("pixelsOverTolerance", comparison?.pixelsOverTolerance)
        line.add("changeBounds", object: JSONLine.object(comparison?.changeBounds))
        line.add("maxDeltaE", comparison?.maxDeltaE)
        line.add("changedLines", result.textChange?.changedLines)
        line.add("tolerance", object: JSONLine.object(service.tolerance))
        line.add("message", result.message)
        line.add("record", "result")
        line.add("origin", service.run.origin.rawValue)
        line.add("accepted", false)
        return line.string
    }

    /// The JSON line for a suite's coverage record (without the newline).
    static func scopeLine(_ record: ScopeRecord, service: ScreenshotService, time: String, pid: Int) -> String {
        var line = runKeys(service: service, time: time, pid: pid)
        line.add("suite", service.suite)
        line.add("record", record.finished ? "scopeFinished" : "scopeStarted")
        line.add("origin", service.run.origin.rawValue)
        line.add("scope", record.scope)
        line.add("cases", record.cases)
        return line.string
    }
}

/// The current UTC time as ISO 8601 with milliseconds. Only for the log, never for pixels.
package enum UTCTime {
    package static func now() -> String {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        var seconds = spec.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func pad(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(parts.tm_year + 1900, 4))-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T"
            + "\(pad(parts.tm_hour, 2)):\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2)).\(pad(Int32(spec.tv_nsec / 1_000_000), 3))Z"
    }
}

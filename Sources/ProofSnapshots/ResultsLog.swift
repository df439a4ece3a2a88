#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `<artifacts>/results.jsonl`: one JSON object per line, one line per verification, in the
/// order verifications finished, for the latest run only (see ``RunContext``).
///
/// Parallel test processes may append at the same time: every writer takes an exclusive
/// `flock` on `<artifacts>/.results.lock`, then appends its line with a single `write` on an
/// `O_APPEND` descriptor, so lines never interleave or tear. Under the same lock, the first
/// line of a new run moves the previous run's log to `results.previous.jsonl` (replacing
/// the one before), so the log always holds the latest run and never grows without bound.
///
/// Schema version 2, keys always present and in this order (`null` where not applicable):
///
/// | key | value |
/// | --- | --- |
/// | `schema` | `2` (version 1 had no `run`, `filtered`, `shard`, `axes`, `accepted`) |
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
/// | `reference` | the reference file |
/// | `referenceWritten` | `true` when this verification wrote the reference |
/// | `artifacts` | `{"reference", "actual", "diff"}`: the review copies, each a path or `null` |
/// | `referenceSize`, `actualSize` | `{"width", "height"}`; `referenceSize` is `null` when no reference was read |
/// | `changedPixels`, `pixelsOverTolerance` | counts, `null` when no reference was read |
/// | `changeBounds` | `{"x", "y", "width", "height"}` of all changed pixels, or `null` |
/// | `maxDeltaE` | largest CIE ΔE\*94 between two pixels, or `null` when no reference was read |
/// | `tolerance` | `null` for exact comparison, else `{"maxDeltaE", "maxFractionOver"}` |
/// | `message` | the text the test reported |
/// | `accepted` | `false`; `proof accept` rewrites it to `true` once it promoted the actual image |
///
/// Paths are relative to `packageRoot` when they lie inside it, absolute otherwise; the
/// artifacts themselves are always at `<artifacts>/<id>.{reference,actual,diff}.png`.
/// Strings are ASCII: anything else is escaped as `\uXXXX`.
public struct ResultsLog: Sendable {
    /// The schema version written in every line's `schema` key.
    public static let schemaVersion = 2
    /// The file name of the log in the artifacts folder.
    public static let fileName = "results.jsonl"
    /// Where the previous run's log is moved when a new run starts.
    public static let previousFileName = "results.previous.jsonl"
    static let lockFileName = ".results.lock"

    /// Absolute path of `results.jsonl`.
    public let path: String

    /// The log in `artifactsRoot`.
    public init(artifactsRoot: String) {
        path = artifactsRoot + "/" + Self.fileName
    }

    /// Appends the line for `result`, first moving another run's log away.
    public func append(_ result: SnapshotResult, service: ScreenshotService) throws(FileSystemError) {
        let line = Self.line(for: result, service: service, time: UTCTime.now(), pid: Int(getpid()))
        try withLock { () throws(FileSystemError) in
            try rotateIfFromAnotherRun(service.run.id)
            try FileSystem.appendLineUnlocked(line, to: path)
        }
    }

    /// Runs `body` holding the log's exclusive lock (shared by all processes writing it).
    func withLock<Result>(_ body: () throws(FileSystemError) -> Result) throws(FileSystemError) -> Result {
        let folder = FileSystem.parent(of: path)
        try FileSystem.makeFolders(folder)
        let lockPath = folder + "/" + Self.lockFileName
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileSystemError("lock", lockPath, code: errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { break } // Advisory: without it, O_APPEND still keeps lines whole.
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Moves the log to `results.previous.jsonl` when its first line is not from `run`.
    private func rotateIfFromAnotherRun(_ run: String) throws(FileSystemError) {
        guard let head = FileSystem.readPrefix(of: path, maxBytes: 2048), !head.isEmpty else { return }
        let firstLine = head.split(separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        if Self.runID(inLinePrefix: Array(firstLine)) == run { return }
        let previous = FileSystem.parent(of: path) + "/" + Self.previousFileName
        if rename(path, previous) != 0 && errno != ENOENT {
            throw FileSystemError("move the previous run's log to", previous, code: errno)
        }
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

    /// The JSON line for `result` (without the newline).
    static func line(for result: SnapshotResult, service: ScreenshotService, time: String, pid: Int) -> String {
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
        line.add("suite", result.suite)
        line.add("name", result.name)
        line.add("id", result.identifier)
        line.add("axes", pairs: result.axes.map { ($0.name, $0.value) })
        line.add("status", result.status.rawValue)
        line.add("recordMode", service.recordMode.rawValue)
        line.add("reference", service.display(result.referencePath))
        line.add("referenceWritten", result.referenceWritten)
        var artifacts = JSONLine()
        artifacts.add("reference", result.artifacts.reference.map(service.display))
        artifacts.add("actual", result.artifacts.actual.map(service.display))
        artifacts.add("diff", result.artifacts.diff.map(service.display))
        line.add("artifacts", object: artifacts)
        let comparison = result.comparison
        line.add("referenceSize", object: JSONLine.object(comparison?.referenceSize))
        line.add("actualSize", object: JSONLine.object(result.actualSize))
        line.add("changedPixels", comparison?.changedPixels)
        line.add("pixelsOverTolerance", comparison?.pixelsOverTolerance)
        line.add("changeBounds", object: JSONLine.object(comparison?.changeBounds))
        line.add("maxDeltaE", comparison?.maxDeltaE)
        line.add("tolerance", object: JSONLine.object(service.tolerance))
        line.add("message", result.message)
        line.add("accepted", false)
        return line.string
    }
}

/// The current UTC time as ISO 8601 with milliseconds. Only for the log, never for pixels.
enum UTCTime {
    static func now() -> String {
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

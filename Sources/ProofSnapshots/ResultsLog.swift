#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `<artifacts>/results.jsonl`: one JSON object per line, one line per verification, in the
/// order verifications finished. Parallel test processes may append at the same time: each
/// line is written with a single `write` on an `O_APPEND` descriptor under an exclusive
/// `flock`, so lines never interleave or tear.
///
/// Schema version 1, keys always present and in this order (`null` where not applicable):
///
/// | key | value |
/// | --- | --- |
/// | `schema` | `1` |
/// | `time` | UTC time the line was written, `2025-01-31T12:00:00.123Z` |
/// | `pid` | the writing process id (lines of one test run share it) |
/// | `packageRoot` | absolute path of the package root, or `null` |
/// | `suite`, `name` | as given to the service |
/// | `id` | `<suite>/<file-safe name>`, what `proof accept` takes |
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
///
/// Paths are relative to `packageRoot` when they lie inside it, absolute otherwise.
/// Strings are ASCII: anything else is escaped as `\uXXXX`.
public struct ResultsLog: Sendable {
    /// The schema version written in every line's `schema` key.
    public static let schemaVersion = 1

    /// Absolute path of `results.jsonl`.
    public let path: String

    /// The log in `artifactsRoot`.
    public init(artifactsRoot: String) {
        path = artifactsRoot + "/results.jsonl"
    }

    /// Appends the line for `result`.
    public func append(_ result: SnapshotResult, service: ScreenshotService) throws(FileSystemError) {
        try FileSystem.appendLine(Self.line(for: result, service: service, time: UTCTime.now(), pid: Int(getpid())), to: path)
    }

    /// The JSON line for `result` (without the newline).
    static func line(for result: SnapshotResult, service: ScreenshotService, time: String, pid: Int) -> String {
        var line = JSONLine()
        line.add("schema", schemaVersion)
        line.add("time", time)
        line.add("pid", pid)
        line.add("packageRoot", service.packageRoot)
        line.add("suite", result.suite)
        line.add("name", result.name)
        line.add("id", result.identifier)
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

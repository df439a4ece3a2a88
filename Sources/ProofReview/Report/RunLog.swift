import ProofBase
import ProofVerification

/// One verification read back from the results log.
public struct LoggedResult: Hashable, Sendable {
    /// The 1-based line in the log file.
    public var line: Int
    public var time: String
    public var run: String?
    public var filtered: Bool
    public var shard: RunContext.Shard?
    public var packageRoot: String?
    public var suite: String
    public var name: String
    /// `<suite>/<file-safe name>`: checked to be a safe relative path when read.
    public var id: String
    public var axes: [PermutationAxis]
    public var status: SnapshotResult.Status
    /// The reference path as logged (relative to ``packageRoot`` when inside it).
    public var reference: String?
    /// Which review copies the verification wrote (they live at `<artifacts>/<id>.<kind>.png`).
    public var hasReferenceCopy: Bool
    public var hasActual: Bool
    public var hasDiff: Bool
    public var referenceSize: PixelSize?
    public var actualSize: PixelSize?
    public var changedPixels: Int?
    public var pixelsOverTolerance: Int?
    public var changeBounds: PixelRect?
    public var maxDeltaE: Double?
    /// `nil` for exact comparison.
    public var toleranceDeltaE: Double?
    public var toleranceFraction: Double?
    public var message: String
    /// True once `proof accept` promoted the actual image.
    public var accepted: Bool
    /// An image (`<id>.png`) or a text snapshot (`<id>.txt`); lines without a kind are images.
    public var kind: SnapshotResult.Kind = .image
    /// Text snapshots: lines removed plus added, when a reference was read.
    public var changedLines: Int?
    /// Who ran the verification: the user's tests, or `proof demo`.
    public var origin: RunContext.Origin = .test

    /// What identifies the snapshot to the review tools: the id for an image, the id with
    /// `.txt` for a text snapshot (the image and the text of one case share an id).
    public var key: String { kind == .text ? id + ".txt" : id }

    /// The reference's extension (`.png`, `.txt`): the reference is `<id><extension>`,
    /// the review copies `<id>.actual<extension>` and so on.
    public var fileExtension: String { kind.fileExtension }

    /// The audits that failed this snapshot's case (each once, in ``AuditKind`` order), set
    /// on the case's image result (its text result when it has no image) by ``RunLog``.
    public var auditFailures: [AuditKind] = []

    /// True when the picture matched but an audit failed the case: a failed case to the
    /// report, the counts, the console and JUnit.
    public var failedByAudits: Bool { status == .passed && !auditFailures.isEmpty }

    /// True for the results a reviewer has to act on: a status other than passed, or a case
    /// an audit failed.
    public var needsReview: Bool { status != .passed || !auditFailures.isEmpty }

    /// The status as a reviewer reads it: a passing picture whose case an audit failed is failed.
    public var reviewStatus: SnapshotResult.Status { failedByAudits ? .failed : status }
}

/// A suite's coverage read back from the results log (see ``ResultsLog``).
public struct LoggedScope: Hashable, Sendable {
    public var line: Int
    public var run: String?
    public var pid: Int?
    /// The references folder the suite owns, `Suite` or `Suite/folder`.
    public var scope: String
    /// Cases the suite verifies in the writing process.
    public var cases: Int
    /// False for the line written when the suite started, true for the one after its last case.
    public var finished: Bool
    public var origin: RunContext.Origin
}

/// A line of the log that could not be used, and why.
public struct LogProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var reason: String
    /// `line 7: expected , or } at byte 120`.
    public var description: String { "line \(line): \(reason)" }
}

/// An error of the review tools (`proof report`, `accept`, `prune`, `merge`): what went
/// wrong, on which file, and what to do.
public struct ReviewError: Error, Hashable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }

    init(_ error: FileSystemError) {
        description = error.description
    }

    init(_ error: any Error) {
        description = (error as? FileSystemError)?.description ?? "\(error)"
    }
}

/// The latest run in a results log: its results (the last line per snapshot id wins) and
/// how complete the run was.
public struct RunLog: Sendable {
    /// How much of the test suite the run covered.
    public enum Coverage: Hashable, Sendable, CustomStringConvertible {
        /// Every test ran (or the logs of all shards were merged).
        case complete
        /// `--filter` or `--skip` selected some tests.
        case filtered
        /// One shard of a sharded run.
        case shard(RunContext.Shard)

        public var description: String {
            switch self {
            case .complete: return "complete"
            case .filtered: return "filtered (--filter/--skip)"
            case let .shard(shard): return "shard \(shard) only"
            }
        }
    }

    /// The largest log read (``ResultsLog/maxBytes``).
    public static let maxLogBytes = ResultsLog.maxBytes
    /// The longest line accepted.
    public static let maxLineBytes = 1 << 20

    /// The log file read.
    public var path: String
    /// The latest run's results, sorted by id (numbers in ids compared by value).
    public var results: [LoggedResult]
    /// The latest run's id (nil for a log written before runs were tracked).
    public var runID: String?
    /// The time of the run's first and last line.
    public var started: String?
    public var finished: String?
    /// How much of the suite the run covered.
    public var coverage: Coverage
    /// Lines that could not be used.
    public var problems: [LogProblem]
    /// Lines of earlier runs that were left out.
    public var earlierRunLines: Int
    /// The latest run's suite coverage lines, in log order.
    public var scopes: [LoggedScope]
    /// `demo` when `proof demo` wrote the latest run.
    public var origin: RunContext.Origin
    /// The latest run's audit findings, sorted by case id, then severity and audit.
    public var findings: [LoggedFinding] = []

    /// Reads `<artifactsRoot>/results.jsonl`.
    public static func read(artifactsRoot: String) throws(ReviewError) -> RunLog {
        try read(path: Paths.absolute(artifactsRoot) + "/" + ResultsLog.fileName)
    }

    /// Reads the log at `path`. A missing or unreadable file is an error; damaged lines are
    /// ``problems``.
    public static func read(path given: String) throws(ReviewError) -> RunLog {
        // `results.jsonl` links to the latest run's own log: name (and rewrite) that file.
        let path = FileSystem.resolvingLink(given)
        if !FileSystem.exists(path) {
            let folder = FileSystem.parent(of: path)
            if !FileSystem.isFolder(folder) {
                throw ReviewError("no artifacts folder at \(folder): run the snapshot tests first (swift test), or pass "
                    + "--artifacts with the folder that holds results.jsonl (PROOF_ARTIFACTS)")
            }
            throw ReviewError("no results log at \(path): run the snapshot tests first (swift test); a run that verifies "
                + "no snapshot writes none")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path, limit: maxLogBytes)
        } catch {
            throw ReviewError(error)
        }
        return parse(bytes, path: path)
    }

    /// Parses the text of a log.
    static func parse(_ bytes: [UInt8], path: String) -> RunLog {
        var entries: [LoggedResult] = []
        var scopes: [LoggedScope] = []
        var findings: [LoggedFinding] = []
        var problems: [LogProblem] = []
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            lineNumber += 1
            var line = bytes[start..<end]
            if line.last == 0x0D { line = line.dropLast() }
            start = end + 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            if line.count > maxLineBytes {
                problems.append(LogProblem(line: lineNumber, reason: "the line is \(line.count) bytes long, above the limit of \(maxLineBytes)"))
                continue
            }
            switch entry(from: line, lineNumber: lineNumber) {
            case let .success(.result(entry)): entries.append(entry)
            case let .success(.scope(scope)): scopes.append(scope)
            case let .success(.finding(finding)): findings.append(finding)
            case let .failure(problem): problems.append(problem)
            }
        }
        return RunLog(path: path, entries: entries, scopes: scopes, findings: findings, problems: problems)
    }

    init(path: String, entries: [LoggedResult], scopes: [LoggedScope] = [], findings: [LoggedFinding] = [], problems: [LogProblem]) {
        self.path = path
        self.problems = problems
        let latest = entries.last?.run ?? scopes.last?.run
        let run = entries.filter { $0.run == latest }
        self.scopes = scopes.filter { $0.run == latest }
        self.findings = findings.filter { $0.run == latest }.sorted { lhs, rhs in
            if lhs.id != rhs.id { return NaturalOrder.precedes(lhs.id, rhs.id) }
            if lhs.severity != rhs.severity { return AuditText.rank(lhs.severity) < AuditText.rank(rhs.severity) }
            if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
            return lhs.line < rhs.line
        }
        origin = run.contains { $0.origin == .demo } || self.scopes.contains { $0.origin == .demo } ? .demo : .test
        earlierRunLines = entries.count - run.count
        runID = latest
        started = run.first?.time
        finished = run.last?.time
        if run.contains(where: \.filtered) {
            coverage = .filtered
        } else if let shard = run.lazy.compactMap(\.shard).first {
            coverage = .shard(shard)
        } else {
            coverage = .complete
        }
        var lastIndex: [String: Int] = [:]
        for (index, entry) in run.enumerated() { lastIndex[entry.key] = index }
        results = run.enumerated().filter { lastIndex[$0.element.key] == $0.offset }.map(\.element)
            .sorted { NaturalOrder.precedes($0.key, $1.key) }
        var failing: [String: Set<AuditKind>] = [:]
        for finding in self.findings where finding.severity == .failure { failing[finding.id, default: []].insert(finding.kind) }
        if !failing.isEmpty {
            let imageIDs = Set(results.filter { $0.kind == .image }.map(\.id))
            for index in results.indices {
                let result = results[index]
                guard let kinds = failing[result.id], result.kind == .image || !imageIDs.contains(result.id) else { continue }
                results[index].auditFailures = kinds.sorted()
            }
        }
    }

    /// Counts of the latest run's results by the status a reviewer reads
    /// (``LoggedResult/reviewStatus``: a case an audit failed counts as failed), in the order
    /// of ``SnapshotResult/Status/allCases``.
    public var counts: [(status: SnapshotResult.Status, count: Int)] {
        SnapshotResult.Status.allCases.map { status in (status, results.count { $0.reviewStatus == status }) }
    }

    /// Results whose picture matched but whose case an audit failed.
    public var failedByAuditsCount: Int { results.count(where: \.failedByAudits) }

    /// `3 failed (2 by audits), 1 recorded, 95 passed` (statuses with no result left out).
    public var countsSummary: String {
        let byAudits = failedByAuditsCount
        let parts = counts.filter { $0.count > 0 }.sorted { StatusText.rank($0.status) < StatusText.rank($1.status) }
            .map { "\(Decimals.grouped($0.count)) \(StatusText.label($0.status))"
                + ($0.status == .failed && byAudits > 0 ? " (\(Decimals.grouped(byAudits)) by audits)" : "") }
        return parts.isEmpty ? "no snapshots" : parts.joined(separator: ", ")
    }

    /// What a line of the log holds.
    private enum Entry {
        case result(LoggedResult)
        case scope(LoggedScope)
        case finding(LoggedFinding)
    }

    private static func entry(from line: ArraySlice<UInt8>, lineNumber: Int) -> Result<Entry, LogProblem> {
        func problem(_ reason: String) -> Result<Entry, LogProblem> { .failure(LogProblem(line: lineNumber, reason: reason)) }
        let value: JSONValue
        do {
            value = try JSONParser.parse(line)
        } catch {
            return problem("not JSON: \(error.description)")
        }
        guard case .object = value else { return problem("not a JSON object") }
        guard let schema = value["schema"]?.int else { return problem("no schema version") }
        guard (1...ResultsLog.schemaVersion).contains(schema) else {
            return problem("schema \(schema) is not known to this version of proof (it reads 1 to \(ResultsLog.schemaVersion)); update Proofsheet")
        }
        var origin = RunContext.Origin.test
        if let text = value["origin"]?.string {
            guard let known = RunContext.Origin(rawValue: text) else {
                return problem("unknown origin \"\(Escaping.visible(text))\" (test or demo); update Proofsheet")
            }
            origin = known
        }
        let record = value["record"]?.string ?? "result"
        if record == "scopeStarted" || record == "scopeFinished" {
            guard let scope = value["scope"]?.string, !scope.isEmpty, !scope.hasPrefix("/"),
                  !scope.split(separator: "/").contains(".."), let cases = value["cases"]?.int, cases >= 0 else {
                return problem("a scope line needs a relative scope folder and a case count")
            }
            return .success(.scope(LoggedScope(
                line: lineNumber, run: value["run"]?.string.map(RunContext.sanitized), pid: value["pid"]?.int, scope: scope,
                cases: cases, finished: record == "scopeFinished", origin: origin)))
        }
        if record == "audit" {
            return LoggedFinding.parse(value, line: lineNumber, origin: origin).map(Entry.finding)
        }
        guard record == "result" else {
            return problem("unknown record \"\(Escaping.visible(record))\" (result, audit, scopeStarted or scopeFinished); update Proofsheet")
        }
        guard let id = value["id"]?.string, let suite = value["suite"]?.string, let name = value["name"]?.string else {
            return problem("suite, name or id missing")
        }
        guard isSafeIdentifier(id) else {
            return problem("the id \"\(Escaping.visible(id))\" is not a snapshot path (Suite/name with file-safe characters)")
        }
        guard let statusText = value["status"]?.string, let status = SnapshotResult.Status(rawValue: statusText) else {
            return problem("unknown status \(value["status"].map { "\($0)" } ?? "(none)")")
        }
        var axes: [PermutationAxis] = []
        for item in value["axes"]?.array ?? [] {
            guard let pair = item.array, pair.count == 2, let axis = pair[0].string, let axisValue = pair[1].string else {
                return problem("axes must be a list of [name, value] string pairs")
            }
            axes.append(PermutationAxis(axis, axisValue))
        }
        let artifacts = value["artifacts"]
        var shard: RunContext.Shard?
        if let object = value["shard"], !object.isNull {
            guard let index = object["index"]?.int, let count = object["count"]?.int,
                  let parsed = RunContext.Shard.parse("\(index)/\(count)") else { return problem("shard must be {\"index\", \"count\"} with 1 ≤ index ≤ count") }
            shard = parsed
        }
        let tolerance = value["tolerance"]
        var kind = SnapshotResult.Kind.image
        if let text = value["kind"]?.string {
            guard let known = SnapshotResult.Kind(rawValue: text) else {
                return problem("unknown kind \"\(Escaping.visible(text))\" (image or text); update Proofsheet")
            }
            kind = known
        }
        return .success(.result(LoggedResult(
            line: lineNumber,
            time: value["time"]?.string ?? "",
            run: value["run"]?.string.map(RunContext.sanitized),
            filtered: value["filtered"]?.bool ?? false,
            shard: shard,
            packageRoot: value["packageRoot"]?.string,
            suite: suite,
            name: name,
            id: id,
            axes: axes,
            status: status,
            reference: value["reference"]?.string,
            hasReferenceCopy: artifacts?["reference"]?.string != nil,
            hasActual: artifacts?["actual"]?.string != nil,
            hasDiff: artifacts?["diff"]?.string != nil,
            referenceSize: size(value["referenceSize"]),
            actualSize: size(value["actualSize"]),
            changedPixels: value["changedPixels"]?.int.flatMap { $0 >= 0 ? $0 : nil },
            pixelsOverTolerance: value["pixelsOverTolerance"]?.int.flatMap { $0 >= 0 ? $0 : nil },
            changeBounds: rect(value["changeBounds"]),
            maxDeltaE: value["maxDeltaE"]?.double,
            toleranceDeltaE: tolerance?["maxDeltaE"]?.double,
            toleranceFraction: tolerance?["maxFractionOver"]?.double,
            message: value["message"]?.string ?? "",
            accepted: value["accepted"]?.bool ?? false,
            kind: kind,
            changedLines: value["changedLines"]?.int.flatMap { $0 >= 0 ? $0 : nil },
            origin: origin
        )))
    }

    /// True when `id` is `Suite/name…` exactly as the service makes it: safe characters,
    /// no empty, `.` or `..` components, so that paths built from it stay in their folder.
    static func isSafeIdentifier(_ id: String) -> Bool {
        guard id.contains("/"), let safe = try? SnapshotName.relativePath(for: id) else { return false }
        return safe == id
    }

    private static func size(_ value: JSONValue?) -> PixelSize? {
        guard let width = value?["width"]?.int, let height = value?["height"]?.int, width >= 0, height >= 0 else { return nil }
        return PixelSize(width: width, height: height)
    }

    private static func rect(_ value: JSONValue?) -> PixelRect? {
        guard let x = value?["x"]?.int, let y = value?["y"]?.int, let width = value?["width"]?.int, let height = value?["height"]?.int,
              x >= 0, y >= 0, width >= 0, height >= 0 else { return nil }
        return PixelRect(x: x, y: y, width: width, height: height)
    }
}

extension StatusText {
    /// `failed by audits: truncation, contrast` for a case an audit failed, else the status's label.
    package static func label(of result: LoggedResult) -> String {
        result.failedByAudits ? "failed by audits: " + result.auditFailures.map(\.rawValue).joined(separator: ", ") : label(result.status)
    }
}

/// Orders strings so that runs of digits compare by value (`card2` before `card10`), then
/// bytewise: the same order on every machine, whatever order parallel tests logged in.
enum NaturalOrder {
    package static func precedes(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8), y = Array(b.utf8)
        var i = 0, j = 0
        while i < x.count && j < y.count {
            if isDigit(x[i]) && isDigit(y[j]) {
                var iEnd = i, jEnd = j
                while iEnd < x.count && isDigit(x[iEnd]) { iEnd += 1 }
                while jEnd < y.count && isDigit(y[jEnd]) { jEnd += 1 }
                let p = x[i..<iEnd].drop { $0 == UInt8(ascii: "0") }, q = y[j..<jEnd].drop { $0 == UInt8(ascii: "0") }
                if p.count != q.count { return p.count < q.count }
                if !p.elementsEqual(q) { return p.lexicographicallyPrecedes(q) }
                i = iEnd
                j = jEnd
            } else {
                if x[i] != y[j] { return x[i] < y[j] }
                i += 1
                j += 1
            }
        }
        if (x.count - i) != (y.count - j) { return (x.count - i) < (y.count - j) }
        return x.lexicographicallyPrecedes(y)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

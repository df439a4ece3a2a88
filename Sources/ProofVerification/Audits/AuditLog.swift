import ProofBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An audit finding of a snapshot case, as the results log holds it: one `audit` line per
/// finding (see ``ResultsLog``).
public struct CaseFinding: Hashable, Sendable {
    /// The case's name and axes (the snapshot name, and where it happened).
    public var name: String
    public var axes: [PermutationAxis]
    public var finding: AuditFinding
    /// Device pixels per point of the case's picture, to outline the finding on it.
    public var scale: Double

    public init(name: String, axes: [PermutationAxis], finding: AuditFinding, scale: Double) {
        self.name = name
        self.axes = axes
        self.finding = finding
        self.scale = scale
    }

    /// `truncation (failure) in card/expired.iPhone15.AX5.light.ltr: “Expires…” is cut… (Card/Text)`.
    public var description: String {
        "\(finding.kind) (\(finding.severity.rawValue)) in \(name): \(finding.message) (\(finding.viewPath))"
            + (finding.waiverReason.map { " — waived: \($0)" } ?? "")
    }
}

extension ResultsLog {
    /// Appends one `audit` line per finding of a case.
    package func append(_ findings: [CaseFinding], service: ScreenshotService) throws(FileSystemError) {
        guard !findings.isEmpty else { return }
        try withLock { () throws(FileSystemError) in
            let logPath = try startRunIfNeeded(service.run.id)
            for finding in findings {
                let identifier = (try? service.identifier(for: finding.name)) ?? ""
                let line = Self.auditLine(finding, identifier: identifier, service: service, time: UTCTime.now(), pid: Int(getpid()))
                try FileSystem.appendLineUnlocked(line, to: logPath)
            }
        }
    }

    /// The JSON line of a finding (without the newline). Keys, in order: the run's keys as
    /// on result lines (`schema` … `packageRoot`), `suite`, `name`, `id` (the case's image
    /// id), `axes`, `record` (`audit`), `origin`, `audit` (the kind), `severity` (`failure`,
    /// `warning`, `waived`), `message`, `viewPath`, `text` (or null), `frame` (points:
    /// `{"x","y","width","height"}`), `scale` (pixels per point), `measured` (or null),
    /// `waiver` (the reason, or null).
    static func auditLine(_ item: CaseFinding, identifier: String, service: ScreenshotService, time: String, pid: Int) -> String {
        var line = runKeys(service: service, time: time, pid: pid)
        line.add("suite", service.suite)
        line.add("name", item.name)
        line.add("id", identifier)
        line.add("axes", pairs: item.axes.map { ($0.name, $0.value) })
        line.add("record", "audit")
        line.add("origin", service.run.origin.rawValue)
        let finding = item.finding
        line.add("audit", finding.kind.rawValue)
        line.add("severity", finding.severity.rawValue)
        line.add("message", finding.message)
        line.add("viewPath", finding.viewPath)
        line.add("text", finding.text)
        var frame = JSONLine()
        frame.add("x", finding.frame.minX)
        frame.add("y", finding.frame.minY)
        frame.add("width", finding.frame.width)
        frame.add("height", finding.frame.height)
        line.add("frame", object: frame)
        line.add("scale", item.scale)
        line.add("measured", finding.measured)
        line.add("waiver", finding.waiverReason)
        return line.string
    }
}

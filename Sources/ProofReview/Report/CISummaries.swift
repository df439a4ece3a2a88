import ProofBase
import ProofVerification

/// The Markdown summary of a run, for a CI step summary (`$GITHUB_STEP_SUMMARY`) or a pull
/// request comment: counts by status, then the snapshots to review with the command that
/// accepts each.
public enum MarkdownSummary {
    /// At most this many snapshots are listed; the rest are counted.
    public static let maxListed = 50

    /// The summary of `log`; `reportLink` (a URL or path) is linked when given.
    public static func text(for log: RunLog, reportLink: String?) -> String {
        var lines: [String] = []
        let toReview = log.results.filter(\.needsReview).sorted { lhs, rhs in
            StatusText.rank(lhs.reviewStatus) != StatusText.rank(rhs.reviewStatus)
                ? StatusText.rank(lhs.reviewStatus) < StatusText.rank(rhs.reviewStatus) : NaturalOrder.precedes(lhs.key, rhs.key)
        }
        let verdict = toReview.isEmpty ? "✅" : "❌"
        lines.append("## \(verdict) Snapshots: \(log.countsSummary)")
        lines.append("")
        var facts = ["\(Decimals.grouped(log.results.count)) snapshots"]
        switch log.coverage {
        case .complete: break
        case .filtered: facts.append("**filtered run** (--filter/--skip): snapshots that did not run are not listed")
        case let .shard(shard): facts.append("**shard \(shard)** only: merge the shards' logs with `proof merge` for the whole run")
        }
        if let started = log.started { facts.append("run started \(started)") }
        lines.append(facts.joined(separator: " · "))
        lines.append("")
        lines.append("| status | snapshots |")
        lines.append("| --- | ---: |")
        for (status, count) in log.counts.sorted(by: { StatusText.rank($0.status) < StatusText.rank($1.status) }) {
            lines.append("| \(StatusText.label(status)) | \(Decimals.grouped(count)) |")
        }
        if !toReview.isEmpty {
            lines.append("")
            lines.append("### To review")
            lines.append("")
            lines.append("| snapshot | status | change |")
            lines.append("| --- | --- | --- |")
            for result in toReview.prefix(maxListed) {
                lines.append("| `\(result.key)` | \(StatusText.label(of: result))\(result.accepted ? " (accepted)" : "") | \(change(result)) |")
            }
            if toReview.count > maxListed {
                lines.append("")
                lines.append("…and \(Decimals.grouped(toReview.count - maxListed)) more: see the HTML report.")
            }
            let acceptable = toReview.filter { [.failed, .sizeChanged, .missing].contains($0.status) && !$0.accepted }
            if !acceptable.isEmpty {
                lines.append("")
                lines.append("Accept one with `swift run proof accept Suite/name`, or every failure with `swift run proof accept --failed`, after reviewing.")
            }
        }
        lines += auditLines(log.findings)
        if !log.problems.isEmpty {
            lines.append("")
            lines.append("⚠️ \(log.problems.count) line\(log.problems.count == 1 ? "" : "s") of the results log could not be read "
                + "(first: \(markdownEscaped(log.problems[0].description))).")
        }
        if let reportLink {
            lines.append("")
            lines.append("[Open the report](\(reportLink))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The audits section: counts by audit and severity, then the findings to act on.
    static func auditLines(_ findings: [LoggedFinding]) -> [String] {
        guard !findings.isEmpty else { return [] }
        let failing = findings.count { $0.severity == .failure }
        var lines = ["", "### \(failing > 0 ? "❌" : "✅") Audits: " + AuditCounts(findings).summary, "",
                     "| audit | failing | warnings | waived |", "| --- | ---: | ---: | ---: |"]
        for kind in AuditKind.allCases {
            let ofKind = findings.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { continue }
            let counts = AuditCounts(ofKind)
            lines.append("| \(AuditText.label(kind)) | \(Decimals.grouped(counts.failing)) | \(Decimals.grouped(counts.warnings)) | "
                + "\(Decimals.grouped(counts.waived)) |")
        }
        let toAct = findings.filter { $0.severity == .failure } + findings.filter { $0.severity == .warning }
        if !toAct.isEmpty {
            lines += ["", "| snapshot | audit | finding |", "| --- | --- | --- |"]
            for finding in toAct.prefix(maxListed) {
                lines.append("| `\(finding.id)` | \(AuditText.label(finding.kind))\(finding.severity == .warning ? " (warning)" : "") | "
                    + "\(markdownEscaped(finding.message)) |")
            }
            if toAct.count > maxListed {
                lines.append("")
                lines.append("…and \(Decimals.grouped(toAct.count - maxListed)) more: see the report's Audits view.")
            }
        }
        return lines
    }

    /// `2,400 px (0.081%) · ΔE 23.4`, `390×844 → 390×900`, `no reference`.
    static func change(_ result: LoggedResult) -> String {
        switch result.status {
        case .sizeChanged:
            return "\(result.referenceSize.map { "\($0)" } ?? "?") → \(result.actualSize.map { "\($0)" } ?? "?")"
        case .missing: return "no reference"
        case .unreadable: return "reference unreadable"
        case .recorded: return result.referenceSize == nil ? "new reference" : "reference overwritten"
        case .passed, .failed:
            guard let changed = result.changedPixels else { return "" }
            var text = "\(Decimals.grouped(changed)) px"
            if let size = result.actualSize, size.width * size.height > 0 {
                text += " (\(Decimals.format(Double(changed) * 100 / Double(size.width * size.height), places: 3))%)"
            }
            if let delta = result.maxDeltaE { text += " · ΔE \(Decimals.format(delta, places: 1))" }
            return text
        }
    }

    /// Text with Markdown's and HTML's active characters escaped.
    static func markdownEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "|", "#", "!", "~": result += "\\" + String(character)
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}

/// The run as JUnit XML: one `<testsuite>` per snapshot suite, one `<testcase>` per snapshot;
/// differences are `<failure>`s, unreadable references `<error>`s.
public enum JUnitReport {
    public static func xml(for log: RunLog) -> String {
        var suites: [(String, [LoggedResult])] = []
        for result in log.results {
            if let index = suites.lastIndex(where: { $0.0 == result.suite }) {
                suites[index].1.append(result)
            } else {
                suites.append((result.suite, [result]))
            }
        }
        for finding in log.findings where !suites.contains(where: { $0.0 == finding.suite }) {
            suites.append((finding.suite, []))
        }
        suites.sort { NaturalOrder.precedes($0.0, $1.0) }
        func failures(_ results: [LoggedResult]) -> Int { results.count { ![.passed, .unreadable].contains($0.reviewStatus) } }
        func errors(_ results: [LoggedResult]) -> Int { results.count { $0.status == .unreadable } }
        func findings(of suite: String?) -> [LoggedFinding] { log.findings.filter { suite == nil || $0.suite == suite } }
        func failing(_ findings: [LoggedFinding]) -> Int { findings.count { $0.severity == .failure } }
        func waived(_ findings: [LoggedFinding]) -> Int { findings.count { $0.severity == .waived } }
        let all = findings(of: nil)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"Proofsheet snapshots\" tests=\"\(log.results.count + all.count)\" "
            + "failures=\"\(failures(log.results) + failing(all))\" errors=\"\(errors(log.results))\" skipped=\"\(waived(all))\">\n"
        for (suite, results) in suites {
            let audits = findings(of: suite)
            xml += "  <testsuite name=\"\(escaped(suite))\" tests=\"\(results.count + audits.count)\" "
                + "failures=\"\(failures(results) + failing(audits))\" errors=\"\(errors(results))\" skipped=\"\(waived(audits))\">\n"
            for result in results {
                xml += "    <testcase classname=\"\(escaped(suite))\" name=\"\(escaped(result.kind == .text ? result.name + " (text)" : result.name))\""
                if result.failedByAudits {
                    let audits = result.auditFailures.map(\.rawValue).joined(separator: ", ")
                    xml += ">\n      <failure type=\"audit\" message=\"\(escaped("failed by audits: " + audits))\">"
                    xml += escaped("The picture matches its reference; the case fails its audits (\(audits)): see the audit test cases.")
                    xml += "</failure>\n    </testcase>\n"
                    continue
                }
                if result.status == .passed {
                    xml += "/>\n"
                    continue
                }
                let element = result.status == .unreadable ? "error" : "failure"
                let firstLine = result.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? StatusText.label(result.status)
                xml += ">\n      <\(element) type=\"\(result.status.rawValue)\" message=\"\(escaped(firstLine))\">"
                xml += escaped(result.message) + "</\(element)>\n    </testcase>\n"
            }
            // One test case per audit finding: failures fail, warnings pass with their text,
            // waived findings are skipped with the reason.
            for finding in audits {
                xml += "    <testcase classname=\"\(escaped(suite)).audits\" name=\"\(escaped(finding.name + " · " + finding.kind.rawValue))\">\n"
                let text = finding.message + "\n" + finding.viewPath
                switch finding.severity {
                case .failure:
                    xml += "      <failure type=\"audit.\(finding.kind.rawValue)\" message=\"\(escaped(finding.message))\">\(escaped(text))</failure>\n"
                case .warning:
                    xml += "      <system-out>warning: \(escaped(text))</system-out>\n"
                case .waived:
                    xml += "      <skipped message=\"\(escaped("waived: " + (finding.waiver ?? "")))\"/>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// Text for XML content and attributes; characters XML 1.0 cannot hold become U+FFFD,
    /// and line breaks survive in attributes.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "&#10;"
            case "\t", "\r": result += "&#\(scalar.value);"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result += "\u{FFFD}"
                } else {
                    result += MarkupText.escaped(scalar)
                }
            }
        }
        return result
    }
}

/// Escaping shared by the HTML page and the XML report.
enum MarkupText {
    /// `& < > " '` as entities, any other scalar as itself.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\"": return "&quot;"
        case "'": return "&#39;"
        default: return String(scalar)
        }
    }
}

/// Findings counted by severity.
struct AuditCounts {
    var failing = 0
    var warnings = 0
    var waived = 0

    init(_ findings: [LoggedFinding]) {
        for finding in findings {
            switch finding.severity {
            case .failure: failing += 1
            case .warning: warnings += 1
            case .waived: waived += 1
            }
        }
    }

    /// `3 failing, 1 warning, 12 waived`.
    var summary: String {
        [(failing, "failing"), (warnings, warnings == 1 ? "warning" : "warnings"), (waived, "waived")]
            .filter { $0.0 > 0 }.map { "\(Decimals.grouped($0.0)) \($0.1)" }.joined(separator: ", ")
    }
}

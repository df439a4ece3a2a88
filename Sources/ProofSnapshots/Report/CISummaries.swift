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
            StatusText.rank(lhs.status) != StatusText.rank(rhs.status)
                ? StatusText.rank(lhs.status) < StatusText.rank(rhs.status) : NaturalOrder.precedes(lhs.id, rhs.id)
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
                lines.append("| `\(result.id)` | \(StatusText.label(result.status))\(result.accepted ? " (accepted)" : "") | \(change(result)) |")
            }
            if toReview.count > maxListed {
                lines.append("")
                lines.append("…and \(Decimals.grouped(toReview.count - maxListed)) more: see the HTML report.")
            }
            let acceptable = toReview.filter { [.failed, .sizeChanged, .missing].contains($0.status) && !$0.accepted }
            if !acceptable.isEmpty {
                lines.append("")
                lines.append("Accept one with `proof accept Suite/name`, or every failure with `proof accept --failed`, after reviewing.")
            }
        }
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
        suites.sort { NaturalOrder.precedes($0.0, $1.0) }
        func failures(_ results: [LoggedResult]) -> Int { results.count { ![.passed, .unreadable].contains($0.status) } }
        func errors(_ results: [LoggedResult]) -> Int { results.count { $0.status == .unreadable } }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"Proofsheet snapshots\" tests=\"\(log.results.count)\" failures=\"\(failures(log.results))\" "
            + "errors=\"\(errors(log.results))\" skipped=\"0\">\n"
        for (suite, results) in suites {
            xml += "  <testsuite name=\"\(escaped(suite))\" tests=\"\(results.count)\" failures=\"\(failures(results))\" "
                + "errors=\"\(errors(results))\" skipped=\"0\">\n"
            for result in results {
                xml += "    <testcase classname=\"\(escaped(suite))\" name=\"\(escaped(result.name))\""
                if result.status == .passed {
                    xml += "/>\n"
                    continue
                }
                let element = result.status == .unreadable ? "error" : "failure"
                let firstLine = result.message.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? StatusText.label(result.status)
                xml += ">\n      <\(element) type=\"\(result.status.rawValue)\" message=\"\(escaped(firstLine))\">"
                xml += escaped(result.message) + "</\(element)>\n    </testcase>\n"
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

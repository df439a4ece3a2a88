/// The report's `index.html`: static header and counts (readable without script), the
/// results as JSON in an inert `<script type="application/json">` element, and the inline
/// style and script that build the list, the viewer and the contact sheets from it.
///
/// Every text from the log reaches the page either HTML-escaped (static parts) or through
/// JSON with `<`, `>`, `&` escaped, which the script only ever puts in `textContent`: names
/// and messages cannot inject markup.
import ProofBase
import ProofVerification
struct ReportPage {
    let log: RunLog
    let title: String
    let pictures: [String: ReviewReport.Pictures]
    let missingPictures: [String]

    func html() -> String {
        var page = "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        // No network at all: the page is self-contained, and a hostile log cannot make it fetch anything.
        page += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src 'self' file: data: blob:; "
            + "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n"
        page += "<meta name=\"generator\" content=\"proof report\">\n"
        page += "<title>\(Self.escaped(title)) · \(Self.escaped(log.countsSummary))</title>\n"
        page += "<style>\n" + ReportAssets.css + "</style>\n</head>\n<body>\n"
        page += header()
        page += notices()
        page += """
            <main>
            <section id="review" class="view" aria-label="Review">
            <nav id="list" aria-label="Snapshots"><p class="empty">Loading…</p></nav>
            <section id="detail" aria-live="polite"><p class="empty">Select a snapshot.</p></section>
            </section>
            <section id="sheets" class="view" aria-label="Contact sheets" hidden></section>
            <section id="audits" class="view" aria-label="Audits" hidden></section>
            </main>
            <div id="proof-errors" role="alert" hidden></div>

            """
        page += "<script type=\"application/json\" id=\"proof-data\">" + dataJSON() + "</script>\n"
        page += "<script>\n" + ReportAssets.script + "</script>\n</body>\n</html>\n"
        return page
    }

    private func header() -> String {
        var html = "<header class=\"masthead\">\n<div class=\"title\"><h1>\(Self.escaped(title))</h1>"
        var facts: [String] = ["\(Decimals.grouped(log.results.count)) snapshots"]
        if let started = log.started { facts.append("run \(started)") }
        if let run = log.runID { facts.append("id \(run)") }
        html += "<div class=\"run\">\(Self.escaped(facts.joined(separator: " · ")))</div></div>\n"
        html += "<nav class=\"tabs\" role=\"tablist\"><button type=\"button\" role=\"tab\" data-view=\"review\" aria-selected=\"true\">Review</button>"
            + "<button type=\"button\" role=\"tab\" data-view=\"sheets\" aria-selected=\"false\">Contact sheets</button>"
            + (log.findings.isEmpty ? "" : "<button type=\"button\" role=\"tab\" data-view=\"audits\" aria-selected=\"false\">Audits "
                + "<b>\(Decimals.grouped(log.findings.count { $0.severity != .waived }))</b></button>")
            + "</nav>\n"
        html += "<div class=\"chips\" id=\"chips\" role=\"group\" aria-label=\"Filter by status\">"
        for (status, count) in log.counts.sorted(by: { StatusText.rank($0.status) < StatusText.rank($1.status) }) {
            html += "<button type=\"button\" class=\"chip st-\(status.rawValue)\" data-status=\"\(status.rawValue)\" aria-pressed=\"true\""
                + (count == 0 ? " disabled" : "") + "><span class=\"dot\"></span>\(StatusText.label(status)) <b>\(Decimals.grouped(count))</b></button>"
        }
        html += "</div>\n<input id=\"q\" type=\"search\" placeholder=\"Filter by name  ( / )\" aria-label=\"Filter by name\" autocomplete=\"off\">\n"
        html += "<span id=\"shown\" class=\"shown\"></span>\n</header>\n"
        return html
    }

    private func notices() -> String {
        var items: [String] = []
        switch log.coverage {
        case .complete: break
        case .filtered:
            items.append("This run was filtered (--filter or --skip): snapshots that did not run are not shown, and proof prune refuses to run.")
        case let .shard(shard):
            items.append("This log holds shard \(shard) only. Merge the logs of all shards with proof merge to see the whole run.")
        }
        if !log.problems.isEmpty {
            let first = log.problems.prefix(3).map(\.description).joined(separator: "; ")
            items.append("\(log.problems.count) line\(log.problems.count == 1 ? "" : "s") of \(log.path) could not be read and "
                + "\(log.problems.count == 1 ? "is" : "are") left out: \(first)\(log.problems.count > 3 ? "; …" : "").")
        }
        if log.earlierRunLines > 0 {
            items.append("\(log.earlierRunLines) line\(log.earlierRunLines == 1 ? "" : "s") of earlier runs in the log \(log.earlierRunLines == 1 ? "is" : "are") not shown.")
        }
        if !missingPictures.isEmpty {
            items.append("\(missingPictures.count) picture\(missingPictures.count == 1 ? " is" : "s are") missing from the artifacts folder "
                + "(first: \(missingPictures[0])); re-run the tests to restore \(missingPictures.count == 1 ? "it" : "them").")
        }
        if log.results.isEmpty { items.append("The latest run verified no snapshot.") }
        guard !items.isEmpty else { return "" }
        return "<div id=\"notices\">" + items.map { "<p class=\"notice\">\(Self.escaped($0))</p>" }.joined() + "</div>\n"
    }

    /// `{"results":[…],"findings":[…]}`: one compact object per result, in the log's sorted
    /// order, and one per audit finding (its box in the picture's pixels).
    func dataJSON() -> String {
        var json = "{\"results\":["
        json.reserveCapacity(log.results.count * 600)
        for (index, result) in log.results.enumerated() {
            if index > 0 { json += ",\n" }
            let picture = pictures[result.key] ?? ReviewReport.Pictures()
            var object = JSONLine()
            object.add("id", result.id)
            object.add("key", result.key)
            object.add("kind", result.kind.rawValue)
            object.add("suite", result.suite)
            object.add("name", result.name)
            // A case an audit failed is listed as failed; `audits` says which, `picture` that
            // its picture matched (the stored reference is its picture).
            object.add("status", result.reviewStatus.rawValue)
            object.add("picture", result.status.rawValue)
            object.add("audits", result.auditFailures.map(\.rawValue).joined(separator: ", "))
            object.add("accepted", result.accepted)
            object.add("axes", pairs: result.axes.map { ($0.name, $0.value) })
            object.add("ref", picture.reference)
            object.add("act", picture.actual)
            object.add("diff", picture.diff)
            object.add("stored", picture.stored)
            object.addRaw("rs", result.referenceSize.map { "[\($0.width),\($0.height)]" } ?? "null")
            object.addRaw("as", result.actualSize.map { "[\($0.width),\($0.height)]" } ?? "null")
            object.add("changed", result.changedPixels)
            object.add("over", result.pixelsOverTolerance)
            object.addRaw("bounds", result.changeBounds.map { "[\($0.x),\($0.y),\($0.width),\($0.height)]" } ?? "null")
            object.add("maxDE", result.maxDeltaE)
            object.add("tolDE", result.toleranceDeltaE)
            object.add("tolFraction", result.toleranceFraction)
            object.add("lines", result.changedLines)
            object.add("text", picture.text)
            object.add("message", result.message)
            json += Self.scriptSafe(object.string)
        }
        json += "],\n\"findings\":["
        for (index, finding) in log.findings.enumerated() {
            if index > 0 { json += ",\n" }
            var object = JSONLine()
            object.add("id", finding.id)
            object.add("suite", finding.suite)
            object.add("name", finding.name)
            object.add("kind", finding.kind.rawValue)
            object.add("label", AuditText.label(finding.kind))
            object.add("severity", finding.severity.rawValue)
            object.add("message", finding.message)
            object.add("path", finding.viewPath)
            object.add("text", finding.text)
            let box = finding.pixelFrame
            object.addRaw("box", "[\(box.x),\(box.y),\(box.width),\(box.height)]")
            object.add("waiver", finding.waiver)
            json += Self.scriptSafe(object.string)
        }
        return json + "]}"
    }

    /// JSON that cannot close the `<script>` element or open a comment in it.
    static func scriptSafe(_ json: String) -> String {
        guard json.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "&") }) else { return json }
        var result = ""
        for character in json.unicodeScalars {
            switch character {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// Text for HTML content and attribute values.
    static func escaped(_ text: String) -> String {
        text.unicodeScalars.map(MarkupText.escaped).joined()
    }
}

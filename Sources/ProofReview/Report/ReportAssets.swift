import ProofBase
import ProofVerification
import Foundation

/// The report page's inline style and script, written for this page (no library, no
/// external resource). The script reads the JSON data element and builds everything else.
///
/// They live in `Resources/report.css` and `Resources/report.js`, where a linter and the
/// browser check read them, and are inlined into every page (the page must work from
/// `file://` under a Content-Security-Policy that forbids loading anything).
enum ReportAssets {
    static let css = load("report", "css")
    static let script = load("report", "js")

    /// The resource's text; a message in its place when the resource bundle is missing (a
    /// `proof` binary copied without its `.resources` folder), so the page says what is wrong.
    private static func load(_ name: String, _ fileExtension: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: fileExtension),
              let data = try? FileSystem.readBounded(url.path, limit: 1 << 20) else {
            return fileExtension == "js"
                ? "document.body.textContent = 'The report script (\(name).\(fileExtension)) is missing from the Proofsheet resources next to the proof tool; rebuild it with swift build.';\n"
                : ""
        }
        return String(decoding: data, as: UTF8.self)
    }
}

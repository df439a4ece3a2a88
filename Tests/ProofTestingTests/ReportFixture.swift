import ProofBase
import ProofRender
import ProofUI
@testable import ProofSnapshots
@testable import ProofReview
@testable import ProofVerification

/// A run with every status, made with the real screenshot service: the report's browser check
/// (`Scripts/report/browser-check.py`) and the report tests build on it.
///
/// Layout under `root`: `References/` and `artifacts/` (with `results.jsonl`). Suite
/// `RewardsCard` has axes state × category × scheme (18 snapshots: passes, two changes, a
/// size change, a missing reference, a recorded one, an unreadable one); suite `Odd names`
/// has no axes and names full of markup to prove the page escapes them.
enum ReportFixture {
    static let states = ["active", "expired", "blocked"]
    static let categories = ["M", "L", "AX3"]
    static let schemes = ["light", "dark"]
    static let hostileName = "<img src=x onerror=\"document.body.dataset.injected=1\"> & </script><!--"

    /// The statuses the fixture's second run produces, by snapshot name.
    static let expected: [String: SnapshotResult.Status] = [
        "expired-L-light": .failed,
        "blocked-AX3-dark": .failed,
        "active-AX3-light": .sizeChanged,
        "blocked-M-light": .missing,
        "expired-M-dark": .recorded,
        "active-L-dark": .unreadable,
    ]

    static func name(_ state: String, _ category: String, _ scheme: String) -> String { "\(state)-\(category)-\(scheme)" }

    /// A card picture: background by scheme, a band coloured by state, height by category.
    static func card(state: String, category: String, scheme: String, changed: Bool = false, taller: Bool = false) -> Bitmap {
        let height = 72 + 16 * (categories.firstIndex(of: category) ?? 0) + (taller ? 12 : 0)
        let background = scheme == "dark" ? RGBA8(r: 28, g: 28, b: 32) : RGBA8(r: 246, g: 246, b: 250)
        var bitmap = Bitmap(width: 64, height: height, fill: background)
        let band: RGBA8 = state == "active" ? RGBA8(r: 40, g: 160, b: 90) : state == "expired" ? RGBA8(r: 200, g: 140, b: 30) : RGBA8(r: 200, g: 50, b: 60)
        for y in 8..<28 { for x in 6..<58 { bitmap[x, y] = band } }
        let text = scheme == "dark" ? RGBA8(r: 230, g: 230, b: 235) : RGBA8(r: 30, g: 30, b: 35)
        for line in 0..<(2 + (categories.firstIndex(of: category) ?? 0)) {
            for y in (36 + line * 12)..<(40 + line * 12) { for x in 6..<(50 - line * 6) { bitmap[x, y] = text } }
        }
        if changed {
            for y in 14..<20 { for x in 20..<34 { bitmap[x, y] = RGBA8(r: 255, g: 255, b: 255) } }
        }
        return bitmap
    }

    /// Builds the fixture; returns the results of the reported (second) run.
    @discardableResult
    static func build(at root: String) throws -> [SnapshotResult] {
        let references = root + "/References", artifacts = root + "/artifacts"
        func service(_ suite: String, _ mode: RecordMode, run: String) -> ScreenshotService {
            ScreenshotService(referencesRoot: references, artifactsRoot: artifacts, suite: suite, recordMode: mode,
                              packageRoot: root, run: RunContext(id: run))
        }
        // Run 1 records the references.
        let setup = service("RewardsCard", .all, run: "fixture-setup")
        for state in states { for category in categories { for scheme in schemes {
            let name = name(state, category, scheme)
            if expected[name] == .missing || expected[name] == .recorded { continue }
            _ = try setup.verify(card(state: state, category: category, scheme: scheme), named: name)
        } } }
        let oddSetup = service("Odd names", .all, run: "fixture-setup")
        _ = try oddSetup.verify(card(state: "active", category: "M", scheme: "light"), named: hostileName)
        _ = try oddSetup.verify(card(state: "blocked", category: "M", scheme: "dark"), named: "folder/naïve café")
        // A Git LFS pointer where a reference should be.
        try FileSystem.writeAtomically(Array("version https://git-lfs.github.com/spec/v1\noid sha256:0\nsize 1\n".utf8),
                                       to: references + "/RewardsCard/" + name("active", "L", "dark") + ".png")

        // Run 2 is the one reported.
        var results: [SnapshotResult] = []
        let check = service("RewardsCard", .never, run: "fixture")
        let record = service("RewardsCard", .missing, run: "fixture")
        for state in states { for category in categories { for scheme in schemes {
            let name = name(state, category, scheme)
            let status = expected[name]
            let picture = card(state: state, category: category, scheme: scheme, changed: status == .failed, taller: status == .sizeChanged)
            let axes = [PermutationAxis("state", state), PermutationAxis("category", category), PermutationAxis("scheme", scheme)]
            results.append(try (status == .recorded ? record : check).verify(picture, named: name, axes: axes))
        } } }
        let odd = service("Odd names", .never, run: "fixture")
        results.append(try odd.verify(card(state: "active", category: "M", scheme: "light", changed: true), named: hostileName))
        results.append(try odd.verify(card(state: "blocked", category: "M", scheme: "dark"), named: "folder/naïve café"))
        try ResultsLog(artifactsRoot: artifacts).append(findings, service: check)
        return results
    }

    /// Audit findings of run 2: one of each severity, one with markup in its message.
    static var findings: [CaseFinding] {
        func axes(_ state: String, _ category: String, _ scheme: String) -> [PermutationAxis] {
            [PermutationAxis("state", state), PermutationAxis("category", category), PermutationAxis("scheme", scheme)]
        }
        return [
            CaseFinding(name: name("expired", "L", "light"), axes: axes("expired", "L", "light"), finding: AuditFinding(
                kind: .contrast, severity: .failure, message: "“Due” (17 pt) is 2.10:1 on #F6F6FA in #C8C8CC, below 4.50:1 for text",
                viewPath: "Card/VStack/Text(\"Due\")", frame: Rect(x: 6, y: 36, width: 44, height: 16), text: "Due", measured: 2.1), scale: 1),
            CaseFinding(name: name("active", "M", "light"), axes: axes("active", "M", "light"), finding: AuditFinding(
                kind: .truncation, severity: .warning, message: "“Membership” is cut at its line limit of 1 line",
                viewPath: "Card/Text(\"Membership\")", frame: Rect(x: 6, y: 36, width: 44, height: 4)), scale: 1),
            CaseFinding(name: name("blocked", "AX3", "dark"), axes: axes("blocked", "AX3", "dark"), finding: AuditFinding(
                kind: .touchTarget, severity: .waived, message: hostileName, viewPath: "Card/Button",
                frame: Rect(x: 6, y: 8, width: 52, height: 20), waiverReason: "a compact card action, as designed"), scale: 1),
        ]
    }
}

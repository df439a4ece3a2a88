import ProofRender
import ProofUI

/// A screen's snapshot suite: its cases (ViewModels in environments), the view that lays
/// out each ViewModel, and how to render and store them. One definition serves the test
/// (`assertSnapshots(of:)` in ProofTesting) and tools such as `proof demo`.
///
/// ```swift
/// let states = try Permutations(RewardsViewModel.previews)
/// let suite = ViewSnapshotSuite(
///     "Rewards",
///     cases: try SnapshotCases(states, .environments(categories: .all)),
///     formats: .both
/// ) { model in RewardsView(model: model) }
/// ```
public struct ViewSnapshotSuite<Model: Sendable>: Sendable {
    /// The suite: the references folder under `References/`.
    public var name: String
    /// The cases, in order.
    public var cases: SnapshotCases<Model, EnvironmentValues>
    /// Images, text descriptions, or both, for the cases that do not say.
    public var formats: SnapshotFormats
    /// The render size: `.fittingWidth` (the device's width, the content's height) keeps
    /// references small; `.device` renders the whole screen.
    public var size: RenderSize
    /// Characters the fonts lack (drawn as boxes) fail the case unless this is true.
    public var allowsMissingCharacters: Bool
    /// The audits run on every case (none by default). Missing images are reported as
    /// `missingImage` warnings even when not listed; listing `.missingImage` makes them fail.
    public var audits: AuditPolicy
    /// Builds the view for a ViewModel (on the rendering thread: see `View`).
    public let view: @MainActor @Sendable (Model) -> any View

    /// A suite named `name` (its references folder) rendering `view` of each case's model.
    public init<Content: View>(
        _ name: String,
        cases: SnapshotCases<Model, EnvironmentValues>,
        formats: SnapshotFormats = .image,
        size: RenderSize = .fittingWidth,
        allowsMissingCharacters: Bool = false,
        audits: AuditPolicy = .none,
        view: @escaping @MainActor @Sendable (Model) -> Content
    ) {
        self.name = name
        self.cases = cases
        self.formats = formats
        self.size = size
        self.allowsMissingCharacters = allowsMissingCharacters
        self.audits = audits
        self.view = view
    }

    /// Renders one case: the picture when the formats include images (else only the layout,
    /// which is cheaper), the text description, and the audits (contrast where there is a
    /// picture).
    public func render(_ item: SnapshotCase<Model, EnvironmentValues>, with renderer: Renderer) throws(RenderError) -> RenderedCase {
        var rendered = RenderedCase()
        let missing: [MissingCharacter]
        let missingImages: [MissingImage]
        let built: any View = evaluateOffMain((view, item.model)) { $0.0($0.1) }
        let caseFormats = item.formats ?? formats
        let report: AuditReport?
        // Contrast is measured on the picture: cases that paint none (text snapshots, kept
        // cheap on purpose) are audited without it.
        if caseFormats.contains(.image) || caseFormats.contains(.accessibility) {
            let snapshot = try renderer.render(built, in: item.configuration, size: size)
            if caseFormats.contains(.image) { rendered.image = snapshot.bitmap }
            if caseFormats.contains(.accessibility) { rendered.accessibilityImage = try renderer.accessibilitySnapshot(of: snapshot) }
            rendered.text = snapshot.textDescription
            missing = snapshot.missingCharacters
            missingImages = snapshot.layout.missingImages
            rendered.scale = snapshot.scale
            report = audits.isEmpty ? nil : snapshot.audit(audits)
        } else {
            let layout = try renderer.layout(built, in: item.configuration, size: size)
            rendered.text = layout.textDescription
            missing = layout.missingCharacters
            missingImages = layout.missingImages
            rendered.scale = layout.scale
            report = audits.isEmpty ? nil : layout.audit(audits)
        }
        if let report {
            rendered.findings = report.findings
            rendered.textSizes = report.textSizes
        }
        // A missing image is always counted: a failure when the audits include
        // `.missingImage` (the auditor reported it), otherwise a warning.
        if !audits.includes(.missingImage) {
            rendered.findings += missingImages.map {
                AuditFinding(kind: .missingImage, severity: .warning, message: "shows no picture: \"\($0.name)\": \($0.reason)",
                             viewPath: $0.viewPath, frame: $0.frame)
            }
        }
        if !allowsMissingCharacters, let problem = MissingCharacter.problem(missing) {
            rendered.problems.append(problem)
        }
        return rendered
    }
}

extension MissingCharacter {
    /// The failure every assertion reports for characters the fonts lack (drawn as boxes),
    /// unless the caller allows them; nil when there are none. The first three are listed.
    public static func problem(_ missing: [MissingCharacter]) -> String? {
        guard !missing.isEmpty else { return nil }
        let listed = missing.prefix(3).map(\.description).joined(separator: ", ") + (missing.count > 3 ? ", …" : "")
        return "shows characters the fonts lack, drawn as boxes: \(listed); register a font that has them "
            + "(FontLibrary.register) or allow them (allowsMissingCharacters)"
    }
}

extension SuiteRunner {
    /// Renders and verifies every case of `suite` this shard runs, with one renderer (fonts
    /// and glyph cache) shared by the rendering threads.
    public func run<Model: Sendable>(_ suite: ViewSnapshotSuite<Model>, renderer: Renderer = Renderer()) -> SuiteOutcome {
        var runner = self
        runner.formats = suite.formats
        var outcome = runner.run(suite.cases) { item in try suite.render(item, with: renderer) }
        if suite.audits.includes(.dynamicType) {
            for (index, findings) in DynamicTypeComparison.findings(in: outcome.cases, policy: suite.audits) {
                let item = outcome.cases[index]
                outcome.cases[index].findings += findings
                if let problem = log(findings, name: item.name, axes: item.axes, scale: item.scale) {
                    outcome.cases[index].problems.append(problem)
                }
            }
        }
        return outcome
    }
}

/// The Dynamic Type audit across a suite's cases: a text that has the same size at an
/// accessibility category as at L (or the largest standard category the suite renders)
/// does not scale. Cases are compared when every other axis is equal; cases of other
/// shards are not seen.
enum DynamicTypeComparison {
    static let categoryAxis = "category"

    /// New findings per case index.
    static func findings(in cases: [CaseOutcome], policy: AuditPolicy) -> [(Int, [AuditFinding])] {
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, item) in cases.enumerated() {
            guard item.axes.contains(where: { $0.name == categoryAxis }) else { continue }
            let key = item.axes.filter { $0.name != categoryAxis }.map { "\($0.name)=\($0.value)" }.joined(separator: "\u{1F}")
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        var result: [(Int, [AuditFinding])] = []
        for key in order {
            let members = groups[key]!.compactMap { index -> (Int, ContentSizeCategory)? in
                guard let value = cases[index].axes.first(where: { $0.name == categoryAxis })?.value,
                      let category = ContentSizeCategory(value) else { return nil }
                return (index, category)
            }
            let standard = members.filter { !$0.1.isAccessibilityCategory }
            guard let baseline = standard.first(where: { $0.1 == .large }) ?? standard.max(by: { $0.1.rawValue < $1.1.rawValue }) else { continue }
            let sizes = Dictionary(cases[baseline.0].textSizes.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, category) in members where category.isAccessibilityCategory {
                var found: [AuditFinding] = []
                for sample in cases[index].textSizes {
                    guard let base = sizes[sample.key], base.text == sample.text, sample.size <= base.size + 0.01 else { continue }
                    let quoted = AuditFinding.quoted(sample.text)
                    found.append(AuditFinding(
                        kind: .dynamicType, severity: sample.waiverReason == nil ? policy.severity(of: .dynamicType) : .waived,
                        message: "\(quoted) stays \(Decimals.format(sample.size, places: 1)) pt from \(baseline.1.shortIdentifier) to "
                            + "\(category.shortIdentifier): give it a text style (.font(.body)) or a size relative to one "
                            + "(.custom(_:size:relativeTo:)) so that it grows",
                        viewPath: sample.viewPath, frame: sample.frame, text: sample.text, measured: sample.size,
                        waiverReason: sample.waiverReason))
                }
                if !found.isEmpty { result.append((index, found)) }
            }
        }
        return result
    }
}

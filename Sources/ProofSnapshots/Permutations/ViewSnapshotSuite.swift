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
    /// Builds the view for a ViewModel (on the rendering thread: see `View`).
    public let view: @MainActor @Sendable (Model) -> any View

    /// A suite named `name` (its references folder) rendering `view` of each case's model.
    public init<Content: View>(
        _ name: String,
        cases: SnapshotCases<Model, EnvironmentValues>,
        formats: SnapshotFormats = .image,
        size: RenderSize = .fittingWidth,
        allowsMissingCharacters: Bool = false,
        view: @escaping @MainActor @Sendable (Model) -> Content
    ) {
        self.name = name
        self.cases = cases
        self.formats = formats
        self.size = size
        self.allowsMissingCharacters = allowsMissingCharacters
        self.view = view
    }

    /// Renders one case: the picture when the formats include images (else only the layout,
    /// which is cheaper), and the text description.
    public func render(_ item: SnapshotCase<Model, EnvironmentValues>, with renderer: Renderer) throws(RenderError) -> RenderedCase {
        var rendered = RenderedCase()
        let missing: [MissingCharacter]
        let built: any View = evaluateOffMain((view, item.model)) { $0.0($0.1) }
        if (item.formats ?? formats).contains(.image) {
            let snapshot = try renderer.render(built, in: item.configuration, size: size)
            rendered.image = snapshot.bitmap
            rendered.text = snapshot.textDescription
            missing = snapshot.missingCharacters
        } else {
            let layout = try renderer.layout(built, in: item.configuration, size: size)
            rendered.text = layout.textDescription
            missing = layout.missingCharacters
        }
        if !missing.isEmpty && !allowsMissingCharacters {
            let listed = missing.prefix(3).map(\.description).joined(separator: ", ") + (missing.count > 3 ? ", …" : "")
            rendered.problems.append("shows characters the fonts lack, drawn as boxes: \(listed); register a font that has them "
                + "(FontLibrary.register) or allow them (allowsMissingCharacters)")
        }
        return rendered
    }
}

extension SuiteRunner {
    /// Renders and verifies every case of `suite` this shard runs, with one renderer (fonts
    /// and glyph cache) shared by the rendering threads.
    public func run<Model: Sendable>(_ suite: ViewSnapshotSuite<Model>, renderer: Renderer = Renderer()) -> SuiteOutcome {
        var runner = self
        runner.formats = suite.formats
        return runner.run(suite.cases) { item in try suite.render(item, with: renderer) }
    }
}

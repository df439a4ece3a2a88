// ProofUI engine: how custom control styles are kept in the environment (`AnyStyle`) and given the control's parts (`StylePart`).

// A style's `makeBody` gets the control's parts as views, as in SwiftUI; the environment
// carries the style to the controls. Each control's style configuration is in its own file.

/// A part of a control handed to a custom style, as a view.
public typealias StylePart = LabelStyleConfiguration.Part

/// A style stored in the environment: how to draw a configuration.
nonisolated struct AnyStyle<Configuration> {
    let makeBody: (Configuration) -> AnyView

    init(makeBody: @escaping (Configuration) -> AnyView) {
        self.makeBody = makeBody
    }

    /// A user's `style`, whose main-actor `makeBody` (called through `body`) is evaluated on
    /// the rendering thread, as every view body is (see `evaluateOffMain`).
    init<S>(_ style: S, body: @escaping @MainActor (S, Configuration) -> AnyView) {
        makeBody = { configuration in evaluateOffMain((style, configuration)) { body($0.0, $0.1) } }
    }
}

typealias AnyButtonStyle = AnyStyle<PrimitiveButtonStyleConfiguration>
typealias AnyToggleStyle = AnyStyle<ToggleStyleConfiguration>
typealias AnyLabelStyle = AnyStyle<LabelStyleConfiguration>
typealias AnyProgressViewStyle = AnyStyle<ProgressViewStyleConfiguration>

typealias AnyGaugeStyle = AnyStyle<GaugeStyleConfiguration>

// The configurations custom styles draw from, for the controls whose styles are not with the
// control: labeled content, disclosure groups, gauges and menus. A style's `makeBody` gets the
// control's parts as views, as in SwiftUI; the environment carries the style to the controls.

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

nonisolated extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }

    var labeledContentStyle: AnyStyle<LabeledContentStyleConfiguration>? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }

    var disclosureGroupStyle: AnyStyle<DisclosureGroupStyleConfiguration>? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }

    var menuStyle: AnyStyle<MenuStyleConfiguration>? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

nonisolated private enum GaugeStyleKey: EnvironmentKey { static var defaultValue: AnyGaugeStyle? { nil } }
nonisolated private enum LabeledContentStyleKey: EnvironmentKey { static var defaultValue: AnyStyle<LabeledContentStyleConfiguration>? { nil } }
nonisolated private enum DisclosureGroupStyleKey: EnvironmentKey { static var defaultValue: AnyStyle<DisclosureGroupStyleConfiguration>? { nil } }
nonisolated private enum MenuStyleKey: EnvironmentKey { static var defaultValue: AnyStyle<MenuStyleConfiguration>? { nil } }

// MARK: - Gauge

/// What a ``GaugeStyle`` draws: the value as a fraction of the range (clamped to 0…1) and the
/// gauge's labels.
nonisolated public struct GaugeStyleConfiguration {
    /// The value's position in the gauge's range, 0…1.
    public let value: Double
    public let label: StylePart
    public let currentValueLabel: StylePart?
    public let minimumValueLabel: StylePart?
    public let maximumValueLabel: StylePart?
    public typealias Label = StylePart
    public typealias CurrentValueLabel = StylePart
    public typealias MarkedValueLabel = StylePart
}

// MARK: - Labeled content

/// A look for labeled content (SwiftUI's `LabeledContentStyle`).
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabeledContentStyleConfiguration
}

/// What a ``LabeledContentStyle`` draws.
nonisolated public struct LabeledContentStyleConfiguration {
    public let label: StylePart
    public let content: StylePart
    public typealias Label = StylePart
    public typealias Content = StylePart
}

/// iOS's labeled content: the label leading, the content trailing in the secondary colour.
nonisolated public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        RowStack(alignment: .firstTextBaseline, label: configuration.label) { stacked in
            configuration.content.foregroundStyle(.secondary).multilineTextAlignment(stacked ? .leading : .trailing)
        }
    }
}

nonisolated extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

// MARK: - Disclosure groups

/// A look for disclosure groups (SwiftUI's `DisclosureGroupStyle`).
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// What a ``DisclosureGroupStyle`` draws.
nonisolated public struct DisclosureGroupStyleConfiguration {
    public let label: StylePart
    public let content: StylePart
    /// Whether the content shows; a snapshot reads its initial value.
    @Binding public var isExpanded: Bool
    public typealias Label = StylePart
    public typealias Content = StylePart

    init(label: StylePart, content: StylePart, isExpanded: Binding<Bool>) {
        self.label = label
        self.content = content
        _isExpanded = isExpanded
    }
}

/// iOS's disclosure group: the label with a tinted chevron, the content under it when expanded.
nonisolated public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    configuration.label.frame(maxWidth: .infinity, alignment: .leading)
                    Chevron(direction: configuration.isExpanded ? .down : .forward).stroke(ControlColors.accent(environment), lineWidth: 2)
                        .frame(width: configuration.isExpanded ? 12 : 7, height: configuration.isExpanded ? 7 : 12)
                }
                if configuration.isExpanded { configuration.content }
            }
        }
    }
}

nonisolated extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

// MARK: - Menus

/// What a ``MenuStyle`` draws: the menu's label (its content is not open in a snapshot).
nonisolated public struct MenuStyleConfiguration {
    public let label: StylePart
    public let content: StylePart
    public typealias Label = StylePart
    public typealias Content = StylePart
}

// MARK: - Applying styles

nonisolated extension View {
    /// Draws labeled content in this view with `style`.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        transformEnvironment {
            $0.labeledContentStyle = AnyStyle(style) { AnyView($0.makeBody(configuration: $1)) }
        }
    }

    /// Draws disclosure groups in this view with `style`.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        transformEnvironment {
            $0.disclosureGroupStyle = AnyStyle(style) { AnyView($0.makeBody(configuration: $1)) }
        }
    }
}

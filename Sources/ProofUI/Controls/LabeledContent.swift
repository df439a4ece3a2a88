// Status: supported — the label leading and the value trailing on one row, and custom `LabeledContentStyle`s.

/// A label and a value on one row (SwiftUI's `LabeledContent`): the label leading, the value
/// trailing in the secondary colour.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let configuration = LabeledContentStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
        return EnvironmentReader { environment in
            environment.labeledContentStyle?.makeBody(configuration) ?? AnyView(AutomaticLabeledContentStyle().makeBody(configuration: configuration))
        }
    }
}

nonisolated extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

nonisolated extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
}

nonisolated extension EnvironmentValues {
    var labeledContentStyle: AnyStyle<LabeledContentStyleConfiguration>? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

nonisolated private enum LabeledContentStyleKey: EnvironmentKey { static var defaultValue: AnyStyle<LabeledContentStyleConfiguration>? { nil } }

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

nonisolated extension View {
    /// Draws labeled content in this view with `style`.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        transformEnvironment {
            $0.labeledContentStyle = AnyStyle(style) { AnyView($0.makeBody(configuration: $1)) }
        }
    }
}

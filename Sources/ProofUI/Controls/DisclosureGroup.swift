// Status: supported — the label with its chevron in the tint colour, the content under it when expanded, and custom `DisclosureGroupStyle`s.

/// A label that shows or hides content (SwiftUI's `DisclosureGroup`): the label with a chevron
/// in the tint colour, and the content under it when expanded.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let isExpanded: Binding<Bool>
    let label: Label
    let content: Content

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = .constant(false)
        self.content = content()
        self.label = label()
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let configuration = DisclosureGroupStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)),
                                                              isExpanded: isExpanded)
        return EnvironmentReader { environment in
            environment.disclosureGroupStyle?.makeBody(configuration)
                ?? AnyView(AutomaticDisclosureGroupStyle().makeBody(configuration: configuration))
        }
    }
}

nonisolated extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

nonisolated extension EnvironmentValues {
    var disclosureGroupStyle: AnyStyle<DisclosureGroupStyleConfiguration>? {
        get { self[DisclosureGroupStyleKey.self] }
        set { self[DisclosureGroupStyleKey.self] = newValue }
    }
}

nonisolated private enum DisclosureGroupStyleKey: EnvironmentKey { static var defaultValue: AnyStyle<DisclosureGroupStyleConfiguration>? { nil } }

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

nonisolated extension View {
    /// Draws disclosure groups in this view with `style`.
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
        transformEnvironment {
            $0.disclosureGroupStyle = AnyStyle(style) { AnyView($0.makeBody(configuration: $1)) }
        }
    }
}

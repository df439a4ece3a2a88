// Status: supported — the label above the content in a rounded secondary-background box, and custom `GroupBoxStyle`s.

// Apple documents none of the default box's metrics: the 16 pt padding, 8 pt between label and
// content, 8 pt continuous corner radius and `.headline` label are estimates, not measurements.

/// A stylized box, with an optional label, that collects a logical group of content (SwiftUI's
/// `GroupBox`): the label above the content, both inside a rounded rectangle filled with the
/// secondary system background.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// False for the box a custom style wraps (`GroupBox(configuration)`), which is drawn in the
    /// default look: SwiftUI's "the style in effect outside it", without recursing into the style.
    var readsStyle = true

    /// A group box with `content` and the `label` above it.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// A group box with `label` above `content` (deprecated in iOS 27, still common).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: some View {
        let configuration = GroupBoxStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
        return EnvironmentReader { environment in
            (readsStyle ? environment.groupBoxStyle?.makeBody(configuration) : nil) ?? AnyView(DefaultGroupBoxStyle().makeBody(configuration: configuration))
        }
    }
}

nonisolated extension GroupBox where Label == EmptyView {
    /// An unlabeled group box.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

nonisolated extension GroupBox where Label == Text {
    /// A group box titled with a localized string.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group box titled with a string, shown verbatim.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

nonisolated extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// The group box a custom style wraps, drawn in the style in effect outside it.
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
        readsStyle = false
    }
}

/// A look for group boxes (SwiftUI's `GroupBoxStyle`).
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` draws: the box's label and content.
nonisolated public struct GroupBoxStyleConfiguration {
    public typealias Label = StylePart
    public typealias Content = StylePart
    /// The box's title.
    public let label: Label
    /// The box's content.
    public let content: Content
}

/// iOS's group box: the label in the headline font above the content, with 16 pt padding, in a
/// rounded rectangle filled with the secondary system background.
nonisolated public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(Color(systemColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's group box look.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension EnvironmentValues {
    var groupBoxStyle: AnyStyle<GroupBoxStyleConfiguration>? {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

nonisolated private enum GroupBoxStyleKey: EnvironmentKey { static var defaultValue: AnyStyle<GroupBoxStyleConfiguration>? { nil } }

nonisolated extension View {
    /// Draws group boxes in this view with `style`.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        transformEnvironment {
            $0.groupBoxStyle = AnyStyle(style) { AnyView($0.makeBody(configuration: $1)) }
        }
    }
}

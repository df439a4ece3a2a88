// Status: partial — its controls side by side, 16 pt apart (`.automatic`, `.navigation`,
// `.palette`); `.menu` and `.compactMenu` draw the closed menu's label; custom
// `ControlGroupStyle`s draw their `makeBody`.

/// Controls grouped together (SwiftUI's `ControlGroup`): side by side.
nonisolated public struct ControlGroup<Content: View>: View {
    let content: AnyView
    let label: AnyView?
    /// Made from a style's configuration: drawn as the built-in group, not through the style
    /// again.
    var isStyled = false

    public init(@ViewBuilder content: () -> Content) {
        self.content = AnyView(content())
        label = nil
    }

    public var body: some View {
        EnvironmentReader { environment in
            let configuration = ControlGroupStyleConfiguration(
                content: .init(content: content), label: .init(content: label ?? AnyView(EmptyView())))
            if !isStyled, let style = environment.controlGroupStyle {
                style.makeBody(configuration)
            } else if environment.controlGroupLooksLikeMenu, let label {
                Menu(content: { content }, label: { label })
            } else {
                HStack(spacing: 16) { content }
            }
        }
    }
}

nonisolated extension ControlGroup {
    /// A group with a label (iOS 16), shown when the group is drawn as a menu.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        self.content = AnyView(content())
        self.label = AnyView(label())
    }

    /// A group titled `titleKey` (iOS 16).
    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(titleKey) })
    }

    /// A group titled `title` (iOS 16).
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content, label: { Text(title) })
    }

    /// A group titled `titleKey` with a system symbol (iOS 16).
    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content, label: { Label(titleKey, systemImage: systemImage) })
    }

    /// A group titled `title` with a system symbol (iOS 16).
    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
        where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: content, label: { Label(title, systemImage: systemImage) })
    }
}

nonisolated extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The group a style's configuration describes, in the built-in look.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        content = AnyView(configuration.content)
        label = AnyView(configuration.label)
        isStyled = true
    }
}

/// The content of a labelled control group (SwiftUI's `LabeledControlGroupContent`).
nonisolated public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    public var body: some View { content }
}

/// What a ``ControlGroupStyle`` draws.
nonisolated public struct ControlGroupStyleConfiguration {
    public typealias Content = StylePart
    public typealias Label = StylePart
    public let content: Content
    public let label: Label
}

/// How control groups look (SwiftUI's `ControlGroupStyle`).
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ControlGroupStyleConfiguration
}

/// The built-in control group looks: side by side, or as a closed menu.
nonisolated public struct BuiltInControlGroupStyle: ControlGroupStyle, Sendable {
    let isMenu: Bool
    public func makeBody(configuration: Configuration) -> some View {
        ControlGroup(configuration).transformEnvironment { $0.controlGroupLooksLikeMenu = isMenu }
    }
}

nonisolated extension ControlGroupStyle where Self == BuiltInControlGroupStyle {
    public static var automatic: BuiltInControlGroupStyle { .init(isMenu: false) }
    public static var navigation: BuiltInControlGroupStyle { .init(isMenu: false) }
    public static var palette: BuiltInControlGroupStyle { .init(isMenu: false) }
    public static var menu: BuiltInControlGroupStyle { .init(isMenu: true) }
    public static var compactMenu: BuiltInControlGroupStyle { .init(isMenu: true) }
}

nonisolated extension View {
    /// Draws control groups in this view with `style`.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        transformEnvironment { $0.controlGroupStyle = AnyStyle(style) { AnyView($0.makeBody(configuration: $1)) } }
    }
}

nonisolated extension EnvironmentValues {
    var controlGroupStyle: AnyStyle<ControlGroupStyleConfiguration>? {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }

    var controlGroupLooksLikeMenu: Bool {
        get { self[ControlGroupMenuKey.self] }
        set { self[ControlGroupMenuKey.self] = newValue }
    }
}

nonisolated private enum ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: AnyStyle<ControlGroupStyleConfiguration>? { nil }
}

nonisolated private enum ControlGroupMenuKey: EnvironmentKey { static let defaultValue = false }

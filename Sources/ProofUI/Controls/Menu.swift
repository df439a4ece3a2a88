// Status: partial — a menu is drawn closed, as its label in its style; the open menu and `menuOrder` are not drawn.

/// A button that shows a menu when tapped: drawn closed, as its label in the tint colour.
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    /// Made from a style's configuration: drawn as the closed menu, not through the style again.
    var isStyled = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        let configuration = MenuStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
        return EnvironmentReader { environment in
            if !isStyled, let style = environment.menuStyle {
                style.makeBody(configuration)
            } else {
                Button(action: {}) { label }
            }
        }
    }
}

nonisolated extension Menu where Label == StylePart, Content == StylePart {
    /// The menu a custom ``MenuStyle`` draws from its configuration.
    public init(_ configuration: MenuStyleConfiguration) {
        label = configuration.label
        content = configuration.content
        isStyled = true
    }
}

nonisolated extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

nonisolated extension Menu where Label == ProofUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ProofUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu labelled with a title and an asset catalogue's image (iOS 17).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ProofUI.Label(titleKey, image: image) }
    }

    /// A menu labelled with a title and an asset catalogue's image (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { ProofUI.Label(title, image: image) }
    }
}

nonisolated extension View {
    /// Accepted: a closed menu looks the same whatever its order.
    public func menuOrder(_ order: MenuOrder) -> some View { self }
    /// Accepted: on iOS a closed menu is drawn as its label alone, with no indicator to show
    /// or hide.
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
    /// Draws menus in this view with `style` (the built-in styles draw the closed menu's label).
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        transformEnvironment {
            $0.menuStyle = AnyStyle(style) { AnyView($0.makeBody(configuration: $1)) }
        }
    }
}

/// The order of a menu's items.
nonisolated public enum MenuOrder: Sendable { case automatic, priority, fixed }

/// How a menu looks (SwiftUI's `MenuStyle`), drawn from a ``MenuStyleConfiguration``.
@MainActor @preconcurrency
public protocol MenuStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = MenuStyleConfiguration
}

/// iOS's menu: its label as a button.
nonisolated public struct DefaultMenuStyle: MenuStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a borderless button.
nonisolated public struct BorderlessButtonMenuStyle: MenuStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}

/// A menu drawn as a button.
nonisolated public struct ButtonMenuStyle: MenuStyle, Sendable {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
nonisolated extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
nonisolated extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
nonisolated extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }

nonisolated extension EnvironmentValues {
    var menuStyle: AnyStyle<MenuStyleConfiguration>? {
        get { self[MenuStyleKey.self] }
        set { self[MenuStyleKey.self] = newValue }
    }
}

nonisolated private enum MenuStyleKey: EnvironmentKey { static var defaultValue: AnyStyle<MenuStyleConfiguration>? { nil } }

/// What a ``MenuStyle`` draws: the menu's label (its content is not open in a snapshot).
nonisolated public struct MenuStyleConfiguration {
    public let label: StylePart
    public let content: StylePart
    public typealias Label = StylePart
    public typealias Content = StylePart
}

nonisolated extension View {
    /// Whether choosing a menu's action closes it (iOS 16.4): accepted, a snapshot's menus are
    /// closed.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}

/// Whether choosing a menu's action closes the menu (SwiftUI's `MenuActionDismissBehavior`).
nonisolated public struct MenuActionDismissBehavior: Equatable, Sendable {
    let name: String
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

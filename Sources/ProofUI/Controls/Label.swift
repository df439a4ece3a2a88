// Status: supported — labels in the built-in and custom label styles.

/// A title with an icon (SwiftUI's `Label`), drawn as its ``LabelStyle`` says: icon then title
/// by default.
nonisolated public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    /// Made from a style's configuration: drawn in the default look, not the style again.
    var isStyled = false

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        EnvironmentReader { environment in
            // Sidebars draw label icons in the list item tint, or the accent colour (SwiftUI's
            // `listItemTint(_:)`); other lists and places leave the icon's colour alone.
            let icon = environment.listLook == .sidebar ? AnyView(icon.foregroundStyle(environment.sidebarIconTint)) : AnyView(icon)
            let configuration = LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: icon))
            isStyled ? AnyView(TitleAndIconLabelStyle().makeBody(configuration: configuration)) : environment.labelStyle.makeBody(configuration)
        }
        // A label is one accessibility element named by its title, whatever its style draws
        // (an app's style adding a chevron does not make the icons elements of their own).
        .modifyingElements { element, _ in element.groupsAccessibility = true }
    }
}

nonisolated extension Label where Title == Text, Icon == Image {
    /// A title with a system symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A title with a system symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A title with an image resource.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A title with an image resource.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A title with an asset catalogue's image (iOS 17: `Label("Likes", image: .heart)`).
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// A title with an asset catalogue's image (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}

nonisolated extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style's configuration describes, drawn in the default look (icon, then
    /// title), so a style can decorate the standard label without drawing itself again.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
        isStyled = true
    }
}

/// The parts of a label a ``LabelStyle`` draws.
nonisolated public struct LabelStyleConfiguration {
    /// A part of the label, as a view.
    nonisolated public struct Part: View, PrimitiveView, TransparentInPath {
        public typealias Body = Never
        let content: AnyView

        func resolve(in resolver: Resolver) throws(RenderError) {
            try resolver.resolve(content)
        }
    }

    public typealias Title = Part
    public typealias Icon = Part
    public let title: Title
    public let icon: Icon
}

/// A look for labels (SwiftUI's `LabelStyle`).
@MainActor @preconcurrency
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

nonisolated extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

nonisolated private enum LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle { AnyLabelStyle { AnyView(TitleAndIconLabelStyle().makeBody(configuration: $0)) } }
}

nonisolated extension View {
    /// Draws labels in this view with `style`.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        transformEnvironment { $0.labelStyle = AnyLabelStyle(style) { AnyView($0.makeBody(configuration: $1)) } }
    }
}

/// Icon, then title (iOS's default outside lists).
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            configuration.icon
            configuration.title
        }
        .modifyingElements { element, _ in element.groupsAccessibility = true }
    }
}

/// The title alone.
nonisolated public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
nonisolated public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform's default: icon and title.
nonisolated public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

nonisolated extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

nonisolated extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

nonisolated extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

// Status: supported — buttons in the built-in and custom styles, roles and border shapes, drawn as iOS 18 draws them; a snapshot never presses a button or runs its action.

/// A control that runs an action when tapped (SwiftUI's `Button`). A snapshot draws it in its
/// style and never runs the action.
nonisolated public struct Button<Label: View>: View {
    let role: ButtonRole?
    let label: Label

    /// A button showing `label`.
    @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        role = nil
        self.label = label()
    }

    /// A button with a role (destructive buttons are red).
    @preconcurrency public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.label = label()
    }

    public var body: some View {
        EnvironmentReader { environment in
            environment.buttonStyle.makeBody(PrimitiveButtonStyleConfiguration(role: role, label: AnyView(label)))
        }
    }
}

nonisolated extension Button where Label == Text {
    /// A button with a text title.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    /// A button with a text title.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// A button with a text title and a role.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }

    /// A button with a text title and a role.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

nonisolated extension Button where Label == ProofUI.Label<Text, Image> {
    /// A button with a title and a symbol.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ProofUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title and a symbol.
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ProofUI.Label(title, systemImage: systemImage) }
    }

    /// A button with a title, a symbol and a role.
    @preconcurrency public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { ProofUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a title and an asset catalogue's image (iOS 17).
    @preconcurrency public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ProofUI.Label(titleKey, image: image) }
    }

    /// A button with a title and an asset catalogue's image (iOS 17).
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { ProofUI.Label(title, image: image) }
    }

    /// A button with a title, an asset catalogue's image and a role (iOS 17).
    @preconcurrency public init(_ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { ProofUI.Label(titleKey, image: image) }
    }

    /// A button with a title, an asset catalogue's image and a role (iOS 17).
    @_disfavoredOverload
    @preconcurrency public init<S: StringProtocol>(_ title: S, image: ImageResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { ProofUI.Label(title, image: image) }
    }
}

/// What a button does, for its look.
nonisolated public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Deletes or removes: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels.
    public static let cancel = ButtonRole(name: "cancel")
    /// Confirms the operation (iOS 26): drawn as a button without a role (how iOS 26 sets it
    /// apart outside alerts is not documented).
    public static let confirm = ButtonRole(name: "confirm")
    /// Closes what is shown (iOS 26): drawn as a button without a role.
    public static let close = ButtonRole(name: "close")
}

/// The parts of a button a ``ButtonStyle`` draws.
nonisolated public struct ButtonStyleConfiguration {
    /// The button's label.
    nonisolated public struct Label: View, PrimitiveView, TransparentInPath {
        public typealias Body = Never
        let content: AnyView

        func resolve(in resolver: Resolver) throws(RenderError) {
            try resolver.resolve(content)
        }
    }

    public let role: ButtonRole?
    public let label: Label
    /// Always false: a snapshot shows buttons at rest.
    public let isPressed: Bool
}

/// The parts of a button a ``PrimitiveButtonStyle`` draws.
nonisolated public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: Label

    init(role: ButtonRole?, label: AnyView) {
        self.role = role
        self.label = Label(content: label)
    }

    /// Runs the button's action: never in a snapshot.
    public func trigger() {}
}

/// A look for buttons that draws the pressed state itself (SwiftUI's `ButtonStyle`).
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// A look for buttons that also decides when they trigger (SwiftUI's `PrimitiveButtonStyle`).
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A button style, type-erased, as the environment keeps it.
nonisolated extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }

    /// Set by lists and forms: buttons there draw as rows.
    var isInListRow: Bool {
        get { self[ListRowKey.self] }
        set { self[ListRowKey.self] = newValue }
    }
}

nonisolated private enum ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle { AnyButtonStyle { AnyView(DefaultButtonStyle().makeBody(configuration: $0)) } }
}
nonisolated private enum ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }
nonisolated private enum ListRowKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension View {
    /// Draws buttons in this view with `style`.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformEnvironment { $0.buttonStyle = AnyButtonStyle(style) { AnyView($0.makeBody(configuration: $1)) } }
    }

    /// Draws buttons in this view with `style`.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformEnvironment {
            $0.buttonStyle = AnyButtonStyle(style) { style, configuration in
                AnyView(style.makeBody(configuration: ButtonStyleConfiguration(role: configuration.role, label: configuration.label, isPressed: false)))
            }
        }
    }

    /// The shape of bordered buttons in this view.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

/// The shape of a bordered button.
nonisolated public struct ButtonBorderShape: Hashable, Sendable {
    nonisolated enum Kind: Hashable, Sendable {
        case automatic, capsule, circle, roundedRectangle(Double?)
    }

    let kind: Kind
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(Double(radius))) }
}

/// The platform's default: text in the tint colour (a row in a list).
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderlessButtonStyle().makeBody(configuration: configuration)
    }
}

/// A label in the tint colour, no border.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            configuration.label
                .font(environment.font ?? (environment.isInListRow ? .body : ControlMetrics.borderedButton(environment.controlSize).font))
                .foregroundStyle(ControlColors.accent(environment, role: configuration.role))
                .accessibilityAddTraits(.isButton)
        }
    }
}

/// The label as it is, no tint, no border.
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            configuration.label
                .opacity(environment.isEnabled ? 1 : 0.3)
                .accessibilityAddTraits(.isButton)
        }
    }
}

/// A tinted translucent fill behind a tinted label.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, role: configuration.role, prominent: false)
    }
}

/// A fill of the tint colour behind a white label.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(label: configuration.label, role: configuration.role, prominent: true)
    }
}

nonisolated struct BorderedButtonBody: View {
    let label: ButtonStyleConfiguration.Label
    let role: ButtonRole?
    let prominent: Bool
    @Environment(\.self) var environment

    var body: some View {
        let metrics = ControlMetrics.borderedButton(environment.controlSize)
        let accent = ControlColors.accent(environment, role: role)
        let fill: Color = prominent
            ? (environment.isEnabled ? accent : Color(systemColor: .tertiarySystemFill))
            : (environment.isEnabled ? accent.opacity(0.15) : Color(systemColor: .tertiarySystemFill))
        let text: Color = prominent && environment.isEnabled ? .white : accent
        label
            .font(environment.font ?? metrics.font)
            .foregroundStyle(text)
            .padding(metrics.padding)
            .background(fill, in: BorderedButtonShape(shape: environment.buttonBorderShape, radius: metrics.radius))
            .accessibilityAddTraits(.isButton)
    }
}

/// The outline of a bordered button.
nonisolated struct BorderedButtonShape: Shape {
    let shape: ButtonBorderShape
    let radius: Double

    func path(in rect: CGRect) -> Path {
        switch shape.kind {
        case .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        case .roundedRectangle(let custom): RoundedRectangle(cornerRadius: custom ?? radius).path(in: rect)
        case .automatic: RoundedRectangle(cornerRadius: radius).path(in: rect)
        }
    }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A button border shape is a shape of its own (iOS 17): `.background(.tint, in: .buttonBorder)`.
/// The automatic and default rounded-rectangle shapes take a regular bordered button's corner
/// radius; a shape does not know the control size it is drawn for.
nonisolated extension ButtonBorderShape: InsettableShape {
    public func path(in rect: CGRect) -> Path {
        BorderedButtonShape(shape: self, radius: ControlMetrics.borderedButton(.regular).radius).path(in: rect)
    }

    public func inset(by amount: CGFloat) -> some InsettableShape {
        InsetButtonBorderShape(shape: self, amount: amount)
    }
}

/// A button border shape drawn `amount` inside its frame.
nonisolated struct InsetButtonBorderShape: InsettableShape {
    let shape: ButtonBorderShape
    let amount: CGFloat

    func path(in rect: CGRect) -> Path {
        shape.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    func inset(by amount: CGFloat) -> InsetButtonBorderShape {
        InsetButtonBorderShape(shape: shape, amount: self.amount + amount)
    }
}

nonisolated extension Shape where Self == ButtonBorderShape {
    /// The shape of the environment's bordered buttons, as a shape (iOS 17).
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

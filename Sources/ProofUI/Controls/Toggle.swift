// Status: supported — switch and button toggles and custom `ToggleStyle`s, drawn as iOS 18 draws them; a toggle over several sources is on when all are (a mixed one is drawn off and noted).

/// A control that switches between on and off (SwiftUI's `Toggle`): a label and, by default,
/// an iOS switch at the trailing edge of the row.
nonisolated public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    var isMixed = false

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// A toggle over several bindings (iOS 16), such as a row that turns all alarms on: on when
    /// every source is on, mixed when only some are (a custom style reads `isMixed`; the
    /// built-in switch draws a mixed toggle off, its state noted).
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let states = sources.map { $0[keyPath: isOn].wrappedValue }
        let allOn = !states.isEmpty && states.allSatisfy { $0 }
        self.isOn = .constant(allOn)
        self.label = label()
        isMixed = !allOn && states.contains(true)
    }

    public var body: some View {
        EnvironmentReader { environment in
            environment.toggleStyle.makeBody(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn,
                                                                      isMixed: isMixed))
        }
        .noted(isMixed ? "toggle: mixed (some sources on), drawn off" : nil)
    }
}

nonisolated extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

nonisolated extension Toggle where Label == Text {
    /// A toggle over several bindings, titled with a localized key.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// A toggle over several bindings, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

nonisolated extension Toggle where Label == ProofUI.Label<Text, Image> {
    /// A toggle over several bindings, with a title and a symbol (iOS 17).
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { ProofUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle over several bindings, with a title string and a symbol (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, systemImage: String, sources: C,
                                                              isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: sources, isOn: isOn) { ProofUI.Label(title, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ProofUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle labelled with a title and an asset catalogue's image (iOS 17).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ProofUI.Label(titleKey, image: image) }
    }

    /// A toggle labelled with a title and an asset catalogue's image (iOS 17).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ProofUI.Label(title, image: image) }
    }
}

/// The parts of a toggle a ``ToggleStyle`` draws.
nonisolated public struct ToggleStyleConfiguration {
    /// The toggle's label.
    nonisolated public struct Label: View, PrimitiveView, TransparentInPath {
        public typealias Body = Never
        let content: AnyView

        func resolve(in resolver: Resolver) throws(RenderError) {
            try resolver.resolve(content)
        }
    }

    public let label: Label
    /// The bound state.
    @Binding public var isOn: Bool
    /// True for a toggle over several sources of which only some are on.
    public var isMixed = false

    init(label: Label, isOn: Binding<Bool>, isMixed: Bool = false) {
        self.label = label
        _isOn = isOn
        self.isMixed = isMixed
    }
}

/// A look for toggles (SwiftUI's `ToggleStyle`).
@MainActor @preconcurrency
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

nonisolated extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

nonisolated private enum ToggleStyleKey: EnvironmentKey {
    static var defaultValue: AnyToggleStyle { AnyToggleStyle { AnyView(SwitchToggleStyle().makeBody(configuration: $0)) } }
}

nonisolated extension View {
    /// Draws toggles in this view with `style`.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        transformEnvironment { $0.toggleStyle = AnyToggleStyle(style) { AnyView($0.makeBody(configuration: $1)) } }
    }
}

/// The iOS switch: a 51×31 pt capsule, green when on (or the tint), with a white thumb.
nonisolated public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?

    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchRow(label: configuration.label, isOn: configuration.isOn, tint: tint)
    }
}

nonisolated struct SwitchRow: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    let tint: Color?
    @Environment(\.self) var environment

    var body: some View {
        let size = ControlMetrics.switchSize
        let inset = ControlMetrics.switchThumbInset
        let onColor = tint ?? (environment.tint == .blue ? Color.green : environment.tint)
        RowStack(label: label) { _ in
            ZStack(alignment: isOn ? .trailing : .leading) {
                Capsule().fill(isOn ? onColor : Color(systemColor: .systemFill))
                Circle().fill(Color.white)
                    .frame(width: size.height - 2 * inset, height: size.height - 2 * inset)
                    .shadow(color: .black.opacity(ControlMetrics.thumbContactShadow.opacity), radius: ControlMetrics.thumbContactShadow.radius,
                            y: ControlMetrics.thumbContactShadow.y)
                    .shadow(color: .black.opacity(ControlMetrics.switchThumbShadow.opacity), radius: ControlMetrics.switchThumbShadow.radius,
                            y: ControlMetrics.switchThumbShadow.y)
                    .padding(inset)
            }
            .frame(width: size.width, height: size.height)
            .opacity(environment.isEnabled ? 1 : 0.5)
        }
        .accessibilityAddTraits(.isToggle)
        .accessibilityValue(isOn ? "1" : "0")
    }
}

/// A button that shows the state by its fill (iOS's `.button` toggle style).
nonisolated public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        ButtonToggleBody(label: configuration.label, isOn: configuration.isOn)
    }
}

nonisolated struct ButtonToggleBody: View {
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool

    var body: some View {
        if isOn {
            BorderedButtonBody(label: ButtonStyleConfiguration.Label(content: AnyView(label)), role: nil, prominent: true)
        } else {
            BorderedButtonBody(label: ButtonStyleConfiguration.Label(content: AnyView(label)), role: nil, prominent: false)
        }
    }
}

/// The platform's default: the switch.
nonisolated public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

nonisolated extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

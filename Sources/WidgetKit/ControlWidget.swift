// iOS 18's controls (WidgetKit's `ControlWidget`, `StaticControlConfiguration`,
// `AppIntentControlConfiguration`, `ControlWidgetButton`, `ControlWidgetToggle`), which a
// widget bundle lists beside its widgets. Control Center, the Lock Screen and the Action
// button are the system's: a snapshot shows none, and a control's action never runs. A
// control's template keeps its label views and its state (`isOn`), so a test can render
// them.
import AppIntents
import Foundation

/// A control in Control Center, the Lock Screen or the Action button (WidgetKit's
/// `ControlWidget`, iOS 18).
@MainActor @preconcurrency
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// A control's configuration (WidgetKit's `ControlWidgetConfiguration`).
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {}

/// A control's look: a button or a toggle (WidgetKit's `ControlWidgetTemplate`).
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {}

/// Builds a control's configuration.
@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildLimitedAvailability<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

/// Builds a control's template.
@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(first: First) -> ControlTemplateChoice<First, Second> {
        ControlTemplateChoice(first: first)
    }
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(second: Second) -> ControlTemplateChoice<First, Second> {
        ControlTemplateChoice(second: second)
    }
}

/// One of two templates, as an `if`/`else` in a template builder picks.
nonisolated public struct ControlTemplateChoice<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>: ControlWidgetTemplate {
    /// The template taken.
    public let first: First?
    public let second: Second?
    init(first: First) { (self.first, second) = (first, nil) }
    init(second: Second) { (first, self.second) = (nil, second) }
}

/// A control whose template never changes (WidgetKit's `StaticControlConfiguration`).
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    /// The control's kind.
    public let kind: String
    /// The control's template.
    public let template: Content

    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) {
        self.kind = kind
        template = content()
    }

    /// A control whose value a provider gives: the provider's preview value (the system asks
    /// for the current one, never here).
    public init<Provider: ControlValueProvider>(kind: String, provider: Provider,
                                                @ControlWidgetTemplateBuilder content: (Provider.Value) -> Content) {
        self.kind = kind
        template = content(provider.previewValue)
    }
}

/// A control configured by an intent (WidgetKit's `AppIntentControlConfiguration`).
public struct AppIntentControlConfiguration<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let kind: String
    /// The control's template, for the intent as made with `init()`.
    public let template: Content

    public init(kind: String, intent: Intent.Type = Intent.self, @ControlWidgetTemplateBuilder content: (Intent) -> Content) {
        self.kind = kind
        template = content(Intent())
    }

    public init<Provider: AppIntentControlValueProvider>(kind: String, provider: Provider,
                                                         @ControlWidgetTemplateBuilder content: (Provider.Value) -> Content)
    where Provider.Intent == Intent {
        self.kind = kind
        template = content(provider.previewValue(configuration: Intent()))
    }
}

/// Gives a control its value (WidgetKit's `ControlValueProvider`): the system asks for the
/// current value, never in a snapshot; the preview value is what templates are made with here.
public protocol ControlValueProvider: Sendable {
    associatedtype Value: Sendable
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

/// Gives an intent-configured control its value (WidgetKit's `AppIntentControlValueProvider`).
public protocol AppIntentControlValueProvider: Sendable {
    associatedtype Intent: ControlConfigurationIntent
    associatedtype Value: Sendable
    func previewValue(configuration: Intent) -> Value
    func currentValue(configuration: Intent) async throws -> Value
}

/// A control that runs an intent when pressed (WidgetKit's `ControlWidgetButton`).
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action: AppIntent>: ControlWidgetTemplate {
    /// The intent the button runs (never, here).
    public let action: Action
    /// The button's label.
    public let label: Label
    let actionLabel: (Bool) -> ActionLabel

    public init(action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) {
        self.action = action
        self.label = label()
        self.actionLabel = actionLabel
    }
}

extension ControlWidgetButton where ActionLabel == EmptyView {
    public init(action: Action, @ViewBuilder label: @escaping () -> Label) {
        self.init(action: action, label: label, actionLabel: { _ in EmptyView() })
    }
}

extension ControlWidgetButton where Label == Text, ActionLabel == EmptyView {
    public init(_ title: LocalizedStringKey, action: Action) {
        self.init(action: action, label: { Text(title) }, actionLabel: { _ in EmptyView() })
    }
}

/// A control with an on and an off state that sets its intent's value when pressed
/// (WidgetKit's `ControlWidgetToggle`). The label and the value label for the current state
/// are kept.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate {
    /// The state shown.
    public let isOn: Bool
    /// The intent the toggle runs (never, here).
    public let action: Action
    /// The toggle's label.
    public let label: Label
    /// The value label for `isOn`.
    public let valueLabel: ValueLabel

    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.isOn = isOn
        self.action = action
        self.label = label()
        self.valueLabel = valueLabel(isOn)
    }

    /// The value label first, then the label: the order iOS 18's first SDK declared, which
    /// apps written then use (`ControlWidgetToggle(isOn:action:) { isOn in … } label: { … }`).
    public init(isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel, @ViewBuilder label: @escaping () -> Label)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: label, valueLabel: valueLabel)
    }
}

extension ControlWidgetToggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: { Text(titleKey) }, valueLabel: valueLabel)
    }
}

extension ControlWidgetToggle where ValueLabel == ControlWidgetToggleDefaultLabel {
    /// A toggle whose value label is "On" or "Off", as WidgetKit's default.
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label) where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(isOn: isOn, action: action, label: label, valueLabel: { ControlWidgetToggleDefaultLabel(isOn: $0) })
    }
}

/// A toggle's default value label: "On" or "Off" (WidgetKit's `ControlWidgetToggleDefaultLabel`).
public struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool
    public var body: some View { Text(isOn ? "On" : "Off") }
}

/// A control in a widget bundle: listed beside the widgets (the system shows it, never a
/// snapshot).
struct ControlWidgetEntry<Control: ControlWidget>: Widget {
    typealias Body = Never
    nonisolated init() {}
    var body: Never { fatalError("a control is listed in a bundle, not built as a widget") }
}

extension WidgetBundleBuilder {
    /// A control listed in a bundle (iOS 18).
    public static func buildExpression<Control: ControlWidget>(_ control: Control) -> some Widget { ControlWidgetEntry<Control>() }
}

/// The modifiers of a control's configuration: kept, nothing shows them.
extension ControlWidgetConfiguration {
    public func displayName(_ displayName: LocalizedStringResource) -> Self { self }
    public func description(_ description: LocalizedStringResource) -> Self { self }
}

extension ControlWidget {
    /// Does nothing: Proofsheet renders views, it does not run widget extensions.
    public static func main() {}
}

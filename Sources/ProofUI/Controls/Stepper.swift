// Status: supported — the label, then iOS's 94×32 pt minus and plus control.

/// A control that steps a value up and down (SwiftUI's `Stepper`): its label, then a 94×32 pt
/// pair of − and + buttons.
nonisolated public struct Stepper<Label: View>: View {
    let label: Label

    @_disfavoredOverload
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                               @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A stepper with its label first and step actions (the current argument order).
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    /// A stepper over a value, its label first (the current argument order).
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    /// A stepper over a value in a range, its label first (the current argument order).
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
    }

    public var body: some View {
        StepperBody(label: AnyView(label))
    }
}

nonisolated extension Stepper where Label == Text {
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement) { Text(titleKey) }
    }

    /// A stepper over a value formatted in the snapshot locale (`en_US`).
    public init<F: FormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F)
        where F.FormatInput: Strideable, F.FormatOutput == String {
        self.init(value: value, step: step) { Text(value.wrappedValue, format: format) }
    }
}

nonisolated struct StepperBody: View {
    let label: AnyView
    @Environment(\.self) var environment

    var body: some View {
        let size = ControlMetrics.stepperSize
        let symbol = environment.isEnabled ? Color.primary : Color(systemColor: .tertiaryLabel)
        RowStack(label: label) { _ in
            HStack(spacing: 0) {
                Text("\u{2212}").font(.system(size: 20, weight: .medium)).foregroundStyle(symbol).frame(maxWidth: .infinity)
                Color(systemColor: .separator).frame(width: 1, height: 18)
                Text("+").font(.system(size: 20, weight: .medium)).foregroundStyle(symbol).frame(maxWidth: .infinity)
            }
            // UIStepper's glyphs keep their size at every text size; the buttons are not text.
            .modifyingElements { element, _ in element.systemExemptions = [.dynamicType, .contrast] }
            .frame(width: size.width, height: size.height)
            .background(Color(systemColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: ControlMetrics.stepperRadius))
        }
    }
}

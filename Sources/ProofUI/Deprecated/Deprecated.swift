// Status: supported — SwiftUI API of iOS 13–16 that Apple has deprecated, each mapped to the current spelling ProofUI draws (those without one are accepted and ignored).

import Foundation

// SwiftUI API of iOS 13–16 that Apple has deprecated and real view files still use, each
// mapped to the current spelling ProofUI draws. Declarations as in SwiftUI.

nonisolated extension View {
    /// Sets the accent colour of this view and its content (SwiftUI's deprecated spelling of
    /// `tint`); nil keeps the inherited one.
    public func accentColor(_ accentColor: Color?) -> some View {
        EnvironmentModifier(content: self) { environment in
            if let accentColor { environment.tint = accentColor }
        }
    }

    /// The title and its display mode (the older spelling).
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// The title from a string that is not a literal (the older spelling of
    /// `navigationTitle(_:)`), in the automatic display mode.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Adds accessibility traits (the older spelling of `accessibilityAddTraits`).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }

    /// Removes accessibility traits (the older spelling of `accessibilityRemoveTraits`).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { accessibilityRemoveTraits(traits) }

    /// The accessibility value (the older spelling of `accessibilityValue`).
    public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// Accepted (the older spelling of `accessibilitySortPriority`).
    public func accessibility(sortPriority: Double) -> some View { self }

    /// Accepted (the older spelling of `accessibilityInputLabels`).
    public func accessibility(inputLabels: [Text]) -> some View { self }

    /// Sets the colour scheme of this view and its content (the older spelling of
    /// `environment(\.colorScheme, _)`).
    public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }

    /// Prints what made the view's body run again, in a debugger: nothing, in a snapshot.
    public static func _printChanges() {}
}

nonisolated extension Picker {
    /// A picker with a label view (the older spelling of `init(selection:content:label:)`).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

nonisolated extension NavigationLink {
    /// A link shown while `selection` is `tag` (the older spelling; the destination is not
    /// drawn).
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

nonisolated extension NavigationLink where Label == Text {
    /// A link titled `title`, active while `isActive` (the older spelling).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.label = Text(title)
    }

    /// A link titled `titleKey`, active while `selection` is `tag` (the older spelling).
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>) {
        self.label = Text(titleKey)
    }

    /// A link titled `title`, active while `selection` is `tag` (the older spelling).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V, selection: Binding<V?>) {
        self.label = Text(title)
    }

    /// A link titled `titleKey`, active while `isActive` (the older spelling).
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
    }

    /// A link titled `title`, active while `isActive` (the older spelling).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }
}

nonisolated extension Slider {
    /// A slider with value labels at its ends (the older spelling, over `0...1` unless `bounds` says otherwise).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in },
                                        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged, label: label,
                  minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel })
    }

    /// A slider with value labels given as views (the older spelling).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
                                        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label,
                  minimumValueLabel: { minimumValueLabel }, maximumValueLabel: { maximumValueLabel })
    }
}

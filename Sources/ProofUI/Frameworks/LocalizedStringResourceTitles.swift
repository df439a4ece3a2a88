// Status: supported — the SwiftUI initialisers and modifiers that take their title as a `LocalizedStringResource` (iOS 16 and later; what Xcode 26's string catalogue symbols are passed to: `.navigationTitle(.profile)`, `Section(.settings)`, `Picker(.sort, selection:)`, `.confirmationDialog(.deleteEntry, isPresented:)`), each drawn as its `Text(resource)` counterpart; `Text`, `Button`, `Label`, `Toggle` and `Menu` are in LocalizedStringResource.swift.
import Foundation

// Every overload here is disfavoured, as in LocalizedStringResource.swift: a string literal
// stays a `LocalizedStringKey` (`LocalizedStringResource` is expressible by one too), and only
// a member of `LocalizedStringResource` (`.profile`) or a resource value picks these.

nonisolated extension View {
    /// The navigation title, from a resource.
    @_disfavoredOverload
    public func navigationTitle(_ titleResource: LocalizedStringResource) -> some View {
        navigationTitle(Text(titleResource))
    }

    /// The label VoiceOver reads, from a resource.
    @_disfavoredOverload
    public func accessibilityLabel(_ label: LocalizedStringResource) -> some View {
        accessibilityLabel(Text(label))
    }

    /// Accepted; a snapshot shows no tooltip.
    @_disfavoredOverload
    public func help(_ textResource: LocalizedStringResource) -> some View {
        help(Text(textResource))
    }

    /// An alert titled with a resource's text.
    @_disfavoredOverload
    public func alert<A: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                               @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleResource), isPresented: isPresented, actions: actions)
    }

    /// An alert with a message, titled with a resource's text.
    @_disfavoredOverload
    public func alert<A: View, M: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                                        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleResource), isPresented: isPresented, actions: actions, message: message)
    }

    /// An alert titled with a resource's text, its actions made from `data`.
    @_disfavoredOverload
    public func alert<A: View, T>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        alert(Text(titleResource), isPresented: isPresented, presenting: data, actions: actions)
    }

    /// An alert titled with a resource's text, its actions and message made from `data`.
    @_disfavoredOverload
    public func alert<A: View, M: View, T>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        alert(Text(titleResource), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// A confirmation dialog titled with a resource's text.
    @_disfavoredOverload
    public func confirmationDialog<A: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                                            titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        confirmationDialog(Text(titleResource), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// A confirmation dialog with a message, titled with a resource's text.
    @_disfavoredOverload
    public func confirmationDialog<A: View, M: View>(_ titleResource: LocalizedStringResource, isPresented: Binding<Bool>,
                                                     titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
                                                     @ViewBuilder message: () -> M) -> some View {
        confirmationDialog(Text(titleResource), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
                           message: message)
    }
}

nonisolated extension Section where Parent == Text, Footer == EmptyView {
    /// A section headed by a resource's text.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleResource) }
    }
}

nonisolated extension Picker where Label == Text {
    /// A picker labelled with a resource's text.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleResource) }
    }
}

nonisolated extension Stepper where Label == Text {
    /// A stepper labelled with a resource's text.
    @_disfavoredOverload
    public init<V: Strideable>(_ titleResource: LocalizedStringResource, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleResource) }
    }

    /// A stepper within `bounds`, labelled with a resource's text.
    @_disfavoredOverload
    public init<V: Strideable>(_ titleResource: LocalizedStringResource, value: Binding<V>, in bounds: ClosedRange<V>,
                               step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleResource) }
    }
}

nonisolated extension Link where Label == Text {
    /// A link titled with a resource's text.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, destination: URL) {
        self.init(destination: destination) { Text(titleResource) }
    }
}

nonisolated extension DatePicker where Label == Text {
    /// A date picker labelled with a resource's text.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleResource) }
    }

    /// A date picker within `range`, labelled with a resource's text.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleResource) }
    }

    /// A date picker on or after `range`'s start, labelled with a resource's text.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleResource) }
    }

    /// A date picker on or before `range`'s end, labelled with a resource's text.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleResource) }
    }
}

nonisolated extension DisclosureGroup where Label == Text {
    /// A disclosure group labelled with a resource's text.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleResource) }
    }

    /// A disclosure group labelled with a resource's text, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleResource) }
    }
}

nonisolated extension LabeledContent where Label == Text {
    /// Content labelled with a resource's text.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleResource) }
    }
}

nonisolated extension LabeledContent where Label == Text, Content == Text {
    /// A value labelled with a resource's text.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ titleResource: LocalizedStringResource, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleResource) })
    }
}

nonisolated extension ContentUnavailableView where Label == ProofUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// An empty state titled with a resource's text and a system symbol.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String, description: Text? = nil) {
        self.init(label: { ProofUI.Label(titleResource, systemImage: name) }, description: { description })
    }
}

nonisolated extension NavigationLink where Label == Text {
    /// A link to `destination`, titled with a resource's text.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleResource) }
    }
}

nonisolated extension NavigationLink where Label == Text, Destination == Never {
    /// A link presenting `value`, titled with a resource's text.
    @_disfavoredOverload
    public init<P: Hashable>(_ titleResource: LocalizedStringResource, value: P?) {
        self.init(value: value) { Text(titleResource) }
    }
}

nonisolated extension Toggle where Label == ProofUI.Label<Text, Image> {
    /// A toggle labelled with a resource's text and a system symbol.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { ProofUI.Label(titleResource, systemImage: systemImage) }
    }
}

// Status: supported — a link is drawn as a row with a chevron in lists and as a button in the environment's button style elsewhere; destinations are not drawn (a snapshot shows one screen).

/// A link to another screen (SwiftUI's `NavigationLink`): in a list, a row with a disclosure
/// chevron; elsewhere, a button drawn by the environment's button style (its label in the tint
/// colour by default). The destination is not drawn.
nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        EnvironmentReader { environment in
            if environment.isInListRow {
                HStack(spacing: ControlMetrics.rowSpacing) {
                    // A label of several views is one row content, side by side: the frame on the
                    // label itself would apply to each of its views and split the row.
                    if label is any SeveralViews {
                        HStack { label }
                            .foregroundStyle(environment.isEnabled ? Color.primary : Color(systemColor: .tertiaryLabel))
                            .frame(maxWidth: .infinity, alignment: .leading)
                    } else {
                        label.foregroundStyle(environment.isEnabled ? Color.primary : Color(systemColor: .tertiaryLabel))
                            .frame(maxWidth: .infinity, alignment: .leading)
                    }
                    if let badge = environment.listRowBadge { badge }
                    DisclosureChevron()
                }
                .accessibilityAddTraits(.isButton)
            } else {
                // Outside a list a link is a button: the button style in the environment draws
                // it (tinted by default, as it is; `.plain` leaves the label's own colours).
                Button(action: {}) { label }
            }
        }
    }
}

nonisolated extension NavigationLink: DrawsListRowBadge {}

nonisolated extension NavigationLink {
    /// Whether the destination replaces a split view's detail column (iOS 13; deprecated):
    /// accepted, an iPhone-sized navigation pushes it either way.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

nonisolated extension NavigationLink where Destination == Never {
    /// A link to the screen for `value` (`.navigationDestination(for:)`).
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

nonisolated extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(title)
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.label = Text(titleKey)
    }
}

nonisolated extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(title)
    }
}

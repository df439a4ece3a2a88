// Status: partial — row backgrounds, insets, separators, separator tints and badges (trailing text, or a red platter at increased prominence) are drawn; section separators, spacing, header prominence, swipe actions, editing and the edit mode are accepted and ignored.

/// What list modifiers set on a row.
nonisolated struct RowTraits {
    var background: AnyView?
    var insets: EdgeInsets?
    var separatorHidden = false
    var separatorTint: Color?
    /// The values `.containerValue(_:_:)` gives the container (iOS 18).
    var containerValues = ContainerValues()
    /// The row's or tab's badge (`.badge`); nil for none.
    var badge: Text?
    /// The prominence set on the row itself (`.badgeProminence` inside a row), over the list's.
    var badgeProminence: BadgeProminence?
}

/// The text of a count badge: none for zero, as SwiftUI hides it.
func badgeText(count: Int) -> Text? { count == 0 ? nil : Text(verbatim: String(count)) }

/// The text of a string badge: none for nil.
func badgeText<S: StringProtocol>(_ label: S?) -> Text? { label.map { Text(verbatim: String($0)) } }

/// Views that carry row traits around their content (``RowTraitView``), for containers that
/// look through them: lists gather the traits of each row, tab views a tab's badge.
protocol RowTraitCarrier {
    var traitContent: any View { get }
    func applyTraits(to traits: inout RowTraits)
}

nonisolated extension RowTraitView: RowTraitCarrier {
    var traitContent: any View { content }
    func applyTraits(to traits: inout RowTraits) { change(&traits) }
}

/// The view inside any row-trait and type-erasing wrappers, with the traits they set applied
/// to `traits` outermost first, so that the innermost modifier wins as in a list.
func peelRowTraits(_ view: any View, into traits: inout RowTraits) -> any View {
    if let erased = view as? AnyView { return peelRowTraits(erased.view, into: &traits) }
    if let carrier = view as? RowTraitCarrier {
        carrier.applyTraits(to: &traits)
        return peelRowTraits(carrier.traitContent, into: &traits)
    }
    return view
}

/// A row with traits (`.listRowBackground`, `.listRowInsets`, `.listRowSeparator`): drawn as
/// its content outside lists.
nonisolated struct RowTraitView<Content: View>: View, PrimitiveView, TransparentInPath {
    typealias Body = Never
    let content: Content
    let change: (inout RowTraits) -> Void
    /// What the modifier also sets in the environment when the view is drawn as a whole rather
    /// than gathered as rows (`.badgeProminence` on a list is its rows' environment).
    var environmentChange: (@Sendable (inout EnvironmentValues) -> Void)?

    func resolve(in resolver: Resolver) throws(RenderError) {
        if let environmentChange {
            try resolver.resolve(content.transformEnvironment(environmentChange))
        } else {
            try resolver.resolve(content)
        }
    }
}

nonisolated extension View {
    /// The row's background in a list.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        RowTraitView(content: self) { $0.background = view.map { AnyView($0) } }
    }

    /// The row's insets in a list.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        RowTraitView(content: self) { $0.insets = insets }
    }

    /// Shows or hides the row's separators in a list.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        RowTraitView(content: self) { $0.separatorHidden = visibility == .hidden }
    }

    /// The colour of the row's separators in a list.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        RowTraitView(content: self) { $0.separatorTint = color }
    }

    /// Accepted: section separators follow the list style.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Accepted.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
    /// Accepted: rows are separated by their separators.
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
    /// Accepted.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
    /// Accepted: sections keep the list style's spacing (iOS 17).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }
    /// Accepted: a snapshot selects nothing (iOS 17).
    public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Sets how prominent badges in this view are (iOS 17): on a list, its rows' badges; on a
    /// row, its own.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        RowTraitView(content: self, change: { $0.badgeProminence = prominence },
                     environmentChange: { $0.badgeProminence = prominence })
    }
    /// Accepted: section headers use the list style's prominence.
    public func headerProminence(_ prominence: Prominence) -> some View { self }
    /// Accepted; swipe actions are hidden until swiped.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                     @ViewBuilder content: () -> T) -> some View { self }
    /// Accepted; a snapshot has no editing.
    public func deleteDisabled(_ isDisabled: Bool) -> some View { self }
    /// Accepted; a snapshot has no editing.
    public func moveDisabled(_ isDisabled: Bool) -> some View { self }
    /// A count badge on a list row or a tab's item; zero hides it.
    public func badge(_ count: Int) -> some View {
        RowTraitView(content: self) { $0.badge = badgeText(count: count) }
    }
    /// A text badge on a list row or a tab's item; nil hides it.
    public func badge(_ label: Text?) -> some View {
        RowTraitView(content: self) { $0.badge = label }
    }
    /// A string badge on a list row or a tab's item; nil hides it.
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        RowTraitView(content: self) { $0.badge = badgeText(label) }
    }
    /// Accepted.
    public func environment(_ keyPath: WritableKeyPath<EnvironmentValues, EditMode?>, _ value: EditMode?) -> some View { self }
}

/// The spacing between a list's sections (SwiftUI's `ListSectionSpacing`, iOS 17).
nonisolated public struct ListSectionSpacing: Hashable, Sendable {
    let points: CGFloat?
    /// The list style's spacing.
    public static let `default` = ListSectionSpacing(points: nil)
    /// Less than the default.
    public static let compact = ListSectionSpacing(points: nil)
    /// `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

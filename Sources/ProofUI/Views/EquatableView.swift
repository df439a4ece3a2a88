// Status: supported — `equatable()` and `EquatableView` draw their content (the comparison only saves updates, and a snapshot draws once).

/// A view that SwiftUI updates only when it compares unequal to its previous value (SwiftUI's
/// `EquatableView`): it draws its content.
nonisolated public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content

    public init(content: Content) {
        self.content = content
    }

    public var body: some View { content }
}

nonisolated extension View where Self: Equatable {
    /// Prevents the view from updating its child view when its new value is the same as its old
    /// value: drawn as the view itself.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}

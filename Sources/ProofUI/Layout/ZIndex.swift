// Status: supported — `zIndex` orders the drawing of overlapping siblings (higher on top, equal ones in their order); layout and accessibility order are unchanged.
nonisolated extension View {
    /// Controls the display order of overlapping views: among its siblings in the same
    /// container, a view with a higher value is drawn on top. The default is 0.
    public func zIndex(_ value: Double) -> some View {
        modifyingElements { element, _ in element.zIndex = value }
    }
}

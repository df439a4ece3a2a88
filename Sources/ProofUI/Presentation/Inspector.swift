// Status: partial — an inspector is presented as a sheet is on iPhone: accepted and not drawn; with `presentsModals` a presented one fails the render.

// iOS 17's inspector is a trailing column on iPad and a sheet on iPhone; a snapshot shows the
// presenting screen, as for a sheet (Modals.swift).
nonisolated extension View {
    /// A trailing inspector, presented as a sheet on iPhone while `isPresented` is true.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
        PresentationHost(content: self, api: "inspector", isPresented: isPresented.wrappedValue)
    }

    /// The inspector column's width on iPad (an iPhone's sheet has the screen's width).
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// The inspector column's width on iPad (an iPhone's sheet has the screen's width).
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
}

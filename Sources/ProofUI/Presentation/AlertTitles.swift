// Status: partial — alerts with a string or `Text` title, and presenting data, compile and are not drawn; with `presentsModals` a presented one fails the render.
// The alert spellings with a string or `Text` title, and those presenting data, beside the
// localized-key ones in Presentation/Modals.swift. As there, a snapshot shows the
// presenting screen; with `presentsModals` a presented alert fails the render.

nonisolated extension View {
    /// An alert titled with a text view (SwiftUI's `alert(_:isPresented:actions:)`).
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue)
    }

    /// An alert titled with a string, its actions made from `data` (SwiftUI's
    /// `alert(_:isPresented:presenting:actions:)`); presented while `isPresented` is true and
    /// `data` is not nil, as SwiftUI documents.
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                     @ViewBuilder actions: (T) -> A) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue && data != nil)
    }

    /// An alert titled with a text view, its actions made from `data`.
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                  @ViewBuilder actions: (T) -> A) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue && data != nil)
    }

    /// An alert titled with a string, its actions and message made from `data` (SwiftUI's
    /// `alert(_:isPresented:presenting:actions:message:)`).
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?,
                                                              @ViewBuilder actions: (T) -> A,
                                                              @ViewBuilder message: (T) -> M) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue && data != nil)
    }

    /// An alert titled with a text view, its actions and message made from `data`.
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?,
                                           @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue && data != nil)
    }
}

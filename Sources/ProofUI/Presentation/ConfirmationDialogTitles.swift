// Status: partial — confirmation dialogs with a string or `Text` title, and presenting data, compile and are not drawn; with `presentsModals` a presented one fails the render.
// The confirmation dialog spellings beside the three in Presentation/Modals.swift: a
// string or `Text` title with a message, and those presenting data. A snapshot shows the
// presenting screen; with `presentsModals` a presented dialog fails the render.

nonisolated extension View {
    /// A dialog titled with a text view (SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:)`).
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                            @ViewBuilder actions: () -> A) -> some View {
        PresentationHost(content: self, api: "confirmationDialog", isPresented: isPresented.wrappedValue)
    }

    /// A dialog titled with a string, with a message.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                                        titleVisibility: Visibility = .automatic,
                                                                        @ViewBuilder actions: () -> A,
                                                                        @ViewBuilder message: () -> M) -> some View {
        PresentationHost(content: self, api: "confirmationDialog", isPresented: isPresented.wrappedValue)
    }

    /// A dialog titled with a text view, with a message.
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                     @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        PresentationHost(content: self, api: "confirmationDialog", isPresented: isPresented.wrappedValue)
    }

    /// A dialog whose actions are made from `data` (SwiftUI's
    /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:)`); presented
    /// while `isPresented` is true and `data` is not nil.
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                               titleVisibility: Visibility = .automatic, presenting data: T?,
                                               @ViewBuilder actions: (T) -> A) -> some View {
        PresentationHost(content: self, api: "confirmationDialog", isPresented: isPresented.wrappedValue && data != nil)
    }

    /// A dialog titled with a string whose actions are made from `data`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                 titleVisibility: Visibility = .automatic, presenting data: T?,
                                                                 @ViewBuilder actions: (T) -> A) -> some View {
        PresentationHost(content: self, api: "confirmationDialog", isPresented: isPresented.wrappedValue && data != nil)
    }

    /// A dialog titled with a text view whose actions are made from `data`.
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                               presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        PresentationHost(content: self, api: "confirmationDialog", isPresented: isPresented.wrappedValue && data != nil)
    }

    /// A dialog whose actions and message are made from `data`.
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
                                                        titleVisibility: Visibility = .automatic, presenting data: T?,
                                                        @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        PresentationHost(content: self, api: "confirmationDialog", isPresented: isPresented.wrappedValue && data != nil)
    }

    /// A dialog titled with a string whose actions and message are made from `data`.
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>,
                                                                           titleVisibility: Visibility = .automatic,
                                                                           presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                                           @ViewBuilder message: (T) -> M) -> some View {
        PresentationHost(content: self, api: "confirmationDialog", isPresented: isPresented.wrappedValue && data != nil)
    }

    /// A dialog titled with a text view whose actions and message are made from `data`.
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
                                                        presenting data: T?, @ViewBuilder actions: (T) -> A,
                                                        @ViewBuilder message: (T) -> M) -> some View {
        PresentationHost(content: self, api: "confirmationDialog", isPresented: isPresented.wrappedValue && data != nil)
    }
}

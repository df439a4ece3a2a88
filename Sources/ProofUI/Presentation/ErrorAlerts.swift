// Status: partial — alerts made from a `LocalizedError` compile and are not drawn; with `presentsModals` a presented one fails the render naming its title, the error's `errorDescription`.
// The alert spellings that take their title from an error (SwiftUI's
// `alert(isPresented:error:actions:)` and the forms beside it). As in Modals.swift, a snapshot
// shows the presenting screen; with `presentsModals` a presented alert fails the render, its
// message naming the title SwiftUI would show.

nonisolated extension View {
    /// An alert titled with `error`'s `errorDescription` (SwiftUI's
    /// `alert(isPresented:error:actions:)`); presented while `isPresented` is true and `error`
    /// is not nil.
    public func alert<E: LocalizedError, A: View>(isPresented: Binding<Bool>, error: E?,
                                                  @ViewBuilder actions: () -> A) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue && error != nil,
                         title: error.map(errorAlertTitle))
    }

    /// An alert titled with `error`'s `errorDescription`, its actions and message made from the
    /// error (SwiftUI's `alert(isPresented:error:actions:message:)`).
    public func alert<E: LocalizedError, A: View, M: View>(isPresented: Binding<Bool>, error: E?,
                                                           @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue && error != nil,
                         title: error.map(errorAlertTitle))
    }

    /// An alert presented while the bound error is not nil, titled with its `errorDescription`
    /// (SwiftUI's `alert(error:actions:)`).
    public func alert<E: LocalizedError, A: View>(error: Binding<E?>, @ViewBuilder actions: () -> A) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: error.wrappedValue != nil,
                         title: error.wrappedValue.map(errorAlertTitle))
    }

    /// An alert presented while the bound error is not nil, titled with its `errorDescription`,
    /// its actions and message made from the error (SwiftUI's `alert(error:actions:message:)`).
    public func alert<E: LocalizedError, A: View, M: View>(error: Binding<E?>, @ViewBuilder actions: (E) -> A,
                                                           @ViewBuilder message: (E) -> M) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: error.wrappedValue != nil,
                         title: error.wrappedValue.map(errorAlertTitle))
    }
}

/// The title of an alert made from an error: its `errorDescription`, as SwiftUI documents.
/// Where the error gives none, which Apple does not document, its `localizedDescription`.
nonisolated func errorAlertTitle<E: LocalizedError>(_ error: E) -> String {
    error.errorDescription ?? error.localizedDescription
}

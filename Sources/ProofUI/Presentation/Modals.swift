// Status: partial — sheets, alerts, dialogs and popovers compile and are not drawn; with `presentsModals` a presented one fails the render.
// Sheets, alerts, dialogs and popovers: a snapshot shows the presenting screen, so they are
// accepted and not presented. A test that asks for presentations
// (`EnvironmentValues.presentsModals`) gets an error naming the API where one is presented,
// since Proofsheet does not draw them yet.

nonisolated extension EnvironmentValues {
    /// When true, a presented sheet, alert or dialog fails the render naming the API (the
    /// presented state is not drawn yet); false by default: presentations are not shown.
    public var presentsModals: Bool {
        get { self[PresentsModalsKey.self] }
        set { self[PresentsModalsKey.self] = newValue }
    }
}

nonisolated private enum PresentsModalsKey: EnvironmentKey { static let defaultValue = false }

/// A view with a presentation; fails when the test asks for presented states and it is shown.
nonisolated struct PresentationHost<Content: View>: View, PrimitiveView, TransparentInPath {
    typealias Body = Never
    let content: Content
    let api: String
    let isPresented: Bool
    /// The title the presentation shows, where it is not one the app wrote (an error's).
    var title: String? = nil

    func resolve(in resolver: Resolver) throws(RenderError) {
        if isPresented && resolver.environment.presentsModals {
            let titled = title.map { " titled \"\($0)\"" } ?? ""
            throw resolver.error(.unsupported, "\(api)\(titled) is presented, and Proofsheet does not draw presented \(api)s yet; "
                + "render the presented view on its own, or leave presentsModals off to snapshot the presenting screen")
        }
        try resolver.resolve(content)
    }
}

nonisolated extension View {
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentationHost(content: self, api: "sheet", isPresented: isPresented.wrappedValue)
    }
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        PresentationHost(content: self, api: "sheet", isPresented: item.wrappedValue != nil)
    }
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentationHost(content: self, api: "fullScreenCover", isPresented: isPresented.wrappedValue)
    }
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        PresentationHost(content: self, api: "fullScreenCover", isPresented: item.wrappedValue != nil)
    }
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content) -> some View {
        PresentationHost(content: self, api: "popover", isPresented: isPresented.wrappedValue)
    }
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        PresentationHost(content: self, api: "popover", isPresented: item.wrappedValue != nil)
    }
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue)
    }
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue)
    }
    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue)
    }
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue)
    }
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue && data != nil)
    }
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue && data != nil)
    }
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: isPresented.wrappedValue)
    }
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        PresentationHost(content: self, api: "alert", isPresented: item.wrappedValue != nil)
    }
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        PresentationHost(content: self, api: "actionSheet", isPresented: isPresented.wrappedValue)
    }
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        PresentationHost(content: self, api: "actionSheet", isPresented: item.wrappedValue != nil)
    }
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        PresentationHost(content: self, api: "confirmationDialog", isPresented: isPresented.wrappedValue)
    }
    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View {
        PresentationHost(content: self, api: "confirmationDialog", isPresented: isPresented.wrappedValue)
    }
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        PresentationHost(content: self, api: "confirmationDialog", isPresented: isPresented.wrappedValue)
    }
    /// Accepted: a presented sheet's detents.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// Accepted: a presented sheet's detents, `selection` the one it rests at.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    /// Accepted.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
    /// Accepted.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
    /// Accepted.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// Accepted, as the style form: a view behind the presentation's content (iOS 16.4).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
}

/// Where a popover points.
nonisolated public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor)
    case point(UnitPoint)

    /// What a popover is anchored to.
    nonisolated public enum Anchor: Sendable { case bounds }
}

/// A sheet's height.
nonisolated public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}

/// The older alert (SwiftUI's `Alert`).
nonisolated public struct Alert: Sendable {
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}

    /// A button of an alert.
    nonisolated public struct Button: Sendable {
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }
}

/// The older action sheet (SwiftUI's `ActionSheet`).
nonisolated public struct ActionSheet: Sendable {
    public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {}
    public typealias Button = Alert.Button
}

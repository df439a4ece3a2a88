// Status: partial — a form is drawn as an inset grouped list; form styles are accepted and ignored.

/// Controls in grouped rows (SwiftUI's `Form`): a list in the inset grouped style.
nonisolated public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ListBody(items: listItems(of: content), defaultLook: .insetGrouped)
    }
}

/// How forms look (accepted: forms draw grouped).
public protocol FormStyle {}
nonisolated public struct AutomaticFormStyle: FormStyle { public init() {} }
nonisolated public struct GroupedFormStyle: FormStyle { public init() {} }
nonisolated public struct ColumnsFormStyle: FormStyle { public init() {} }
nonisolated extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
nonisolated extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
nonisolated extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

nonisolated extension View {
    /// Accepted: forms draw grouped.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

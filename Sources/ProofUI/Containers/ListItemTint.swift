// Status: supported — `listItemTint(_:)` colours the `Label` icons of sidebar lists, as on iOS; elsewhere (as on iOS) it changes nothing.

/// How the rows of a list are tinted (SwiftUI's `ListItemTint`). On iOS, sidebar lists
/// (`.listStyle(.sidebar)`) draw their ``Label`` icons in it; their default is the accent colour.
nonisolated public struct ListItemTint: Hashable, Sendable {
    let color: Color

    /// A standard grayscale tint: drawn with the secondary label colour (the exact grey of
    /// SwiftUI's monochrome tint is not documented).
    public static let monochrome = ListItemTint(color: Color(systemColor: .secondaryLabel))

    /// An explicit tint colour.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }

    /// An explicit tint colour that the system can override (only on macOS, with the user's
    /// accent colour): on iOS, drawn as ``fixed(_:)``.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(color: tint) }
}

nonisolated extension EnvironmentValues {
    /// The tint of list rows here, set by ``View/listItemTint(_:)``.
    var listItemTint: ListItemTint? {
        get { self[ListItemTintKey.self] }
        set { self[ListItemTintKey.self] = newValue }
    }

    /// The colour a sidebar list draws its label icons in: the list item tint, or the accent colour.
    var sidebarIconTint: Color { listItemTint?.color ?? tint }
}

nonisolated private enum ListItemTintKey: EnvironmentKey { static var defaultValue: ListItemTint? { nil } }

nonisolated extension View {
    /// Sets the tint of the list rows in this view: sidebar lists draw their label icons in it.
    /// `nil` keeps the inherited tint.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        transformEnvironment { environment in
            if let tint { environment.listItemTint = tint }
        }
    }

    /// Sets a fixed tint colour for the list rows in this view (``ListItemTint/fixed(_:)``).
    /// `nil` keeps the inherited tint.
    public func listItemTint(_ tint: Color?) -> some View {
        listItemTint(tint.map { ListItemTint.fixed($0) })
    }
}

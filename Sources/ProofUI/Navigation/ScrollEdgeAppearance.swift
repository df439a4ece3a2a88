// Status: supported — a tab bar or bottom toolbar whose content does not reach under it is drawn with UIKit's default scroll edge appearance (no background, no hairline); a navigation bar's is drawn by NavigationBar at scroll position 0.

/// The part an element plays in a bottom bar's scroll edge appearance.
nonisolated enum ScrollEdgeRole {
    /// The content above a bottom bar (a tab's, or a navigation stack's above its toolbar).
    case content
    /// A bottom bar (the tab bar, the bottom toolbar): its background and its hairline overlay.
    case bottomBar
}

/// UIKit's scroll edge appearance for the tab bar and the toolbar (iOS 15): "If the edge of the
/// scrolled content reaches that bar, UIKit applies the appearance settings in
/// [scrollEdgeAppearance]"; when that is nil, as SwiftUI leaves it, the standard appearance
/// "modified to have a transparent background" (UITabBar.scrollEdgeAppearance,
/// UIToolbar.scrollEdgeAppearance). A snapshot is at scroll position
/// 0, so the content's edge reaches the bar unless a vertical scroll view in the tab holds more
/// than it shows (its content goes on under the bar); content that does not scroll always
/// reaches it. Applied after layout, when the content's size is known.
nonisolated enum ScrollEdgeAppearance {
    static func apply(to store: inout ElementStore, frames: [Rect]) {
        for index in store.elements.indices where store.elements[index].scrollEdgeRole == .bottomBar {
            let bar = Int32(index)
            let parent = store[bar].parent
            guard parent >= 0 else { continue }
            let content = store.children(of: parent).first { store[$0].scrollEdgeRole == .content }
            if let content, scrollsUnderTheBar(content, store: store, frames: frames) { continue }
            // What the content paints behind the bar (a list's background, a colour that ignores
            // the safe area) goes on under it by itself (``SafeAreaGeometry``).
            makeTransparent(bar, in: &store)
        }
    }

    /// Whether a vertical scroll view inside `content` holds more than its viewport shows.
    private static func scrollsUnderTheBar(_ content: Int32, store: ElementStore, frames: [Rect]) -> Bool {
        var pending = [content]
        while let id = pending.popLast() {
            let element = store[id]
            if element.hidden { continue }
            let children = store.children(of: id)
            if element.scrollAxes.vertical {
                let viewport = frames[Int(id)]
                for child in children where !store[child].isLayer {
                    let scrolled = frames[Int(child)]
                    // Half a point of slack: pixel rounding must not flip the bar's look.
                    if scrolled.maxY > viewport.maxY + 0.5 { return true }
                }
            }
            pending += children
        }
        return false
    }

    /// The bar without its background fill and its hairline overlay, and a note saying why.
    private static func makeTransparent(_ bar: Int32, in store: inout ElementStore) {
        store[bar].effects.removeAll { effect in
            if case .shape(_, overlay: false, _) = effect { return true }
            return false
        }
        for child in store.children(of: bar) {
            if case .layer(overlay: true, _) = store[child].kind { store[child].hidden = true }
        }
        store[bar].notes.append("scroll edge appearance: no background or hairline, as the content does not scroll under the bar")
    }
}

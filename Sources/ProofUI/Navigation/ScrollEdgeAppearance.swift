// Status: supported — a tab bar whose tab's content does not reach under it is drawn with UIKit's default scroll edge appearance (no background, no hairline); a navigation bar's is drawn by NavigationBar at scroll position 0.

/// The part an element plays in a bar's scroll edge appearance.
nonisolated enum ScrollEdgeRole {
    /// A tab's content, in the space above the tab bar.
    case tabContent
    /// The tab bar: its background and its hairline overlay.
    case tabBar
}

/// UIKit's scroll edge appearance for the tab bar (iOS 15): "If the edge of the scrolled
/// content reaches that bar, UIKit applies the appearance settings in [scrollEdgeAppearance]";
/// when that is nil, as SwiftUI leaves it, the standard appearance "modified to have a
/// transparent background" (UITabBar.scrollEdgeAppearance). A snapshot is at scroll position
/// 0, so the content's edge reaches the bar unless a vertical scroll view in the tab holds more
/// than it shows (its content goes on under the bar); content that does not scroll always
/// reaches it. Applied after layout, when the content's size is known.
nonisolated enum ScrollEdgeAppearance {
    static func apply(to store: inout ElementStore, frames: [Rect]) {
        for index in store.elements.indices where store.elements[index].scrollEdgeRole == .tabBar {
            let bar = Int32(index)
            let parent = store[bar].parent
            guard parent >= 0 else { continue }
            let content = children(of: parent, in: store).first { store[$0].scrollEdgeRole == .tabContent }
            if let content, scrollsUnderTheBar(content, store: store, frames: frames) { continue }
            makeTransparent(bar, in: &store)
        }
    }

    /// Whether a vertical scroll view inside `content` holds more than its viewport shows.
    private static func scrollsUnderTheBar(_ content: Int32, store: ElementStore, frames: [Rect]) -> Bool {
        var pending = [content]
        while let id = pending.popLast() {
            let element = store[id]
            if element.hidden { continue }
            if element.scrollAxes.vertical {
                let viewport = frames[Int(id)]
                for child in children(of: id, in: store) where !store[child].isLayer {
                    let scrolled = frames[Int(child)]
                    // Half a point of slack: pixel rounding must not flip the bar's look.
                    if scrolled.maxY > viewport.maxY + 0.5 { return true }
                }
            }
            pending += children(of: id, in: store)
        }
        return false
    }

    /// The bar without its background fill and its hairline overlay, and a note saying why.
    private static func makeTransparent(_ bar: Int32, in store: inout ElementStore) {
        store[bar].effects.removeAll { effect in
            if case .shape(_, overlay: false, _) = effect { return true }
            return false
        }
        for child in children(of: bar, in: store) {
            if case .layer(overlay: true, _) = store[child].kind { store[child].hidden = true }
        }
        store[bar].notes.append("scroll edge appearance: no background or hairline, as the tab's content does not scroll under the bar")
    }

    private static func children(of id: Int32, in store: ElementStore) -> [Int32] {
        var result: [Int32] = []
        var child = store[id].firstChild
        while child >= 0 {
            result.append(child)
            child = store[child].nextSibling
        }
        return result
    }
}

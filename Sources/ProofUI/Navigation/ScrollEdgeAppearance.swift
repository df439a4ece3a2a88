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
            let behind = content.flatMap { Self.backdrop(of: $0, under: frames[Int(bar)], store: store, frames: frames) }
            makeTransparent(bar, showing: behind, in: &store)
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

    /// What the content paints to the screen's bottom edge behind itself: on a device it goes on
    /// under a transparent bar (the scroll view and a background that ignores the safe area
    /// cover the whole screen). The first, outermost, of a full-width background fill that
    /// ignores the bottom safe area or a colour that does, ending where the content ends.
    private static func backdrop(of content: Int32, under bar: Rect, store: ElementStore, frames: [Rect]) -> ShapePaint? {
        let bottom = frames[Int(content)].maxY
        var pending = [content]
        while let id = pending.popLast() {
            let element = store[id]
            if element.hidden { continue }
            let frame = frames[Int(id)]
            if abs(frame.maxY - bottom) <= 0.5, frame.minX <= bar.minX + 0.5, frame.maxX >= bar.maxX - 0.5 {
                for effect in element.effects {
                    if case let .shape(paint, overlay: false, ignoresSafeArea: edges) = effect, edges.bottom,
                       case .rectangle = paint.geometry, case .fill = paint.style {
                        return paint
                    }
                }
                if case let .color(color) = element.kind, element.ignoresSafeArea.bottom {
                    return ShapePaint(geometry: .rectangle, style: .fill, color: color, gradient: nil)
                }
            }
            pending += store.children(of: id).reversed()
        }
        return nil
    }

    /// The bar without its background fill and its hairline overlay, over what the content
    /// paints behind it, and a note saying why.
    private static func makeTransparent(_ bar: Int32, showing backdrop: ShapePaint?, in store: inout ElementStore) {
        store[bar].effects.removeAll { effect in
            if case .shape(_, overlay: false, _) = effect { return true }
            return false
        }
        if let backdrop {
            store[bar].effects.insert(.shape(backdrop, overlay: false, ignoresSafeArea: SafeAreaEdges(bottom: true)), at: 0)
        }
        for child in store.children(of: bar) {
            if case .layer(overlay: true, _) = store[child].kind { store[child].hidden = true }
        }
        store[bar].notes.append("scroll edge appearance: no background or hairline, as the content does not scroll under the bar")
    }
}

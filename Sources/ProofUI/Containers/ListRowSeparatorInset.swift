// Status: supported — a list row's separator starts at the leading edge of the row's first text (a `Label`'s title, not its icon), as SwiftUI insets it on iOS 16 and later; `alignmentGuide(.listRowSeparatorLeading)` is not applied.

/// SwiftUI's default separator inset: "SwiftUI automatically adjusts the list row insets so
/// that the separator aligns with the leading edge of the text" (WWDC22, What's new in
/// SwiftUI; `HorizontalAlignment.listRowSeparatorLeading`'s example moves it from a row's
/// first `Text` to its second). After layout, each row's separator starts at the leading edge
/// of the first text in the row, in reading order: an SF Symbol or an image before it (a
/// `Label`'s icon, an avatar) is not text, so the line starts past it; the titles of a control
/// drawn on a platter (a segmented control, a bordered button) are not the row's. A row with
/// no text of its own keeps its separator at the content's edge.
nonisolated enum ListRowSeparatorInset {
    static func apply(to store: ElementStore, frames: inout [Rect]) {
        for index in store.elements.indices where store.elements[index].isListRowSeparator {
            let separator = Int32(index)
            guard let layer = ancestor(of: separator, in: store, where: { $0.isLayer }) else { continue }
            let row = store[layer].parent
            guard row >= 0, let text = firstText(in: row, skipping: layer, store: store, frames: frames) else { continue }
            let line = frames[index]
            let textFrame = frames[Int(text)]
            var inset = line
            if store[separator].rightToLeft {
                guard textFrame.maxX < line.maxX, textFrame.maxX > line.minX else { continue }
                inset.size.width = textFrame.maxX - line.minX
            } else {
                guard textFrame.minX > line.minX, textFrame.minX < line.maxX else { continue }
                inset = Rect(x: textFrame.minX, y: line.minY, width: line.maxX - textFrame.minX, height: line.height)
            }
            // The line and the shape inside it.
            for id in [separator] + store.children(of: separator) where frames[Int(id)] == line {
                frames[Int(id)] = inset
            }
        }
    }

    private static func isBackgroundShape(_ effect: Effect) -> Bool {
        if case .shape(_, overlay: false, _) = effect { return true }
        return false
    }

    private static func ancestor(of id: Int32, in store: ElementStore, where matches: (Element) -> Bool) -> Int32? {
        var current = store[id].parent
        while current >= 0 {
            if matches(store[current]) { return current }
            current = store[current].parent
        }
        return nil
    }

    /// The first shown text (not an SF Symbol) under `root` in tree order, outside `skipped`.
    private static func firstText(in root: Int32, skipping skipped: Int32, store: ElementStore, frames: [Rect]) -> Int32? {
        var pending = [root]
        while let id = pending.popLast() {
            let element = store[id]
            if id == skipped || element.hidden || element.isLayer && id != root { continue }
            // A control's platter (a segmented control, a bordered button, a tag): its titles are
            // the control's, not the row's.
            if id != root, element.effects.contains(where: Self.isBackgroundShape) { continue }
            if case .text = element.kind, element.symbolName == nil, frames[Int(id)].width > 0 { return id }
            pending += store.children(of: id).reversed()
        }
        return nil
    }
}

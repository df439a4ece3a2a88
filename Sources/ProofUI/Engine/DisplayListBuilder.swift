// ProofUI engine: turns laid-out elements into ProofRender's display list.

import ProofLayout
import ProofRender
import ProofText

/// Turns laid-out elements into the painter's display list: each element's backgrounds,
/// content, children and overlays in order, inside its clips and opacity layers.
nonisolated struct DisplayListBuilder {
    let store: ElementStore
    let frames: [Rect]
    let textLayouts: [TextLayout?]
    let safeArea: SafeAreaGeometry?
    /// The safe area of elements between bars that paint into it (``ViewLayout``).
    var innerSafeAreas: [Int32: SafeAreaGeometry] = [:]
    /// The part of the plane the picture shows: content wholly outside it (and outside the
    /// clips around it) is left out of the list, so a long list cut at the viewport paints
    /// only its visible rows. Nil keeps everything.
    var visible: Rect? = nil
    /// The rotations and scales open while building.
    let transforms = TransformStack()

    nonisolated private enum Step {
        case enter(Int32)
        case exit(Int32)
    }

    /// The display list of the tree under `root`, walked without recursion, and for each
    /// command the element it paints.
    func build(root: Int32) -> (DisplayList, sources: [Int32]) {
        var list = DisplayList()
        list.commands.reserveCapacity(store.count * 2)
        var sources: [Int32] = []
        sources.reserveCapacity(store.count * 2)
        func record(_ id: Int32) {
            while sources.count < list.commands.count { sources.append(id) }
        }
        var steps: [Step] = [.enter(root)]
        // The visible window inside the clips entered so far, innermost last.
        var windows: [Rect?] = [visible]
        while let step = steps.popLast() {
            switch step {
            case .enter(let id):
                let element = store[id]
                if element.hidden || element.effects.contains(where: { if case .opacity(0) = $0 { true } else { false } }) {
                    continue
                }
                let frame = frames[Int(id)]
                for effect in element.effects.reversed() {
                    open(effect, of: id, frame: frame, into: &list, window: windows.last ?? nil)
                    if case .clip = effect { windows.append(Self.intersection(windows.last ?? nil, clipFrame(of: element, id: id, frame: frame))) }
                }
                if Self.shows(frame, in: windows.last ?? nil) {
                    paintContent(element, id: id, frame: frame, into: &list)
                }
                record(id)
                steps.append(.exit(id))
                var children: [Int32] = []
                var child = element.firstChild
                while child >= 0 {
                    children.append(child)
                    child = store[child].nextSibling
                }
                if children.contains(where: { store[$0].zIndex != 0 }) {
                    // `zIndex`: higher drawn later, on top; equal ones in their order.
                    children = children.enumerated().sorted { a, b in
                        let za = store[a.element].zIndex, zb = store[b.element].zIndex
                        return za != zb ? za < zb : a.offset < b.offset
                    }.map(\.element)
                }
                for child in children.reversed() { steps.append(.enter(child)) }
            case .exit(let id):
                let element = store[id]
                let frame = frames[Int(id)]
                for effect in element.effects {
                    close(effect, of: id, frame: frame, into: &list, window: windows.last ?? nil)
                    if case .clip = effect { windows.removeLast() }
                }
                record(id)
            }
        }
        return (list, sources)
    }

    /// `window` ∩ `frame`; nil (everything) stays nil.
    static func intersection(_ window: Rect?, _ frame: Rect) -> Rect? {
        guard let window else { return nil }
        let minX = max(window.minX, frame.minX), minY = max(window.minY, frame.minY)
        let maxX = min(window.maxX, frame.maxX), maxY = min(window.maxY, frame.maxY)
        return Rect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// False when `rect`, grown by a margin for ink beyond frames (glyph overhangs, strokes
    /// centred on the edge), lies wholly outside `window`.
    static func shows(_ rect: Rect, in window: Rect?) -> Bool {
        guard let window else { return true }
        let margin = 4.0
        return rect.maxX + margin > window.minX && rect.minX - margin < window.maxX
            && rect.maxY + margin > window.minY && rect.minY - margin < window.maxY
    }

    private func open(_ effect: Effect, of id: Int32, frame: Rect, into list: inout DisplayList, window: Rect?) {
        switch effect {
        case let .shape(paint, overlay, edges):
            let area = extended(frame, edges, of: id)
            if !overlay && Self.shows(area, in: window) { paintShape(paint, in: area, into: &list) }
        case .clip(let geometry):
            list.append(.save)
            list.append(.clip(transforms.map(geometry.outline(in: clipFrame(of: store[id], id: id, frame: frame)))))
        case .opacity(let opacity):
            if opacity < 1 { list.append(.beginLayer(opacity: opacity)) }
        case .shadow(let shadow):
            list.append(.beginShadow(shadow))
        case .transform(let transform):
            transforms.push(transform.affine(in: frame))
        }
    }

    private func close(_ effect: Effect, of id: Int32, frame: Rect, into list: inout DisplayList, window: Rect?) {
        switch effect {
        case let .shape(paint, overlay, edges):
            let area = extended(frame, edges, of: id)
            if overlay && Self.shows(area, in: window) { paintShape(paint, in: area, into: &list) }
        case .clip:
            list.append(.restore)
        case .opacity(let opacity):
            if opacity < 1 { list.append(.endLayer) }
        case .shadow:
            list.append(.endLayer)
        case .transform:
            transforms.pop()
        }
    }

    /// Where a clip cuts: its frame, but a vertical scroll view's content goes on under the
    /// bottom safe area (the home indicator, a bar) when its viewport reaches it, as a scroll
    /// view that fills the screen shows it at scroll position 0.
    private func clipFrame(of element: Element, id: Int32, frame: Rect) -> Rect {
        guard element.scrollAxes.vertical else { return frame }
        return extended(frame, SafeAreaEdges(bottom: true), of: id)
    }

    private func extended(_ frame: Rect, _ edges: SafeAreaEdges, of id: Int32) -> Rect {
        guard !edges.isEmpty, let safeArea = innerSafeAreas[id] ?? safeArea else { return frame }
        return safeArea.extended(frame, edges: edges)
    }

    private func paintShape(_ paint: ShapePaint, in frame: Rect, into list: inout DisplayList) {
        guard paint.color.a > 0 || paint.gradient != nil else { return }
        let outline = transforms.map(paint.geometry.outline(in: frame))
        let fill = transforms.map(paint.gradient?.paint(in: frame) ?? .color(paint.color))
        switch paint.style {
        case .fill:
            list.append(.fill(outline, fill))
        case let .stroke(width, alignment):
            if width > 0 { list.append(.stroke(outline, width: transforms.map(width: width), alignment: alignment, fill)) }
        }
    }

    private func paintContent(_ element: Element, id: Int32, frame: Rect, into list: inout DisplayList) {
        switch element.kind {
        case .color(let color), .divider(let color):
            if color.a > 0 { list.append(.fill(transforms.map(.rect(frame)), .color(color))) }
        case .shape(let paint):
            paintShape(paint, in: frame, into: &list)
        case .text(let text):
            guard text.color.a > 0, let layout = textLayouts[Int(id)] else { return }
            let paragraph = text.drawnParagraph
            list.append(.text(layout, face: paragraph.face, size: paragraph.format.size, origin: frame.origin, color: text.color))
        case .image(let image):
            let destination = image.destination(in: frame)
            // Scales and mirrors move and size the picture (a mirror flips it); under a
            // rotation it is drawn upright in its frame (the description says so).
            guard let mapped = transforms.map(rect: destination) else {
                list.append(.image(image.bitmap, in: destination, interpolation: image.interpolation))
                return
            }
            let bitmap = mapped.mirroredX || mapped.mirroredY
                ? image.bitmap.mirrored(horizontally: mapped.mirroredX, vertically: mapped.mirroredY) : image.bitmap
            list.append(.image(bitmap, in: mapped.rect, interpolation: image.interpolation))
        case .stack, .zStack, .flexBox, .padding, .frame, .decorated, .layer, .implicitStack, .spacer, .position, .aspectRatio,
             .geometryReader, .viewThatFits, .custom:
            break
        }
    }
}

nonisolated extension Bitmap {
    /// The bitmap flipped left to right and/or top to bottom.
    func mirrored(horizontally: Bool, vertically: Bool) -> Bitmap {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        withUnsafeBytes { source in
            for y in 0..<height {
                let sourceRow = vertically ? height - 1 - y : y
                for x in 0..<width {
                    let from = (sourceRow * width + (horizontally ? width - 1 - x : x)) * 4, to = (y * width + x) * 4
                    bytes[to] = source[from]
                    bytes[to + 1] = source[from + 1]
                    bytes[to + 2] = source[from + 2]
                    bytes[to + 3] = source[from + 3]
                }
            }
        }
        return Bitmap(width: width, height: height, bytes: bytes) ?? self
    }
}

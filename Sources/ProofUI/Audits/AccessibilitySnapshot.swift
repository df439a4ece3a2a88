// ProofUI engine: the accessibility elements VoiceOver meets in a render, and the accessibility snapshot picture that outlines them.

import ProofLayout
import ProofRender

/// One element as VoiceOver meets it: what it reads, where it is.
nonisolated public struct AccessibilityElementInfo: Hashable, Sendable {
    /// What VoiceOver reads first: the explicit label, else the texts inside, else an image's name.
    public var label: String
    public var value: String?
    public var hint: String?
    /// `button`, `header`, `image`, `staticText`…
    public var traits: [String]
    public var identifier: String?
    /// Where, in points.
    public var frame: Rect
    public var viewPath: String

    /// `Delete — button — hint: Removes the card`.
    public var details: String {
        var parts: [String] = []
        if let value { parts.append("value: \(value)") }
        if !traits.isEmpty { parts.append(traits.joined(separator: ", ")) }
        if let hint { parts.append("hint: \(hint)") }
        if let identifier { parts.append("id: \(identifier)") }
        return parts.joined(separator: " — ")
    }
}

extension LayoutSnapshot {
    /// The accessibility elements of the render in reading order (the order of the view
    /// tree, as VoiceOver reads a SwiftUI stack): controls and labelled or combined views
    /// as one element with the texts inside, then texts and images on their own. Hidden
    /// views, decorative images and invisible views are left out.
    public var accessibilityElements: [AccessibilityElementInfo] {
        AccessibilityReader(tree: tree).elements()
    }
}

extension Renderer {
    /// The accessibility snapshot of a render (as Cash App's AccessibilitySnapshot draws it):
    /// the picture with each accessibility element's frame in a colour, and beside it the
    /// elements in reading order with their label, value, traits and hint. Drawn by this
    /// renderer in light mode, left to right, at the snapshot's scale: the same bytes on
    /// every machine.
    public func accessibilitySnapshot(of snapshot: Snapshot) throws(RenderError) -> Bitmap {
        let elements = snapshot.accessibilityElements
        let scale = snapshot.scale
        var marked = snapshot.bitmap
        for (index, element) in elements.enumerated() {
            AccessibilityPalette.mark(element.frame, with: AccessibilityPalette.color(index), on: &marked, scale: scale)
        }
        let legendWidth = 300.0
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.device = Device(name: "AccessibilitySheet",
                                    portraitSize: Size(width: snapshot.size.width + legendWidth + 48, height: snapshot.size.height + 32),
                                    scale: scale)
        let sheet = HStack(alignment: .top, spacing: 16) {
            Image(bitmap: marked, scale: scale, name: "snapshot")
            VStack(alignment: .leading, spacing: 8) {
                if elements.isEmpty { Text("No accessibility element").font(.system(size: 13)) }
                ForEach(Array(elements.enumerated()), id: \.offset) { index, element in
                    HStack(alignment: .top, spacing: 8) {
                        let color = AccessibilityPalette.color(index)
                        RoundedRectangle(cornerRadius: 3).fill(Color(red: Double(color.r) / 255, green: Double(color.g) / 255, blue: Double(color.b) / 255))
                            .frame(width: 14, height: 14)
                        VStack(alignment: .leading, spacing: 2) {
                            Text(verbatim: "\(index + 1). \(element.label)").font(.system(size: 13, weight: .semibold))
                            if !element.details.isEmpty {
                                Text(verbatim: element.details).font(.system(size: 12)).foregroundStyle(Color(white: 0.35))
                            }
                        }
                    }
                }
            }
            .frame(width: legendWidth, alignment: .leading)
        }
        .padding(16)
        .background(Color.white)
        return try render(sheet, in: environment, size: .fittingWidth).bitmap
    }
}

/// The colours of the accessibility snapshot, one per element in turn.
nonisolated enum AccessibilityPalette {
    static let colors: [RGBA8] = [
        RGBA8(r: 230, g: 25, b: 75), RGBA8(r: 60, g: 140, b: 75), RGBA8(r: 0, g: 100, b: 200), RGBA8(r: 245, g: 130, b: 48),
        RGBA8(r: 145, g: 30, b: 180), RGBA8(r: 0, g: 150, b: 150), RGBA8(r: 200, g: 50, b: 200), RGBA8(r: 128, g: 100, b: 0),
    ]

    static func color(_ index: Int) -> RGBA8 { colors[index % colors.count] }

    /// A translucent fill and a two-pixel border of `color` over `frame` (points).
    static func mark(_ frame: Rect, with color: RGBA8, on bitmap: inout Bitmap, scale: Double) {
        let x0 = max(0, Int((frame.minX * scale).rounded(.down))), y0 = max(0, Int((frame.minY * scale).rounded(.down)))
        let x1 = min(bitmap.width, Int((frame.maxX * scale).rounded(.up))), y1 = min(bitmap.height, Int((frame.maxY * scale).rounded(.up)))
        guard x0 < x1, y0 < y1 else { return }
        for y in y0..<y1 {
            for x in x0..<x1 {
                let border = x - x0 < 2 || x1 - x <= 2 || y - y0 < 2 || y1 - y <= 2
                bitmap[x, y] = blend(color, over: bitmap[x, y], alpha: border ? 255 : 56)
            }
        }
    }

    /// `color` at `alpha`/255 over `base`, integer arithmetic, rounded.
    static func blend(_ color: RGBA8, over base: RGBA8, alpha: Int) -> RGBA8 {
        func mix(_ f: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(f) * alpha + Int(b) * (255 - alpha) + 127) / 255) }
        return RGBA8(r: mix(color.r, base.r), g: mix(color.g, base.g), b: mix(color.b, base.b), a: 255)
    }
}

/// Walks a render for its accessibility elements.
nonisolated struct AccessibilityReader {
    let tree: LaidOutTree

    func elements() -> [AccessibilityElementInfo] {
        let store = tree.store
        var result: [AccessibilityElementInfo] = []
        var pending: [Int32] = [tree.root]
        while let id = pending.popLast() {
            let element = store[id]
            if element.hidden || element.accessibility.isHidden || element.effects.contains(where: { if case .opacity(0) = $0 { true } else { false } }) {
                continue
            }
            let traits = element.accessibility.traits
            let isControl = !traits.intersection([.isButton, .isLink, .isToggle]).isEmpty
            let explicit = Auditor.explicitLabel(of: element)
            let combines = element.groupsAccessibility || ["combine", "ignore"].contains(element.accessibility.children ?? "")
            if isControl || explicit != nil || combines {
                let label = explicit ?? texts(under: id).joined(separator: ", ")
                if !label.isEmpty || isControl {
                    var item = info(id, label: label.isEmpty ? (imageName(under: id) ?? "") : label)
                    if item.traits.isEmpty { item.traits = ["staticText"] }
                    result.append(item)
                }
                continue
            }
            switch element.kind {
            case .text(let content):
                let label = element.symbolName ?? content.paragraph.text
                if !label.isEmpty { result.append(info(id, label: label)) }
            case .image(let content):
                result.append(info(id, label: content.name))
            default:
                if element.accessibility.identifier != nil && element.childCount == 0 { result.append(info(id, label: "")) }
            }
            pending += store.children(of: id).reversed()
        }
        return result
    }

    private func info(_ id: Int32, label: String) -> AccessibilityElementInfo {
        let element = tree.store[id]
        var traits = element.accessibility.traits.names
        if case .text = element.kind, element.symbolName == nil, traits.isEmpty { traits = ["staticText"] }
        if case .image = element.kind, traits.isEmpty { traits = ["image"] }
        if element.symbolName != nil, traits.isEmpty { traits = ["image"] }
        return AccessibilityElementInfo(label: label, value: element.accessibility.value, hint: element.accessibility.hint, traits: traits,
                                        identifier: element.accessibility.identifier, frame: tree.frames[Int(id)], viewPath: tree.path(of: id))
    }

    /// The visible texts under `id`, in order.
    private func texts(under id: Int32) -> [String] {
        var found: [String] = []
        var pending: [Int32] = [id]
        while let current = pending.popLast() {
            let element = tree.store[current]
            if element.hidden || element.accessibility.isHidden { continue }
            if case .text(let content) = element.kind, element.symbolName == nil { found.append(content.paragraph.text) }
            pending += tree.store.children(of: current).reversed()
        }
        return found
    }

    private func imageName(under id: Int32) -> String? {
        var pending: [Int32] = [id]
        while let current = pending.popLast() {
            let element = tree.store[current]
            if let symbol = element.symbolName { return SymbolAccessibilityLabels.label(for: symbol) ?? symbol }
            if case .image(let content) = element.kind { return content.name }
            pending += tree.store.children(of: current).reversed()
        }
        return nil
    }
}

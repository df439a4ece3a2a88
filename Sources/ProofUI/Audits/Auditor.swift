// ProofUI engine: the audits, run over a render's laid-out elements and painted pixels.

import ProofVerification
import ProofLayout
import ProofRender
import ProofText

/// A render's laid-out elements, kept for audits and the accessibility snapshot. Nothing in
/// it changes once the render returns, so sharing it between threads is safe.
nonisolated final class LaidOutTree: @unchecked Sendable {
    let store: ElementStore
    let frames: [Rect]
    let textLayouts: [TextLayout?]
    let root: Int32
    /// The picture in points.
    let size: Size
    let scale: Double
    let category: ContentSizeCategory
    private let resolver: Resolver

    init(store: ElementStore, frames: [Rect], textLayouts: [TextLayout?], root: Int32, size: Size, scale: Double,
         category: ContentSizeCategory, resolver: Resolver) {
        self.store = store
        self.frames = frames
        self.textLayouts = textLayouts
        self.root = root
        self.size = size
        self.scale = scale
        self.category = category
        self.resolver = resolver
    }

    func path(of id: Int32) -> String { resolver.path(of: store[id].pathRecord) }

    /// Images named but not found or drawn as placeholders, in order of appearance.
    var missingImages: [MissingImage] {
        resolver.missingImages.map { MissingImage(name: $0.name, viewPath: path(of: $0.id), reason: $0.reason, frame: frames[Int($0.id)]) }
    }

    /// The reason each missing image's element is missing, by element.
    var missingImageReasons: [Int32: String] {
        Dictionary(resolver.missingImages.map { ($0.id, "\"\($0.name)\": \($0.reason)") }, uniquingKeysWith: { first, _ in first })
    }
}

/// What the audits of one render found, and the text sizes the Dynamic Type audit compares
/// across content size categories.
nonisolated public struct AuditReport: Sendable {
    /// In tree order, then by audit.
    public var findings: [AuditFinding]
    /// Every visible text with its font size, for ``DynamicTypeComparison``.
    public var textSizes: [TextSizeSample]
}

/// A text's font size in one render, keyed by its view path and its place among texts of the
/// same path.
nonisolated public struct TextSizeSample: Hashable, Sendable {
    /// `viewPath#n`: the same text in renders of other categories has the same key.
    public var key: String
    public var viewPath: String
    public var text: String
    public var size: Double
    public var frame: Rect
    /// The reason a view gave for waiving the Dynamic Type audit, if it did.
    public var waiverReason: String?
}

extension LayoutSnapshot {
    /// Runs the audits of `policy` on this layout; `pixels` (the painted picture) is needed by
    /// the contrast audit, which is skipped without it.
    public func audit(_ policy: AuditPolicy, pixels: Bitmap? = nil) -> AuditReport {
        Auditor(tree: tree, policy: policy, pixels: pixels).run()
    }
}

extension Snapshot {
    /// Runs the audits of `policy` on this render, contrast on its pixels.
    public func audit(_ policy: AuditPolicy) -> AuditReport {
        layout.audit(policy, pixels: bitmap)
    }
}

/// Walks a render once, collecting texts, controls, images and identifiers with what their
/// ancestors do to them (opacity, clips, waivers), then runs each audit over what it needs.
nonisolated struct Auditor {
    let tree: LaidOutTree
    let policy: AuditPolicy
    let pixels: Bitmap?

    /// What the ancestors of an element do to it.
    struct Context {
        var opacity = 1.0
        /// The part of the picture the element can show: the picture ∩ its ancestors' clips.
        var window: Rect
        var clipped = false
        var waivers: [AuditWaiver] = []
        var exemptions: Set<AuditKind> = []
        var accessibilityHidden = false
        /// An ancestor presents its content as one labelled element.
        var labelledByAncestor = false
        /// The innermost tappable ancestor, an index into `tappables`.
        var tappable = -1
        /// The innermost tap region (a list row) around the element.
        var tapRegion: Rect?
        /// An ancestor already went past the screen's width.
        var overflowReported = false
        /// The axes an ancestor scrolls along (a scroll view, a list).
        var scrolls = AxisFlags()
        /// An ancestor inside the innermost scroll view clips: what it cuts is cut for good.
        var clippedInsideScroll = false
        /// The innermost scroll view or list around the element (its id), -1 outside any.
        var scrollView: Int32 = -1
    }

    struct TextItem {
        var id: Int32
        var context: Context
        var string: String
        var size: Double
        var isBold: Bool
        var color: RGBA8
        /// The lines' boxes on the screen, in points.
        var lines: [Rect]
        /// The index in `layout.lines` of each of `lines`.
        var lineIndices: [Int]
        /// The boxes of glyphs that are not the text's ink and not what it sits on: colour glyphs
        /// (emoji), which draw their own colours, and the `.notdef` boxes drawn for characters
        /// the fonts lack (iOS draws those characters with its own fonts, so their boxes say
        /// nothing about the contrast iOS shows).
        var unreadGlyphs: [Rect] = []
        var bounds: Rect
        var layout: TextLayout
        /// The face the text is drawn in (glyphs of other faces name theirs).
        var face: FontFace
    }

    struct Tappable {
        var id: Int32
        var context: Context
        var frame: Rect
        var hasText = false
        var firstImage: String?
    }

    var findings: [AuditFinding] = []

    init(tree: LaidOutTree, policy: AuditPolicy, pixels: Bitmap?) {
        self.tree = tree
        self.policy = policy
        self.pixels = pixels
    }

    func run() -> AuditReport {
        var auditor = self
        return auditor.audit()
    }

    private mutating func audit() -> AuditReport {
        let store = tree.store
        let screen = Rect(x: 0, y: 0, width: tree.size.width, height: tree.size.height)
        var texts: [TextItem] = []
        var tappables: [Tappable] = []
        var images: [(id: Int32, context: Context, name: String)] = []
        var identifiers: [(id: Int32, context: Context, identifier: String)] = []
        var pending: [(Int32, Context)] = [(tree.root, Context(window: screen))]
        let atAccessibilitySize = tree.category.isAccessibilityCategory
        let missingImages = policy.includes(.missingImage) ? tree.missingImageReasons : [:]
        while let (id, inherited) = pending.popLast() {
            let element = store[id]
            var context = inherited
            if element.hidden { continue }
            let frame = tree.frames[Int(id)]
            for effect in element.effects {
                switch effect {
                case .opacity(let value): context.opacity *= value
                case .clip:
                    context.window = Self.intersection(context.window, frame)
                    context.clipped = true
                    if context.scrolls.horizontal || context.scrolls.vertical { context.clippedInsideScroll = true }
                default: break
                }
            }
            if element.scrollAxes.horizontal || element.scrollAxes.vertical {
                context.scrolls.horizontal = context.scrolls.horizontal || element.scrollAxes.horizontal
                context.scrolls.vertical = context.scrolls.vertical || element.scrollAxes.vertical
                context.clippedInsideScroll = false
                context.scrollView = id
            }
            if context.opacity <= 0 { continue }
            context.waivers += element.waivers
            context.exemptions.formUnion(element.systemExemptions)
            if element.accessibility.isHidden { context.accessibilityHidden = true }
            if element.isTapRegion { context.tapRegion = frame }
            if let reason = missingImages[id] {
                report(.missingImage, id, context, frame: frame, "shows no picture: \(reason)")
            }

            if policy.includes(.dynamicType), atAccessibilitySize, !context.overflowReported, !context.clipped, !context.scrolls.horizontal,
               !element.isLayer, frame.width > 0, frame.maxX > tree.size.width + 0.5 || frame.minX < -0.5 {
                context.overflowReported = true
                let width = formatPoints(frame.width)
                report(.dynamicType, id, context, frame: frame, measured: frame.width,
                       "is \(width) pt wide, wider than the \(formatPoints(tree.size.width)) pt screen at \(tree.category.shortIdentifier): "
                        + "let it wrap or stack vertically at accessibility sizes")
            }

            let traits = element.accessibility.traits
            if !context.accessibilityHidden, !traits.intersection([.isButton, .isLink, .isToggle]).isEmpty {
                tappables.append(Tappable(id: id, context: context, frame: context.tapRegion ?? frame))
                context.tappable = tappables.count - 1
                if Self.explicitLabel(of: element) != nil { context.labelledByAncestor = true }
            }
            if !context.accessibilityHidden, let identifier = element.accessibility.identifier {
                identifiers.append((id, context, identifier))
            }

            switch element.kind {
            case .text(let content):
                guard let layout = tree.textLayouts[Int(id)] else { break }
                if let symbol = element.symbolName {
                    if context.tappable >= 0 {
                        if tappables[context.tappable].firstImage == nil { tappables[context.tappable].firstImage = symbol }
                    } else if !context.accessibilityHidden && !context.labelledByAncestor {
                        images.append((id, context, symbol))
                    }
                    break
                }
                let string = content.paragraph.text
                guard !string.unicodeScalars.allSatisfy(\.properties.isWhitespace) else { break }
                var lines: [Rect] = []
                var lineIndices: [Int] = []
                var unreadGlyphs: [Rect] = []
                var bounds: Rect?
                for (lineIndex, line) in layout.lines.enumerated() where line.width > 0 {
                    let box = Rect(x: frame.minX + line.x, y: frame.minY + line.top, width: line.width, height: line.height)
                    lines.append(box)
                    lineIndices.append(lineIndex)
                    bounds = bounds.map { Self.union($0, box) } ?? box
                    for (index, glyph) in line.glyphs.enumerated() where glyph.glyph == .notdef || glyph.face?.hasColorGlyphs == true {
                        let end = index + 1 < line.glyphs.count ? line.glyphs[index + 1].x : line.width
                        unreadGlyphs.append(Rect(x: box.minX + min(glyph.x, end), y: box.minY, width: abs(end - glyph.x), height: box.height))
                    }
                }
                guard let bounds else { break }
                if context.tappable >= 0 { tappables[context.tappable].hasText = true }
                let paragraph = content.drawnParagraph
                let format = paragraph.format
                texts.append(TextItem(id: id, context: context, string: string, size: format.size, isBold: format.weight >= .semibold,
                                      color: content.color, lines: lines, lineIndices: lineIndices, unreadGlyphs: unreadGlyphs,
                                      bounds: bounds, layout: layout, face: paragraph.face))
            case .image(let content):
                if context.tappable >= 0 {
                    if tappables[context.tappable].firstImage == nil { tappables[context.tappable].firstImage = content.name }
                } else if !context.accessibilityHidden && !context.labelledByAncestor && element.accessibility.label == nil
                            && frame.width > 0 && frame.height > 0 {
                    images.append((id, context, content.name))
                }
            default: break
            }

            if Self.explicitLabel(of: element) != nil || element.groupsAccessibility || element.accessibility.children != nil {
                context.labelledByAncestor = true
            }
            for child in store.children(of: id).reversed() { pending.append((child, context)) }
        }

        if policy.includes(.truncation) { auditTruncation(texts) }
        if policy.includes(.overlap) { auditOverlap(texts, tappables) }
        if policy.includes(.contrast), let pixels { auditContrast(texts, pixels) }
        if policy.includes(.touchTarget) { auditTouchTargets(tappables) }
        if policy.includes(.missingLabel) { auditLabels(tappables, images) }
        if policy.includes(.duplicateIdentifier) { auditIdentifiers(identifiers) }

        var samples: [TextSizeSample] = []
        if policy.includes(.dynamicType) {
            var occurrences: [String: Int] = [:]
            for text in texts where !text.context.exemptions.contains(.dynamicType) {
                let path = tree.path(of: text.id)
                let index = occurrences[path, default: 0]
                occurrences[path] = index + 1
                samples.append(TextSizeSample(key: "\(path)#\(index)", viewPath: path, text: text.string, size: text.size,
                                              frame: text.bounds, waiverReason: Self.waiver(for: .dynamicType, in: text.context)))
            }
        }
        return AuditReport(findings: findings, textSizes: samples)
    }

    // MARK: - The audits

    private mutating func auditTruncation(_ texts: [TextItem]) {
        for text in texts {
            var quoted: String { AuditFinding.quoted(text.string) }
            if text.layout.isTruncated {
                let limit = tree.store[text.id].kind.textLineLimit
                let how = limit > 0 && text.layout.lines.count >= limit
                    ? "cut at its line limit of \(limit) line\(limit == 1 ? "" : "s")"
                    : "shortened with an ellipsis to fit \(formatPoints(tree.frames[Int(text.id)].width)) pt"
                report(.truncation, text.id, text.context, frame: text.bounds, text: text.string, "\(quoted) is \(how)")
                continue
            }
            let frame = tree.frames[Int(text.id)]
            if text.bounds.maxY > frame.maxY + 0.5 {
                report(.truncation, text.id, text.context, frame: text.bounds, text: text.string, measured: text.bounds.height,
                       "\(quoted) needs \(formatPoints(text.bounds.height)) pt of height and its frame has \(formatPoints(frame.height)) pt: "
                        + "iOS would cut it")
                continue
            }
            // Content a scroll view or list cuts at its viewport (or the screen's edge) along
            // the axis it scrolls is scrolled to, not truncated.
            if let cut = text.lines.first(where: { !Self.contains(text.context.window, $0) && !Self.isScrolledTo($0, in: text.context) }) {
                let by = text.context.clipped ? "an ancestor's clip" : "the edge of the picture"
                report(.truncation, text.id, text.context, frame: cut, text: text.string, "\(quoted) is clipped by \(by)")
            }
        }
    }

    private mutating func auditOverlap(_ texts: [TextItem], _ tappables: [Tappable]) {
        // Text over a control it is not part of; the pairs found are not reported again as
        // text over the control's own text.
        var overControls = Set<[Int]>()
        for (position, text) in texts.enumerated() {
            for (index, control) in tappables.enumerated()
            where !Self.isInside(text.context, tappable: index, tappables: tappables) && !Self.scrollApart(text.context, control.context) {
                let controlFrame = tree.frames[Int(control.id)]
                guard Self.overlaps(text.bounds, controlFrame),
                      let area = text.lines.lazy.compactMap({ Self.overlapArea($0, controlFrame) }).first else { continue }
                overControls.insert([position, index])
                report(.overlap, text.id, Self.merged(text.context, control.context), frame: area, text: text.string,
                       "\(AuditFinding.quoted(text.string)) overlaps the control \(tree.path(of: control.id)), which it does not belong to")
            }
        }
        // Sorted by top edge, each text meets only those starting above its bottom.
        let order = texts.indices.sorted { texts[$0].bounds.minY < texts[$1].bounds.minY }
        for (position, i) in order.enumerated() {
            let a = texts[i]
            for j in order[(position + 1)...] {
                let b = texts[j]
                if b.bounds.minY >= a.bounds.maxY { break }
                if overControls.contains([i, b.context.tappable]) || overControls.contains([j, a.context.tappable]) { continue }
                guard Self.overlaps(a.bounds, b.bounds), !Self.scrollApart(a.context, b.context),
                      let area = Self.inkOverlap(a, b) else { continue }
                let context = Self.merged(a.context, b.context)
                report(.overlap, b.id, context, frame: area, text: b.string,
                       "\(AuditFinding.quoted(b.string)) is drawn over \(AuditFinding.quoted(a.string)) (\(tree.path(of: a.id)))")
            }
        }
    }

    /// The common part of the inked parts of two texts' lines, at least 2×2 pt. Line boxes hold
    /// the font's ascent, descent and leading, which the glyphs seldom fill: stacked texts whose
    /// boxes meet (a tight `spacing`, a negative padding) only overlap where their glyphs do.
    private static func inkOverlap(_ a: TextItem, _ b: TextItem) -> Rect? {
        for (i, lineA) in a.lines.enumerated() {
            for (j, lineB) in b.lines.enumerated() where overlapArea(lineA, lineB) != nil {
                guard let inkA = inkBox(of: a, line: i), let inkB = inkBox(of: b, line: j),
                      let area = overlapArea(inkA, inkB) else { continue }
                return area
            }
        }
        return nil
    }

    /// A line's box cut to the height its glyphs ink: from the highest glyph top to the lowest
    /// glyph bottom (their outlines' boxes; a colour glyph's face's ascent and descent); nil
    /// for a line of spaces.
    static func inkBox(of text: TextItem, line index: Int) -> Rect? {
        let box = text.lines[index]
        let line = text.layout.lines[text.lineIndices[index]]
        let baseline = box.minY - line.top + line.baseline
        var top = Double.infinity, bottom = -Double.infinity
        for glyph in line.glyphs {
            let face = glyph.face ?? text.face
            let perUnit = text.size / Double(face.metrics.unitsPerEm)
            let above: Double, below: Double
            if face.hasColorGlyphs {
                above = Double(face.metrics.ascender) * perUnit
                below = Double(face.metrics.descender) * perUnit
            } else if let bounds = face.outline(of: glyph.glyph).controlBounds {
                above = Double(bounds.yMax) * perUnit
                below = Double(bounds.yMin) * perUnit
            } else {
                continue
            }
            top = min(top, baseline - glyph.rise - above)
            bottom = max(bottom, baseline - glyph.rise - below)
        }
        guard top < bottom else { return nil }
        return Rect(x: box.minX, y: top, width: box.width, height: bottom - top)
    }

    /// True when one of two elements scrolls and the other does not move with it (content
    /// scrolled under a bar, a floating button over a list): where they meet depends on the
    /// scroll offset, and iOS insets scrolling content by the bars' safe area so it scrolls
    /// clear of them.
    static func scrollApart(_ a: Context, _ b: Context) -> Bool {
        a.scrollView != b.scrollView
    }

    private mutating func auditContrast(_ texts: [TextItem], _ pixels: Bitmap) {
        for text in texts {
            let large = text.size >= policy.largeTextSize || (text.isBold && text.size >= policy.largeBoldTextSize)
            let minimum = large ? policy.minimumLargeTextContrast : policy.minimumContrast
            guard let measure = ContrastSampler.measure(text.lines, window: text.context.window, color: text.color,
                                                         opacity: text.context.opacity, pixels: pixels, scale: tree.scale,
                                                         excluding: text.unreadGlyphs)
            else { continue }
            if measure.ratio < minimum {
                report(.contrast, text.id, text.context, frame: text.bounds, text: text.string, measured: measure.ratio,
                       "\(AuditFinding.quoted(text.string)) (\(formatPoints(text.size)) pt\(text.isBold ? " bold" : "")) is "
                        + "\(ContrastSampler.format(ratio: measure.ratio)):1 on \(measure.background.hex) in \(measure.foreground.hex), below "
                        + "\(ContrastSampler.format(ratio: minimum)):1 for \(large ? "large " : "")text")
            }
        }
    }

    private mutating func auditTouchTargets(_ tappables: [Tappable]) {
        let minimum = policy.minimumTouchTarget
        for control in tappables where control.frame.width > 0 || control.frame.height > 0 {
            let frame = control.frame
            guard frame.width + 0.01 < minimum.width || frame.height + 0.01 < minimum.height else { continue }
            report(.touchTarget, control.id, control.context, frame: frame, measured: min(frame.width, frame.height),
                   "is \(formatPoints(frame.width))×\(formatPoints(frame.height)) pt, under the "
                    + "\(formatPoints(minimum.width))×\(formatPoints(minimum.height)) pt touch target")
        }
    }

    private mutating func auditLabels(_ tappables: [Tappable], _ images: [(id: Int32, context: Context, name: String)]) {
        // A symbol VoiceOver has a built-in label for ("plus" is read "Add") labels its control.
        for control in tappables where !control.hasText && Self.explicitLabel(of: tree.store[control.id]) == nil
            && !control.context.labelledByAncestor && control.firstImage.flatMap(SymbolAccessibilityLabels.label(for:)) == nil {
            let icon = control.firstImage.map { " (its image is \(AuditFinding.quoted($0)))" } ?? ""
            report(.missingLabel, control.id, control.context, frame: tree.frames[Int(control.id)],
                   "is a control with no text and no accessibility label\(icon): VoiceOver says only “button”; add .accessibilityLabel")
        }
        for image in images {
            guard Self.explicitLabel(of: tree.store[image.id]) == nil else { continue }
            report(.missingLabel, image.id, image.context, frame: tree.frames[Int(image.id)],
                   "image \(AuditFinding.quoted(image.name)) has no accessibility label: VoiceOver reads its name; add .accessibilityLabel, "
                    + "or hide it if it is decorative (Image(decorative:), .accessibilityHidden(true))")
        }
    }

    private mutating func auditIdentifiers(_ identifiers: [(id: Int32, context: Context, identifier: String)]) {
        var first: [String: Int32] = [:]
        for item in identifiers {
            if let original = first[item.identifier] {
                report(.duplicateIdentifier, item.id, item.context, frame: tree.frames[Int(item.id)],
                       "has the accessibility identifier \(AuditFinding.quoted(item.identifier)), as \(tree.path(of: original)) does: "
                        + "UI tests cannot tell them apart")
            } else {
                first[item.identifier] = item.id
            }
        }
    }

    // MARK: - Findings

    private mutating func report(_ kind: AuditKind, _ id: Int32, _ context: Context, frame: Rect, text: String? = nil,
                                 measured: Double? = nil, _ message: String) {
        guard !context.exemptions.contains(kind) else { return }
        let waiver = Self.waiver(for: kind, in: context)
        findings.append(AuditFinding(
            kind: kind, severity: waiver == nil ? policy.severity(of: kind) : .waived, message: message, viewPath: tree.path(of: id),
            frame: frame, text: text, measured: measured, waiverReason: waiver))
    }

    /// The label a view gave the element: a symbol's own name, which ProofUI sets as the
    /// label as iOS reads it, does not count.
    static func explicitLabel(of element: Element) -> String? {
        guard let label = element.accessibility.label, label != element.symbolName else { return nil }
        return label
    }

    static func waiver(for kind: AuditKind, in context: Context) -> String? {
        context.waivers.last { $0.kinds.contains(kind) }?.reason
    }

    /// The context of two elements a finding is about: a waiver or exemption of either counts.
    static func merged(_ a: Context, _ b: Context) -> Context {
        var context = a
        context.waivers += b.waivers
        context.exemptions.formUnion(b.exemptions)
        return context
    }

    static func isInside(_ context: Context, tappable index: Int, tappables: [Tappable]) -> Bool {
        var current = context.tappable
        while current >= 0 {
            if current == index { return true }
            current = tappables[current].context.tappable
        }
        return false
    }

    // MARK: - Geometry

    static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let minX = max(a.minX, b.minX), minY = max(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(0, min(a.maxX, b.maxX) - minX), height: max(0, min(a.maxY, b.maxY) - minY))
    }

    static func union(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    /// True when `inner` lies in `outer`, half a point of rounding allowed.
    static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.minY >= outer.minY - 0.5 && inner.maxY <= outer.maxY + 0.5
    }

    /// True when `line` leaves the context's window only along axes an ancestor scrolls, with
    /// no clip inside that scroll view cutting it.
    static func isScrolledTo(_ line: Rect, in context: Context) -> Bool {
        guard !context.clippedInsideScroll else { return false }
        let window = context.window
        let fitsHorizontally = line.minX >= window.minX - 0.5 && line.maxX <= window.maxX + 0.5
        let fitsVertically = line.minY >= window.minY - 0.5 && line.maxY <= window.maxY + 0.5
        return (fitsHorizontally || context.scrolls.horizontal) && (fitsVertically || context.scrolls.vertical)
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    /// The common part of two boxes when it is at least 2 pt each way: boxes that touch, or
    /// graze by rounding, do not overlap.
    static func overlapArea(_ a: Rect, _ b: Rect) -> Rect? {
        let common = intersection(a, b)
        return common.width >= 2 && common.height >= 2 ? common : nil
    }

}

nonisolated extension ElementKind {
    /// A text's line limit (0: none); 0 for other kinds.
    var textLineLimit: Int {
        if case .text(let content) = self { return content.paragraph.format.lineLimit }
        return 0
    }
}

nonisolated extension RGBA8 {
    /// `#1C1C1E` (alpha left out).
    var hex: String {
        // Spelled out with its types: as one chained expression it took the type checker over a
        // second, on the critical path of every debug build.
        let digits: [Character] = Array("0123456789ABCDEF")
        var text = "#"
        for channel: UInt8 in [r, g, b] {
            text.append(digits[Int(channel >> 4)])
            text.append(digits[Int(channel & 15)])
        }
        return text
    }
}

nonisolated extension AuditFinding {
    /// `“Expires on 12 March…”`: the text on one line, cut at 40 characters (also the
    /// Dynamic Type comparison's, in ProofSnapshots).
    package static func quoted(_ text: String) -> String {
        // Line feeds as spaces, scalar by scalar (Foundation's replacing was a tenth of a
        // suite's audit time, for every text, reported or not).
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.map { $0 == "\n" ? " " : $0 })
        let flat = String(scalars)
        return "“" + (flat.count > 40 ? String(flat.prefix(39)) + "…" : flat) + "”"
    }
}

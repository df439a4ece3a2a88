// ProofUI engine: renders a view (resolve, lay out, build the display list, paint) at a size and scale.

import ProofLayout
import ProofRender
import ProofText

/// The size of a render.
nonisolated public enum RenderSize: Hashable, Sendable {
    /// The device's screen in the environment's orientation; top-level views sit in the safe
    /// area, centred, as in a window.
    case device
    /// A fixed size in points, without safe area: for components.
    case fixed(width: Double, height: Double)
    /// The device's width and the content's height, without safe area: for components, so
    /// their references stay small.
    case fittingWidth
}

/// A character the font lacks (drawn as the font's `.notdef` box), with the text it is in.
nonisolated public struct MissingCharacter: Hashable, Sendable, CustomStringConvertible {
    public var scalar: Unicode.Scalar
    /// The view path of the text, such as `Card/VStack/Text("Hi 👋")`.
    public var viewPath: String

    public var description: String {
        "U+" + String(scalar.value, radix: 16, uppercase: true) + " in " + viewPath
    }
}

/// A laid-out view without pixels (``Renderer/layout(_:in:size:)``).
nonisolated public struct LayoutSnapshot: Sendable {
    /// The size in points.
    public var size: Size
    /// Device pixels per point the layout snaps to.
    public var scale: Double
    /// The laid-out tree as text (kinds, frames in points, colours, fonts, text line by
    /// line, accessibility labels and identifiers): deterministic, for `.txt` references and
    /// code review. Written when first read.
    public var textDescription: String { description.value }
    /// Characters missing from the fonts, in order of appearance.
    public var missingCharacters: [MissingCharacter]
    /// What painting draws, in points.
    public var displayList: DisplayList
    let description: DeferredDescription
    /// The laid-out elements, for audits and the accessibility snapshot.
    let tree: LaidOutTree
}

/// The result of a render: the picture, and the layout it was painted from (its text
/// description, what could not be shown).
@dynamicMemberLookup
nonisolated public struct Snapshot: Sendable {
    /// The picture at the device scale. Pixels nothing paints show the colour scheme's
    /// `systemBackground` (views that paint a background of their own cover it).
    public var bitmap: Bitmap
    /// Everything else: `size`, `scale`, `textDescription`, `missingCharacters`,
    /// `displayList`, also readable on the snapshot itself (`snapshot.textDescription`).
    public var layout: LayoutSnapshot

    public subscript<Value>(dynamicMember keyPath: KeyPath<LayoutSnapshot, Value>) -> Value {
        layout[keyPath: keyPath]
    }
}

/// Renders views into snapshots. A value to keep and share (between tests, threads): it holds
/// the fonts, the glyph mask cache and decoded images; renders are independent and
/// deterministic.
///
/// ```swift
/// let renderer = Renderer()
/// var environment = EnvironmentValues()
/// environment.device = .iPhone15
/// environment.colorScheme = .dark
/// let snapshot = try renderer.render(CardView(model: .expired), in: environment, size: .fittingWidth)
/// ```
nonisolated public struct Renderer: Sendable {
    public let fonts: FontLibrary
    /// The family of text whose font names none (the bundled Inter by default).
    public let defaultFontFamily: String
    public let glyphCache: GlyphMaskCache
    /// The largest picture rendered; larger ones are an error naming both sizes.
    public let pixelLimit: PixelLimit
    let images: ImageLoader
    let painter: Painter

    public init(
        fonts: FontLibrary = .bundled, defaultFontFamily: String = FontLibrary.bundledFamily,
        glyphCache: GlyphMaskCache = GlyphMaskCache(), pixelLimit: PixelLimit = .default
    ) {
        // App code formats with the host inside the views: pin it before the first render.
        SnapshotHost.pin()
        self.fonts = SystemSymbols.adding(to: fonts)
        self.defaultFontFamily = defaultFontFamily
        self.glyphCache = glyphCache
        self.pixelLimit = pixelLimit
        images = ImageLoader(limit: pixelLimit)
        painter = Painter(glyphCache: glyphCache)
    }

    /// The renderer that code running inside a render uses to draw or measure other views
    /// (``ImageRenderer``, `UIHostingController`'s sizing and `drawHierarchy`, `Text`'s
    /// equality): one, with the bundled fonts, so that its glyph and image caches are shared.
    static let nested = Renderer()

    /// Lays out and paints `view` in `environment` at `size`.
    public func render<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues(),
                                size: RenderSize = .device) throws(RenderError) -> Snapshot {
        let (layout, sources, resolver) = try lay(view, in: environment, size: size)
        let scale = environment.displayScale
        let pixelWidth = Int((layout.size.width * scale).rounded())
        let pixelHeight = Int((layout.size.height * scale).rounded())
        var bitmap = Bitmap(width: pixelWidth, height: pixelHeight, fill: SystemColor.systemBackground.value(in: environment.colorScheme))
        try paint(layout, sources: sources, resolver: resolver, into: &bitmap, scale: scale)
        return Snapshot(bitmap: bitmap, layout: layout)
    }

    /// Paints a laid-out view's display list into `bitmap`, naming the view of a command the
    /// painter failed on or skipped.
    func paint(_ layout: LayoutSnapshot, sources: [Int32], resolver: Resolver, into bitmap: inout Bitmap,
               scale: Double) throws(RenderError) {
        let report: PaintReport
        do {
            report = try painter.paint(layout.displayList, into: &bitmap, scale: scale)
        } catch {
            let path = error.commandIndex.map { resolver.path(of: resolver.store[sources[$0]].pathRecord) }
            throw RenderError(.paint, viewPath: path, error.message)
        }
        if let skipped = report.skippedCommands.first {
            throw RenderError(.invalidValue, viewPath: resolver.path(of: resolver.store[sources[skipped.commandIndex]].pathRecord),
                              "the painter could not draw it: \(skipped.reason); check the numbers of custom shapes and frames")
        }
    }

    /// Lays out `view` without painting it: the description, display list and missing
    /// characters of ``render(_:in:size:)`` at a fraction of the cost, for text snapshots.
    public func layout<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues(),
                                size: RenderSize = .device) throws(RenderError) -> LayoutSnapshot {
        try lay(view, in: environment, size: size).0
    }

    /// `contentProposal`, when given, proposes that size to the view and renders it at the size
    /// it chooses, its top-leading corner at the origin (``ImageRenderer``); `size` then only
    /// names the render in the description.
    func lay<V: View>(_ view: V, in environment: EnvironmentValues, size: RenderSize, contentProposal: Proposal? = nil)
        throws(RenderError) -> (LayoutSnapshot, sources: [Int32], resolver: Resolver) {
        let scale = environment.displayScale
        guard scale.isFinite, scale > 0, scale <= Painter.maxScale else {
            throw RenderError(.invalidValue, "the display scale is \(scale); use the device's pixels per point (1, 2 or 3), at most \(formatPoints(Painter.maxScale))")
        }
        let screen = environment.screenSize
        guard screen.width.isFinite, screen.height.isFinite, screen.width > 0, screen.height > 0 else {
            throw RenderError(.invalidValue, "the device \(environment.device.name) is \(screen); give it a positive finite size in points")
        }
        var placement = RootPlacement(width: screen.width, height: screen.height, safeArea: environment.safeAreaInsets, scale: scale)
        switch size {
        case .device:
            break
        case let .fixed(width, height):
            guard width.isFinite, height.isFinite, width > 0, height > 0 else {
                throw RenderError(.invalidValue, "the render size \(formatPoints(width))×\(formatPoints(height)) points is not positive and finite; use .fixed(width:height:) with sizes above 0")
            }
            placement.width = width
            placement.height = height
            placement.safeArea = .zero
        case .fittingWidth:
            placement.height = nil
            placement.safeArea = .zero
        }
        if let contentProposal {
            placement.width = contentProposal.width ?? 0
            placement.height = contentProposal.height ?? 0
            placement.safeArea = .zero
            placement.contentProposal = contentProposal
        } else {
            try checkPixels(width: placement.width, height: placement.height ?? 0, scale: scale)
        }

        let resolver = Resolver(environment: environment, fonts: fonts, defaultFamily: defaultFontFamily, images: images)
        let topLevel = try resolver.roots(of: view, stackAxis: nil)
        let root: Int32
        if topLevel.count == 1 {
            root = topLevel[0]
        } else {
            let stack = Element(kind: .implicitStack)
            root = resolver.store.append(stack)
            for child in topLevel { resolver.store.attach(child, to: root) }
        }
        // A device render's screen and safe area: views that ignore the safe area grow over it
        // in layout, and their backgrounds extend to the screen's edges when painted.
        let safeArea = size == .device && contentProposal == nil
            ? SafeAreaGeometry(width: placement.width, height: placement.height ?? 0, insets: placement.safeArea, scale: scale)
            : nil
        var (frames, textLineLimits, placedWidths, innerSafeAreas) = try layOut(root, resolver: resolver, placement: placement, safeArea: safeArea)
        ScrollEdgeAppearance.apply(to: &resolver.store, frames: frames)
        ListRowSeparatorInset.apply(to: resolver.store, frames: &frames)
        let store = resolver.store
        let rootFrame = frames[Int(root)]
        let renderSize = contentProposal == nil
            ? Size(width: placement.width, height: placement.height ?? rootFrame.height)
            : Size(width: rootFrame.width, height: rootFrame.height)
        try checkPixels(width: renderSize.width, height: renderSize.height, scale: scale)

        var textLayouts = [TextLayout?](repeating: nil, count: store.count)
        // An unmapped system symbol is reported as the replacement character in its image.
        var missing: [MissingCharacter] = resolver.missingSymbols.map {
            MissingCharacter(scalar: "\u{FFFD}", viewPath: resolver.path(of: $0.record))
        }
        for id in store.reachable(from: root).sorted() {
            let index = Int(id)
            guard case .text(let text) = store.elements[index].kind else { continue }
            let frame = frames[index]
            // Broken at the width it was placed at: its frame, rounded to the pixel grid, may be
            // a fraction of a pixel narrower than the line it measured.
            textLayouts[index] = text.layout(width: max(frame.width, placedWidths[index]), lineLimit: textLineLimits[index])
            for scalar in text.paragraph.missingCharacters {
                missing.append(MissingCharacter(scalar: scalar, viewPath: resolver.path(of: store.elements[index].pathRecord)))
            }
        }
        var listBuilder = DisplayListBuilder(store: store, frames: frames, textLayouts: textLayouts, safeArea: safeArea,
                                             innerSafeAreas: innerSafeAreas)
        listBuilder.visible = Rect(x: 0, y: 0, width: renderSize.width, height: renderSize.height)
        let (list, sources) = listBuilder.build(root: root)
        let describer = DescriptionBuilder(store: store, frames: frames, textLayouts: textLayouts)
        let header = Self.header(environment, size: size, renderSize: renderSize)
        let description = DeferredDescription { describer.build(root: root, header: header) }
        let tree = LaidOutTree(store: store, frames: frames, textLayouts: textLayouts, root: root, size: renderSize, scale: scale,
                               category: environment.contentSizeCategory, resolver: resolver)
        let snapshot = LayoutSnapshot(size: renderSize, scale: scale, missingCharacters: missing, displayList: list,
                                      description: description, tree: tree)
        return (snapshot, sources, resolver)
    }

    /// Lays the resolved views out (SwiftUI's model, ``ViewLayout``): the root is proposed the
    /// safe area (or the render's width, with no height for `.fittingWidth`) and centred in it.
    /// Deep hierarchies are laid out on a thread with a stack to match.
    private func layOut(_ root: Int32, resolver: Resolver, placement: RootPlacement,
                        safeArea: SafeAreaGeometry?) throws(RenderError)
        -> (frames: [Rect], textLineLimits: [Int], placedWidths: [Double], innerSafeAreas: [Int32: SafeAreaGeometry]) {
        let layout = ViewLayout(resolver: resolver, scale: placement.scale, safeArea: safeArea)
        let insets = placement.safeArea
        let bounds: Rect
        let proposal: Proposal
        if let height = placement.height {
            bounds = Rect(x: insets.left, y: insets.top, width: max(placement.width - insets.left - insets.right, 0),
                          height: max(height - insets.top - insets.bottom, 0))
            proposal = Proposal(bounds.size)
        } else {
            proposal = Proposal(width: placement.width, height: nil)
            bounds = Rect(x: 0, y: 0, width: placement.width, height: 0)
        }
        let depth = resolver.store.depth(from: root)
        func run() {
            if let contentProposal = placement.contentProposal {
                // As large as the view chooses for the proposal: its top-leading corner at 0.
                let size = layout.size(root, contentProposal)
                layout.placeRoot(root, proposal: contentProposal, in: Rect(x: 0, y: 0, width: size.width, height: size.height))
            } else if placement.height == nil {
                // As tall as the content: the root's top at 0.
                let height = layout.size(root, proposal).height
                layout.placeRoot(root, proposal: proposal, in: Rect(x: 0, y: 0, width: placement.width, height: height))
            } else {
                layout.placeRoot(root, proposal: proposal, in: bounds)
            }
        }
        if depth <= ViewLayout.callerDepth {
            run()
        } else {
            let bytes = (16 << 20) + depth * ViewLayout.stackBytesPerLevel
            guard LargeStack.run(bytes: bytes, run) else {
                throw RenderError(.tooDeep, "could not start a thread with a \(bytes >> 20) MiB stack for views nested \(depth) levels deep; flatten the hierarchy")
            }
        }
        if let failure = layout.failure { throw failure }
        layout.detachUnplaced()
        return (layout.pixelAlignedFrames(), layout.textLineLimits, layout.frames.map(\.width), layout.innerSafeAreas)
    }

    private func checkPixels(width: Double, height: Double, scale: Double) throws(RenderError) {
        let pixelWidth = (width * scale).rounded(), pixelHeight = (height * scale).rounded()
        let fits = pixelWidth <= Double(Painter.maxBitmapDimension) && pixelHeight <= Double(Painter.maxBitmapDimension)
            && pixelLimit.allows(width: Int(min(pixelWidth, 1e15)), height: Int(min(pixelHeight, 1e15)))
        guard fits else {
            throw RenderError(.tooLarge, "the render is \(formatPoints(width))×\(formatPoints(height)) points, "
                + "\(formatPoints(pixelWidth))×\(formatPoints(pixelHeight)) pixels at scale \(formatPoints(scale)), above the limit of "
                + "\(pixelLimit) (and \(Painter.maxBitmapDimension) pixels a side); render a smaller size or raise Renderer(pixelLimit:)")
        }
    }

    static func header(_ environment: EnvironmentValues, size: RenderSize, renderSize: Size) -> String {
        var parts = [environment.device.name, "\(environment.orientation)", "\(renderSize)pt", "@\(formatPoints(environment.displayScale))x",
                     "\(environment.colorScheme)", environment.contentSizeCategory.shortIdentifier,
                     environment.layoutDirection == .leftToRight ? "ltr" : "rtl"]
        switch size {
        case .device: parts.append("safe area \(environment.safeAreaInsets.safeAreaDescription)")
        case .fixed: parts.append("fixed")
        case .fittingWidth: parts.append("fitting width")
        }
        return parts.joined(separator: " · ")
    }
}

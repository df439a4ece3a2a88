import ProofBase
import ProofText

/// Executes a ``DisplayList`` into a ``Bitmap``: shapes with exact-coverage anti-aliasing,
/// strokes, images, text, anti-aliased clips and opacity layers, composited source-over in
/// straight-alpha sRGB with exact integer rounding in display list order.
///
/// The same list, scale and bitmap give the same bytes on every platform and thread: all
/// coverage is computed in integers (the ``CoverageRasterizer`` for curved shapes, exact
/// area products for rectangles), geometry uses only `+ − × ÷ √`, and nothing depends on
/// hashing order, time or locale. A value with no global state: paint from as many threads
/// at once as you like; pass one ``GlyphMaskCache`` to share rasterized glyphs.
///
/// ```swift
/// let painter = Painter(glyphCache: cache)
/// var bitmap = Bitmap(width: 1179, height: 2556, fill: .white)
/// let report = try painter.paint(list, into: &bitmap, scale: 3)
/// #expect(report.skippedCommands.isEmpty)
/// ```
public struct Painter: Sendable {
    /// The largest scale (device pixels per point) accepted.
    public static let maxScale = 16.0
    /// The largest bitmap width or height in pixels (the rasterizer's coordinate range).
    public static let maxBitmapDimension = 65_536
    /// Coordinates and sizes beyond ± this many points make a command unusable (skipped
    /// and reported); anything within is drawn, however far off the bitmap, at no more cost
    /// than what lands on it.
    public static let maxCoordinate = 1e12

    /// The glyph masks text is drawn with.
    public let glyphCache: GlyphMaskCache
    /// The most bytes of clip masks and layer offscreens alive at once; more is a
    /// ``PaintError/Kind-swift.enum/limitExceeded`` error naming the command.
    public let offscreenByteLimit: Int

    /// A painter drawing text with `glyphCache`, allowing `offscreenByteLimit` bytes of clip
    /// masks and layers (256 MiB by default: dozens of full-screen layers at scale 3).
    public init(glyphCache: GlyphMaskCache, offscreenByteLimit: Int = 256 << 20) {
        self.glyphCache = glyphCache
        self.offscreenByteLimit = max(0, offscreenByteLimit)
    }

    /// Paints `list` over the pixels of `bitmap`, with `scale` device pixels per point.
    ///
    /// Commands with unusable numbers (NaN, infinities, coordinates beyond
    /// ``maxCoordinate``, negative sizes) are skipped and listed in the returned report; a
    /// `clip` with such numbers hides everything until its `restore`. Throws, before
    /// changing any pixel, for a bad scale, a bitmap above ``maxBitmapDimension``, unbalanced
    /// `save`/`restore` or `beginLayer`/`endLayer` (the error names the command), and text
    /// laid out at another scale; while painting, for glyphs that cannot be rasterized and
    /// for offscreen memory above ``offscreenByteLimit`` (the bitmap is then partly painted).
    @discardableResult
    public func paint(_ list: DisplayList, into bitmap: inout Bitmap, scale: Double) throws(PaintError) -> PaintReport {
        guard scale.isFinite, scale > 0, scale <= Self.maxScale else {
            throw PaintError(.invalidScale, "scale \(scale) is not a number of device pixels per point in 0 < scale ≤ \(Self.maxScale)")
        }
        guard bitmap.width <= Self.maxBitmapDimension, bitmap.height <= Self.maxBitmapDimension else {
            throw PaintError(.bitmapTooLarge, "the bitmap is \(bitmap.width)×\(bitmap.height) pixels; the painter draws at most \(Self.maxBitmapDimension) pixels in each direction — split the picture")
        }
        let device = PixelRect(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height)
        let plan = try PaintPlan(list.commands, scale: scale, device: device)
        guard !device.isEmpty else { return plan.report }
        let (width, height) = (bitmap.width, bitmap.height)
        var failure: PaintError?
        bitmap.withUnsafeMutableBytes { bytes in
            let surface = Surface(pixels: bytes.baseAddress!, width: width, height: height, originX: 0, originY: 0)
            var session = PaintSession(commands: list.commands, plan: plan, scale: scale, surface: surface,
                                       glyphCache: glyphCache, byteLimit: offscreenByteLimit)
            do throws(PaintError) {
                try session.run()
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return plan.report
    }
}

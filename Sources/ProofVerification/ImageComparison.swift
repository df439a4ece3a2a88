import ProofBase
import CProofCodec
import ProofBase
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import ProofGraphics

/// Width and height of an image, in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of `bitmap`.
    public init(of bitmap: Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height)
    }

    /// `1170×2532`.
    public var description: String { "\(width)×\(height)" }
}

/// How an image differs from its reference: the outcome of comparing two bitmaps.
///
/// When the sizes differ, pixels are compared where the two images overlap (both placed at
/// the top left), and every pixel that only one image covers counts as changed and over the
/// tolerance. A missing reference compares like an empty (0×0) one.
public struct ImageComparison: Hashable, Sendable {
    /// The reference's size; `nil` when there is no reference.
    public var referenceSize: PixelSize?
    /// The actual image's size.
    public var actualSize: PixelSize
    /// The tolerance the comparison was made with.
    public var tolerance: Tolerance
    /// Pixels whose bytes differ (including pixels only one image covers).
    public var changedPixels: Int
    /// Changed pixels whose ΔE\*94 is above the tolerance (all changed pixels when exact).
    public var pixelsOverTolerance: Int
    /// The smallest rectangle holding every changed pixel; `nil` when nothing changed.
    public var changeBounds: PixelRect?
    /// The largest ΔE\*94 between two pixels in the overlapping area (0 when none differ).
    public var maxDeltaE: Double

    /// True when both images have the same size.
    public var sizesMatch: Bool { referenceSize == actualSize }

    /// True when the two images are byte-identical.
    public var isIdentical: Bool { sizesMatch && changedPixels == 0 }

    /// True when the actual image is acceptable under ``tolerance``.
    public var passes: Bool {
        guard sizesMatch else { return false }
        if tolerance.isExact { return changedPixels == 0 }
        return pixelsOverTolerance <= tolerance.allowedPixelsOver(pixelCount: actualSize.width * actualSize.height)
    }

    /// Compares `actual` with `reference` (`nil`: no reference).
    ///
    /// Equal rows are skipped with `memcmp`, so comparing identical images runs at memory
    /// speed; ΔE is computed only for pixels whose bytes differ.
    public init(reference: Bitmap?, actual: Bitmap, tolerance: Tolerance = .exact) {
        let scan = DifferenceScan.run(reference: reference ?? Bitmap(width: 0, height: 0), actual: actual, tolerance: tolerance, diff: nil)
        self.init(reference: reference, actual: actual, tolerance: tolerance, scan: scan)
    }

    init(reference: Bitmap?, actual: Bitmap, tolerance: Tolerance, scan: DifferenceScan) {
        self.init(referenceSize: reference.map { PixelSize(of: $0) }, actualSize: PixelSize(of: actual), tolerance: tolerance, scan: scan)
    }

    init(referenceSize: PixelSize?, actualSize: PixelSize, tolerance: Tolerance, scan: DifferenceScan) {
        self.referenceSize = referenceSize
        self.actualSize = actualSize
        self.tolerance = tolerance
        changedPixels = scan.changed
        pixelsOverTolerance = scan.over
        changeBounds = scan.bounds
        maxDeltaE = scan.maxDeltaE
    }
}

/// The picture of a difference, for a reviewer.
///
/// Every pixel of the canvas (the larger width by the larger height of the two images) is:
/// - ``changedColor`` (opaque red) where the images differ by more than the tolerance, or
///   where only one of them has a pixel;
/// - ``toleratedColor`` (opaque amber) where they differ within the tolerance;
/// - elsewhere a faded grey copy of the reference: the reference composited over white,
///   its luma `(77 R + 150 G + 29 B + 128) >> 8`, shown as `192 + luma / 4`;
/// - transparent where neither image has a pixel (only when the sizes differ).
public enum DiffImage {
    /// Marks pixels that differ beyond the tolerance.
    public static let changedColor = RGBA8(r: 255, g: 0, b: 0)
    /// Marks pixels that differ within the tolerance.
    public static let toleratedColor = RGBA8(r: 255, g: 170, b: 0)

    /// The diff picture's colours: transparent (index 0), the 64 faded greys 192…255
    /// (indices 1–64), ``changedColor`` (65) and ``toleratedColor`` (66).
    public static let palette: [RGBA8] = [.clear] + (192...255).map { RGBA8(r: UInt8($0), g: UInt8($0), b: UInt8($0)) }
        + [changedColor, toleratedColor]
    static let changedIndex: UInt8 = 65
    static let toleratedIndex: UInt8 = 66

    /// The diff picture of `actual` against `reference` (`nil`: no reference), as a palette
    /// picture (``IndexedBitmap/bitmap`` gives it in RGBA8).
    public static func render(reference: Bitmap?, actual: Bitmap, tolerance: Tolerance = .exact) -> IndexedBitmap {
        renderWithComparison(reference: reference, actual: actual, tolerance: tolerance).diff
    }

    /// The diff picture and the comparison, from one pass over the images.
    public static func renderWithComparison(
        reference: Bitmap?, actual: Bitmap, tolerance: Tolerance = .exact
    ) -> (comparison: ImageComparison, diff: IndexedBitmap) {
        let base = reference ?? Bitmap(width: 0, height: 0)
        var canvas = IndexedBitmap(width: max(base.width, actual.width), height: max(base.height, actual.height), palette: palette)
        let scan = canvas.withUnsafeMutableScanlines { diff in
            DifferenceScan.run(reference: base, actual: actual, tolerance: tolerance, diff: diff)
        }
        return (ImageComparison(reference: reference, actual: actual, tolerance: tolerance, scan: scan), canvas)
    }

    /// The faded grey that stands for an unchanged pixel.
    @inline(__always)
    static func faded(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt8 {
        if a == 255 {
            let luma: UInt32 = (77 * r + 150 * g + 29 * b + 128) >> 8
            return UInt8(192 + luma / 4)
        }
        // Composite over white, rounding to nearest: c·a/255 + 255·(255 − a)/255.
        let uncovered = 255 * (255 - a)
        let red = (r * a + uncovered + 127) / 255
        let green = (g * a + uncovered + 127) / 255
        let blue = (b * a + uncovered + 127) / 255
        let luma = (77 * red + 150 * green + 29 * blue + 128) >> 8
        return UInt8(192 + luma / 4)
    }
}

/// One pass over two images that counts differences and, when asked, paints the diff.
struct DifferenceScan: Sendable {
    let tolerance: Tolerance
    var changed = 0
    var over = 0
    var maxDeltaE = 0.0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    // Flat UI colours change in runs of equal pixel pairs; remember the last pair's ΔE.
    private var lastPair: (UInt32, UInt32)?
    private var lastDeltaE = 0.0

    init(tolerance: Tolerance) {
        self.tolerance = tolerance
    }

    var bounds: PixelRect? {
        guard maxX >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    private mutating func markRange(x: Int, count: Int, y: Int) {
        changed += count
        if x < minX { minX = x }
        if x + count - 1 > maxX { maxX = x + count - 1 }
        if y < minY { minY = y }
        if y > maxY { maxY = y }
    }

    private mutating func deltaE(_ reference: UInt32, _ actual: UInt32) -> Double {
        if let lastPair, lastPair == (reference, actual) { return lastDeltaE }
        let value = ColorDifference.deltaE94(reference: Self.color(reference), actual: Self.color(actual))
        lastPair = (reference, actual)
        lastDeltaE = value
        return value
    }

    /// Pixels are loaded as native-endian words; this reads the bytes back in R, G, B, A order.
    @inline(__always)
    private static func color(_ word: UInt32) -> RGBA8 {
        withUnsafeBytes(of: word) { RGBA8(r: $0[0], g: $0[1], b: $0[2], a: $0[3]) }
    }

    /// Counts the differences of `actual` from `reference`, and paints them into `diff` when
    /// given (the scanlines of an ``IndexedBitmap`` of the larger width by the larger height,
    /// in ``DiffImage/palette``, initially transparent).
    ///
    /// Large images are cut into bands of rows scanned on separate threads. Every pixel's
    /// outcome depends on that pixel alone and the bands' counts are added in band order, so
    /// the result is the same for any number of bands.
    static func run(reference: Bitmap, actual: Bitmap, tolerance: Tolerance, diff: UnsafeMutableRawBufferPointer?) -> DifferenceScan {
        reference.withUnsafeBytes { referenceBytes in
            actual.withUnsafeBytes { actualBytes in
                run(
                    ScanImages(
                        reference: referenceBytes, referenceWidth: reference.width, referenceHeight: reference.height,
                        actual: actualBytes, actualWidth: actual.width, actualHeight: actual.height, diff: diff
                    ),
                    tolerance: tolerance
                )
            }
        }
    }

    static func run(_ images: ScanImages, tolerance: Tolerance) -> DifferenceScan {
        let height = max(images.referenceHeight, images.actualHeight)
        let pixels = max(images.referenceWidth, images.actualWidth) * height
        let bands = pixels < 1 << 18 ? 1 : min(4, max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))), height)
        if bands == 1 {
            var scan = DifferenceScan(tolerance: tolerance)
            scan.scan(images, rows: 0..<height)
            return scan
        }
        let results = Locked<[DifferenceScan?]>(Array(repeating: nil, count: bands))
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            var scan = DifferenceScan(tolerance: tolerance)
            scan.scan(images, rows: (height * band / bands)..<(height * (band + 1) / bands))
            results.withLock { $0[band] = scan }
        }
        var total = DifferenceScan(tolerance: tolerance)
        for band in results.withLock({ $0 }) { total.add(band!) }
        return total
    }

    /// Adds the counts of a band scanned separately.
    private mutating func add(_ band: DifferenceScan) {
        changed += band.changed
        over += band.over
        maxDeltaE = max(maxDeltaE, band.maxDeltaE)
        minX = min(minX, band.minX)
        minY = min(minY, band.minY)
        maxX = max(maxX, band.maxX)
        maxY = max(maxY, band.maxY)
    }

    /// Scans `rows` of the images (rows of the whole images, which `images` may hold only a band of).
    mutating func scan(_ images: ScanImages, rows: Range<Int>) {
        let reference = images.reference, actual = images.actual, diff = images.diff
        let referenceWidth = images.referenceWidth, referenceHeight = images.referenceHeight
        let actualWidth = images.actualWidth, actualHeight = images.actualHeight
        let overlapWidth = min(referenceWidth, actualWidth)
        let overlapHeight = min(referenceHeight, actualHeight)
        let canvasWidth = max(referenceWidth, actualWidth)
        let changedIndex = DiffImage.changedIndex
        let toleratedIndex = DiffImage.toleratedIndex
        let threshold = tolerance.maxDeltaE
        for y in rows {
            let diffRow = y * (canvasWidth + 1) + 1
            if y < overlapHeight {
                let referenceRow = (y - images.firstRow) * referenceWidth * 4
                let actualRow = (y - images.firstRow) * actualWidth * 4
                let rowsEqual = overlapWidth == 0
                    || memcmp(reference.baseAddress! + referenceRow, actual.baseAddress! + actualRow, overlapWidth * 4) == 0
                // Every pixel first gets the reference's faded grey (in C: a vectorised loop);
                // the changed ones are then marked over it.
                if let diff, overlapWidth > 0 {
                    proof_diff_faded_indices((reference.baseAddress! + referenceRow).assumingMemoryBound(to: UInt8.self), overlapWidth,
                                             (diff.baseAddress! + diffRow).assumingMemoryBound(to: UInt8.self))
                }
                if !rowsEqual {
                    for x in 0..<overlapWidth {
                        let before = reference.load(fromByteOffset: referenceRow + x * 4, as: UInt32.self)
                        let after = actual.load(fromByteOffset: actualRow + x * 4, as: UInt32.self)
                        if before == after { continue }
                        markRange(x: x, count: 1, y: y)
                        let difference = deltaE(before, after)
                        if difference > maxDeltaE { maxDeltaE = difference }
                        let isOver = threshold.map { difference > $0 } ?? true
                        if isOver { over += 1 }
                        diff?[diffRow + x] = isOver ? changedIndex : toleratedIndex
                    }
                }
            }
            // Pixels that only one image covers, right of the overlap or below it.
            let rowEnd = max(y < referenceHeight ? referenceWidth : 0, y < actualHeight ? actualWidth : 0)
            let firstUncovered = y < overlapHeight ? overlapWidth : 0
            if firstUncovered < rowEnd {
                markRange(x: firstUncovered, count: rowEnd - firstUncovered, y: y)
                over += rowEnd - firstUncovered
                if let diff {
                    for x in firstUncovered..<rowEnd {
                        diff[diffRow + x] = changedIndex
                    }
                }
            }
        }
    }
}

/// The pixel memory of one scan, shared by the threads that scan its bands: they only read
/// the images and each writes only its own rows of the diff. The pixels may be a band of rows
/// of two images of the same width, starting at `firstRow`; sizes and the diff are always the
/// whole images'.
struct ScanImages: @unchecked Sendable {
    let reference: UnsafeRawBufferPointer
    let referenceWidth: Int
    let referenceHeight: Int
    let actual: UnsafeRawBufferPointer
    let actualWidth: Int
    let actualHeight: Int
    let diff: UnsafeMutableRawBufferPointer?
    var firstRow = 0
}

import ProofLayout
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import ProofRender

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

/// A rectangle of pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `50×48 at (10, 100)`.
    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
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
        referenceSize = reference.map { PixelSize(of: $0) }
        actualSize = PixelSize(of: actual)
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

    /// The diff picture of `actual` against `reference` (`nil`: no reference).
    public static func render(reference: Bitmap?, actual: Bitmap, tolerance: Tolerance = .exact) -> Bitmap {
        renderWithComparison(reference: reference, actual: actual, tolerance: tolerance).diff
    }

    /// The diff picture and the comparison, from one pass over the images.
    public static func renderWithComparison(
        reference: Bitmap?, actual: Bitmap, tolerance: Tolerance = .exact
    ) -> (comparison: ImageComparison, diff: Bitmap) {
        let base = reference ?? Bitmap(width: 0, height: 0)
        var canvas = Bitmap(width: max(base.width, actual.width), height: max(base.height, actual.height))
        let scan = canvas.withUnsafeMutableBytes { diff in
            DifferenceScan.run(reference: base, actual: actual, tolerance: tolerance, diff: diff)
        }
        return (ImageComparison(reference: reference, actual: actual, tolerance: tolerance, scan: scan), canvas)
    }

    /// ``renderWithComparison(reference:actual:tolerance:)`` for a caller that no longer needs
    /// `actual`: when the sizes match, the diff is painted over `actual`'s own pixels (each
    /// pixel is read before it is overwritten), which saves allocating a second canvas.
    public static func renderWithComparison(
        reference: Bitmap, replacing actual: consuming Bitmap, tolerance: Tolerance = .exact
    ) -> (comparison: ImageComparison, diff: Bitmap) {
        guard reference.width == actual.width && reference.height == actual.height else {
            return renderWithComparison(reference: reference, actual: actual, tolerance: tolerance)
        }
        var canvas = consume actual
        let size = PixelSize(of: canvas)
        let scan = canvas.withUnsafeMutableBytes { pixels in
            reference.withUnsafeBytes { referenceBytes in
                DifferenceScan.run(
                    ScanImages(
                        reference: referenceBytes, referenceWidth: size.width, referenceHeight: size.height,
                        actual: UnsafeRawBufferPointer(pixels), actualWidth: size.width, actualHeight: size.height, diff: pixels
                    ),
                    tolerance: tolerance
                )
            }
        }
        var comparison = ImageComparison(reference: nil, actual: Bitmap(width: 0, height: 0), tolerance: tolerance, scan: scan)
        comparison.referenceSize = size
        comparison.actualSize = size
        return (comparison, canvas)
    }

    /// The faded grey that stands for an unchanged pixel.
    @inline(__always)
    static func faded(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt8 {
        if a == 255 { return UInt8(192 + ((77 * r + 150 * g + 29 * b + 128) >> 8) / 4) }
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
    private var lastFadedSource: UInt32 = 0
    // Pixel word 0 (transparent black) fades to opaque white.
    private var lastFaded = DifferenceScan.word(RGBA8(r: 255, g: 255, b: 255))

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

    /// The diff picture's faded grey for an unchanged reference pixel, as a pixel word.
    @inline(__always)
    private mutating func fadedWord(_ pixel: UInt32) -> UInt32 {
        if pixel == lastFadedSource { return lastFaded }
        let color = Self.color(pixel)
        let grey = DiffImage.faded(UInt32(color.r), UInt32(color.g), UInt32(color.b), UInt32(color.a))
        lastFadedSource = pixel
        lastFaded = Self.word(RGBA8(r: grey, g: grey, b: grey))
        return lastFaded
    }

    private mutating func deltaE(_ reference: UInt32, _ actual: UInt32) -> Double {
        if let lastPair, lastPair == (reference, actual) { return lastDeltaE }
        let value = ColorDifference.deltaE94(reference: Self.color(reference), actual: Self.color(actual))
        lastPair = (reference, actual)
        lastDeltaE = value
        return value
    }

    /// Pixels are loaded as native-endian words; these read the bytes back in R, G, B, A order.
    @inline(__always)
    private static func color(_ word: UInt32) -> RGBA8 {
        withUnsafeBytes(of: word) { RGBA8(r: $0[0], g: $0[1], b: $0[2], a: $0[3]) }
    }

    @inline(__always)
    private static func word(_ color: RGBA8) -> UInt32 {
        var word: UInt32 = 0
        withUnsafeMutableBytes(of: &word) {
            $0[0] = color.r
            $0[1] = color.g
            $0[2] = color.b
            $0[3] = color.a
        }
        return word
    }

    /// Counts the differences of `actual` from `reference`, and paints them into `diff` when
    /// given (a canvas of the larger width by the larger height, initially transparent).
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

    private mutating func scan(_ images: ScanImages, rows: Range<Int>) {
        let reference = images.reference, actual = images.actual, diff = images.diff
        let referenceWidth = images.referenceWidth, referenceHeight = images.referenceHeight
        let actualWidth = images.actualWidth, actualHeight = images.actualHeight
        let overlapWidth = min(referenceWidth, actualWidth)
        let overlapHeight = min(referenceHeight, actualHeight)
        let canvasWidth = max(referenceWidth, actualWidth)
        let changedWord = Self.word(DiffImage.changedColor)
        let toleratedWord = Self.word(DiffImage.toleratedColor)
        let threshold = tolerance.maxDeltaE
        for y in rows {
            let diffRow = y * canvasWidth * 4
            if y < overlapHeight {
                let referenceRow = y * referenceWidth * 4
                let actualRow = y * actualWidth * 4
                let rowsEqual = overlapWidth == 0
                    || memcmp(reference.baseAddress! + referenceRow, actual.baseAddress! + actualRow, overlapWidth * 4) == 0
                if rowsEqual, let diff {
                    for x in 0..<overlapWidth {
                        let pixel = reference.load(fromByteOffset: referenceRow + x * 4, as: UInt32.self)
                        diff.storeBytes(of: fadedWord(pixel), toByteOffset: diffRow + x * 4, as: UInt32.self)
                    }
                } else if !rowsEqual {
                    for x in 0..<overlapWidth {
                        let before = reference.load(fromByteOffset: referenceRow + x * 4, as: UInt32.self)
                        let after = actual.load(fromByteOffset: actualRow + x * 4, as: UInt32.self)
                        if before == after {
                            diff?.storeBytes(of: fadedWord(before), toByteOffset: diffRow + x * 4, as: UInt32.self)
                            continue
                        }
                        markRange(x: x, count: 1, y: y)
                        let difference = deltaE(before, after)
                        if difference > maxDeltaE { maxDeltaE = difference }
                        let isOver = threshold.map { difference > $0 } ?? true
                        if isOver { over += 1 }
                        diff?.storeBytes(of: isOver ? changedWord : toleratedWord, toByteOffset: diffRow + x * 4, as: UInt32.self)
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
                        diff.storeBytes(of: changedWord, toByteOffset: diffRow + x * 4, as: UInt32.self)
                    }
                }
            }
        }
    }
}

/// The pixel memory of one scan, shared by the threads that scan its bands: they only read
/// the images and each writes only its own rows of the diff. The diff may be the actual
/// image's own memory: a pixel is always read before its diff pixel is written.
struct ScanImages: @unchecked Sendable {
    let reference: UnsafeRawBufferPointer
    let referenceWidth: Int
    let referenceHeight: Int
    let actual: UnsafeRawBufferPointer
    let actualWidth: Int
    let actualHeight: Int
    let diff: UnsafeMutableRawBufferPointer?
}

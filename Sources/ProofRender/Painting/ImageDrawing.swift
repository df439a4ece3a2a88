import CProofPixels
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Draws a bitmap resampled into a destination rectangle of device pixels.
///
/// `.nearest` takes, for each device pixel, the source pixel under its centre. `.smooth`
/// filters each axis on its own: bilinear (pixel centres aligned, edges clamped) where the
/// image is enlarged, the average of the covered source area (a box filter) where it is
/// reduced. Filtering runs on premultiplied values with 16-bit weights in 64-bit integers,
/// so transparent pixels never darken their neighbours and every platform gets the same
/// bytes. A same-size copy onto whole pixels is exact (the source pixels themselves); edges
/// of a destination off the pixel grid are anti-aliased by exact area coverage.
struct ImageDrawing {
    let image: Bitmap
    let destination: DeviceRect
    let interpolation: ImageInterpolation

    /// The taps of one destination pixel along one axis: source indices and weights adding
    /// up to 65536.
    struct AxisFilter {
        var starts: [Int]
        var indices: [Int]
        var weights: [UInt64]

        /// Filters for destination pixels `pixels` of an axis where the image's `count`
        /// pixels span `low..<high` device pixels.
        init(pixels: Range<Int>, low: Double, high: Double, count: Int, nearest: Bool) {
            starts = [0]
            indices = []
            weights = []
            starts.reserveCapacity(pixels.count + 1)
            let length = high - low, ratio = Double(count) / length
            // Kept within a pixel of the image, so that a destination of nearly no width (a
            // huge ratio) never makes a position too large to become an index.
            func source(_ position: Double) -> Double { min(max((position - low) * ratio, -1), Double(count) + 1) }
            func clamped(_ index: Int) -> Int { min(max(index, 0), count - 1) }
            let isIdentity = low == low.rounded() && length == Double(count)
            for pixel in pixels {
                if nearest || isIdentity {
                    let centre = isIdentity ? pixel - Int(low) : Int(source(Double(pixel) + 0.5).rounded(.down))
                    indices.append(clamped(centre))
                    weights.append(65_536)
                } else if Double(count) <= length {
                    let position = source(Double(pixel) + 0.5) - 0.5
                    let floor = position.rounded(.down)
                    var first = Int(floor)
                    var second = Int((min(max(position - floor, 0), 1) * 65_536).rounded())
                    if second == 65_536 { first += 1; second = 0 }
                    let a = clamped(first), b = clamped(first + 1)
                    if second == 0 || a == b {
                        indices.append(a); weights.append(65_536)
                    } else {
                        indices.append(a); weights.append(UInt64(65_536 - second))
                        indices.append(b); weights.append(UInt64(second))
                    }
                } else {
                    let from = min(max(source(max(Double(pixel), low)), 0), Double(count))
                    let to = min(max(source(min(Double(pixel + 1), high)), 0), Double(count))
                    let first = min(Int(from.rounded(.down)), count - 1)
                    let end = max(min(Int(to.rounded(.up)), count), first + 1)
                    let total = to - from
                    if !(total > 0) || end == first + 1 {
                        indices.append(first); weights.append(65_536)
                    } else {
                        // Each weight is the difference of rounded cumulative shares, so
                        // they add up to exactly 65536.
                        var covered = 0.0, previous = 0
                        for index in first..<end {
                            covered += min(to, Double(index + 1)) - max(from, Double(index))
                            let cumulative = index == end - 1 ? 65_536 : min(65_536, Int((covered / total * 65_536).rounded()))
                            if cumulative > previous {
                                indices.append(index)
                                weights.append(UInt64(cumulative - previous))
                            }
                            previous = cumulative
                        }
                    }
                }
                starts.append(indices.count)
            }
        }

        /// Calls `body` with the taps as buffers (per destination pixel, its taps are
        /// `starts[i]..<starts[i + 1]` of `indices` and `weights`).
        func withTaps(_ body: (UnsafeBufferPointer<Int>, UnsafeBufferPointer<Int>, UnsafeBufferPointer<UInt64>) -> Void) {
            starts.withUnsafeBufferPointer { starts in
                indices.withUnsafeBufferPointer { indices in
                    weights.withUnsafeBufferPointer { weights in body(starts, indices, weights) }
                }
            }
        }
    }

    func draw(into surface: Surface, clip: ClipState, window: PixelRect, opacity: Int) {
        guard image.width > 0, image.height > 0, !window.isEmpty, !destination.isEmpty else { return }
        let isIdentity = destination.minX == destination.minX.rounded() && destination.minY == destination.minY.rounded()
            && destination.width == Double(image.width) && destination.height == Double(image.height)
        let nearest = interpolation == .nearest || isIdentity
        let columns = AxisFilter(pixels: window.minX..<window.maxX, low: destination.minX, high: destination.maxX,
                                 count: image.width, nearest: nearest)
        let rows = AxisFilter(pixels: window.minY..<window.maxY, low: destination.minY, high: destination.maxY,
                              count: image.height, nearest: nearest)
        let width = window.width, imageWidth = image.width
        let rowColors = UnsafeMutableRawPointer.allocate(byteCount: width * 4, alignment: 4)
        defer { rowColors.deallocate() }
        let filtered = rowColors.bindMemory(to: RGBA8.self, capacity: width)
        // Only filtering needs to know; copies check each pixel's alpha as they go.
        let opaque = !nearest && Self.isOpaque(image, columns: columns.indices, rows: rows.indices)
        var filter = RowFilter(width: width, opaque: opaque)
        defer { filter.deallocate() }
        // Consecutive source columns (a same-width copy): rows are read in place.
        let inPlace = nearest && columns.indices.last.map { $0 - columns.indices[0] == width - 1 } == true
        var currentRow = Int.min
        var colors = UnsafeRawPointer(rowColors)
        let pixels = surface.buffer
        let mask = clip.mask
        image.withUnsafeBytes { source in
            columns.indices.withUnsafeBufferPointer { columnIndices in
                RectCoverage(outer: destination, window: window).forEachRun(in: window) { row, column, count, coverage in
                    if row != currentRow {
                        currentRow = row
                        let r = row - window.minY
                        if inPlace {
                            colors = source.baseAddress! + (rows.indices[r] * imageWidth + columnIndices[0]) * 4
                        } else if nearest {
                            let base = rows.indices[r] * imageWidth
                            for c in 0..<width {
                                rowColors.storeBytes(of: source.loadUnaligned(fromByteOffset: (base + columnIndices[c]) * 4, as: UInt32.self),
                                                     toByteOffset: c * 4, as: UInt32.self)
                            }
                        } else {
                            filter.filter(row: r, rows: rows, columns: columns, source: source, imageWidth: imageWidth,
                                          into: filtered)
                        }
                    }
                    var value = Int(coverage)
                    if opacity != 255 { value = multiplyCoverage(value, opacity) }
                    guard value > 0 else { return }
                    let first = column - window.minX, end = first + count
                    let maskBase = mask.map { $0.values + $0.index(x: column, y: row) - first }
                    let pixelBase = surface.offset(x: column, y: row) - first * 4
                    var c = first
                    while c < end {
                        // A stretch of whole coverage over opaque colours is copied as it is.
                        if value == 255 {
                            var stretch = c
                            while stretch < end && (maskBase == nil || maskBase![stretch] == 255)
                                    && (opaque || colors.load(fromByteOffset: stretch * 4 + 3, as: UInt8.self) == 255) {
                                stretch += 1
                            }
                            if stretch > c {
                                (pixels.baseAddress! + pixelBase + c * 4).copyMemory(from: colors + c * 4, byteCount: (stretch - c) * 4)
                                c = stretch
                                continue
                            }
                        }
                        var clipped = value
                        if let maskBase { clipped = multiplyCoverage(value, Int(maskBase[c])) }
                        let color = RGBA8(r: colors.load(fromByteOffset: c * 4, as: UInt8.self), g: colors.load(fromByteOffset: c * 4 + 1, as: UInt8.self),
                                          b: colors.load(fromByteOffset: c * 4 + 2, as: UInt8.self), a: colors.load(fromByteOffset: c * 4 + 3, as: UInt8.self))
                        if clipped > 0 && color.a > 0 { blend(color, coverage: UInt8(clipped), into: pixels, at: pixelBase + c * 4) }
                        c += 1
                    }
                }
            }
        }
    }

    /// True when every source pixel the filters read is opaque.
    static func isOpaque(_ image: Bitmap, columns: [Int], rows: [Int]) -> Bool {
        guard let firstColumn = columns.min(), let lastColumn = columns.max(), let firstRow = rows.min(), let lastRow = rows.max() else { return true }
        return image.withUnsafeBytes { bytes in
            for row in firstRow...lastRow {
                let base = row * image.width * 4
                for column in firstColumn...lastColumn where bytes[base + column * 4 + 3] != 255 { return false }
            }
            return true
        }
    }

    /// Smooth filtering of one destination row: the source rows it needs are filtered
    /// horizontally (the two most recent are kept, as neighbouring rows share them), then
    /// combined vertically. Per destination column, four sums of weight × (r·a, g·a, b·a, a).
    struct RowFilter {
        let width: Int
        let sums: UnsafeMutablePointer<UInt64>
        let cached: (UnsafeMutablePointer<UInt64>, UnsafeMutablePointer<UInt64>)
        /// For opaque images: the same sums without alpha (each below 2^24), in 32 bits so
        /// that the vertical pass vectorizes.
        let opaqueCached: (UnsafeMutablePointer<UInt32>, UnsafeMutablePointer<UInt32>)
        let opaque: Bool
        var keys = (-1, -1)
        var next = 0

        init(width: Int, opaque: Bool) {
            self.width = width
            self.opaque = opaque
            sums = .allocate(capacity: width * 4)
            cached = (.allocate(capacity: opaque ? 0 : width * 4), .allocate(capacity: opaque ? 0 : width * 4))
            opaqueCached = (.allocate(capacity: opaque ? width * 4 : 0), .allocate(capacity: opaque ? width * 4 : 0))
        }

        func deallocate() {
            sums.deallocate()
            cached.0.deallocate()
            cached.1.deallocate()
            opaqueCached.0.deallocate()
            opaqueCached.1.deallocate()
        }

        /// The opaque case: straight channels, weights summing to 2^32, results by shifting.
        /// The same values as the premultiplied path (alpha 255 cancels exactly).
        private mutating func filterOpaque(row: Int, rows: AxisFilter, columns: AxisFilter, source: UnsafeRawBufferPointer, imageWidth: Int,
                                           into colors: UnsafeMutablePointer<RGBA8>) {
            let width = self.width, sums = self.sums
            // The loops are in C (CProofPixels): per pixel of every image, they ran many times
            // slower in -Onone test builds.
            memset(sums, 0, width * 4 * MemoryLayout<UInt64>.stride)
            for tap in rows.starts[row]..<rows.starts[row + 1] {
                let filtered = opaqueRow(rows.indices[tap], columns: columns, source: source, imageWidth: imageWidth)
                proof_accumulate_u32(sums, filtered, rows.weights[tap], width * 4)
            }
            proof_resolve_opaque(sums, width, UnsafeMutableRawPointer(colors).assumingMemoryBound(to: UInt8.self))
        }

        /// Source row `sourceRow` of an opaque image filtered horizontally (cached).
        private mutating func opaqueRow(_ sourceRow: Int, columns: AxisFilter, source: UnsafeRawBufferPointer,
                                        imageWidth: Int) -> UnsafeMutablePointer<UInt32> {
            if keys.0 == sourceRow { return opaqueCached.0 }
            if keys.1 == sourceRow { return opaqueCached.1 }
            let filtered = next == 0 ? opaqueCached.0 : opaqueCached.1
            if next == 0 { keys.0 = sourceRow } else { keys.1 = sourceRow }
            next = 1 - next
            let row = source.baseAddress!.assumingMemoryBound(to: UInt8.self) + sourceRow * imageWidth * 4
            columns.withTaps { starts, indices, weights in
                proof_filter_row_opaque(row, width, starts.baseAddress!, indices.baseAddress, weights.baseAddress, filtered)
            }
            return filtered
        }

        mutating func filter(row: Int, rows: AxisFilter, columns: AxisFilter, source: UnsafeRawBufferPointer, imageWidth: Int,
                             into colors: UnsafeMutablePointer<RGBA8>) {
            if opaque { return filterOpaque(row: row, rows: rows, columns: columns, source: source, imageWidth: imageWidth, into: colors) }
            let width = self.width, sums = self.sums
            memset(sums, 0, width * 4 * MemoryLayout<UInt64>.stride)
            for tap in rows.starts[row]..<rows.starts[row + 1] {
                let filtered = horizontal(sourceRow: rows.indices[tap], columns: columns, source: source, imageWidth: imageWidth)
                proof_accumulate_u64(sums, filtered, rows.weights[tap], width * 4)
            }
            // Straight colour = premultiplied sum / alpha sum, rounded (halves up); clear
            // where the alpha rounds to 0.
            proof_resolve_premultiplied(sums, width, UnsafeMutableRawPointer(colors).assumingMemoryBound(to: UInt8.self))
        }

        private mutating func horizontal(sourceRow: Int, columns: AxisFilter, source: UnsafeRawBufferPointer,
                                         imageWidth: Int) -> UnsafeMutablePointer<UInt64> {
            if keys.0 == sourceRow { return cached.0 }
            if keys.1 == sourceRow { return cached.1 }
            let filtered = next == 0 ? cached.0 : cached.1
            if next == 0 { keys.0 = sourceRow } else { keys.1 = sourceRow }
            next = 1 - next
            let row = source.baseAddress!.assumingMemoryBound(to: UInt8.self) + sourceRow * imageWidth * 4
            columns.withTaps { starts, indices, weights in
                proof_filter_row_premultiplied(row, width, starts.baseAddress!, indices.baseAddress, weights.baseAddress, filtered)
            }
            return filtered
        }
    }
}

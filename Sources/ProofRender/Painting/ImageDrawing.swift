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
            func source(_ position: Double) -> Double { (position - low) * ratio }
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
        var rowColors = [RGBA8](repeating: .clear, count: width)
        var cache = RowCache(width: width)
        var currentRow = Int.min
        let pixels = surface.buffer
        let mask = clip.mask
        image.withUnsafeBytes { source in
            RectCoverage(outer: destination, window: window).forEachRun(in: window) { row, column, count, coverage in
                if row != currentRow {
                    currentRow = row
                    let r = row - window.minY
                    if nearest {
                        let base = rows.indices[r] * imageWidth
                        for c in 0..<width {
                            let offset = (base + columns.indices[c]) * 4
                            rowColors[c] = RGBA8(r: source[offset], g: source[offset + 1], b: source[offset + 2], a: source[offset + 3])
                        }
                    } else {
                        Self.filterRow(rows: rows, row: r, columns: columns, source: source, imageWidth: imageWidth,
                                       cache: &cache, into: &rowColors)
                    }
                }
                var value = Int(coverage)
                if opacity != 255 { value = multiplyCoverage(value, opacity) }
                guard value > 0 else { return }
                var offset = surface.offset(x: column, y: row)
                var maskIndex = mask?.index(x: column, y: row) ?? 0
                for c in column - window.minX..<column - window.minX + count {
                    var clipped = value
                    if let mask { clipped = multiplyCoverage(value, Int(mask.values[maskIndex])) }
                    let color = rowColors[c]
                    if clipped == 255 && color.a == 255 {
                        pixels[offset] = color.r
                        pixels[offset + 1] = color.g
                        pixels[offset + 2] = color.b
                        pixels[offset + 3] = 255
                    } else if clipped > 0 && color.a > 0 {
                        blend(color, coverage: UInt8(clipped), into: pixels, at: offset)
                    }
                    offset += 4
                    maskIndex += 1
                }
            }
        }
    }

    /// The two most recent source rows filtered horizontally: per destination column, the
    /// weighted sums of r·a, g·a, b·a and a (each below 2^32).
    struct RowCache {
        var keys = [-1, -1]
        var rows: [[UInt64]]
        var next = 0

        init(width: Int) {
            rows = [[UInt64](repeating: 0, count: width * 4), [UInt64](repeating: 0, count: width * 4)]
        }
    }

    private static func filterRow(rows: AxisFilter, row: Int, columns: AxisFilter, source: UnsafeRawBufferPointer, imageWidth: Int,
                                  cache: inout RowCache, into colors: inout [RGBA8]) {
        let width = colors.count
        var sums = [UInt64](repeating: 0, count: width * 4)
        for tap in rows.starts[row]..<rows.starts[row + 1] {
            let sourceRow = rows.indices[tap], rowWeight = rows.weights[tap]
            let slot: Int
            if let found = cache.keys.firstIndex(of: sourceRow) {
                slot = found
            } else {
                slot = cache.next
                cache.next = 1 - cache.next
                cache.keys[slot] = sourceRow
                let base = sourceRow * imageWidth * 4
                cache.rows[slot].withUnsafeMutableBufferPointer { filtered in
                    for column in 0..<width {
                        var r: UInt64 = 0, g: UInt64 = 0, b: UInt64 = 0, a: UInt64 = 0
                        for index in columns.starts[column]..<columns.starts[column + 1] {
                            let offset = base + columns.indices[index] * 4, weight = columns.weights[index]
                            let alpha = UInt64(source[offset + 3])
                            let weightedAlpha = weight * alpha
                            r += weightedAlpha * UInt64(source[offset])
                            g += weightedAlpha * UInt64(source[offset + 1])
                            b += weightedAlpha * UInt64(source[offset + 2])
                            a += weightedAlpha
                        }
                        filtered[column * 4] = r
                        filtered[column * 4 + 1] = g
                        filtered[column * 4 + 2] = b
                        filtered[column * 4 + 3] = a
                    }
                }
            }
            cache.rows[slot].withUnsafeBufferPointer { filtered in
                for index in 0..<width * 4 { sums[index] += rowWeight * filtered[index] }
            }
        }
        for column in 0..<width {
            let alphaSum = sums[column * 4 + 3]  // alpha × 2^32
            let alpha = (alphaSum + (1 << 31)) >> 32
            guard alpha > 0 else {
                colors[column] = .clear
                continue
            }
            // Straight colour = premultiplied sum / alpha sum, rounded (halves up).
            func channel(_ sum: UInt64) -> UInt8 {
                if alphaSum == 255 << 32 { return UInt8((sum + (255 << 31)) / (255 << 32)) }
                return UInt8(min(255, (2 * sum + alphaSum) / (2 * alphaSum)))
            }
            colors[column] = RGBA8(r: channel(sums[column * 4]), g: channel(sums[column * 4 + 1]), b: channel(sums[column * 4 + 2]),
                                   a: UInt8(min(alpha, 255)))
        }
    }
}

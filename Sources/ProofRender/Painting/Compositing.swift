/// Pixels being painted: the bitmap, or the offscreen of a layer, whose top left pixel sits
/// at (`originX`, `originY`) on the device.
struct Surface {
    let pixels: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    let originX: Int
    let originY: Int

    var deviceBounds: PixelRect { PixelRect(minX: originX, minY: originY, maxX: originX + width, maxY: originY + height) }
    var buffer: UnsafeMutableRawBufferPointer { UnsafeMutableRawBufferPointer(start: pixels, count: width * height * 4) }

    /// The byte offset of device pixel (`x`, `y`).
    @inline(__always) func offset(x: Int, y: Int) -> Int { ((y - originY) * width + (x - originX)) * 4 }
}

/// Memory the painter allocates for itself (layers, clip masks), released when the owner
/// goes away, also when painting stops with an error.
final class PixelStorage {
    let bytes: UnsafeMutableRawPointer
    let count: Int

    init(zeroedByteCount count: Int) {
        self.count = count
        bytes = UnsafeMutableRawPointer.allocate(byteCount: max(count, 1), alignment: 16)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: count)
    }

    deinit { bytes.deallocate() }
}

/// Anti-aliased clip coverage over `bounds`, one byte a pixel, rows from the top.
struct ClipMask {
    let bounds: PixelRect
    let storage: PixelStorage

    var values: UnsafeMutablePointer<UInt8> { storage.bytes.assumingMemoryBound(to: UInt8.self) }

    /// The index of device pixel (`x`, `y`) in ``values``.
    @inline(__always) func index(x: Int, y: Int) -> Int { (y - bounds.minY) * bounds.width + (x - bounds.minX) }
}

/// Where painting may change pixels: whole pixels inside `bounds`, each also scaled by the
/// mask's coverage when there is a mask (its bounds contain `bounds`).
struct ClipState {
    var bounds: PixelRect
    var mask: ClipMask?
}

/// `a × b / 255` rounded to the nearest integer (halves up), for coverages and opacities.
@inline(__always)
func multiplyCoverage(_ a: Int, _ b: Int) -> Int { (a * b * 2 + 255) / 510 }

/// A colour's four bytes as one 32-bit word in memory order, to fill runs of pixels.
@inline(__always)
func pixelWord(_ color: RGBA8) -> UInt32 {
    var word: UInt32 = 0
    withUnsafeMutableBytes(of: &word) { bytes in
        bytes[0] = color.r
        bytes[1] = color.g
        bytes[2] = color.b
        bytes[3] = color.a
    }
    return word
}

/// The source-over results of one colour at one coverage over every opaque destination
/// value, per channel: a translucent fill's interior then costs a table lookup per byte,
/// with the same bytes as ``blend(_:coverage:into:at:)``.
final class OpaqueBlendTable {
    let coverage: Int
    let values: UnsafeMutablePointer<UInt8>

    init(color: RGBA8, coverage: Int) {
        self.coverage = coverage
        values = .allocate(capacity: 768)
        var pixel: [UInt8] = [0, 0, 0, 255]
        pixel.withUnsafeMutableBytes { bytes in
            for destination in 0..<256 {
                for channel in 0..<3 { bytes[channel] = UInt8(destination) }
                bytes[3] = 255
                blend(color, coverage: UInt8(coverage), into: bytes, at: 0)
                for channel in 0..<3 { values[channel * 256 + destination] = bytes[channel] }
            }
        }
    }

    deinit { values.deallocate() }
}

/// Composites one colour through runs of coverage, with the clip mask and an opacity:
/// the source alpha of a pixel is colour alpha × coverage × clip × opacity, the last three
/// combined first in integers (each product rounded to the nearest 1/255), then blended
/// exactly by ``blend(_:coverage:into:at:)``.
struct ColorSpanPainter {
    let surface: Surface
    let mask: ClipMask?
    let color: RGBA8
    let word: UInt32
    let opacity: Int
    /// For the interior of translucent fills (full coverage and clip, opaque pixels below).
    let table: OpaqueBlendTable?

    init(surface: Surface, mask: ClipMask?, color: RGBA8, opacity: Int) {
        self.surface = surface
        self.mask = mask
        self.color = color
        word = pixelWord(color)
        self.opacity = opacity
        table = (color.a < 255 || opacity < 255) && opacity > 0 ? OpaqueBlendTable(color: color, coverage: opacity) : nil
    }

    @inline(__always)
    func paint(row y: Int, column x: Int, count: Int, coverage: UInt8) {
        var value = Int(coverage)
        if opacity != 255 { value = multiplyCoverage(value, opacity) }
        guard value > 0 else { return }
        let pixels = surface.buffer
        var offset = surface.offset(x: x, y: y)
        if let mask {
            let values = mask.values
            var index = mask.index(x: x, y: y)
            let lookUp = coverage == 255 ? table?.values : nil
            for _ in 0..<count {
                let clip = Int(values[index])
                if clip == 255, let lookUp, pixels[offset + 3] == 255 {
                    pixels[offset] = lookUp[Int(pixels[offset])]
                    pixels[offset + 1] = lookUp[256 + Int(pixels[offset + 1])]
                    pixels[offset + 2] = lookUp[512 + Int(pixels[offset + 2])]
                } else {
                    let clipped = value == 255 ? clip : multiplyCoverage(value, clip)
                    if clipped > 0 { blend(color, coverage: UInt8(clipped), into: pixels, at: offset) }
                }
                offset += 4
                index += 1
            }
            return
        }
        if value == 255 && color.a == 255 {
            (surface.pixels + offset).withMemoryRebound(to: UInt32.self, capacity: count) { $0.update(repeating: word, count: count) }
            return
        }
        let partial = UInt8(value)
        if let table, coverage == 255 {
            let values = table.values
            for _ in 0..<count {
                if pixels[offset + 3] == 255 {
                    pixels[offset] = values[Int(pixels[offset])]
                    pixels[offset + 1] = values[256 + Int(pixels[offset + 1])]
                    pixels[offset + 2] = values[512 + Int(pixels[offset + 2])]
                } else {
                    blend(color, coverage: partial, into: pixels, at: offset)
                }
                offset += 4
            }
            return
        }
        for _ in 0..<count {
            blend(color, coverage: partial, into: pixels, at: offset)
            offset += 4
        }
    }
}

/// Composites a gradient through runs of coverage, with the clip mask and an opacity: the
/// colour of each pixel is the gradient's at the pixel's centre, then blended as
/// ``ColorSpanPainter`` blends one colour.
struct GradientSpanPainter {
    let surface: Surface
    let mask: ClipMask?
    let stops: GradientStops
    let opacity: Int
    /// Where the gradient is, in device pixels.
    let geometry: Geometry

    enum Geometry {
        /// `t` = (p − start) · direction / |direction|².
        case linear(x: Double, y: Double, dx: Double, dy: Double, lengthSquared: Double)
        /// `t` = (|p − centre| − start) / (end − start).
        case radial(x: Double, y: Double, start: Double, end: Double)
        /// A colour everywhere.
        case solid
    }

    init(surface: Surface, mask: ClipMask?, paint: Paint, scale: Double, opacity: Int) {
        self.surface = surface
        self.mask = mask
        self.opacity = opacity
        switch paint {
        case let .color(color):
            stops = GradientStops([.init(location: 0, color: color)])
            geometry = .solid
        case let .linearGradient(stops, start, end):
            self.stops = stops
            let dx = (end.x - start.x) * scale, dy = (end.y - start.y) * scale
            let lengthSquared = dx * dx + dy * dy
            geometry = lengthSquared > 0 ? .linear(x: start.x * scale, y: start.y * scale, dx: dx, dy: dy, lengthSquared: lengthSquared) : .solid
        case let .radialGradient(stops, center, startRadius, endRadius):
            self.stops = stops
            geometry = .radial(x: center.x * scale, y: center.y * scale, start: startRadius * scale, end: endRadius * scale)
        }
    }

    @inline(__always)
    private func color(x: Int, y: Int) -> RGBA8 {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        switch geometry {
        case .solid:
            return stops.color(at: 0)
        case let .linear(sx, sy, dx, dy, lengthSquared):
            return stops.color(at: ((px - sx) * dx + (py - sy) * dy) / lengthSquared)
        case let .radial(cx, cy, start, end):
            let distance = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
            let span = end - start
            return stops.color(at: span > 0 ? (distance - start) / span : (distance < start ? 0 : 1))
        }
    }

    func paint(row y: Int, column x: Int, count: Int, coverage: UInt8) {
        var value = Int(coverage)
        if opacity != 255 { value = multiplyCoverage(value, opacity) }
        guard value > 0 else { return }
        let pixels = surface.buffer
        var offset = surface.offset(x: x, y: y)
        for column in x..<(x + count) {
            var alpha = value
            if let mask {
                let clip = Int(mask.values[mask.index(x: column, y: y)])
                alpha = value == 255 ? clip : multiplyCoverage(value, clip)
            }
            if alpha > 0 {
                let color = color(x: column, y: y)
                if color.a > 0 { blend(color, coverage: UInt8(alpha), into: pixels, at: offset) }
            }
            offset += 4
        }
    }
}

/// One pixel: 8-bit red, green, blue and alpha in sRGB, alpha not premultiplied (as in PNG).
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    public static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)
    public static let black = RGBA8(r: 0, g: 0, b: 0)
    public static let white = RGBA8(r: 255, g: 255, b: 255)

    /// `#rrggbbaa`, lower case.
    public var description: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for byte in [r, g, b, a] {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return text
    }
}

/// An image of RGBA8 pixels (sRGB, straight alpha), stored row by row from the top left.
///
/// A value type: copies are independent. Two bitmaps are equal when their sizes and every
/// pixel byte are equal; ``contentHash`` is a stable digest of exactly that.
public struct Bitmap: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
    public private(set) var bytes: [UInt8]

    /// A bitmap filled with one colour (transparent by default).
    ///
    /// Sizes come from the caller's own arithmetic, so a negative or overflowing size is a
    /// programming error; sizes read from untrusted input are checked against a
    /// ``PixelLimit`` before they get here.
    public init(width: Int, height: Int, fill: RGBA8 = .clear) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative: \(width)×\(height)")
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        precondition(!overflow && pixels <= Int.max / 4, "Bitmap size overflows: \(width)×\(height)")
        self.width = width
        self.height = height
        if fill == .clear {
            bytes = [UInt8](repeating: 0, count: pixels * 4)
        } else {
            let total = pixels * 4
            bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, count in
                guard let base = buffer.baseAddress, total > 0 else { count = 0; return }
                base[0] = fill.r
                base[1] = fill.g
                base[2] = fill.b
                base[3] = fill.a
                // Doubling copies: a full-screen fill costs a few large memcpys, not a byte loop.
                var filled = 4
                while filled < total {
                    let chunk = min(filled, total - filled)
                    (base + filled).update(from: base, count: chunk)
                    filled += chunk
                }
                count = total
            }
        }
    }

    /// A bitmap over existing RGBA8 bytes; `nil` when the byte count is not `width * height * 4`.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0 else { return nil }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Int.max / 4, bytes.count == pixels * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Number of pixels.
    public var pixelCount: Int { width * height }

    /// The pixel at column `x`, row `y` (both from zero, top left).
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let offset = (y * width + x) * 4
            return RGBA8(r: bytes[offset], g: bytes[offset + 1], b: bytes[offset + 2], a: bytes[offset + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let offset = (y * width + x) * 4
            bytes[offset] = newValue.r
            bytes[offset + 1] = newValue.g
            bytes[offset + 2] = newValue.b
            bytes[offset + 3] = newValue.a
        }
    }

    /// Calls `body` with the pixel bytes for reading.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
    }

    /// Calls `body` with the pixel bytes for writing; the count cannot change.
    public mutating func withUnsafeMutableBytes<R>(_ body: (UnsafeMutableRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBytes(body)
    }

    /// A stable 64-bit digest of the size and pixels: XXH64 of ``bytes`` seeded with
    /// `width << 32 | height`. The same on every platform and in every process, so it can be
    /// stored in a file and compared later.
    public var contentHash: UInt64 {
        bytes.withUnsafeBytes { XXH64.hash($0, seed: UInt64(truncatingIfNeeded: width) << 32 | UInt64(truncatingIfNeeded: height)) }
    }

    public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.bytes == rhs.bytes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(contentHash)
    }
}

/// The largest image, in pixels, that a decoder or renderer will allocate.
public struct PixelLimit: Hashable, Sendable, CustomStringConvertible {
    /// Maximum number of pixels (width × height).
    public var maxPixels: Int

    /// 50 megapixels: larger than any device screenshot at scale 3, far below what exhausts memory.
    public static let `default` = PixelLimit(maxPixels: 50_000_000)

    public init(maxPixels: Int) {
        self.maxPixels = maxPixels
    }

    /// True when an image of this size is within the limit (negative sizes never are).
    public func allows(width: Int, height: Int) -> Bool {
        guard width >= 0, height >= 0 else { return false }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && pixels <= maxPixels
    }

    public var description: String { "\(maxPixels) pixels" }
}

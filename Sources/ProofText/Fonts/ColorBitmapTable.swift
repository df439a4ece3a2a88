/// One colour glyph picture from a font's `CBDT` table: PNG bytes and where they go.
///
/// The metrics are in pixels of the strike (``pixelsPerEm``): a renderer scales the picture
/// by `size / pixelsPerEm` and puts its top left at `(bearingX, −bearingY)` from the pen
/// position on the baseline.
public struct ColorGlyphBitmap: Hashable, Sendable {
    /// The PNG file of the picture.
    public var png: [UInt8]
    /// Width and height of the picture in pixels, as the font declares them.
    public var width: Int
    public var height: Int
    /// Pixels from the pen position to the picture's left edge.
    public var bearingX: Int
    /// Pixels from the baseline up to the picture's top edge.
    public var bearingY: Int
    /// The strike's size: pixels per em the picture was drawn for.
    public var pixelsPerEm: Int
    /// Byte offset of the PNG data in the font file, for error messages.
    public var fileOffset: Int
}

/// The `CBLC` and `CBDT` tables (OpenType colour bitmaps): for each strike, where each
/// glyph's PNG is. Everything is checked when the font loads, against the tables' bounds and
/// ``maxBitmapSide``, so a glyph that loads has a well-formed record (its PNG is decoded and
/// checked against the declared size when it is first drawn).
struct ColorBitmapTable: Sendable {
    /// The largest picture side accepted: Noto Color Emoji's are 136 × 128; Apple's 160.
    static let maxBitmapSide = 1_024
    /// More strikes than any real font has (Noto: 1).
    static let maxStrikes = 64

    struct Location: Sendable {
        var offset: Int
        var length: Int
        var imageFormat: UInt16
        /// Metrics from `CBLC` (index formats 2 and 5), used by image format 19.
        var sharedMetrics: BigMetrics?
    }

    struct BigMetrics: Sendable {
        var height: Int, width: Int, bearingX: Int, bearingY: Int
    }

    struct Strike: Sendable {
        var pixelsPerEm: Int
        var glyphs: [UInt16: Location]
    }

    let data: TableReader
    let strikes: [Strike]

    init(cblc: TableReader, cbdt: TableReader, glyphCount: Int) throws(FontError) {
        data = cbdt
        let major = try cblc.u16(0)
        guard major == 2 || major == 3 else {
            throw cblc.error(.unsupported, at: 0, "CBLC version \(major) is not 2 or 3")
        }
        let strikeCount = Int(try cblc.u32(4))
        guard strikeCount <= Self.maxStrikes else {
            throw cblc.error(.limitExceeded, at: 4, "\(strikeCount) bitmap strikes; at most \(Self.maxStrikes) are read")
        }
        try cblc.require(8, strikeCount * 48, "\(strikeCount) bitmap size records")
        var strikes: [Strike] = []
        var totalGlyphs = 0
        for index in 0..<strikeCount {
            let record = 8 + index * 48
            let arrayOffset = Int(try cblc.u32(record))
            let subtableCount = Int(try cblc.u32(record + 8))
            let ppem = Int(try cblc.u8(record + 44))
            guard ppem > 0 else { throw cblc.error(.malformed, at: record + 44, "a bitmap strike of 0 pixels per em") }
            guard subtableCount <= glyphCount else {
                throw cblc.error(.malformed, at: record + 8, "\(subtableCount) index subtables for \(glyphCount) glyphs")
            }
            try cblc.require(arrayOffset, subtableCount * 8, "the index subtable array of strike \(index)")
            var glyphs: [UInt16: Location] = [:]
            for subtable in 0..<subtableCount {
                let entry = arrayOffset + subtable * 8
                let first = Int(try cblc.u16(entry)), last = Int(try cblc.u16(entry + 2))
                guard first <= last, last < glyphCount else {
                    throw cblc.error(.malformed, at: entry, "glyph range \(first)...\(last) is not inside the font's \(glyphCount) glyphs")
                }
                totalGlyphs += last - first + 1
                guard totalGlyphs <= glyphCount * Self.maxStrikes else {
                    throw cblc.error(.limitExceeded, at: entry, "the bitmap index lists more glyphs than the font has in \(Self.maxStrikes) strikes")
                }
                let header = arrayOffset + Int(try cblc.u32(entry + 4))
                try Self.readSubtable(cblc, at: header, first: first, last: last, cbdt: cbdt, into: &glyphs)
            }
            strikes.append(Strike(pixelsPerEm: ppem, glyphs: glyphs))
        }
        self.strikes = strikes.sorted { $0.pixelsPerEm < $1.pixelsPerEm }
    }

    private static func readSubtable(_ cblc: TableReader, at header: Int, first: Int, last: Int, cbdt: TableReader,
                                     into glyphs: inout [UInt16: Location]) throws(FontError) {
        let indexFormat = try cblc.u16(header)
        let imageFormat = try cblc.u16(header + 2)
        let imageBase = Int(try cblc.u32(header + 4))
        guard [17, 18, 19].contains(imageFormat) else {
            throw cblc.error(.unsupported, at: header + 2, "bitmap image format \(imageFormat); ProofText reads the PNG formats 17, 18 and 19")
        }
        func add(_ glyph: Int, _ start: Int, _ end: Int, at offset: Int, metrics: BigMetrics? = nil) throws(FontError) {
            guard start <= end else {
                throw cblc.error(.malformed, at: offset, "the bitmap of glyph \(glyph) ends (\(end)) before it starts (\(start))")
            }
            guard end > start else { return }  // No picture: the glyph draws nothing.
            try cbdt.require(imageBase + start, end - start, "the bitmap of glyph \(glyph)")
            glyphs[UInt16(glyph)] = Location(offset: imageBase + start, length: end - start, imageFormat: imageFormat, sharedMetrics: metrics)
        }
        let count = last - first + 1
        switch indexFormat {
        case 1, 3:
            let size = indexFormat == 1 ? 4 : 2
            try cblc.require(header + 8, (count + 1) * size, "the bitmap offsets of glyphs \(first)...\(last)")
            func offset(_ index: Int) throws(FontError) -> Int {
                indexFormat == 1 ? Int(try cblc.u32(header + 8 + index * 4)) : Int(try cblc.u16(header + 8 + index * 2))
            }
            for index in 0..<count {
                try add(first + index, try offset(index), try offset(index + 1), at: header + 8 + index * size)
            }
        case 2:
            let imageSize = Int(try cblc.u32(header + 8))
            let metrics = try bigMetrics(cblc, at: header + 12)
            for index in 0..<count {
                try add(first + index, index * imageSize, (index + 1) * imageSize, at: header + 8, metrics: metrics)
            }
        case 4:
            let pairs = Int(try cblc.u32(header + 8))
            guard pairs <= count + 1 else { throw cblc.error(.malformed, at: header + 8, "\(pairs) glyph offsets for \(count) glyphs") }
            try cblc.require(header + 12, (pairs + 1) * 4, "\(pairs) glyph offset pairs")
            for index in 0..<pairs {
                let at = header + 12 + index * 4
                let glyph = Int(try cblc.u16(at))
                guard glyph >= first, glyph <= last else {
                    throw cblc.error(.malformed, at: at, "glyph \(glyph) is outside its subtable's range \(first)...\(last)")
                }
                try add(glyph, Int(try cblc.u16(at + 2)), Int(try cblc.u16(at + 6)), at: at)
            }
        case 5:
            let imageSize = Int(try cblc.u32(header + 8))
            let metrics = try bigMetrics(cblc, at: header + 12)
            let glyphCount = Int(try cblc.u32(header + 20))
            guard glyphCount <= count else { throw cblc.error(.malformed, at: header + 20, "\(glyphCount) glyphs in a range of \(count)") }
            try cblc.require(header + 24, glyphCount * 2, "\(glyphCount) glyph ids")
            for index in 0..<glyphCount {
                let glyph = Int(try cblc.u16(header + 24 + index * 2))
                guard glyph >= first, glyph <= last else {
                    throw cblc.error(.malformed, at: header + 24 + index * 2, "glyph \(glyph) is outside its subtable's range \(first)...\(last)")
                }
                try add(glyph, index * imageSize, (index + 1) * imageSize, at: header + 24 + index * 2, metrics: metrics)
            }
        default:
            throw cblc.error(.unsupported, at: header, "bitmap index format \(indexFormat) is not one of 1 to 5")
        }
    }

    private static func bigMetrics(_ reader: TableReader, at offset: Int) throws(FontError) -> BigMetrics {
        let metrics = BigMetrics(height: Int(try reader.u8(offset)), width: Int(try reader.u8(offset + 1)),
                                 bearingX: Int(Int8(bitPattern: try reader.u8(offset + 2))),
                                 bearingY: Int(Int8(bitPattern: try reader.u8(offset + 3))))
        return metrics
    }

    /// The strike to draw at `pixelsPerEm`: the smallest at least that large (downscaling keeps
    /// detail), else the largest.
    func strike(for pixelsPerEm: Double) -> Strike? {
        strikes.first { Double($0.pixelsPerEm) >= pixelsPerEm } ?? strikes.last
    }

    /// The picture of `glyph` for drawing at `pixelsPerEm`, or nil when the glyph has none.
    func bitmap(of glyph: UInt16, pixelsPerEm: Double) throws(FontError) -> ColorGlyphBitmap? {
        guard let strike = strike(for: pixelsPerEm), let location = strike.glyphs[glyph] else { return nil }
        let at = location.offset
        let metrics: BigMetrics
        let pngStart: Int
        switch location.imageFormat {
        case 17:
            metrics = BigMetrics(height: Int(try data.u8(at)), width: Int(try data.u8(at + 1)),
                                 bearingX: Int(Int8(bitPattern: try data.u8(at + 2))), bearingY: Int(Int8(bitPattern: try data.u8(at + 3))))
            pngStart = at + 5
        case 18:
            metrics = try Self.bigMetrics(data, at: at)
            pngStart = at + 8
        default:
            guard let shared = location.sharedMetrics else {
                throw data.error(.malformed, at: at, "glyph \(glyph)'s bitmap (format 19) has no metrics in its index subtable")
            }
            metrics = shared
            pngStart = at
        }
        let length = Int(try data.u32(pngStart))
        guard pngStart + 4 <= at + location.length, length <= at + location.length - pngStart - 4 else {
            throw data.error(.malformed, at: pngStart, "glyph \(glyph)'s PNG (\(length) bytes) runs past its \(location.length)-byte bitmap record")
        }
        guard metrics.width > 0, metrics.height > 0, metrics.width <= Self.maxBitmapSide, metrics.height <= Self.maxBitmapSide else {
            throw data.error(.limitExceeded, at: at,
                             "glyph \(glyph)'s bitmap is \(metrics.width) × \(metrics.height) pixels; sides must be between 1 and \(Self.maxBitmapSide)")
        }
        try data.require(pngStart + 4, length, "glyph \(glyph)'s PNG")
        let png = data.withUncheckedBytes(from: pngStart + 4) { [UInt8](UnsafeBufferPointer(start: $0, count: length)) }
        return ColorGlyphBitmap(png: png, width: metrics.width, height: metrics.height, bearingX: metrics.bearingX,
                                bearingY: metrics.bearingY, pixelsPerEm: strike.pixelsPerEm, fileOffset: data.start + pngStart + 4)
    }

    /// Checks every glyph's record (metrics, PNG length) as drawing would read it.
    func validateAll() throws(FontError) {
        for strike in strikes {
            for glyph in strike.glyphs.keys.sorted() {
                _ = try bitmap(of: glyph, pixelsPerEm: Double(strike.pixelsPerEm))
            }
        }
    }
}

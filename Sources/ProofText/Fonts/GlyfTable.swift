/// Limits on what one glyph may ask for, so that a hostile font cannot make the reader
/// allocate without bound or recurse forever.
public struct GlyphLimits: Hashable, Sendable {
    /// Maximum number of points in a glyph after its composite components are resolved.
    public var maxPoints: Int
    /// Maximum nesting of composite glyphs (a composite of composites…), at most 64.
    public var maxCompositeDepth: Int
    /// Maximum number of components visited while resolving one glyph, at all depths.
    public var maxComponents: Int

    /// Far beyond any real font (Inter's largest glyph has a few hundred points, its deepest
    /// composite two levels), far below anything that costs noticeable memory.
    public static let `default` = GlyphLimits(maxPoints: 65_536, maxCompositeDepth: 8, maxComponents: 1_024)

    /// Custom limits, e.g. tighter ones for fonts from untrusted sources.
    public init(maxPoints: Int, maxCompositeDepth: Int, maxComponents: Int) {
        self.maxPoints = maxPoints
        self.maxCompositeDepth = min(max(maxCompositeDepth, 0), 64)
        self.maxComponents = maxComponents
    }
}

/// The `loca` and `glyf` tables: where each glyph's data is, and how to decode it.
struct GlyfTable: Sendable {
    let glyf: TableReader
    /// `glyphCount + 1` offsets into `glyf`.
    let offsets: [UInt32]
    let limits: GlyphLimits

    init(loca: TableReader, glyf: TableReader, glyphCount: Int, longOffsets: Bool, limits: GlyphLimits) throws(FontError) {
        let entrySize = longOffsets ? 4 : 2
        try loca.require(0, (glyphCount + 1) * entrySize, "the 'loca' offsets for \(glyphCount) glyphs")
        var offsets = [UInt32]()
        offsets.reserveCapacity(glyphCount + 1)
        for index in 0...glyphCount {
            let offset = longOffsets ? try loca.u32(index * 4) : UInt32(try loca.u16(index * 2)) * 2
            if let previous = offsets.last, offset < previous {
                throw loca.error(.malformed, at: index * entrySize,
                                 "glyph \(index - 1) ends at \(offset), before it starts at \(previous): the 'loca' offsets must not decrease")
            }
            guard offset <= glyf.count else {
                throw loca.error(.malformed, at: index * entrySize,
                                 "glyph offset \(offset) is past the end of the \(glyf.count)-byte 'glyf' table")
            }
            offsets.append(offset)
        }
        self.glyf = glyf
        self.offsets = offsets
        self.limits = limits
    }

    var glyphCount: Int { offsets.count - 1 }

    /// The resolved outline of `glyph`: simple glyphs as stored, composites flattened.
    func outline(of glyph: Int) throws(FontError) -> GlyphOutline {
        var outline = GlyphOutline()
        var budget = Budget(components: limits.maxComponents)
        // The composites being resolved, outermost first, in scratch memory.
        try withUnsafeTemporaryAllocation(of: Int.self, capacity: min(max(limits.maxCompositeDepth, 1), 64)) { (storage) throws(FontError) in
            var chain = CompositeChain(storage: storage)
            try append(glyph, to: &outline, chain: &chain, budget: &budget)
        }
        return outline
    }

    private struct Budget {
        var components: Int
    }

    /// A stack of glyph ids in caller-provided memory.
    private struct CompositeChain {
        let storage: UnsafeMutableBufferPointer<Int>
        var count = 0

        var glyphs: [Int] { Array(storage[0..<count]) }
        func contains(_ glyph: Int) -> Bool { storage[0..<count].contains(glyph) }
        mutating func push(_ glyph: Int) {
            storage[count] = glyph
            count += 1
        }
        mutating func pop() { count -= 1 }
    }

    private func append(_ glyph: Int, to outline: inout GlyphOutline, chain: inout CompositeChain, budget: inout Budget) throws(FontError) {
        guard glyph >= 0, glyph < glyphCount else {
            throw glyf.error(.malformed, at: 0, "glyph \(glyph) does not exist (the font has \(glyphCount) glyphs)")
        }
        let start = Int(offsets[glyph])
        let length = Int(offsets[glyph + 1]) - start
        if length == 0 { return }
        let data = try glyf.sub(start, length, "glyph \(glyph)")
        let contourCount = Int(try data.i16(0))
        if contourCount >= 0 {
            try appendSimple(glyph, data: data, contourCount: contourCount, to: &outline)
        } else {
            guard chain.count < limits.maxCompositeDepth, chain.count < chain.storage.count else {
                throw data.error(.limitExceeded, at: 0,
                                 "composite glyph \(glyph) is nested more than \(limits.maxCompositeDepth) levels deep (\(chain.glyphs.map(String.init).joined(separator: " → ")))")
            }
            guard !chain.contains(glyph) else {
                throw data.error(.malformed, at: 0,
                                 "composite glyph \(glyph) contains itself (\((chain.glyphs + [glyph]).map(String.init).joined(separator: " → "))): the font is corrupt")
            }
            chain.push(glyph)
            try appendComposite(glyph, data: data, to: &outline, chain: &chain, budget: &budget)
            chain.pop()
        }
    }

    private func appendSimple(_ glyph: Int, data: TableReader, contourCount: Int, to outline: inout GlyphOutline) throws(FontError) {
        var cursor = 10
        try data.require(cursor, contourCount * 2, "the contour ends of glyph \(glyph)")
        let base = outline.points.count
        outline.contourEnds.reserveCapacity(outline.contourEnds.count + contourCount)
        var pointCount = 0
        for index in 0..<contourCount {
            let end = Int(try data.u16(cursor + index * 2)) + 1
            if index > 0 && end <= pointCount {
                throw data.error(.malformed, at: cursor + index * 2,
                                 "contour \(index) of glyph \(glyph) ends at point \(end - 1), not after the previous contour (\(pointCount - 1))")
            }
            pointCount = end
            outline.contourEnds.append(base + end)
        }
        cursor += contourCount * 2
        guard base + pointCount <= limits.maxPoints else {
            throw data.error(.limitExceeded, at: 0,
                             "glyph \(glyph) has more than \(limits.maxPoints) points")
        }
        let instructionLength = Int(try data.u16(cursor))
        cursor += 2 + instructionLength

        // Flags come run-length encoded; read them all first, since the coordinate arrays follow.
        try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: pointCount) { (flags) throws(FontError) in
            try decodePoints(glyph, data: data, cursor: cursor, flags: flags, to: &outline)
        }
    }

    private func decodePoints(_ glyph: Int, data: TableReader, cursor start: Int, flags: UnsafeMutableBufferPointer<UInt8>,
                              to outline: inout GlyphOutline) throws(FontError) {
        let pointCount = flags.count
        var cursor = start
        var flagCount = 0
        while flagCount < pointCount {
            let flag = try data.u8(cursor)
            cursor += 1
            var repeats = 1
            if flag & 0x08 != 0 {
                repeats += Int(try data.u8(cursor))
                cursor += 1
                guard flagCount + repeats <= pointCount else {
                    throw data.error(.malformed, at: cursor - 1,
                                     "a flag of glyph \(glyph) repeats past its \(pointCount) points")
                }
            }
            for _ in 0..<repeats {
                flags[flagCount] = flag
                flagCount += 1
            }
        }

        // Coordinates are deltas: x for every point, then y for every point, each 0, 1 or 2
        // bytes long by its flag. Check the whole block once, then read without checks.
        var xBytes = 0, yBytes = 0
        for flag in flags {
            xBytes &+= flag & 0x02 != 0 ? 1 : (flag & 0x10 != 0 ? 0 : 2)
            yBytes &+= flag & 0x04 != 0 ? 1 : (flag & 0x20 != 0 ? 0 : 2)
        }
        try data.require(cursor, xBytes + yBytes, "the coordinates of glyph \(glyph)")
        let base = outline.points.count
        outline.points.reserveCapacity(base + pointCount)
        data.withUncheckedBytes(from: cursor) { coordinates in
            var at = 0
            var x: Int32 = 0
            for flag in flags {
                if flag & 0x02 != 0 {
                    let delta = Int32(coordinates[at])
                    at &+= 1
                    x &+= flag & 0x10 != 0 ? delta : -delta
                } else if flag & 0x10 == 0 {
                    x &+= Int32(Int16(bitPattern: UInt16(coordinates[at]) << 8 | UInt16(coordinates[at &+ 1])))
                    at &+= 2
                }
                outline.points.append(OutlinePoint(x: x, y: 0, isOnCurve: flag & 0x01 != 0))
            }
            var y: Int32 = 0
            outline.points.withUnsafeMutableBufferPointer { points in
                for index in 0..<pointCount {
                    let flag = flags[index]
                    if flag & 0x04 != 0 {
                        let delta = Int32(coordinates[at])
                        at &+= 1
                        y &+= flag & 0x20 != 0 ? delta : -delta
                    } else if flag & 0x20 == 0 {
                        y &+= Int32(Int16(bitPattern: UInt16(coordinates[at]) << 8 | UInt16(coordinates[at &+ 1])))
                        at &+= 2
                    }
                    points[base &+ index].y = y
                }
            }
        }
    }

    private func appendComposite(_ glyph: Int, data: TableReader, to outline: inout GlyphOutline, chain: inout CompositeChain, budget: inout Budget) throws(FontError) {
        var cursor = 10
        while true {
            guard budget.components > 0 else {
                throw data.error(.limitExceeded, at: cursor,
                                 "glyph \(glyph) uses more than \(limits.maxComponents) components")
            }
            budget.components -= 1
            let flags = try data.u16(cursor)
            let component = Int(try data.u16(cursor + 2))
            cursor += 4
            let arg1: Int32
            let arg2: Int32
            let argsAreOffsets = flags & 0x0002 != 0
            if flags & 0x0001 != 0 {
                arg1 = argsAreOffsets ? Int32(try data.i16(cursor)) : Int32(try data.u16(cursor))
                arg2 = argsAreOffsets ? Int32(try data.i16(cursor + 2)) : Int32(try data.u16(cursor + 2))
                cursor += 4
            } else {
                arg1 = argsAreOffsets ? Int32(Int8(bitPattern: try data.u8(cursor))) : Int32(try data.u8(cursor))
                arg2 = argsAreOffsets ? Int32(Int8(bitPattern: try data.u8(cursor + 1))) : Int32(try data.u8(cursor + 1))
                cursor += 2
            }
            // The 2×2 matrix in F2Dot14 (16384 = 1.0): x' = a·x + c·y, y' = b·x + d·y.
            var a: Int64 = 16384, b: Int64 = 0, c: Int64 = 0, d: Int64 = 16384
            if flags & 0x0008 != 0 {
                a = Int64(try data.i16(cursor)); d = a
                cursor += 2
            } else if flags & 0x0040 != 0 {
                a = Int64(try data.i16(cursor)); d = Int64(try data.i16(cursor + 2))
                cursor += 4
            } else if flags & 0x0080 != 0 {
                a = Int64(try data.i16(cursor)); b = Int64(try data.i16(cursor + 2))
                c = Int64(try data.i16(cursor + 4)); d = Int64(try data.i16(cursor + 6))
                cursor += 8
            }

            let first = outline.points.count
            try append(component, to: &outline, chain: &chain, budget: &budget)
            let transformed = a != 16384 || b != 0 || c != 0 || d != 16384
            if transformed {
                // The matrix applies to offsets inside the component too: they are no longer separable.
                outline.componentOffsets.removeAll { $0.points.lowerBound >= first }
                for index in first..<outline.points.count {
                    let x = Int64(outline.points[index].x), y = Int64(outline.points[index].y)
                    outline.points[index].x = Int32(clamping: (a * x + c * y + 8192) >> 14)
                    outline.points[index].y = Int32(clamping: (b * x + d * y + 8192) >> 14)
                }
            }
            var dx: Int64, dy: Int64
            if argsAreOffsets {
                dx = Int64(arg1)
                dy = Int64(arg2)
                // Apple's convention: the offset goes through the matrix too (off by default, as in OpenType).
                if transformed && flags & 0x0800 != 0 && flags & 0x1000 == 0 {
                    (dx, dy) = ((a * dx + c * dy + 8192) >> 14, (b * dx + d * dy + 8192) >> 14)
                }
            } else {
                // Point matching: move the component so its point arg2 lands on the earlier point arg1.
                let parentPoint = Int(arg1), childPoint = first + Int(arg2)
                guard parentPoint < first, childPoint < outline.points.count else {
                    throw data.error(.malformed, at: cursor,
                                     "component \(component) of glyph \(glyph) anchors point \(arg2) to point \(arg1), and one of them does not exist")
                }
                dx = Int64(outline.points[parentPoint].x) - Int64(outline.points[childPoint].x)
                dy = Int64(outline.points[parentPoint].y) - Int64(outline.points[childPoint].y)
            }
            if dx != 0 || dy != 0 {
                if argsAreOffsets && first < outline.points.count {
                    outline.componentOffsets.append(ComponentOffset(points: first..<outline.points.count,
                                                                    dx: Int32(clamping: dx), dy: Int32(clamping: dy)))
                }
                for index in first..<outline.points.count {
                    outline.points[index].x = Int32(clamping: Int64(outline.points[index].x) + dx)
                    outline.points[index].y = Int32(clamping: Int64(outline.points[index].y) + dy)
                }
            }
            if flags & 0x0020 == 0 { break }
        }
    }
}

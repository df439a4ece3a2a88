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
    /// composite two levels; large CJK ideographs have about two thousand), low enough that a
    /// crafted glyph costs at most a few milliseconds to resolve and draw.
    public static let `default` = GlyphLimits(maxPoints: 16_384, maxCompositeDepth: 8, maxComponents: 1_024)

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
    /// Each glyph's left side bearing from `hmtx`, which places its outline (see ``outline(of:)``).
    let leftSideBearings: [Int16]
    let limits: GlyphLimits

    init(loca: TableReader, glyf: TableReader, glyphCount: Int, longOffsets: Bool, leftSideBearings: [Int16],
         limits: GlyphLimits) throws(FontError) {
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
        self.leftSideBearings = leftSideBearings
        self.limits = limits
    }

    /// A font without outlines (bitmap glyphs only): every glyph is empty.
    init(outlinelessGlyphCount glyphCount: Int, file: FontBytes, limits: GlyphLimits) {
        glyf = TableReader(file: file, start: 0, count: 0, tag: 0x676C_7966)  // 'glyf'
        offsets = [UInt32](repeating: 0, count: glyphCount + 1)
        leftSideBearings = [Int16](repeating: 0, count: glyphCount)
        self.limits = limits
    }

    var glyphCount: Int { offsets.count - 1 }

    /// The resolved outline of `glyph`, composites flattened, with x measured from the glyph's
    /// horizontal origin.
    ///
    /// The origin is TrueType's first phantom point, `pp1 = xMin − lsb`: the glyph header's
    /// `xMin` less the `hmtx` left side bearing, so the outline is moved by `lsb − xMin`. In
    /// most fonts the two agree and nothing moves; where a font's `hmtx` disagrees with its
    /// glyph boxes (some italics, by a unit; icon fonts, by tens of units) FreeType places the
    /// glyph this way (`tt_loader_set_pp` and the final `FT_Outline_Translate` in ttgload.c),
    /// as the OpenType specification defines the phantom points.
    func outline(of glyph: Int) throws(FontError) -> GlyphOutline {
        var outline = GlyphOutline()
        var budget = Budget(components: limits.maxComponents)
        // The composites being resolved, outermost first, in scratch memory.
        let origin = try withUnsafeTemporaryAllocation(of: Int.self, capacity: min(max(limits.maxCompositeDepth, 1), 64)) { (storage) throws(FontError) -> Int32 in
            var chain = CompositeChain(storage: storage)
            return try append(glyph, to: &outline, chain: &chain, budget: &budget)
        }
        if origin != 0 && !outline.points.isEmpty {
            outline.originX = origin
            for index in outline.points.indices {
                outline.points[index].x = Int32(clamping: Int64(outline.points[index].x) - Int64(origin))
            }
        }
        return outline
    }

    /// The `hmtx` left side bearing of `glyph`; 0 past the end of a short table, as FreeType reads it.
    private func leftSideBearing(_ glyph: Int) -> Int32 {
        glyph < leftSideBearings.count ? Int32(leftSideBearings[glyph]) : 0
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

    /// Appends `glyph`'s points to `outline` and returns its horizontal origin (`pp1.x`) in the
    /// coordinates of those points: `xMin − lsb`, or, for a composite, that of the last
    /// component flagged USE_MY_METRICS, whose metrics the composite takes.
    @discardableResult
    private func append(_ glyph: Int, to outline: inout GlyphOutline, chain: inout CompositeChain, budget: inout Budget) throws(FontError) -> Int32 {
        guard glyph >= 0, glyph < glyphCount else {
            throw glyf.error(.malformed, at: 0, "glyph \(glyph) does not exist (the font has \(glyphCount) glyphs)")
        }
        let start = Int(offsets[glyph])
        let length = Int(offsets[glyph + 1]) - start
        // A glyph without contours has an empty box (xMin 0), as FreeType reads it.
        if length == 0 { return -leftSideBearing(glyph) }
        let data = try glyf.sub(start, length, "glyph \(glyph)")
        let contourCount = Int(try data.i16(0))
        var origin = contourCount == 0 ? 0 : Int32(try data.i16(2)) - leftSideBearing(glyph)
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
            if let componentOrigin = try appendComposite(glyph, data: data, to: &outline, chain: &chain, budget: &budget) {
                origin = componentOrigin
            }
            chain.pop()
        }
        return origin
    }

    /// Decodes a simple glyph on its own, for ``validateAll()``.
    fileprivate func appendSimpleForValidation(_ glyph: Int, data: TableReader, contourCount: Int, to outline: inout GlyphOutline) throws(FontError) {
        try appendSimple(glyph, data: data, contourCount: contourCount, to: &outline)
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

    /// Appends the components of a composite; returns the origin of the last component flagged
    /// USE_MY_METRICS (untransformed: FreeType keeps that component's own phantom points), if any.
    private func appendComposite(_ glyph: Int, data: TableReader, to outline: inout GlyphOutline, chain: inout CompositeChain, budget: inout Budget) throws(FontError) -> Int32? {
        var cursor = 10
        var metricsOrigin: Int32?
        // Point numbers of point matching count from this composite's first point (as
        // FreeType reads them), not from the start of an enclosing composite.
        let compositeBase = outline.points.count
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
            let componentOrigin = try append(component, to: &outline, chain: &chain, budget: &budget)
            if flags & 0x0200 != 0 { metricsOrigin = componentOrigin }  // USE_MY_METRICS
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
                let parentPoint = compositeBase + Int(arg1), childPoint = first + Int(arg2)
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
        return metricsOrigin
    }
}

extension GlyfTable {
    /// What resolving a glyph costs and yields, without resolving it.
    private struct Resolution {
        /// Points of the resolved outline.
        var points: Int
        /// Component records visited at all depths (what ``GlyphLimits/maxComponents`` bounds).
        var visits: Int
        /// Levels of composites, the glyph's own included (0 for a simple glyph).
        var depth: Int
    }

    /// Checks that every glyph resolves within the limits, as ``outline(of:)`` would, in time
    /// proportional to the font's data: each glyph's own data is read once and composites
    /// combine their components' remembered counts, so a font whose glyphs all reference one
    /// huge glyph costs what its bytes cost, not glyphs × points. The first glyph that would
    /// fail is resolved for real, so the error is the one drawing would report. Returns the
    /// number of points decoded, the measure of the work done.
    @discardableResult
    func validateAll() throws(FontError) -> Int {
        var decodedPoints = 0
        var resolutions = [Resolution?](repeating: nil, count: glyphCount)
        var inProgress = [Bool](repeating: false, count: glyphCount)
        for glyph in 0..<glyphCount where resolutions[glyph] == nil {
            if resolve(glyph, level: 0, resolutions: &resolutions, inProgress: &inProgress, decodedPoints: &decodedPoints) == nil {
                _ = try outline(of: glyph) // Throws the precise error.
                // Unreachable when both agree; the glyph then draws, so accept it.
                resolutions[glyph] = Resolution(points: 0, visits: 0, depth: 0)
            }
        }
        return decodedPoints
    }

    /// The resolution of `glyph` reached `level` composites deep, or nil when resolving it
    /// would fail. Recursion is bounded by the composite depth limit.
    private func resolve(_ glyph: Int, level: Int, resolutions: inout [Resolution?], inProgress: inout [Bool],
                         decodedPoints: inout Int) -> Resolution? {
        guard glyph >= 0, glyph < glyphCount else { return nil }
        if let known = resolutions[glyph] { return known }
        guard !inProgress[glyph] else { return nil } // A composite containing itself.
        let start = Int(offsets[glyph])
        let length = Int(offsets[glyph + 1]) - start
        if length == 0 { return remember(Resolution(points: 0, visits: 0, depth: 0), for: glyph, in: &resolutions) }
        guard let data = try? glyf.sub(start, length, "glyph \(glyph)"), let contourCount = try? Int(data.i16(0)) else { return nil }
        if contourCount >= 0 {
            var scratch = GlyphOutline()
            guard (try? appendSimpleForValidation(glyph, data: data, contourCount: contourCount, to: &scratch)) != nil else { return nil }
            decodedPoints += scratch.points.count
            return remember(Resolution(points: scratch.points.count, visits: 0, depth: 0), for: glyph, in: &resolutions)
        }
        guard level < limits.maxCompositeDepth else { return nil }
        inProgress[glyph] = true
        defer { inProgress[glyph] = false }
        var total = Resolution(points: 0, visits: 0, depth: 1)
        var cursor = 10
        while true {
            guard let flags = try? data.u16(cursor), let component = try? Int(data.u16(cursor + 2)) else { return nil }
            cursor += 4
            let argsAreOffsets = flags & 0x0002 != 0
            var arg1 = 0, arg2 = 0
            if flags & 0x0001 != 0 {
                guard let first = try? data.u16(cursor), let second = try? data.u16(cursor + 2) else { return nil }
                (arg1, arg2) = (Int(first), Int(second))
                cursor += 4
            } else {
                guard let first = try? data.u8(cursor), let second = try? data.u8(cursor + 1) else { return nil }
                (arg1, arg2) = (Int(first), Int(second))
                cursor += 2
            }
            let matrixBytes = flags & 0x0008 != 0 ? 2 : flags & 0x0040 != 0 ? 4 : flags & 0x0080 != 0 ? 8 : 0
            if matrixBytes > 0 {
                guard (try? data.require(cursor, matrixBytes, "the transform of a component")) != nil else { return nil }
                cursor += matrixBytes
            }
            guard let child = resolve(component, level: level + 1, resolutions: &resolutions, inProgress: &inProgress,
                                      decodedPoints: &decodedPoints) else { return nil }
            // Point matching anchors an existing point of the parent to one of the component.
            if !argsAreOffsets && !(arg1 < total.points && arg2 < child.points) { return nil }
            total.points += child.points
            total.visits += 1 + child.visits
            total.depth = max(total.depth, 1 + child.depth)
            guard total.points <= limits.maxPoints, total.visits <= limits.maxComponents,
                  level + total.depth <= limits.maxCompositeDepth else { return nil }
            if flags & 0x0020 == 0 { break }
        }
        return remember(total, for: glyph, in: &resolutions)
    }

    private func remember(_ resolution: Resolution, for glyph: Int, in resolutions: inout [Resolution?]) -> Resolution {
        resolutions[glyph] = resolution
        return resolution
    }
}

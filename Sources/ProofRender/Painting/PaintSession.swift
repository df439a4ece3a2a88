import ProofBase
import ProofText

/// The state of one ``Painter/paint(_:into:scale:)`` call as it walks the display list.
struct PaintSession {
    let commands: [DisplayCommand]
    let plan: PaintPlan
    let scale: Double
    let glyphCache: GlyphMaskCache
    let byteLimit: Int

    /// Where drawing goes: the bitmap, or the innermost offscreen layer.
    private var surface: Surface
    private var clip: ClipState
    /// Bytes of the current clip's mask not held by any open group.
    private var unsavedMaskBytes = 0
    private var bytesInUse = 0
    /// Opacity of a layer folded into its single drawing command, 0…255.
    private var opacity = 255
    private var frames: [Frame] = []

    private enum LayerKind {
        /// Opacity 1: drawn straight through.
        case passThrough
        /// One drawing command with the layer's opacity in its coverage.
        case folded(previousOpacity: Int)
        /// Drawn into `storage`, then composited onto `parent` with `opacity`.
        case offscreen(storage: PixelStorage, parent: Surface, opacity: Int)
        /// Drawn into `storage`, then composited onto `parent` over its shadow.
        case shadowed(storage: PixelStorage, parent: Surface, shadow: Shadow)
    }

    private struct Frame {
        var clip: ClipState
        var unsavedMaskBytes: Int
        var bytesInUse: Int
        var layer: LayerKind?
    }

    init(commands: [DisplayCommand], plan: PaintPlan, scale: Double, surface: Surface, glyphCache: GlyphMaskCache, byteLimit: Int) {
        self.commands = commands
        self.plan = plan
        self.scale = scale
        self.surface = surface
        self.glyphCache = glyphCache
        self.byteLimit = byteLimit
        clip = ClipState(bounds: surface.deviceBounds, mask: nil)
    }

    /// Where the current command may change pixels.
    private var drawBounds: PixelRect { clip.bounds.intersection(surface.deviceBounds) }

    mutating func run() throws(PaintError) {
        var index = 0
        while index < commands.count {
            let problem = plan.problems[index]
            switch commands[index] {
            case .save:
                frames.append(Frame(clip: clip, unsavedMaskBytes: unsavedMaskBytes, bytesInUse: bytesInUse, layer: nil))
                unsavedMaskBytes = 0
            case .restore:
                restore(frames.removeLast())
            case let .clip(shape):
                if problem != nil {
                    setClip(ClipState(bounds: .empty, mask: nil), maskBytes: 0)
                } else {
                    try clip(to: shape, at: index)
                }
            case let .beginLayer(opacity: value):
                let alpha = problem != nil ? 255 : Int((min(max(value, 0), 1) * 255).rounded())
                let bounds = plan.layerBounds[index].intersection(drawBounds)
                if alpha == 0 || bounds.isEmpty {
                    index = plan.layerEnds[index] + 1
                    continue
                }
                try beginLayer(at: index, opacity: alpha, bounds: bounds)
            case let .beginShadow(shadow):
                let bounds = plan.layerBounds[index].intersection(surface.deviceBounds)
                if bounds.isEmpty {
                    index = plan.layerEnds[index] + 1
                    continue
                }
                try beginShadow(problem == nil ? shadow : nil, at: index, bounds: bounds)
            case .endLayer:
                try endLayer(frames.removeLast(), at: index)
            case let .fill(shape, .color(color)):
                guard problem == nil, color.a > 0 else { break }
                let painter = ColorSpanPainter(surface: surface, mask: clip.mask, color: color, opacity: opacity)
                forEachFillRun(of: shape, in: drawBounds) { painter.paint(row: $0, column: $1, count: $2, coverage: $3) }
            case let .fill(shape, paint):
                guard problem == nil else { break }
                let painter = GradientSpanPainter(surface: surface, mask: clip.mask, paint: paint, scale: scale, opacity: opacity)
                forEachFillRun(of: shape, in: drawBounds) { painter.paint(row: $0, column: $1, count: $2, coverage: $3) }
            case let .stroke(shape, width, alignment, paint):
                // Under 1/1024 px wide, no pixel reaches 1/256 coverage: nothing to draw.
                guard problem == nil, width * scale >= 1.0 / 1024 else { break }
                if case let .color(color) = paint, color.a == 0 { break }
                try stroke(shape, width: width * scale, alignment: alignment, paint: paint, at: index)
            case let .image(image, rect, interpolation):
                guard problem == nil else { break }
                let destination = DeviceRect(minX: rect.minX * scale, minY: rect.minY * scale, maxX: rect.maxX * scale, maxY: rect.maxY * scale)
                ImageDrawing(image: image, destination: destination, interpolation: interpolation)
                    .draw(into: surface, clip: clip, window: destination.pixels(within: drawBounds), opacity: opacity)
            case let .text(layout, face, size, origin, color):
                guard problem == nil, color.a > 0, size > 0 else { break }
                try drawText(layout, face: face, size: size, origin: origin, color: color, at: index)
            }
            index += 1
        }
    }

    // MARK: Groups

    private mutating func restore(_ frame: Frame) {
        clip = frame.clip
        unsavedMaskBytes = frame.unsavedMaskBytes
        bytesInUse = frame.bytesInUse
    }

    private mutating func beginLayer(at index: Int, opacity alpha: Int, bounds: PixelRect) throws(PaintError) {
        var frame = Frame(clip: clip, unsavedMaskBytes: unsavedMaskBytes, bytesInUse: bytesInUse, layer: .passThrough)
        unsavedMaskBytes = 0
        if alpha == 255 {
            frames.append(frame)
            return
        }
        if plan.layerFoldable[index] {
            frame.layer = .folded(previousOpacity: opacity)
            opacity = multiplyCoverage(opacity, alpha)
            frames.append(frame)
            return
        }
        let bytes = bounds.area * 4
        try reserve(bytes, at: index, for: "a \(bounds.width)×\(bounds.height) layer")
        let storage = PixelStorage(zeroedByteCount: bytes)
        frame.layer = .offscreen(storage: storage, parent: surface, opacity: alpha)
        frames.append(frame)
        surface = Surface(pixels: storage.bytes, width: bounds.width, height: bounds.height, originX: bounds.minX, originY: bounds.minY)
    }

    private mutating func beginShadow(_ shadow: Shadow?, at index: Int, bounds: PixelRect) throws(PaintError) {
        var frame = Frame(clip: clip, unsavedMaskBytes: unsavedMaskBytes, bytesInUse: bytesInUse, layer: .passThrough)
        unsavedMaskBytes = 0
        guard let shadow, shadow.color.a > 0 else {
            frames.append(frame)
            return
        }
        let bytes = bounds.area * 4
        try reserve(bytes, at: index, for: "a \(bounds.width)×\(bounds.height) shadowed layer")
        let storage = PixelStorage(zeroedByteCount: bytes)
        frame.layer = .shadowed(storage: storage, parent: surface, shadow: shadow)
        frames.append(frame)
        surface = Surface(pixels: storage.bytes, width: bounds.width, height: bounds.height, originX: bounds.minX, originY: bounds.minY)
    }

    private mutating func endLayer(_ frame: Frame, at index: Int) throws(PaintError) {
        if case let .shadowed(storage, parent, shadow) = frame.layer {
            let layer = surface
            surface = parent
            restore(frame)
            try paintShadow(of: layer, shadow, at: index)
            Self.composite(layer, onto: parent, opacity: 255)
            withExtendedLifetime(storage) {}
            return
        }
        restore(frame)
        switch frame.layer {
        case .passThrough, nil:
            break
        case let .folded(previousOpacity):
            opacity = previousOpacity
        case let .offscreen(storage, parent, alpha):
            let layer = surface
            surface = parent
            Self.composite(layer, onto: parent, opacity: alpha)
            withExtendedLifetime(storage) {}
        case .shadowed:
            break
        }
    }

    /// Paints `layer`'s shadow onto the current surface through the clip: the layer's alpha,
    /// blurred by three box blurs of half width k horizontally then vertically (integer sums,
    /// rounded halves up), tinted with the shadow's colour and moved by its offset.
    private mutating func paintShadow(of layer: Surface, _ shadow: Shadow, at index: Int) throws(PaintError) {
        let k = shadow.boxRadius(scale: scale)
        let spread = 3 * k
        let width = layer.width + 2 * spread, height = layer.height + 2 * spread
        try reserve(width * height * 8, at: index, for: "a \(width)×\(height) shadow")
        defer { bytesInUse -= width * height * 8 }
        let plane = UnsafeMutablePointer<Int32>.allocate(capacity: width * height)
        plane.initialize(repeating: 0, count: width * height)
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: max(width, height))
        defer {
            plane.deallocate()
            scratch.deallocate()
        }
        let source = layer.pixels.assumingMemoryBound(to: UInt8.self)
        for y in 0..<layer.height {
            let row = plane + (y + spread) * width + spread
            let pixels = source + y * layer.width * 4 + 3
            for x in 0..<layer.width { row[x] = Int32(pixels[x * 4]) }
        }
        if k > 0 {
            let box = RoundedDivision(by: 2 * k + 1)
            // One box blur of a line of `count` values `step` apart, in place.
            func blur(_ line: UnsafeMutablePointer<Int32>, step: Int, count: Int) {
                var sum: Int32 = 0
                for i in 0..<min(k, count) { sum &+= line[i * step] }
                for i in 0..<count {
                    if i + k < count { sum &+= line[(i + k) * step] }
                    scratch[i] = box.quotient(sum)
                    if i - k >= 0 { sum &-= line[(i - k) * step] }
                }
                for i in 0..<count { line[i * step] = scratch[i] }
            }
            // The layer's rows and columns hold all the coverage: the rows above and below it
            // stay zero through the horizontal passes.
            for _ in 0..<3 { for y in spread..<(spread + layer.height) { blur(plane + y * width, step: 1, count: width) } }
            // The vertical passes run along the rows, a window sum per column, so each reads
            // memory in order; the arithmetic is the line blur's, column by column.
            let target = UnsafeMutablePointer<Int32>.allocate(capacity: width * height)
            let sums = UnsafeMutablePointer<Int32>.allocate(capacity: width)
            defer {
                target.deallocate()
                sums.deallocate()
            }
            var input = plane, output = target
            for _ in 0..<3 {
                sums.initialize(repeating: 0, count: width)
                for y in 0..<min(k, height) {
                    let row = input + y * width
                    for x in 0..<width { sums[x] &+= row[x] }
                }
                for y in 0..<height {
                    if y + k < height {
                        let entering = input + (y + k) * width
                        for x in 0..<width { sums[x] &+= entering[x] }
                    }
                    let out = output + y * width
                    for x in 0..<width { out[x] = box.quotient(sums[x]) }
                    if y - k >= 0 {
                        let leaving = input + (y - k) * width
                        for x in 0..<width { sums[x] &-= leaving[x] }
                    }
                }
                swap(&input, &output)
            }
            // Three passes leave the result in `target`.
            plane.update(from: input, count: width * height)
        }
        let dx = Int((shadow.offset.x * scale).rounded()), dy = Int((shadow.offset.y * scale).rounded())
        let originX = layer.originX - spread + dx, originY = layer.originY - spread + dy
        let area = PixelRect(minX: originX, minY: originY, maxX: originX + width, maxY: originY + height).intersection(drawBounds)
        guard !area.isEmpty else { return }
        let pixels = surface.buffer
        for y in area.minY..<area.maxY {
            let row = plane + (y - originY) * width - originX
            for x in area.minX..<area.maxX {
                var coverage = Int(row[x])
                if coverage == 0 { continue }
                if let mask = clip.mask {
                    coverage = multiplyCoverage(coverage, Int(mask.values[mask.index(x: x, y: y)]))
                }
                if opacity != 255 { coverage = multiplyCoverage(coverage, opacity) }
                if coverage > 0 { blend(shadow.color, coverage: UInt8(coverage), into: pixels, at: surface.offset(x: x, y: y)) }
            }
        }
    }

    /// Source-over of every pixel of `layer` onto `parent` with `opacity` as coverage. A
    /// colour that repeats (a layer is mostly flat fills) goes through a lookup table built
    /// by ``blend(_:coverage:into:at:)`` itself, so the bytes are the same either way.
    private static func composite(_ layer: Surface, onto parent: Surface, opacity: Int) {
        let source = layer.pixels.assumingMemoryBound(to: UInt8.self)
        let destination = parent.buffer
        let coverage = UInt8(opacity)
        var table: (color: RGBA8, values: OpaqueBlendTable)?
        var candidate = RGBA8.clear, streak = 0
        for row in 0..<layer.height {
            var offset = parent.offset(x: layer.originX, y: layer.originY + row)
            var sourceOffset = row * layer.width * 4
            for _ in 0..<layer.width {
                let alpha = source[sourceOffset + 3]
                if alpha != 0 {
                    let color = RGBA8(r: source[sourceOffset], g: source[sourceOffset + 1], b: source[sourceOffset + 2], a: alpha)
                    if let table, table.color == color, destination[offset + 3] == 255 {
                        let values = table.values.values
                        destination[offset] = values[Int(destination[offset])]
                        destination[offset + 1] = values[256 + Int(destination[offset + 1])]
                        destination[offset + 2] = values[512 + Int(destination[offset + 2])]
                    } else {
                        blend(color, coverage: coverage, into: destination, at: offset)
                        if color == candidate {
                            streak += 1
                            if streak == 64 { table = (color, OpaqueBlendTable(color: color, coverage: opacity)) }
                        } else {
                            candidate = color
                            streak = 1
                        }
                    }
                }
                offset += 4
                sourceOffset += 4
            }
        }
    }

    private mutating func reserve(_ bytes: Int, at index: Int, for what: String) throws(PaintError) {
        guard bytesInUse + bytes <= byteLimit else {
            throw PaintError(.limitExceeded, commandIndex: index,
                             "\(what) would bring clip masks and layers to \(bytesInUse + bytes) bytes, over the painter's limit of \(byteLimit); nest fewer clips and layers or raise offscreenByteLimit")
        }
        bytesInUse += bytes
    }

    // MARK: Clips

    /// Replaces the clip with one using a new mask of `maskBytes` (already reserved) or no
    /// mask; the current mask's memory is released unless an open group still holds it.
    private mutating func setClip(_ state: ClipState, maskBytes: Int) {
        bytesInUse -= unsavedMaskBytes
        unsavedMaskBytes = maskBytes
        clip = state
    }

    /// Narrows the clip's bounds, keeping its mask.
    private mutating func narrowClip(to bounds: PixelRect) {
        clip.bounds = bounds
    }

    private mutating func clip(to shape: Shape, at index: Int) throws(PaintError) {
        let window = PaintPlan.bounds(of: shape, outset: 0, scale: scale, device: clip.bounds)
        guard !window.isEmpty else { return setClip(ClipState(bounds: .empty, mask: nil), maskBytes: 0) }
        // A rectangle on whole pixels only narrows the bounds.
        if case let .rect(rect) = shape {
            let device = DeviceRect(minX: rect.minX * scale, minY: rect.minY * scale, maxX: rect.maxX * scale, maxY: rect.maxY * scale)
            if [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({ $0 == $0.rounded() }) {
                return narrowClip(to: window)
            }
        }
        try reserve(window.area, at: index, for: "a \(window.width)×\(window.height) clip mask")
        let mask = ClipMask(bounds: window, storage: PixelStorage(zeroedByteCount: window.area))
        let values = mask.values
        let previous = clip.mask
        var fullPixels = 0
        var tight = PixelRect.empty
        forEachFillRun(of: shape, in: window) { row, column, count, coverage in
            var index = mask.index(x: column, y: row)
            if let previous {
                var previousIndex = previous.index(x: column, y: row)
                for _ in 0..<count {
                    let value = multiplyCoverage(Int(coverage), Int(previous.values[previousIndex]))
                    values[index] = UInt8(value)
                    index += 1
                    previousIndex += 1
                }
            } else {
                (values + index).update(repeating: coverage, count: count)
            }
            if coverage == 255 { fullPixels += count }
            tight = tight.union(PixelRect(minX: column, minY: row, maxX: column + count, maxY: row + 1))
        }
        bytesInUse -= window.area
        if fullPixels == window.area {
            // The shape covers the whole window: the clip is the window and the old mask.
            return narrowClip(to: window)
        }
        bytesInUse += window.area
        setClip(ClipState(bounds: tight.intersection(window), mask: mask), maskBytes: window.area)
    }

    // MARK: Coverage

    /// The device pixels of a shape (points), clipped to whole pixels.
    private func deviceRect(_ rect: Rect) -> DeviceRect {
        DeviceRect(minX: rect.minX * scale, minY: rect.minY * scale, maxX: rect.maxX * scale, maxY: rect.maxY * scale)
    }

    private var flattenerWindow: DeviceRect {
        let bounds = drawBounds
        return DeviceRect(minX: Double(bounds.minX), minY: Double(bounds.minY), maxX: Double(bounds.maxX), maxY: Double(bounds.maxY))
    }

    /// Calls `body` with the coverage runs of `shape` filled, inside `limit`.
    private func forEachFillRun(of shape: Shape, in limit: PixelRect, _ body: (_ row: Int, _ column: Int, _ count: Int, _ coverage: UInt8) -> Void) {
        let window = PaintPlan.bounds(of: shape, outset: 0, scale: scale, device: limit)
        guard !window.isEmpty else { return }
        let flattener = CurveFlattener(window: DeviceRect(minX: Double(window.minX), minY: Double(window.minY), maxX: Double(window.maxX), maxY: Double(window.maxY)))
        switch shape {
        case let .rect(rect):
            RectCoverage(outer: deviceRect(rect), window: window).forEachRun(in: window, body)
        case let .roundedRect(rect, radii, style):
            let device = deviceRect(rect)
            let reduced = DeviceRadii(radii, scale: scale, fitting: device)
            if reduced.isZero {
                RectCoverage(outer: device, window: window).forEachRun(in: window, body)
                return
            }
            var edges = EdgeBuilder(window: window)
            ShapeOutlines.roundedRect(device, radii: reduced, style: style, flattener: flattener, into: &edges)
            edges.forEachRun(body)
        case let .ellipse(rect):
            var edges = EdgeBuilder(window: window)
            ShapeOutlines.ellipse(deviceRect(rect), into: &edges)
            edges.forEachRun(body)
        case let .path(path):
            var edges = EdgeBuilder(window: window)
            ShapeOutlines.path(path, scale: scale, flattener: flattener, into: &edges)
            edges.forEachRun(body)
        }
    }

    // MARK: Strokes

    private mutating func stroke(_ shape: Shape, width: Double, alignment: StrokeAlignment, paint fill: Paint, at index: Int) throws(PaintError) {
        let paint: (Int, Int, Int, UInt8) -> Void
        if case let .color(color) = fill {
            let painter = ColorSpanPainter(surface: surface, mask: clip.mask, color: color, opacity: opacity)
            paint = { row, column, count, coverage in painter.paint(row: row, column: column, count: count, coverage: coverage) }
        } else {
            let painter = GradientSpanPainter(surface: surface, mask: clip.mask, paint: fill, scale: scale, opacity: opacity)
            paint = { row, column, count, coverage in painter.paint(row: row, column: column, count: count, coverage: coverage) }
        }
        // Offsets of the outer and inner outline from the shape's own, inwards positive.
        let (outerOffset, innerOffset): (Double, Double) = switch alignment {
        case .inside: (0, width)
        case .center: (-width / 2, width / 2)
        case .outside: (-width, 0)
        }
        let bounds = drawBounds
        switch shape {
        case let .rect(rect):
            let device = deviceRect(rect)
            let outer = device.insetBy(outerOffset), inner = device.insetBy(innerOffset)
            let window = outer.pixels(within: bounds)
            RectCoverage(outer: outer, inner: inner.isEmpty ? nil : inner, window: window).forEachRun(in: window, paint)
        case let .roundedRect(rect, radii, style):
            let device = deviceRect(rect)
            let reduced = DeviceRadii(radii, scale: scale, fitting: device)
            let outer = device.insetBy(outerOffset), inner = device.insetBy(innerOffset)
            let window = outer.pixels(within: bounds)
            guard !window.isEmpty else { return }
            if reduced.isZero {
                RectCoverage(outer: outer, inner: inner.isEmpty ? nil : inner, window: window).forEachRun(in: window, paint)
                return
            }
            let flattener = CurveFlattener(window: DeviceRect(minX: Double(window.minX), minY: Double(window.minY), maxX: Double(window.maxX), maxY: Double(window.maxY)))
            var edges = EdgeBuilder(window: window)
            ShapeOutlines.roundedRect(outer, radii: reduced.offset(by: outerOffset), style: style, flattener: flattener, into: &edges)
            if !inner.isEmpty {
                var reversed = ReversingSink(edges)
                ShapeOutlines.roundedRect(inner, radii: reduced.offset(by: innerOffset), style: style, flattener: flattener, into: &reversed)
                edges = reversed.base
            }
            edges.forEachRun(paint)
        case let .ellipse(rect):
            let device = deviceRect(rect)
            let outer = device.insetBy(outerOffset), inner = device.insetBy(innerOffset)
            let window = outer.pixels(within: bounds)
            guard !window.isEmpty else { return }
            var edges = EdgeBuilder(window: window)
            ShapeOutlines.ellipse(outer, into: &edges)
            if !inner.isEmpty {
                var reversed = ReversingSink(edges)
                ShapeOutlines.ellipse(inner, into: &reversed)
                edges = reversed.base
            }
            edges.forEachRun(paint)
        case let .path(path):
            // A stroke inside (outside) a path is a centred stroke twice as wide, kept where
            // the path's fill covers (does not cover) the pixel.
            let centred = alignment == .center ? width : 2 * width
            let reach = centred / 2 * Stroker.miterLimit
            let window = PaintPlan.bounds(of: shape, outset: reach / scale, scale: scale, device: bounds)
            guard !window.isEmpty else { return }
            let grown = DeviceRect(minX: Double(window.minX) - reach, minY: Double(window.minY) - reach,
                                   maxX: Double(window.maxX) + reach, maxY: Double(window.maxY) + reach)
            var collector = PolylineCollector()
            ShapeOutlines.path(path, scale: scale, flattener: CurveFlattener(window: grown), into: &collector)
            var edges = EdgeBuilder(window: window)
            Stroker(halfWidth: centred / 2).stroke(collector.contours, into: &edges)
            guard alignment != .center else { return edges.forEachRun(paint) }
            // The path's fill as a mask over the window, inverted for an outside stroke.
            try reserve(window.area, at: index, for: "a \(window.width)×\(window.height) stroke mask")
            defer { bytesInUse -= window.area }
            let fill = ClipMask(bounds: window, storage: PixelStorage(zeroedByteCount: window.area))
            var fillEdges = EdgeBuilder(window: window)
            ShapeOutlines.path(path, scale: scale, flattener: CurveFlattener(window: grown), into: &fillEdges)
            fillEdges.forEachRun { row, column, count, coverage in
                (fill.values + fill.index(x: column, y: row)).update(repeating: coverage, count: count)
            }
            let inside = alignment == .inside
            let values = fill.values
            edges.forEachRun { row, column, count, coverage in
                var index = fill.index(x: column, y: row)
                var start = column
                // Runs of equal fill coverage keep the per-pixel calls few.
                while start < column + count {
                    let value = Int(values[index])
                    var end = start + 1
                    index += 1
                    while end < column + count && Int(values[index]) == value {
                        end += 1
                        index += 1
                    }
                    let kept = multiplyCoverage(Int(coverage), inside ? value : 255 - value)
                    if kept > 0 { paint(row, start, end - start, UInt8(kept)) }
                    start = end
                }
            }
        }
    }

    // MARK: Text

    private func drawText(_ layout: TextLayout, face: FontFace, size: Double, origin: Point, color: RGBA8, at index: Int) throws(PaintError) {
        let bounds = drawBounds
        guard !bounds.isEmpty else { return }
        let surface = self.surface, mask = clip.mask, opacity = self.opacity
        let pixels = surface.buffer
        do {
            try forEachGlyphMask(glyphPlacements(layout, face: face, size: size, at: origin), cache: glyphCache) { glyph, x, y in
                let firstColumn = max(bounds.minX - x, 0), endColumn = min(bounds.maxX - x, glyph.width)
                let firstRow = max(bounds.minY - y, 0), endRow = min(bounds.maxY - y, glyph.height)
                guard firstColumn < endColumn, firstRow < endRow else { return }
                let columns = firstColumn..<endColumn, rows = firstRow..<endRow
                glyph.coverage.withUnsafeBufferPointer { coverage in
                    for row in rows {
                        var offset = surface.offset(x: x + columns.lowerBound, y: y + row)
                        var maskIndex = mask?.index(x: x + columns.lowerBound, y: y + row) ?? 0
                        for column in columns {
                            var value = Int(coverage[row * glyph.width + column])
                            if value != 0 {
                                if opacity != 255 { value = multiplyCoverage(value, opacity) }
                                if let mask { value = multiplyCoverage(value, Int(mask.values[maskIndex])) }
                                if value != 0 {
                                    if let colors = glyph.colors {
                                        // A colour glyph (emoji) keeps its own colours, whatever the text colour (as CoreText); layer opacity and clips apply.
                                        let index = (row * glyph.width + column) * 3
                                        let source = RGBA8(r: colors[index], g: colors[index + 1], b: colors[index + 2])
                                        blend(source, coverage: UInt8(value), into: pixels, at: offset)
                                    } else {
                                        blend(color, coverage: UInt8(value), into: pixels, at: offset)
                                    }
                                }
                            }
                            offset += 4
                            maskIndex += 1
                        }
                    }
                }
            }
        } catch {
            throw PaintError(.glyph, commandIndex: index, "\(error)")
        }
    }
}

/// `(n + d / 2) / d` for a sum `n` of at most 255 × `d` coverage values, as a multiply and a
/// shift instead of a division (the blur's inner loop). With `m = ⌈2⁴⁰ / d⌉` the product's
/// error stays below one for every such `n` while `d ≤ 2¹⁶`, so the quotient is exact; larger
/// divisors divide.
struct RoundedDivision {
    let divisor: Int32
    private let multiplier: UInt64

    init(by divisor: Int) {
        precondition(divisor > 0)
        self.divisor = Int32(clamping: divisor)
        multiplier = divisor <= 1 << 16 ? ((1 << 40) + UInt64(divisor) - 1) / UInt64(divisor) : 0
    }

    @inline(__always)
    func quotient(_ n: Int32) -> Int32 {
        let rounded = n &+ divisor / 2
        if multiplier == 0 { return rounded / divisor }
        return Int32(truncatingIfNeeded: (UInt64(UInt32(bitPattern: rounded)) &* multiplier) >> 40)
    }
}

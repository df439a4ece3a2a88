import ProofBase
import ProofText

/// What the painter learns from a display list before it touches a pixel: which commands
/// have unusable numbers, where each group closes, and what each layer covers.
struct PaintPlan {
    /// Per command, why it is skipped (or, for `clip` and `beginLayer`, how it is treated).
    var problems: [String?]
    /// Per `beginLayer`, the index of its `endLayer`.
    var layerEnds: [Int]
    /// Per `beginLayer`, the device pixels its drawing commands can touch.
    var layerBounds: [PixelRect]
    /// Per `beginLayer`, true when it holds exactly one fill, stroke or image and nothing
    /// else: its opacity can then go into that command's coverage with no offscreen.
    var layerFoldable: [Bool]

    var report: PaintReport {
        PaintReport(skippedCommands: problems.enumerated().compactMap { index, problem in
            problem.map { PaintReport.SkippedCommand(commandIndex: index, reason: $0) }
        })
    }

    init(_ commands: [DisplayCommand], scale: Double, device: PixelRect) throws(PaintError) {
        problems = [String?](repeating: nil, count: commands.count)
        layerEnds = [Int](repeating: -1, count: commands.count)
        layerBounds = [PixelRect](repeating: .empty, count: commands.count)
        layerFoldable = [Bool](repeating: false, count: commands.count)

        struct Open {
            var index: Int
            var isLayer: Bool
            var shadow: Shadow?
            var bounds = PixelRect.empty
            var contents = 0
            var foldableContent = false
        }
        var open: [Open] = []
        for (index, command) in commands.enumerated() {
            let problem = Self.problem(with: command, at: index, scale: scale)
            problems[index] = problem
            var bounds = PixelRect.empty
            var isFoldable = false
            switch command {
            case .save:
                open.append(Open(index: index, isLayer: false))
                continue
            case .beginLayer:
                open.append(Open(index: index, isLayer: true))
                continue
            case let .beginShadow(shadow):
                open.append(Open(index: index, isLayer: true, shadow: problem == nil ? shadow : nil))
                continue
            case .restore, .endLayer:
                let closesLayer: Bool
                if case .endLayer = command { closesLayer = true } else { closesLayer = false }
                let name = closesLayer ? "endLayer" : "restore"
                guard let top = open.popLast() else {
                    throw PaintError(.unbalanced, commandIndex: index,
                                     "\(name) has no matching \(closesLayer ? "beginLayer" : "save") before it; remove it or add the opening command")
                }
                guard top.isLayer == closesLayer else {
                    let opener = top.isLayer ? "beginLayer" : "save"
                    let closer = top.isLayer ? "endLayer" : "restore"
                    throw PaintError(.unbalanced, commandIndex: index,
                                     "\(name) closes the \(opener) at command \(top.index), which needs \(closer); groups must nest")
                }
                if top.isLayer {
                    layerEnds[top.index] = index
                    layerBounds[top.index] = top.bounds
                    layerFoldable[top.index] = top.contents == 1 && top.foldableContent && top.shadow == nil
                }
                bounds = top.bounds
                if let shadow = top.shadow, !top.bounds.isEmpty {
                    // The parent sees what the shadow reaches too.
                    let reach = shadow.reach(scale: scale)
                    bounds = bounds.union(PixelRect(minX: top.bounds.minX - reach.left, minY: top.bounds.minY - reach.top,
                                                    maxX: top.bounds.maxX + reach.right, maxY: top.bounds.maxY + reach.bottom)
                        .intersection(device))
                }
            case let .fill(shape, _):
                if problem == nil { bounds = Self.bounds(of: shape, outset: 0, scale: scale, device: device) }
                isFoldable = true
            case let .stroke(shape, width, alignment, _):
                if problem == nil {
                    var reach = alignment == .inside ? 0 : alignment == .center ? width / 2 : width
                    if case .path = shape { reach = width / 2 * Stroker.miterLimit }
                    bounds = Self.bounds(of: shape, outset: reach, scale: scale, device: device)
                }
                isFoldable = true
            case let .image(_, rect, _):
                if problem == nil { bounds = Self.bounds(of: .rect(rect), outset: 0, scale: scale, device: device) }
                isFoldable = true
            case let .text(layout, _, size, origin, _):
                if problem == nil {
                    guard layout.scale == scale else {
                        throw PaintError(.textScaleMismatch, commandIndex: index,
                                         "the text was laid out at scale \(layout.scale) but is painted at scale \(scale); lay it out at the scale it is painted at")
                    }
                    guard size * scale <= Double(GlyphRaster.maxPixelsPerEm) else {
                        throw PaintError(.glyph, commandIndex: index,
                                         "text at \(size) pt × scale \(scale) is \(size * scale) pixels per em, above the glyph rasterizer's limit of \(GlyphRaster.maxPixelsPerEm)")
                    }
                    var box = Rect(origin: origin, size: layout.size)
                    for line in layout.lines {
                        box = box.union(Rect(x: origin.x + line.x, y: origin.y + line.top, width: line.width, height: line.height))
                    }
                    bounds = Self.bounds(of: .rect(box), outset: size, scale: scale, device: device)
                }
            case .clip:
                break
            }
            // The innermost open group sees this command (a closed group counts as one
            // command of its parent, with all it covers).
            if let last = open.indices.last {
                open[last].bounds = open[last].bounds.union(bounds)
                open[last].contents += 1
                open[last].foldableContent = isFoldable && problem == nil
            }
        }
        if let unclosed = open.last {
            let (opener, closer) = unclosed.isLayer ? ("beginLayer", "endLayer") : ("save", "restore")
            throw PaintError(.unbalanced, commandIndex: unclosed.index, "\(opener) is never closed; add the matching \(closer)")
        }
    }

    /// The device pixels a shape grown by `outset` points can touch, within `device`.
    static func bounds(of shape: Shape, outset: Double, scale: Double, device: PixelRect) -> PixelRect {
        var rect: Rect
        switch shape {
        case let .rect(r), let .roundedRect(r, _, _), let .ellipse(r):
            rect = r
        case let .path(path):
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for point in path.points {
                minX = min(minX, point.x); maxX = max(maxX, point.x)
                minY = min(minY, point.y); maxY = max(maxY, point.y)
            }
            guard minX <= maxX else { return .empty }
            // A path starts at the origin when it draws before its first move.
            if case .move = path.elements.first {} else { minX = min(minX, 0); minY = min(minY, 0); maxX = max(maxX, 0); maxY = max(maxY, 0) }
            rect = Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        return PixelRect.covering(minX: (rect.minX - outset) * scale, minY: (rect.minY - outset) * scale,
                                  maxX: (rect.maxX + outset) * scale, maxY: (rect.maxY + outset) * scale, within: device)
    }

    /// Why `command` cannot be drawn as given, or nil when it can.
    static func problem(with command: DisplayCommand, at index: Int, scale: Double) -> String? {
        switch command {
        case let .fill(shape, paint):
            return problem(with: shape) ?? problem(with: paint)
        case let .stroke(shape, width, _, paint):
            if let problem = problem(with: shape) ?? problem(with: paint) { return problem }
            if !width.isFinite || width < 0 || width > Painter.maxCoordinate { return "stroke width \(width) is not a finite number ≥ 0" }
            return nil
        case let .image(_, rect, _):
            return problem(with: .rect(rect))
        case let .text(_, _, size, origin, _):
            if !usable(origin.x) || !usable(origin.y) { return "text origin \(origin) is not finite or beyond ±\(Painter.maxCoordinate) points" }
            if !size.isFinite || size < 0 { return "text size \(size) is not a finite number ≥ 0" }
            return nil
        case let .clip(shape):
            return problem(with: shape).map { $0 + "; the clip hides everything until its restore" }
        case let .beginLayer(opacity):
            return opacity.isNaN ? "layer opacity is NaN; painted with opacity 1" : nil
        case let .beginShadow(shadow):
            guard shadow.radius.isFinite, shadow.radius >= 0, shadow.radius * scale <= 1_000 else {
                return "shadow radius \(shadow.radius) is not a finite number from 0 to \(1_000 / scale) points; painted without the shadow"
            }
            return usable(shadow.offset.x) && usable(shadow.offset.y) ? nil
                : "shadow offset \(shadow.offset) is not finite or beyond ±\(Painter.maxCoordinate) points; painted without the shadow"
        case .save, .restore, .endLayer:
            return nil
        }
    }

    static func usable(_ value: Double) -> Bool { value.isFinite && abs(value) <= Painter.maxCoordinate }

    /// Why a gradient cannot be drawn (points not finite or beyond the limit, radii not ≥ 0).
    static func problem(with paint: Paint) -> String? {
        switch paint {
        case .color:
            return nil
        case let .linearGradient(_, start, end):
            return [start.x, start.y, end.x, end.y].allSatisfy(usable) ? nil
                : "gradient line \(start)–\(end) is not finite or beyond ±\(Painter.maxCoordinate) points"
        case let .radialGradient(_, center, startRadius, endRadius):
            guard usable(center.x), usable(center.y) else { return "gradient centre \(center) is not finite or beyond ±\(Painter.maxCoordinate) points" }
            return usable(startRadius) && usable(endRadius) && startRadius >= 0 && endRadius >= 0 ? nil
                : "gradient radii \(startRadius), \(endRadius) are not finite numbers ≥ 0"
        }
    }

    static func problem(with shape: Shape) -> String? {
        func rectProblem(_ rect: Rect) -> String? {
            guard usable(rect.minX), usable(rect.minY), usable(rect.width), usable(rect.height) else {
                return "rectangle \(rect) is not finite or beyond ±\(Painter.maxCoordinate) points"
            }
            if rect.width < 0 || rect.height < 0 { return "rectangle \(rect) has a negative size" }
            return nil
        }
        switch shape {
        case let .rect(rect), let .ellipse(rect):
            return rectProblem(rect)
        case let .roundedRect(rect, radii, _):
            if let problem = rectProblem(rect) { return problem }
            if [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].contains(where: \.isNaN) {
                return "corner radius is NaN"
            }
            return nil
        case let .path(path):
            for point in path.points where !usable(point.x) || !usable(point.y) {
                return "path point \(point) is not finite or beyond ±\(Painter.maxCoordinate) points"
            }
            return nil
        }
    }
}

extension Path {
    /// Every point the elements name, controls included.
    var points: [Point] {
        var points: [Point] = []
        points.reserveCapacity(elements.count * 2)
        for element in elements {
            switch element {
            case let .move(to: p), let .line(to: p): points.append(p)
            case let .quadCurve(to: p, control: c): points.append(c); points.append(p)
            case let .curve(to: p, control1: c1, control2: c2): points.append(c1); points.append(c2); points.append(p)
            case .closeSubpath: break
            }
        }
        return points
    }
}

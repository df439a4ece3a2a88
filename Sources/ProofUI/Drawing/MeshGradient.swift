// Status: partial — iOS 18's `MeshGradient` is drawn as a view: each cell of the mesh (four neighbouring points joined by straight edges) is filled with the bilinear blend of its four corner colours, in sRGB with premultiplied alpha, over the background colour where no cell covers. SwiftUI joins the points with Bézier curves (the `bezierPoints` control points are not drawn here) and, with `smoothsColors` (the default), blends colours cubically across cells; neither is documented precisely enough to copy, so a drawn mesh is close to the device's but not the same (the text description says so). As a shape style (`.fill(mesh)`, `.background(mesh)`) it paints the colour at the middle of the mesh, as angular gradients do.

import ProofRender

/// A two-dimensional gradient of colours at the points of a grid (SwiftUI's `MeshGradient`).
///
/// `points` (or `bezierPoints`) hold `width × height` positions in unit space, row by row from
/// the top left; `colors` the colour at each point.
nonisolated public struct MeshGradient: ShapeStyle, View, Equatable {
    /// A point of the mesh with the control points of the curves through it.
    nonisolated public struct BezierPoint: Equatable, Sendable {
        /// The point, in unit space.
        public var position: SIMD2<Float>
        /// The control point of the curve towards the point on the leading side.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the curve towards the point above.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the curve towards the point on the trailing side.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the curve towards the point below.
        public var bottomControlPoint: SIMD2<Float>

        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Where the mesh's points are.
    nonisolated public enum Locations: Equatable, Sendable {
        /// Points joined by curves SwiftUI derives.
        case points([SIMD2<Float>])
        /// Points with their curves' control points.
        case bezierPoints([BezierPoint])
    }

    /// The colours at the mesh's points.
    nonisolated public enum Colors: Equatable, Sendable {
        /// Colours resolved in the environment.
        case colors([Color])
        /// Colours already resolved.
        case resolvedColors([Color.Resolved])
    }

    /// The number of points in each row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// The points.
    public var locations: Locations
    /// The colours at the points.
    public var colors: Colors
    /// The colour outside every cell.
    public var background: Color
    /// Whether colours blend cubically across cells (drawn bilinearly here).
    public var smoothsColors: Bool
    /// The colour space the colours blend in.
    public var colorSpace: Gradient.ColorSpace

    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
                  smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public var body: some View {
        MeshGradientCanvas(mesh: self)
    }
}

nonisolated extension MeshGradient: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint {
        guard let grid = MeshGrid(self, environment: painter.environment) else { return StylePaint(color: background) }
        let middle = grid.color(column: Double(width - 1) / 2, row: Double(height - 1) / 2)
        return StylePaint(color: Color(red: middle.r, green: middle.g, blue: middle.b, opacity: middle.a))
    }
}

/// The mesh drawn at the size offered: a bitmap of the device's pixels.
nonisolated struct MeshGradientCanvas: View {
    let mesh: MeshGradient
    @Environment(\.self) var environment

    var body: some View {
        GeometryReader { proxy in
            let scale = environment.displayScale
            let bitmap = MeshGrid(mesh, environment: environment)?.rasterised(
                width: Int((Double(proxy.size.width) * scale).rounded()), height: Int((Double(proxy.size.height) * scale).rounded()),
                background: ColorComponents(mesh.background, environment))
            if let bitmap {
                Image(bitmap: bitmap, scale: scale, name: "MeshGradient").resizable()
                    .noted("MeshGradient drawn with straight cell edges and bilinear colours (SwiftUI: Bézier patches"
                        + (mesh.smoothsColors ? ", colours smoothed" : "") + ")")
            } else {
                mesh.background
                    .noted("MeshGradient of \(mesh.width)×\(mesh.height) needs \(mesh.width * mesh.height) points and colours: drawn as its background")
            }
        }
    }
}

/// A mesh's points and colours, checked: `width × height` of each, at least 2 × 2.
nonisolated struct MeshGrid {
    /// The largest bitmap side drawn; a larger frame is drawn at this size and scaled.
    static let maximumSide = 4096

    let width: Int
    let height: Int
    let points: [SIMD2<Double>]
    /// Premultiplied sRGB components, 0…1.
    let colors: [(r: Double, g: Double, b: Double, a: Double)]

    init?(_ mesh: MeshGradient, environment: EnvironmentValues) {
        let positions: [SIMD2<Float>]
        switch mesh.locations {
        case .points(let list): positions = list
        case .bezierPoints(let list): positions = list.map(\.position)
        }
        let components: [ColorComponents]
        switch mesh.colors {
        case .colors(let list): components = list.map { ColorComponents($0, environment) }
        case .resolvedColors(let list): components = list.map { ColorComponents(Color($0), environment) }
        }
        let count = mesh.width.multipliedReportingOverflow(by: mesh.height)
        guard mesh.width >= 2, mesh.height >= 2, !count.overflow, positions.count == count.partialValue,
              components.count == count.partialValue else { return nil }
        width = mesh.width
        height = mesh.height
        points = positions.map { SIMD2(Double($0.x), Double($0.y)) }
        colors = components.map { ($0.r * $0.a, $0.g * $0.a, $0.b * $0.a, $0.a) }
    }

    /// The bilinear blend of the colours at a place in grid space (column 0…width-1, row 0…height-1).
    func color(column: Double, row: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        let i = min(max(Int(column), 0), width - 2), j = min(max(Int(row), 0), height - 2)
        let blended = blend(i: i, j: j, u: column - Double(i), v: row - Double(j))
        return blended.a > 0 ? (blended.r / blended.a, blended.g / blended.a, blended.b / blended.a, blended.a) : (0, 0, 0, 0)
    }

    /// The premultiplied blend of cell (`i`, `j`)'s corner colours at (`u`, `v`) in the cell.
    private func blend(i: Int, j: Int, u: Double, v: Double) -> (r: Double, g: Double, b: Double, a: Double) {
        let c00 = colors[j * width + i], c10 = colors[j * width + i + 1]
        let c01 = colors[(j + 1) * width + i], c11 = colors[(j + 1) * width + i + 1]
        func mix(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            (a * (1 - u) + b * u) * (1 - v) + (c * (1 - u) + d * u) * v
        }
        return (mix(c00.r, c10.r, c01.r, c11.r), mix(c00.g, c10.g, c01.g, c11.g),
                mix(c00.b, c10.b, c01.b, c11.b), mix(c00.a, c10.a, c01.a, c11.a))
    }

    /// The mesh drawn into a `pixelWidth × pixelHeight` bitmap: each cell's pixels (their
    /// centres inside the quadrilateral of its four points) get the bilinear blend at their
    /// place in the cell, found by inverting the cell's bilinear map; other pixels `background`.
    func rasterised(width pixelWidth: Int, height pixelHeight: Int, background: ColorComponents) -> Bitmap? {
        let w = min(max(pixelWidth, 1), Self.maximumSide), h = min(max(pixelHeight, 1), Self.maximumSide)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        func byte(_ value: Double) -> UInt8 { UInt8(min(max(value * 255, 0), 255).rounded()) }
        let backgroundPixel = [byte(background.r), byte(background.g), byte(background.b), byte(background.a)]
        for index in 0..<(w * h) { bytes.replaceSubrange(index * 4..<index * 4 + 4, with: backgroundPixel) }
        for j in 0..<(height - 1) {
            for i in 0..<(width - 1) {
                let corners = [points[j * width + i], points[j * width + i + 1], points[(j + 1) * width + i + 1], points[(j + 1) * width + i]]
                    .map { SIMD2($0.x * Double(w), $0.y * Double(h)) }
                let xs = corners.map(\.x), ys = corners.map(\.y)
                let minX = max(Int(xs.min()!.rounded(.down)), 0), maxX = min(Int(xs.max()!.rounded(.up)), w - 1)
                let minY = max(Int(ys.min()!.rounded(.down)), 0), maxY = min(Int(ys.max()!.rounded(.up)), h - 1)
                guard minX <= maxX, minY <= maxY else { continue }
                for y in minY...maxY {
                    for x in minX...maxX {
                        let centre = SIMD2(Double(x) + 0.5, Double(y) + 0.5)
                        guard let (u, v) = Self.inverseBilinear(centre, corners[0], corners[1], corners[2], corners[3]) else { continue }
                        let c = blend(i: i, j: j, u: u, v: v)
                        let offset = (y * w + x) * 4
                        if c.a > 0 {
                            bytes[offset] = byte(c.r / c.a)
                            bytes[offset + 1] = byte(c.g / c.a)
                            bytes[offset + 2] = byte(c.b / c.a)
                        } else {
                            bytes[offset] = 0
                            bytes[offset + 1] = 0
                            bytes[offset + 2] = 0
                        }
                        bytes[offset + 3] = byte(c.a)
                    }
                }
            }
        }
        return Bitmap(width: w, height: h, bytes: bytes)
    }

    /// The place (`u`, `v`, each 0…1) of `p` in the quadrilateral `a b c d` (clockwise from
    /// the top left) under its bilinear map, or nil when `p` is outside it (Quílez, "Inverse
    /// bilinear interpolation", 2010).
    static func inverseBilinear(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>, _ c: SIMD2<Double>,
                                _ d: SIMD2<Double>) -> (Double, Double)? {
        func cross(_ l: SIMD2<Double>, _ r: SIMD2<Double>) -> Double { l.x * r.y - l.y * r.x }
        let e = b - a, f = d - a, g = a - b + c - d, q = p - a
        let k2 = cross(g, f), k1 = cross(e, f) + cross(q, g), k0 = cross(q, e)
        let tolerance = 1e-9
        func u(for v: Double) -> Double? {
            let denominatorX = e.x + g.x * v, denominatorY = e.y + g.y * v
            if abs(denominatorX) >= abs(denominatorY) {
                return abs(denominatorX) > tolerance ? (q.x - f.x * v) / denominatorX : nil
            }
            return (q.y - f.y * v) / denominatorY
        }
        func inside(_ value: Double) -> Bool { value >= -tolerance && value <= 1 + tolerance }
        var candidates: [Double] = []
        if abs(k2) < tolerance {
            guard abs(k1) > tolerance else { return nil }
            candidates = [-k0 / k1]
        } else {
            let discriminant = k1 * k1 - 4 * k0 * k2
            guard discriminant >= 0 else { return nil }
            let root = discriminant.squareRoot()
            candidates = [(-k1 - root) / (2 * k2), (-k1 + root) / (2 * k2)]
        }
        for v in candidates where inside(v) {
            if let u = u(for: v), inside(u) { return (min(max(u, 0), 1), min(max(v, 0), 1)) }
        }
        return nil
    }
}


import ProofBase
import ProofText

/// A vector picture read from an SVG or PDF file: its size in points and what it paints, as
/// display list commands in its own coordinates (points, y down), drawn by the ``Painter`` at
/// any scale. What the readers do not draw is listed in ``unsupported``.
public struct VectorImage: Sendable {
    /// The picture's size in points (the SVG's width and height or view box, the PDF's media box).
    public var size: Size
    /// Fills and strokes, in order.
    public var commands: [DisplayCommand]
    /// What the file uses that is not drawn (text, embedded images, gradients…), one phrase
    /// each in order of first use; empty when the whole picture is drawn.
    public var unsupported: [String]
    /// What is drawn only approximately (even-odd fills drawn non-zero, dashes drawn solid,
    /// ignored graphics state), one phrase each.
    public var approximations: [String]

    public init(size: Size, commands: [DisplayCommand], unsupported: [String] = [], approximations: [String] = []) {
        self.size = size
        self.commands = commands
        self.unsupported = unsupported
        self.approximations = approximations
    }

    /// The picture painted at `scale` pixels per point, `size` points (its own size when nil),
    /// stretched to fill. Throws when the bitmap would be above `limit`.
    public func rasterize(scale: Double, size target: Size? = nil, limit: PixelLimit = .default) throws(VectorImageError) -> Bitmap {
        let target = target ?? size
        let width = (target.width * scale).rounded(.up), height = (target.height * scale).rounded(.up)
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= Double(Painter.maxBitmapDimension),
              height <= Double(Painter.maxBitmapDimension), limit.allows(width: Int(width), height: Int(height)) else {
            throw .tooLarge("it is \(formatNumber(target.width))×\(formatNumber(target.height)) points, \(formatNumber(width))×\(formatNumber(height)) pixels at scale \(formatNumber(scale)), above the limit of \(limit)")
        }
        // The painter's work grows with each command's area: bound the sum, so that thousands
        // of full-size fills cannot take minutes.
        var work = 0.0
        let sx0 = target.width / size.width, sy0 = target.height / size.height
        for command in commands {
            var segments = 0
            switch command {
            case .fill(.path(let path), _), .stroke(.path(let path), _, _, _): segments = path.elements.count
            default: break
            }
            work += Double(segments)
            if let box = VectorImage(size: size, commands: [command]).inkBounds {
                work += min(box.width * sx0 * scale, width) * min(box.height * sy0 * scale, height)
            }
        }
        guard work <= VectorLimits.maxPaintedPixels else {
            throw .tooComplex("its \(commands.count) fills and strokes would paint \(formatNumber(work.rounded())) pixels at scale \(formatNumber(scale)), above \(formatNumber(VectorLimits.maxPaintedPixels))")
        }
        var bitmap = Bitmap(width: Int(width), height: Int(height))
        var list = DisplayList()
        let sx = target.width / size.width, sy = target.height / size.height
        if sx == 1 && sy == 1 {
            list.commands = commands
        } else {
            let transform = AffineMap(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
            list.commands = commands.map { transform.apply(to: $0) }
        }
        do {
            try Painter(glyphCache: VectorImage.glyphs, offscreenByteLimit: 16 << 20).paint(list, into: &bitmap, scale: scale)
        } catch {
            throw .malformed("the painter refused it: \(error)", offset: nil)
        }
        return bitmap
    }

    /// The bounds of what the picture paints (curve control points and half stroke widths
    /// included), nil when it paints nothing.
    public var inkBounds: Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point, _ pad: Double) {
            minX = min(minX, p.x - pad); maxX = max(maxX, p.x + pad)
            minY = min(minY, p.y - pad); maxY = max(maxY, p.y + pad)
        }
        for command in commands {
            let path: Path, pad: Double
            switch command {
            case let .fill(.path(p), _): (path, pad) = (p, 0)
            case let .stroke(.path(p), width, _, _): (path, pad) = (p, width / 2)
            default: continue
            }
            for element in path.elements {
                switch element {
                case .move(let p), .line(let p): add(p, pad)
                case let .quadCurve(p, c): add(p, pad); add(c, pad)
                case let .curve(p, c1, c2): add(p, pad); add(c1, pad); add(c2, pad)
                case .closeSubpath: break
                }
            }
        }
        guard minX.isFinite, maxX > minX, maxY > minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The part of the picture in `rect`: its commands moved so that `rect`'s corner is the
    /// origin, its size `rect`'s.
    public func cropped(to rect: Rect) -> VectorImage {
        let shift = AffineMap(tx: -rect.minX, ty: -rect.minY)
        return VectorImage(size: Size(width: rect.width, height: rect.height), commands: commands.map { shift.apply(to: $0) },
                           unsupported: unsupported, approximations: approximations)
    }

    /// Vector images draw no text: an empty cache serves every painter.
    private static let glyphs = GlyphMaskCache()
}

/// Why a vector picture (SVG, PDF) could not be read.
public enum VectorImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not the format, or are damaged; `offset` says where when known.
    case malformed(String, offset: Int?)
    /// The file is beyond the reader's bounds (bytes, nesting, path segments, operators).
    case tooComplex(String)
    /// The picture would be larger than the pixel limit.
    case tooLarge(String)

    public var description: String {
        switch self {
        case let .malformed(detail, offset):
            return "damaged: \(detail)" + (offset.map { " (at byte \($0))" } ?? "")
        case let .tooComplex(detail):
            return "too complex to draw: \(detail); simplify the export (flatten, fewer points)"
        case let .tooLarge(detail):
            return "too large: \(detail)"
        }
    }
}

/// Bounds shared by the vector readers: more is ``VectorImageError/tooComplex(_:)``.
public enum VectorLimits {
    /// The largest file read, in bytes.
    public static let maxFileBytes = 8 << 20
    /// The deepest nesting of SVG elements or PDF `q` states.
    public static let maxDepth = 64
    /// The most path segments in one picture.
    public static let maxSegments = 200_000
    /// The most drawing commands (fills and strokes) in one picture.
    public static let maxCommands = 20_000
    /// The most operators of a PDF content stream.
    public static let maxOperators = 1_000_000
    /// The most pixels all fills and strokes of a picture may cover together (each command's
    /// bounds, clipped to the picture, summed).
    public static let maxPaintedPixels = 64_000_000.0
    /// The largest size in points a vector picture may declare.
    public static let maxPoints = 10_000.0
}

/// Paths and display commands under an affine map.
extension AffineMap {
    package func apply(to path: Path) -> Path {
        Path(path.elements.map { element in
            switch element {
            case .move(let p): .move(to: apply(p))
            case .line(let p): .line(to: apply(p))
            case let .quadCurve(p, c): .quadCurve(to: apply(p), control: apply(c))
            case let .curve(p, c1, c2): .curve(to: apply(p), control1: apply(c1), control2: apply(c2))
            case .closeSubpath: .closeSubpath
            }
        })
    }

    func apply(to command: DisplayCommand) -> DisplayCommand {
        switch command {
        case let .fill(.path(path), paint): return .fill(.path(apply(to: path)), paint)
        case let .stroke(.path(path), width, alignment, paint):
            return .stroke(.path(apply(to: path)), width: width * lengthScale, alignment: alignment, paint)
        default: return command
        }
    }
}

/// Sines, cosines and arc tangents from + − × ÷ only, so vector pictures with rotations and
/// arcs draw the same bits everywhere (no libm in the paint path).
enum ExactTrig {
    static let pi = 3.141592653589793

    /// sin and cos of `angle` radians (Taylor series after reduction to −π/4…π/4).
    static func sinCos(_ angle: Double) -> (sin: Double, cos: Double) {
        guard angle.isFinite, abs(angle) < 1e9 else { return (0, 1) }
        let turns = (angle / (pi / 2)).rounded()
        let r = angle - turns * (pi / 2)
        var s = 0.0, c = 0.0
        var term = r
        var n = 1.0
        // sin series
        for _ in 0..<12 {
            s += term
            term *= -r * r / ((n + 1) * (n + 2))
            n += 2
        }
        term = 1
        n = 0
        for _ in 0..<12 {
            c += term
            term *= -r * r / ((n + 1) * (n + 2))
            n += 2
        }
        switch ((Int(turns) % 4) + 4) % 4 {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// atan2(y, x) in −π…π.
    static func atan2(_ y: Double, _ x: Double) -> Double {
        guard x.isFinite, y.isFinite, x != 0 || y != 0 else { return 0 }
        if abs(y) > abs(x) {
            let base = atan(x / y)
            return (y > 0 ? pi / 2 : -pi / 2) - base
        }
        let base = atan(y / x)
        if x > 0 { return base }
        return y >= 0 ? base + pi : base - pi
    }

    /// atan(t) for |t| ≤ 1: halve the argument twice, then the series.
    private static func atan(_ t: Double) -> Double {
        var x = t
        var factor = 1.0
        for _ in 0..<3 {
            x = x / (1 + (1 + x * x).squareRoot())
            factor *= 2
        }
        var sum = 0.0, term = x, n = 1.0
        for _ in 0..<14 {
            sum += term / n
            term *= -x * x
            n += 2
        }
        return sum * factor
    }
}

func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}

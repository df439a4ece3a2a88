// Status: partial — a `Canvas` takes the space offered; its drawing commands are accepted and not painted yet (noted).
/// Immediate-mode drawing (SwiftUI's `Canvas`): takes the space offered; its drawing commands
/// are accepted and not painted yet, which the text description notes.
nonisolated public struct Canvas<Symbols: View>: View {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {}

    public var body: some View {
        Color.clear.frame(maxWidth: .infinity, maxHeight: .infinity).noted("Canvas drawing is not drawn")
    }
}

nonisolated extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}

/// A Canvas's drawing context (SwiftUI's `GraphicsContext`): commands are accepted.
nonisolated public struct GraphicsContext {
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public var transform: CGAffineTransform = .identity

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ text: Text, in rect: CGRect) {}
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func resolve(_ text: Text) -> Text { text }
    public func resolve(_ image: Image) -> Image { image }
    public func resolveSymbol<ID: Hashable>(id: ID) -> Image? { nil }
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
    public mutating func rotate(by angle: Angle) {}
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {}
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                     content: (inout GraphicsContext) throws -> Void) rethrows {}

    /// What fills or strokes a path.
    nonisolated public struct Shading: Sendable {
        let name: String
        public static func color(_ color: Color) -> Shading { Shading(name: "color") }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(name: "style") }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(name: "linearGradient")
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(name: "radialGradient")
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(name: "conicGradient")
        }
        public static let foreground = Shading(name: "foreground")
    }

    /// Options of a gradient shading.
    nonisolated public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Options of a clip.
    nonisolated public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// A filter of a drawing context.
    nonisolated public struct Filter: Sendable {
        let name: String
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { Filter(name: "alphaThreshold") }
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Filter {
            Filter(name: "shadow")
        }
        /// Shadow options (SwiftUI's full form).
        public static func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter {
            Filter(name: "shadow")
        }
        /// Brightens (positive) or darkens (negative) colours by `amount`.
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        /// Scales colours' distance from middle grey by `amount`.
        public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }
        /// Scales colours' saturation by `amount`.
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        /// Removes `amount` (0 to 1) of the colours' saturation.
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        /// Inverts colours by `amount` (1 inverts fully).
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }
        /// Multiplies colours by `color`.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
        /// Rotates colours' hue by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
        /// Makes alpha from luminance, and the colour black.
        public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
        /// Transforms colours by `matrix`.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(name: "colorMatrix") }
        /// Transforms the drawing by `matrix`.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter { Filter(name: "projectionTransform") }
        /// Colours the drawing with a Metal shader (cannot run here).
        public static func colorShader(_ shader: Shader) -> Filter { Filter(name: "colorShader") }
        /// Moves the drawing's pixels with a Metal shader (cannot run here).
        public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter { Filter(name: "distortionShader") }
        /// Redraws the drawing's layer with a Metal shader (cannot run here).
        public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter { Filter(name: "layerShader") }
    }

    /// Options of a shadow filter.
    nonisolated public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the drawing.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// Draws only the shadow.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// Shadows the inside of the shape.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Keeps the shadow's colour as given.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options of a blur filter.
    nonisolated public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Options of a filter.
    nonisolated public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// How layers blend.
    nonisolated public enum BlendMode: Sendable { case normal, multiply, screen, overlay, darken, lighten, plusLighter, sourceAtop, destinationOut }
}

// Status: accepted and ignored — Metal shaders (`ShaderLibrary`, `Shader`, `colorEffect`, `distortionEffect`, `layerEffect`) compile; Metal cannot run here, so the view is drawn without the effect (noted) and a shape filled with a shader paints clear.

import Foundation

/// A Metal shader library (SwiftUI's `ShaderLibrary`): its functions are named as members,
/// `ShaderLibrary.wave(.float(2))`. ProofUI cannot run Metal, so a library is a name for its
/// functions and nothing is loaded from it.
// `@unchecked`: a library is the bundle, data or URL it names, never mutated through it
// (`Bundle` is not declared `Sendable`).
@dynamicMemberLookup
nonisolated public struct ShaderLibrary: Hashable, @unchecked Sendable {
    nonisolated enum Source: Hashable {
        case bundle(Bundle)
        case data(Data)
        case url(URL)
    }

    let source: Source

    /// The default shader library of the main (app) bundle.
    public static let `default` = ShaderLibrary(source: .bundle(.main))

    /// The default shader library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(source: .bundle(bundle))
    }

    init(source: Source) {
        self.source = source
    }

    /// A library of the precompiled Metal library at `url` (not read: Metal does not run here).
    public init(url: URL) {
        source = .url(url)
    }

    /// A library of the precompiled Metal library `data` (not read: Metal does not run here).
    public init(data: Data) {
        source = .data(data)
    }

    /// The function `name` of this library (`ShaderLibrary.default.ripple`).
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }

    /// The function `name` of the default library (`ShaderLibrary.ripple`).
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }
}

/// A function of a Metal shader library (SwiftUI's `ShaderFunction`); calling it with
/// arguments makes a ``Shader``: `ShaderLibrary.ripple(.float(time), .boundingRect)`.
@dynamicCallable
nonisolated public struct ShaderFunction: Hashable, Sendable {
    /// The shader library storing the function.
    public var library: ShaderLibrary
    /// The name of the shader function in the library.
    public var name: String

    /// A reference to the function `name` of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// The shader of this function with `args` bound to its parameters, in order.
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}

/// A function of a Metal shader library with its argument values (SwiftUI's `Shader`), for
/// the shader effects and as a shape style. Metal cannot run here: an effect leaves its view
/// drawn as it is (noted in the text description), and a shape filled with a shader paints clear.
nonisolated public struct Shader: Equatable, ShapeStyle {
    /// A single uniform argument value to a shader function.
    // `@unchecked`: an argument is an immutable value; an `Image` is a description never
    // mutated after it is made (it is not `Sendable` because `Bundle` is not).
    nonisolated public struct Argument: Equatable, @unchecked Sendable {
        nonisolated enum Value: Equatable {
            case floats([Double])
            case color(Color)
            case colorArray([Color])
            case floatArray([Float])
            case image(Image)
            case data(Data)
            case boundingRect
        }

        let value: Value

        /// The MSL value `float(x)`.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Shader.Argument { Argument(value: .floats([Double(x)])) }
        /// The MSL value `float2(x, y)`.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Shader.Argument {
            Argument(value: .floats([Double(x), Double(y)]))
        }
        /// The MSL value `float2(point.x, point.y)`.
        public static func float2(_ point: CGPoint) -> Shader.Argument { .float2(point.x, point.y) }
        /// The MSL value `float2(size.width, size.height)`.
        public static func float2(_ size: CGSize) -> Shader.Argument { .float2(size.width, size.height) }
        /// The MSL value `float3(x, y, z)`.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Shader.Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z)]))
        }
        /// The MSL value `float4(x, y, z, w)`.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Shader.Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
        }
        /// `color`, as a premultiplied `half4`.
        public static func color(_ color: Color) -> Shader.Argument { Argument(value: .color(color)) }
        /// An array of colours, as a `device const half4 *ptr, int count` pair.
        public static func colorArray(_ array: [Color]) -> Shader.Argument { Argument(value: .colorArray(array)) }
        /// An array of numbers, as a `device const float *ptr, int count` pair.
        public static func floatArray(_ array: [Float]) -> Shader.Argument { Argument(value: .floatArray(array)) }
        /// An image, as a `texture2d<half>`.
        public static func image(_ image: Image) -> Shader.Argument { Argument(value: .image(image)) }
        /// Raw bytes, as a `device const void *ptr, int size_in_bytes` pair.
        public static func data(_ data: Data) -> Shader.Argument { Argument(value: .data(data)) }
        /// The bounding rectangle of the shape or view the shader is attached to, as
        /// `float4(x, y, width, height)`.
        public static var boundingRect: Shader.Argument { Argument(value: .boundingRect) }
    }

    /// The shader function called by the shader.
    public var function: ShaderFunction
    /// The uniform argument values passed to the function.
    public var arguments: [Argument]
    /// Whether the shader's output is dithered before it is written (on by default in SwiftUI).
    public var dithersColor = true

    /// A shader of `function` with `arguments` bound to its parameters, in order.
    public init(function: ShaderFunction, arguments: [Shader.Argument]) {
        self.function = function
        self.arguments = arguments
    }
}

nonisolated extension Shader: BuiltInShapeStyle {
    /// Metal does not run here: the pixels a shader would compute are unknown, so it paints clear.
    func paint(with painter: ShapeStylePainter) -> StylePaint { StylePaint(color: .clear) }
}

nonisolated extension View {
    /// Draws the view as it is: the shader, which would compute each pixel's colour, does not
    /// run here (noted in the text description when enabled).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        noted(isEnabled ? shaderNote("colorEffect", shader) : nil)
    }

    /// Draws the view as it is: the shader, which would move each pixel, does not run here
    /// (noted in the text description when enabled). As in SwiftUI, the layout is unchanged.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        noted(isEnabled ? shaderNote("distortionEffect", shader) : nil)
    }

    /// Draws the view as it is: the shader, which would filter the view's layer, does not run
    /// here (noted in the text description when enabled). As in SwiftUI, the layout is unchanged.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        noted(isEnabled ? shaderNote("layerEffect", shader) : nil)
    }
}

nonisolated private func shaderNote(_ modifier: String, _ shader: Shader) -> String {
    "\(modifier) not drawn: the Metal shader \(shader.function.name) does not run here"
}

nonisolated extension VisualEffect {
    /// Accepted: a visual effect is drawn without its effects.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> EmptyVisualEffect { EmptyVisualEffect() }
    /// Accepted: a visual effect is drawn without its effects.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> EmptyVisualEffect {
        EmptyVisualEffect()
    }
    /// Accepted: a visual effect is drawn without its effects.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> EmptyVisualEffect {
        EmptyVisualEffect()
    }
}

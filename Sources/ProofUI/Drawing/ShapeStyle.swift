// Status: supported — `ShapeStyle` has iOS 17's shape (`associatedtype Resolved`, `resolve(in:)`): your own styles resolve, as often as they nest, to the built-in style they return, which is painted (colours, linear and radial gradients as gradients).

import ProofRender

/// A colour or pattern that fills or strokes shapes and colours text (SwiftUI's `ShapeStyle`).
///
/// The built-in styles (``Color``, the gradients, ``Material``, ``ForegroundStyle``…) are
/// painted by ProofUI. Your own style resolves to another style in the environment where it
/// is used, as in SwiftUI 17:
///
/// ```swift
/// struct Brand: ShapeStyle {
///     func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
///         environment.colorScheme == .dark ? AnyShapeStyle(Color.yellow) : AnyShapeStyle(Color.indigo.gradient)
///     }
/// }
/// ```
///
/// What it resolves to is resolved again until a built-in style is reached, and that style
/// is painted (a gradient as a gradient).
public protocol ShapeStyle: Sendable {
    /// The style this one resolves to; `Never` for the built-in styles, which are painted as they are.
    associatedtype Resolved: ShapeStyle = Never

    /// The style this one stands for in `environment`.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

nonisolated extension ShapeStyle where Resolved == Never {
    /// The built-in styles resolve to nothing: ProofUI paints them directly, and this is
    /// never called by it (as in SwiftUI, calling it traps).
    public func resolve(in environment: EnvironmentValues) -> Never {
        preconditionFailure("\(Self.self) is painted as it is and has no resolved style")
    }
}

/// The resolved style of the built-in styles (as in SwiftUI).
nonisolated extension Never: ShapeStyle {}

// MARK: Painting

/// What a style paints with once resolved in an environment.
nonisolated struct StylePaint {
    /// The colour; for a gradient, its colour at the middle (what text and descriptions use).
    var color: Color
    /// The gradient painted on shapes instead of `color`.
    var gradient: ShapeGradient?
    /// Why the style could not be resolved (it then paints clear); nil when it was.
    var problem: String?

    init(color: Color, gradient: ShapeGradient? = nil) {
        self.color = color
        self.gradient = gradient
    }

    /// This paint with its opacity multiplied by `factor` (0…1).
    func multiplyingOpacity(by factor: Double) -> StylePaint {
        var paint = self
        paint.color = color.opacity(factor)
        paint.gradient = gradient?.multiplyingOpacity(by: factor)
        return paint
    }
}

/// The styles ProofUI paints itself (the ones whose `Resolved` is `Never`).
nonisolated protocol BuiltInShapeStyle {
    /// The paint of this style; styles standing for others paint them through `painter`.
    func paint(with painter: ShapeStylePainter) -> StylePaint
}

/// Resolves any shape style, through as many `resolve(in:)` steps as it takes, to the paint
/// of a built-in style. The one entry for painting styles.
nonisolated struct ShapeStylePainter {
    /// How many styles may stand for one another before the chain counts as a cycle.
    static let maximumDepth = 64

    let environment: EnvironmentValues
    private var depth = 0

    init(environment: EnvironmentValues) {
        self.environment = environment
    }

    /// The paint of `style` in the environment. Generic, so each step of a custom style's
    /// chain is resolved through its static `Resolved` type.
    func paint<S: ShapeStyle>(_ style: S) -> StylePaint {
        var next = self
        next.depth += 1
        guard depth < Self.maximumDepth else {
            var paint = StylePaint(color: .clear)
            paint.problem = "the shape style \(S.self) resolves through more than \(Self.maximumDepth) styles "
                + "(does it resolve to itself?); return a colour, gradient or other built-in style from resolve(in:)"
            return paint
        }
        if let builtIn = style as? any BuiltInShapeStyle { return builtIn.paint(with: next) }
        guard S.Resolved.self != Never.self else {
            var paint = StylePaint(color: .clear)
            paint.problem = "the shape style \(S.self) resolves to Never; return a colour, gradient or other built-in style from resolve(in:)"
            return paint
        }
        return next.paint(style.resolve(in: environment))
    }

    /// The colour `style` paints with (a gradient's middle colour).
    func color<S: ShapeStyle>(_ style: S) -> Color {
        paint(style).color
    }
}

nonisolated extension ShapeGradient {
    /// This gradient with every stop's alpha multiplied by `factor` (0…1).
    func multiplyingOpacity(by factor: Double) -> ShapeGradient {
        func scaled(_ stops: GradientStops) -> GradientStops {
            GradientStops(stops.stops.map { stop in
                var color = stop.color
                color.a = Color.byte(Double(color.a) / 255 * factor) ?? 0
                return GradientStops.Stop(location: stop.location, color: color)
            })
        }
        switch self {
        case let .linear(stops, start, end): return .linear(scaled(stops), start: start, end: end)
        case let .radial(stops, center, startRadius, endRadius):
            return .radial(scaled(stops), center: center, startRadius: startRadius, endRadius: endRadius)
        }
    }
}

// MARK: Built-in styles

nonisolated extension Color: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint { StylePaint(color: self) }
}

nonisolated extension Material: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint {
        StylePaint(color: painter.environment.colorScheme == .dark ? dark : light)
    }
}

nonisolated extension ForegroundStyle: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint {
        let style: any ShapeStyle = painter.environment.foregroundStyle ?? Color.primary
        return painter.paint(style)
    }
}

nonisolated extension AnyShapeStyle: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint { painter.paint(style) }
}

nonisolated extension ImagePaint: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint { StylePaint(color: .clear) }
}

// MARK: Modifying a style

// Neither `opacity(_:)` nor `blendMode(_:)` is disfavoured: where a view or a style fits, as in
// `.background(gradient.opacity(0.5))` or `.overlay(Color.black.blendMode(.overlay))`, a chain
// of them is the style's, since `background(_:alignment:)` taking a view is the disfavoured one
// (as in SwiftUI); disfavouring one of them too would tie the two readings of a chain that mixes
// them and make it ambiguous. A colour's own `opacity(_:)` is preferred to both.
nonisolated extension ShapeStyle {
    /// This style with its opacity multiplied by `opacity` (0…1; a gradient's every stop).
    public func opacity(_ opacity: Double) -> some ShapeStyle { OpacityShapeStyle(base: self, opacity: opacity) }

    /// This style blended with `mode` over what is behind: accepted, the style is painted
    /// with normal blending (listed in Docs/SwiftUI/Painting.md).
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { self }
}

/// A style at a fraction of its opacity.
nonisolated struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, BuiltInShapeStyle {
    let base: Base
    let opacity: Double

    func paint(with painter: ShapeStylePainter) -> StylePaint {
        var paint = painter.paint(base)
        // NaN stays NaN in the colour, where the renderer reports it.
        paint = paint.multiplyingOpacity(by: opacity.isNaN ? opacity : min(max(opacity, 0), 1))
        return paint
    }
}

// Status: partial — linear and radial gradients are painted (interpolated in premultiplied sRGB); angular and elliptical gradients, and gradients on text, paint with the colour at the gradient's middle.

import ProofRender

/// Colours along a line or around a point (SwiftUI's gradients). Linear and radial gradients
/// paint as gradients (interpolated in premultiplied sRGB); the others, and text, paint with
/// the colour at the gradient's middle.
nonisolated public struct Gradient: Hashable, Sendable {
    /// A colour at a location between 0 and 1.
    nonisolated public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    public init(colors: [Color]) {
        let count = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat(Double($0.offset) / Double(count))) }
    }

    /// The stops with their colours in `environment`.
    func stops(in environment: EnvironmentValues) -> GradientStops {
        GradientStops(stops.map { stop in
            GradientStops.Stop(location: Double(stop.location), color: stop.color.resolved(in: environment)
                ?? RGBA8(r: 0, g: 0, b: 0, a: 0))
        })
    }

    /// The colour at the middle of the gradient.
    func middle(in environment: EnvironmentValues) -> Color {
        let sorted = stops.sorted { $0.location < $1.location }
        guard let first = sorted.first else { return .clear }
        guard sorted.count > 1 else { return first.color }
        let after = sorted.firstIndex { $0.location >= 0.5 } ?? sorted.count - 1
        let before = max(after - 1, 0)
        let a = sorted[before], b = sorted[after]
        let span = Double(b.location - a.location)
        let t = span > 0 ? (0.5 - Double(a.location)) / span : 0
        let colorA = ColorComponents(a.color, environment), colorB = ColorComponents(b.color, environment)
        return Color(red: colorA.r + (colorB.r - colorA.r) * t, green: colorA.g + (colorB.g - colorA.g) * t,
                     blue: colorA.b + (colorB.b - colorA.b) * t, opacity: colorA.a + (colorB.a - colorA.a) * t)
    }
}

/// A colour's components between 0 and 1 in an environment.
nonisolated struct ColorComponents {
    let r: Double, g: Double, b: Double, a: Double

    init(_ color: Color, _ environment: EnvironmentValues) {
        let rgba = color.resolved(in: environment) ?? RGBA8(r: 0, g: 0, b: 0, a: 0)
        r = Double(rgba.r) / 255
        g = Double(rgba.g) / 255
        b = Double(rgba.b) / 255
        a = Double(rgba.a) / 255
    }
}

/// A gradient along a line.
nonisolated public struct LinearGradient: ShapeStyle, View, Hashable {
    public let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    public var body: some View { Rectangle().fill(self) }

    func shapeGradient(in environment: EnvironmentValues) -> ShapeGradient {
        // Leading and trailing swap in a right-to-left layout, as SwiftUI mirrors them.
        let rtl = environment.layoutDirection == .rightToLeft
        func placed(_ point: UnitPoint) -> UnitPoint { rtl ? UnitPoint(x: 1 - point.x, y: point.y) : point }
        return .linear(gradient.stops(in: environment), start: placed(startPoint), end: placed(endPoint))
    }
}

/// A gradient around a centre, outwards.
nonisolated public struct RadialGradient: ShapeStyle, View, Hashable {
    public let gradient: Gradient
    let center: UnitPoint
    let startRadius: Double
    let endRadius: Double
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = Double(startRadius)
        self.endRadius = Double(endRadius)
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public var body: some View { Rectangle().fill(self) }

    func shapeGradient(in environment: EnvironmentValues) -> ShapeGradient {
        let rtl = environment.layoutDirection == .rightToLeft
        let placed = rtl ? UnitPoint(x: 1 - center.x, y: center.y) : center
        return .radial(gradient.stops(in: environment), center: placed, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A gradient around a centre, by angle.
nonisolated public struct AngularGradient: ShapeStyle, View, Hashable {
    public let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) { gradient = Gradient(colors: colors) }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(colors: colors) }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(stops: stops) }
    public var body: some View { Rectangle().fill(self) }
}

/// A gradient in an ellipse.
nonisolated public struct EllipticalGradient: ShapeStyle, View, Hashable {
    public let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        gradient = Gradient(colors: colors)
    }
    public var body: some View { Rectangle().fill(self) }
}

/// A gradient as a shape style, typed loosely (`AnyGradient`, what `Color.gradient` gives):
/// painted, as Apple documents, as a linear gradient from the top centre to the bottom centre.
nonisolated public struct AnyGradient: ShapeStyle, Hashable {
    let gradient: Gradient
    public init(_ gradient: Gradient) { self.gradient = gradient }

    func shapeGradient(in environment: EnvironmentValues) -> ShapeGradient {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).shapeGradient(in: environment)
    }
}

/// A gradient used directly as a shape style (iOS 16): painted as ``AnyGradient`` is, from
/// the top centre to the bottom centre.
nonisolated extension Gradient: ShapeStyle {

    func shapeGradient(in environment: EnvironmentValues) -> ShapeGradient {
        AnyGradient(self).shapeGradient(in: environment)
    }
}

nonisolated extension Color {
    /// The colour as a subtle gradient (iOS 16): painted as the colour itself.
    public var gradient: AnyGradient { AnyGradient(Gradient(colors: [self, self])) }
}

nonisolated extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

nonisolated extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

nonisolated extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
}

nonisolated extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient (painted, as ``EllipticalGradient`` is, with its middle colour).
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of evenly spaced colours.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

/// A shape style that is its own look of the foreground (SwiftUI's `ForegroundStyle`).
nonisolated public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
}

nonisolated extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A shape style type-erased (SwiftUI's `AnyShapeStyle`).
nonisolated public struct AnyShapeStyle: ShapeStyle {
    let style: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { self.style = style }
}

// Painted as gradients: the gradient on shapes, its middle colour on text.
nonisolated extension LinearGradient: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint {
        StylePaint(color: gradient.middle(in: painter.environment), gradient: shapeGradient(in: painter.environment))
    }
}

nonisolated extension RadialGradient: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint {
        StylePaint(color: gradient.middle(in: painter.environment), gradient: shapeGradient(in: painter.environment))
    }
}

nonisolated extension AnyGradient: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint {
        StylePaint(color: gradient.middle(in: painter.environment), gradient: shapeGradient(in: painter.environment))
    }
}

nonisolated extension Gradient: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint {
        StylePaint(color: middle(in: painter.environment), gradient: shapeGradient(in: painter.environment))
    }
}

// Painted with the colour at the gradient's middle.
nonisolated extension AngularGradient: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint { StylePaint(color: gradient.middle(in: painter.environment)) }
}

nonisolated extension EllipticalGradient: BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint { StylePaint(color: gradient.middle(in: painter.environment)) }
}

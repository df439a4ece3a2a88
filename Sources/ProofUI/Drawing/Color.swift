// Status: partial — colours, Apple's system colours and the accent colour are drawn for light and dark as iOS draws them; Display P3 and linear components are drawn as sRGB; `mix(with:by:in:)` (iOS 18) mixes in sRGB in every colour space.

import ProofLayout
import ProofRender
/// Apple's adaptive system colours (UIKit's `UIColor.label`, `.systemBackground`,
/// `.systemRed`…), each with its light and dark sRGB value.
///
/// Values are those Apple documents for iOS 15 through 18: the system colour table of the
/// Human Interface Guidelines (developer.apple.com/design/human-interface-guidelines/color,
/// "System colors", default light and dark, before the iOS 26 revision), and the UI element
/// colours of UIKit (`label`, backgrounds, fills, separators) as transcribed with their
/// UIKit references in Flutter's `CupertinoColors`
/// (github.com/flutter/flutter, packages/flutter/lib/src/cupertino/colors.dart) and in
/// published dumps of `UIColor` (`#3C3C434D` for `tertiaryLabel`). Alphas are written as
/// the documented fractions and stored in 8 bits rounded to nearest (0.3 → 77, 0.29 → 74).
nonisolated public enum SystemColor: String, Hashable, Sendable, CaseIterable {
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case separator, opaqueSeparator
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan
    case systemBlue, systemIndigo, systemPurple, systemPink, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6

    /// The colour in `scheme`.
    public func value(in scheme: ColorScheme) -> RGBA8 {
        let pair = Self.values[self]!
        return scheme == .light ? pair.light : pair.dark
    }

    /// A colour with its alpha as the documented fraction, in 8 bits rounded to nearest.
    private static func rgba(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: Double = 1) -> RGBA8 {
        RGBA8(r: r, g: g, b: b, a: UInt8((alpha * 255).rounded()))
    }

    // Indexed by case order; `values[self]` below maps a case to its row.
    private static let table: [(light: RGBA8, dark: RGBA8)] = [
        (rgba(0, 0, 0), rgba(255, 255, 255)),                        // label
        (rgba(60, 60, 67, 0.6), rgba(235, 235, 245, 0.6)),           // secondaryLabel
        (rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3)),           // tertiaryLabel
        (rgba(60, 60, 67, 0.18), rgba(235, 235, 245, 0.16)),         // quaternaryLabel
        (rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3)),           // placeholderText
        (rgba(0, 122, 255), rgba(9, 132, 255)),                      // link
        (rgba(255, 255, 255), rgba(0, 0, 0)),                        // systemBackground
        (rgba(242, 242, 247), rgba(28, 28, 30)),                     // secondarySystemBackground
        (rgba(255, 255, 255), rgba(44, 44, 46)),                     // tertiarySystemBackground
        (rgba(242, 242, 247), rgba(0, 0, 0)),                        // systemGroupedBackground
        (rgba(255, 255, 255), rgba(28, 28, 30)),                     // secondarySystemGroupedBackground
        (rgba(242, 242, 247), rgba(44, 44, 46)),                     // tertiarySystemGroupedBackground
        (rgba(60, 60, 67, 0.29), rgba(84, 84, 88, 0.6)),             // separator
        (rgba(198, 198, 200), rgba(56, 56, 58)),                     // opaqueSeparator
        (rgba(120, 120, 128, 0.2), rgba(120, 120, 128, 0.36)),       // systemFill
        (rgba(120, 120, 128, 0.16), rgba(120, 120, 128, 0.32)),      // secondarySystemFill
        (rgba(118, 118, 128, 0.12), rgba(118, 118, 128, 0.24)),      // tertiarySystemFill
        (rgba(116, 116, 128, 0.08), rgba(118, 118, 128, 0.18)),      // quaternarySystemFill
        (rgba(255, 59, 48), rgba(255, 69, 58)),                      // systemRed
        (rgba(255, 149, 0), rgba(255, 159, 10)),                     // systemOrange
        (rgba(255, 204, 0), rgba(255, 214, 10)),                     // systemYellow
        (rgba(52, 199, 89), rgba(48, 209, 88)),                      // systemGreen
        (rgba(0, 199, 190), rgba(99, 230, 226)),                     // systemMint
        (rgba(48, 176, 199), rgba(64, 200, 224)),                    // systemTeal
        (rgba(50, 173, 230), rgba(100, 210, 255)),                   // systemCyan
        (rgba(0, 122, 255), rgba(10, 132, 255)),                     // systemBlue
        (rgba(88, 86, 214), rgba(94, 92, 230)),                      // systemIndigo
        (rgba(175, 82, 222), rgba(191, 90, 242)),                    // systemPurple
        (rgba(255, 45, 85), rgba(255, 55, 95)),                      // systemPink
        (rgba(162, 132, 94), rgba(172, 142, 104)),                   // systemBrown
        (rgba(142, 142, 147), rgba(142, 142, 147)),                  // systemGray
        (rgba(174, 174, 178), rgba(99, 99, 102)),                    // systemGray2
        (rgba(199, 199, 204), rgba(72, 72, 74)),                     // systemGray3
        (rgba(209, 209, 214), rgba(58, 58, 60)),                     // systemGray4
        (rgba(229, 229, 234), rgba(44, 44, 46)),                     // systemGray5
        (rgba(242, 242, 247), rgba(28, 28, 30)),                     // systemGray6
    ]

    private static let values: [SystemColor: (light: RGBA8, dark: RGBA8)] = {
        precondition(table.count == allCases.count, "one row of values per system colour")
        var values: [SystemColor: (light: RGBA8, dark: RGBA8)] = [:]
        for (index, color) in allCases.enumerated() { values[color] = table[index] }
        return values
    }()
}

/// A colour: fixed sRGB components, one of Apple's adaptive ``SystemColor``s (resolved with
/// the environment's colour scheme), or the environment's tint. As a view it fills the space
/// offered to it, like SwiftUI's `Color`.
nonisolated public struct Color: Hashable, Sendable, CustomStringConvertible {
    nonisolated enum Base: Hashable, Sendable {
        /// Components in 0…1 as given (checked when rendered: NaN is an error).
        case components(red: Double, green: Double, blue: Double, opacity: Double)
        case system(SystemColor)
        case tint
        /// A colour set of an asset catalogue, by appearance.
        case asset(light: RGBA8, dark: RGBA8)
        /// Two colours mixed (``mix(with:by:in:)``), resolved each in the environment.
        indirect case mixed(Color, Color, fraction: Double, perceptual: Bool)
        /// An app's own colour style (``init(_:)-custom``), resolved in the environment.
        case custom(CustomColorStyle)
    }

    let base: Base
    /// Multiplies the alpha (``opacity(_:)``).
    let opacityFactor: Double

    init(base: Base, opacityFactor: Double = 1) {
        self.base = base
        self.opacityFactor = opacityFactor
    }

    /// A colour from sRGB components and an opacity, each from 0 to 1 (values outside are
    /// clamped; NaN is reported as an error when the view is rendered).
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(base: .components(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A grey from 0 (black) to 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// An exact 8-bit colour. Internal: SwiftUI's `Color` has no such initialiser, and an app's
    /// own one-argument initialisers must not meet ProofUI's.
    init(rgba8 rgba: RGBA8) {
        self.init(red: Double(rgba.r) / 255, green: Double(rgba.g) / 255, blue: Double(rgba.b) / 255,
                  opacity: Double(rgba.a) / 255)
    }

    /// An adaptive system colour. Internal: apps write `Color(.secondarySystemBackground)`,
    /// which is SwiftUI's `Color(_: UIColor)` with UIKit's colour, as on iOS.
    init(systemColor system: SystemColor) {
        self.init(base: .system(system))
    }

    /// This colour with its opacity multiplied by `opacity` (0…1).
    public func opacity(_ opacity: Double) -> Color {
        Color(base: base, opacityFactor: opacityFactor * opacity)
    }

    /// The 8-bit colour in `environment`; nil when a component is NaN.
    func resolved(in environment: EnvironmentValues) -> RGBA8? {
        var color: RGBA8
        switch base {
        case let .components(red, green, blue, opacity):
            guard let r = Self.byte(red), let g = Self.byte(green), let b = Self.byte(blue), let a = Self.byte(opacity)
            else { return nil }
            color = RGBA8(r: r, g: g, b: b, a: a)
        case let .system(system):
            color = system.value(in: environment.colorScheme)
        case .tint:
            guard let tint = environment.tint.resolved(in: environment.replacingTint()) else { return nil }
            color = tint
        case let .asset(light, dark):
            color = environment.colorScheme == .dark ? dark : light
        case let .mixed(first, second, fraction, perceptual):
            guard let from = first.resolved(in: environment), let to = second.resolved(in: environment), !fraction.isNaN
            else { return nil }
            color = ColorMixing.mix(from, to, fraction: min(max(fraction, 0), 1), perceptual: perceptual)
        case let .custom(style):
            guard let resolved = style.resolve(environment).rgba8 else { return nil }
            color = resolved
        }
        guard opacityFactor != 1 else { return color }
        guard !opacityFactor.isNaN else { return nil }
        color.a = Self.byte(Double(color.a) / 255 * opacityFactor) ?? 0
        return color
    }

    /// `value` in 0…1 as a byte, rounded to nearest; nil for NaN.
    static func byte(_ value: Double) -> UInt8? {
        guard !value.isNaN else { return nil }
        return UInt8((min(max(value, 0), 1) * 255).rounded())
    }

    public var description: String {
        let text: String
        switch base {
        case let .components(red, green, blue, opacity):
            if let r = Self.byte(red), let g = Self.byte(green), let b = Self.byte(blue), let a = Self.byte(opacity) {
                text = RGBA8(r: r, g: g, b: b, a: a).description
            } else {
                text = "invalid(\(red), \(green), \(blue), \(opacity))"
            }
        case let .system(system): text = system.rawValue
        case .tint: text = "tint"
        case let .asset(light, dark): text = light == dark ? "\(light)" : "\(light)/\(dark)"
        case let .mixed(first, second, fraction, perceptual):
            text = "mix(\(first), \(second), \(fraction)\(perceptual ? "" : " device"))"
        case let .custom(style): text = style.description
        }
        return opacityFactor == 1 ? text : "\(text) opacity \(opacityFactor)"
    }

    // MARK: SwiftUI's named colours (adaptive, as in SwiftUI)

    public static let red = Color(systemColor: .systemRed)
    public static let orange = Color(systemColor: .systemOrange)
    public static let yellow = Color(systemColor: .systemYellow)
    public static let green = Color(systemColor: .systemGreen)
    public static let mint = Color(systemColor: .systemMint)
    public static let teal = Color(systemColor: .systemTeal)
    public static let cyan = Color(systemColor: .systemCyan)
    public static let blue = Color(systemColor: .systemBlue)
    public static let indigo = Color(systemColor: .systemIndigo)
    public static let purple = Color(systemColor: .systemPurple)
    public static let pink = Color(systemColor: .systemPink)
    public static let brown = Color(systemColor: .systemBrown)
    public static let gray = Color(systemColor: .systemGray)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The colour of primary content: `label`.
    public static let primary = Color(systemColor: .label)
    /// The colour of secondary content: `secondaryLabel`.
    public static let secondary = Color(systemColor: .secondaryLabel)
    /// The environment's tint (``EnvironmentValues/tint``, system blue by default).
    public static let accentColor = Color(base: .tint)
}

nonisolated extension EnvironmentValues {
    /// The environment with a tint that cannot refer to itself, so a tint of `.accentColor`
    /// resolves to system blue instead of looping.
    fileprivate func replacingTint() -> EnvironmentValues {
        guard case .tint = tint.base else { return self }
        var copy = self
        copy.tint = .blue
        return copy
    }
}

nonisolated extension Color: ShapeStyle {
    /// The colour's components in `environment` (its scheme, its tint), as SwiftUI 17 resolves a colour.
    public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
        Color.Resolved(resolving: self, in: environment)
    }
}

// Colour names where a style is expected (`.foregroundStyle(.secondary)`, `.fill(.blue)`).
nonisolated extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    /// The colour of primary content: `label`.
    public static var primary: Color { Color.primary }
    /// The colour of secondary content: `secondaryLabel`.
    public static var secondary: Color { Color.secondary }
    /// The colour of tertiary content: `tertiaryLabel`.
    public static var tertiary: Color { Color(systemColor: .tertiaryLabel) }
    /// The colour of quaternary content: `quaternaryLabel`.
    public static var quaternary: Color { Color(systemColor: .quaternaryLabel) }
}

nonisolated extension Color {
    /// A colour space of SwiftUI's colour initialisers.
    nonisolated public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    /// A colour of components in `colorSpace` (drawn as sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A grey of `white` in `colorSpace` (drawn as sRGB).
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness, converted with + − × ÷ only.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f), t = brightness * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (brightness, t, p)
        case 1: (r, g, b) = (q, brightness, p)
        case 2: (r, g, b) = (p, brightness, t)
        case 3: (r, g, b) = (p, q, brightness)
        case 4: (r, g, b) = (t, p, brightness)
        default: (r, g, b) = (brightness, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }
}

nonisolated extension Color: View, PrimitiveView {
    public typealias Body = Never

    func resolve(in resolver: Resolver) throws(RenderError) {
        var element = Element(kind: .color(try resolver.resolve(self)))
        element.expands = .both
        element.compresses = .both
        resolver.emit(element)
    }
}

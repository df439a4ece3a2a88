// Status: supported — `Color.Resolved` (iOS 17): a colour's components in an environment, from `Color.resolve(in:)`, usable as a colour and as a shape style.

import Foundation
import ProofRender

nonisolated extension Color {
    /// A concrete colour: sRGB components (gamma encoded) and an opacity, what a ``Color``
    /// is in one environment (SwiftUI's `Color.Resolved`). ProofUI paints in 8-bit sRGB, so
    /// the components of a resolved colour are multiples of 1/255.
    nonisolated public struct Resolved: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The red component in sRGB, gamma encoded (0…1).
        public var red: Float
        /// The green component in sRGB, gamma encoded (0…1).
        public var green: Float
        /// The blue component in sRGB, gamma encoded (0…1).
        public var blue: Float
        /// The opacity (0…1).
        public var opacity: Float

        /// A colour of components in `colorSpace` (linear components are converted to sRGB's
        /// gamma with the sRGB transfer function; Display P3 is taken as sRGB).
        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            switch colorSpace {
            case .sRGB, .displayP3:
                self.red = red
                self.green = green
                self.blue = blue
            case .sRGBLinear:
                self.red = Self.encoded(red)
                self.green = Self.encoded(green)
                self.blue = Self.encoded(blue)
            }
            self.opacity = opacity
        }

        init(resolving color: Color, in environment: EnvironmentValues) {
            guard let rgba = color.resolved(in: environment) else {
                self.init(red: .nan, green: .nan, blue: .nan, opacity: .nan)
                return
            }
            self.init(red: Float(rgba.r) / 255, green: Float(rgba.g) / 255, blue: Float(rgba.b) / 255, opacity: Float(rgba.a) / 255)
        }

        /// The red component without gamma (linear light).
        public var linearRed: Float {
            get { Self.decoded(red) }
            set { red = Self.encoded(newValue) }
        }
        /// The green component without gamma (linear light).
        public var linearGreen: Float {
            get { Self.decoded(green) }
            set { green = Self.encoded(newValue) }
        }
        /// The blue component without gamma (linear light).
        public var linearBlue: Float {
            get { Self.decoded(blue) }
            set { blue = Self.encoded(newValue) }
        }

        /// The colour as a Core Graphics colour.
        public var cgColor: CGColor { CGColor(color: Color(self)) }

        /// The colour in 8-bit sRGB, each component rounded to nearest and clamped; nil when
        /// one is NaN.
        var rgba8: RGBA8? {
            guard let r = Color.byte(Double(red)), let g = Color.byte(Double(green)), let b = Color.byte(Double(blue)),
                  let a = Color.byte(Double(opacity)) else { return nil }
            return RGBA8(r: r, g: g, b: b, a: a)
        }

        public var description: String {
            guard let rgba8 else { return "invalid(\(red), \(green), \(blue), \(opacity))" }
            return rgba8.description.uppercased()
        }

        // The sRGB transfer function (IEC 61966-2-1), both ways.
        private static func decoded(_ value: Float) -> Float {
            value <= 0.04045 ? value / 12.92 : Float(pow((Double(value) + 0.055) / 1.055, 2.4))
        }

        private static func encoded(_ value: Float) -> Float {
            value <= 0.0031308 ? value * 12.92 : Float(1.055 * pow(Double(value), 1 / 2.4) - 0.055)
        }
    }

    /// The colour of a resolved colour.
    public init(_ resolved: Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue), opacity: Double(resolved.opacity))
    }
}

nonisolated extension Color.Resolved: ShapeStyle, BuiltInShapeStyle {
    func paint(with painter: ShapeStylePainter) -> StylePaint { StylePaint(color: Color(self)) }
}

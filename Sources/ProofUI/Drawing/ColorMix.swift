// Status: complete — `Color.mix(with:by:in:)` (iOS 18) and `Gradient.ColorSpace`; the
// perceptual space is taken to be Oklab (Apple names no space).

import Foundation
import ProofRender

nonisolated extension Gradient {
    /// The space colours are interpolated in (SwiftUI's `Gradient.ColorSpace`, iOS 18).
    public struct ColorSpace: Hashable, Sendable {
        let isPerceptual: Bool

        /// Interpolation of the device's (sRGB-encoded) components.
        public static let device = ColorSpace(isPerceptual: false)
        /// Interpolation in a perceptually uniform space. Apple does not say which; Oklab is
        /// used here, the space CSS's `color-mix` and most perceptual mixes use.
        public static let perceptual = ColorSpace(isPerceptual: true)
    }
}

nonisolated extension Color {
    /// This colour mixed with `other`: `fraction` 0 is this colour, 1 is `other` (clamped),
    /// interpolated in `colorSpace` (SwiftUI's `mix(with:by:in:)`, iOS 18). Both colours are
    /// resolved in the environment first, so adaptive colours mix as the appearance shows them.
    public func mix(with other: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        Color(base: .mixed(self, other, fraction: fraction, perceptual: colorSpace.isPerceptual))
    }
}

/// The arithmetic of `Color.mix`: straight interpolation of sRGB bytes, or of Oklab
/// coordinates (Björn Ottosson, "A perceptual color space for image processing", 2020), with
/// opacity interpolated linearly and colour weighted by it, as premultiplied mixing does.
nonisolated enum ColorMixing {
    static func mix(_ from: RGBA8, _ to: RGBA8, fraction: Double, perceptual: Bool) -> RGBA8 {
        let a0 = Double(from.a) / 255, a1 = Double(to.a) / 255
        let alpha = a0 + (a1 - a0) * fraction
        guard alpha > 0 else { return RGBA8(r: 0, g: 0, b: 0, a: 0) }
        let first = components(from), second = components(to)
        var mixed = [0.0, 0.0, 0.0]
        if perceptual {
            let lab0 = oklab(first), lab1 = oklab(second)
            for index in 0..<3 {
                mixed[index] = (lab0[index] * a0 * (1 - fraction) + lab1[index] * a1 * fraction) / alpha
            }
            mixed = srgb(fromOklab: mixed)
        } else {
            for index in 0..<3 {
                mixed[index] = (first[index] * a0 * (1 - fraction) + second[index] * a1 * fraction) / alpha
            }
        }
        func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return RGBA8(r: byte(mixed[0]), g: byte(mixed[1]), b: byte(mixed[2]), a: byte(alpha))
    }

    static func components(_ color: RGBA8) -> [Double] {
        [Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255]
    }

    static func linear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    static func encoded(_ value: Double) -> Double {
        value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }

    static func oklab(_ rgb: [Double]) -> [Double] {
        let r = linear(rgb[0]), g = linear(rgb[1]), b = linear(rgb[2])
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return [0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s]
    }

    static func srgb(fromOklab lab: [Double]) -> [Double] {
        let l = lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2]
        let m = lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2]
        let s = lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2]
        let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
        return [encoded(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3),
                encoded(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3),
                encoded(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3)]
    }
}

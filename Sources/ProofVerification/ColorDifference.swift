import ProofBase
import ProofGraphics

/// A colour in CIE L\*a\*b\* (D65 white), as used for colour differences.
public struct LabColor: Hashable, Sendable {
    /// Lightness, 0 (black) to 100 (white).
    public var l: Double
    /// Green (negative) to red (positive).
    public var a: Double
    /// Blue (negative) to yellow (positive).
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }
}

/// Perceptual colour difference between two sRGB pixels: CIE ΔE\*94 (graphic-arts weights
/// kL = 1, K1 = 0.045, K2 = 0.015).
///
/// ΔE\*94 is used rather than CIEDE2000 because it needs only `+ − × ÷ √`, all exactly
/// rounded by IEEE 754: CIEDE2000's `atan2`, `cos` and `exp` come from libm, whose last
/// bits differ between platforms and could flip a threshold decision. The rest of the
/// pipeline is just as deterministic: sRGB codes are decoded by an exactly rounded table,
/// the cube root of CIE L\*a\*b\* is a fixed number of Newton steps from a bit-level first
/// guess, and every sum has a fixed order. A ΔE of about 1 is the smallest difference a
/// viewer notices side by side; 2–3 is noticeable at a glance.
///
/// ΔE\*94 is not symmetric: chroma weights come from the first colour, the reference.
///
/// Alpha: both pixels are composited, in linear light, over black and over white, and the
/// larger of the two differences is the result. Two pixels that look the same on any
/// background therefore differ by 0 (two fully transparent pixels of different colour), and
/// a change of opacity counts as much as it shows on the background where it shows most.
public enum ColorDifference {
    /// ΔE\*94 between two pixels, alpha handled as described on ``ColorDifference``.
    public static func deltaE94(reference: RGBA8, actual: RGBA8) -> Double {
        if reference == actual { return 0 }
        if reference.a == 255 && actual.a == 255 {
            return deltaE94(lab(reference, over: 0), lab(actual, over: 0))
        }
        let overBlack = deltaE94(lab(reference, over: 0), lab(actual, over: 0))
        let overWhite = deltaE94(lab(reference, over: 1), lab(actual, over: 1))
        return max(overBlack, overWhite)
    }

    /// ΔE\*94 between two L\*a\*b\* colours, chroma weighted by `reference`.
    public static func deltaE94(_ reference: LabColor, _ actual: LabColor) -> Double {
        let deltaL = reference.l - actual.l
        let da = reference.a - actual.a
        let db = reference.b - actual.b
        let chromaReference = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let chromaActual = (actual.a * actual.a + actual.b * actual.b).squareRoot()
        let deltaC = chromaReference - chromaActual
        // ΔH² = Δa² + Δb² − ΔC²; rounding can leave a tiny negative where ΔH is really 0.
        let deltaHSquared = max(0, da * da + db * db - deltaC * deltaC)
        let weightC = 1 + 0.045 * chromaReference
        let weightH = 1 + 0.015 * chromaReference
        let termC = deltaC / weightC
        return (deltaL * deltaL + termC * termC + deltaHSquared / (weightH * weightH)).squareRoot()
    }

    /// The L\*a\*b\* colour of an opaque sRGB pixel.
    public static func lab(_ color: RGBA8) -> LabColor {
        lab(color, over: 0)
    }

    /// The L\*a\*b\* colour of `color` composited in linear light over a grey background of
    /// linear intensity `background` (0 black, 1 white).
    static func lab(_ color: RGBA8, over background: Double) -> LabColor {
        let alpha = Double(color.a) / 255
        let uncovered = (1 - alpha) * background
        let red = srgbToLinear[Int(color.r)] * alpha + uncovered
        let green = srgbToLinear[Int(color.g)] * alpha + uncovered
        let blue = srgbToLinear[Int(color.b)] * alpha + uncovered
        // sRGB primaries to XYZ (D65), Lindbloom's matrix; the white point is each row's sum,
        // so that sRGB white lands exactly on L* = 100, a* = b* = 0.
        let x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / whiteX
        let y = (0.2126729 * red + 0.7151522 * green + 0.0721750 * blue) / whiteY
        let z = (0.0193339 * red + 0.1191920 * green + 0.9503041 * blue) / whiteZ
        let fx = labCompand(x), fy = labCompand(y), fz = labCompand(z)
        return LabColor(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    private static let whiteX = 0.4124564 + 0.3575761 + 0.1804375
    private static let whiteY = 0.2126729 + 0.7151522 + 0.0721750
    private static let whiteZ = 0.0193339 + 0.1191920 + 0.9503041

    /// CIE's f(t): cube root above (6/29)³, a line below it.
    private static func labCompand(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0 // (6/29)³
        let kappa = 24389.0 / 27.0 // (29/3)³
        if t > epsilon { return cubeRoot(t) }
        return (kappa * t + 16) / 116
    }

    /// Cube root of a positive finite number without libm: a first guess from the exponent
    /// bits (within a few percent), then Newton steps, which double the correct digits each
    /// time; five steps reach the limit of Double precision for every input. Only exactly
    /// rounded operations are used, so the result is the same on every platform.
    static func cubeRoot(_ value: Double) -> Double {
        precondition(value > 0 && value.isFinite, "cubeRoot needs a positive finite value, got \(value)")
        // Dividing the biased exponent (and mantissa bits) by three approximates the root.
        let bits = value.bitPattern
        var root = Double(bitPattern: bits / 3 + 0x2A9F_7893_782D_A1CE)
        for _ in 0..<5 {
            root -= (root * root * root - value) / (3 * root * root)
        }
        return root
    }
}

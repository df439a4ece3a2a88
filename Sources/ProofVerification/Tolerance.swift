import ProofBase
/// How far an image may differ from its reference and still pass.
///
/// A pixel whose colour difference (CIE ΔE\*94, see ``ColorDifference``) is above
/// ``maxDeltaE`` counts as over the tolerance; the image passes when at most
/// ``maxFractionOver`` of all pixels are over it. The default, ``exact``, passes only
/// identical bytes: Proofsheet renders the same pixels on every machine, so tolerance is for
/// images from elsewhere, not for hiding rendering noise.
public struct Tolerance: Hashable, Sendable, CustomStringConvertible {
    /// The largest per-pixel ΔE\*94 that is not a change; `nil` means exact comparison.
    public var maxDeltaE: Double?
    /// The fraction (0…1) of pixels allowed over ``maxDeltaE``.
    public var maxFractionOver: Double

    /// Identical pixel bytes only.
    public static let exact = Tolerance(maxDeltaE: nil, maxFractionOver: 0)

    /// Pixels may differ by up to `maxDeltaE`, and `maxFractionOver` of them by more.
    ///
    /// Invalid values (negative, not finite, a fraction above 1) are a programming error;
    /// values from users go through ``parse(deltaE:fraction:)``.
    public init(maxDeltaE: Double?, maxFractionOver: Double = 0) {
        if let maxDeltaE {
            precondition(maxDeltaE.isFinite && maxDeltaE >= 0, "ΔE tolerance must be a finite number ≥ 0, got \(maxDeltaE)")
        }
        precondition(maxFractionOver.isFinite && maxFractionOver >= 0 && maxFractionOver <= 1,
                     "the fraction of pixels over the tolerance must be within 0…1, got \(maxFractionOver)")
        self.maxDeltaE = maxDeltaE
        self.maxFractionOver = maxFractionOver
    }

    /// True for ``exact``.
    public var isExact: Bool { maxDeltaE == nil }

    /// A tolerance from text (command line, environment), or an error saying what is wrong.
    public static func parse(deltaE: String, fraction: String?) throws(SnapshotError) -> Tolerance {
        guard let value = Double(deltaE), value.isFinite, value >= 0 else {
            throw .invalidTolerance("ΔE tolerance \"\(deltaE)\" is not a number ≥ 0 (example: 2.5)")
        }
        var share = 0.0
        if let fraction {
            let isPercent = fraction.hasSuffix("%")
            guard let number = Double(isPercent ? String(fraction.dropLast()) : fraction), number.isFinite else {
                throw .invalidTolerance("fraction \"\(fraction)\" is not a number (examples: 0.001, 0.1%)")
            }
            share = isPercent ? number / 100 : number
            guard share >= 0, share <= 1 else {
                throw .invalidTolerance("fraction \"\(fraction)\" is outside 0…1 (0%…100%)")
            }
        }
        return Tolerance(maxDeltaE: value, maxFractionOver: share)
    }

    /// The number of pixels over ``maxDeltaE`` that an image of `pixelCount` pixels may have.
    public func allowedPixelsOver(pixelCount: Int) -> Int {
        guard !isExact else { return 0 }
        return Int((maxFractionOver * Double(pixelCount)).rounded(.down))
    }

    /// `exact`, or `ΔE94 ≤ 2.5 with up to 0.1% of pixels over`.
    public var description: String {
        guard let maxDeltaE else { return "exact" }
        return "ΔE94 ≤ \(Decimals.format(maxDeltaE, places: 3)) with up to \(Decimals.format(maxFractionOver * 100, places: 4))% of pixels over"
    }
}

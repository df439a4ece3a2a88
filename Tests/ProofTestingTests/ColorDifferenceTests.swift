import ProofRender
import Testing
@testable import ProofSnapshots
@testable import ProofVerification
@testable import ProofTesting

@Suite struct ColorDifferenceTests {
    /// Expected values from the `colour-science` Python package (CIE 1994, graphic arts), fed
    /// with the same model: linear-light compositing over black and white, Lindbloom's sRGB
    /// matrix with its row sums as white.
    @Test(arguments: [
        (RGBA8(r: 0, g: 0, b: 0), RGBA8(r: 255, g: 255, b: 255), 100.0),
        (RGBA8(r: 255, g: 0, b: 0), RGBA8(r: 250, g: 0, b: 0), 1.06695317298912),
        (RGBA8(r: 255, g: 0, b: 0), RGBA8(r: 0, g: 0, b: 255), 70.58046118848004),
        (RGBA8(r: 128, g: 128, b: 128), RGBA8(r: 129, g: 128, b: 128), 0.4056994725897325),
        (RGBA8(r: 20, g: 120, b: 200), RGBA8(r: 25, g: 118, b: 205), 2.1385343046476515),
        (RGBA8(r: 255, g: 0, b: 0, a: 128), RGBA8(r: 255, g: 0, b: 0), 47.575390649965335),
        (RGBA8(r: 0, g: 0, b: 0, a: 0), RGBA8(r: 255, g: 255, b: 255, a: 0), 0.0),
        (RGBA8(r: 0, g: 200, b: 0, a: 100), RGBA8(r: 0, g: 200, b: 0, a: 101), 0.21757146000010805),
        (RGBA8(r: 240, g: 240, b: 240), RGBA8(r: 0, g: 0, b: 0), 94.79624582959183),
    ])
    func knownPixelDifferences(reference: RGBA8, actual: RGBA8, expected: Double) {
        let value = ColorDifference.deltaE94(reference: reference, actual: actual)
        #expect(abs(value - expected) < 1e-9, "ΔE94(\(reference), \(actual)) = \(value), expected \(expected)")
    }

    /// Published L*a*b* pair (Sharma, Wu, Dalal's CIEDE2000 data, pair 1) and two more, with
    /// ΔE94 from `colour-science`.
    @Test(arguments: [
        (LabColor(l: 50, a: 2.6772, b: -79.7751), LabColor(l: 50, a: 0, b: -82.7485), 1.3950388678587375),
        (LabColor(l: 50, a: -1, b: 2), LabColor(l: 48, a: 1.5, b: -2.5), 5.362541865970563),
        (LabColor(l: 70, a: 40, b: -30), LabColor(l: 65, a: 45, b: -20), 8.104561292582796),
    ])
    func knownLabDifferences(reference: LabColor, actual: LabColor, expected: Double) {
        #expect(abs(ColorDifference.deltaE94(reference, actual) - expected) < 1e-12)
    }

    @Test func labOfPrimariesMatchesLindbloom() {
        let red = ColorDifference.lab(RGBA8(r: 255, g: 0, b: 0))
        #expect(abs(red.l - 53.24079183) < 1e-7 && abs(red.a - 80.09246954) < 1e-7 && abs(red.b - 67.20319254) < 1e-7)
        let blue = ColorDifference.lab(RGBA8(r: 0, g: 0, b: 255))
        #expect(abs(blue.l - 32.29700932) < 1e-7 && abs(blue.a - 79.18752678) < 1e-7 && abs(blue.b - -107.86016453) < 1e-7)
        // White is exactly L* 100, a* = b* = 0: the white point is the matrix's row sums.
        #expect(ColorDifference.lab(.white) == LabColor(l: 100, a: 0, b: 0))
        #expect(ColorDifference.lab(.black) == LabColor(l: 0, a: 0, b: 0))
    }

    @Test func srgbTableIsExactlyRounded() {
        #expect(srgbToLinear.count == 256)
        #expect(srgbToLinear[0] == 0)
        #expect(srgbToLinear[255] == 1)
        // 60-digit decimal values, rounded to the nearest Double.
        #expect(srgbToLinear[10] == 0.003035269835488375)
        #expect(srgbToLinear[128] == 0.21586050011389915)
        #expect(srgbToLinear[200] == 0.5775804404296505) // libm pow gives ...506
        for index in 1..<256 { #expect(srgbToLinear[index] > srgbToLinear[index - 1]) }
    }

    @Test func cubeRootIsAccurateAndExactOnCubes() {
        for value in [1.0, 8.0, 27.0, 0.125, 1e-6, 1e9, 0.008856451679035631, 0.5, 1.0888] {
            let root = ColorDifference.cubeRoot(value)
            #expect(abs(root * root * root - value) <= value * 4e-16, "cbrt(\(value)) = \(root)")
        }
        #expect(ColorDifference.cubeRoot(1) == 1)
        #expect(ColorDifference.cubeRoot(8) == 2)
        #expect(ColorDifference.cubeRoot(0.125) == 0.5)
    }

    /// The exact bits, so that any change of arithmetic order or platform drift shows up.
    @Test func resultsAreBitExact() {
        let value = ColorDifference.deltaE94(reference: RGBA8(r: 20, g: 120, b: 200), actual: RGBA8(r: 25, g: 118, b: 205))
        #expect(value.bitPattern == 0x4001_1BB7_DF9E_AFE8, "bits 0x\(String(value.bitPattern, radix: 16))")
        let alpha = ColorDifference.deltaE94(reference: RGBA8(r: 0, g: 200, b: 0, a: 100), actual: RGBA8(r: 0, g: 200, b: 0, a: 101))
        #expect(alpha.bitPattern == 0x3FCB_D961_B09F_2A76, "bits 0x\(String(alpha.bitPattern, radix: 16))")
    }

    @Test func identicalAndInvisibleDifferencesAreZero() {
        #expect(ColorDifference.deltaE94(reference: .clear, actual: RGBA8(r: 9, g: 8, b: 7, a: 0)) == 0)
        #expect(ColorDifference.deltaE94(reference: .white, actual: .white) == 0)
    }
}

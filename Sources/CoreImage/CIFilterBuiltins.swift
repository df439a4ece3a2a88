// Core Image's builtin filters (`CIFilterBuiltins`): `CIFilter.sepiaTone()` and the others,
// typed by their protocols, each property an input key of the filter. On Apple platforms
// they come with `import CoreImage.CIFilterBuiltins`; Swift modules have no submodules, so on
// Linux `import CoreImage` brings them (Docs/SwiftUI/Frameworks.md).

/// What every builtin filter has: its output image.
public protocol CIFilterProtocol: AnyObject {
    var outputImage: CIImage? { get }
}

/// The inputs of Core Image's `CISepiaTone` filter.
public protocol CISepiaTone: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
}

/// The inputs of Core Image's `CIGaussianBlur` filter.
public protocol CIGaussianBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

/// The inputs of Core Image's `CIBoxBlur` filter.
public protocol CIBoxBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

/// The inputs of Core Image's `CIDiscBlur` filter.
public protocol CIDiscBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

/// The inputs of Core Image's `CIMotionBlur` filter.
public protocol CIMotionBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var angle: Float { get set }
}

/// The inputs of Core Image's `CIZoomBlur` filter.
public protocol CIZoomBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var amount: Float { get set }
}

/// The inputs of Core Image's `CIPixellate` filter.
public protocol CIPixellate: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var scale: Float { get set }
}

/// The inputs of Core Image's `CIHexagonalPixellate` filter.
public protocol CIHexagonalPixellate: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var scale: Float { get set }
}

/// The inputs of Core Image's `CICrystallize` filter.
public protocol CICrystallize: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var center: CGPoint { get set }
}

/// The inputs of Core Image's `CIPointillize` filter.
public protocol CIPointillize: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var center: CGPoint { get set }
}

/// The inputs of Core Image's `CIEdges` filter.
public protocol CIEdges: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
}

/// The inputs of Core Image's `CIEdgeWork` filter.
public protocol CIEdgeWork: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

/// The inputs of Core Image's `CIUnsharpMask` filter.
public protocol CIUnsharpMask: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
}

/// The inputs of Core Image's `CISharpenLuminance` filter.
public protocol CISharpenLuminance: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var sharpness: Float { get set }
    var radius: Float { get set }
}

/// The inputs of Core Image's `CIVignette` filter.
public protocol CIVignette: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
    var radius: Float { get set }
}

/// The inputs of Core Image's `CIBloom` filter.
public protocol CIBloom: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
}

/// The inputs of Core Image's `CIGloom` filter.
public protocol CIGloom: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
}

/// The inputs of Core Image's `CITwirlDistortion` filter.
public protocol CITwirlDistortion: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var radius: Float { get set }
    var angle: Float { get set }
}

/// The inputs of Core Image's `CIBumpDistortion` filter.
public protocol CIBumpDistortion: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var radius: Float { get set }
    var scale: Float { get set }
}

/// The inputs of Core Image's `CIColorControls` filter.
public protocol CIColorControls: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var saturation: Float { get set }
    var brightness: Float { get set }
    var contrast: Float { get set }
}

/// The inputs of Core Image's `CIExposureAdjust` filter.
public protocol CIExposureAdjust: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var ev: Float { get set }
}

/// The inputs of Core Image's `CIVibrance` filter.
public protocol CIVibrance: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var amount: Float { get set }
}

/// The inputs of Core Image's `CIColorMonochrome` filter.
public protocol CIColorMonochrome: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var color: CIColor { get set }
    var intensity: Float { get set }
}

/// The inputs of Core Image's `CIColorInvert` filter.
public protocol CIColorInvert: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

/// The inputs of Core Image's `CIComicEffect` filter.
public protocol CIComicEffect: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

/// The inputs of Core Image's `CIPhotoEffect` filters.
public protocol CIPhotoEffect: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

/// The inputs of Core Image's `CIThermal` filter.
public protocol CIThermal: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

/// The inputs of Core Image's `CIXRay` filter.
public protocol CIXRay: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

/// The inputs of Core Image's `CIQRCodeGenerator` filter.
public protocol CIQRCodeGenerator: CIFilterProtocol {
    var message: Data { get set }
    var correctionLevel: String { get set }
}

/// The inputs of Core Image's `CIAztecCodeGenerator` filter.
public protocol CIAztecCodeGenerator: CIFilterProtocol {
    var message: Data { get set }
}

/// The inputs of Core Image's `CICode128BarcodeGenerator` filter.
public protocol CICode128BarcodeGenerator: CIFilterProtocol {
    var message: Data { get set }
    var quietSpace: Float { get set }
}

/// The inputs of Core Image's `CIConstantColorGenerator` filter.
public protocol CIConstantColorGenerator: CIFilterProtocol {
    var color: CIColor { get set }
}

/// A builtin filter: one class has every protocol's properties, each reading and writing
/// its input key.
final class CIBuiltinFilter: CIFilter, @unchecked Sendable, CISepiaTone, CIGaussianBlur, CIBoxBlur, CIDiscBlur, CIMotionBlur, CIZoomBlur, CIPixellate, CIHexagonalPixellate, CICrystallize, CIPointillize, CIEdges, CIEdgeWork, CIUnsharpMask, CISharpenLuminance, CIVignette, CIBloom, CIGloom, CITwirlDistortion, CIBumpDistortion, CIColorControls, CIExposureAdjust, CIVibrance, CIColorMonochrome, CIColorInvert, CIComicEffect, CIPhotoEffect, CIThermal, CIXRay, CIQRCodeGenerator, CIAztecCodeGenerator, CICode128BarcodeGenerator, CIConstantColorGenerator {
    var intensity: Float { get { number("inputIntensity") } set { setNumber(newValue, "inputIntensity") } }
    var inputImage: CIImage? { get { values["inputImage"] as? CIImage } set { values["inputImage"] = newValue } }
    var radius: Float { get { number("inputRadius") } set { setNumber(newValue, "inputRadius") } }
    var angle: Float { get { number("inputAngle") } set { setNumber(newValue, "inputAngle") } }
    var center: CGPoint { get { point("inputCenter") } set { values["inputCenter"] = CIVector(cgPoint: newValue) } }
    var amount: Float { get { number("inputAmount") } set { setNumber(newValue, "inputAmount") } }
    var scale: Float { get { number("inputScale") } set { setNumber(newValue, "inputScale") } }
    var sharpness: Float { get { number("inputSharpness") } set { setNumber(newValue, "inputSharpness") } }
    var saturation: Float { get { number("inputSaturation") } set { setNumber(newValue, "inputSaturation") } }
    var brightness: Float { get { number("inputBrightness") } set { setNumber(newValue, "inputBrightness") } }
    var contrast: Float { get { number("inputContrast") } set { setNumber(newValue, "inputContrast") } }
    var ev: Float { get { number("inputEV") } set { setNumber(newValue, "inputEV") } }
    var color: CIColor { get { values["inputColor"] as? CIColor ?? .black } set { values["inputColor"] = newValue } }
    var message: Data { get { values["inputMessage"] as? Data ?? Data() } set { values["inputMessage"] = newValue } }
    var correctionLevel: String { get { values["inputCorrectionLevel"] as? String ?? "" } set { values["inputCorrectionLevel"] = newValue } }
    var quietSpace: Float { get { number("inputQuietSpace") } set { setNumber(newValue, "inputQuietSpace") } }

    static func named(_ name: String) -> CIBuiltinFilter {
        // Every factory below names a filter of CIFilterDefinition.all.
        CIBuiltinFilter(definition: CIFilterDefinition.all[name]!)
    }
}

extension CIFilter {
    /// Core Image's `CISepiaTone` filter.
    public static func sepiaTone() -> CIFilter & CISepiaTone { CIBuiltinFilter.named("CISepiaTone") }
    /// Core Image's `CIGaussianBlur` filter.
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur { CIBuiltinFilter.named("CIGaussianBlur") }
    /// Core Image's `CIBoxBlur` filter.
    public static func boxBlur() -> CIFilter & CIBoxBlur { CIBuiltinFilter.named("CIBoxBlur") }
    /// Core Image's `CIDiscBlur` filter.
    public static func discBlur() -> CIFilter & CIDiscBlur { CIBuiltinFilter.named("CIDiscBlur") }
    /// Core Image's `CIMotionBlur` filter.
    public static func motionBlur() -> CIFilter & CIMotionBlur { CIBuiltinFilter.named("CIMotionBlur") }
    /// Core Image's `CIZoomBlur` filter.
    public static func zoomBlur() -> CIFilter & CIZoomBlur { CIBuiltinFilter.named("CIZoomBlur") }
    /// Core Image's `CIPixellate` filter.
    public static func pixellate() -> CIFilter & CIPixellate { CIBuiltinFilter.named("CIPixellate") }
    /// Core Image's `CIHexagonalPixellate` filter.
    public static func hexagonalPixellate() -> CIFilter & CIHexagonalPixellate { CIBuiltinFilter.named("CIHexagonalPixellate") }
    /// Core Image's `CICrystallize` filter.
    public static func crystallize() -> CIFilter & CICrystallize { CIBuiltinFilter.named("CICrystallize") }
    /// Core Image's `CIPointillize` filter.
    public static func pointillize() -> CIFilter & CIPointillize { CIBuiltinFilter.named("CIPointillize") }
    /// Core Image's `CIEdges` filter.
    public static func edges() -> CIFilter & CIEdges { CIBuiltinFilter.named("CIEdges") }
    /// Core Image's `CIEdgeWork` filter.
    public static func edgeWork() -> CIFilter & CIEdgeWork { CIBuiltinFilter.named("CIEdgeWork") }
    /// Core Image's `CIUnsharpMask` filter.
    public static func unsharpMask() -> CIFilter & CIUnsharpMask { CIBuiltinFilter.named("CIUnsharpMask") }
    /// Core Image's `CISharpenLuminance` filter.
    public static func sharpenLuminance() -> CIFilter & CISharpenLuminance { CIBuiltinFilter.named("CISharpenLuminance") }
    /// Core Image's `CIVignette` filter.
    public static func vignette() -> CIFilter & CIVignette { CIBuiltinFilter.named("CIVignette") }
    /// Core Image's `CIBloom` filter.
    public static func bloom() -> CIFilter & CIBloom { CIBuiltinFilter.named("CIBloom") }
    /// Core Image's `CIGloom` filter.
    public static func gloom() -> CIFilter & CIGloom { CIBuiltinFilter.named("CIGloom") }
    /// Core Image's `CITwirlDistortion` filter.
    public static func twirlDistortion() -> CIFilter & CITwirlDistortion { CIBuiltinFilter.named("CITwirlDistortion") }
    /// Core Image's `CIBumpDistortion` filter.
    public static func bumpDistortion() -> CIFilter & CIBumpDistortion { CIBuiltinFilter.named("CIBumpDistortion") }
    /// Core Image's `CIColorControls` filter.
    public static func colorControls() -> CIFilter & CIColorControls { CIBuiltinFilter.named("CIColorControls") }
    /// Core Image's `CIExposureAdjust` filter.
    public static func exposureAdjust() -> CIFilter & CIExposureAdjust { CIBuiltinFilter.named("CIExposureAdjust") }
    /// Core Image's `CIVibrance` filter.
    public static func vibrance() -> CIFilter & CIVibrance { CIBuiltinFilter.named("CIVibrance") }
    /// Core Image's `CIColorMonochrome` filter.
    public static func colorMonochrome() -> CIFilter & CIColorMonochrome { CIBuiltinFilter.named("CIColorMonochrome") }
    /// Core Image's `CIColorInvert` filter.
    public static func colorInvert() -> CIFilter & CIColorInvert { CIBuiltinFilter.named("CIColorInvert") }
    /// Core Image's `CIComicEffect` filter.
    public static func comicEffect() -> CIFilter & CIComicEffect { CIBuiltinFilter.named("CIComicEffect") }
    /// Core Image's `CIPhotoEffectChrome` filter.
    public static func photoEffectChrome() -> CIFilter & CIPhotoEffect { CIBuiltinFilter.named("CIPhotoEffectChrome") }
    /// Core Image's `CIPhotoEffectFade` filter.
    public static func photoEffectFade() -> CIFilter & CIPhotoEffect { CIBuiltinFilter.named("CIPhotoEffectFade") }
    /// Core Image's `CIPhotoEffectInstant` filter.
    public static func photoEffectInstant() -> CIFilter & CIPhotoEffect { CIBuiltinFilter.named("CIPhotoEffectInstant") }
    /// Core Image's `CIPhotoEffectMono` filter.
    public static func photoEffectMono() -> CIFilter & CIPhotoEffect { CIBuiltinFilter.named("CIPhotoEffectMono") }
    /// Core Image's `CIPhotoEffectNoir` filter.
    public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { CIBuiltinFilter.named("CIPhotoEffectNoir") }
    /// Core Image's `CIPhotoEffectProcess` filter.
    public static func photoEffectProcess() -> CIFilter & CIPhotoEffect { CIBuiltinFilter.named("CIPhotoEffectProcess") }
    /// Core Image's `CIPhotoEffectTonal` filter.
    public static func photoEffectTonal() -> CIFilter & CIPhotoEffect { CIBuiltinFilter.named("CIPhotoEffectTonal") }
    /// Core Image's `CIPhotoEffectTransfer` filter.
    public static func photoEffectTransfer() -> CIFilter & CIPhotoEffect { CIBuiltinFilter.named("CIPhotoEffectTransfer") }
    /// Core Image's `CIThermal` filter.
    public static func thermal() -> CIFilter & CIThermal { CIBuiltinFilter.named("CIThermal") }
    /// Core Image's `CIXRay` filter.
    public static func xRay() -> CIFilter & CIXRay { CIBuiltinFilter.named("CIXRay") }
    /// Core Image's `CIQRCodeGenerator` filter.
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { CIBuiltinFilter.named("CIQRCodeGenerator") }
    /// Core Image's `CIAztecCodeGenerator` filter.
    public static func aztecCodeGenerator() -> CIFilter & CIAztecCodeGenerator { CIBuiltinFilter.named("CIAztecCodeGenerator") }
    /// Core Image's `CICode128BarcodeGenerator` filter.
    public static func code128BarcodeGenerator() -> CIFilter & CICode128BarcodeGenerator { CIBuiltinFilter.named("CICode128BarcodeGenerator") }
    /// Core Image's `CIConstantColorGenerator` filter.
    public static func constantColorGenerator() -> CIFilter & CIConstantColorGenerator { CIBuiltinFilter.named("CIConstantColorGenerator") }
}

// `import CoreImage` on Linux, for SwiftUI apps' files that filter photos or make QR codes
// (the 100 Days of SwiftUI's Instafilter and Hot Prospects write it). A snapshot runs no
// image processing: a filter's output is its input image unchanged (the picture shows the
// unfiltered photo), and generators (`qrCodeGenerator`…) make an empty image, so that
// `createCGImage` returns nil and the app's fallback is drawn. Filters keep their names, input
// keys, defaults and the values set, for tests. The builtin filters (`CIFilter.sepiaTone()`)
// are declared here: Swift modules have no submodules, so on Linux `import CoreImage`
// brings them and `import CoreImage.CIFilterBuiltins` goes under
// `#if canImport(CoreImage.CIFilterBuiltins)` (Docs/SwiftUI/Frameworks.md). Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's CoreImage is used.
@_exported import Foundation
@_exported import ProofUI

/// An image to process (Core Image's `CIImage`): the image it was made from, or none.
open class CIImage: @unchecked Sendable {
    let source: UIImage?
    /// The image's rectangle in pixels (empty for an image with no pixels).
    public let extent: CGRect

    init(source: UIImage?) {
        self.source = source
        let cgImage = source?.cgImage
        extent = CGRect(x: 0, y: 0, width: cgImage?.width ?? 0, height: cgImage?.height ?? 0)
    }

    /// The image of a UIKit image.
    public convenience init?(image: UIImage) { self.init(source: image) }
    /// The image of a UIKit image (the options are accepted).
    public convenience init?(image: UIImage, options: [CIImageOption: Any]?) { self.init(source: image) }
    /// The image of a Core Graphics image.
    public convenience init(cgImage: CGImage) { self.init(source: UIImage(cgImage: cgImage)) }
    /// The image of a Core Graphics image (the options are accepted).
    public convenience init(cgImage: CGImage, options: [CIImageOption: Any]?) { self.init(source: UIImage(cgImage: cgImage)) }
    /// An image of infinite extent of one colour: no pixels in a snapshot.
    public convenience init(color: CIColor) { self.init(source: nil) }
    /// PNG data.
    public convenience init?(data: Data) {
        guard let image = UIImage(data: data) else { return nil }
        self.init(source: image)
    }

    /// An image with no pixels.
    open class func empty() -> CIImage { CIImage(source: nil) }

    /// This image (cropping is not applied).
    open func cropped(to rect: CGRect) -> CIImage { self }
    /// This image (transforms are not applied).
    open func transformed(by matrix: CGAffineTransform) -> CIImage { self }
    /// This image (filters are not applied in a snapshot).
    open func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage { self }
    /// This image (filters are not applied in a snapshot).
    open func applyingFilter(_ filterName: String) -> CIImage { self }
    /// This image.
    open func clampedToExtent() -> CIImage { self }
    /// This image (compositing is not applied).
    open func composited(over dest: CIImage) -> CIImage { self }
}

/// An option for making a `CIImage` (accepted).
public struct CIImageOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
}

/// Where filters are rendered (Core Image's `CIContext`).
open class CIContext: @unchecked Sendable {
    public init() {}
    /// A context (the options are accepted).
    public init(options: [CIContextOption: Any]?) {}

    /// The image's pixels as a Core Graphics image; nil when it has none (a generator's
    /// output, an empty image). The rectangle is accepted (not cropped).
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        guard !image.extent.isEmpty else { return nil }
        return image.source?.cgImage
    }
}

/// An option for making a `CIContext` (accepted).
public struct CIContextOption: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
}

/// A colour for Core Image (`CIColor`).
open class CIColor: @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }
    /// A UIKit colour's components.
    public convenience init(color: UIColor) {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public static var black: CIColor { CIColor(red: 0, green: 0, blue: 0) }
    public static var white: CIColor { CIColor(red: 1, green: 1, blue: 1) }
    public static var clear: CIColor { CIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    public static var red: CIColor { CIColor(red: 1, green: 0, blue: 0) }
    public static var green: CIColor { CIColor(red: 0, green: 1, blue: 0) }
    public static var blue: CIColor { CIColor(red: 0, green: 0, blue: 1) }
    public static var gray: CIColor { CIColor(red: 0.5, green: 0.5, blue: 0.5) }
}

/// A vector of filter parameters (`CIVector`).
open class CIVector: @unchecked Sendable {
    let values: [CGFloat]
    public init(values: [CGFloat]) { self.values = values }
    public convenience init(x: CGFloat) { self.init(values: [x]) }
    public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y]) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(values: [x, y, z, w]) }
    public convenience init(cgPoint point: CGPoint) { self.init(values: [point.x, point.y]) }
    public convenience init(cgRect rect: CGRect) { self.init(values: [rect.minX, rect.minY, rect.width, rect.height]) }
    public var count: Int { values.count }
    public var x: CGFloat { values.count > 0 ? values[0] : 0 }
    public var y: CGFloat { values.count > 1 ? values[1] : 0 }
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
}

public let kCIInputImageKey = "inputImage"
public let kCIOutputImageKey = "outputImage"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputScaleKey = "inputScale"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputColorKey = "inputColor"
public let kCIInputSharpnessKey = "inputSharpness"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputAmountKey = "inputAmount"
public let kCIInputEVKey = "inputEV"
public let kCIInputWidthKey = "inputWidth"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputExtentKey = "inputExtent"
public let kCIInputTimeKey = "inputTime"
public let kCIInputAspectRatioKey = "inputAspectRatio"
public let kCIInputTargetImageKey = "inputTargetImage"
public let kCIInputMaskImageKey = "inputMaskImage"
public let kCIInputGradientImageKey = "inputGradientImage"
public let kCIInputShadingImageKey = "inputShadingImage"
public let kCIInputMatteImageKey = "inputMatteImage"
public let kCIInputDepthImageKey = "inputDepthImage"
public let kCIInputDisparityImageKey = "inputDisparityImage"
public let kCIInputBiasKey = "inputBias"
public let kCIInputWeightsKey = "inputWeights"
public let kCIInputVersionKey = "inputVersion"

/// An image filter (Core Image's `CIFilter`): its name, its input keys with Core Image's
/// defaults, and the values set. Its output is its input image unchanged: a snapshot runs no
/// image processing.
open class CIFilter: @unchecked Sendable {
    /// The filter's name (`"CISepiaTone"`).
    public let name: String
    let definition: CIFilterDefinition
    var values: [String: Any]

    init(definition: CIFilterDefinition) {
        name = definition.name
        self.definition = definition
        values = definition.defaults
    }

    /// The filter named `name`; nil for a name Core Image does not have (or that is not listed here).
    public convenience init?(name: String) {
        guard let definition = CIFilterDefinition.all[name] else { return nil }
        self.init(definition: definition)
    }

    /// The filter named `name`, with `params` set.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// The filter's input keys, in Core Image's order.
    open var inputKeys: [String] { definition.inputKeys }
    /// The filter's output keys.
    open var outputKeys: [String] { [kCIOutputImageKey] }
    /// The filter's name and category attributes.
    open var attributes: [String: Any] { ["CIAttributeFilterName": name, "CIAttributeFilterDisplayName": name] }

    /// Sets an input value.
    open func setValue(_ value: Any?, forKey key: String) {
        if key == kCIInputImageKey, let image = value as? CIImage { values[key] = image; return }
        values[key] = value
    }
    /// An input value, or the output image for `outputImage`.
    open func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : values[key] }
    /// Resets every input to its default.
    open func setDefaults() { values = definition.defaults.merging(values.filter { $0.key == kCIInputImageKey }) { $1 } }

    /// The input image unchanged for a filter; an empty image for a generator; nil when a
    /// filter has no input image, as in Core Image.
    open var outputImage: CIImage? {
        if definition.isGenerator { return CIImage.empty() }
        return values[kCIInputImageKey] as? CIImage
    }

    /// The names of the filters listed here (the category is not checked).
    open class func filterNames(inCategory category: String?) -> [String] { CIFilterDefinition.all.keys.sorted() }

    func number(_ key: String) -> Float {
        switch values[key] {
        case let value as Float: value
        case let value as Double: Float(value)
        case let value as CGFloat: Float(value)
        case let value as Int: Float(value)
        case let value as NSNumber: value.floatValue
        default: 0
        }
    }
    func setNumber(_ value: Float, _ key: String) { values[key] = value }
    func point(_ key: String) -> CGPoint {
        (values[key] as? CIVector)?.cgPointValue ?? (values[key] as? CGPoint) ?? .zero
    }
}

/// A filter's name, input keys and defaults, as Core Image's documentation lists them.
struct CIFilterDefinition: @unchecked Sendable {
    let name: String
    let inputKeys: [String]
    let defaults: [String: Any]
    var isGenerator: Bool { !inputKeys.contains(kCIInputImageKey) }

    static let all: [String: CIFilterDefinition] = {
        let center = CIVector(x: 150, y: 150)
        let list: [(String, [(String, Any?)])] = [
            ("CISepiaTone", [(kCIInputImageKey, nil), (kCIInputIntensityKey, Float(1))]),
            ("CIGaussianBlur", [(kCIInputImageKey, nil), (kCIInputRadiusKey, Float(10))]),
            ("CIBoxBlur", [(kCIInputImageKey, nil), (kCIInputRadiusKey, Float(10))]),
            ("CIDiscBlur", [(kCIInputImageKey, nil), (kCIInputRadiusKey, Float(8))]),
            ("CIMotionBlur", [(kCIInputImageKey, nil), (kCIInputRadiusKey, Float(20)), (kCIInputAngleKey, Float(0))]),
            ("CIZoomBlur", [(kCIInputImageKey, nil), (kCIInputCenterKey, center), (kCIInputAmountKey, Float(20))]),
            ("CIPixellate", [(kCIInputImageKey, nil), (kCIInputCenterKey, center), (kCIInputScaleKey, Float(8))]),
            ("CIHexagonalPixellate", [(kCIInputImageKey, nil), (kCIInputCenterKey, center), (kCIInputScaleKey, Float(8))]),
            ("CICrystallize", [(kCIInputImageKey, nil), (kCIInputRadiusKey, Float(20)), (kCIInputCenterKey, center)]),
            ("CIPointillize", [(kCIInputImageKey, nil), (kCIInputRadiusKey, Float(20)), (kCIInputCenterKey, center)]),
            ("CIEdges", [(kCIInputImageKey, nil), (kCIInputIntensityKey, Float(1))]),
            ("CIEdgeWork", [(kCIInputImageKey, nil), (kCIInputRadiusKey, Float(3))]),
            ("CIUnsharpMask", [(kCIInputImageKey, nil), (kCIInputRadiusKey, Float(2.5)), (kCIInputIntensityKey, Float(0.5))]),
            ("CISharpenLuminance", [(kCIInputImageKey, nil), (kCIInputSharpnessKey, Float(0.4)), (kCIInputRadiusKey, Float(1.69))]),
            ("CIVignette", [(kCIInputImageKey, nil), (kCIInputIntensityKey, Float(0)), (kCIInputRadiusKey, Float(1))]),
            ("CIBloom", [(kCIInputImageKey, nil), (kCIInputRadiusKey, Float(10)), (kCIInputIntensityKey, Float(0.5))]),
            ("CIGloom", [(kCIInputImageKey, nil), (kCIInputRadiusKey, Float(10)), (kCIInputIntensityKey, Float(0.5))]),
            ("CITwirlDistortion", [(kCIInputImageKey, nil), (kCIInputCenterKey, center), (kCIInputRadiusKey, Float(300)), (kCIInputAngleKey, Float.pi)]),
            ("CIBumpDistortion", [(kCIInputImageKey, nil), (kCIInputCenterKey, center), (kCIInputRadiusKey, Float(300)), (kCIInputScaleKey, Float(0.5))]),
            ("CIColorControls", [(kCIInputImageKey, nil), (kCIInputSaturationKey, Float(1)), (kCIInputBrightnessKey, Float(0)), (kCIInputContrastKey, Float(1))]),
            ("CIExposureAdjust", [(kCIInputImageKey, nil), (kCIInputEVKey, Float(0))]),
            ("CIVibrance", [(kCIInputImageKey, nil), (kCIInputAmountKey, Float(0))]),
            ("CIColorMonochrome", [(kCIInputImageKey, nil), (kCIInputColorKey, CIColor(red: 0.6, green: 0.45, blue: 0.3)), (kCIInputIntensityKey, Float(1))]),
            ("CIColorInvert", [(kCIInputImageKey, nil)]),
            ("CIComicEffect", [(kCIInputImageKey, nil)]),
            ("CIPhotoEffectChrome", [(kCIInputImageKey, nil)]),
            ("CIPhotoEffectFade", [(kCIInputImageKey, nil)]),
            ("CIPhotoEffectInstant", [(kCIInputImageKey, nil)]),
            ("CIPhotoEffectMono", [(kCIInputImageKey, nil)]),
            ("CIPhotoEffectNoir", [(kCIInputImageKey, nil)]),
            ("CIPhotoEffectProcess", [(kCIInputImageKey, nil)]),
            ("CIPhotoEffectTonal", [(kCIInputImageKey, nil)]),
            ("CIPhotoEffectTransfer", [(kCIInputImageKey, nil)]),
            ("CIThermal", [(kCIInputImageKey, nil)]),
            ("CIXRay", [(kCIInputImageKey, nil)]),
            ("CIQRCodeGenerator", [("inputMessage", Data()), ("inputCorrectionLevel", "M")]),
            ("CIAztecCodeGenerator", [("inputMessage", Data())]),
            ("CICode128BarcodeGenerator", [("inputMessage", Data()), ("inputQuietSpace", Float(7))]),
            ("CIConstantColorGenerator", [(kCIInputColorKey, CIColor.black)]),
        ]
        var all: [String: CIFilterDefinition] = [:]
        for (name, inputs) in list {
            var defaults: [String: Any] = [:]
            for (key, value) in inputs { if let value { defaults[key] = value } }
            all[name] = CIFilterDefinition(name: name, inputKeys: inputs.map(\.0), defaults: defaults)
        }
        return all
    }()
}

// `import Vision` on Linux, for SwiftUI apps' files that read barcodes or text in images,
// detect faces or classify pictures. A snapshot runs no image analysis: every request
// performed by a request handler finds nothing (its `results` become an empty array and its
// completion handler is called with no error), as Vision answers for an image holding no
// barcode, text or face. Symbologies, revisions and request settings are kept, so an app's
// configuration code runs. Opt-in, through the `ProofUILinuxModules` product (see
// Package.swift). On Apple platforms Apple's Vision is used.
@_exported import CoreImage
@_exported import Foundation
@_exported import ProofUI

/// Vision's error domain.
public let VNErrorDomain = "com.apple.Vision"

/// A barcode format (Vision's `VNBarcodeSymbology`).
public struct VNBarcodeSymbology: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let aztec = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyAztec")
    public static let codabar = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCodabar")
    public static let code39 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39")
    public static let code39Checksum = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39Checksum")
    public static let code39FullASCII = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39FullASCII")
    public static let code39FullASCIIChecksum = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39FullASCIIChecksum")
    public static let code93 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode93")
    public static let code93i = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode93i")
    public static let code128 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode128")
    public static let dataMatrix = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyDataMatrix")
    public static let ean8 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyEAN8")
    public static let ean13 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyEAN13")
    public static let gs1DataBar = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyGS1DataBar")
    public static let gs1DataBarExpanded = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyGS1DataBarExpanded")
    public static let gs1DataBarLimited = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyGS1DataBarLimited")
    public static let i2of5 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyI2of5")
    public static let i2of5Checksum = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyI2of5Checksum")
    public static let itf14 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyITF14")
    public static let microPDF417 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMicroPDF417")
    public static let microQR = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMicroQR")
    public static let msiPlessey = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMSIPlessey")
    public static let pdf417 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyPDF417")
    public static let qr = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyQR")
    public static let upce = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyUPCE")

    /// Every symbology declared here, in Apple's documentation order.
    static let all: [VNBarcodeSymbology] = [
        .aztec, .codabar, .code39, .code39Checksum, .code39FullASCII, .code39FullASCIIChecksum, .code93, .code93i,
        .code128, .dataMatrix, .ean8, .ean13, .gs1DataBar, .gs1DataBarExpanded, .gs1DataBarLimited, .i2of5,
        .i2of5Checksum, .itf14, .microPDF417, .microQR, .msiPlessey, .pdf417, .qr, .upce,
    ]
}

/// What a request calls when performed (Vision's `VNRequestCompletionHandler`).
public typealias VNRequestCompletionHandler = (VNRequest, (any Error)?) -> Void

/// What Vision found (Vision's `VNObservation`).
open class VNObservation: NSObject, @unchecked Sendable {
    public let uuid = UUID()
    /// How sure Vision is, 0 to 1.
    open var confidence: Float
    init(confidence: Float) { self.confidence = confidence }
}

/// Something found in a region of the image (Vision's `VNDetectedObjectObservation`).
open class VNDetectedObjectObservation: VNObservation, @unchecked Sendable {
    /// The region, normalized to the image (0 to 1, origin at the lower left).
    open var boundingBox: CGRect
    public init(boundingBox: CGRect) {
        self.boundingBox = boundingBox
        super.init(confidence: 1)
    }
}

/// A face (Vision's `VNFaceObservation`).
open class VNFaceObservation: VNDetectedObjectObservation, @unchecked Sendable {}

/// A barcode (Vision's `VNBarcodeObservation`).
open class VNBarcodeObservation: VNDetectedObjectObservation, @unchecked Sendable {
    open var symbology = VNBarcodeSymbology.qr
    open var payloadStringValue: String?
}

/// A candidate reading of a text region (Vision's `VNRecognizedText`).
open class VNRecognizedText: NSObject, @unchecked Sendable {
    public let string: String
    public let confidence: Float
    init(string: String, confidence: Float) {
        self.string = string
        self.confidence = confidence
    }
}

/// A region of text (Vision's `VNRecognizedTextObservation`).
open class VNRecognizedTextObservation: VNDetectedObjectObservation, @unchecked Sendable {
    private var candidates: [VNRecognizedText] = []

    /// Up to `maxCandidateCount` readings, the most likely first.
    open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] {
        Array(candidates.prefix(max(0, maxCandidateCount)))
    }
}

/// A label for the whole image (Vision's `VNClassificationObservation`).
open class VNClassificationObservation: VNObservation, @unchecked Sendable {
    public let identifier: String
    init(identifier: String, confidence: Float) {
        self.identifier = identifier
        super.init(confidence: confidence)
    }
}

/// An image analysis to perform (Vision's `VNRequest`).
open class VNRequest: NSObject, @unchecked Sendable {
    /// Called when a handler performs the request.
    public let completionHandler: VNRequestCompletionHandler?
    /// What was found: nil before the request is performed, then empty (a snapshot analyses
    /// nothing).
    open var results: [VNObservation]? { observations }
    /// Kept: which version of the algorithm to use.
    open var revision = 1
    /// Kept: whether to run on the CPU only.
    open var usesCPUOnly = false
    /// Kept: whether to run at a low priority.
    open var preferBackgroundProcessing = false
    var observations: [VNObservation]?

    public override convenience init() {
        self.init(completionHandler: nil)
    }

    public init(completionHandler: VNRequestCompletionHandler?) {
        self.completionHandler = completionHandler
    }

    /// Does nothing: a performed request finishes at once.
    open func cancel() {}

    func finishFindingNothing() {
        observations = []
        completionHandler?(self, nil)
    }
}

/// A request on an image region (Vision's `VNImageBasedRequest`).
open class VNImageBasedRequest: VNRequest, @unchecked Sendable {
    /// The region analysed, normalized (the whole image by default).
    open var regionOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
}

/// Finds barcodes (Vision's `VNDetectBarcodesRequest`): finds none here.
open class VNDetectBarcodesRequest: VNImageBasedRequest, @unchecked Sendable {
    /// The symbologies looked for (every supported one by default).
    open var symbologies = VNBarcodeSymbology.all
    /// Every symbology Vision documents: the request is configured, though it finds nothing.
    open func supportedSymbologies() throws -> [VNBarcodeSymbology] { VNBarcodeSymbology.all }
    /// Every symbology Vision documents (the iOS 14 class form).
    open class var supportedSymbologies: [VNBarcodeSymbology] { VNBarcodeSymbology.all }
}

/// How text is read (Vision's `VNRequestTextRecognitionLevel`).
public enum VNRequestTextRecognitionLevel: Int, Sendable { case accurate = 0, fast = 1 }

/// Reads text (Vision's `VNRecognizeTextRequest`): finds none here.
open class VNRecognizeTextRequest: VNImageBasedRequest, @unchecked Sendable {
    open var recognitionLevel = VNRequestTextRecognitionLevel.accurate
    open var usesLanguageCorrection = true
    open var automaticallyDetectsLanguage = false
    open var recognitionLanguages = ["en-US"]
    open var customWords: [String] = []
    /// The smallest text height to read, relative to the image (1/32 by default, as Vision's).
    open var minimumTextHeight: Float = 0.03125
    /// The languages Vision reads (English only here: no recognizer runs).
    open func supportedRecognitionLanguages() throws -> [String] { ["en-US"] }
}

/// Finds faces (Vision's `VNDetectFaceRectanglesRequest`): finds none here.
open class VNDetectFaceRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {}

/// Finds rectangles (Vision's `VNDetectRectanglesRequest`): finds none here.
open class VNDetectRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {
    open var maximumObservations = 1
    open var minimumConfidence: Float = 0
}

/// Labels the image (Vision's `VNClassifyImageRequest`): finds no label here.
open class VNClassifyImageRequest: VNImageBasedRequest, @unchecked Sendable {}

/// Performs requests on one image (Vision's `VNImageRequestHandler`): each request finds
/// nothing and its completion handler is called at once.
open class VNImageRequestHandler: NSObject, @unchecked Sendable {
    public init(cgImage image: CGImage, options: [VNImageOption: Any] = [:]) {}
    public init(ciImage image: CIImage, options: [VNImageOption: Any] = [:]) {}
    public init(data imageData: Data, options: [VNImageOption: Any] = [:]) {}
    public init(url imageURL: URL, options: [VNImageOption: Any] = [:]) {}

    /// Performs `requests`: each finds nothing.
    open func perform(_ requests: [VNRequest]) throws {
        for request in requests {
            request.finishFindingNothing()
        }
    }
}

/// An option of a request handler (Vision's `VNImageOption`; kept).
public struct VNImageOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let properties = VNImageOption(rawValue: "VNImageOptionProperties")
    public static let cameraIntrinsics = VNImageOption(rawValue: "VNImageOptionCameraIntrinsics")
    public static let ciContext = VNImageOption(rawValue: "VNImageOptionCIContext")
}

// `import CoreML` on Linux, for SwiftUI apps' files that write it: models, their
// configuration, feature values and providers. No model runs here: loading a model throws
// `MLModelError` `.io` and so does a prediction, so a view shows what it shows when a model
// fails (apps wrap both in `do`/`catch`). The classes Xcode generates from an app's
// `.mlmodel` files are the app's build's, not this module's. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's CoreML is used.
@_exported import Foundation
@_exported import ProofUI

/// A Core ML failure (CoreML's `MLModelError`).
public struct MLModelError: Error, Hashable, Sendable {
    /// The failure's kind.
    public enum Code: Int, Sendable {
        case generic, featureType, io = 3, customLayer, customModel, update, parameters, modelDecryptionKeyFetch,
             modelDecryption, modelCollection, predictionCancelled
    }

    /// The failure's kind.
    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static let io = Code.io
    public static let generic = Code.generic
}

/// The processors a model may run on (CoreML's `MLComputeUnits`).
public enum MLComputeUnits: Int, Sendable { case cpuOnly, cpuAndGPU, all, cpuAndNeuralEngine }

/// How a model is loaded (CoreML's `MLModelConfiguration`): kept.
open class MLModelConfiguration: @unchecked Sendable {
    open var computeUnits = MLComputeUnits.all
    open var allowLowPrecisionAccumulationOnGPU = false
    open var modelDisplayName: String?

    public init() {}
}

/// The kind of a feature value (CoreML's `MLFeatureType`).
public enum MLFeatureType: Int, Sendable { case invalid, int64, double, string, image, multiArray, dictionary, sequence }

/// One input or output value of a model (CoreML's `MLFeatureValue`).
open class MLFeatureValue: @unchecked Sendable, CustomStringConvertible {
    /// The value's kind.
    public let type: MLFeatureType
    /// The value as an integer (0 unless `.int64`).
    public let int64Value: Int64
    /// The value as a number (0 unless `.double`).
    public let doubleValue: Double
    /// The value as text ("" unless `.string`).
    public let stringValue: String
    /// The value as a multidimensional array (nil unless `.multiArray`).
    public private(set) var multiArrayValue: MLMultiArray?
    /// The value as an image (nil unless `.image`).
    public private(set) var imageBufferValue: CVPixelBuffer?
    /// The value as weights by key (empty unless `.dictionary`).
    public private(set) var dictionaryValue: [AnyHashable: NSNumber] = [:]
    /// The value as a sequence (nil unless `.sequence`).
    public private(set) var sequenceValue: MLSequence?
    /// Whether the value is missing.
    open var isUndefined: Bool { type == .invalid }

    public convenience init(multiArray value: MLMultiArray) {
        self.init(kind: .multiArray)
        multiArrayValue = value
    }

    public convenience init(pixelBuffer value: CVPixelBuffer) {
        self.init(kind: .image)
        imageBufferValue = value
    }

    public convenience init(dictionary value: [AnyHashable: NSNumber]) throws {
        self.init(kind: .dictionary)
        dictionaryValue = value
    }

    public convenience init(sequence value: MLSequence) {
        self.init(kind: .sequence)
        sequenceValue = value
    }

    private init(kind: MLFeatureType) {
        (type, int64Value, doubleValue, stringValue) = (kind, 0, 0, "")
    }

    public init(int64 value: Int64) {
        (type, int64Value, doubleValue, stringValue) = (.int64, value, 0, "")
    }

    public init(double value: Double) {
        (type, int64Value, doubleValue, stringValue) = (.double, 0, value, "")
    }

    public init(string value: String) {
        (type, int64Value, doubleValue, stringValue) = (.string, 0, 0, value)
    }

    /// A missing value of `type`.
    public init(undefined type: MLFeatureType) {
        (self.type, int64Value, doubleValue, stringValue) = (.invalid, 0, 0, "")
    }

    public var description: String {
        switch type {
        case .int64: return "\(int64Value)"
        case .double: return "\(doubleValue)"
        case .string: return stringValue
        default: return "undefined"
        }
    }
}

/// Named feature values, a model's input or output (CoreML's `MLFeatureProvider`).
public protocol MLFeatureProvider {
    var featureNames: Set<String> { get }
    func featureValue(for featureName: String) -> MLFeatureValue?
}

/// Feature values from a dictionary (CoreML's `MLDictionaryFeatureProvider`).
open class MLDictionaryFeatureProvider: MLFeatureProvider, @unchecked Sendable {
    /// The values by name.
    public let dictionary: [String: MLFeatureValue]

    /// Numbers become `.double` or `.int64` values, strings `.string` values, feature values
    /// stay; anything else throws `MLModelError` `.featureType`.
    public init(dictionary: [String: Any]) throws {
        var values: [String: MLFeatureValue] = [:]
        for (name, value) in dictionary {
            switch value {
            case let value as MLFeatureValue: values[name] = value
            case let value as Int: values[name] = MLFeatureValue(int64: Int64(value))
            case let value as Int64: values[name] = MLFeatureValue(int64: value)
            case let value as Double: values[name] = MLFeatureValue(double: value)
            case let value as Float: values[name] = MLFeatureValue(double: Double(value))
            case let value as String: values[name] = MLFeatureValue(string: value)
            default: throw MLModelError(.featureType)
            }
        }
        self.dictionary = values
    }

    open var featureNames: Set<String> { Set(dictionary.keys) }

    open func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }
}

/// A model's description (CoreML's `MLModelDescription`): nothing is known of a model that
/// cannot load.
open class MLModelDescription: @unchecked Sendable {
    open var inputDescriptionsByName: [String: Any] { [:] }
    open var outputDescriptionsByName: [String: Any] { [:] }
    open var metadata: [String: Any] { [:] }

    public init() {}
}

/// An image buffer (CoreVideo's `CVPixelBuffer`, which Core ML's image features hold): its
/// size only; a snapshot decodes no camera frame.
open class CVPixelBuffer: @unchecked Sendable {
    /// The buffer's size in pixels.
    public let width: Int, height: Int

    public init(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
    }
}

/// The element type of a multiarray (CoreML's `MLMultiArrayDataType`).
public enum MLMultiArrayDataType: Int, Sendable {
    case double = 65600, float32 = 65568, float16 = 65552, int32 = 131104, int8 = 131080
    /// `double`'s other name.
    public static let float64 = MLMultiArrayDataType.double
    /// `float32`'s other name.
    public static let float = MLMultiArrayDataType.float32
}

/// A multidimensional array of numbers (CoreML's `MLMultiArray`): its shape and element type,
/// every element 0.
open class MLMultiArray: @unchecked Sendable {
    /// The size of each dimension.
    public let shape: [NSNumber]
    /// The elements' type.
    public let dataType: MLMultiArrayDataType
    /// The number of elements.
    open var count: Int { shape.reduce(1) { $0 * $1.intValue } }

    /// Throws `MLModelError` `.generic` for a negative dimension, as Core ML does.
    public init(shape: [NSNumber], dataType: MLMultiArrayDataType) throws {
        guard shape.allSatisfy({ $0.intValue >= 0 }) else { throw MLModelError(.generic) }
        (self.shape, self.dataType) = (shape, dataType)
    }

    /// An element (0: nothing is computed here).
    open subscript(index: Int) -> NSNumber {
        get { 0 }
        set {}
    }

    /// An element by its indices (0: nothing is computed here).
    open subscript(key: [NSNumber]) -> NSNumber {
        get { 0 }
        set {}
    }
}

/// An ordered collection of strings or integers (CoreML's `MLSequence`).
open class MLSequence: @unchecked Sendable {
    /// The elements, when they are strings.
    public let stringValues: [String]
    /// The elements, when they are integers.
    public let int64Values: [NSNumber]

    public init(strings: [String]) {
        (stringValues, int64Values) = (strings, [])
    }

    public init(int64s: [NSNumber]) {
        (stringValues, int64Values) = ([], int64s)
    }

    public static func empty(type: MLFeatureType) -> MLSequence { MLSequence(strings: []) }
}

/// How a prediction runs (CoreML's `MLPredictionOptions`): kept.
open class MLPredictionOptions: @unchecked Sendable {
    open var usesCPUOnly = false

    public init() {}
}

/// A machine learning model (CoreML's `MLModel`). No model loads or runs here.
open class MLModel: @unchecked Sendable {
    /// The model's description.
    open var modelDescription: MLModelDescription { MLModelDescription() }
    /// The configuration it was loaded with.
    public let configuration: MLModelConfiguration

    /// For subclasses (Xcode's generated model classes wrap an `MLModel`).
    public init(configuration: MLModelConfiguration = MLModelConfiguration()) {
        self.configuration = configuration
    }

    /// Throws `MLModelError` `.io`: no model loads here.
    public convenience init(contentsOf url: URL) throws {
        throw MLModelError(.io)
    }

    /// Throws `MLModelError` `.io`: no model loads here.
    public convenience init(contentsOf url: URL, configuration: MLModelConfiguration) throws {
        throw MLModelError(.io)
    }

    /// Throws `MLModelError` `.io`: no model loads here.
    open class func load(contentsOf url: URL, configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> MLModel {
        throw MLModelError(.io)
    }

    /// Throws `MLModelError` `.io`: no model is compiled here.
    open class func compileModel(at modelURL: URL) throws -> URL {
        throw MLModelError(.io)
    }

    /// Throws `MLModelError` `.io`: no model runs here.
    open func prediction(from input: any MLFeatureProvider) throws -> any MLFeatureProvider {
        throw MLModelError(.io)
    }

    /// Throws `MLModelError` `.io`: no model runs here.
    open func prediction(from input: any MLFeatureProvider) async throws -> any MLFeatureProvider {
        throw MLModelError(.io)
    }

    /// Throws `MLModelError` `.io`: no model runs here.
    open func prediction(from input: any MLFeatureProvider, options: MLPredictionOptions) throws -> any MLFeatureProvider {
        throw MLModelError(.io)
    }
}

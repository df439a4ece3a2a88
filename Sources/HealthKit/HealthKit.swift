// `import HealthKit` on Linux, for SwiftUI apps' files that write it: the health store, its
// object and sample types, quantities and units, samples, queries and statistics. There is
// no health data in a snapshot: `isHealthDataAvailable()` is false, authorization stays
// `.notDetermined`, a request for it fails with `HKError` `.errorHealthDataUnavailable` (as on
// an iPad without Health), and so does every query the store executes, so a view shows its
// state before any data. Samples, quantities and units are real values, for tests and previews
// (`HKQuantity.doubleValue(for:)` converts between compatible units). Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's HealthKit is used.
@_exported import Foundation
@_exported import ProofUI

/// A HealthKit failure (HealthKit's `HKError`).
public struct HKError: Error, Hashable, Sendable {
    /// The failure's kind.
    public enum Code: Int, Sendable {
        case noError, errorHealthDataUnavailable, errorHealthDataRestricted, errorInvalidArgument,
             errorAuthorizationDenied, errorAuthorizationNotDetermined, errorDatabaseInaccessible, errorUserCanceled
    }

    /// The failure's kind.
    public let code: Code

    public init(_ code: Code) {
        self.code = code
    }

    public static let errorHealthDataUnavailable = Code.errorHealthDataUnavailable
    public static let errorAuthorizationNotDetermined = Code.errorAuthorizationNotDetermined
}

/// The identifier of a quantity type (HealthKit's `HKQuantityTypeIdentifier`).
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let stepCount = Self("HKQuantityTypeIdentifierStepCount")
    public static let distanceWalkingRunning = Self("HKQuantityTypeIdentifierDistanceWalkingRunning")
    public static let distanceCycling = Self("HKQuantityTypeIdentifierDistanceCycling")
    public static let distanceSwimming = Self("HKQuantityTypeIdentifierDistanceSwimming")
    public static let flightsClimbed = Self("HKQuantityTypeIdentifierFlightsClimbed")
    public static let activeEnergyBurned = Self("HKQuantityTypeIdentifierActiveEnergyBurned")
    public static let basalEnergyBurned = Self("HKQuantityTypeIdentifierBasalEnergyBurned")
    public static let appleExerciseTime = Self("HKQuantityTypeIdentifierAppleExerciseTime")
    public static let appleStandTime = Self("HKQuantityTypeIdentifierAppleStandTime")
    public static let heartRate = Self("HKQuantityTypeIdentifierHeartRate")
    public static let restingHeartRate = Self("HKQuantityTypeIdentifierRestingHeartRate")
    public static let walkingHeartRateAverage = Self("HKQuantityTypeIdentifierWalkingHeartRateAverage")
    public static let heartRateVariabilitySDNN = Self("HKQuantityTypeIdentifierHeartRateVariabilitySDNN")
    public static let oxygenSaturation = Self("HKQuantityTypeIdentifierOxygenSaturation")
    public static let respiratoryRate = Self("HKQuantityTypeIdentifierRespiratoryRate")
    public static let bodyTemperature = Self("HKQuantityTypeIdentifierBodyTemperature")
    public static let bloodPressureSystolic = Self("HKQuantityTypeIdentifierBloodPressureSystolic")
    public static let bloodPressureDiastolic = Self("HKQuantityTypeIdentifierBloodPressureDiastolic")
    public static let bloodGlucose = Self("HKQuantityTypeIdentifierBloodGlucose")
    public static let bodyMass = Self("HKQuantityTypeIdentifierBodyMass")
    public static let bodyMassIndex = Self("HKQuantityTypeIdentifierBodyMassIndex")
    public static let bodyFatPercentage = Self("HKQuantityTypeIdentifierBodyFatPercentage")
    public static let height = Self("HKQuantityTypeIdentifierHeight")
    public static let leanBodyMass = Self("HKQuantityTypeIdentifierLeanBodyMass")
    public static let dietaryEnergyConsumed = Self("HKQuantityTypeIdentifierDietaryEnergyConsumed")
    public static let dietaryWater = Self("HKQuantityTypeIdentifierDietaryWater")
    public static let vo2Max = Self("HKQuantityTypeIdentifierVO2Max")
}

/// The identifier of a category type (HealthKit's `HKCategoryTypeIdentifier`).
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let sleepAnalysis = Self("HKCategoryTypeIdentifierSleepAnalysis")
    public static let mindfulSession = Self("HKCategoryTypeIdentifierMindfulSession")
    public static let appleStandHour = Self("HKCategoryTypeIdentifierAppleStandHour")
    public static let highHeartRateEvent = Self("HKCategoryTypeIdentifierHighHeartRateEvent")
    public static let lowHeartRateEvent = Self("HKCategoryTypeIdentifierLowHeartRateEvent")
    public static let irregularHeartRhythmEvent = Self("HKCategoryTypeIdentifierIrregularHeartRhythmEvent")
    public static let menstrualFlow = Self("HKCategoryTypeIdentifierMenstrualFlow")
}

/// The kinds of sleep a sleep-analysis sample records (HealthKit's `HKCategoryValueSleepAnalysis`).
public enum HKCategoryValueSleepAnalysis: Int, Sendable {
    case inBed = 0, asleepUnspecified = 1, awake = 2, asleepCore = 3, asleepDeep = 4, asleepREM = 5
    /// The iOS 15 name of `.asleepUnspecified`.
    public static let asleep = HKCategoryValueSleepAnalysis.asleepUnspecified
}

/// A kind of health data (HealthKit's `HKObjectType`).
open class HKObjectType: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The type's identifier.
    public let identifier: String

    init(identifier: String) {
        self.identifier = identifier
    }

    /// The quantity type with `identifier`.
    open class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        HKQuantityType(identifier)
    }

    /// The category type with `identifier`.
    open class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
        HKCategoryType(identifier)
    }

    /// The workout type.
    open class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }

    public static func == (a: HKObjectType, b: HKObjectType) -> Bool { a.identifier == b.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    public var description: String { identifier }
}

/// A kind of sample (HealthKit's `HKSampleType`).
open class HKSampleType: HKObjectType, @unchecked Sendable {}

/// A kind of measured quantity (HealthKit's `HKQuantityType`).
open class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// The type with `identifier` (iOS 15).
    public convenience init(_ identifier: HKQuantityTypeIdentifier) {
        self.init(identifier: identifier.rawValue)
    }
}

/// A kind of categorised sample (HealthKit's `HKCategoryType`).
open class HKCategoryType: HKSampleType, @unchecked Sendable {
    /// The type with `identifier` (iOS 15).
    public convenience init(_ identifier: HKCategoryTypeIdentifier) {
        self.init(identifier: identifier.rawValue)
    }
}

/// The workout type (HealthKit's `HKWorkoutType`).
open class HKWorkoutType: HKSampleType, @unchecked Sendable {}

/// A unit of measure (HealthKit's `HKUnit`): a product of base units with powers, such as
/// `count/min` or `kg`, read from HealthKit's unit strings.
open class HKUnit: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// Base units with their powers, by symbol.
    let factors: [String: Int]
    /// The unit's string, as HealthKit writes it.
    public let unitString: String

    // A base unit's quantity (dimension) and its size in that quantity's reference unit.
    private static let baseUnits: [String: (dimension: String, scale: Double)] = [
        "count": ("count", 1), "%": ("count", 0.01),
        "s": ("time", 1), "min": ("time", 60), "hr": ("time", 3600), "d": ("time", 86_400), "ms": ("time", 0.001),
        "m": ("length", 1), "km": ("length", 1000), "cm": ("length", 0.01), "mm": ("length", 0.001),
        "mi": ("length", 1609.344), "ft": ("length", 0.3048), "in": ("length", 0.0254), "yd": ("length", 0.9144),
        "g": ("mass", 1), "kg": ("mass", 1000), "mg": ("mass", 0.001), "lb": ("mass", 453.59237), "oz": ("mass", 28.349523125),
        "st": ("mass", 6350.29318),
        "J": ("energy", 1), "kJ": ("energy", 1000), "cal": ("energy", 4.184), "kcal": ("energy", 4184), "Cal": ("energy", 4184),
        "L": ("volume", 1), "mL": ("volume", 0.001), "fl_oz_us": ("volume", 0.0295735295625),
        "mmHg": ("pressure", 133.322387415), "Pa": ("pressure", 1), "kPa": ("pressure", 1000),
        "degC": ("temperature", 1), "dBASPL": ("sound", 1),
    ]

    /// The unit HealthKit writes as `string` ("count/min", "kg", "m^2"…).
    public init(from string: String) {
        unitString = string
        var factors: [String: Int] = [:]
        let parts = string.split(separator: "/", maxSplits: 1).map(String.init)
        for (index, part) in parts.enumerated() {
            for term in part.split(separator: "*") where !term.isEmpty {
                let pieces = term.split(separator: "^")
                let power = pieces.count > 1 ? Int(pieces[1]) ?? 1 : 1
                factors[String(pieces[0]), default: 0] += index == 0 ? power : -power
            }
        }
        self.factors = factors.filter { $0.value != 0 }
    }

    private init(factors: [String: Int]) {
        self.factors = factors.filter { $0.value != 0 }
        let numerator = self.factors.filter { $0.value > 0 }.sorted { $0.key < $1.key }
            .map { $0.value == 1 ? $0.key : "\($0.key)^\($0.value)" }
        let denominator = self.factors.filter { $0.value < 0 }.sorted { $0.key < $1.key }
            .map { $0.value == -1 ? $0.key : "\($0.key)^\(-$0.value)" }
        let top = numerator.isEmpty ? "count" : numerator.joined(separator: "*")
        unitString = denominator.isEmpty ? top : top + "/" + denominator.joined(separator: "*")
    }

    open class func count() -> HKUnit { HKUnit(from: "count") }
    open class func percent() -> HKUnit { HKUnit(from: "%") }
    open class func second() -> HKUnit { HKUnit(from: "s") }
    open class func minute() -> HKUnit { HKUnit(from: "min") }
    open class func hour() -> HKUnit { HKUnit(from: "hr") }
    open class func day() -> HKUnit { HKUnit(from: "d") }
    open class func meter() -> HKUnit { HKUnit(from: "m") }
    open class func mile() -> HKUnit { HKUnit(from: "mi") }
    open class func foot() -> HKUnit { HKUnit(from: "ft") }
    open class func inch() -> HKUnit { HKUnit(from: "in") }
    open class func gram() -> HKUnit { HKUnit(from: "g") }
    open class func pound() -> HKUnit { HKUnit(from: "lb") }
    open class func kilocalorie() -> HKUnit { HKUnit(from: "kcal") }
    open class func largeCalorie() -> HKUnit { HKUnit(from: "Cal") }
    open class func joule() -> HKUnit { HKUnit(from: "J") }
    open class func liter() -> HKUnit { HKUnit(from: "L") }
    open class func millimeterOfMercury() -> HKUnit { HKUnit(from: "mmHg") }
    open class func degreeCelsius() -> HKUnit { HKUnit(from: "degC") }

    /// The unit with a metric prefix (`.kilo`, `.centi`…) before the base unit `base`
    /// ("m", "g", "L", "J", "s").
    private class func prefixed(_ prefix: HKMetricPrefix, _ base: String) -> HKUnit {
        HKUnit(from: prefix.symbol + base)
    }

    open class func meterUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(prefix, "m") }
    open class func gramUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(prefix, "g") }
    open class func literUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(prefix, "L") }
    open class func secondUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(prefix, "s") }
    open class func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit { prefixed(prefix, "J") }

    /// This unit divided by `unit` (`count` divided by `min` is `count/min`).
    open func unitDivided(by unit: HKUnit) -> HKUnit {
        HKUnit(factors: factors.merging(unit.factors.mapValues { -$0 }, uniquingKeysWith: +))
    }

    /// This unit times `unit`.
    open func unitMultiplied(by unit: HKUnit) -> HKUnit {
        HKUnit(factors: factors.merging(unit.factors, uniquingKeysWith: +))
    }

    /// This unit to the power `power`.
    open func unitRaised(toPower power: Int) -> HKUnit {
        HKUnit(factors: factors.mapValues { $0 * power })
    }

    /// One over this unit.
    open func reciprocal() -> HKUnit { unitRaised(toPower: -1) }

    /// The unit's quantities with their powers, and its size in their reference units; nil
    /// when a base unit is unknown.
    fileprivate var dimensions: (dimensions: [String: Int], scale: Double)? {
        var dimensions: [String: Int] = [:]
        var scale = 1.0
        for (symbol, power) in factors {
            guard let base = Self.baseUnits[symbol] else { return nil }
            // A count is dimensionless: "count/min" and "1/min" measure the same thing.
            if base.dimension != "count" { dimensions[base.dimension, default: 0] += power }
            scale *= pow(base.scale, Double(power))
        }
        return (dimensions.filter { $0.value != 0 }, scale)
    }

    /// Whether quantities in this unit can be written in `unit`.
    open func isCompatible(with unit: HKUnit) -> Bool {
        if factors == unit.factors { return true }
        guard let a = dimensions, let b = unit.dimensions else { return false }
        return a.dimensions == b.dimensions
    }

    /// How many `unit` one of this unit is; nil when they measure different things.
    func scale(to unit: HKUnit) -> Double? {
        if factors == unit.factors { return 1 }
        guard let a = dimensions, let b = unit.dimensions, a.dimensions == b.dimensions else { return nil }
        return a.scale / b.scale
    }

    public static func == (a: HKUnit, b: HKUnit) -> Bool { a.factors == b.factors }
    public func hash(into hasher: inout Hasher) { hasher.combine(factors) }
    public var description: String { unitString }
}

/// A metric prefix of a unit (HealthKit's `HKMetricPrefix`).
public enum HKMetricPrefix: Int, Sendable {
    case none, femto, pico, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera

    var symbol: String {
        switch self {
        case .none: ""
        case .femto: "f"
        case .pico: "p"
        case .nano: "n"
        case .micro: "mc"
        case .milli: "m"
        case .centi: "c"
        case .deci: "d"
        case .deca: "da"
        case .hecto: "h"
        case .kilo: "k"
        case .mega: "M"
        case .giga: "G"
        case .tera: "T"
        }
    }
}

/// An amount in a unit (HealthKit's `HKQuantity`).
open class HKQuantity: Hashable, @unchecked Sendable, CustomStringConvertible {
    let unit: HKUnit
    let value: Double

    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
    }

    /// Whether the quantity can be written in `unit`.
    open func `is`(compatibleWith unit: HKUnit) -> Bool { self.unit.isCompatible(with: unit) }

    /// The amount in `unit`. HealthKit raises an exception for a unit of another quantity;
    /// here that stops the program too, naming both units.
    open func doubleValue(for unit: HKUnit) -> Double {
        guard let scale = self.unit.scale(to: unit) else {
            preconditionFailure("HKQuantity: \(self.unit) is not compatible with \(unit)")
        }
        return value * scale
    }

    public static func == (a: HKQuantity, b: HKQuantity) -> Bool {
        a.unit.scale(to: b.unit).map { a.value * $0 == b.value } ?? false
    }

    public func hash(into hasher: inout Hasher) {
        // Equal quantities in different units (1 km, 1000 m) hash alike: by what they measure
        // and their amount in its reference units.
        if let dimensions = unit.dimensions {
            hasher.combine(dimensions.dimensions)
            hasher.combine(value * dimensions.scale)
        } else {
            hasher.combine(unit)
            hasher.combine(value)
        }
    }
    public var description: String { "\(value) \(unit)" }
}

/// A piece of health data (HealthKit's `HKObject`).
open class HKObject: @unchecked Sendable {
    /// The object's identifier.
    public let uuid = UUID()
    /// What the app attached.
    public let metadata: [String: Any]?

    init(metadata: [String: Any]?) {
        self.metadata = metadata
    }
}

/// Health data over a time interval (HealthKit's `HKSample`).
open class HKSample: HKObject, @unchecked Sendable {
    public let sampleType: HKSampleType
    public let startDate: Date
    public let endDate: Date

    init(sampleType: HKSampleType, startDate: Date, endDate: Date, metadata: [String: Any]?) {
        self.sampleType = sampleType
        self.startDate = startDate
        self.endDate = endDate
        super.init(metadata: metadata)
    }
}

/// A measured quantity over a time interval (HealthKit's `HKQuantitySample`).
open class HKQuantitySample: HKSample, @unchecked Sendable {
    public let quantity: HKQuantity
    public var quantityType: HKQuantityType { sampleType as! HKQuantityType }
    /// How many samples were merged into this one (1 here).
    public var count: Int { 1 }

    public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date,
                metadata: [String: Any]? = nil) {
        self.quantity = quantity
        super.init(sampleType: quantityType, startDate: startDate, endDate: endDate, metadata: metadata)
    }
}

/// A categorised sample, such as a night's sleep (HealthKit's `HKCategorySample`).
open class HKCategorySample: HKSample, @unchecked Sendable {
    /// The category's value (an `HKCategoryValueSleepAnalysis` raw value for sleep).
    public let value: Int
    public var categoryType: HKCategoryType { sampleType as! HKCategoryType }

    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, metadata: [String: Any]? = nil) {
        self.value = value
        super.init(sampleType: type, startDate: startDate, endDate: endDate, metadata: metadata)
    }
}

/// Whether the app may write a type (HealthKit's `HKAuthorizationStatus`).
public enum HKAuthorizationStatus: Int, Sendable { case notDetermined, sharingDenied, sharingAuthorized }

/// How a sample must lie in a query's interval (HealthKit's `HKQueryOptions`).
public struct HKQueryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let strictStartDate = HKQueryOptions(rawValue: 1)
    public static let strictEndDate = HKQueryOptions(rawValue: 2)
}

/// No limit on a sample query's results (HealthKit's `HKObjectQueryNoLimit`).
public let HKObjectQueryNoLimit = 0

/// A query of the health store (HealthKit's `HKQuery`).
open class HKQuery: @unchecked Sendable {
    /// The type the query reads.
    public let objectType: HKObjectType?
    /// The query's filter.
    public let predicate: NSPredicate?

    init(objectType: HKObjectType?, predicate: NSPredicate?) {
        self.objectType = objectType
        self.predicate = predicate
    }

    /// Samples in the interval (a filter HealthKit runs in its store; nothing runs one here).
    open class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate(value: true)
    }

    /// Called by the store: the query fails with `error` (no health data here).
    func fail(with error: HKError) {}
}

/// A query for samples (HealthKit's `HKSampleQuery`).
open class HKSampleQuery: HKQuery, @unchecked Sendable {
    public let limit: Int
    public let sortDescriptors: [NSSortDescriptor]?
    let resultsHandler: (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void) {
        self.limit = limit
        self.sortDescriptors = sortDescriptors
        self.resultsHandler = resultsHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func fail(with error: HKError) { resultsHandler(self, nil, error) }
}

/// Which statistics a query computes (HealthKit's `HKStatisticsOptions`).
public struct HKStatisticsOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let discreteAverage = HKStatisticsOptions(rawValue: 2)
    public static let discreteMin = HKStatisticsOptions(rawValue: 4)
    public static let discreteMax = HKStatisticsOptions(rawValue: 8)
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 16)
    public static let mostRecent = HKStatisticsOptions(rawValue: 32)
    public static let duration = HKStatisticsOptions(rawValue: 64)
}

/// Statistics of one quantity type over an interval (HealthKit's `HKStatistics`), computed
/// from the samples it is made with.
open class HKStatistics: @unchecked Sendable {
    public let quantityType: HKQuantityType
    public let startDate: Date
    public let endDate: Date
    let samples: [HKQuantitySample]

    /// Statistics of `samples` (for tests and previews; HealthKit makes them in its store).
    public init(quantityType: HKQuantityType, startDate: Date, endDate: Date, samples: [HKQuantitySample]) {
        self.quantityType = quantityType
        self.startDate = startDate
        self.endDate = endDate
        self.samples = samples
    }

    private func values() -> (unit: HKUnit, values: [Double])? {
        guard let unit = samples.first?.quantity.unit else { return nil }
        return (unit, samples.map { $0.quantity.doubleValue(for: unit) })
    }

    /// The samples' sum; nil when there is none.
    open func sumQuantity() -> HKQuantity? {
        values().map { HKQuantity(unit: $0.unit, doubleValue: $0.values.reduce(0, +)) }
    }

    /// The samples' mean; nil when there is none.
    open func averageQuantity() -> HKQuantity? {
        values().map { HKQuantity(unit: $0.unit, doubleValue: $0.values.reduce(0, +) / Double($0.values.count)) }
    }

    /// The smallest sample; nil when there is none.
    open func minimumQuantity() -> HKQuantity? {
        values().flatMap { v in v.values.min().map { HKQuantity(unit: v.unit, doubleValue: $0) } }
    }

    /// The largest sample; nil when there is none.
    open func maximumQuantity() -> HKQuantity? {
        values().flatMap { v in v.values.max().map { HKQuantity(unit: v.unit, doubleValue: $0) } }
    }

    /// The latest sample's quantity; nil when there is none.
    open func mostRecentQuantity() -> HKQuantity? {
        samples.max { $0.endDate < $1.endDate }?.quantity
    }
}

/// Statistics per interval (HealthKit's `HKStatisticsCollection`).
open class HKStatisticsCollection: @unchecked Sendable {
    let all: [HKStatistics]

    /// A collection of `statistics` (for tests and previews).
    public init(statistics: [HKStatistics]) {
        all = statistics.sorted { $0.startDate < $1.startDate }
    }

    /// Every interval's statistics, earliest first.
    open func statistics() -> [HKStatistics] { all }

    /// The statistics of the interval holding `date`.
    open func statistics(for date: Date) -> HKStatistics? {
        all.first { $0.startDate <= date && date < $0.endDate }
    }

    /// Calls `block` with the statistics of each interval between `startDate` and `endDate`
    /// that has some, earliest first, until the block sets its flag.
    open func enumerateStatistics(from startDate: Date, to endDate: Date,
                                  with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for statistics in all where statistics.endDate > startDate && statistics.startDate <= endDate {
            block(statistics, &stop)
            if stop.boolValue { return }
        }
    }
}

/// A query for one statistic over an interval (HealthKit's `HKStatisticsQuery`).
open class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    let completionHandler: (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void) {
        completionHandler = handler
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func fail(with error: HKError) { completionHandler(self, nil, error) }
}

/// A query for statistics per interval (HealthKit's `HKStatisticsCollectionQuery`).
open class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    public let anchorDate: Date
    public let intervalComponents: DateComponents
    public let options: HKStatisticsOptions
    /// Called with the first results (with the error, here).
    open var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    /// Called when results change (never, here).
    open var statisticsUpdateHandler: ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                anchorDate: Date, intervalComponents: DateComponents) {
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
        self.options = options
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func fail(with error: HKError) { initialResultsHandler?(self, nil, error) }
}

/// The health store (HealthKit's `HKHealthStore`): no health data in a snapshot.
open class HKHealthStore: @unchecked Sendable {
    /// False: a snapshot has no health data.
    open class func isHealthDataAvailable() -> Bool { false }

    public init() {}

    /// `.notDetermined`: no one is asked in a snapshot.
    open func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }

    /// Calls `completion` at once with false and `HKError` `.errorHealthDataUnavailable`.
    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                   completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorHealthDataUnavailable))
    }

    /// Throws `HKError` `.errorHealthDataUnavailable`.
    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
        throw HKError(.errorHealthDataUnavailable)
    }

    /// Runs `query`: its handler is called at once with `HKError` `.errorHealthDataUnavailable`.
    open func execute(_ query: HKQuery) {
        query.fail(with: HKError(.errorHealthDataUnavailable))
    }

    /// Accepted: no query runs on.
    open func stop(_ query: HKQuery) {}

    /// Calls `completion` at once with false and `HKError` `.errorHealthDataUnavailable`.
    open func save(_ object: HKObject, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorHealthDataUnavailable))
    }

    /// Throws `HKError` `.errorHealthDataUnavailable`.
    open func save(_ object: HKObject) async throws {
        throw HKError(.errorHealthDataUnavailable)
    }
}

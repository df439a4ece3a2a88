// `import os` for the compatibility checker (check.py emits this module into its scratch
// folder): the unified logging API (`Logger`, `OSLog`, `os_log`), messages formatted only when
// asked for (`OSLogMessage.description`) and written nowhere. It is not a target of the
// package: a module named `os` beside swift-argument-parser and swift-syntax makes their
// `canImport(os)` true, and they would use Darwin's locks and logging and not build
// (Docs/SwiftUI/Frameworks.md says what a view file that logs needs).
@_exported import Foundation

/// A message's level (os' `OSLogType`).
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(0)
    public static let info = OSLogType(1)
    public static let debug = OSLogType(2)
    public static let error = OSLogType(16)
    public static let fault = OSLogType(17)
}

/// Whether a logged value is redacted (os' `OSLogPrivacy`).
public struct OSLogPrivacy: Equatable, Sendable {
    /// How a private value is masked (os' `OSLogPrivacy.Mask`).
    public enum Mask: Equatable, Sendable { case hash, none }
    private let name: String
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    public static let auto = OSLogPrivacy(name: "auto")
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
}

/// How an integer is written (os' `OSLogIntegerFormatting`).
public struct OSLogIntegerFormatting: Equatable, Sendable {
    private let name: String
    public static let decimal = OSLogIntegerFormatting(name: "decimal")
    public static let hex = OSLogIntegerFormatting(name: "hex")
    public static let octal = OSLogIntegerFormatting(name: "octal")
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .hex }
}

/// How a floating-point number is written (os' `OSLogFloatFormatting`).
public struct OSLogFloatFormatting: Equatable, Sendable {
    private let name: String
    public static let fixed = OSLogFloatFormatting(name: "fixed")
    public static let exponential = OSLogFloatFormatting(name: "exponential")
    public static let hybrid = OSLogFloatFormatting(name: "hybrid")
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting { .fixed }
}

/// How a Boolean is written (os' `OSLogBoolFormat`).
public enum OSLogBoolFormat: Sendable { case truth, answer }

/// How a value is padded (os' `OSLogStringAlignment`).
public struct OSLogStringAlignment: Sendable {
    public static let none = OSLogStringAlignment()
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// A log message with interpolated values (os' `OSLogMessage`).
public struct OSLogMessage: ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The message's pieces as they are written.
    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var pieces: [() -> String] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { pieces.append { literal } }
        public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, privacy: OSLogPrivacy = .auto, attributes: String = "") {
            pieces.append { "\(value())" }
        }
        public mutating func appendInterpolation<T>(_ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto) {
            pieces.append { "\(value())" }
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting,
                                                                    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            pieces.append { "\(value())" }
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: @autoclosure @escaping () -> T, format: OSLogFloatFormatting,
                                                                          align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            pieces.append { "\(value())" }
        }
        public mutating func appendInterpolation(_ value: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat, privacy: OSLogPrivacy = .auto) {
            pieces.append { "\(value())" }
        }
    }

    private let interpolation: StringInterpolation

    public init(stringInterpolation: StringInterpolation) { interpolation = stringInterpolation }
    public init(stringLiteral value: String) {
        var interpolation = StringInterpolation(literalCapacity: value.count, interpolationCount: 0)
        interpolation.appendLiteral(value)
        self.interpolation = interpolation
    }

    /// The message with its values written in.
    public var description: String { interpolation.pieces.map { $0() }.joined() }
}

/// A log (os' `OSLog`).
public final class OSLog: @unchecked Sendable {
    /// A category of signposts (os' `OSLog.Category`).
    public struct Category: RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    public let subsystem: String
    public let category: String
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    public convenience init(subsystem: String, category: Category) { self.init(subsystem: subsystem, category: category.rawValue) }
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "")
    public func isEnabled(type: OSLogType) -> Bool { false }
    public var signpostsEnabled: Bool { false }
}

/// Writes to the unified log (os' `Logger`): nowhere in a snapshot.
public struct Logger: @unchecked Sendable {
    private let log: OSLog
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ logObj: OSLog) { log = logObj }
    public init() { log = .default }

    public func log(_ message: OSLogMessage) {}
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

/// Writes to the unified log (os' `os_log`): nowhere in a snapshot.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: any CVarArg...) {}
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {}
public func os_log(_ message: OSLogMessage) {}

/// What a signpost marks (os' `OSSignpostType`).
public struct OSSignpostType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let event = OSSignpostType(rawValue: 0)
    public static let begin = OSSignpostType(rawValue: 1)
    public static let end = OSSignpostType(rawValue: 2)
}

/// The identity of a signposted interval (os' `OSSignpostID`).
public struct OSSignpostID: Comparable, Hashable, Sendable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    /// A new identifier unique in `log`: every one is new here, as no log is kept.
    public init(log: OSLog) { rawValue = OSSignpostID.next() }
    /// The identifier of `object` in `log`: its object identity.
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(~0)
    public static let null = OSSignpostID(0)
    public static func < (lhs: OSSignpostID, rhs: OSSignpostID) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let counter = Counter()
    private static func next() -> UInt64 { counter.next() }
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value: UInt64 = 0
        func next() -> UInt64 { lock.lock(); defer { lock.unlock() }; value += 1; return value }
    }
}

/// Marks a point or an interval in the unified log (os' `os_signpost`): nowhere in a snapshot.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {}
/// Marks a point or an interval with a formatted message: nowhere in a snapshot.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: any CVarArg...) {}

/// The state of an interval begun by an `OSSignposter` (os' `OSSignpostIntervalState`).
public final class OSSignpostIntervalState: @unchecked Sendable {
    public let signpostID: OSSignpostID
    init(signpostID: OSSignpostID) { self.signpostID = signpostID }
}

/// Marks intervals and events (os' `OSSignposter`, iOS 15): nowhere in a snapshot, so it is
/// never enabled; `withIntervalSignpost` still runs its task.
public struct OSSignposter: @unchecked Sendable {
    private let log: OSLog
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
    public init(logHandle: OSLog) { log = logHandle }
    public init(logger: Logger) { log = .default }
    public init() { log = .default }
    public static let disabled = OSSignposter(logHandle: .disabled)
    public var isEnabled: Bool { false }
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState { OSSignpostIntervalState(signpostID: id) }
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState { OSSignpostIntervalState(signpostID: id) }
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T { try task() }
}

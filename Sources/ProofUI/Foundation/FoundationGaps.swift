// Status: supported — Foundation names that view files use and swift-corelibs-foundation lacks, formatted as en_US (drag-and-drop item providers keep their object and never load; user activities are inert).

import Foundation

// Foundation names that view files use and swift-corelibs-foundation lacks. Each is declared
// only where Linux's Foundation has no usable declaration of its own (MeasurementFormatter is
// there but unavailable: an available one is preferred, so a call is never ambiguous), and
// formats as en_US does, whatever the locale: a snapshot never depends on the machine.
// Not provided (Docs/SwiftUI/DataFlow.md says what to write instead): DateComponentsFormatter,
// RelativeDateTimeFormatter, PersonNameComponentsFormatter, String(localized:comment:).

/// The `Info.plist` key of the build number, as Core Foundation names it (`String` here; on
/// Apple platforms a `CFString`, which `as String` turns into the same value).
public let kCFBundleVersionKey = "CFBundleVersion"
/// The `Info.plist` key of the bundle's name.
public let kCFBundleNameKey = "CFBundleName"
/// The `Info.plist` key of the bundle's identifier.
public let kCFBundleIdentifierKey = "CFBundleIdentifier"
/// The `Info.plist` key of the executable's name.
public let kCFBundleExecutableKey = "CFBundleExecutable"
/// The `Info.plist` key of the development region.
public let kCFBundleDevelopmentRegionKey = "CFBundleDevelopmentRegion"

/// Joins items into a list as English writes it ("A, B, and C"; Foundation's `ListFormatter`
/// in en_US).
open class ListFormatter: Formatter, @unchecked Sendable {
    /// The formatter of each item (`String(describing:)` when nil).
    open var itemFormatter: Formatter?
    /// Accepted: the list is formatted as en_US formats it.
    open var locale: Locale! = Locale(identifier: "en_US")

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// `strings` joined: "A", "A and B", "A, B, and C".
    open class func localizedString(byJoining strings: [String]) -> String {
        switch strings.count {
        case 0: return ""
        case 1: return strings[0]
        case 2: return strings[0] + " and " + strings[1]
        default: return strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }

    /// `items` formatted and joined; nil when an item cannot be formatted.
    open func string(from items: [Any]) -> String? {
        var strings: [String] = []
        for item in items {
            if let itemFormatter {
                guard let string = itemFormatter.string(for: item) else { return nil }
                strings.append(string)
            } else {
                strings.append(String(describing: item))
            }
        }
        return Self.localizedString(byJoining: strings)
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? [Any]).flatMap { string(from: $0) }
    }
}

/// Formats measurements in the unit they are given in, as en_US writes them ("5 km", "12.5
/// kg"; Foundation's `MeasurementFormatter` with `.providedUnit`, which swift-corelibs-foundation
/// marks unavailable). Units are never converted to a locale's preferred ones.
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// How units are written: `.short` and `.medium` as symbols ("5 km"), `.long` too.
    open var unitStyle: Formatter.UnitStyle = .medium
    /// Accepted: the provided unit is always used.
    open var unitOptions: UnitOptions = []
    /// The formatter of the value (at most three fraction digits by default).
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        return formatter
    }()
    /// Accepted: values are formatted as en_US formats them.
    open var locale: Locale! = Locale(identifier: "en_US")

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        nil
    }

    /// `measurement` as its value and its unit's symbol.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        let value = numberFormatter.string(from: NSNumber(value: measurement.value)) ?? "\(measurement.value)"
        return value + " " + measurement.unit.symbol
    }

    /// `unit`'s symbol.
    open func string(from unit: Unit) -> String {
        unit.symbol
    }

    open override func string(for obj: Any?) -> String? {
        nil
    }

    /// Options of a measurement formatter (accepted).
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let providedUnit = UnitOptions(rawValue: 1)
        public static let naturalScale = UnitOptions(rawValue: 2)
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
    }
}

#if !canImport(Darwin)
/// Drag-and-drop item data (Foundation's `NSItemProvider` on Apple platforms, where this one
/// is not declared: it would shadow Foundation's).
///
/// It keeps the object it is made with, so `canLoadObject(ofClass:)` answers as Foundation's
/// does; loading is asynchronous on iOS, and a snapshot runs nothing asynchronous: a load's
/// completion handler is never called.
nonisolated public final class NSItemProvider: @unchecked Sendable {
    let object: AnyObject?
    /// A suggested name for the item (kept, never shown).
    public var suggestedName: String?

    public init() { object = nil }
    public init(object: Any) { self.object = object as AnyObject }
    public init(item: Any?, typeIdentifier: String?) { object = item.map { $0 as AnyObject } }
    public init?(contentsOf fileURL: URL) { object = fileURL as AnyObject }

    /// The type identifiers the provider registered: none is registered in a snapshot.
    public var registeredTypeIdentifiers: [String] { [] }

    /// Whether the provider holds an object of `aClass` (the class it was made with).
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        object.map { ObjectIdentifier(type(of: $0)) == ObjectIdentifier(aClass) } ?? false
    }

    /// Whether an item of `typeIdentifier` is registered: none is in a snapshot.
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { false }

    /// Accepted: the completion handler is never called (a snapshot loads nothing).
    @discardableResult
    public func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                           completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        Progress(totalUnitCount: 0)
    }

    /// Accepted: the completion handler is never called (a snapshot loads nothing).
    @discardableResult
    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        Progress(totalUnitCount: 0)
    }

    /// Accepted: the completion handler is never called (a snapshot loads nothing).
    @discardableResult
    public func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        Progress(totalUnitCount: 0)
    }

    /// Accepted: the completion handler is never called (a snapshot loads nothing).
    public func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
                         completionHandler: (@Sendable (Any?, (any Error)?) -> Void)? = nil) {}
}

/// A class whose objects an item provider can load (Foundation's `NSItemProviderReading`).
public protocol NSItemProviderReading: AnyObject {}

/// A class whose objects an item provider can hold (Foundation's `NSItemProviderWriting`).
public protocol NSItemProviderWriting: AnyObject {}

nonisolated extension UIImage: NSItemProviderReading, NSItemProviderWriting {}

/// A user activity (Foundation's `NSUserActivity` on Apple platforms).
nonisolated public final class NSUserActivity: @unchecked Sendable {
    public var title: String?
    public var userInfo: [AnyHashable: Any]?
    public init(activityType: String) {}
}
#endif

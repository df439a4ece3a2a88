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
// Foundation's string-based sorting and filtering (key-value coding), which
// swift-corelibs-foundation marks unavailable: Core Data's and CloudKit's code passes them to a
// store, never runs them. Declared available here, so a call picks these and is never
// ambiguous; a sort made so keeps the order and a predicate made so matches everything (no
// store runs them in a snapshot).
nonisolated extension NSSortDescriptor {
    /// A sort by the key `key` (Foundation's key-value coding form): keeps the order here.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.hashValue, ascending: ascending)
    }
}

nonisolated extension NSPredicate {
    /// A predicate in Foundation's format language: matches everything here.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(value: true)
    }

    /// Arguments that are not `CVarArg` on Linux (`date as NSDate`, an object): matches everything.
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(value: true)
    }

    /// A predicate in Foundation's format language with its arguments: matches everything.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        self.init(value: true)
    }
}

/// How a measurement is converted for its use (Foundation's `MeasurementFormatUnitUsage`):
/// accepted; a measurement is written in the unit it is given in.
nonisolated public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Sendable {
    let name: String
    /// The unit's general use.
    public static var general: Self { Self(name: "general") }
    /// Converts to the locale's unit for the use (accepted, never converted here).
    public static var asProvided: Self { Self(name: "asProvided") }
}

nonisolated extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A temperature as a weather report writes it.
    public static var weather: Self { Self(name: "weather") }
    /// A body temperature.
    public static var person: Self { Self(name: "person") }
}

nonisolated extension Measurement where UnitType: Dimension {
    /// Writes a measurement as en_US does, in the unit it is given in (Foundation's
    /// `Measurement.FormatStyle`; swift-corelibs-foundation has none). The value has at most
    /// three fraction digits (or the number style given); the unit is its symbol: "5 km",
    /// "21.5°C" (temperatures and other degree units with no space), narrow "5km". Units are
    /// never converted to the locale's preferred ones, and `.wide` writes the symbol too
    /// (Foundation's unit names are localized strings not reproduced here).
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How much of the unit is written (Foundation's `Measurement.FormatStyle.UnitWidth`).
        public struct UnitWidth: Codable, Hashable, Sendable {
            let name: String
            /// The unit's name ("5 kilometers" on Apple platforms; the symbol here).
            public static var wide: Self { Self(name: "wide") }
            /// The unit's symbol after a space: "5 km".
            public static var abbreviated: Self { Self(name: "abbreviated") }
            /// The unit's symbol with no space: "5km".
            public static var narrow: Self { Self(name: "narrow") }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?

        public init(width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType> = .general,
                    numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) {
            self.width = width
            self.locale = locale
            self.numberFormatStyle = numberFormatStyle
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let style = numberFormatStyle ?? FloatingPointFormatStyle<Double>(locale: Locale(identifier: "en_US"))
                .precision(.fractionLength(0...3))
            let value = measurement.value.formatted(style)
            let symbol = measurement.unit.symbol
            let joined = width == .narrow || symbol.hasPrefix("°") || symbol == "%"
            return value + (joined ? "" : " ") + symbol
        }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        /// The same style writing an `AttributedString` (Foundation's `attributed`).
        public var attributed: AttributedStyle { AttributedStyle(base: self) }
    }

    /// A measurement style writing an `AttributedString` (Foundation's
    /// `Measurement.AttributedStyle`): the text of its ``FormatStyle``. Foundation marks the
    /// number's and the unit's runs with measurement attributes; these runs carry none.
    public struct AttributedStyle: Foundation.FormatStyle, Sendable {
        /// The plain style whose text this one writes.
        public var base: FormatStyle

        public func format(_ measurement: Measurement<UnitType>) -> AttributedString {
            AttributedString(base.format(measurement))
        }

        public func locale(_ locale: Locale) -> Self {
            Self(base: base.locale(locale))
        }
    }

    /// The measurement written as en_US abbreviates it ("5 km", "21.5°C"), in its own unit.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    /// The measurement written with `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

nonisolated extension FormatStyle {
    /// A measurement style (Foundation's `.measurement(width:usage:numberFormatStyle:)`).
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
                                                        usage: MeasurementFormatUnitUsage<UnitType> = .general,
                                                        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil) -> Self
    where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}

/// Drag-and-drop item data (Foundation's `NSItemProvider` on Apple platforms, where this one
/// is not declared: it would shadow Foundation's).
///
/// It keeps the object it is made with, so `canLoadObject(ofClass:)` answers as Foundation's
/// does; loading is asynchronous on iOS, and a snapshot runs nothing asynchronous: a load's
/// completion handler is never called.
nonisolated public final class NSItemProvider: @unchecked Sendable {
    package let object: AnyObject?
    /// A suggested name for the item (kept, never shown).
    public var suggestedName: String?

    public init() { object = nil }
    public init(object: any NSItemProviderWriting) { self.object = object }
    public init(item: Any?, typeIdentifier: String?) { object = item.map { $0 as AnyObject } }
    public init?(contentsOf fileURL: URL) { object = fileURL as AnyObject }

    /// The type identifiers the provider registered: none is registered in a snapshot.
    public var registeredTypeIdentifiers: [String] { [] }

    /// Whether the provider holds an object of `aClass` or of a subclass of it (a bridged
    /// `String` is a subclass of `NSString` on Linux, as on Apple platforms).
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        var candidate: AnyClass? = object.map { type(of: $0) }
        while let someClass = candidate {
            if ObjectIdentifier(someClass) == ObjectIdentifier(aClass) { return true }
            candidate = _getSuperclass(someClass)
        }
        return false
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

    /// Fails as Foundation's does for a type not registered (none is in a snapshot): with
    /// `NSItemProviderErrorDomain`'s item-unavailable error (-1000).
    public func loadItem(forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil) async throws -> any NSSecureCoding {
        throw NSError(domain: "NSItemProviderErrorDomain", code: -1000)
    }
}

nonisolated extension URL {
    /// Asks for access to a file outside the app's sandbox (Foundation's, which
    /// swift-corelibs-foundation lacks): a snapshot has no sandbox, so a file URL is granted
    /// (`true`, as iOS answers for a file the user picked) and any other is not.
    @_disfavoredOverload
    public func startAccessingSecurityScopedResource() -> Bool { isFileURL }

    /// Gives back the access `startAccessingSecurityScopedResource()` granted: nothing to give
    /// back in a snapshot.
    @_disfavoredOverload
    public func stopAccessingSecurityScopedResource() {}
}

/// A class whose objects an item provider can load (Foundation's `NSItemProviderReading`).
public protocol NSItemProviderReading: AnyObject {}

/// A class whose objects an item provider can hold (Foundation's `NSItemProviderWriting`).
public protocol NSItemProviderWriting: AnyObject {}

// As in Apple's Foundation; a `String` or `URL` bridges to them (`name as NSItemProviderWriting`).
nonisolated extension NSString: NSItemProviderReading, NSItemProviderWriting {}
nonisolated extension NSURL: NSItemProviderReading, NSItemProviderWriting {}
nonisolated extension NSAttributedString: NSItemProviderReading, NSItemProviderWriting {}

/// The identifier an app gives a user activity to delete it later (Foundation's
/// `NSUserActivityPersistentIdentifier`).
public typealias NSUserActivityPersistentIdentifier = String

/// The activity type of a web page the user was browsing, handed to the app that opens its
/// universal link (Foundation's `NSUserActivityTypeBrowsingWeb`).
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

/// A user activity (Foundation's `NSUserActivity` on Apple platforms): what is set is kept and
/// read back; the system never sees it (becoming current advertises nothing in a snapshot).
nonisolated public final class NSUserActivity: @unchecked Sendable {
    /// The activity's type, as the app names it.
    public let activityType: String
    public var title: String?
    public var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to continue the activity.
    public var requiredUserInfoKeys: Set<String>?
    /// Words Spotlight would match the activity with.
    public var keywords: Set<String> = []
    /// The web page showing the same content.
    public var webpageURL: URL?
    /// When the activity stops being relevant.
    public var expirationDate: Date?
    /// Whether Spotlight may index the activity (kept; nothing is indexed).
    public var isEligibleForSearch = false
    /// Whether Siri may suggest the activity (kept; nothing is suggested).
    public var isEligibleForPrediction = false
    /// Whether another device may continue the activity (kept).
    public var isEligibleForHandoff = true
    /// Whether the activity may be shared publicly (kept).
    public var isEligibleForPublicIndexing = false
    /// The identifier to delete the activity's donations with.
    public var persistentIdentifier: NSUserActivityPersistentIdentifier?
    /// The identifier of the content, for scene routing.
    public var targetContentIdentifier: String?
    /// Whether `becomeCurrent()` was called last (and not `resignCurrent()` or `invalidate()`).
    public private(set) var isCurrent = false
    /// What other frameworks attach to the activity (CoreSpotlight's attribute set, Intents'
    /// invocation phrase), kept here because their extensions cannot store.
    package var frameworkValues: [String: Any] = [:]

    public init(activityType: String) {
        self.activityType = activityType
    }

    /// Marks the activity current (advertised to nothing here).
    public func becomeCurrent() { isCurrent = true }
    /// Marks the activity no longer current.
    public func resignCurrent() { isCurrent = false }
    /// Ends the activity.
    public func invalidate() { isCurrent = false }
    /// Adds entries to `userInfo`.
    public func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }
}
#endif

#if !canImport(Darwin)
// Key-value coding's `setValue(_:forKey:)` and `value(forKey:)`, which apps call on
// `UserDefaults` (on Apple platforms `UserDefaults` answers them as `set(_:forKey:)` and
// `object(forKey:)`); swift-corelibs-foundation has no key-value coding.
nonisolated extension UserDefaults {
    /// Stores `value` under `key`, as `set(_:forKey:)` does (nil removes it).
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }

    /// The value stored under `key`, as `object(forKey:)` answers.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }
}
#endif

#if !canImport(Darwin)
nonisolated extension Data.WritingOptions {
    /// Writes to an auxiliary file, then replaces the destination with it (Apple's Foundation
    /// spells `.atomic` this way too; swift-corelibs-foundation has only `.atomic`).
    public static let atomicWrite: Data.WritingOptions = .atomic
}
#endif

#if !canImport(Darwin)
/// What a host app hands an app extension (Foundation's `NSExtensionContext`, which
/// swift-corelibs-foundation lacks): in a snapshot no host app runs the extension, so there are
/// no input items and a request completes with nothing to return.
nonisolated open class NSExtensionContext: @unchecked Sendable {
    public init() {}
    /// The items the host app sent (``NSExtensionItem``s): none.
    open var inputItems: [Any] { [] }
    /// Ends the request: no host app waits in a snapshot; the handler is not called.
    open func completeRequest(returningItems items: [Any]?, completionHandler: (@Sendable (Bool) -> Void)? = nil) {}
    /// Cancels the request: nothing to cancel in a snapshot.
    open func cancelRequest(withError error: any Error) {}
    /// Opens nothing: false, as no host app opens a URL for a snapshot.
    open func open(_ URL: URL, completionHandler: (@Sendable (Bool) -> Void)? = nil) { completionHandler?(false) }
}

/// One item handed to an extension (Foundation's `NSExtensionItem`): its text and attachments.
nonisolated open class NSExtensionItem: @unchecked Sendable {
    public init() {}
    open var attributedTitle: NSAttributedString?
    open var attributedContentText: NSAttributedString?
    /// The item's data, as item providers.
    open var attachments: [NSItemProvider]?
    open var userInfo: [AnyHashable: Any]?
}
#endif

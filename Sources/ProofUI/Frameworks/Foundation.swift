// Status: supported — `String(localized:…)` and `String.LocalizationValue`, which swift-corelibs-foundation lacks: the bundle's strings table, else the key; interpolated values formatted as in a `LocalizedStringKey`.
import Foundation

// Foundation's localized-string initialiser (iOS 15), which SwiftUI files and their packages'
// models use and swift-corelibs-foundation lacks. It looks the key up in the bundle's
// strings tables, as Foundation does.
nonisolated extension String {
    /// The string for `keyAndValue` in `bundle`'s `table` (`Localizable` when nil), or the key
    /// itself when no table has it (Foundation's `String(localized:table:bundle:locale:comment:)`).
    public init(localized keyAndValue: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self = (bundle ?? .main).localizedString(forKey: keyAndValue, value: keyAndValue, table: table)
    }

    /// The string for `key` in `bundle`'s `table`, or `defaultValue` when no table has it.
    public init(localized key: StaticString, defaultValue: String, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self = (bundle ?? .main).localizedString(forKey: "\(key)", value: defaultValue, table: table)
    }

    /// A localized string written with interpolations (Foundation's `String.LocalizationValue`,
    /// iOS 15): `String(localized: "Order #\(number, specifier: "%02d")")`. Its interpolations
    /// are a `LocalizedStringKey`'s (numbers through their printf specifier, formats, dates).
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        public typealias StringInterpolation = LocalizedStringKey.StringInterpolation
        let key: LocalizedStringKey

        public init(_ value: String) { key = LocalizedStringKey(value) }
        public init(stringLiteral value: String) { key = LocalizedStringKey(value) }
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation)
        }
    }

    /// The localized string of `keyAndValue` (Foundation's
    /// `String(localized:table:bundle:locale:comment:)` for a `LocalizationValue`): its
    /// interpolations formatted in `locale`, or in the snapshot's locale (the environment's of
    /// the render in progress, else `en_US`) when `locale` is the machine's, so that a test
    /// does not depend on the machine it runs on. No strings table is read for an
    /// interpolated value.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        var environment = EnvironmentValues.current ?? EnvironmentValues()
        if locale != .current { environment.locale = locale }
        self = keyAndValue.key.text(in: environment)
    }
}

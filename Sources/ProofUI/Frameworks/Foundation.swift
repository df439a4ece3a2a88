// Status: supported — `String(localized:…)`, which swift-corelibs-foundation lacks: the bundle's strings table, else the key.
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
}

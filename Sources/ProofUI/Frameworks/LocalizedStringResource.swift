// Status: supported — Foundation's `LocalizedStringResource` (iOS 16), which swift-corelibs-foundation lacks, with `String(localized:)` and SwiftUI's `Text`, `Button`, `Label`, `Toggle` and `Menu` initialisers that take one; the text is the bundle's strings table's, else the default value (no locale other than the bundle's is looked up).
import Foundation

/// A localizable string with its key, default value and table (Foundation's
/// `LocalizedStringResource`): what Xcode 26's string catalogue symbols (`.close`) are.
nonisolated public struct LocalizedStringResource: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// Where the strings table is looked up (Foundation's `BundleDescription`).
    public enum BundleDescription: Hashable, Sendable {
        /// The app's main bundle.
        case main
        /// The bundle at a URL.
        case atURL(URL)

        var bundle: Bundle { if case .atURL(let url) = self { Bundle(url: url) ?? .main } else { .main } }
    }

    /// The key in the strings table.
    public let key: String
    /// The text when no table has the key.
    public let defaultValue: String
    /// The strings table (`Localizable` when nil).
    public let table: String?
    /// The locale asked for.
    public var locale: Locale
    /// Where the table is looked up.
    public var bundle: BundleDescription

    /// A resource for `key`, shown as `defaultValue` (the key when nil) where no table has it.
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, locale: Locale = .current,
                bundle: BundleDescription = .main, comment: StaticString? = nil) {
        self.key = key
        self.defaultValue = defaultValue ?? key
        self.table = table
        self.locale = locale
        self.bundle = bundle
    }

    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

    public var description: String { String(localized: self) }

    public static func == (lhs: LocalizedStringResource, rhs: LocalizedStringResource) -> Bool {
        lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue && lhs.table == rhs.table && lhs.bundle == rhs.bundle
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(table)
    }
}

nonisolated extension String {
    /// The resource's text: its bundle's strings table's for its key, else its default value.
    public init(localized resource: LocalizedStringResource) {
        self = resource.bundle.bundle.localizedString(forKey: resource.key, value: resource.defaultValue, table: resource.table)
    }
}

// SwiftUI's initialisers that take a resource (iOS 16). Disfavoured, as a string literal
// stays a `LocalizedStringKey` (a literal would otherwise fit both).
nonisolated extension Text {
    /// The resource's localized text.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: String(localized: resource))
    }
}

nonisolated extension Button where Label == Text {
    /// A button titled with the resource's text.
    @_disfavoredOverload
    @preconcurrency public init(_ titleResource: LocalizedStringResource, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleResource) }
    }

    /// A button with a role, titled with the resource's text.
    @_disfavoredOverload
    @preconcurrency public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleResource) }
    }
}

nonisolated extension Label where Title == Text, Icon == Image {
    /// The resource's text with a system symbol.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }

    /// The resource's text with an image of the app's bundle or asset catalogue.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(name) })
    }
}

nonisolated extension Toggle where Label == Text {
    /// A toggle labelled with the resource's text.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleResource) }
    }
}

nonisolated extension Menu where Label == Text {
    /// A menu labelled with the resource's text.
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleResource) }
    }
}

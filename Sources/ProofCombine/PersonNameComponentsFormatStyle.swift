// Status: partial — on Linux, where Foundation lacks it, names format in the given-then-family order of English (all four styles) and parse from words; Apple platforms use Foundation's own.

import Foundation

#if !canImport(Darwin)
// Apple's Foundation formats `PersonNameComponents` with `.name(style:)` (iOS 15), and
// `Text(name, format: .name(style: .short))` or `TextField(value: $name, format: .name(style:))`
// compile against it. Linux's Foundation has no such style, so it is declared here. Names
// are written in the given-then-family order of English whatever the locale: the per-locale
// name orders of Apple's formatter are not reproduced.

nonisolated extension PersonNameComponents {
    /// How a person's name is written (Foundation's `PersonNameComponents.FormatStyle`).
    public struct FormatStyle: ParseableFormatStyle, Codable, Hashable, Sendable {
        /// How much of the name is written.
        public enum Style: Int, Codable, Hashable, Sendable {
            /// Every part: "Dr. John Ulysses Appleseed Jr.".
            case long
            /// Given and family names: "John Appleseed".
            case medium
            /// The nickname, or else the given name: "Johnny".
            case short
            /// Initials, as on a monogram: "JA".
            case abbreviated
        }

        /// How much of the name is written.
        public var style: Style
        /// The locale (kept; names are written in English order).
        public var locale: Locale

        public init(style: Style = .medium, locale: Locale = .autoupdatingCurrent) {
            self.style = style
            self.locale = locale
        }

        /// The name in this style; empty parts are left out.
        public func format(_ value: PersonNameComponents) -> String {
            let words: [String?]
            switch style {
            case .long: words = [value.namePrefix, value.givenName, value.middleName, value.familyName, value.nameSuffix]
            case .medium: words = [value.givenName, value.familyName]
            case .short: words = [value.nickname ?? value.givenName ?? value.familyName]
            case .abbreviated:
                let names: [String?] = [value.givenName, value.familyName]
                return names.compactMap { (name: String?) -> String? in name?.first.map { String($0) } }.joined()
            }
            return words.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        }

        public func locale(_ locale: Locale) -> FormatStyle {
            var style = self
            style.locale = locale
            return style
        }

        /// Reads a name from words: the first is the given name, the last the family name, any
        /// between the middle name.
        public var parseStrategy: PersonNameComponents.ParseStrategy { PersonNameComponents.ParseStrategy() }
    }

    /// Reads a person's name from text (Foundation's `PersonNameComponents.ParseStrategy`).
    public struct ParseStrategy: Foundation.ParseStrategy, Codable, Hashable, Sendable {
        public init() {}

        /// The name in `value`: given name, then middle names, then family name.
        public func parse(_ value: String) throws -> PersonNameComponents {
            let words = value.split(whereSeparator: \.isWhitespace).map(String.init)
            var name = PersonNameComponents()
            name.givenName = words.first
            if words.count > 1 { name.familyName = words.last }
            if words.count > 2 { name.middleName = words[1..<(words.count - 1)].joined(separator: " ") }
            return name
        }
    }
}

nonisolated extension PersonNameComponents {
    /// The name written by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == PersonNameComponents {
        style.format(self)
    }

    /// The name in the medium style: given and family names.
    public func formatted() -> String { FormatStyle().format(self) }
}

nonisolated extension FormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A person's name written in `style`.
    @_disfavoredOverload
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> PersonNameComponents.FormatStyle {
        PersonNameComponents.FormatStyle(style: style)
    }
}

nonisolated extension ParseableFormatStyle where Self == PersonNameComponents.FormatStyle {
    /// A person's name written in `style`, and read back.
    @_disfavoredOverload
    public static func name(style: PersonNameComponents.FormatStyle.Style) -> PersonNameComponents.FormatStyle {
        PersonNameComponents.FormatStyle(style: style)
    }
}
#endif

/// A string to show, written as a literal with interpolations (SwiftUI's
/// `LocalizedStringKey`). Proofsheet shows the text as written, in the snapshot's fixed
/// locale (`en_US`): there is no localisation table lookup.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text as it will be shown.
    let text: String

    public init(_ value: String) {
        text = value
    }

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// Builds the text of an interpolated key: values as `String(describing:)`, with the
    /// formats SwiftUI accepts (`specifier:`, `format:`, dates, images, texts).
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            text += String(describing: value)
        }

        public mutating func appendInterpolation(_ string: String) {
            text += string
        }

        /// A number formatted with a printf specifier (`"%.1f"`): POSIX formatting, the same on
        /// every machine.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            text += String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value)
        }

        /// A value formatted by `format` in the snapshot locale (`en_US`).
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            text += format.locale(Locale(identifier: "en_US")).format(value)
        }

        /// A date in one of `Text`'s styles, in the snapshot locale and GMT.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            text += style.format(date)
        }

        /// The text of another `Text`.
        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.content
        }

        /// An image in text: its symbol name's placeholder (inline images are not drawn yet).
        public mutating func appendInterpolation(_ image: Image) {
            text += "\u{FFFC}"
        }

        /// An attributed string's characters.
        public mutating func appendInterpolation(_ string: AttributedString) {
            text += String(string.characters)
        }
    }
}

extension Text {
    /// Text from a key, shown as written (no localisation lookup in a snapshot).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.text)
    }

    /// The characters of an attributed string (its attributes are not drawn yet).
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }

    /// A date in `style`, in the snapshot locale (`en_US`) and time zone (GMT).
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date))
    }

    /// A value formatted by `format` in the snapshot locale (`en_US`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.locale(Locale(identifier: "en_US")).format(input))
    }

    /// A date range, as "start – end" in the snapshot locale.
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: DateStyle.date.format(dates.lowerBound) + " – " + DateStyle.date.format(dates.upperBound))
    }

    /// How `Text(date, style:)` shows a date. Relative and timer styles would need the clock:
    /// a snapshot shows them relative to the date itself ("0 sec", "0:00").
    public struct DateStyle: Hashable, Sendable {
        let kind: Int
        public static let time = DateStyle(kind: 0)
        public static let date = DateStyle(kind: 1)
        public static let relative = DateStyle(kind: 2)
        public static let offset = DateStyle(kind: 3)
        public static let timer = DateStyle(kind: 4)

        func format(_ date: Date) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.timeZone = TimeZone(identifier: "GMT")
            switch kind {
            case 0:
                formatter.dateStyle = .none
                formatter.timeStyle = .short
                return formatter.string(from: date)
            case 1:
                formatter.dateStyle = .long
                formatter.timeStyle = .none
                return formatter.string(from: date)
            case 2, 3: return "0 sec"
            default: return "0:00"
            }
        }
    }
}

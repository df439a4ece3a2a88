// Status: partial — a `LocalizedStringKey` shows the text as written, interpolations formatted for the environment's locale; there is no localisation table lookup.

/// A string to show, written as a literal with interpolations (SwiftUI's
/// `LocalizedStringKey`). Proofsheet shows the text as written: there is no localisation
/// table lookup. Interpolated dates and formatted values follow the environment's locale,
/// calendar and time zone when the text is drawn (`en_US`, Gregorian, GMT unless set).
nonisolated public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text in the default snapshot environment.
    let text: String
    /// The text made from the drawing environment, when it has formatted parts.
    let localized: LocalizedText?

    public init(_ value: String) {
        text = value
        localized = nil
    }

    public init(stringLiteral value: String) {
        text = value
        localized = nil
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        localized = stringInterpolation.isLocalized ? LocalizedText(pieces: stringInterpolation.pieces) : nil
    }

    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool { lhs.text == rhs.text }

    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// The text as drawn in `environment`.
    func text(in environment: EnvironmentValues) -> String {
        localized?.text(environment) ?? text
    }

    /// Builds the text of an interpolated key: values as `String(describing:)`, with the
    /// formats SwiftUI accepts (`specifier:`, `format:`, dates, images, texts).
    nonisolated public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        var pieces: [LocalizedText.Piece] = []
        var isLocalized = false

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        mutating func append(_ string: String) {
            text += string
            pieces.append(.literal(string))
        }

        mutating func append(formatted: @escaping (EnvironmentValues) -> String) {
            text += formatted(EnvironmentValues())
            pieces.append(.formatted(formatted))
            isLocalized = true
        }

        public mutating func appendLiteral(_ literal: String) {
            append(literal)
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            append(String(describing: value))
        }

        /// A number as SwiftUI writes it: with its printf specifier in the environment's locale
        /// (`localizedStringWithFormat`), so integers are grouped (`120,000` in `en_US`) and
        /// floating-point numbers have six decimals (`3.500000`) unless a `specifier:` says
        /// otherwise; `Text(verbatim:)` shows `String(describing:)`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            let arg = value._arg, specifier = value._specifier
            append { environment in
                LocalizedStringKey.localizedNumber(arg, specifier: specifier, locale: environment.locale) ?? String(describing: value)
            }
        }

        public mutating func appendInterpolation(_ string: String) {
            append(string)
        }

        /// A number formatted with a printf specifier (`"%.1f"`) in the environment's locale, as
        /// `localizedStringWithFormat` writes it (grouped, with the locale's decimal separator);
        /// a specifier other than a plain integer or `%.Nf` is formatted as POSIX writes it.
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            append { environment in
                LocalizedStringKey.localizedNumber(value, specifier: specifier, locale: environment.locale)
                    ?? String(format: specifier, locale: Locale(identifier: "en_US_POSIX"), value)
            }
        }

        /// A value formatted by `format` in the environment's locale.
        public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
            append { environment in format.locale(environment.locale).format(value) }
        }

        #if canImport(Darwin)
        /// `subject` as `formatter` writes it (in the formatter's own locale, as in SwiftUI),
        /// or as its description without one.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            append(formatter.flatMap { $0.string(for: subject) } ?? String(describing: subject))
        }
        #else
        /// `subject` as `formatter` writes it (in the formatter's own locale, as in SwiftUI). On
        /// Linux Foundation's value types (`Date`, `URL`…) are not `ReferenceConvertible`, so any
        /// value is taken, as iOS takes those.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter?) {
            append(formatter.flatMap { $0.string(for: subject) } ?? String(describing: subject))
        }
        #endif

        /// `subject` as `formatter` writes it (in the formatter's own locale, as in SwiftUI),
        /// or as its description without one.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            append(formatter.flatMap { $0.string(for: subject) } ?? String(describing: subject))
        }

        /// A date in one of `Text`'s styles, in the environment's locale, calendar and time zone.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append { environment in style.format(date, environment: environment) }
        }

        /// The text of another `Text`, formatted in the same environment.
        public mutating func appendInterpolation(_ text: Text) {
            if let localized = text.localized {
                append(formatted: localized.text)
            } else {
                append(text.content)
            }
        }

        /// An image in text: its symbol name's placeholder (inline images are not drawn yet).
        public mutating func appendInterpolation(_ image: Image) {
            append("\u{FFFC}")
        }

        /// An attributed string's characters.
        public mutating func appendInterpolation(_ string: AttributedString) {
            append(String(string.characters))
        }
    }
}

nonisolated extension Text {
    /// Text from a key, shown as written (no localisation lookup in a snapshot).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.init(verbatim: key.text)
        localized = key.localized
        isLocalizable = true
    }

    /// The characters of an attributed string (its attributes are not drawn yet). Disfavoured,
    /// as in SwiftUI, so that a string literal is a `LocalizedStringKey`.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(verbatim: String(attributedContent.characters))
    }

    /// A date in `style`, in the environment's locale, calendar and time zone.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.format(date))
        localized = LocalizedText { environment in style.format(date, environment: environment) }
    }

    /// A value formatted by `format` in the environment's locale.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.locale(Locale(identifier: "en_US")).format(input))
        localized = LocalizedText { environment in format.locale(environment.locale).format(input) }
    }

    #if canImport(Darwin)
    /// `subject` as `formatter` writes it (in the formatter's own locale, as in SwiftUI);
    /// empty when the formatter cannot format it.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
    #else
    /// `subject` as `formatter` writes it (in the formatter's own locale, as in SwiftUI);
    /// empty when the formatter cannot format it. On Linux Foundation's value types (`Date`,
    /// `URL`…) are not `ReferenceConvertible`, so any value is taken, as iOS takes those.
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
    #endif

    /// `subject` as `formatter` writes it (in the formatter's own locale, as in SwiftUI);
    /// empty when the formatter cannot format it.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// A date range, as "start – end" in the environment's locale.
    public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: DateStyle.date.format(dates.lowerBound) + " – " + DateStyle.date.format(dates.upperBound))
        localized = LocalizedText { environment in
            DateStyle.date.format(dates.lowerBound, environment: environment) + " – "
                + DateStyle.date.format(dates.upperBound, environment: environment)
        }
    }

    /// A timer over `timerInterval` (iOS 16), read at `pauseTime` or else at the snapshot's
    /// fixed date (``snapshotTimelineDate``, as `ProgressView(timerInterval:)` and the timer
    /// format styles read it), clamped to the interval: an interval after that date shows its
    /// start, counting down the whole interval ("5:00"), counting up "0:00". Hours are shown
    /// when there are any ("1:05:00"), or folded into the minutes when `showsHours` is false.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        let now = min(max(pauseTime ?? snapshotTimelineDate, timerInterval.lowerBound), timerInterval.upperBound)
        let range = timerInterval.lowerBound..<timerInterval.upperBound
        self.init(now, format: countsDown ? .timer(countingDownIn: range, showsHours: showsHours)
                                          : .timer(countingUpIn: range, showsHours: showsHours))
    }

    /// A date interval, as "start – end" in the environment's locale.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// How `Text(date, style:)` shows a date. Relative and timer styles would need the clock:
    /// a snapshot shows them relative to the date itself ("0 sec", "0:00").
    nonisolated public struct DateStyle: Hashable, Sendable {
        let kind: Int
        public static let time = DateStyle(kind: 0)
        public static let date = DateStyle(kind: 1)
        public static let relative = DateStyle(kind: 2)
        public static let offset = DateStyle(kind: 3)
        public static let timer = DateStyle(kind: 4)

        func format(_ date: Date, environment: EnvironmentValues = EnvironmentValues()) -> String {
            let formatter = DateFormatter()
            formatter.locale = environment.locale
            formatter.timeZone = environment.timeZone
            formatter.calendar = environment.calendar
            switch kind {
            case 0:
                formatter.dateStyle = .none
                formatter.timeStyle = .short
                // ICU puts a narrow no-break space before AM/PM; the bundled fonts draw a space.
                return formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
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

/// Text made from the environment when a `Text` is resolved (formatted dates and values).
/// The closures only format values captured when the text was written; `@unchecked` because
/// `FormatStyle` values are not all `Sendable` on every platform.
nonisolated struct LocalizedText: @unchecked Sendable {
    let text: (EnvironmentValues) -> String

    init(_ text: @escaping (EnvironmentValues) -> String) {
        self.text = text
    }

    /// A part of an interpolated key: written text, or a value formatted when drawn.
    nonisolated enum Piece {
        case literal(String)
        case formatted((EnvironmentValues) -> String)
    }

    init(pieces: [Piece]) {
        text = { environment in
            var text = ""
            for piece in pieces {
                switch piece {
                case .literal(let string): text += string
                case .formatted(let format): text += format(environment)
                }
            }
            return text
        }
    }
}

/// A number that a `LocalizedStringKey` interpolation formats with a printf specifier in the
/// environment's locale, as SwiftUI's `Text("\(count) items")` does (`%lld` for `Int`, `%lf`
/// for `Double`).
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
    public var _arg: Float { self }
    public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

nonisolated extension LocalizedStringKey {
    /// `arg` written by `specifier` in `locale`, for the specifiers whose localized form is
    /// plain: an integer conversion (`%d`, `%lld`, `%u`…) or `%f` with an optional precision
    /// (`%.2f`, `%lf`). Nil for anything else (widths, flags, `%e`, `%@`).
    static func localizedNumber(_ arg: Any, specifier: String, locale: Locale) -> String? {
        var body = Substring(specifier)
        guard body.first == "%" else { return nil }
        body = body.dropFirst()
        var fractionDigits = 6
        if body.first == "." {
            body = body.dropFirst()
            let digits = body.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 2, let count = Int(digits) else { return nil }
            fractionDigits = count
            body = body.dropFirst(digits.count)
            guard body == "f" || body == "lf" else { return nil }
        }
        switch body {
        case "d", "i", "u", "ld", "li", "lu", "lld", "lli", "llu", "hd", "hu", "hhd", "hhu":
            guard !(arg is Double || arg is Float) else { return nil }
            return localizedNumber(arg, fractionDigits: 0, locale: locale)
        case "f", "lf":
            guard arg is Double || arg is Float else { return nil }
            return localizedNumber(arg, fractionDigits: fractionDigits, locale: locale)
        default:
            return nil
        }
    }

    private static func localizedNumber(_ arg: Any, fractionDigits: Int, locale: Locale) -> String? {
        switch arg {
        case let value as Int: return value.formatted(IntegerFormatStyle<Int>(locale: locale))
        case let value as Int64: return value.formatted(IntegerFormatStyle<Int64>(locale: locale))
        case let value as Int32: return value.formatted(IntegerFormatStyle<Int32>(locale: locale))
        case let value as UInt64: return value.formatted(IntegerFormatStyle<UInt64>(locale: locale))
        case let value as UInt32: return value.formatted(IntegerFormatStyle<UInt32>(locale: locale))
        case let value as UInt: return value.formatted(IntegerFormatStyle<UInt>(locale: locale))
        case let value as Double:
            guard value.isFinite else { return nil }
            return value.formatted(FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(fractionDigits)))
        case let value as Float:
            guard value.isFinite else { return nil }
            return Double(value).formatted(FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(fractionDigits)))
        default: return nil
        }
    }
}

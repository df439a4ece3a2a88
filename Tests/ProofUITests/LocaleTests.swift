import Foundation
import Testing
@testable import ProofUI

/// Formatted text follows the drawing environment's locale, calendar and time zone, never the
/// machine's: the same view reads differently in `de_DE` and `en_US`, and identically on
/// every machine.
@Suite struct LocaleTests {
    /// 2024-03-05 21:30:00 UTC.
    static let date = Date(timeIntervalSince1970: 1_709_674_200)

    func texts<V: View>(_ view: V, locale: String, timeZone: String = "GMT") throws -> [String] {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        environment.timeZone = TimeZone(identifier: timeZone)!
        let description = try describe(view, width: 390, height: 200, environment: environment)
        return description.split(separator: "\n").compactMap { line in
            guard let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end else { return nil }
            return String(line[line.index(after: start)..<end])
        }
    }

    @Test func textOfADateFollowsTheEnvironment() throws {
        #expect(try texts(Text(Self.date, style: .date), locale: "en_US") == ["March 5, 2024"])
        #expect(try texts(Text(Self.date, style: .date), locale: "de_DE") == ["5. März 2024"])
        #expect(try texts(Text(Self.date, style: .time), locale: "en_US") == ["9:30 PM"])
        #expect(try texts(Text(Self.date, style: .time), locale: "de_DE", timeZone: "Europe/Berlin") == ["22:30"])
    }

    @Test func interpolatedFormatsFollowTheEnvironment() throws {
        let price = 1234.5
        let view = Text("Total: \(price, format: .number) for \(Self.date, style: .date)")
        #expect(try texts(view, locale: "en_US") == ["Total: 1,234.5 for March 5, 2024"])
        #expect(try texts(view, locale: "de_DE") == ["Total: 1.234,5 for 5. März 2024"])
        // A printf specifier is written as localizedStringWithFormat writes it.
        #expect(try texts(Text("\(price, specifier: "%.2f")"), locale: "de_DE") == ["1.234,50"])
        #expect(try texts(Text("\(price, specifier: "%.1f")"), locale: "en_US") == ["1,234.5"])
        #expect(try texts(Text("\(12_345, specifier: "%d")"), locale: "en_US") == ["12,345"])
        // Widths and flags have no plain localized form: POSIX.
        let padded = try texts(Text("\(price, specifier: "%8.2f")"), locale: "de_DE")
        #expect(padded == [String(format: "%8.2f", locale: Locale(identifier: "en_US_POSIX"), price)])
        #expect(padded.first?.contains("1234.50") == true)
    }

    @Test func interpolatedNumbersAreWrittenAsSwiftUIWritesThem() throws {
        // `Text("\(n)")` formats with `%lld`/`%lf` in the locale: grouped, six decimals.
        #expect(try texts(Text("\(120_000) points"), locale: "en_US") == ["120,000 points"])
        #expect(try texts(Text("\(120_000) points"), locale: "de_DE") == ["120.000 points"])
        #expect(try texts(Text("Year \(Int32(2024))"), locale: "en_US") == ["Year 2,024"])
        #expect(try texts(Text("\(3.5)"), locale: "en_US") == ["3.500000"])
        #expect(try texts(Text("\(UInt8(7))"), locale: "en_US") == ["7"])
        // Verbatim text and a string interpolated are as written.
        #expect(try texts(Text(verbatim: "\(120_000) points"), locale: "en_US") == ["120000 points"])
        #expect(try texts(Text("\(String(2024))"), locale: "en_US") == ["2024"])
        #expect(try texts(Text("\(Double.infinity)"), locale: "en_US") == ["inf"])
    }

    @Test func concatenatedAndStyledTextKeepTheirFormats() throws {
        let view = (Text("Due ") + Text(Self.date, style: .date).bold()).foregroundColor(.red)
        #expect(try texts(view, locale: "fr_FR") == ["Due 5 mars 2024"])
    }

    @Test func controlsFormatTheirValuesInTheEnvironment() throws {
        let stepper = Stepper(value: .constant(12_500), step: 100, format: .number)
        #expect(try texts(stepper, locale: "de_DE").first == "12.500")
        let field = TextField("Amount", value: .constant(9876.5), format: .number)
        #expect(try texts(field, locale: "de_DE") == ["9.876,5"])
        #expect(try texts(field, locale: "en_US") == ["9,876.5"])
    }
}

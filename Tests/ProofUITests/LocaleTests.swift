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
        // A printf specifier is POSIX, as in SwiftUI's key formatting: the same in every locale.
        #expect(try texts(Text("\(price, specifier: "%.2f")"), locale: "de_DE") == ["1234.50"])
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

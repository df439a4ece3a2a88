import Foundation
import Testing
import ProofRender
@testable import ProofUI

/// `DatePicker` titled with a string and limited to a range (SotkaApp's
/// `DatePicker(userForm.placeholder(.birthDate), selection:, in: ...minAge, displayedComponents: .date)`):
/// drawn as the label-closure form, the range limiting only what can be picked.
@MainActor @Suite struct DatePickerTitleTests {
    let day = Date(timeIntervalSince1970: 0)
    let environment = scaleOne { $0.timeZone = TimeZone(identifier: "UTC")!; $0.locale = Locale(identifier: "en_US") }

    func same<A: View, B: View>(_ titled: A, _ labelled: B, width: Double = 320) throws -> String {
        let a = try describe(titled, width: width, height: 60, environment: environment)
        #expect(a == (try describe(labelled, width: width, height: 60, environment: environment)))
        let bitmap = try renderer.render(titled, in: environment, size: .fixed(width: width, height: 60)).bitmap
        #expect(bitmap == (try renderer.render(labelled, in: environment, size: .fixed(width: width, height: 60)).bitmap))
        return a
    }

    @Test func aStringTitleWithARangeDrawsAsTheLabelledForm() throws {
        let title: String = "Birthday"
        let labelled = DatePicker(selection: .constant(day), displayedComponents: .date) { Text("Birthday") }
        let through = try same(DatePicker(title, selection: .constant(day), in: ...day, displayedComponents: .date), labelled)
        #expect(through.contains("Birthday") && through.contains("Jan 1, 1970"))
        #expect(!through.contains("12:00"))
        _ = try same(DatePicker(title, selection: .constant(day), in: day..., displayedComponents: .date), labelled)
        _ = try same(DatePicker(title, selection: .constant(day), in: day...day.addingTimeInterval(86_400), displayedComponents: .date), labelled)
        _ = try same(DatePicker(title[...], selection: .constant(day), in: ...day, displayedComponents: .date), labelled)
    }

    @Test func aStringTitleWithARangeShowsDateAndTimeByDefault() throws {
        let title: String = "Start"
        let both = try same(DatePicker(title, selection: .constant(day), in: day...),
                            DatePicker(selection: .constant(day)) { Text("Start") }, width: 393)
        #expect(both.contains("Jan 1, 1970") && both.contains("12:00 AM"), "\(both)")
    }

    @Test func aResourceTitleWithAPartialRangeDrawsAsTheLabelledForm() throws {
        let resource = LocalizedStringResource("Birthday")
        let labelled = DatePicker(selection: .constant(day), displayedComponents: .date) { Text("Birthday") }
        _ = try same(DatePicker(resource, selection: .constant(day), in: ...day, displayedComponents: .date), labelled)
        _ = try same(DatePicker(resource, selection: .constant(day), in: day..., displayedComponents: .date), labelled)
    }
}

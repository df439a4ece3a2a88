import Foundation
import Testing
import ProofRender
@testable import ProofUI

extension LocalizedStringResource {
    // As Xcode 26 generates them from a string catalogue's manual keys.
    fileprivate static var close: LocalizedStringResource { LocalizedStringResource("close", defaultValue: "Close", table: "Localizable") }
    fileprivate static func day(number: Int) -> LocalizedStringResource {
        LocalizedStringResource("day %lld", defaultValue: "Day \(number)", table: "Localizable")
    }
}

/// Foundation's `LocalizedStringResource` and SwiftUI's views that take one: the text is the
/// default value where no strings table has the key; a string literal stays a
/// `LocalizedStringKey`.
@Suite struct LocalizedStringResourceTests {
    @Test func aResourceReadsAsItsDefaultValue() {
        #expect(String(localized: .close) == "Close" && String(localized: .day(number: 3)) == "Day 3")
        let literal: LocalizedStringResource = "Welcome"
        #expect(literal.key == "Welcome" && String(localized: literal) == "Welcome" && literal.table == nil)
        #expect(LocalizedStringResource.close == .close && LocalizedStringResource.close != .day(number: 1))
    }

    @Test func viewsShowTheResourcesText() throws {
        let view = VStack {
            Text(.close)
            Button(.day(number: 2)) {}
            Label(.close, systemImage: "xmark")
            Toggle(.day(number: 5), isOn: .constant(true))
            Button("Literal") {}
        }
        let description = try renderer.render(view, in: scaleOne(), size: .fixed(width: 320, height: 300)).textDescription
        for text in ["\"Close\"", "\"Day 2\"", "\"Day 5\"", "\"Literal\""] {
            #expect(description.contains(text), "\(text) in \(description)")
        }
    }
}

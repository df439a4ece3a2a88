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

    /// Each title that takes a resource draws as the same control titled with the resource's
    /// text (what Xcode 26's symbols are passed to: `Section(.settings)`, `.navigationTitle(.profile)`).
    @Test func titlesFromAResourceDrawAsTheirTextForms() throws {
        let day = Date(timeIntervalSince1970: 0)
        func same<A: View, B: View>(_ resource: A, _ text: B, _ what: String) throws {
            let a = try describe(resource, width: 320, height: 300, environment: scaleOne())
            #expect(a == (try describe(text, width: 320, height: 300, environment: scaleOne())), "\(what)")
            #expect(a.lowercased().contains("close") || a.contains("Day 4"), "\(what): \(a)")
        }
        try same(List { Section(.close) { Text("row") } }, List { Section { Text("row") } header: { Text("Close") } }, "Section")
        try same(Form { Picker(.close, selection: .constant(1)) { Text("One").tag(1) } },
                 Form { Picker(selection: .constant(1)) { Text("One").tag(1) } label: { Text("Close") } }, "Picker")
        try same(Stepper(.day(number: 4), value: .constant(2), in: 1...9), Stepper(value: .constant(2), in: 1...9) { Text("Day 4") }, "Stepper")
        try same(Link(.close, destination: URL(string: "https://example.com")!),
                 Link(destination: URL(string: "https://example.com")!) { Text("Close") }, "Link")
        try same(DatePicker(.close, selection: .constant(day), displayedComponents: .date),
                 DatePicker(selection: .constant(day), displayedComponents: .date) { Text("Close") }, "DatePicker")
        try same(DisclosureGroup(.close) { Text("inside") }, DisclosureGroup { Text("inside") } label: { Text("Close") }, "DisclosureGroup")
        try same(LabeledContent(.close, value: "1"), LabeledContent { Text("1") } label: { Text("Close") }, "LabeledContent")
        try same(ContentUnavailableView(.close, systemImage: "tray"), ContentUnavailableView("Close", systemImage: "tray"),
                 "ContentUnavailableView")
        try same(NavigationStack { Text("page").navigationTitle(.close) }, NavigationStack { Text("page").navigationTitle(Text("Close")) },
                 "navigationTitle")
        try same(NavigationStack { List { NavigationLink(.close) { Text("next") } } },
                 NavigationStack { List { NavigationLink { Text("next") } label: { Text("Close") } } }, "NavigationLink")
        try same(Toggle(.close, systemImage: "bell", isOn: .constant(true)), Toggle("Close", systemImage: "bell", isOn: .constant(true)),
                 "Toggle")
        try same(Image(systemName: "bell").accessibilityLabel(.close), Image(systemName: "bell").accessibilityLabel(Text("Close")),
                 "accessibilityLabel")
    }
}

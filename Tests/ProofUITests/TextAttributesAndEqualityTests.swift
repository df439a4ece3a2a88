import Foundation
import Testing
import ProofRender
@testable import ProofUI

/// SwiftUI's `AttributedString` attributes and `Text`'s equality.
@Suite struct TextAttributesAndEqualityTests {
    /// As Food Truck kerns the symbols of a price: the attribute is set on the range only.
    @Test func kernTrackingAndBaselineOffsetAreAttributes() throws {
        var string = AttributedString("$4.99")
        let range = try #require(string.range(of: "$"))
        string[range].kern = 1.5
        #expect(string.runs.count == 2)
        #expect(string.runs.first?.kern == 1.5 && string.runs.last?.kern == nil)
        string.tracking = 2
        string.baselineOffset = -3
        #expect(string.runs.allSatisfy { $0.tracking == 2 && $0.baselineOffset == -3 })
        let container = AttributeContainer().kern(4)
        #expect(AttributedString("x", attributes: container).kern == 4)
        #expect(AttributeScopes.SwiftUIAttributes.KernAttribute.name == "SwiftUI.Kern")
    }

    @Test func textsAreEqualWhenTheyShowTheSameThing() {
        #expect(Text("Hello") == Text("Hello"))
        #expect(Text(verbatim: "Hello") != Text(verbatim: "Hi"))
        #expect(Text("Hello").bold() == Text("Hello").bold())
        #expect(Text("Hello").bold() != Text("Hello"))
        #expect(Text("Hello").bold() != Text("Hello").italic())
        #expect(Text("Hello").font(.title) == Text("Hello").font(.title))
        #expect(Text("Hello").font(.title) != Text("Hello").font(.caption))
        #expect(Text("Hello").foregroundColor(.red) != Text("Hello").foregroundColor(.blue))
        let date = Date(timeIntervalSince1970: 0)
        #expect(Text(date, style: .date) == Text(date, style: .date))
        #expect(Text(date, style: .date) != Text(date.addingTimeInterval(86_400 * 40), style: .date))
    }
}

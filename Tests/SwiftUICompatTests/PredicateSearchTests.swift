import Foundation
import ProofUI
import Testing

/// SwiftData's usual search, `#Predicate { $0.name.localizedStandardContains(text) }`, and its
/// usual sort, `comparator: .localizedStandard`, compile on Linux, the search evaluated as
/// Foundation evaluates it on iOS.
@Suite struct PredicateSearchTests {
    struct Bird { var name: String }

    @Test func aSearchPredicateIgnoresCaseAndDiacritics() throws {
        let text = "cafe"
        let search = #Predicate<Bird> { $0.name.localizedStandardContains(text) }
        #expect(try search.evaluate(Bird(name: "Le Café Noir")) && !(try search.evaluate(Bird(name: "Tea"))))
        #expect(try search.evaluate(Bird(name: "CAFETERIA")))
    }

    @Test func theLocalizedStandardComparatorSortsOnLinux() {
        var names = ["robin", "Finch", "apple"]
        names.sort(using: String.StandardComparator.localizedStandard)
        #expect(names == ["Finch", "apple", "robin"], "lexical on Linux, as documented")
    }
}

import Foundation
import Testing
@testable import ProofUI

/// `FetchRequest` and `SectionedFetchRequest` take an empty list of sort descriptors (it
/// sorts nothing with either kind), as apps write `@FetchRequest(sortDescriptors: [])`.
@Suite struct FetchRequestTests {
    final class Item: NSObject {}

    @Test func anEmptySortListPicksAnInitialiser() {
        let request = FetchRequest<Item>(sortDescriptors: [], predicate: NSPredicate(value: true))
        #expect(request.wrappedValue.isEmpty)
        #expect(request.projectedValue.wrappedValue.nsSortDescriptors.isEmpty)
        #expect(request.projectedValue.wrappedValue.nsPredicate != nil)
    }
}

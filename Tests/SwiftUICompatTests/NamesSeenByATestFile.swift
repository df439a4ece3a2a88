import ProofTesting
import Testing

/// A test file sees SwiftUI's names through `import ProofTesting` alone, unambiguously: a
/// module re-exported below it (the ground floor's geometry has its own `EdgeInsets`) must
/// not meet them. This file fails to compile if one does.
@Suite struct NamesSeenByATestFileTests {
    @Test func swiftUINamesAreSwiftUIs() {
        let insets: EdgeInsets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.leading == 2)
        let direction: LayoutDirection = .rightToLeft
        #expect(direction != .leftToRight)
        let axis: Axis = .horizontal
        #expect(axis != .vertical)
        let permutationAxis = PermutationAxis("state", "new")
        #expect(permutationAxis.name == "state")
        let error: FileSystemError? = nil
        #expect(error == nil)
    }
}

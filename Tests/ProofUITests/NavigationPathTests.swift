import Testing
@testable import ProofUI

/// `NavigationPath` is `Equatable` as in SwiftUI: equal paths hold equal values in order, so
/// `onChange(of: path)` compiles.
@Suite struct NavigationPathTests {
    @Test func pathsCompareTheirValuesInOrder() {
        var path = NavigationPath()
        #expect(path == NavigationPath())
        path.append(1)
        path.append("detail")
        #expect(path != NavigationPath([1]))
        var other = NavigationPath([1])
        other.append("detail")
        #expect(path == other)
        #expect(path.count == 2 && !path.isEmpty)
        var reordered = NavigationPath()
        reordered.append("detail")
        reordered.append(1)
        #expect(path != reordered)
        path.removeLast()
        #expect(path == NavigationPath([1]))
        path.removeLast(5)
        #expect(path.isEmpty && path == NavigationPath())
    }

    @Test @MainActor func onChangeOfAPathCompiles() throws {
        struct Screen: View {
            @State var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) { Text("Root") }
                    .onChange(of: path) { _, _ in }
            }
        }
        #expect(try describe(Screen()).contains("\"Root\""))
    }
}

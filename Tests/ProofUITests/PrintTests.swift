import Testing
@testable import ProofUI

@Suite struct PrintTests {
    @Test func show() throws {
        print(try describe(VStack(spacing: 0) { Group { Text("a"); Text("b") }.padding(2) }))
        print(try describe(Text("m").padding(4).border(Color.red)))
    }
}

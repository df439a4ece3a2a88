import Testing
import ProofText

@Suite struct ProofTextModuleTests {
    @Test func moduleLinks() {
        #expect(!String(describing: ProofText.self).isEmpty)
    }
}

import Testing
import ProofTesting

@Suite struct ProofTestingModuleTests {
    @Test func moduleLinks() {
        #expect(!String(describing: ProofTesting.self).isEmpty)
    }
}

import Testing
import ProofUI

@Suite struct ProofUIModuleTests {
    @Test func moduleLinks() {
        #expect(!String(describing: ProofUI.self).isEmpty)
    }
}

import Testing
import RewardsExample

@Suite struct RewardsExampleModuleTests {
    @Test func moduleLinks() {
        #expect(!String(describing: RewardsExample.self).isEmpty)
    }
}

import ProofTesting
import RewardsSnapshots
import Testing

/// The rewards screen in every state, size, device, scheme and direction of its suite
/// (see `RewardsSnapshots.cases()`), against `References/Rewards/`.
@Suite struct RewardsLayoutTests {
    @Test func rewardsScreen() throws {
        assertSnapshots(of: try RewardsSnapshots.suite())
    }
}

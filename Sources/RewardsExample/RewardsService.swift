/// Where the controller gets its data: injected, so that tests and previews use stubs.
public protocol RewardsService: Sendable {
    /// The card the rewards screen is about.
    func card() async throws -> PaymentCard
    /// The card's membership of the rewards programme.
    func enrollment(cardID: String) async throws -> Enrollment
}

/// Where the rewards screen's actions lead. The view never navigates: the controller turns
/// each action into one of these calls, and the app's router presents the next screen.
@MainActor
public protocol RewardsRouter: AnyObject {
    /// The sign-up flow for the card.
    func showEnrollment(cardID: String)
    /// The programme's terms and conditions.
    func showTerms()
    /// The flow that unblocks the card (identity check, new PIN).
    func showUnblockCard(cardID: String)
    /// Customer support (chat or phone).
    func showSupport()
    /// One earned reward.
    func showReward(id: String)
    /// Every reward the card has earned.
    func showRewardHistory(cardID: String)
}

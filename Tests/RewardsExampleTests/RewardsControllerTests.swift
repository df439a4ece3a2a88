import RewardsExample
import RewardsSnapshots
import Testing

/// A service answering with fixed data, or failing, as the test sets it.
private actor StubService: RewardsService {
    var card: PaymentCard
    var enrollment: Enrollment
    var failuresLeft: Int
    private(set) var enrollmentRequests: [String] = []

    struct Offline: Error {}

    init(card: PaymentCard, enrollment: Enrollment, failures: Int = 0) {
        self.card = card
        self.enrollment = enrollment
        failuresLeft = failures
    }

    func card() async throws -> PaymentCard {
        if failuresLeft > 0 {
            failuresLeft -= 1
            throw Offline()
        }
        return card
    }

    func enrollment(cardID: String) async throws -> Enrollment {
        enrollmentRequests.append(cardID)
        return enrollment
    }
}

/// Records every navigation request.
@MainActor
private final class StubRouter: RewardsRouter {
    var calls: [String] = []
    func showEnrollment(cardID: String) { calls.append("enrollment \(cardID)") }
    func showTerms() { calls.append("terms") }
    func showUnblockCard(cardID: String) { calls.append("unblock \(cardID)") }
    func showSupport() { calls.append("support") }
    func showReward(id: String) { calls.append("reward \(id)") }
    func showRewardHistory(cardID: String) { calls.append("history \(cardID)") }
}

@MainActor
@Suite struct RewardsControllerTests {
    private let activeCard = RewardsFixtures.card(status: .active, holder: RewardsFixtures.shortName)
    private let blockedCard = RewardsFixtures.card(status: .blocked, holder: RewardsFixtures.shortName)

    @Test func activeAndNotEnrolledIsAnInvitationToJoin() async {
        let router = StubRouter()
        let controller = RewardsController(service: StubService(card: activeCard, enrollment: .notEnrolled), router: router)
        let model = await controller.load()
        #expect(controller.viewModel == model)
        #expect(model.title == "Rewards")
        #expect(model.card == RewardsViewModel.CardTile(productName: "Everyday Visa", maskedNumber: "•••• 4821", holderName: "Ann Lee",
                                                       status: .init(text: "Active", tone: .positive)))
        guard case let .invitation(invitation) = model.content else {
            Issue.record("expected an invitation, got \(model.content)")
            return
        }
        #expect(invitation.headline == "Earn points on every purchase")
        #expect(invitation.message == "Join Rewards for free and get 1 point for every pound you spend with your Everyday Visa.")
        #expect(invitation.benefits.map(\.symbol) == ["★", "%", "✓"])
        #expect(invitation.join == .init(title: "Join Rewards", action: .join))
        await controller.handle(invitation.join.action)
        await controller.handle(invitation.terms.action)
        #expect(router.calls == ["enrollment card-1", "terms"])
    }

    @Test func enrolledShowsTheBalanceAndTheLatestThreeRewards() async throws {
        let router = StubRouter()
        let controller = RewardsController(service: StubService(card: activeCard, enrollment: RewardsFixtures.member), router: router)
        guard case let .membership(membership) = await controller.load().content else {
            Issue.record("expected a membership")
            return
        }
        #expect(membership.balance == "12,450")
        #expect(membership.balanceUnit == "points")
        #expect(membership.progress == 12_450.0 / 13_000.0)
        #expect(membership.progressText == "550 points to a cinema ticket")
        #expect(membership.rewards.map(\.title) == [
            "Corner Coffee", "The Grand Metropolitan Cinema and Entertainment Centre, Leicester Square", "Bookshop on the Corner",
        ])
        #expect(membership.rewards[0] == RewardsViewModel.RewardRow(
            id: "r4", initial: "C", title: "Corner Coffee", date: "12 Mar 2025", points: "+120", action: .showReward(id: "r4")))
        #expect(membership.emptyMessage == nil)
        let seeAll = try #require(membership.seeAll)
        await controller.handle(seeAll.action)
        await controller.handle(membership.rewards[1].action)
        #expect(router.calls == ["history card-1", "reward r3"])
    }

    @Test func aNewMemberHasNoRewardsYet() async {
        let controller = RewardsController(service: StubService(card: activeCard, enrollment: RewardsFixtures.newMember), router: StubRouter())
        guard case let .membership(membership) = await controller.load().content else {
            Issue.record("expected a membership")
            return
        }
        #expect(membership.balance == "0")
        #expect(membership.progress == 0)
        #expect(membership.progressText == "1,000 points to a free coffee")
        #expect(membership.rewards.isEmpty)
        #expect(membership.emptyMessage == "No rewards yet. Pay with your card to start earning points.")
        #expect(membership.seeAll == nil)
    }

    @Test func enoughPointsCanBeRedeemedNow() {
        let account = RewardsAccount(points: 1, nextRewardAt: 1, nextRewardName: "a free coffee", recentRewards: [])
        guard case let .membership(membership) = RewardsController.viewModel(card: activeCard, enrollment: .enrolled(account)).content else {
            Issue.record("expected a membership")
            return
        }
        #expect(membership.balanceUnit == "point")
        #expect(membership.progress == 1)
        #expect(membership.progressText == "You can redeem a free coffee now")
    }

    @Test func blockedCardsExplainWhatToDoFirst() async {
        let router = StubRouter()
        let controller = RewardsController(service: StubService(card: blockedCard, enrollment: RewardsFixtures.member), router: router)
        let model = await controller.load()
        #expect(model.card.status == .init(text: "Blocked", tone: .critical))
        guard case let .blocked(notice) = model.content else {
            Issue.record("expected the blocked notice")
            return
        }
        #expect(notice.title == "Your card is blocked")
        #expect(notice.steps.count == 3)
        #expect(notice.pointsNote == "Your 12,450 points are safe. You can use them again as soon as the card is unblocked.")
        await controller.handle(notice.unblock.action)
        await controller.handle(notice.support.action)
        #expect(router.calls == ["unblock card-1", "support"])
        // Not a member: nothing to say about points.
        guard case let .blocked(other) = RewardsController.viewModel(card: blockedCard, enrollment: .notEnrolled).content else {
            Issue.record("expected the blocked notice")
            return
        }
        #expect(other.pointsNote == nil)
    }

    @Test func aFailedLoadOffersToRetryAndRetryLoadsAgain() async {
        let service = StubService(card: activeCard, enrollment: .notEnrolled, failures: 1)
        let controller = RewardsController(service: service, router: StubRouter())
        let failed = await controller.load()
        guard case let .unavailable(unavailable) = failed.content else {
            Issue.record("expected the unavailable content")
            return
        }
        #expect(unavailable.retry == .init(title: "Try again", action: .retry))
        #expect(failed.card.status.tone == .neutral)
        await controller.handle(.retry)
        guard case .invitation = controller.viewModel?.content else {
            Issue.record("expected the invitation after retrying")
            return
        }
        #expect(await service.enrollmentRequests == ["card-1"])
    }

    @Test func cardActionsBeforeALoadDoNothing() async {
        let router = StubRouter()
        let controller = RewardsController(service: StubService(card: activeCard, enrollment: .notEnrolled), router: router)
        await controller.handle(.join)
        await controller.handle(.unblockCard)
        await controller.handle(.showAllRewards)
        await controller.handle(.showTerms)
        #expect(router.calls == ["terms"])
    }

    @Test func theControllerDoesNotKeepItsRouterAlive() async {
        var router: StubRouter? = StubRouter()
        weak let weakRouter = router
        let controller = RewardsController(service: StubService(card: activeCard, enrollment: .notEnrolled), router: router!)
        router = nil
        #expect(weakRouter == nil)
        await controller.handle(.showTerms) // no router left: nothing happens, nothing crashes
    }

    @Test func numbersAndDatesAreFormattedTheSameEverywhere() {
        let rewards = [0, 7, 999, 1_000, 12_450, 1_234_567].enumerated().map { index, points in
            EarnedReward(id: "\(index)", merchant: "m", date: CalendarDay(year: 2024, month: index + 1, day: 1), points: points)
        }
        let account = RewardsAccount(points: 1_234_567, nextRewardAt: 2_000_000, nextRewardName: "x", recentRewards: rewards)
        guard case let .membership(membership) = RewardsController.viewModel(card: activeCard, enrollment: .enrolled(account)).content else {
            Issue.record("expected a membership")
            return
        }
        #expect(membership.balance == "1,234,567")
        #expect(membership.rewards.map(\.points) == ["+0", "+7", "+999"])
        #expect(membership.rewards.map(\.date) == ["1 Jan 2024", "1 Feb 2024", "1 Mar 2024"])
        #expect(membership.progressText == "765,433 points to x")
    }

    @Test func everyActionHasAStableIdentifier() {
        let actions: [RewardsAction] = [.join, .showTerms, .unblockCard, .contactSupport, .showReward(id: "r1"), .showAllRewards, .retry]
        #expect(actions.map(\.identifier) == [
            "rewards.join", "rewards.terms", "rewards.unblock", "rewards.support", "rewards.reward.r1", "rewards.seeAll", "rewards.retry",
        ])
    }
}

/// The suite's states are what the controller makes of the fixtures.
@Suite struct RewardsSuiteTests {
    @Test func statesAndCases() throws {
        let states = try RewardsSnapshots.states()
        #expect(states.map(\.name) == [
            "active-notEnrolled-shortName", "active-notEnrolled-longName", "active-newMember-shortName", "active-newMember-longName",
            "active-member-shortName", "active-member-longName", "blocked-notEnrolled-shortName", "blocked-notEnrolled-longName",
            "blocked-member-shortName", "blocked-member-longName", "unavailable",
        ])
        let cases = try RewardsSnapshots.cases()
        #expect(cases.count == 280)
        #expect(cases.filter { $0.formats?.contains(.image) == true }.count == 62)
        #expect(cases[0].name == "active-notEnrolled-shortName.iPhone15.XS.light.ltr")
        #expect(Set(cases.map { $0.name.lowercased() }).count == cases.count)
    }
}

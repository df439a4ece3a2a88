import ProofSnapshots
import ProofUI
import RewardsExample

/// The rewards screen's snapshot suite, shared by its tests (`RewardsExampleTests`) and by
/// `proof demo`, so that both verify exactly the same cases against `References/Rewards/`.
///
/// The states come from the controller itself: every combination of card status,
/// enrollment and holder name (a blocked card of a brand-new member says nothing new, so
/// that one is left out) is turned into a ViewModel by
/// ``RewardsController/viewModel(card:enrollment:)``, plus the screen shown when loading
/// fails. See ``cases()`` for the environments each state is checked in.
public enum RewardsSnapshots {
    /// The references folder: `References/Rewards/`.
    public static let suiteName = "Rewards"

    /// The states, on one axis `state`, named from their inputs:
    /// `active-member-longName`, `blocked-notEnrolled-shortName`, `unavailable`.
    public static func states() throws -> Permutations<RewardsViewModel> {
        let fields = try Permutations.product(
            PermutationValues("status", CardStatus.allCases),
            PermutationValues("enrollment", ["notEnrolled": RewardsFixtures.notEnrolled, "newMember": RewardsFixtures.newMember, "member": RewardsFixtures.member]),
            PermutationValues("holder", ["shortName": RewardsFixtures.shortName, "longName": RewardsFixtures.longName])
        ) { status, enrollment, holder -> RewardsViewModel? in
            if status == .blocked, case let .enrolled(account) = enrollment, account.recentRewards.isEmpty { return nil }
            return RewardsController.viewModel(card: RewardsFixtures.card(status: status, holder: holder), enrollment: enrollment)
        }
        let failed = RewardsController.unavailableViewModel(card: RewardsFixtures.card(status: .active, holder: RewardsFixtures.shortName))
        return try Permutations(labelled: fields.map { ($0.name, $0.value) } + [("unavailable", failed)])
    }

    /// Every case, in four parts:
    ///
    /// 1. layout: every state in all 12 content size categories on an iPhone 15, as text
    ///    descriptions (frames, lines, truncation: the layout itself, in a few KB);
    /// 2. layout on other phones: all-pairs of states, categories, the three phones and both
    ///    directions, as text;
    /// 3. pictures: every state at XS, L and AX5 on an iPhone 15, as images and text;
    /// 4. appearance: all-pairs of states, the three phones, both colour schemes and both
    ///    directions, as images and text.
    ///
    /// A case in several parts is taken once, with the formats of all of them.
    public static func cases() throws -> SnapshotCases<RewardsViewModel, EnvironmentValues> {
        let states = try states()
        let sizes = try SnapshotCases(states, .environments(categories: .all, base: base)).formats(.text)
        let layouts = try SnapshotCases(
            states, .environments(devices: .representativePhones, categories: .all, directions: .all, base: base), coverage: .allPairs
        ).formats(.text)
        let pictures = try SnapshotCases(states, .environments(categories: .extremes, base: base)).formats(.both)
        let appearances = try SnapshotCases(
            states, .environments(devices: .representativePhones, schemes: .all, directions: .all, base: base), coverage: .allPairs
        ).formats(.both)
        return try sizes.merging(layouts).merging(pictures).merging(appearances)
    }

    /// The suite, each snapshot as tall as its content, with every audit: what the screen
    /// truncates or colours on purpose is waived in the view, with the reason.
    public static func suite() throws -> ViewSnapshotSuite<RewardsViewModel> {
        ViewSnapshotSuite(suiteName, cases: try cases(), formats: .text, size: .fittingWidth, audits: .all) { model in
            RewardsView(model: model)
        }
    }

    /// The environment the matrix starts from: 1 pixel per point on every device, so that
    /// the references stay small (about 40 KB at L) and the suite fast; layout is then
    /// rounded to whole points.
    static var base: EnvironmentValues {
        var environment = EnvironmentValues()
        environment.displayScale = 1
        return environment
    }
}

/// Back-end data for the states the suite shows.
public enum RewardsFixtures {
    public static let shortName = "Ann Lee"
    /// Long enough to be cut on the card.
    public static let longName = "Maximiliane Alexandra von Hohenberg-Sigmaringen"

    public static func card(status: CardStatus, holder: String) -> PaymentCard {
        PaymentCard(id: "card-1", productName: "Everyday Visa", holderName: holder, lastDigits: "4821", status: status)
    }

    public static let notEnrolled = Enrollment.notEnrolled

    /// Enrolled today: no points, no rewards yet.
    public static let newMember = Enrollment.enrolled(RewardsAccount(points: 0, nextRewardAt: 1_000, nextRewardName: "a free coffee", recentRewards: []))

    /// A member with points and four rewards, one with a merchant name long enough to be cut.
    public static let member = Enrollment.enrolled(RewardsAccount(
        points: 12_450, nextRewardAt: 13_000, nextRewardName: "a cinema ticket",
        recentRewards: [
            EarnedReward(id: "r4", merchant: "Corner Coffee", date: CalendarDay(year: 2025, month: 3, day: 12), points: 120),
            EarnedReward(id: "r3", merchant: "The Grand Metropolitan Cinema and Entertainment Centre, Leicester Square",
                         date: CalendarDay(year: 2025, month: 3, day: 9), points: 450),
            EarnedReward(id: "r2", merchant: "Bookshop on the Corner", date: CalendarDay(year: 2025, month: 2, day: 27), points: 80),
            EarnedReward(id: "r1", merchant: "Welcome bonus", date: CalendarDay(year: 2025, month: 1, day: 3), points: 500),
        ]
    ))
}

/// Turns the card and its enrollment into a ``RewardsViewModel``, and the user's actions
/// into ``RewardsRouter`` calls. The only place with logic: the view lays out what it gets.
@MainActor
public final class RewardsController {
    private let service: any RewardsService
    private weak var router: (any RewardsRouter)?
    /// The card of the last successful load; actions about the card need its id.
    private var card: PaymentCard?

    /// The latest ViewModel, or nil before the first load.
    public private(set) var viewModel: RewardsViewModel?

    /// A controller reading from `service` and navigating through `router`, which it does
    /// not keep alive (the app's navigation owns it).
    public init(service: any RewardsService, router: any RewardsRouter) {
        self.service = service
        self.router = router
    }

    /// Loads the card and its enrollment and publishes the ViewModel; a failure gives the
    /// `unavailable` content with a retry button.
    @discardableResult
    public func load() async -> RewardsViewModel {
        let model: RewardsViewModel
        do {
            let card = try await service.card()
            let enrollment = try await service.enrollment(cardID: card.id)
            self.card = card
            model = Self.viewModel(card: card, enrollment: enrollment)
        } catch {
            model = Self.unavailableViewModel(card: card)
        }
        viewModel = model
        return model
    }

    /// Does what `action` asks: navigation goes to the router, `retry` reloads.
    public func handle(_ action: RewardsAction) async {
        switch action {
        case .join:
            if let card { router?.showEnrollment(cardID: card.id) }
        case .showTerms:
            router?.showTerms()
        case .unblockCard:
            if let card { router?.showUnblockCard(cardID: card.id) }
        case .contactSupport:
            router?.showSupport()
        case let .showReward(id):
            router?.showReward(id: id)
        case .showAllRewards:
            if let card { router?.showRewardHistory(cardID: card.id) }
        case .retry:
            await load()
        }
    }

    /// The most recent rewards listed on the screen.
    public nonisolated static let listedRewards = 3

    /// The ViewModel for a card and its enrollment. Pure: the same input always gives the
    /// same ViewModel (previews and snapshot tests build their states with it).
    public nonisolated static func viewModel(card: PaymentCard, enrollment: Enrollment) -> RewardsViewModel {
        typealias Model = RewardsViewModel
        let tile = Model.CardTile(
            productName: card.productName,
            maskedNumber: "•••• " + card.lastDigits,
            holderName: card.holderName,
            status: card.status == .active ? Model.Badge(text: "Active", tone: .positive) : Model.Badge(text: "Blocked", tone: .critical)
        )
        let content: Model.Content
        switch (card.status, enrollment) {
        case (.blocked, _):
            var note: String?
            if case let .enrolled(account) = enrollment {
                note = "Your \(Self.grouped(account.points)) points are safe. You can use them again as soon as the card is unblocked."
            }
            content = .blocked(Model.BlockedNotice(
                title: "Your card is blocked",
                message: "You can’t earn or redeem points with \(card.productName) •••• \(card.lastDigits) until it is unblocked.",
                steps: [
                    "Check the recent transactions in the Activity tab.",
                    "Confirm your identity with a one-time code sent to your phone.",
                    "Choose a new PIN. Your card number stays the same.",
                ],
                pointsNote: note,
                unblock: Model.Button(title: "Unblock card", action: .unblockCard),
                support: Model.Button(title: "Contact support", action: .contactSupport)
            ))
        case (.active, .notEnrolled):
            content = .invitation(Model.Invitation(
                headline: "Earn points on every purchase",
                message: "Join Rewards for free and get 1 point for every pound you spend with your \(card.productName).",
                benefits: [
                    Model.Benefit(symbol: "★", text: "500 welcome points after your first purchase"),
                    Model.Benefit(symbol: "%", text: "Double points at partner shops and restaurants every weekend"),
                    Model.Benefit(symbol: "✓", text: "No fees, and you can leave whenever you like"),
                ],
                join: Model.Button(title: "Join Rewards", action: .join),
                terms: Model.Button(title: "Terms and conditions", action: .showTerms)
            ))
        case let (.active, .enrolled(account)):
            let remaining = max(0, account.nextRewardAt - account.points)
            let rows = account.recentRewards.prefix(listedRewards).map { reward in
                Model.RewardRow(
                    id: reward.id,
                    initial: reward.merchant.first.map { String($0).uppercased() } ?? "•",
                    title: reward.merchant,
                    date: Self.format(reward.date),
                    points: (reward.points >= 0 ? "+" : "−") + Self.grouped(abs(reward.points)),
                    action: .showReward(id: reward.id)
                )
            }
            content = .membership(Model.Membership(
                balanceTitle: "Points balance",
                balance: Self.grouped(account.points),
                balanceUnit: account.points == 1 ? "point" : "points",
                progress: account.nextRewardAt > 0 ? min(1, Double(account.points) / Double(account.nextRewardAt)) : 1,
                progressText: remaining == 0
                    ? "You can redeem \(account.nextRewardName) now"
                    : "\(Self.grouped(remaining)) points to \(account.nextRewardName)",
                recentTitle: "Recent rewards",
                rewards: Array(rows),
                emptyMessage: rows.isEmpty ? "No rewards yet. Pay with your card to start earning points." : nil,
                seeAll: account.recentRewards.count > listedRewards ? Model.Button(title: "See all", action: .showAllRewards) : nil
            ))
        }
        return RewardsViewModel(title: "Rewards", card: tile, content: content)
    }

    /// The ViewModel when loading failed; the card tile of an earlier load is kept.
    public nonisolated static func unavailableViewModel(card: PaymentCard?) -> RewardsViewModel {
        let tile = RewardsViewModel.CardTile(
            productName: card?.productName ?? "Your card",
            maskedNumber: card.map { "•••• " + $0.lastDigits } ?? "•••• ••••",
            holderName: card?.holderName ?? "",
            status: RewardsViewModel.Badge(text: "Unknown", tone: .neutral)
        )
        return RewardsViewModel(title: "Rewards", card: tile, content: .unavailable(RewardsViewModel.Unavailable(
            title: "Rewards are unavailable",
            message: "We couldn’t load your points. Check your connection and try again.",
            retry: RewardsViewModel.Button(title: "Try again", action: .retry)
        )))
    }

    /// `12450` as `12,450`.
    nonisolated static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (value < 0 ? "−" : "") + result
    }

    private nonisolated static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `12 Mar 2025`.
    nonisolated static func format(_ day: CalendarDay) -> String {
        let month = (1...12).contains(day.month) ? monthNames[day.month - 1] : "?"
        return "\(day.day) \(month) \(day.year)"
    }
}

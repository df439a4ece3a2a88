/// What the rewards feature knows about the customer's card and programme membership, as
/// the back end reports it. The controller turns these into a ``RewardsViewModel``.

/// A payment card.
public struct PaymentCard: Hashable, Sendable {
    public var id: String
    /// The product, such as "Everyday Visa".
    public var productName: String
    public var holderName: String
    /// The last four digits.
    public var lastDigits: String
    public var status: CardStatus

    public init(id: String, productName: String, holderName: String, lastDigits: String, status: CardStatus) {
        self.id = id
        self.productName = productName
        self.holderName = holderName
        self.lastDigits = lastDigits
        self.status = status
    }
}

/// Whether the card can be used.
public enum CardStatus: Hashable, Sendable, CaseIterable {
    case active
    /// Blocked (lost, stolen, suspicious activity): rewards wait until it is unblocked.
    case blocked
}

/// The card's membership of the rewards programme.
public enum Enrollment: Hashable, Sendable {
    case notEnrolled
    case enrolled(RewardsAccount)
}

/// A member's points and latest rewards.
public struct RewardsAccount: Hashable, Sendable {
    public var points: Int
    /// The balance at which the next reward unlocks.
    public var nextRewardAt: Int
    /// The name of that reward, such as "a free coffee".
    public var nextRewardName: String
    /// Most recent first.
    public var recentRewards: [EarnedReward]

    public init(points: Int, nextRewardAt: Int, nextRewardName: String, recentRewards: [EarnedReward]) {
        self.points = points
        self.nextRewardAt = nextRewardAt
        self.nextRewardName = nextRewardName
        self.recentRewards = recentRewards
    }
}

/// Points earned on one purchase or promotion.
public struct EarnedReward: Hashable, Sendable {
    public var id: String
    public var merchant: String
    public var date: CalendarDay
    public var points: Int

    public init(id: String, merchant: String, date: CalendarDay, points: Int) {
        self.id = id
        self.merchant = merchant
        self.date = date
        self.points = points
    }
}

/// A day in the calendar, without time zone or locale: formatting is the controller's job
/// and never depends on the machine.
public struct CalendarDay: Hashable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }
}

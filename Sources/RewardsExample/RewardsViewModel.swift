/// Everything the rewards screen shows, ready to lay out: texts formatted, choices made.
/// Immutable; the view is a function of it and the environment only.
public struct RewardsViewModel: Hashable, Sendable {
    /// The navigation title.
    public let title: String
    /// The card tile at the top.
    public let card: CardTile
    /// What the screen says about the programme.
    public let content: Content

    public init(title: String, card: CardTile, content: Content) {
        self.title = title
        self.card = card
        self.content = content
    }

    /// The card at the top of the screen.
    public struct CardTile: Hashable, Sendable {
        public let productName: String
        /// `•••• 4821`.
        public let maskedNumber: String
        public let holderName: String
        public let status: Badge

        public init(productName: String, maskedNumber: String, holderName: String, status: Badge) {
            self.productName = productName
            self.maskedNumber = maskedNumber
            self.holderName = holderName
            self.status = status
        }
    }

    /// A short status label with its tone.
    public struct Badge: Hashable, Sendable {
        public let text: String
        public let tone: Tone

        public init(text: String, tone: Tone) {
            self.text = text
            self.tone = tone
        }
    }

    /// How a status reads: good, bad, or neither.
    public enum Tone: Hashable, Sendable {
        case positive
        case critical
        case neutral
    }

    /// A button: its title and what it does.
    public struct Button: Hashable, Sendable {
        public let title: String
        public let action: RewardsAction

        public init(title: String, action: RewardsAction) {
            self.title = title
            self.action = action
        }
    }

    /// The part of the screen below the card.
    public enum Content: Hashable, Sendable {
        /// The card is active and not enrolled: an invitation to join.
        case invitation(Invitation)
        /// The card is enrolled: the balance and the latest rewards.
        case membership(Membership)
        /// The card is blocked: what to do first.
        case blocked(BlockedNotice)
        /// The data could not be loaded.
        case unavailable(Unavailable)
    }

    /// Why and how to join.
    public struct Invitation: Hashable, Sendable {
        public let headline: String
        public let message: String
        public let benefits: [Benefit]
        public let join: Button
        public let terms: Button

        public init(headline: String, message: String, benefits: [Benefit], join: Button, terms: Button) {
            self.headline = headline
            self.message = message
            self.benefits = benefits
            self.join = join
            self.terms = terms
        }
    }

    /// One reason to join, with a one-character symbol for its icon.
    public struct Benefit: Hashable, Sendable {
        public let symbol: String
        public let text: String

        public init(symbol: String, text: String) {
            self.symbol = symbol
            self.text = text
        }
    }

    /// A member's balance, progress to the next reward, and latest rewards.
    public struct Membership: Hashable, Sendable {
        /// `Points balance`.
        public let balanceTitle: String
        /// `12,450`.
        public let balance: String
        /// `points`.
        public let balanceUnit: String
        /// How far the balance is towards the next reward, 0…1.
        public let progress: Double
        /// `550 points to a free coffee`.
        public let progressText: String
        public let recentTitle: String
        public let rewards: [RewardRow]
        /// Shown instead of the list when there are no rewards yet.
        public let emptyMessage: String?
        public let seeAll: Button?

        public init(balanceTitle: String, balance: String, balanceUnit: String, progress: Double, progressText: String,
                    recentTitle: String, rewards: [RewardRow], emptyMessage: String?, seeAll: Button?) {
            self.balanceTitle = balanceTitle
            self.balance = balance
            self.balanceUnit = balanceUnit
            self.progress = progress
            self.progressText = progressText
            self.recentTitle = recentTitle
            self.rewards = rewards
            self.emptyMessage = emptyMessage
            self.seeAll = seeAll
        }
    }

    /// One line of the recent rewards list.
    public struct RewardRow: Hashable, Sendable {
        public let id: String
        /// The merchant's initial, for the round icon.
        public let initial: String
        public let title: String
        /// `12 Mar 2025`.
        public let date: String
        /// `+120`.
        public let points: String
        public let action: RewardsAction

        public init(id: String, initial: String, title: String, date: String, points: String, action: RewardsAction) {
            self.id = id
            self.initial = initial
            self.title = title
            self.date = date
            self.points = points
            self.action = action
        }
    }

    /// What a blocked card means and how to unblock it.
    public struct BlockedNotice: Hashable, Sendable {
        public let title: String
        public let message: String
        /// Numbered instructions.
        public let steps: [String]
        /// What happens to the points meanwhile, for members.
        public let pointsNote: String?
        public let unblock: Button
        public let support: Button

        public init(title: String, message: String, steps: [String], pointsNote: String?, unblock: Button, support: Button) {
            self.title = title
            self.message = message
            self.steps = steps
            self.pointsNote = pointsNote
            self.unblock = unblock
            self.support = support
        }
    }

    /// Loading failed: what happened and a way to try again.
    public struct Unavailable: Hashable, Sendable {
        public let title: String
        public let message: String
        public let retry: Button

        public init(title: String, message: String, retry: Button) {
            self.title = title
            self.message = message
            self.retry = retry
        }
    }
}

/// What the user can do on the rewards screen.
public enum RewardsAction: Hashable, Sendable {
    case join
    case showTerms
    case unblockCard
    case contactSupport
    case showReward(id: String)
    case showAllRewards
    case retry

    /// The accessibility identifier of the control, stable for UI tests and snapshots.
    public var identifier: String {
        switch self {
        case .join: return "rewards.join"
        case .showTerms: return "rewards.terms"
        case .unblockCard: return "rewards.unblock"
        case .contactSupport: return "rewards.support"
        case let .showReward(id): return "rewards.reward." + id
        case .showAllRewards: return "rewards.seeAll"
        case .retry: return "rewards.retry"
        }
    }
}

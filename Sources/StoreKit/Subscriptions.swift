// StoreKit 2's subscription status, periods, storefronts and App Store messages. A snapshot
// has no App Store: there are no statuses, no status or storefront updates and no messages;
// the types exist so that a store's code compiles and a test can build its own values.

extension Product {
    /// A subscription's renewal period (StoreKit's `Product.SubscriptionPeriod`).
    public struct SubscriptionPeriod: Hashable, Sendable {
        public let unit: Unit
        public let value: Int

        public init(unit: Unit, value: Int) {
            self.unit = unit
            self.value = value
        }

        /// A period's unit (StoreKit's `Product.SubscriptionPeriod.Unit`).
        public enum Unit: Hashable, Sendable, CaseIterable {
            case day, week, month, year

            /// The unit's English name ("Month"); the App Store's localized names are not reproduced.
            public var localizedDescription: String {
                switch self {
                case .day: "Day"
                case .week: "Week"
                case .month: "Month"
                case .year: "Year"
                }
            }

            /// Formats a unit as its English name (StoreKit's `Product.SubscriptionPeriod.Unit.FormatStyle`).
            public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
                public init() {}
                public func format(_ value: Unit) -> String { value.localizedDescription.lowercased() }
            }

            public func formatted(_ style: FormatStyle) -> String { style.format(self) }
        }
    }

    /// The style for subscription period units (StoreKit's `subscriptionPeriodUnitFormatStyle`).
    public var subscriptionPeriodUnitFormatStyle: SubscriptionPeriod.Unit.FormatStyle { SubscriptionPeriod.Unit.FormatStyle() }

    /// The style for prices in the product's currency (StoreKit's `priceFormatStyle`): US
    /// dollars here, as no storefront is known.
    public var priceFormatStyle: Decimal.FormatStyle.Currency { Decimal.FormatStyle.Currency(code: "USD") }
}

extension Product.SubscriptionInfo {
    /// A subscription's renewal state (StoreKit's `Product.SubscriptionInfo.RenewalState`).
    public struct RenewalState: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let subscribed = RenewalState(rawValue: 1)
        public static let expired = RenewalState(rawValue: 2)
        public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
        public static let inGracePeriod = RenewalState(rawValue: 4)
        public static let revoked = RenewalState(rawValue: 5)
    }

    /// A subscription's renewal details (StoreKit's `Product.SubscriptionInfo.RenewalInfo`).
    public struct RenewalInfo: Hashable, Sendable {
        public let originalTransactionID: UInt64
        public let currentProductID: String
        public let willAutoRenew: Bool
        public let autoRenewPreference: String?
        public let expirationReason: String?
        public let gracePeriodExpirationDate: Date?
    }

    /// A subscription's status (StoreKit's `Product.SubscriptionInfo.Status`). None exist here.
    public struct Status: Sendable {
        public let state: RenewalState
        public let transaction: VerificationResult<Transaction>
        public let renewalInfo: VerificationResult<RenewalInfo>

        /// Status changes: none here (an empty sequence).
        public static var updates: Statuses { Statuses() }

        /// A sequence of statuses (StoreKit's `Product.SubscriptionInfo.Status.Statuses`): empty here.
        public struct Statuses: AsyncSequence, Sendable {
            public typealias Element = Status
            public struct AsyncIterator: AsyncIteratorProtocol {
                public mutating func next() async -> Status? { nil }
            }
            public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
        }
    }

    /// The statuses of a subscription group: none, as nothing was bought.
    public static func status(for groupID: String) async throws -> [Status] { [] }

    /// The statuses of this subscription's group: none.
    public var status: [Status] { get async throws { [] } }

    /// Whether the customer may take the introductory offer: false (no App Store account).
    public var isEligibleForIntroOffer: Bool { get async { false } }
}

/// The App Store country (StoreKit's `Storefront`). Unknown here: `current` is nil.
public struct Storefront: Identifiable, Hashable, Sendable {
    public let id: String
    public let countryCode: String

    /// The current storefront: nil, as there is no App Store account.
    public static var current: Storefront? { get async { nil } }

    /// Storefront changes: none here.
    public static var updates: Storefronts { Storefronts() }

    /// A sequence of storefronts (StoreKit's `Storefront.Storefronts`): empty here.
    public struct Storefronts: AsyncSequence, Sendable {
        public typealias Element = Storefront
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Storefront? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

/// An App Store message (StoreKit's `Message`). None arrive here.
public struct Message: Hashable, Sendable {
    public let reason: Reason

    /// Why the App Store sends a message (StoreKit's `Message.Reason`).
    public struct Reason: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let generic = Reason(rawValue: 0)
        public static let priceIncreaseConsent = Reason(rawValue: 1)
        public static let billingIssue = Reason(rawValue: 2)
        public static let winBackOffer = Reason(rawValue: 3)
    }

    /// Messages as the App Store sends them: none here.
    public static var messages: Messages { Messages() }

    /// A sequence of messages (StoreKit's `Message.Messages`): empty here.
    public struct Messages: AsyncSequence, Sendable {
        public typealias Element = Message
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> Message? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    /// Shows nothing: there is no App Store sheet in a snapshot.
    @MainActor public func display(in scene: UIWindowScene) throws {}
}

/// Displays an App Store message (StoreKit's `DisplayMessageAction`, read from the
/// environment's `displayStoreKitMessage`): shows nothing in a snapshot.
@MainActor @preconcurrency
public struct DisplayMessageAction: Sendable {
    public func callAsFunction(_ message: Message) throws {}
}

private struct DisplayMessageKey: EnvironmentKey {
    static var defaultValue: DisplayMessageAction { DisplayMessageAction() }
}

extension EnvironmentValues {
    /// The App Store message action (StoreKit's SwiftUI `displayStoreKitMessage`).
    public var displayStoreKitMessage: DisplayMessageAction { self[DisplayMessageKey.self] }
}

extension Transaction {
    /// How a refund request ended (StoreKit's `Transaction.RefundRequestStatus`).
    public enum RefundRequestStatus: Sendable { case userCancelled, success }

    /// Why a refund request failed (StoreKit's `Transaction.RefundRequestError`).
    public enum RefundRequestError: Error, Sendable { case duplicateRequest, failed }
}

extension View {
    /// The App Store's subscription management sheet: never shown in a snapshot (the view draws
    /// as it is).
    nonisolated public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }

    /// The App Store's refund request sheet: never shown in a snapshot, and `onDismiss` is never called.
    nonisolated public func refundRequestSheet(for transactionID: Transaction.ID, isPresented: Binding<Bool>,
                                               onDismiss: (@MainActor (Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void)? = nil)
        -> some View { self }

    /// The App Store's offer code sheet: never shown in a snapshot, and `onCompletion` is never called.
    nonisolated public func offerCodeRedemption(isPresented: Binding<Bool>,
                                                onCompletion: @escaping @MainActor (Result<Void, any Error>) -> Void = { _ in }) -> some View { self }
}

// `import StoreKit` on Linux, for SwiftUI apps' files that write it: the review request and
// the basics of in-app purchase. A snapshot has no App Store: a review request shows nothing,
// products are never found and purchases never made (Docs/SwiftUI/Frameworks.md). Opt-in,
// through the `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's
// StoreKit is used.
@_exported import Foundation
@_exported import ProofUI

/// Asks for an App Store review (StoreKit's `SKStoreReviewController`): shows nothing here.
@MainActor @preconcurrency
open class SKStoreReviewController {
    public static func requestReview() {}
    public static func requestReview(in windowScene: UIWindowScene) {}
}

/// Asks for an App Store review (StoreKit's `RequestReviewAction`, read from the environment's
/// `requestReview`): does nothing in a snapshot.
@MainActor @preconcurrency
public struct RequestReviewAction: Sendable {
    public func callAsFunction() {}
}

private struct RequestReviewKey: EnvironmentKey {
    static var defaultValue: RequestReviewAction { RequestReviewAction() }
}

extension EnvironmentValues {
    /// The review request (StoreKit's SwiftUI `requestReview`).
    public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
}

/// The App Store (StoreKit's `AppStore`).
public enum AppStore {
    /// Syncs nothing: there is no App Store here.
    public static func sync() async throws {}
    @MainActor public static func requestReview(in scene: UIWindowScene) {}
    public static var canMakePayments: Bool { false }
}

/// Why a StoreKit call failed (StoreKit's `StoreKitError`).
public enum StoreKitError: Error, Sendable {
    case unknown, userCancelled, networkError(URLError), systemError(any Error), notAvailableInStorefront, notEntitled
}

/// A verified or unverified value (StoreKit's `VerificationResult`).
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    /// Why verification failed (StoreKit's `VerificationResult.VerificationError`).
    public enum VerificationError: Error, Sendable { case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties }

    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }
    public var unsafePayloadValue: SignedType {
        switch self {
        case .verified(let value), .unverified(let value, _): value
        }
    }
}

/// A purchase (StoreKit's `Transaction`). None are made here.
public struct Transaction: Sendable, Identifiable, Hashable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let purchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let productType: Product.ProductType

    public func finish() async {}

    /// No transactions: an empty sequence.
    public static var currentEntitlements: Transactions { Transactions() }
    public static var updates: Transactions { Transactions() }
    public static var all: Transactions { Transactions() }
    public static var unfinished: Transactions { Transactions() }
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// A sequence of transactions (StoreKit's `Transaction.Transactions`): empty here.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

/// A product of the App Store (StoreKit's `Product`). None are found here.
public struct Product: Identifiable, Hashable, Sendable {
    /// A product's kind (StoreKit's `Product.ProductType`).
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// What a purchase ended with (StoreKit's `Product.PurchaseResult`).
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// A purchase's option (StoreKit's `Product.PurchaseOption`).
    public struct PurchaseOption: Hashable, Sendable {
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption() }
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption() }
    }

    /// A subscription's details (StoreKit's `Product.SubscriptionInfo`). None exist here
    /// (no product is found); `Subscriptions.swift` has its status types.
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod
        /// The subscription's level in its group, 1 the highest.
        public let groupLevel: Int
        public let groupDisplayName: String
    }

    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    public let subscription: SubscriptionInfo?

    /// Finds none: there is no App Store here.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product] where Identifiers.Element == String { [] }

    /// Never buys: reports the purchase as cancelled.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }
}

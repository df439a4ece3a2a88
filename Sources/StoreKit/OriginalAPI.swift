// Status: accepted — StoreKit's original in-app purchase classes (`SKProduct`,
// `SKProductsRequest`, `SKPaymentQueue`) as types apps extend and pass around: a snapshot
// has no App Store, so a request finds no product and the queue makes no payment.

import Foundation

/// A product of the App Store (StoreKit's `SKProduct`). Apps' tests subclass it and override
/// what they read, as on iOS; a plain one is empty (price 0, no title).
open class SKProduct: @unchecked Sendable {
    /// A unit of a subscription period (StoreKit's `SKProduct.PeriodUnit`).
    public enum PeriodUnit: UInt, Sendable {
        case day = 0, week, month, year
    }

    public init() {}

    open var localizedDescription: String { "" }
    open var localizedTitle: String { "" }
    open var price: NSDecimalNumber { .zero }
    open var priceLocale: Locale { Locale(identifier: "en_US") }
    open var productIdentifier: String { "" }
    open var isDownloadable: Bool { false }
    open var isFamilyShareable: Bool { false }
    open var subscriptionPeriod: SKProductSubscriptionPeriod? { nil }
    open var subscriptionGroupIdentifier: String? { nil }
}

/// How long a subscription period is (StoreKit's `SKProductSubscriptionPeriod`).
open class SKProductSubscriptionPeriod: @unchecked Sendable {
    public init() {}
    open var numberOfUnits: Int { 0 }
    open var unit: SKProduct.PeriodUnit { .day }
}

/// What a products request answers (StoreKit's `SKProductsResponse`).
open class SKProductsResponse: @unchecked Sendable {
    public init() {}
    /// The products found: none, in a snapshot.
    open var products: [SKProduct] { [] }
    /// The identifiers the store did not know.
    open var invalidProductIdentifiers: [String] { [] }
}

/// What is told of a request (StoreKit's `SKRequestDelegate`).
public protocol SKRequestDelegate: AnyObject {
    func requestDidFinish(_ request: SKRequest)
    func request(_ request: SKRequest, didFailWithError error: Error)
}

extension SKRequestDelegate {
    public func requestDidFinish(_ request: SKRequest) {}
    public func request(_ request: SKRequest, didFailWithError error: Error) {}
}

/// What a products request tells (StoreKit's `SKProductsRequestDelegate`).
public protocol SKProductsRequestDelegate: SKRequestDelegate {
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
}

/// A request to the App Store (StoreKit's `SKRequest`): never sent from a snapshot.
open class SKRequest: @unchecked Sendable {
    public init() {}
    open func start() {}
    open func cancel() {}
}

/// A request for products (StoreKit's `SKProductsRequest`): `start()` reaches no store and
/// tells the delegate nothing, as a request that has not come back yet.
open class SKProductsRequest: SKRequest, @unchecked Sendable {
    /// The identifiers asked for.
    public let productIdentifiers: Set<String>
    open weak var delegate: (any SKProductsRequestDelegate)?

    public init(productIdentifiers: Set<String>) {
        self.productIdentifiers = productIdentifiers
    }
}

/// A payment request (StoreKit's `SKPayment`).
open class SKPayment: @unchecked Sendable {
    public let productIdentifier: String
    open var quantity: Int { 1 }

    public init(product: SKProduct) {
        productIdentifier = product.productIdentifier
    }
}

/// The queue of payments (StoreKit's `SKPaymentQueue`): a snapshot makes no payment, so
/// nothing added is ever processed.
open class SKPaymentQueue: @unchecked Sendable {
    private static let shared = SKPaymentQueue()

    public init() {}
    open class func `default`() -> SKPaymentQueue { shared }
    open class func canMakePayments() -> Bool { false }
    open func add(_ payment: SKPayment) {}
    open func restoreCompletedTransactions() {}
}

// StoreKit's SwiftUI store views (iOS 17): `ProductView`, `StoreView`, `SubscriptionStoreView`
// and their modifiers. On a device they load their products from the App Store and draw them
// once loaded; a snapshot has no App Store and runs nothing asynchronous, so each draws the
// state it is in before anything loads: its loading placeholders (grey bars where the name,
// description and price go, the automatic placeholder icon), with a note. A store view's
// marketing content is the app's own view and is drawn as is. The placeholder geometry is
// Proofsheet's choice: Apple documents the loading state, not its measurements.

/// The placeholders' fill: the system's tertiary fill, as redacted content in iOS.
private let placeholderFill = FillShapeStyle().tertiary

private func placeholderBar(width: CGFloat, height: CGFloat) -> some View {
    RoundedRectangle(cornerRadius: height / 2).fill(placeholderFill).frame(width: width, height: height)
}

// MARK: - Product view

/// How a product view lays out its product (StoreKit's `ProductViewStyle`).
public protocol ProductViewStyle {
    associatedtype Body: View
    /// The product view's appearance for a configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProductViewStyleConfiguration
}

/// What a product view style draws (StoreKit's `ProductViewStyleConfiguration`).
public struct ProductViewStyleConfiguration {
    /// Where loading the product is (StoreKit's `ProductViewStyleConfiguration.State`).
    public enum State {
        case loading
        case unavailable
        case success(Product)
        case failure(any Error)
    }

    /// The product's icon as the app gave it, or the placeholder icon while loading.
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// Loading, as a product view always is in a snapshot.
    public let state: State
    /// The product, once loaded: nil here.
    public var product: Product? {
        if case .success(let product) = state { product } else { nil }
    }
    public let productID: Product.ID
    public let icon: Icon
    /// Whether the customer owns the product: false (no App Store account).
    public let hasCurrentEntitlement: Bool
    /// Buys nothing: there is no App Store here.
    public func purchase() {}
}

/// The automatic product view style (StoreKit's `AutomaticProductViewStyle`): the regular
/// layout on iPhone.
public struct AutomaticProductViewStyle: ProductViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { RegularProductViewStyle().makeBody(configuration: configuration) }
}

/// A row: icon, name and description, price button (StoreKit's `RegularProductViewStyle`).
public struct RegularProductViewStyle: ProductViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 12) {
            configuration.icon.frame(width: 56, height: 56)
            VStack(alignment: .leading, spacing: 6) {
                placeholderBar(width: 120, height: 14)
                placeholderBar(width: 160, height: 10)
            }
            Spacer(minLength: 8)
            placeholderBar(width: 64, height: 30)
        }
    }
}

/// A smaller row (StoreKit's `CompactProductViewStyle`).
public struct CompactProductViewStyle: ProductViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon.frame(width: 32, height: 32)
            placeholderBar(width: 120, height: 12)
            Spacer(minLength: 8)
            placeholderBar(width: 56, height: 26)
        }
    }
}

/// A column with a large icon, for a featured product (StoreKit's `LargeProductViewStyle`).
public struct LargeProductViewStyle: ProductViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 10) {
            configuration.icon.frame(width: 100, height: 100)
            placeholderBar(width: 140, height: 17)
            placeholderBar(width: 200, height: 12)
            placeholderBar(width: 90, height: 34).padding(.top, 6)
        }
    }
}

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}
extension ProductViewStyle where Self == RegularProductViewStyle {
    public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}
extension ProductViewStyle where Self == CompactProductViewStyle {
    public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}
extension ProductViewStyle where Self == LargeProductViewStyle {
    public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}

/// A product view style, type-erased for the environment.
struct AnyProductViewStyle: @unchecked Sendable {
    let makeBody: (ProductViewStyleConfiguration) -> AnyView
    init(_ style: some ProductViewStyle) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

private struct ProductViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProductViewStyle { AnyProductViewStyle(.automatic) }
}

extension EnvironmentValues {
    var productViewStyle: AnyProductViewStyle {
        get { self[ProductViewStyleKey.self] }
        set { self[ProductViewStyleKey.self] = newValue }
    }
}

extension View {
    /// The style of the product views inside this view (StoreKit's `productViewStyle(_:)`).
    public func productViewStyle(_ style: some ProductViewStyle) -> some View {
        environment(\.productViewStyle, AnyProductViewStyle(style))
    }
}

/// The icon a product view shows while its product loads (StoreKit's
/// `AutomaticProductPlaceholderIcon`): a rounded square of the placeholder fill.
public struct AutomaticProductPlaceholderIcon: View {
    public init() {}
    public var body: some View {
        RoundedRectangle(cornerRadius: 12, style: .continuous).fill(placeholderFill)
    }
}

/// An in-app purchase's name, description and price button (StoreKit's `ProductView`). A
/// snapshot has no App Store: the view draws its loading state, the placeholder icon (where it
/// has one) and grey bars, in the environment's ``ProductViewStyle``.
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    let productID: Product.ID
    let placeholderIcon: PlaceholderIcon

    public var body: some View {
        EnvironmentReader { environment in
            environment.productViewStyle.makeBody(ProductViewStyleConfiguration(
                state: .loading, productID: productID, icon: .init(content: AnyView(placeholderIcon)), hasCurrentEntitlement: false))
                .frameworkNote("ProductView (StoreKit) has no App Store in a snapshot: drawn loading")
        }
    }
}

extension ProductView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    /// Loads the product of an identifier from the App Store; without an icon.
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false) {
        self.productID = productID
        placeholderIcon = EmptyView()
    }

    /// Merchandises a product already loaded; without an icon.
    public init(_ product: Product, prefersPromotionalIcon: Bool = true) {
        productID = product.id
        placeholderIcon = EmptyView()
    }
}

extension ProductView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    /// Loads the product of an identifier; shows `icon` once loaded and the automatic
    /// placeholder icon until then (in a snapshot).
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        self.productID = productID
        placeholderIcon = AutomaticProductPlaceholderIcon()
    }
}

extension ProductView {
    /// Loads the product of an identifier; shows `placeholderIcon` until it is loaded (in a snapshot).
    public init(id productID: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.productID = productID
        self.placeholderIcon = placeholderIcon()
    }
}

extension ProductView where PlaceholderIcon == EmptyView {
    /// Merchandises a product already loaded, with an icon.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) {
        productID = product.id
        placeholderIcon = EmptyView()
    }
}

// MARK: - Store view

/// A list of products (StoreKit's `StoreView`): a product view per product. A snapshot has no
/// App Store and loads none: the view draws a loading product view in the environment's
/// style, the placeholder of its rows.
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    let placeholderIcon: PlaceholderIcon

    public var body: some View {
        ScrollView {
            EnvironmentReader { environment in
                environment.productViewStyle.makeBody(ProductViewStyleConfiguration(
                    state: .loading, productID: "", icon: .init(content: AnyView(placeholderIcon)), hasCurrentEntitlement: false))
            }
            .padding()
        }
        .frameworkNote("StoreView (StoreKit) has no App Store in a snapshot: drawn loading")
    }
}

extension StoreView where Icon == EmptyView, PlaceholderIcon == EmptyView {
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false) { placeholderIcon = EmptyView() }
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) { placeholderIcon = EmptyView() }
}

extension StoreView where PlaceholderIcon == AutomaticProductPlaceholderIcon {
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon) {
        placeholderIcon = AutomaticProductPlaceholderIcon()
    }
}

extension StoreView {
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon,
                @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {
        self.placeholderIcon = placeholderIcon()
    }
}

extension StoreView where PlaceholderIcon == EmptyView {
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon) {
        placeholderIcon = EmptyView()
    }
}

// MARK: - Store buttons

/// A button a store view may show (StoreKit's `StoreButtonKind`).
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    /// Dismisses the store.
    public static let cancellation = StoreButtonKind(name: "cancellation")
    /// Restores purchases.
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    /// Signs in (subscription stores).
    public static let signIn = StoreButtonKind(name: "signIn")
    /// Redeems an offer code (subscription stores).
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    /// Shows the terms of service and privacy policy (subscription stores).
    public static let policies = StoreButtonKind(name: "policies")
}

private struct StoreButtonVisibilityKey: EnvironmentKey {
    static var defaultValue: [StoreButtonKind: Visibility] { [:] }
}

extension EnvironmentValues {
    var storeButtonVisibility: [StoreButtonKind: Visibility] {
        get { self[StoreButtonVisibilityKey.self] }
        set { self[StoreButtonVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides a store view's auxiliary buttons (StoreKit's `storeButton(_:for:)`).
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View {
        transformEnvironment(\.storeButtonVisibility) { visibilities in
            for kind in buttonKinds { visibilities[kind] = visibility }
        }
    }
}

// MARK: - Subscription store view

extension Product {
    /// Which options a subscription store shows a subscriber (StoreKit's `Product.SubscriptionRelationship`).
    public struct SubscriptionRelationship: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let upgrade = SubscriptionRelationship(rawValue: 1)
        public static let downgrade = SubscriptionRelationship(rawValue: 2)
        public static let crossgrade = SubscriptionRelationship(rawValue: 4)
        public static let current = SubscriptionRelationship(rawValue: 8)
        public static let all: SubscriptionRelationship = [.upgrade, .downgrade, .crossgrade, .current]
    }
}

/// The marketing content a subscription store shows when the app gives none (StoreKit's
/// `AutomaticSubscriptionStoreMarketingContent`): the group's name and description once
/// loaded; placeholder bars in a snapshot.
public struct AutomaticSubscriptionStoreMarketingContent: View {
    public var body: some View {
        VStack(spacing: 10) {
            placeholderBar(width: 180, height: 24)
            placeholderBar(width: 240, height: 14)
        }
        .padding(.vertical, 24)
    }
}

/// A subscription group's store (StoreKit's `SubscriptionStoreView`): the app's marketing
/// content above the subscription options and subscribe button. A snapshot has no App Store:
/// the marketing content is drawn as is, above the controls' loading placeholders (two option
/// rows and the subscribe button) and the auxiliary buttons made visible with
/// `storeButton(.visible, for:)` ("Restore Purchases", "Redeem Code", "Sign In", "Terms of
/// Service", "Privacy Policy").
public struct SubscriptionStoreView<Content: View>: View {
    let marketingContent: Content

    public var body: some View {
        EnvironmentReader { environment in
            VStack(spacing: 0) {
                marketingContent.frame(maxWidth: .infinity)
                VStack(spacing: 12) {
                    ForEach(0..<2, id: \.self) { _ in
                        HStack {
                            placeholderBar(width: 140, height: 14)
                            Spacer(minLength: 8)
                            placeholderBar(width: 60, height: 14)
                        }
                        .padding(14)
                        .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(placeholderFill))
                    }
                    RoundedRectangle(cornerRadius: 12, style: .continuous).fill(placeholderFill).frame(height: 50)
                    let buttons = Self.visibleButtons(environment.storeButtonVisibility)
                    if !buttons.isEmpty {
                        HStack(spacing: 16) {
                            ForEach(buttons, id: \.self) { title in
                                Button(title) {}.font(.footnote)
                            }
                        }
                    }
                }
                .padding(.horizontal, 20)
                .padding(.vertical, 16)
            }
        }
        .frameworkNote("SubscriptionStoreView (StoreKit) has no App Store in a snapshot: its controls are drawn loading")
    }

    /// The auxiliary buttons' titles, in the order the store lays them out.
    static func visibleButtons(_ visibility: [StoreButtonKind: Visibility]) -> [String] {
        var titles: [String] = []
        if visibility[.restorePurchases] == .visible { titles.append("Restore Purchases") }
        if visibility[.redeemCode] == .visible { titles.append("Redeem Code") }
        if visibility[.signIn] == .visible { titles.append("Sign In") }
        if visibility[.policies] == .visible { titles += ["Terms of Service", "Privacy Policy"] }
        return titles
    }
}

extension SubscriptionStoreView where Content == AutomaticSubscriptionStoreMarketingContent {
    /// The subscriptions of a group, with the automatic marketing content.
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all) {
        marketingContent = AutomaticSubscriptionStoreMarketingContent()
    }
    /// The subscriptions of these identifiers, with the automatic marketing content.
    public init(productIDs: some Collection<String>) { marketingContent = AutomaticSubscriptionStoreMarketingContent() }
    /// Subscriptions already loaded, with the automatic marketing content.
    public init(subscriptions: some Collection<Product>) { marketingContent = AutomaticSubscriptionStoreMarketingContent() }
}

extension SubscriptionStoreView {
    /// The subscriptions of a group, below the app's marketing content.
    public init(groupID: String, visibleRelationships: Product.SubscriptionRelationship = .all, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
    }
    /// The subscriptions of these identifiers, below the app's marketing content.
    public init(productIDs: some Collection<String>, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
    }
    /// Subscriptions already loaded, below the app's marketing content.
    public init(subscriptions: some Collection<Product>, @ViewBuilder marketingContent: () -> Content) {
        self.marketingContent = marketingContent()
    }
}

extension ContainerBackgroundPlacement {
    /// Behind a subscription store view, marketing content and controls (StoreKit's
    /// `subscriptionStoreFullHeight`). Here it fills the marketing content's part only, the
    /// height above the controls: a background set inside the marketing content does not reach
    /// the store view around it.
    public static let subscriptionStoreFullHeight = ContainerBackgroundPlacement(drawsBehindView: true)
    /// Behind a subscription store view's header (StoreKit's `subscriptionStoreHeader`).
    public static let subscriptionStoreHeader = ContainerBackgroundPlacement(drawsBehindView: true)
}

/// How a subscription store lays out its options (StoreKit's `SubscriptionStoreControlStyle`).
/// The options are placeholders in a snapshot, drawn alike in every style.
public protocol SubscriptionStoreControlStyle {
    /// Where the style can place its controls (iOS 18).
    associatedtype Placement: SubscriptionStoreControlPlacement = AutomaticSubscriptionStoreControlPlacement
}

/// Where a subscription store places its controls (StoreKit's
/// `SubscriptionStoreControlPlacement`, iOS 18): accepted, as the options are placeholders.
public protocol SubscriptionStoreControlPlacement {
    /// The placement the system picks.
    static var automatic: Self { get }
}

/// The placements every control style supports (StoreKit's
/// `AutomaticSubscriptionStoreControlPlacement`).
public struct AutomaticSubscriptionStoreControlPlacement: SubscriptionStoreControlPlacement, Hashable, Sendable {
    let name: String
    public static var automatic: Self { Self(name: "automatic") }
    /// In a bar at the bottom of the store view.
    public static var bottomBar: Self { Self(name: "bottomBar") }
    /// In the scrolling content, under the marketing content.
    public static var scrollView: Self { Self(name: "scrollView") }
}

/// The automatic control style (StoreKit's `AutomaticSubscriptionStoreControlStyle`).
public struct AutomaticSubscriptionStoreControlStyle: SubscriptionStoreControlStyle { public init() {} }
/// A picker of options and one subscribe button (StoreKit's `PickerSubscriptionStoreControlStyle`).
public struct PickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle { public init() {} }
/// A subscribe button per option (StoreKit's `ButtonsSubscriptionStoreControlStyle`).
public struct ButtonsSubscriptionStoreControlStyle: SubscriptionStoreControlStyle { public init() {} }
/// A prominent picker (StoreKit's `ProminentPickerSubscriptionStoreControlStyle`).
public struct ProminentPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle { public init() {} }
/// A compact picker (StoreKit's `CompactPickerSubscriptionStoreControlStyle`).
public struct CompactPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle { public init() {} }
/// Options as pages to swipe through (StoreKit's `PagedPickerSubscriptionStoreControlStyle`, iOS 18).
public struct PagedPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle { public init() {} }
/// Prominent options as pages (StoreKit's `PagedProminentPickerSubscriptionStoreControlStyle`, iOS 18).
public struct PagedProminentPickerSubscriptionStoreControlStyle: SubscriptionStoreControlStyle { public init() {} }

extension SubscriptionStoreControlStyle where Self == AutomaticSubscriptionStoreControlStyle {
    public static var automatic: AutomaticSubscriptionStoreControlStyle { .init() }
}
extension SubscriptionStoreControlStyle where Self == PickerSubscriptionStoreControlStyle {
    public static var picker: PickerSubscriptionStoreControlStyle { .init() }
}
extension SubscriptionStoreControlStyle where Self == ButtonsSubscriptionStoreControlStyle {
    public static var buttons: ButtonsSubscriptionStoreControlStyle { .init() }
}
extension SubscriptionStoreControlStyle where Self == ProminentPickerSubscriptionStoreControlStyle {
    public static var prominentPicker: ProminentPickerSubscriptionStoreControlStyle { .init() }
}
extension SubscriptionStoreControlStyle where Self == PagedPickerSubscriptionStoreControlStyle {
    public static var pagedPicker: PagedPickerSubscriptionStoreControlStyle { .init() }
}
extension SubscriptionStoreControlStyle where Self == PagedProminentPickerSubscriptionStoreControlStyle {
    public static var pagedProminentPicker: PagedProminentPickerSubscriptionStoreControlStyle { .init() }
}
extension SubscriptionStoreControlStyle where Self == CompactPickerSubscriptionStoreControlStyle {
    public static var compactPicker: CompactPickerSubscriptionStoreControlStyle { .init() }
}

/// The subscribe button's label (StoreKit's `SubscriptionStoreButtonLabel`).
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    let parts: Set<String>
    public static let automatic = SubscriptionStoreButtonLabel(parts: ["automatic"])
    public static let action = SubscriptionStoreButtonLabel(parts: ["action"])
    public static let displayName = SubscriptionStoreButtonLabel(parts: ["displayName"])
    public static let price = SubscriptionStoreButtonLabel(parts: ["price"])
    public static let singleLine = SubscriptionStoreButtonLabel(parts: ["singleLine"])
    public static let multiline = SubscriptionStoreButtonLabel(parts: ["multiline"])
    public var action: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts.union(["action"])) }
    public var displayName: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts.union(["displayName"])) }
    public var price: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts.union(["price"])) }
    public var singleLine: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts.union(["singleLine"])) }
    public var multiline: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts.union(["multiline"])) }
}

/// A store policy (StoreKit's `SubscriptionStorePolicyKind`).
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
    let name: String
    public static let termsOfService = SubscriptionStorePolicyKind(name: "termsOfService")
    public static let privacyPolicy = SubscriptionStorePolicyKind(name: "privacyPolicy")
}

extension View {
    /// The control style of subscription stores inside this view: accepted (the options are
    /// placeholders in a snapshot).
    public func subscriptionStoreControlStyle(_ style: some SubscriptionStoreControlStyle) -> some View { self }
    /// The control style and where its controls go (iOS 18): accepted.
    public func subscriptionStoreControlStyle<S: SubscriptionStoreControlStyle>(_ style: S, placement: S.Placement) -> some View { self }
    /// The icon of each option once loaded: never drawn in a snapshot (nothing loads).
    public func subscriptionStoreControlIcon<V: View>(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> V) -> some View { self }
    /// The subscribe button's label once loaded: accepted.
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }
    /// The options' background once loaded: accepted.
    public func subscriptionStorePickerItemBackground(_ backgroundStyle: some ShapeStyle) -> some View { self }
    public func subscriptionStorePickerItemBackground(_ backgroundStyle: some ShapeStyle, in shape: some Shape) -> some View { self }
    /// Where a policy button leads: accepted (a snapshot is not tapped).
    public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View { self }
    public func subscriptionStorePolicyDestination<Destination: View>(for policy: SubscriptionStorePolicyKind,
                                                                      @ViewBuilder destination: () -> Destination) -> some View { self }
    /// The policy buttons' colour: accepted.
    public func subscriptionStorePolicyForegroundStyle(_ style: some ShapeStyle) -> some View { self }
    /// The sign-in button's action: accepted (a snapshot is not tapped).
    public func subscriptionStoreSignInAction(_ action: (() -> Void)?) -> some View { self }
    /// Runs when a purchase from a store view inside completes: never in a snapshot.
    public func onInAppPurchaseCompletion(perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> Void)? = nil) -> some View { self }
    /// Runs when a purchase from a store view inside starts: never in a snapshot.
    public func onInAppPurchaseStart(perform action: ((Product) async -> Void)?) -> some View { self }
    /// The purchase options of store views inside: accepted.
    public func inAppPurchaseOptions(_ options: ((Product) async -> Set<Product.PurchaseOption>)?) -> some View { self }
    /// The App Store's subscription management sheet for a group: never shown in a snapshot.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String) -> some View { self }
}

// MARK: - Entitlement tasks

/// Where an entitlement task is (StoreKit's `EntitlementTaskState`).
public enum EntitlementTaskState<Value> {
    case loading
    case success(Value)
    case failure(any Error)

    /// The value of a successful task; nil while loading or after a failure.
    public var value: Value? {
        if case .success(let value) = self { value } else { nil }
    }

    /// The state with its value transformed, when it has one.
    public func map<NewValue>(_ transform: (Value) throws -> NewValue) rethrows -> EntitlementTaskState<NewValue> {
        switch self {
        case .loading: .loading
        case .success(let value): .success(try transform(value))
        case .failure(let error): .failure(error)
        }
    }

    /// The state with its value transformed asynchronously, when it has one.
    public func map<NewValue>(_ transform: (Value) async throws -> NewValue) async rethrows -> EntitlementTaskState<NewValue> {
        switch self {
        case .loading: .loading
        case .success(let value): .success(try await transform(value))
        case .failure(let error): .failure(error)
        }
    }
}

extension EntitlementTaskState where Value == VerificationResult<Transaction>? {
    /// The verified transaction of a loaded entitlement.
    public var transaction: Transaction? {
        if case .success(.verified(let transaction)?) = self { transaction } else { nil }
    }
}

extension View {
    /// Reports a subscription group's status: the task never runs in a snapshot (nothing
    /// asynchronous does), so `action` is not called and the app's state stays as it started
    /// (usually `.loading`).
    public func subscriptionStatusTask(for groupID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void) -> some View { self }

    /// Reports a product's entitlement: never run in a snapshot, as `subscriptionStatusTask`.
    public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void) -> some View { self }
}

import AuthenticationServices
import Foundation
import ProofUI
import StoreKit
import Testing

/// StoreKit 2's subscription status, storefront and messages, and passkeys through SwiftUI's
/// authorization controller, compile as a store's code writes them and report what a
/// snapshot has: no App Store (no statuses, no storefront, no messages) and no one to approve
/// a sign-in (canceled).
@MainActor @Suite struct StoreAndSignInTests {
    @Test func subscriptionsAndStorefrontAreEmpty() async throws {
        #expect(try await Product.SubscriptionInfo.status(for: "group").isEmpty)
        var statuses = 0
        for await _ in Product.SubscriptionInfo.Status.updates { statuses += 1 }
        var messages = 0
        for await _ in Message.messages { messages += 1 }
        #expect(statuses == 0 && messages == 0)
        #expect(await Storefront.current == nil)
        let period = Product.SubscriptionPeriod(unit: .month, value: 3)
        #expect(period.unit.formatted(Product.SubscriptionPeriod.Unit.FormatStyle()) == "month")
        #expect(Product.SubscriptionInfo.RenewalState.inGracePeriod != .subscribed)
    }

    @Test func passkeyRequestsAreCanceled() async throws {
        let provider = ASAuthorizationPlatformPublicKeyCredentialProvider(relyingPartyIdentifier: "example.com")
        let request = provider.createCredentialRegistrationRequest(challenge: Data([1, 2]), name: "ada", userID: Data("ada".utf8))
        #expect(request.relyingPartyIdentifier == "example.com" && request.name == "ada" && request.challenge == Data([1, 2]))
        let controller = EnvironmentValues().authorizationController
        await #expect(throws: ASAuthorizationError(.canceled)) {
            _ = try await controller.performRequests([request, ASAuthorizationPasswordProvider().createRequest()])
        }
    }
}

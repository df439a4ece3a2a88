import Combine
import Foundation
import ProofUI
import Security
import SpriteKit
import StoreKit
import Testing

/// Framework names a seventh set of real apps used: Combine's operator types as return types,
/// StoreKit's original products, SpriteKit's emitter settings and touches, and the keychain
/// from a file that imports Foundation alone.
@MainActor @Suite struct SeventhAppSetFrameworkTests {
    enum Failure: Error { case wrapped(String) }

    @Test func operatorsReturnCombinesNamedPublishers() {
        let subject = PassthroughSubject<Int, URLError>()
        let mapped: Publishers.MapError<PassthroughSubject<Int, URLError>, Failure> = subject.mapError { .wrapped("\($0.code)") }
        let doubled: Publishers.Map<PassthroughSubject<Int, URLError>, Int> = subject.map { $0 * 2 }
        let replaced: Publishers.ReplaceError<Publishers.Map<PassthroughSubject<Int, URLError>, Int>> = doubled.replaceError(with: 0)
        #expect(doubled.transform(21) == 42 && replaced.output == 0)
        #expect(subject.filter { $0 > 1 }.isIncluded(2) && subject.compactMap { $0 > 0 ? String($0) : nil }.transform(0) == nil)
        let erased: AnyPublisher<Int, Failure> = mapped.eraseToAnyPublisher()
        _ = erased
        let caught = subject.catch { _ in Just(7) }
        #expect(type(of: caught).Failure.self == Never.self)
    }

    @Test func anOriginalStoreKitProductIsWhatATestOverrides() {
        final class Monthly: SKProduct, @unchecked Sendable {
            override var localizedTitle: String { "Monthly" }
            override var price: NSDecimalNumber { NSDecimalNumber(string: "2.99") }
        }
        let product = Monthly()
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = product.priceLocale
        #expect("\(product.localizedTitle) \(formatter.string(from: product.price) ?? "")" == "Monthly $2.99")
        #expect(SKProduct().price == .zero && SKProduct().subscriptionPeriod == nil)
        #expect(!SKPaymentQueue.canMakePayments() && SKPaymentQueue.default() === SKPaymentQueue.default())
        #expect(SKProductsRequest(productIdentifiers: ["monthly"]).productIdentifiers == ["monthly"])
    }

    @Test func anEmitterKeepsItsSettingsAndATouchIsAtTheOrigin() {
        let emitter = SKEmitterNode()
        emitter.particleBlendMode = .add
        emitter.particleScaleRange = 0.2
        emitter.emissionAngleRange = .pi
        #expect(emitter.particleBlendMode == .add && emitter.particleScaleRange == 0.2 && emitter.emissionAngleRange == .pi)
        #expect(UITouch().location(in: SKScene(size: CGSize(width: 10, height: 10))) == .zero)
        let wand = SKSpriteNode(color: .white, size: CGSize(width: 20, height: 40))
        wand.position = CGPoint(x: 100, y: 50)
        wand.xScale = 2
        #expect(wand.frame == CGRect(x: 80, y: 30, width: 40, height: 40), "anchored at its centre, scaled")
        #expect(SKScene(size: CGSize(width: 300, height: 600)).frame == CGRect(x: 0, y: 0, width: 300, height: 600))
        #expect(SKNode().frame == .zero)
    }

    @Test func theKeychainIsReachedWithFoundationsNames() {
        let account = "token-\(UUID().uuidString)"
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account]
        var added = query
        added[kSecValueData as String] = Data("secret".utf8)
        #expect(SecItemAdd(added as CFDictionary, nil) == errSecSuccess)
        var read = query
        read[kSecReturnData as String] = kCFBooleanTrue
        var result: CFTypeRef?
        #expect(SecItemCopyMatching(read as CFDictionary, &result) == errSecSuccess)
        #expect((result as? Data) == Data("secret".utf8))
        #expect(SecItemDelete(query as CFDictionary) == errSecSuccess)
    }
}

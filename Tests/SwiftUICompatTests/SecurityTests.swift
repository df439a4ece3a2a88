import Foundation
import Security
import Testing

/// The keychain as apps' wrappers use it: in memory, one per process, with Security's result
/// codes. Each test uses its own service, as the keychain is shared by the process.
@Suite struct SecurityTests {
    private func query(_ service: String, account: String = "anna") -> [String: Any] {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service, kSecAttrAccount as String: account]
    }

    @Test func aReadBeforeAnyWriteFindsNothing() {
        var item: CFTypeRef?
        var search = query("empty-\(UUID())")
        search[kSecReturnData as String] = kCFBooleanTrue
        search[kSecMatchLimit as String] = kSecMatchLimitOne
        #expect(SecItemCopyMatching(search as CFDictionary, &item) == errSecItemNotFound)
        #expect(item == nil)
        #expect(SecItemDelete(query("empty-\(UUID())") as CFDictionary) == errSecItemNotFound)
    }

    @Test func whatIsAddedIsFoundUpdatedAndDeleted() throws {
        let service = "token-\(UUID())"
        var add = query(service)
        add[kSecValueData as String] = Data("secret".utf8)
        add[kSecAttrAccessible as String] = kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecDuplicateItem)

        var search = query(service)
        search[kSecReturnData as String] = kCFBooleanTrue
        var item: CFTypeRef?
        #expect(SecItemCopyMatching(search as CFDictionary, &item) == errSecSuccess)
        #expect(item as? Data == Data("secret".utf8))

        // Another account of the same service is another item.
        #expect(SecItemCopyMatching(query(service, account: "ben") as CFDictionary, nil) == errSecItemNotFound)

        let change = [kSecValueData as String: Data("renewed".utf8)]
        #expect(SecItemUpdate(query(service) as CFDictionary, change as CFDictionary) == errSecSuccess)
        var attributesSearch = query(service)
        attributesSearch[kSecReturnAttributes as String] = true
        attributesSearch[kSecReturnData as String] = true
        #expect(SecItemCopyMatching(attributesSearch as CFDictionary, &item) == errSecSuccess)
        let attributes = try #require(item as? [String: Any])
        #expect(attributes[kSecValueData as String] as? Data == Data("renewed".utf8))
        #expect(attributes[kSecAttrAccount as String] as? String == "anna")
        #expect(attributes[kSecAttrAccessible as String] as? String == kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly)

        #expect(SecItemDelete(query(service) as CFDictionary) == errSecSuccess)
        #expect(SecItemCopyMatching(search as CFDictionary, &item) == errSecItemNotFound)
        #expect(SecItemUpdate(query(service) as CFDictionary, change as CFDictionary) == errSecItemNotFound)
    }

    @Test func matchLimitAllGivesEveryMatchAndDefaultsAreSecurity() throws {
        let service = "all-\(UUID())"
        for account in ["a", "b"] {
            #expect(SecItemAdd(query(service, account: account) as CFDictionary, nil) == errSecSuccess)
        }
        var search: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service,
                                     kSecReturnAttributes as String: kCFBooleanTrue!, kSecMatchLimit as String: kSecMatchLimitAll]
        var items: CFTypeRef?
        #expect(SecItemCopyMatching(search as CFDictionary, &items) == errSecSuccess)
        let found = try #require(items as? [[String: Any]])
        #expect(found.compactMap { $0[kSecAttrAccount as String] as? String }.sorted() == ["a", "b"])
        // Security's documented default accessibility.
        #expect(found.allSatisfy { $0[kSecAttrAccessible as String] as? String == kSecAttrAccessibleWhenUnlocked })
        search[kSecMatchLimit as String] = kSecMatchLimitOne
        #expect(SecItemCopyMatching(search as CFDictionary, &items) == errSecSuccess)
        #expect(items is [String: Any])
        #expect(SecItemAdd([kSecAttrService as String: service] as CFDictionary, nil) == errSecParam)
        #expect(SecItemDelete([kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: service] as CFDictionary) == errSecSuccess)
    }

    @Test func errorMessagesAreSecurityOwn() {
        #expect(SecCopyErrorMessageString(errSecItemNotFound, nil) as String? == "The specified item could not be found in the keychain.")
        #expect(SecCopyErrorMessageString(errSecDuplicateItem, nil) == "The specified item already exists in the keychain.")
        #expect(errSecSuccess == 0 && errSecItemNotFound == -25300 && errSecDuplicateItem == -25299)
    }

    /// An app's own wrapper, as real files write it: `[CFString: Any]` and `withUnsafeMutablePointer`.
    @Test func aWrapperWithCFStringKeysRoundTrips() {
        let label = "label-\(UUID())"
        var add: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrLabel: label, kSecAttrAccount: "login"]
        add[kSecValueData] = "pw".data(using: .utf8)
        #expect(SecItemAdd(add as CFDictionary, nil) == errSecSuccess)
        var find: [CFString: Any] = [kSecClass: kSecClassGenericPassword, kSecAttrLabel: label]
        find[kSecReturnAttributes] = kCFBooleanTrue
        find[kSecReturnData] = kCFBooleanTrue
        var result: AnyObject?
        let status = withUnsafeMutablePointer(to: &result) { SecItemCopyMatching(find as CFDictionary, $0) }
        #expect(status == errSecSuccess)
        let found = result as? [CFString: Any]
        #expect(found?[kSecAttrAccount] as? String == "login" && found?[kSecValueData] as? Data == Data("pw".utf8))
    }
}

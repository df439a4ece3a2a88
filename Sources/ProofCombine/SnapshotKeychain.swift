// Status: supported — the in-memory keychain behind Keychain.swift's SecItem functions.

#if !canImport(Darwin)
import Foundation

/// The process's keychain: items in memory, empty when the process starts.
final class SnapshotKeychain: @unchecked Sendable {
    static let shared = SnapshotKeychain()

    private struct Item {
        var itemClass: String
        var attributes: [String: Any]
        var data: Data?
    }

    private let lock = NSLock()
    private var items: [Item] = []

    /// The attributes that make an item unique in its class (the "primary key" Security's
    /// duplicate check uses); other classes compare every attribute.
    private static let primaryKeys: [String: [String]] = [
        kSecClassGenericPassword: [kSecAttrAccount, kSecAttrService, kSecAttrAccessGroup, kSecAttrSynchronizable],
        kSecClassInternetPassword: [kSecAttrAccount, kSecAttrSecurityDomain, kSecAttrServer, kSecAttrProtocol,
                                    kSecAttrAuthenticationType, kSecAttrPort, kSecAttrPath, kSecAttrAccessGroup,
                                    kSecAttrSynchronizable],
    ]

    func add(_ attributes: CFDictionary, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        let entries = Self.strings(attributes)
        guard let itemClass = entries[kSecClass] as? String else { return errSecParam }
        var stored = Self.itemAttributes(entries)
        // Security documents kSecAttrAccessibleWhenUnlocked as the default.
        if stored[kSecAttrAccessible] == nil { stored[kSecAttrAccessible] = kSecAttrAccessibleWhenUnlocked }
        let now = Date()
        stored[kSecAttrCreationDate] = now
        stored[kSecAttrModificationDate] = now
        let item = Item(itemClass: itemClass, attributes: stored, data: entries[kSecValueData].flatMap(Self.data))
        lock.lock()
        defer { lock.unlock() }
        if items.contains(where: { Self.sameKey($0, item) }) { return errSecDuplicateItem }
        items.append(item)
        result?.pointee = Self.answer(for: [item], query: entries)
        return errSecSuccess
    }

    func copyMatching(_ query: CFDictionary, result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
        let entries = Self.strings(query)
        guard entries[kSecClass] is String else { return errSecParam }
        lock.lock()
        let found = items.filter { Self.matches($0, entries) }
        lock.unlock()
        result?.pointee = nil
        guard !found.isEmpty else { return errSecItemNotFound }
        let all = (entries[kSecMatchLimit] as? String) == kSecMatchLimitAll
            || (entries[kSecMatchLimit] as? Int).map { $0 > 1 } == true
        let limited = all ? found : [found[0]]
        result?.pointee = Self.answer(for: limited, query: entries, asArray: all)
        return errSecSuccess
    }

    func update(_ query: CFDictionary, with changes: CFDictionary) -> OSStatus {
        let entries = Self.strings(query)
        let newValues = Self.strings(changes)
        guard entries[kSecClass] is String, newValues[kSecClass] == nil else { return errSecParam }
        lock.lock()
        defer { lock.unlock() }
        let indices = items.indices.filter { Self.matches(items[$0], entries) }
        guard !indices.isEmpty else { return errSecItemNotFound }
        var updated = items
        for index in indices {
            for (key, value) in Self.itemAttributes(newValues) { updated[index].attributes[key] = value }
            if let value = newValues[kSecValueData] { updated[index].data = Self.data(value) }
            updated[index].attributes[kSecAttrModificationDate] = Date()
        }
        for index in indices where updated.indices.contains(where: { $0 != index && Self.sameKey(updated[$0], updated[index]) }) {
            return errSecDuplicateItem
        }
        items = updated
        return errSecSuccess
    }

    func delete(_ query: CFDictionary) -> OSStatus {
        let entries = Self.strings(query)
        guard entries[kSecClass] is String else { return errSecParam }
        lock.lock()
        defer { lock.unlock() }
        let count = items.count
        items.removeAll { Self.matches($0, entries) }
        return items.count == count ? errSecItemNotFound : errSecSuccess
    }

    // MARK: - Matching

    private static func strings(_ dictionary: CFDictionary) -> [String: Any] {
        var result: [String: Any] = [:]
        for (key, value) in dictionary {
            if let key = key.base as? String { result[key] = value }
        }
        return result
    }

    /// The entries that are attributes: not the class, search, return, value or use keys.
    private static func itemAttributes(_ entries: [String: Any]) -> [String: Any] {
        let prefixes = ["m_", "r_", "v_", "u_"]
        return entries.filter { key, _ in
            key != kSecClass && key != kSecUseDataProtectionKeychain && !prefixes.contains(where: key.hasPrefix)
        }
    }

    private static func matches(_ item: Item, _ query: [String: Any]) -> Bool {
        guard (query[kSecClass] as? String) == item.itemClass else { return false }
        for (key, wanted) in itemAttributes(query) {
            if key == kSecAttrSynchronizable {
                if (wanted as? String) == kSecAttrSynchronizableAny { continue }
                if bool(wanted) != bool(item.attributes[key] ?? false) { return false }
                continue
            }
            guard let value = item.attributes[key], equal(value, wanted) else { return false }
        }
        return true
    }

    private static func sameKey(_ first: Item, _ second: Item) -> Bool {
        guard first.itemClass == second.itemClass else { return false }
        let keys = primaryKeys[first.itemClass]
            ?? Array(Set(itemAttributes(first.attributes).keys).union(itemAttributes(second.attributes).keys))
        return keys.allSatisfy { key in
            switch (first.attributes[key], second.attributes[key]) {
            case (nil, nil): true
            case let (first?, second?): equal(first, second)
            case let (value?, nil), let (nil, value?): key == kSecAttrSynchronizable && !bool(value)
            }
        }
    }

    private static func equal(_ first: Any, _ second: Any) -> Bool {
        if let first = first as? String, let second = second as? String { return first == second }
        if let first = data(first), let second = data(second) { return first == second }
        if let first = first as? Date, let second = second as? Date { return first == second }
        if let first = number(first), let second = number(second) { return first == second }
        return false
    }

    private static func data(_ value: Any) -> Data? {
        if let data = value as? Data { return data }
        if let data = value as? NSData { return Data(referencing: data) }
        return nil
    }

    private static func number(_ value: Any) -> Double? {
        if let value = value as? Bool { return value ? 1 : 0 }
        if let value = value as? Int { return Double(value) }
        if let value = value as? Double { return value }
        if let value = value as? NSNumber { return value.doubleValue }
        return nil
    }

    private static func bool(_ value: Any) -> Bool {
        number(value).map { $0 != 0 } ?? false
    }

    /// What the query's return keys ask for: the data alone, or a dictionary of the attributes
    /// (with the data under `kSecValueData` when both are asked), or nil when none is; an array
    /// of these for `kSecMatchLimitAll`. Persistent references and item references are not
    /// kept here: asking only for them gives nil.
    private static func answer(for found: [Item], query: [String: Any], asArray: Bool = false) -> CFTypeRef? {
        let wantsData = query[kSecReturnData].map(bool) ?? false
        let wantsAttributes = query[kSecReturnAttributes].map(bool) ?? false
        guard wantsData || wantsAttributes else { return nil }
        let answers: [Any] = found.map { item in
            if wantsAttributes {
                var dictionary: [String: Any] = item.attributes
                if wantsData, let data = item.data { dictionary[kSecValueData] = data }
                return dictionary
            }
            return item.data ?? Data()
        }
        return (asArray ? answers as Any : answers[0]) as AnyObject
    }
}
#endif

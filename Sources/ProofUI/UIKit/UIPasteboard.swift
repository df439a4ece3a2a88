// Status: supported — UIPasteboard keeps items in the process's memory (general starts empty: a headless process shares no pasteboard with other apps).

import Foundation

/// Copy and paste (UIKit's `UIPasteboard`). A headless process shares no pasteboard with
/// other apps: `general` starts empty and lives in the process's memory, so what the app
/// copies it can paste back, and nothing reaches or comes from another process. A named
/// pasteboard is another such store, shared by every `UIPasteboard(name:create:)` of its name.
///
/// Items are dictionaries from type identifiers to values, as in UIKit: `string` is the
/// first item's `public.utf8-plain-text`, `url` its `public.url`, `image` its `public.png`,
/// `color` its `com.apple.uikit.color`; setting one of them replaces every item with one
/// holding the value (setting nil removes every item), and setting a plural
/// (`strings`, `urls`…) makes one item per value. Each change adds one to `changeCount`.
nonisolated public final class UIPasteboard: @unchecked Sendable {
    /// A pasteboard's name (UIKit's `UIPasteboard.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The system pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
    }

    /// An option of `setItems(_:options:)` (UIKit's `UIPasteboard.OptionsKey`; accepted).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    }

    /// Posted when a pasteboard changes (UIKit's `UIPasteboard.changedNotification`).
    public static let changedNotification = NSNotification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    public static let removedNotification = NSNotification.Name("UIPasteboardRemovedNotification")

    /// The type identifiers UIKit's typed properties read and write.
    static let stringType = "public.utf8-plain-text"
    static let urlType = "public.url"
    static let imageType = "public.png"
    static let colorType = "com.apple.uikit.color"

    private static let registry = Registry()

    /// The pasteboard every app shares on iOS: here, the process's own.
    public static var general: UIPasteboard { registry.pasteboard(named: .general, create: true)! }

    /// The pasteboard named `pasteboardName`: an existing one, or a new empty one when
    /// `create` is true (nil otherwise).
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard let existing = Self.registry.pasteboard(named: pasteboardName, create: create) else { return nil }
        self.init(sharing: existing)
    }

    /// A new pasteboard with a unique name.
    public static func withUniqueName() -> UIPasteboard {
        registry.pasteboard(named: Name(rawValue: UUID().uuidString), create: true)!
    }

    /// Forgets the pasteboard named `pasteboardName`.
    public static func remove(withName pasteboardName: Name) {
        registry.remove(pasteboardName)
    }

    /// The pasteboard's name.
    public let name: Name
    private let store: Store

    init(name: Name) {
        self.name = name
        store = Store()
    }

    private init(sharing pasteboard: UIPasteboard) {
        name = pasteboard.name
        store = pasteboard.store
    }

    /// Kept: the pasteboard lives as long as the process.
    public var isPersistent: Bool { true }

    /// How many times the pasteboard changed.
    public var changeCount: Int { store.read { $0.changeCount } }

    /// The items, each a dictionary from type identifiers to values.
    public var items: [[String: Any]] {
        get { store.read { $0.items } }
        set { setItems(newValue) }
    }

    /// Replaces the items (the options are accepted).
    public func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        store.write { state in
            state.items = items
            state.changeCount += 1
        }
    }

    /// Adds items after the existing ones.
    public func addItems(_ items: [[String: Any]]) {
        store.write { state in
            state.items += items
            state.changeCount += 1
        }
    }

    /// The number of items.
    public var numberOfItems: Int { items.count }

    /// The type identifiers of the first item.
    public var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

    /// Whether any item holds a value of one of `pasteboardTypes`.
    public func contains(pasteboardTypes: [String]) -> Bool {
        items.contains { item in pasteboardTypes.contains { item[$0] != nil } }
    }

    /// The first item's value of `pasteboardType`.
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        items.first?[pasteboardType]
    }

    /// Replaces the items with one holding `value` as `pasteboardType`.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        setItems([[pasteboardType: value]])
    }

    /// The first item's data of `pasteboardType` (a string's is its UTF-8).
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let data as Data: data
        case let string as String: Data(string.utf8)
        default: nil
        }
    }

    /// Replaces the items with one holding `data` as `pasteboardType`.
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        setValue(data, forPasteboardType: pasteboardType)
    }

    /// The first item's string.
    public var string: String? {
        get { strings?.first }
        set { set(newValue.map { [$0] }, type: Self.stringType) }
    }

    /// The items' strings (nil when none holds one).
    public var strings: [String]? {
        get { values(Self.stringType) }
        set { set(newValue, type: Self.stringType) }
    }

    /// The first item's URL.
    public var url: URL? {
        get { urls?.first }
        set { set(newValue.map { [$0] }, type: Self.urlType) }
    }

    /// The items' URLs.
    public var urls: [URL]? {
        get { values(Self.urlType) }
        set { set(newValue, type: Self.urlType) }
    }

    /// The first item's image.
    public var image: UIImage? {
        get { images?.first }
        set { set(newValue.map { [$0] }, type: Self.imageType) }
    }

    /// The items' images.
    public var images: [UIImage]? {
        get { values(Self.imageType) }
        set { set(newValue, type: Self.imageType) }
    }

    /// The first item's colour.
    public var color: UIColor? {
        get { colors?.first }
        set { set(newValue.map { [$0] }, type: Self.colorType) }
    }

    /// The items' colours.
    public var colors: [UIColor]? {
        get { values(Self.colorType) }
        set { set(newValue, type: Self.colorType) }
    }

    /// Whether an item holds a string.
    public var hasStrings: Bool { strings != nil }
    /// Whether an item holds a URL.
    public var hasURLs: Bool { urls != nil }
    /// Whether an item holds an image.
    public var hasImages: Bool { images != nil }
    /// Whether an item holds a colour.
    public var hasColors: Bool { colors != nil }

    private func values<Value>(_ type: String) -> [Value]? {
        let found = items.compactMap { $0[type] as? Value }
        return found.isEmpty ? nil : found
    }

    private func set<Value>(_ values: [Value]?, type: String) {
        setItems((values ?? []).map { [type: $0] })
    }

    /// The items and change count, shared by every instance of one name.
    private final class Store: @unchecked Sendable {
        struct State {
            var items: [[String: Any]] = []
            var changeCount = 0
        }

        private let lock = NSLock()
        private var state = State()

        func read<T>(_ body: (State) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(state)
        }

        func write(_ body: (inout State) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            body(&state)
        }
    }

    /// The process's pasteboards by name.
    private final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var pasteboards: [Name: UIPasteboard] = [:]

        func pasteboard(named name: Name, create: Bool) -> UIPasteboard? {
            lock.lock()
            defer { lock.unlock() }
            if let pasteboard = pasteboards[name] { return pasteboard }
            guard create else { return nil }
            let pasteboard = UIPasteboard(name: name)
            pasteboards[name] = pasteboard
            return pasteboard
        }

        func remove(_ name: Name) {
            lock.lock()
            defer { lock.unlock() }
            pasteboards[name] = nil
        }
    }
}

// Status: partial — Swift's key-value observing (`observe(_:options:changeHandler:)`), which swift-corelibs-foundation lacks: `.initial` reports the current value at once, as Foundation does; later changes are not observed (no Objective-C runtime, and a snapshot changes nothing after it starts).

import Foundation

#if !canImport(Darwin)
/// What an observation reports (Foundation's `NSKeyValueObservingOptions`).
nonisolated public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The value after a change.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The value before a change.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A report at once, when observing starts.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A report before each change too.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// A reported change (Foundation's `NSKeyValueObservedChange`).
nonisolated public struct NSKeyValueObservedChange<Value> {
    /// What kind of change (Foundation's `NSKeyValueChange`).
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The value after the change, when `.new` was asked for.
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for.
    public let oldValue: Value?
    /// The changed elements of a collection.
    public let indexes: IndexSet?
    /// Whether this is the report before the change (`.prior`).
    public let isPrior: Bool
}

/// What kind of change a key-value observation reports (Foundation's `NSKeyValueChange`).
nonisolated public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// An observation in progress (Foundation's `NSKeyValueObservation`): it ends when invalidated
/// or released.
nonisolated public final class NSKeyValueObservation: @unchecked Sendable {
    init() {}
    /// Ends the observation.
    public func invalidate() {}
}

/// The types `observe(_:options:changeHandler:)` is available on (Foundation's
/// `_KeyValueCodingAndObserving`): `NSObject`, and UIKit's views and controllers.
public protocol _KeyValueCodingAndObserving {}

nonisolated extension NSObject: _KeyValueCodingAndObserving {}

nonisolated extension _KeyValueCodingAndObserving {
    /// Observes the value at `keyPath`. With `.initial` the handler is called at once with the
    /// current value (as `newValue` when `.new` is asked for), as Foundation does; later
    /// changes are not reported here.
    @preconcurrency
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        if options.contains(.initial) {
            let value = options.contains(.new) ? self[keyPath: keyPath] : nil
            changeHandler(self, NSKeyValueObservedChange(kind: .setting, newValue: value, oldValue: nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation()
    }
}
#endif

// Status: supported — an environment key bridged to a UIKit trait (iOS 17) reads its value from the traits of the render (colour scheme, device idiom) where no view set one; `write(to:value:)` is never called (ProofUI hosts no UIKit views).

/// An environment key whose value UIKit's traits carry too (SwiftUI's
/// `UITraitBridgedEnvironmentKey`, iOS 17). Where no view sets the value, it is read from the
/// traits of the render (``UITraitCollection``: its interface style from the colour scheme,
/// its idiom from the device) instead of the key's `defaultValue`.
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    /// The value the traits give.
    static func read(from traitCollection: UITraitCollection) -> Value
    /// Writes `value` into UIKit's traits (not called by ProofUI, which hosts no UIKit views).
    static func write(to mutableTraits: inout any UIMutableTraits, value: Value)
}

nonisolated extension EnvironmentValues {
    /// The value `key` reads from the traits of this environment, when it is bridged to a trait.
    func traitBridgedValue<Key: EnvironmentKey>(of key: Key.Type) -> Key.Value? {
        guard let bridged = key as? any UITraitBridgedEnvironmentKey.Type else { return nil }
        return readTrait(bridged) as? Key.Value
    }

    private func readTrait<Bridged: UITraitBridgedEnvironmentKey>(_ key: Bridged.Type) -> Any {
        key.read(from: UITraitCollection(userInterfaceStyle: colorScheme == .dark ? .dark : .light))
    }
}

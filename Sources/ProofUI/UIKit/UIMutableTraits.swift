// Status: partial — `UIMutableTraits` (iOS 17) carries the interface style and idiom; `UITraitCollection.userInterfaceIdiom` is the snapshot device's (pad for iPads, phone otherwise).

/// Traits that can be changed, as UIKit 17 passes them to trait overrides and to
/// ``UITraitBridgedEnvironmentKey/write(to:value:)``.
public protocol UIMutableTraits {
    /// Light or dark.
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    /// Phone, pad…
    var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
}

nonisolated extension UITraitCollection {
    /// The idiom of the snapshot device: pad for iPads, phone otherwise.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
}

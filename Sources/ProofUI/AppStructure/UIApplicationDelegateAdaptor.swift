// Status: accepted and ignored — `@UIApplicationDelegateAdaptor` compiles in an `App`; a snapshot renders views, not apps, so no delegate is made.

/// The app delegate of a SwiftUI life-cycle app (SwiftUI's `UIApplicationDelegateAdaptor`).
///
/// SwiftUI makes the delegate when the app launches. A snapshot renders views and never runs
/// an app (`App.main()` does nothing), so no delegate is made: the property compiles, and
/// reading it stops with a message naming the delegate type (on Linux `NSObject.init()` is
/// not a required initialiser, so the type cannot be made from its metatype as UIKit makes it).
/// Give the views what they read from the delegate through their own initialisers or the
/// environment instead.
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    private let delegateType: DelegateType.Type

    /// A UIKit app delegate adaptor for `delegateType`.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        self.delegateType = delegateType
    }

    /// The delegate: not made in a snapshot (reading it stops, naming the type).
    public var wrappedValue: DelegateType {
        fatalError("\(delegateType) is an app delegate: Proofsheet renders views, not apps, and makes no delegate")
    }
}

nonisolated extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Bindings to the delegate's properties (`$delegate.setting`): not made in a snapshot.
    @MainActor public var projectedValue: ObservedObject<DelegateType>.Wrapper {
        ObservedObject<DelegateType>.Wrapper(object: wrappedValue)
    }
}

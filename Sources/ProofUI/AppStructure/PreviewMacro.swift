// Status: supported — `#Preview` and `@Entry` expand as SwiftUI's macros do (with the `Previews` trait).

#if Previews
/// A value of the environment declared in an extension of `EnvironmentValues` (SwiftUI's
/// `@Entry`): `@Entry var accent: Color = .orange` makes the key and the property.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ProofUIMacros", type: "EntryMacro")

/// A preview of a view (SwiftUI's `#Preview`): compiles, so that a file with previews is the
/// tested file; the preview itself is a type Proofsheet does not list (Swift cannot enumerate
/// types at run time), so check a view's states with `assertSnapshots`, or with a
/// `PreviewProvider`, which Proofsheet renders.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View)
    = #externalMacro(module: "ProofUIMacros", type: "PreviewMacro")

/// A preview with traits (SwiftUI's `#Preview(_:traits:_:body:)`).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait, _ additionalTraits: PreviewTrait...,
                     @ViewBuilder body: @escaping () -> any View)
    = #externalMacro(module: "ProofUIMacros", type: "PreviewMacro")

/// Previews of a view for each argument (SwiftUI's `#Preview(_:traits:arguments:body:)`).
@freestanding(declaration)
public macro Preview<T>(_ name: String? = nil, traits: PreviewTrait..., arguments: [T], @ViewBuilder body: @escaping (T) -> any View)
    = #externalMacro(module: "ProofUIMacros", type: "PreviewMacro")

/// Marks a variable of a `#Preview` body as the preview's state (SwiftUI's `@Previewable`).
@attached(peer)
public macro Previewable() = #externalMacro(module: "ProofUIMacros", type: "PreviewableMacro")
#endif

/// The names `#Preview` and `@Entry` expand to: they work whether the file imports ProofUI or
/// keeps `import SwiftUI` through `-module-alias SwiftUI=ProofUI` (where `ProofUI.View` cannot be
/// spelled), and an app's own type named `View` cannot capture them.
public typealias _ProofUIView = View
/// `ViewBuilder`, for macro expansions (see `_ProofUIView`).
public typealias _ProofUIViewBuilder = ViewBuilder
/// `DeclaredPreview`, for macro expansions (see `_ProofUIView`).
public typealias _ProofUIDeclaredPreview = DeclaredPreview
/// `EnvironmentKey`, for macro expansions (see `_ProofUIView`).
public typealias _ProofUIEnvironmentKey = EnvironmentKey
/// The key protocol `@Entry` gives a value declared in an extension of `ContainerValues`.
public typealias _ProofUIContainerValueKey = ContainerValueKey

/// What a `#Preview` declares: its name and its body.
public protocol DeclaredPreview {
    static var name: String? { get }
}

/// A trait of a `#Preview` (layout, orientation): accepted.
nonisolated public struct PreviewTrait: Sendable {
    let name: String
    public static let sizeThatFitsLayout = PreviewTrait(name: "sizeThatFitsLayout")
    public static let defaultLayout = PreviewTrait(name: "defaultLayout")
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(name: "fixedLayout") }
    public static let portrait = PreviewTrait(name: "portrait")
    public static let portraitUpsideDown = PreviewTrait(name: "portraitUpsideDown")
    public static let landscapeLeft = PreviewTrait(name: "landscapeLeft")
    public static let landscapeRight = PreviewTrait(name: "landscapeRight")
    public static func modifier<M>(_ modifier: M) -> PreviewTrait { PreviewTrait(name: "modifier") }
}

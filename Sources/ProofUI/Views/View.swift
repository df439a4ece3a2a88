// Status: supported — `View`, `@ViewBuilder` and the structural views (empty, tuple, optional, conditional, array and type-erased) composed as SwiftUI composes them.
/// A piece of user interface: a pure function of its stored properties (the ViewModel) and
/// the environment, as in SwiftUI.
///
/// Write a view by composing others in `body`:
///
/// ```swift
/// struct Greeting: View {
///     let name: String
///     var body: some View {
///         VStack(alignment: .leading) {
///             Text("Hello, \(name)").font(.title)
///             Text("Welcome back").foregroundStyle(.secondary)
///         }
///         .padding()
///     }
/// }
/// ```
///
/// The built-in views (`Text`, `Image`, stacks, shapes…) have `Body == Never`: the renderer
/// turns them into layout nodes directly.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view, evaluated with the environment in effect where the view is
    /// placed (read it with ``Environment``).
    @ViewBuilder var body: Body { get }
}

nonisolated extension Never: View {
    /// Built-in views have no body; the renderer never asks for it.
    nonisolated public var body: Never { fatalError("Never has no body") }
}

/// A view the renderer turns into elements itself instead of evaluating a body.
protocol PrimitiveView {
    func resolve(in resolver: Resolver) throws(RenderError)
}

nonisolated extension View where Body == Never {
    /// Built-in views have no body; the renderer resolves them directly.
    public var body: Never { fatalError("\(Self.self) is resolved by the renderer and has no body") }
}

// MARK: - Structural views

/// A view that shows nothing and takes no space.
nonisolated public struct EmptyView: View, PrimitiveView, TransparentInPath {
    public typealias Body = Never

    public init() {}

    func resolve(in resolver: Resolver) throws(RenderError) {}
}

/// Content that is several views side by side in its container (a view builder's tuple, a
/// `ForEach`), so that a modifier on it applies to each view.
nonisolated protocol SeveralViews {}

/// Several views in a row, as written in a ``ViewBuilder`` block (SwiftUI's `TupleView`): `T` is
/// the tuple of the views, as in SwiftUI, so app code that names `TupleView<(A, B?)>` or makes
/// `TupleView((a, nil))` compiles. Inside a stack each child is laid out on its own; modifiers
/// applied to a tuple apply to each child. An element that is not a view (only possible through
/// `init(_:)`) and an optional that is nil draw nothing.
nonisolated public struct TupleView<T>: View, PrimitiveView, TransparentInPath, SeveralViews {
    public typealias Body = Never

    public var value: T
    /// The tuple's elements as views, in order (one per element, so children keep their index).
    let children: [any View]

    public init(_ value: T) {
        self.value = value
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .tuple {
            children = mirror.children.map { ($0.value as? any View) ?? EmptyView() }
        } else {
            children = [(value as? any View) ?? EmptyView()]
        }
    }

    /// A view builder's block: the views are known without reflecting on the tuple.
    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        for (index, child) in children.enumerated() {
            try resolver.resolve(child, childIndex: index)
        }
    }
}

/// One of two views, as chosen by an `if`/`else` or `switch` in a ``ViewBuilder``.
nonisolated public struct ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView, TransparentInPath {
    public typealias Body = Never

    nonisolated enum Storage {
        case first(TrueContent)
        case second(FalseContent)
    }

    let storage: Storage

    func resolve(in resolver: Resolver) throws(RenderError) {
        switch storage {
        case .first(let view): try resolver.resolve(view)
        case .second(let view): try resolver.resolve(view)
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

nonisolated extension Optional: TransparentInPath where Wrapped: View {}

nonisolated extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in resolver: Resolver) throws(RenderError) {
        if let view = self { try resolver.resolve(view) }
    }
}

/// Views produced by a `for` loop in a ``ViewBuilder``.
nonisolated public struct ViewArray<Element: View>: View, PrimitiveView, TransparentInPath, SeveralViews {
    public typealias Body = Never

    public var elements: [Element]

    public init(_ elements: [Element]) {
        self.elements = elements
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        for (index, element) in elements.enumerated() {
            try resolver.resolve(element, childIndex: index)
        }
    }
}

/// A type-erased view, for views whose type varies (recursion, heterogeneous arrays).
nonisolated public struct AnyView: View, PrimitiveView, TransparentInPath {
    public typealias Body = Never

    let view: any View

    public init<V: View>(_ view: V) {
        self.view = (view as? AnyView)?.view ?? view
    }

    /// Wraps `view`, which may itself be any view.
    public init(erasing view: any View) {
        self.view = (view as? AnyView)?.view ?? view
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolver.resolve(view)
    }
}

// MARK: - Result builder

/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder` does: up to any
/// number of views in a block, `if`, `if`/`else`, `switch`, `if #available`, `for … in`.
@resultBuilder
nonisolated public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView(value: (repeat each content), children: children)
    }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .first(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .second(second))
    }

    public static func buildArray<Content: View>(_ components: [Content]) -> ViewArray<Content> {
        ViewArray(components)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Runs a view's main-actor code (its `body`, a style's `makeBody`) on the rendering thread.
/// SwiftUI's views are main-actor types because an app draws on the main thread; a snapshot
/// evaluates each view once, synchronously, as the pure function of its stored properties and
/// the environment that the architecture asks it to be, on whichever thread renders. Nothing
/// in ProofUI keeps main-actor state, and a view's body has no way to reach the renderer's.
/// `work` takes what it reads as `input` and captures nothing, so no value crosses an isolation
/// boundary the compiler could see.
@inline(__always)
package func evaluateOffMain<Input, T>(_ input: Input, _ work: @MainActor (Input) -> T) -> T {
    withoutActuallyEscaping(work) { work in
        unsafeBitCast(work, to: ((Input) -> T).self)(input)
    }
}

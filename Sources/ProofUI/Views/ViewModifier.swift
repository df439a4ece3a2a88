// Status: supported — built-in and custom view modifiers (`ViewModifier`, `modifier(_:)`) applied as SwiftUI applies them.

import ProofLayout
import ProofRender
/// A built-in modifier: resolves its content and changes or wraps what it produces.
nonisolated struct ModifierView<Content: View>: View, PrimitiveView, TransparentInPath {
    typealias Body = Never
    let content: Content
    let apply: (Content, Resolver) throws(RenderError) -> Void

    func resolve(in resolver: Resolver) throws(RenderError) {
        try apply(content, resolver)
    }
}

nonisolated extension View {
    func modified(_ apply: @escaping (Self, Resolver) throws(RenderError) -> Void) -> ModifierView<Self> {
        ModifierView(content: self, apply: apply)
    }

    /// Changes each element this view produces.
    func modifyingElements(_ change: @escaping (inout Element, Resolver) throws(RenderError) -> Void) -> ModifierView<Self> {
        modified { content, resolver throws(RenderError) in
            try resolver.modifyEach(content) { element throws(RenderError) in try change(&element, resolver) }
        }
    }
}

/// A reusable change to views, as in SwiftUI:
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// Text("Hi").modifier(Card())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    /// The view being modified.
    typealias Content = ModifierContent
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies, as passed to its `body(content:)`.
nonisolated public struct ModifierContent: View, PrimitiveView, TransparentInPath {
    public typealias Body = Never
    let resolveContent: (Resolver) throws(RenderError) -> Void

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolveContent(resolver)
    }
}

/// A view with a ``ViewModifier`` applied.
nonisolated public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        if let environmental = modifier as? any EnvironmentalModifier {
            try Self.resolvingEnvironmental(environmental, content: content, in: resolver)
            return
        }
        let content = self.content
        let placeholder = ModifierContent { resolver throws(RenderError) in try resolver.resolve(content) }
        let body = EnvironmentValues.$current.withValue(resolver.environment) { evaluateOffMain((modifier, placeholder)) { $0.0.body(content: $0.1) } }
        try resolver.resolve(body)
    }
}

nonisolated extension View {
    /// Applies a ``ViewModifier``.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

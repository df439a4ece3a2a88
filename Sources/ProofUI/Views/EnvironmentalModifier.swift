// Status: supported — an `EnvironmentalModifier` is resolved in the environment where it is applied, and the modifier it returns applied, as SwiftUI does.

/// A modifier that must read the environment to decide what it does (SwiftUI's
/// `EnvironmentalModifier`): ``resolve(in:)`` is called with the environment where the
/// modifier is applied, and the modifier it returns is applied to the content.
@MainActor @preconcurrency
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The modifier applied after resolution.
    associatedtype ResolvedModifier: ViewModifier
    /// The modifier to apply in `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

extension EnvironmentalModifier {
    /// Never called: the resolved modifier's body is used instead.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self).body(content:) is never called: ModifiedContent applies resolve(in:)'s modifier")
    }
}

nonisolated extension ModifiedContent {
    /// The content with `modifier` resolved in `resolver`'s environment, then applied.
    static func resolvingEnvironmental<M: EnvironmentalModifier>(_ modifier: M, content: Content, in resolver: Resolver) throws(RenderError) {
        let environment = resolver.environment
        let resolved = EnvironmentValues.$current.withValue(environment) {
            evaluateOffMain(modifier) { $0.resolve(in: environment) }
        }
        try resolver.resolve(ModifiedContent<Content, M.ResolvedModifier>(content: content, modifier: resolved))
    }
}

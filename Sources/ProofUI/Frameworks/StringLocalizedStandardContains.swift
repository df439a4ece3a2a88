// Status: supported — `localizedStandardContains` in a `#Predicate` (SwiftData's usual search), which swift-foundation builds only on Apple platforms: evaluated with Foundation's `localizedStandardContains` (case- and diacritic-insensitive).
import Foundation

#if !canImport(Darwin)
nonisolated extension PredicateExpressions {
    /// A predicate's `localizedStandardContains` (Foundation's `StringLocalizedStandardContains`).
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        public let root: Root
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
        }
    }

    /// What `#Predicate` writes for `localizedStandardContains`.
    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> StringLocalizedStandardContains<Root, Other> {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}

nonisolated extension String.StandardComparator {
    /// Foundation's Finder-like comparator, for `SortDescriptor(\.name, comparator: .localizedStandard)`
    /// and `@Query(sort:)`. swift-foundation makes no comparator with options outside Apple
    /// platforms, so on Linux it sorts as `.lexical` (by Unicode scalars: "Banana" before
    /// "apple", "item 10" before "item 2").
    public static var localizedStandard: String.StandardComparator { .lexical }
    /// Foundation's locale-aware comparator; on Linux it sorts as `.lexical` (see `localizedStandard`).
    public static var localized: String.StandardComparator { .lexical }
}
#endif

// Status: accepted and ignored — rendering modes and variants of symbols compile; symbols are drawn in one colour.

import ProofRender
nonisolated extension View {
    /// Accepted: symbols are drawn in one colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    /// Accepted.
    public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
}

/// How symbols are coloured.
nonisolated public struct SymbolRenderingMode: Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

/// Variants of a symbol.
nonisolated public struct SymbolVariants: Hashable, Sendable {
    let name: String
    public static let none = SymbolVariants(name: "none")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let rectangle = SymbolVariants(name: "rectangle")
    public static let slash = SymbolVariants(name: "slash")
}

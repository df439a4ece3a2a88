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

/// Variants of a symbol (SwiftUI's `SymbolVariants`): a shape that encloses it (circle,
/// square or rectangle), a fill and a slash, combined by chaining (`.circle.fill`).
nonisolated public struct SymbolVariants: Hashable, Sendable {
    private enum Enclosure: String, Hashable, Sendable { case circle, square, rectangle }

    private var enclosure: Enclosure?
    private var filled = false
    private var slashed = false

    /// No variant: the symbol as it is.
    public static let none = SymbolVariants()
    /// The symbol filled.
    public static let fill = SymbolVariants().fill
    /// The symbol in a circle.
    public static let circle = SymbolVariants().circle
    /// The symbol in a square.
    public static let square = SymbolVariants().square
    /// The symbol in a rectangle.
    public static let rectangle = SymbolVariants().rectangle
    /// The symbol slashed.
    public static let slash = SymbolVariants().slash

    /// These variants, filled.
    public var fill: SymbolVariants { var copy = self; copy.filled = true; return copy }
    /// These variants in a circle (instead of another enclosing shape).
    public var circle: SymbolVariants { enclosed(by: .circle) }
    /// These variants in a square (instead of another enclosing shape).
    public var square: SymbolVariants { enclosed(by: .square) }
    /// These variants in a rectangle (instead of another enclosing shape).
    public var rectangle: SymbolVariants { enclosed(by: .rectangle) }
    /// These variants, slashed.
    public var slash: SymbolVariants { var copy = self; copy.slashed = true; return copy }

    /// Whether every variant of `other` is among these (`.circle.fill` contains `.fill`).
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.enclosure == nil || other.enclosure == enclosure) && (!other.filled || filled) && (!other.slashed || slashed)
    }

    private func enclosed(by shape: Enclosure) -> SymbolVariants { var copy = self; copy.enclosure = shape; return copy }
}

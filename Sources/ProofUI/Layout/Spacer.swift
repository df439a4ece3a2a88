// Status: supported — spacers laid out as SwiftUI does; `DefaultSpacing` holds the fixed spacing Proofsheet uses where SwiftUI's depends on the neighbours.

import ProofLayout
import ProofRender
/// The spacing between the views of a stack when none is given, and the default padding
/// and spacer lengths: SwiftUI's values depend on the kinds of neighbouring views; Proofsheet
/// uses one fixed number per use.
nonisolated public enum DefaultSpacing {
    /// Between the views of a `VStack` or `HStack`: 8 points.
    public static let stack = 8.0
    /// Of `padding()` without a length: 16 points.
    public static let padding = 16.0
    /// The shortest a `Spacer()` becomes: 8 points.
    public static let spacerMinimum = 8.0
}

/// Flexible empty space: along the axis of the enclosing stack (in both directions
/// outside stacks) it takes whatever space is left, at least `minLength`. Stack spacing is
/// not added next to a spacer.
nonisolated public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?

    /// A spacer at least `minLength` points long (``DefaultSpacing/spacerMinimum`` when nil).
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        let minimum = try resolver.length(minLength.map { Double($0) } ?? DefaultSpacing.spacerMinimum, "the spacer's minimum length")
        var element = Element(kind: .spacer(minLength: minimum))
        element.isSpacer = true
        switch resolver.stackAxis {
        case .vertical?:
            element.expands.vertical = true
            element.style.minHeight = .points(minimum)
        case .horizontal?:
            element.expands.horizontal = true
            element.style.minWidth = .points(minimum)
        case nil:
            element.expands = .both
            element.style.minWidth = .points(minimum)
            element.style.minHeight = .points(minimum)
        }
        element.compresses = element.expands
        resolver.emit(element)
    }
}

// Status: supported — dividers drawn as SwiftUI does: a hairline across the enclosing stack.

import ProofLayout
import ProofRender
/// A hairline (one device pixel) in the `separator` colour, across the enclosing stack:
/// horizontal in a `VStack` or outside stacks, vertical in an `HStack`.
nonisolated public struct Divider: View, PrimitiveView {
    public typealias Body = Never

    public init() {}

    func resolve(in resolver: Resolver) throws(RenderError) {
        let thickness = 1 / resolver.environment.displayScale
        var element = Element(kind: .divider(try resolver.resolve(Color(systemColor: .separator))))
        if resolver.stackAxis == .horizontal {
            element.style.width = .points(thickness)
            element.expands.vertical = true
        } else {
            element.style.height = .points(thickness)
            element.expands.horizontal = true
        }
        resolver.emit(element)
    }
}

import ProofLayout

/// A style built inline: `style { $0.width = 100 }`.
func style(_ configure: (inout Style) -> Void) -> Style {
    var style = Style()
    configure(&style)
    return style
}

/// Frames of the root's children after laying out, for compact assertions.
func childFrames(_ tree: LayoutTree, of node: LayoutTree.NodeID? = nil) -> [Rect] {
    tree.children(of: node ?? tree.root).map { tree.frame(of: $0) }
}

/// A measure function that reports a fixed content size and records each call.
final class MeasureLog: @unchecked Sendable {
    struct Call: Equatable {
        var width: Double
        var widthMode: MeasureMode
        var height: Double
        var heightMode: MeasureMode
    }

    private var storage: [Call] = []
    var calls: [Call] { storage }
    var count: Int { storage.count }

    /// Content `width` × `height`, wrapping like text: narrower than `width` when the width is
    /// constrained, taller in proportion.
    func textLike(width: Double, height: Double) -> MeasureFunction {
        { [self] availableWidth, widthMode, availableHeight, heightMode in
            storage.append(Call(width: availableWidth, widthMode: widthMode, height: availableHeight, heightMode: heightMode))
            var measuredWidth = width
            if widthMode != .undefined && availableWidth < width { measuredWidth = availableWidth }
            let lines = measuredWidth > 0 ? (width / measuredWidth).rounded(.up) : 1
            var measuredHeight = height * lines
            if heightMode == .exactly { measuredHeight = availableHeight }
            if widthMode == .exactly { measuredWidth = availableWidth }
            return Size(width: measuredWidth, height: measuredHeight)
        }
    }
}

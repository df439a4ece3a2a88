// Status: supported — aspect ratios, scaled to fit or fill, laid out as SwiftUI does.

import ProofText

import ProofLayout
import ProofRender
nonisolated extension View {
    /// Constrains the view to an aspect ratio (width over height; nil: the view's own ideal
    /// size's): it is proposed the largest size of the ratio inside the space offered (fit)
    /// or the smallest covering it (fill).
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modified { content, resolver throws(RenderError) in
            for root in try resolver.roots(of: content, stackAxis: resolver.stackAxis) {
                var ratio = ratio.map { Double($0) }
                if let value = ratio, !(value.isFinite && value > 0) {
                    resolver.store[root].notes.append("aspectRatio(\(value)) is not a positive ratio: the view's own ratio is used")
                    ratio = nil
                }
                if case .image(var image) = resolver.store[root].kind, image.resizable {
                    image.contentMode = contentMode
                    image.aspectRatio = ratio
                    resolver.store[root].kind = .image(image)
                }
                try resolver.wrap(root, kind: .aspectRatio(ratio, contentMode)) { _ in }
            }
        }
    }

    /// Scales the view to fit the space offered, keeping its aspect ratio.
    public func scaledToFit() -> some View {
        aspectRatio(nil, contentMode: .fit)
    }

    /// Scales the view to fill the space offered, keeping its aspect ratio (it may overflow:
    /// add ``clipped()``).
    public func scaledToFill() -> some View {
        aspectRatio(nil, contentMode: .fill)
    }

    /// Scales the view to fit or fill the space offered, keeping its aspect ratio.
    public func aspectRatio(_ ratio: CGSize, contentMode: ContentMode) -> some View {
        aspectRatio(ratio.height > 0 ? Double(ratio.width / ratio.height) : nil, contentMode: contentMode)
    }
}

/// How content fills a space of another aspect ratio.
nonisolated public enum ContentMode: Hashable, Sendable {
    /// Scaled to fit entirely, keeping its aspect ratio (may leave empty space).
    case fit
    /// Scaled to cover the space, keeping its aspect ratio (may overflow it).
    case fill
}

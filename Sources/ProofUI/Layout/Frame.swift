// Status: supported — fixed, flexible and ideal-size frames laid out as SwiftUI does.

import ProofLayout
import ProofRender
/// A frame dimension as SwiftUI takes it: negative lengths become 0 and non-finite ones are
/// ignored, each with a note in the description (SwiftUI logs "Invalid frame dimension").
nonisolated private func frameLength(_ value: Double?, _ what: String, notes: inout [String]) -> Double? {
    guard let value else { return nil }
    if value.isNaN || value.isInfinite {
        notes.append("\(what) is \(value): ignored, as SwiftUI ignores an invalid frame dimension")
        return nil
    }
    if value < 0 {
        notes.append("\(what) is \(formatPoints(value)): taken as 0, as SwiftUI takes an invalid frame dimension")
        return 0
    }
    return value
}

nonisolated extension View {
    /// Places the view in a frame of a fixed width and/or height (an axis left nil keeps the
    /// view's own sizing), aligned in it by `alignment`: the view is proposed the frame's
    /// size, and one larger than the frame overflows it, centred by default.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modified { content, resolver throws(RenderError) in
            var notes: [String] = []
            let width = frameLength(width.map { Double($0) }, "frame(width:)", notes: &notes)
            let height = frameLength(height.map { Double($0) }, "frame(height:)", notes: &notes)
            let constraints = FrameConstraints(width: width, height: height, alignment: alignment)
            try resolver.wrapEach(content, kind: .frame(constraints)) { wrapper in
                wrapper.notes += notes
                if width != nil {
                    wrapper.expands.horizontal = false
                    wrapper.compresses.horizontal = false
                }
                if height != nil {
                    wrapper.expands.vertical = false
                    wrapper.compresses.vertical = false
                }
            }
        }
    }

    /// Places the view in a flexible frame, with SwiftUI's rules: the view is proposed the
    /// proposal clamped between the minimum and maximum (the ideal when the proposal is
    /// unspecified), and the frame is the view's size clamped: at least the minimum (up to
    /// the proposal), at most the maximum (at least the proposal). `maxWidth: .infinity`
    /// takes all the width offered.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modified { content, resolver throws(RenderError) in
            var notes: [String] = []
            func bounds(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?, _ axis: String) -> (Double?, Double?, Double?) {
                let minimum = frameLength(min.map { Double($0) }, "frame(min\(axis):)", notes: &notes)
                let idealValue = frameLength(ideal.map { Double($0) }, "frame(ideal\(axis):)", notes: &notes)
                var maximum = max.map { Double($0) }
                if let value = max, value.isNaN || value < 0 {
                    notes.append("frame(max\(axis):) is \(value): taken as 0, as SwiftUI takes an invalid frame dimension")
                    maximum = 0
                }
                if let minimum, let upper = maximum, minimum > upper {
                    notes.append("frame(min\(axis): \(formatPoints(minimum)), max\(axis): \(formatPoints(upper))) is contradictory: the maximum is raised to the minimum")
                    maximum = minimum
                }
                return (minimum, idealValue, maximum)
            }
            let (minW, idealW, maxW) = bounds(minWidth, idealWidth, maxWidth, "Width")
            let (minH, idealH, maxH) = bounds(minHeight, idealHeight, maxHeight, "Height")
            let constraints = FrameConstraints(minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH,
                                               idealHeight: idealH, maxHeight: maxH, alignment: alignment, isFlexible: true)
            try resolver.wrapEach(content, kind: .frame(constraints)) { wrapper in
                wrapper.notes += notes
                if maxW != nil { wrapper.expands.horizontal = true }
                if maxH != nil { wrapper.expands.vertical = true }
            }
        }
    }

    /// Keeps the view at its ideal size along the given axes: it is proposed nil there, so
    /// text does not wrap or truncate and nothing shrinks or stretches.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        modifyingElements { element, _ in
            if horizontal { element.fixedAxes.horizontal = true }
            if vertical { element.fixedAxes.vertical = true }
        }
    }

    /// Keeps the view at its ideal size in both axes.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }
}

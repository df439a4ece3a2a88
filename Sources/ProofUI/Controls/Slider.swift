// Status: supported — a slider as iOS 18 draws it: the track filled with the tint up to the thumb; values outside the range are clamped and noted. Also the tracks and clamping the value controls share.

/// A fraction of `bounds` clamped to 0…1, and a note when the value had to be clamped (NaN,
/// outside the range, an empty range), as iOS clamps what it draws.
func clampedFraction(_ value: Double, in bounds: ClosedRange<Double>) -> (fraction: Double, note: String?) {
    guard value.isFinite else { return (0, "value \(value) drawn as the minimum") }
    let span = bounds.upperBound - bounds.lowerBound
    guard span > 0, span.isFinite else { return (0, "empty range \(bounds) drawn as the minimum") }
    let fraction = (value - bounds.lowerBound) / span
    if fraction < 0 { return (0, "value \(value) below \(bounds.lowerBound) drawn at the minimum") }
    if fraction > 1 { return (1, "value \(value) above \(bounds.upperBound) drawn at the maximum") }
    return (fraction, nil)
}

/// A track with a filled part of `fraction` of its width, `height` high: the filled and the
/// empty parts share the width by flex grow factors, so the split is exact at any width.
nonisolated struct FilledTrack: View {
    let fraction: Double
    let height: Double
    let fill: Color
    let track: Color

    var body: some View {
        ShareLayout(shares: [fraction, 1 - fraction]) {
            Color.clear.frame(height: height)
            Color.clear.frame(height: height)
        }
        .background(track, in: Capsule())
        .overlay(alignment: .leading) {
            ShareLayout(shares: [fraction, 1 - fraction]) {
                fill.frame(height: height)
                Color.clear.frame(height: height)
            }
            .clipShape(Capsule())
        }
        .frame(height: height)
        .frame(maxWidth: .infinity)
    }
}

/// Views side by side: those with a share take that part of the width the others leave (a
/// slider's filled and empty parts around its thumb); the others keep their ideal width.
nonisolated struct ShareLayout: Layout {
    let shares: [Double?]

    private func widths(_ total: CGFloat, _ subviews: Subviews) -> [CGFloat] {
        var fixed: CGFloat = 0
        for (index, subview) in subviews.enumerated() where share(index) == nil {
            fixed += subview.sizeThatFits(.unspecified).width
        }
        let free = max(total - fixed, 0)
        return subviews.indices.map { index in
            share(index).map { free * CGFloat($0) } ?? subviews[index].sizeThatFits(.unspecified).width
        }
    }

    private func share(_ index: Int) -> Double? {
        index < shares.count ? shares[index].map { max($0, 0) } : 0
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let widths = widths(proposal.width ?? 0, subviews)
        var height: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            height = max(height, subview.sizeThatFits(ProposedViewSize(width: widths[index], height: proposal.height)).height)
        }
        return CGSize(width: proposal.width ?? widths.reduce(0, +), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var x = bounds.minX
        for (index, width) in widths(bounds.width, subviews).enumerated() {
            subviews[index].place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading,
                                  proposal: ProposedViewSize(width: width, height: bounds.height))
            x += width
        }
    }
}

/// A control for a value in a range (SwiftUI's `Slider`): a 4 pt track filled with the tint
/// up to a 28 pt white thumb, between optional minimum and maximum labels.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    let fraction: Double
    let note: String?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    /// A slider with a label and value labels (iOS 16's argument order).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: 1, onEditingChanged: onEditingChanged, label: label,
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// A stepped slider with a label and value labels (iOS 16's argument order).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label,
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }

    /// A slider with value labels in the argument order before iOS 16.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel)
        where V.Stride: BinaryFloatingPoint {
        (fraction, note) = clampedFraction(Double(value.wrappedValue), in: Double(bounds.lowerBound)...Double(bounds.upperBound))
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public var body: some View {
        SliderBody(fraction: fraction, note: note, minimum: minimumValueLabel.map { AnyView($0) },
                   maximum: maximumValueLabel.map { AnyView($0) })
    }
}

nonisolated extension Slider where ValueLabel == EmptyView {
    /// A labelled slider (iOS 16's argument order).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged, label: label)
    }

    /// A labelled stepped slider (iOS 16's argument order).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged, label: label)
    }

    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        (fraction, note) = clampedFraction(Double(value.wrappedValue), in: Double(bounds.lowerBound)...Double(bounds.upperBound))
        self.label = label()
        minimumValueLabel = nil
        maximumValueLabel = nil
    }

    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label)
        where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged, label: label)
    }
}

nonisolated extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged) { EmptyView() }
    }

    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, onEditingChanged: onEditingChanged) { EmptyView() }
    }
}

nonisolated struct SliderBody: View {
    let fraction: Double
    let note: String?
    let minimum: AnyView?
    let maximum: AnyView?
    @Environment(\.self) var environment

    var body: some View {
        let thumb = ControlMetrics.sliderThumbDiameter
        let accent = environment.isEnabled ? environment.tint : Color(systemColor: .tertiaryLabel)
        HStack(spacing: ControlMetrics.rowSpacing) {
            if let minimum { minimum.foregroundStyle(.secondary) }
            ZStack(alignment: .leading) {
                FilledTrack(fraction: fraction, height: ControlMetrics.sliderTrackHeight, fill: accent, track: Color(systemColor: .systemFill))
                    .padding(.horizontal, thumb / 2)
                ShareLayout(shares: [fraction, nil, 1 - fraction]) {
                    Color.clear.frame(height: 1)
                    Circle().fill(Color.white)
                        .frame(width: thumb, height: thumb)
                        .shadow(color: .black.opacity(ControlMetrics.thumbContactShadow.opacity), radius: ControlMetrics.thumbContactShadow.radius,
                                y: ControlMetrics.thumbContactShadow.y)
                        .shadow(color: .black.opacity(ControlMetrics.sliderThumbShadow.opacity), radius: ControlMetrics.sliderThumbShadow.radius,
                                y: ControlMetrics.sliderThumbShadow.y)
                    Color.clear.frame(height: 1)
                }
            }
            .frame(height: thumb)
            .frame(maxWidth: .infinity)
            if let maximum { maximum.foregroundStyle(.secondary) }
        }
        .noted(note)
        .accessibilityValue("\(Int((fraction * 100).rounded()))%")
    }
}

nonisolated extension View {
    /// Notes on this view's element what the picture shows differently from the value given.
    func noted(_ note: String?) -> some View {
        DrawingEffectNote(content: self, note: note)
    }

}

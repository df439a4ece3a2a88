// Status: supported — drawn closed as iOS draws it: the label leading, a 28 pt colour well trailing; the colour panel is never open in a snapshot.

/// A colour well (SwiftUI's `ColorPicker`): the label leading, a 28 pt swatch of the colour
/// trailing.
nonisolated public struct ColorPicker<Label: View>: View {
    let color: Color
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        color = selection.wrappedValue
        self.label = label()
    }

    public var body: some View {
        let diameter = ControlMetrics.colorWellDiameter
        HStack(spacing: ControlMetrics.rowSpacing) {
            label.frame(maxWidth: .infinity, alignment: .leading)
            Circle().fill(color)
                .padding(4)
                .overlay(Circle().strokeBorder(Color(systemColor: .systemGray3), lineWidth: 3))
                .frame(width: diameter, height: diameter)
        }
    }
}

nonisolated extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

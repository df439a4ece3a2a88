// Status: partial — pickers are drawn in the menu (closed), segmented, inline, wheel and navigation-link styles as iOS 18 draws them; the palette style is drawn as segmented.

/// A choice among tagged options (SwiftUI's `Picker`), drawn in its style: in a form, a row
/// with the selected option trailing; `.segmented`, a segmented control; `.inline`, the options
/// with a checkmark; `.wheel`, the rows around the selection.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: AnyHashable
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        EnvironmentReader { environment in
            PickerBody(label: AnyView(label), options: options(of: content), selection: selection, style: environment.pickerStyle,
                       inList: environment.isInListRow)
        }
    }
}

nonisolated extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

nonisolated extension Picker where Label == ProofUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { ProofUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// How a picker looks.
nonisolated public enum PickerLook: Hashable, Sendable {
    case automatic, menu, segmented, inline, wheel, navigationLink, palette
}

/// A look for pickers (SwiftUI's `PickerStyle`): the built-in ones.
public protocol PickerStyle {
    var look: PickerLook { get }
}

nonisolated public struct DefaultPickerStyle: PickerStyle { public init() {}; public var look: PickerLook { .automatic } }
nonisolated public struct MenuPickerStyle: PickerStyle { public init() {}; public var look: PickerLook { .menu } }
nonisolated public struct SegmentedPickerStyle: PickerStyle { public init() {}; public var look: PickerLook { .segmented } }
nonisolated public struct InlinePickerStyle: PickerStyle { public init() {}; public var look: PickerLook { .inline } }
nonisolated public struct WheelPickerStyle: PickerStyle { public init() {}; public var look: PickerLook { .wheel } }
nonisolated public struct NavigationLinkPickerStyle: PickerStyle { public init() {}; public var look: PickerLook { .navigationLink } }
nonisolated public struct PalettePickerStyle: PickerStyle { public init() {}; public var look: PickerLook { .palette } }

nonisolated extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
nonisolated extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
nonisolated extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
nonisolated extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
nonisolated extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
nonisolated extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
nonisolated extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }

nonisolated extension EnvironmentValues {
    var pickerStyle: PickerLook {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated private enum PickerStyleKey: EnvironmentKey { static let defaultValue = PickerLook.automatic }

nonisolated extension View {
    /// Draws pickers in this view with `style`.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, style.look)
    }

    /// Hides the labels of controls in this view (pickers, toggles, date pickers).
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}

nonisolated extension EnvironmentValues {
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated private enum LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

nonisolated struct PickerBody: View {
    let label: AnyView
    let options: [TaggedOption]
    let selection: AnyHashable
    let style: PickerLook
    let inList: Bool
    @Environment(\.self) var environment

    var selectedIndex: Int? { options.firstIndex { $0.tag == selection } }

    var note: String? {
        if options.isEmpty { return "picker has no options" }
        return selectedIndex == nil ? "selection \(selection.base) matches no tag: nothing selected" : nil
    }

    var body: some View {
        Group {
            switch style {
            case .segmented, .palette: segmented
            case .inline: inline
            case .wheel: wheel
            case .navigationLink: row(menu: false)
            case .automatic, .menu: inList ? AnyView(row(menu: true)) : AnyView(menuButton)
            }
        }
        .noted(note)
    }

    private var selectedView: AnyView {
        selectedIndex.map { options[$0].view } ?? AnyView(EmptyView())
    }

    /// The label, then the selected option and a chevron, as in a form.
    private func row(menu: Bool) -> some View {
        RowStack(label: ZStack(alignment: .leading) { if !environment.labelsHidden { label } }) { _ in
            HStack(spacing: ControlMetrics.rowSpacing) {
                selectedView.foregroundStyle(.secondary)
                if menu {
                    UpDownChevrons(color: Color(systemColor: .secondaryLabel))
                } else {
                    DisclosureChevron()
                }
            }
        }
    }

    /// The selected option in the tint colour with up-and-down chevrons (a closed menu).
    private var menuButton: some View {
        HStack(spacing: 4) {
            selectedView
            UpDownChevrons(color: ControlColors.accent(environment))
        }
        .foregroundStyle(ControlColors.accent(environment))
    }

    /// `UISegmentedControl`: 13 pt titles (semibold when selected), a hairline between two
    /// unselected neighbours, the height fixed at every text size.
    private var segmented: some View {
        let hairline = 1 / max(environment.displayScale, 1)
        return HStack(spacing: 0) {
            ForEach(0..<options.count, id: \.self) { index in
                options[index].view
                    .font(.system(size: SystemChrome.segmentTitleSize, weight: index == selectedIndex ? .semibold : .regular))
                    .lineLimit(1)
                    .padding(.horizontal, ControlMetrics.segmentTitleInset)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background {
                        if index == selectedIndex {
                            RoundedRectangle(cornerRadius: ControlMetrics.segmentRadius)
                                .fill(environment.colorScheme == .dark ? Color(systemColor: .systemGray2) : Color.white)
                                .padding(ControlMetrics.segmentInset)
                        }
                    }
                    .overlay(alignment: .leading) {
                        if index > 0, index != selectedIndex, index - 1 != selectedIndex {
                            Rectangle().fill(Color(systemColor: .opaqueSeparator))
                                .frame(width: hairline, height: ControlMetrics.segmentDividerHeight)
                        }
                    }
            }
        }
        .systemChromeSize()
        .frame(height: ControlMetrics.segmentedHeight)
        .background(Color(systemColor: .tertiarySystemFill), in: RoundedRectangle(cornerRadius: ControlMetrics.segmentedRadius))
        .opacity(environment.isEnabled ? 1 : 0.5)
    }

    private var inline: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<options.count, id: \.self) { index in
                HStack {
                    options[index].view.frame(maxWidth: .infinity, alignment: .leading)
                    if index == selectedIndex {
                        Checkmark().stroke(ControlColors.accent(environment), lineWidth: 2).frame(width: 14, height: 11)
                    }
                }
                .frame(minHeight: 44)
                if index < options.count - 1 { Divider() }
            }
        }
    }

    private var wheel: some View {
        let center = selectedIndex ?? 0
        return VStack(spacing: 0) {
            ForEach(max(0, center - 2)..<min(options.count, center + 3), id: \.self) { index in
                options[index].view
                    .font(index == center ? .title3 : .body)
                    .foregroundStyle(index == center ? Color.primary : Color(systemColor: .tertiaryLabel))
                    .frame(maxWidth: .infinity, minHeight: 34)
            }
        }
        .background(Color(systemColor: .quaternarySystemFill).frame(height: 34), alignment: .center)
    }
}

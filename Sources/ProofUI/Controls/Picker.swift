/// A view tagged with a value, for `Picker`, `TabView` and `List(selection:)` (`.tag(_:)`):
/// drawn as its content.
nonisolated struct TaggedView<Content: View>: View, PrimitiveView, TransparentInPath {
    typealias Body = Never
    let content: Content
    let tag: AnyHashable

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolver.resolve(content)
    }
}

nonisolated extension TaggedView: @unchecked Sendable {}

nonisolated extension View {
    /// Tags the view with `tag`, the value a picker or tab view selects it by.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        TaggedView(content: self, tag: AnyHashable(tag))
    }

    /// Tags the view (SwiftUI 6's form with `includeOptional`).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool) -> some View {
        TaggedView(content: self, tag: AnyHashable(tag))
    }
}

/// One option of a picker: its view and its tag.
nonisolated struct TaggedOption {
    let view: AnyView
    let tag: AnyHashable?
}

/// Views that hold several options when they are the content of a picker or tab view.
protocol OptionContainer {
    func collectOptions(into options: inout [TaggedOption])
}

/// The options in `view`, in order: tagged views with their tags, `ForEach` elements tagged
/// with their ids (as SwiftUI does when the id's type is the selection's).
func options(of view: any View) -> [TaggedOption] {
    var found: [TaggedOption] = []
    collect(view, into: &found)
    return found
}

private func collect(_ view: any View, into found: inout [TaggedOption]) {
    if let container = view as? OptionContainer {
        container.collectOptions(into: &found)
    } else if let tagged = view as? any TaggedOptionView {
        found.append(TaggedOption(view: tagged.erasedContent, tag: tagged.optionTag))
    } else if !(view is EmptyView) {
        found.append(TaggedOption(view: AnyView(erasing: view), tag: nil))
    }
}

protocol TaggedOptionView {
    var erasedContent: AnyView { get }
    var optionTag: AnyHashable { get }
}

nonisolated extension TaggedView: TaggedOptionView {
    var erasedContent: AnyView { AnyView(content) }
    var optionTag: AnyHashable { tag }
}

nonisolated extension TupleView: OptionContainer {
    func collectOptions(into options: inout [TaggedOption]) {
        for child in repeat each value { collect(child, into: &options) }
    }
}

nonisolated extension Group: OptionContainer {
    func collectOptions(into options: inout [TaggedOption]) { collect(content, into: &options) }
}

nonisolated extension ViewArray: OptionContainer {
    func collectOptions(into options: inout [TaggedOption]) {
        for element in elements { collect(element, into: &options) }
    }
}

nonisolated extension ConditionalContent: OptionContainer {
    func collectOptions(into options: inout [TaggedOption]) {
        switch storage {
        case .first(let view): collect(view, into: &options)
        case .second(let view): collect(view, into: &options)
        }
    }
}

nonisolated extension Optional: OptionContainer where Wrapped: View {
    func collectOptions(into options: inout [TaggedOption]) {
        if let view = self { collect(view, into: &options) }
    }
}

nonisolated extension AnyView: OptionContainer {
    func collectOptions(into options: inout [TaggedOption]) { collect(view, into: &options) }
}

nonisolated extension ForEach: OptionContainer {
    func collectOptions(into options: inout [TaggedOption]) {
        for element in data {
            var inner: [TaggedOption] = []
            collect(content(element), into: &inner)
            let implicit = id.map { AnyHashable(element[keyPath: $0]) }
            for option in inner {
                options.append(TaggedOption(view: option.view, tag: option.tag ?? implicit))
            }
        }
    }
}

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
                    UpDownChevrons(color: Color(.secondaryLabel))
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
                                .fill(environment.colorScheme == .dark ? Color(.systemGray2) : Color.white)
                                .padding(ControlMetrics.segmentInset)
                        }
                    }
                    .overlay(alignment: .leading) {
                        if index > 0, index != selectedIndex, index - 1 != selectedIndex {
                            Rectangle().fill(Color(.opaqueSeparator))
                                .frame(width: hairline, height: ControlMetrics.segmentDividerHeight)
                        }
                    }
            }
        }
        .systemChromeSize()
        .frame(height: ControlMetrics.segmentedHeight)
        .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: ControlMetrics.segmentedRadius))
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
                    .foregroundStyle(index == center ? Color.primary : Color(.tertiaryLabel))
                    .frame(maxWidth: .infinity, minHeight: 34)
            }
        }
        .background(Color(.quaternarySystemFill).frame(height: 34), alignment: .center)
    }
}

/// A date and time picker (SwiftUI's `DatePicker`): compact by default, the label leading and
/// the date and time in grey capsules trailing, in the environment's locale and time zone.
nonisolated public struct DatePicker<Label: View>: View {
    let date: Date
    let components: DatePickerComponents
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        date = selection.wrappedValue
        components = displayedComponents
        self.label = label()
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        DatePickerBody(date: date, components: components, label: AnyView(label))
    }
}

nonisolated extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// Which parts of a date a date picker shows.
nonisolated public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// How a date picker looks: compact (drawn) or the others (drawn compact, noted).
public protocol DatePickerStyle {}
nonisolated public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
nonisolated extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
nonisolated extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
nonisolated extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
nonisolated extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

nonisolated extension View {
    /// Date pickers in this view draw compact; the other styles are noted in the description.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        DrawingEffectNote(content: self, note: style is WheelDatePickerStyle ? "date picker style \(S.self) drawn compact" : nil)
            .environment(\.graphicalDatePickers, style is GraphicalDatePickerStyle)
    }
}

nonisolated struct DatePickerBody: View {
    let date: Date
    let components: DatePickerComponents
    let label: AnyView
    @Environment(\.self) var environment

    private func formatted(date dateStyle: DateFormatter.Style, time timeStyle: DateFormatter.Style) -> String {
        let formatter = DateFormatter()
        formatter.locale = environment.locale
        formatter.timeZone = environment.timeZone
        formatter.calendar = environment.calendar
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        // ICU puts a narrow no-break space before AM/PM; the bundled fonts draw a space.
        return formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    var body: some View {
        if environment.graphicalDatePickers {
            MonthGrid(month: date, selected: [date])
        } else {
            compact
        }
    }

    private var compact: some View {
        HStack(spacing: 6) {
            if !environment.labelsHidden {
                label.frame(maxWidth: .infinity, alignment: .leading)
            }
            if components.contains(.date) { capsule(formatted(date: .medium, time: .none)) }
            if components.contains(.hourAndMinute) { capsule(formatted(date: .none, time: .short)) }
        }
    }

    private func capsule(_ text: String) -> some View {
        Text(verbatim: text)
            .lineLimit(1)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6))
    }
}

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
                .overlay(Circle().strokeBorder(Color(.systemGray3), lineWidth: 3))
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

/// A label that shows or hides content (SwiftUI's `DisclosureGroup`): the label with a chevron
/// in the tint colour, and the content under it when expanded.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
    let isExpanded: Binding<Bool>
    let label: Label
    let content: Content

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        isExpanded = .constant(false)
        self.content = content()
        self.label = label()
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.isExpanded = isExpanded
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let configuration = DisclosureGroupStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)),
                                                              isExpanded: isExpanded)
        return EnvironmentReader { environment in
            environment.disclosureGroupStyle?.makeBody(configuration)
                ?? AnyView(AutomaticDisclosureGroupStyle().makeBody(configuration: configuration))
        }
    }
}

nonisolated extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// What an empty screen shows (SwiftUI's `ContentUnavailableView`): a large secondary symbol,
/// a bold title and a secondary description, centred.
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 8) {
            label
                .labelStyle(UnavailableLabelStyle())
            description.font(.subheadline).foregroundStyle(.secondary).multilineTextAlignment(.center)
            actions.padding(.top, 8)
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

nonisolated extension ContentUnavailableView where Label == ProofUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { ProofUI.Label(titleKey, systemImage: name) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { ProofUI.Label(title, systemImage: name) }, description: { description })
    }

    /// "No Results", for an empty search.
    public static var search: ContentUnavailableView<ProofUI.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// "No Results for “text”".
    public static func search(text: String) -> ContentUnavailableView<ProofUI.Label<Text, Image>, Text?, EmptyView> {
        ContentUnavailableView("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}

/// The symbol above the title, large and secondary.
nonisolated struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 12) {
            configuration.icon.font(.system(size: 48)).foregroundStyle(.secondary)
            configuration.title.font(.title2.bold())
        }
        .multilineTextAlignment(.center)
    }
}

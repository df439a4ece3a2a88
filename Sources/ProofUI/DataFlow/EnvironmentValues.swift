// Status: partial — the standard environment values hold a snapshot's fixed values (en_US, Gregorian, GMT unless a test sets them) and are read by views; actions (dismiss, openURL, refresh, dismissSearch) do nothing.
/// The standard environment values SwiftUI views read, with the fixed values of a snapshot:
/// nothing comes from the machine (locale, calendar and time zone are `en_US`, Gregorian and
/// GMT unless a test sets them).
nonisolated extension EnvironmentValues {
    /// The Dynamic Type size, the same setting as ``contentSizeCategory``.
    public var dynamicTypeSize: DynamicTypeSize {
        get { DynamicTypeSize(contentSizeCategory) }
        set { contentSizeCategory = newValue.category }
    }

    /// The Dynamic Type size under its older name.
    public var sizeCategory: ContentSizeCategory {
        get { contentSizeCategory }
        set { contentSizeCategory = newValue }
    }

    /// The locale of formatted text: `en_US` unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar of dates: Gregorian in `en_US`, in GMT, unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone of dates: GMT unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// False under `.disabled(true)`: controls draw dimmed.
    public var isEnabled: Bool {
        get { self[EnabledKey.self] }
        set { self[EnabledKey.self] = newValue }
    }

    /// The points of one pixel: 1 / ``displayScale``.
    public var pixelLength: Double { 1 / displayScale }

    /// Dismisses the presentation: does nothing in a snapshot.
    public var dismiss: DismissAction { DismissAction() }

    /// Opens a URL: does nothing in a snapshot.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Whether the view is presented (a sheet, a pushed screen): false unless set.
    public var isPresented: Bool {
        get { self[PresentedKey.self] }
        set { self[PresentedKey.self] = newValue }
    }

    /// The presentation of the view (SwiftUI's older `presentationMode`).
    public var presentationMode: Binding<PresentationMode> { .constant(PresentationMode(isPresented: isPresented)) }

    /// Whether a list is being edited: inactive unless set.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }

    /// The app's life-cycle phase: always active in a snapshot.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Why content is redacted (`.redacted(reason: .placeholder)`).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionKey.self] }
        set { self[RedactionKey.self] = newValue }
    }

    /// Whether a search field of an ancestor is active: false in a snapshot unless set.
    public var isSearching: Bool {
        get { self[SearchingKey.self] }
        set { self[SearchingKey.self] = newValue }
    }

    /// Whether the view has keyboard focus: false in a snapshot.
    public var isFocused: Bool { false }

    /// Accessibility settings, off unless a test sets them.
    public var accessibilityReduceMotion: Bool {
        get { self[AccessibilityFlagKey<ReduceMotion>.self] }
        set { self[AccessibilityFlagKey<ReduceMotion>.self] = newValue }
    }

    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityFlagKey<ReduceTransparency>.self] }
        set { self[AccessibilityFlagKey<ReduceTransparency>.self] = newValue }
    }

    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[AccessibilityFlagKey<DifferentiateWithoutColor>.self] }
        set { self[AccessibilityFlagKey<DifferentiateWithoutColor>.self] = newValue }
    }

    public var accessibilityInvertColors: Bool {
        get { self[AccessibilityFlagKey<InvertColors>.self] }
        set { self[AccessibilityFlagKey<InvertColors>.self] = newValue }
    }

    public var accessibilityVoiceOverEnabled: Bool {
        get { self[AccessibilityFlagKey<VoiceOver>.self] }
        set { self[AccessibilityFlagKey<VoiceOver>.self] = newValue }
    }

    /// Whether Switch Control is on: off unless a test turns it on.
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilityFlagKey<SwitchControl>.self] }
        set { self[AccessibilityFlagKey<SwitchControl>.self] = newValue }
    }

    /// Whether an assistive technology is on (SwiftUI's `accessibilityEnabled`): true when a
    /// test sets it, or turns on VoiceOver or Switch Control.
    public var accessibilityEnabled: Bool {
        get { self[AccessibilityFlagKey<AssistiveTechnology>.self] || accessibilityVoiceOverEnabled || accessibilitySwitchControlEnabled }
        set { self[AccessibilityFlagKey<AssistiveTechnology>.self] = newValue }
    }

    /// Standard unless a test asks for increased contrast.
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ContrastKey.self] }
        set { self[ContrastKey.self] = newValue }
    }

    /// Regular unless a test asks for bold text.
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityKey.self] }
        set { self[LegibilityKey.self] = newValue }
    }

    /// Refreshes the content (`.refreshable`): nil, since a snapshot never pulls to refresh.
    public var refresh: RefreshAction? { nil }
}

nonisolated private enum LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
nonisolated private enum TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "GMT")! } }
nonisolated private enum CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "GMT")!
        return calendar
    }
}
nonisolated private enum EnabledKey: EnvironmentKey { static let defaultValue = true }
nonisolated private enum PresentedKey: EnvironmentKey { static let defaultValue = false }
nonisolated private enum SearchingKey: EnvironmentKey { static let defaultValue = false }
nonisolated private enum OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .handled } } }
nonisolated private enum EditModeKey: EnvironmentKey { static var defaultValue: Binding<EditMode>? { nil } }
nonisolated private enum ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
nonisolated private enum RedactionKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
nonisolated private enum ContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
nonisolated private enum LegibilityKey: EnvironmentKey { static var defaultValue: LegibilityWeight? { .regular } }
nonisolated private enum ReduceMotion {}
nonisolated private enum ReduceTransparency {}
nonisolated private enum DifferentiateWithoutColor {}
nonisolated private enum InvertColors {}
nonisolated private enum VoiceOver {}
nonisolated private enum SwitchControl {}
nonisolated private enum AssistiveTechnology {}
nonisolated private enum AccessibilityFlagKey<Flag>: EnvironmentKey { static var defaultValue: Bool { false } }

/// Dismisses a presentation (SwiftUI's `DismissAction`): does nothing in a snapshot.
nonisolated public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

/// Opens a URL (SwiftUI's `OpenURLAction`): the handler is kept, and never called by a snapshot.
nonisolated public struct OpenURLAction: @unchecked Sendable {
    /// What the handler did with the URL.
    nonisolated public enum Result: Sendable {
        case handled, discarded, systemAction
        public static func systemAction(_ url: URL) -> Result { .systemAction }
    }

    let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) {
        self.handler = handler
    }

    public func callAsFunction(_ url: URL) {}

    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {}
}

/// Refreshes content (SwiftUI's `RefreshAction`).
nonisolated public struct RefreshAction: Sendable {
    public func callAsFunction() async {}
}

/// The presentation of a view (SwiftUI's `PresentationMode`).
nonisolated public struct PresentationMode: Sendable {
    public let isPresented: Bool

    /// Does nothing in a snapshot.
    public mutating func dismiss() {}
}

/// Whether a list is being edited (SwiftUI's `EditMode`).
nonisolated public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    public var isEditing: Bool { self != .inactive }
}

/// Whether the user asked for more contrast.
nonisolated public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    case standard, increased
}

/// Whether the user asked for bold text.
nonisolated public enum LegibilityWeight: Hashable, Sendable {
    case regular, bold
}

nonisolated extension EnvironmentValues {
    /// The minimum height of list rows (iOS: 44 pt); accepted when set.
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinListRowHeightKey.self] }
        set { self[MinListRowHeightKey.self] = newValue }
    }

    /// The minimum height of list section headers; accepted when set.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[MinListHeaderHeightKey.self] }
        set { self[MinListHeaderHeightKey.self] = newValue }
    }

    /// How prominent backgrounds are.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }

    /// How prominent badges are.
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }

    /// Ends a search: does nothing in a snapshot.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }

    /// Whether the display is dimmed to save power (iOS 16's always-on Lock Screen): false, a
    /// snapshot shows the screen lit.
    public var isLuminanceReduced: Bool {
        get { self[LuminanceReducedKey.self] }
        set { self[LuminanceReducedKey.self] = newValue }
    }
}

nonisolated private enum MinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
nonisolated private enum MinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
nonisolated private enum BackgroundProminenceKey: EnvironmentKey { static var defaultValue: BackgroundProminence { .standard } }
nonisolated private enum LuminanceReducedKey: EnvironmentKey { static let defaultValue = false }
nonisolated private enum BadgeProminenceKey: EnvironmentKey { static var defaultValue: BadgeProminence { .standard } }

/// How prominent a background is.
nonisolated public struct BackgroundProminence: Hashable, Sendable {
    let level: Int
    public static let standard = BackgroundProminence(level: 0)
    public static let increased = BackgroundProminence(level: 1)
}

/// How prominent a badge is.
nonisolated public struct BadgeProminence: Hashable, Sendable {
    let level: Int
    public static let decreased = BadgeProminence(level: -1)
    public static let standard = BadgeProminence(level: 0)
    public static let increased = BadgeProminence(level: 1)
}

/// What `dismissSearch` does: nothing in a snapshot.
nonisolated public struct DismissSearchAction: Sendable {
    public func callAsFunction() {}
}

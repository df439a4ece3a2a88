// Names real view files use that draw nothing of their own: custom alignment guides (drawn
// with the nearest built-in alignment), visual effects, drag and drop, app commands, the
// pre-iOS 14 safe-area modifier, and UIKit's windows and blur views.

// MARK: - Alignment guides

/// A custom alignment's identity (SwiftUI's `AlignmentID`): its default value in a view that
/// sets no explicit value with ``View/alignmentGuide(_:computeValue:)``.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size and alignment guides, as an alignment guide's closure reads them.
nonisolated public struct ViewDimensions: @unchecked Sendable {
    public let width: CGFloat
    public let height: CGFloat
    let explicit: (AlignmentKey) -> Double?

    init(size: Size, explicit: @escaping (AlignmentKey) -> Double?) {
        width = CGFloat(size.width)
        height = CGFloat(size.height)
        self.explicit = explicit
    }

    var size: Size { Size(width: Double(width), height: Double(height)) }

    private func value(_ key: AlignmentKey) -> CGFloat {
        CGFloat(explicit(key) ?? key.defaultValue(in: size, explicit: explicit))
    }

    /// The guide's value: the view's explicit one, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
    /// The guide's value: the view's explicit one, or the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }
    /// The value the view sets for the guide, if it sets one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.key).map { CGFloat($0) } }
    /// The value the view sets for the guide, if it sets one.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.key).map { CGFloat($0) } }
}

nonisolated extension View {
    /// Sets the view's value for a horizontal alignment guide, computed from its dimensions.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifyingElements { element, _ in element.alignmentGuides.append(ExplicitGuide(key: g.key) { Double(computeValue($0)) }) }
    }

    /// Sets the view's value for a vertical alignment guide, computed from its dimensions.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifyingElements { element, _ in element.alignmentGuides.append(ExplicitGuide(key: g.key) { Double(computeValue($0)) }) }
    }

    /// The safe area ignored on `edges` (SwiftUI's deprecated spelling of `ignoresSafeArea`).
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(edges: edges)
    }
}

// MARK: - Visual effects

/// Effects applied from a view's geometry (SwiftUI's `VisualEffect`): accepted; the view is
/// drawn without them, as with the other effects the painter does not draw yet.
public protocol VisualEffect: Sendable {}

/// The effect a `visualEffect` closure starts from.
nonisolated public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

nonisolated extension VisualEffect {
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func offset(_ offset: CGSize) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func opacity(_ opacity: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func brightness(_ amount: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func contrast(_ amount: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func saturation(_ amount: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func grayscale(_ amount: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func hueRotation(_ angle: Angle) -> EmptyVisualEffect { EmptyVisualEffect() }
}

nonisolated extension View {
    /// Accepted: the view is drawn without the effect, noted in the text description.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        noted("visualEffect not drawn")
    }
}

// MARK: - Drag and drop

/// What a drop delegate is told (SwiftUI's `DropInfo`).
nonisolated public struct DropInfo: Sendable {
    public let location: CGPoint
    public func hasItemsConforming(to contentTypes: [String]) -> Bool { false }
    public func itemProviders(for contentTypes: [String]) -> [NSItemProvider] { [] }
}

/// How a drop would be handled (SwiftUI's `DropProposal`).
nonisolated public struct DropProposal: Sendable {
    public let operation: DropOperation
    public init(operation: DropOperation) { self.operation = operation }
}

/// The operation of a drop.
nonisolated public enum DropOperation: Sendable { case cancel, forbidden, copy, move }

/// What handles drops on a view (SwiftUI's `DropDelegate`): never called in a snapshot.
public protocol DropDelegate {
    @MainActor func validateDrop(info: DropInfo) -> Bool
    @MainActor func performDrop(info: DropInfo) -> Bool
    @MainActor func dropEntered(info: DropInfo)
    @MainActor func dropUpdated(info: DropInfo) -> DropProposal?
    @MainActor func dropExited(info: DropInfo)
}

nonisolated extension DropDelegate {
    public func validateDrop(info: DropInfo) -> Bool { true }
    public func dropEntered(info: DropInfo) {}
    public func dropUpdated(info: DropInfo) -> DropProposal? { nil }
    public func dropExited(info: DropInfo) {}
}

nonisolated extension View {
    /// Accepted; a snapshot has no drop.
    public func onDrop(of supportedContentTypes: [String], delegate: some DropDelegate) -> some View { self }
    /// Accepted; a snapshot has no drop.
    public func onDrop(of supportedContentTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider], CGPoint) -> Bool) -> some View { self }
    /// Accepted; the drag never starts.
    public func draggable<T>(_ payload: @autoclosure @escaping () -> T) -> some View { self }
    /// Accepted; the drag never starts.
    public func draggable<T, Preview: View>(_ payload: @autoclosure @escaping () -> T,
                                            @ViewBuilder preview: () -> Preview) -> some View { self }
    /// Accepted; a snapshot has no drop.
    public func dropDestination<T>(for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
                                   isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View { self }
}

// MARK: - App commands (menus of Mac and iPad apps)

/// Menu commands of an app (SwiftUI's `Commands`): accepted on scenes, never shown.
public protocol Commands {}

/// A group of menu commands.
nonisolated public struct CommandGroup<Content: View>: Commands {
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// A menu of commands.
nonisolated public struct CommandMenu<Content: View>: Commands {
    public init(_ name: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

/// Where a command group goes in the menus.
nonisolated public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let help = CommandGroupPlacement(name: "help")
}

/// The built-in command sets.
nonisolated public struct SidebarCommands: Commands { public init() {} }
nonisolated public struct ToolbarCommands: Commands { public init() {} }
nonisolated public struct TextEditingCommands: Commands { public init() {} }
nonisolated public struct EmptyCommands: Commands { public init() {} }

/// Builds an app's commands (SwiftUI's `CommandsBuilder`).
@resultBuilder
public enum CommandsBuilder {
    public static func buildExpression(_ commands: some Commands) -> EmptyCommands { EmptyCommands() }
    public static func buildBlock(_ commands: EmptyCommands...) -> EmptyCommands { EmptyCommands() }
    public static func buildOptional(_ commands: EmptyCommands?) -> EmptyCommands { EmptyCommands() }
    public static func buildEither(first: EmptyCommands) -> EmptyCommands { EmptyCommands() }
    public static func buildEither(second: EmptyCommands) -> EmptyCommands { EmptyCommands() }
}

nonisolated extension Scene {
    /// Accepted: a snapshot has no menus.
    public func commands(@CommandsBuilder content: () -> some Commands) -> some Scene { self }
}

// MARK: - UIKit windows and blur views

/// A window: the snapshot's screen, with the device's safe area.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The device's safe area in the render in progress.
    open var safeAreaInsets: UIEdgeInsets {
        let insets = (EnvironmentValues.current ?? EnvironmentValues()).safeAreaInsets
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    open var rootViewController: UIViewController?
    open var isKeyWindow: Bool { true }
    open var windowScene: UIWindowScene? { UIWindowScene() }
    open func endEditing(_ force: Bool) -> Bool { true }
    open func makeKeyAndVisible() {}
    open var screen: UIScreen { UIScreen.main }

    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }
}

/// A scene of the app, as UIKit names it.
@preconcurrency @MainActor
open class UIScene {
    public init() {}
    open var activationState: ActivationState { .foregroundActive }

    /// Whether the scene is in front.
    public enum ActivationState: Int, Sendable { case unattached, foregroundActive, foregroundInactive, background }
}

/// The scene of the snapshot's screen: one key window.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    open var windows: [UIWindow] { [UIWindow()] }
    open var keyWindow: UIWindow? { windows.first }
    open var screen: UIScreen { UIScreen.main }
}

nonisolated extension UIApplication {
    /// One window, the snapshot's screen, with the device's safe area.
    @preconcurrency @MainActor public var windows: [UIWindow] { [UIWindow()] }
    /// The key window.
    @preconcurrency @MainActor public var keyWindow: UIWindow? { windows.first }
    /// One scene holding the window.
    @preconcurrency @MainActor public var connectedScenes: [UIScene] { [UIWindowScene()] }
}

/// A blur effect (drawn as nothing: the view that shows it is a UIKit view).
nonisolated public final class UIBlurEffect: @unchecked Sendable {
    public init(style: Style) {}

    /// The blur's material.
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
}

/// A view showing a blur effect, usually wrapped with `UIViewRepresentable`.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    open var effect: UIBlurEffect?

    public init(effect: UIBlurEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }
}

// MARK: - Symbol effects

/// A symbol animation (SwiftUI's `SymbolEffect` and its kinds): accepted, never run.
public protocol SymbolEffect: Sendable {}
/// A symbol effect that runs while active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// A symbol effect that runs when a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// A symbol effect of a transition.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// A symbol effect of a content transition.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// Every symbol effect, by name, with its variants.
nonisolated public struct SymbolEffectKind: IndefiniteSymbolEffect, DiscreteSymbolEffect, TransitionSymbolEffect,
    ContentTransitionSymbolEffect, Hashable {
    let name: String
    public var up: Self { self }
    public var down: Self { self }
    public var byLayer: Self { self }
    public var wholeSymbol: Self { self }
    public var iterative: Self { self }
    public var cumulative: Self { self }
    public var reversing: Self { self }
    public var nonReversing: Self { self }
    public var hideInactiveLayers: Self { self }
    public var dimInactiveLayers: Self { self }
    public var downUp: Self { self }
    public var upUp: Self { self }
    public var offUp: Self { self }
    public var clockwise: Self { self }
    public var counterClockwise: Self { self }
    public var left: Self { self }
    public var right: Self { self }
    public var forward: Self { self }
    public var backward: Self { self }
    public var pulse: Self { self }
}

nonisolated extension SymbolEffect where Self == SymbolEffectKind {
    public static var automatic: SymbolEffectKind { SymbolEffectKind(name: "automatic") }
    public static var bounce: SymbolEffectKind { SymbolEffectKind(name: "bounce") }
    public static var pulse: SymbolEffectKind { SymbolEffectKind(name: "pulse") }
    public static var variableColor: SymbolEffectKind { SymbolEffectKind(name: "variableColor") }
    public static var scale: SymbolEffectKind { SymbolEffectKind(name: "scale") }
    public static var appear: SymbolEffectKind { SymbolEffectKind(name: "appear") }
    public static var disappear: SymbolEffectKind { SymbolEffectKind(name: "disappear") }
    public static var replace: SymbolEffectKind { SymbolEffectKind(name: "replace") }
    public static var breathe: SymbolEffectKind { SymbolEffectKind(name: "breathe") }
    public static var rotate: SymbolEffectKind { SymbolEffectKind(name: "rotate") }
    public static var wiggle: SymbolEffectKind { SymbolEffectKind(name: "wiggle") }
    public static var drawOn: SymbolEffectKind { SymbolEffectKind(name: "drawOn") }
}

/// How a symbol effect repeats and how fast.
nonisolated public struct SymbolEffectOptions: Hashable, Sendable {
    let name: String
    public static let `default` = SymbolEffectOptions(name: "default")
    public static let repeating = SymbolEffectOptions(name: "repeating")
    public static let nonRepeating = SymbolEffectOptions(name: "nonRepeating")
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(name: "repeat") }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(name: "speed") }
    public var repeating: SymbolEffectOptions { self }
    public var nonRepeating: SymbolEffectOptions { self }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
}

// MARK: - Hierarchical foreground styles, shadow styles

nonisolated extension View {
    /// The primary and secondary styles of symbols and text: the primary is drawn.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        foregroundStyle(primary)
    }

    /// The primary, secondary and tertiary styles: the primary is drawn.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        foregroundStyle(primary)
    }
}

/// A shadow as part of a shape style (SwiftUI's `ShadowStyle`): accepted, and the style is
/// drawn without the shadow.
nonisolated public struct ShadowStyle: Hashable, Sendable {
    let inner: Bool
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(inner: false)
    }
    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(inner: true)
    }
}

nonisolated extension ShapeStyle {
    /// This style with a shadow: accepted and ignored, the style is painted without it (listed in
    /// Docs/SwiftUI/Painting.md); the view modifier `shadow(color:radius:x:y:)` draws shadows.
    public func shadow(_ style: ShadowStyle) -> Self { self }
}

// MARK: - Environment values of lists, badges, search

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
}

nonisolated private enum MinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
nonisolated private enum MinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }
nonisolated private enum BackgroundProminenceKey: EnvironmentKey { static var defaultValue: BackgroundProminence { .standard } }
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

// MARK: - Scroll transitions, presentation and navigation transitions

/// Where a view is in a scroll transition (SwiftUI's `ScrollTransitionPhase`): identity in a
/// snapshot, at scroll position 0.
nonisolated public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing
    public var isIdentity: Bool { self == .identity }
    /// −1, 0 or 1.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition is driven.
nonisolated public struct ScrollTransitionConfiguration: Sendable {
    let name: String
    public static let interactive = ScrollTransitionConfiguration(name: "interactive")
    public static let animated = ScrollTransitionConfiguration(name: "animated")
    public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration { .animated }
    public static let identity = ScrollTransitionConfiguration(name: "identity")
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> Self { self }

    /// When a scroll transition starts.
    nonisolated public struct Threshold: Sendable {
        public static let visible = Threshold()
        public static let hidden = Threshold()
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
        public static func centered() -> Threshold { Threshold() }
    }
}

nonisolated extension View {
    /// The view in its identity phase: at scroll position 0 a view in sight is there.
    public func scrollTransition<Modified: VisualEffect>(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                                 transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Modified) -> some View {
        self
    }

    /// The view in its identity phase.
    public func scrollTransition<Modified: VisualEffect>(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                                 axis: Axis? = nil,
                                                 transition: @escaping (EmptyVisualEffect, ScrollTransitionPhase) -> Modified) -> some View {
        self
    }

    /// Accepted: presentations are not drawn.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    /// Accepted: a snapshot has no navigation transition.
    public func navigationTransition(_ style: NavigationTransitionStyle) -> some View { self }
    /// Accepted: a snapshot has no navigation transition.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
    /// Accepted: a snapshot has no gestures.
    public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
    /// Accepted: a snapshot has no presses.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
    /// Accepted: a snapshot has no context menu open.
    public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                  primaryAction: ((Set<I>) -> Void)? = nil) -> some View { self }
}

/// How a presentation adapts to a compact size.
nonisolated public struct PresentationAdaptation: Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: "automatic")
    public static let none = PresentationAdaptation(name: "none")
    public static let popover = PresentationAdaptation(name: "popover")
    public static let sheet = PresentationAdaptation(name: "sheet")
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// A navigation transition's style.
nonisolated public struct NavigationTransitionStyle: Sendable {
    let name: String
    public static let automatic = NavigationTransitionStyle(name: "automatic")
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> NavigationTransitionStyle {
        NavigationTransitionStyle(name: "zoom")
    }
}

/// Whether a button repeats while pressed.
nonisolated public struct ButtonRepeatBehavior: Sendable {
    let name: String
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

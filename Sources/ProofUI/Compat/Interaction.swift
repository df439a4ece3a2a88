// Interaction, life cycle and animation: SwiftUI API that a snapshot accepts and never runs.
// A snapshot shows a view's initial state after every change has settled, so actions,
// gestures, tasks, change handlers, animations and transitions compile and do nothing.

nonisolated extension View {
    /// Accepted; never runs (a snapshot has no life cycle).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Accepted; never runs.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// Accepted; never runs (a snapshot starts no task).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    /// Accepted; never runs.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { self }
    /// Accepted; never runs (nothing changes in a snapshot).
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }
    /// Accepted; never runs.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }
    /// Accepted; never runs.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    /// Accepted; never runs (nothing is published in a snapshot).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View { self }
    /// Accepted; never runs.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
    /// Accepted; never runs.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
    /// Accepted; a snapshot never pulls to refresh.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }
    /// Accepted; never runs.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// Accepted; never runs.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View { self }
    /// Accepted; never runs.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    /// Accepted; never runs.
    public func onLongPressGesture(minimumDuration: Double = 0.5, perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { self }
    /// Accepted; never runs.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
    /// Accepted; never runs.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// Accepted; never runs.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// Accepted; never runs.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View { self }
    /// Accepted; a snapshot shows the state after the animation.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    /// Accepted; a snapshot shows the state after the animation.
    public func animation(_ animation: Animation?) -> some View { self }
    /// Accepted; a snapshot shows the inserted view as it settles.
    public func transition(_ transition: AnyTransition) -> some View { self }
    /// Accepted; a snapshot has no transaction.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
    /// Accepted; a snapshot has no animation to match.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View { self }
    /// Accepted; a snapshot has no hit testing.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }
    /// Accepted; a snapshot has no hit testing.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// Accepted; a snapshot has no hit testing.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
    /// Accepted; the menu is closed in a snapshot.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
    /// Accepted; the menu is closed in a snapshot.
    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems,
                                                           @ViewBuilder preview: () -> Preview) -> some View { self }
    /// Accepted; a snapshot shows no tooltip.
    public func help(_ text: String) -> some View { self }
    /// Accepted; a snapshot has no keyboard.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { self }
    /// Accepted; a snapshot has no keyboard.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
    /// Accepted; a snapshot plays no haptics.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }
    /// Accepted; the snapshot's status bar is the device's safe area.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// Accepted; the snapshot's status bar is the device's safe area.
    public func statusBar(hidden: Bool) -> some View { self }
    /// Accepted; a snapshot has no keyboard.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// Accepted; a snapshot has no keyboard.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// Accepted; a snapshot has no keyboard.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Accepted; a snapshot has no keyboard.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// Accepted; a snapshot has no keyboard.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Accepted; a snapshot has no keyboard.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// Accepted; a snapshot has no keyboard.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// Accepted; a snapshot has no keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// Accepted; a snapshot has no focus.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
    /// Accepted; a snapshot has no focus.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// Accepted; a snapshot has no focus.
    public func focusable(_ isFocusable: Bool = true) -> some View { self }
    /// Accepted; identity does not change a single render.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    /// Accepted; coordinate spaces matter to gestures, which never run.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }
    /// Accepted; coordinate spaces matter to gestures, which never run.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
    /// Accepted; preferences are not collected in a snapshot.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    /// Accepted; preferences are not collected in a snapshot, so the action never runs.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self,
                                                     perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable { self }
    /// Accepted; the drag never starts.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { self }
    /// Accepted; a snapshot has no drop.
    public func onDrop(of supportedContentTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View { self }
    /// Accepted; a snapshot has no user activity.
    public func userActivity(_ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void) -> some View { self }
    /// Accepted; a snapshot has no user activity.
    public func onContinueUserActivity(_ activityType: String, perform action: @escaping (NSUserActivity) -> Void) -> some View { self }
    /// Accepted; a snapshot has no interactive dismissal.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Accepted; draws as one layer already.
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
    /// Accepted; draws as one layer already.
    public func compositingGroup() -> some View { self }
    /// Accepted; the order of overlapping views is their order in the stack.
    public func zIndex(_ value: Double) -> some View { self }
    /// Accepted; text selection has no look until selected.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
    /// Accepted; a snapshot has no privacy redaction unless asked for.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    /// Accepted.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    /// Accepted; a snapshot has no keyboard to avoid.
    public func ignoresSafeArea(_ regions: SafeAreaRegions, edges: Edge.Set = .all) -> some View {
        ignoresSafeArea(edges: regions.contains(.container) ? edges : [])
    }
    /// Accepted; a snapshot has no scroll position to restore.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
}

/// When `onSubmit` runs.
nonisolated public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// The label of the return key.
nonisolated public enum SubmitLabel: Sendable {
    case done, go, send, join, route, search, `return`, next, `continue`
}

/// The keyboard a text field shows (UIKit's `UIKeyboardType`).
nonisolated public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a text field capitalises.
nonisolated public struct TextInputAutocapitalization: Sendable {
    let rule: Int
    public static let never = TextInputAutocapitalization(rule: 0)
    public static let words = TextInputAutocapitalization(rule: 1)
    public static let sentences = TextInputAutocapitalization(rule: 2)
    public static let characters = TextInputAutocapitalization(rule: 3)
}

/// UIKit's capitalisation styles.
nonisolated public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// What a text field holds, for autofill (UIKit's `UITextContentType`).
nonisolated public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "givenName")
    public static let familyName = UITextContentType(rawValue: "familyName")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let URL = UITextContentType(rawValue: "URL")
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// When the keyboard goes away on scrolling.
nonisolated public enum ScrollDismissesKeyboardMode: Sendable {
    case automatic, immediately, interactively, never
}

/// A key of a keyboard shortcut.
nonisolated public struct KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral, Sendable {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
}

/// Modifier keys.
nonisolated public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let control = EventModifiers(rawValue: 8)
}

/// A keyboard shortcut.
nonisolated public struct KeyboardShortcut: Sendable {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// Haptic feedback.
nonisolated public struct SensoryFeedback: Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Int = 0, intensity: Double = 1) -> SensoryFeedback { .impact }
}

/// Which shapes a content shape sets.
nonisolated public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

/// Which safe-area regions a view ignores.
nonisolated public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Visible, hidden or automatic.
nonisolated public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}

/// How colours are composited in a drawing group.
nonisolated public enum ColorRenderingMode: Sendable {
    case nonLinear, linear, extendedLinear
}

/// Which geometry a matched geometry effect matches.
nonisolated public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A point in a unit square: (0, 0) top leading, (1, 1) bottom trailing.
nonisolated public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    public init() { self.init(x: 0, y: 0) }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A coordinate space of a gesture or a geometry proxy.
nonisolated public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)

    /// The nearest scroll view's space (iOS 17): a snapshot is at scroll position 0.
    public static var scrollView: CoordinateSpace { .named("scrollView") }
    public static func scrollView(axis: Axis) -> CoordinateSpace { .named("scrollView") }
}

nonisolated extension CoordinateSpace: @unchecked Sendable {}

/// A named coordinate space (iOS 17's `.named("scroll")` spelling).
nonisolated public struct NamedCoordinateSpace: Hashable, Sendable {
    let name: String
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: "\(name)") }
    public static let global = NamedCoordinateSpace(name: "global")
    public static let local = NamedCoordinateSpace(name: "local")
}

/// A value views pass up to their ancestors (SwiftUI's `PreferenceKey`); not collected in a
/// snapshot.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// A namespace for matched geometry (SwiftUI's `@Namespace`).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    nonisolated public struct ID: Hashable, Sendable {
        let value: Int
    }

    public init() {}

    public var wrappedValue: ID { ID(value: 0) }
}

/// Gesture state that resets when the gesture ends (SwiftUI's `@GestureState`): a snapshot
/// shows the initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let initial: Value

    public init(wrappedValue: Value) {
        initial = wrappedValue
    }

    public init(initialValue: Value) {
        initial = initialValue
    }

    public init(wrappedValue: Value, resetTransaction: Transaction) {
        initial = wrappedValue
    }

    public var wrappedValue: Value { initial }

    public var projectedValue: GestureState<Value> { self }
}

/// A gesture (SwiftUI's `Gesture`): accepted, never recognised in a snapshot.
public protocol Gesture<Value> {
    associatedtype Value
}

nonisolated extension Gesture {
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> { SimultaneousGesture() }
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> { SequenceGesture() }
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> { ExclusiveGesture() }
    public func map<T>(_ body: @escaping (Value) -> T) -> AnyGesture<T> { AnyGesture() }
}

/// A tap.
nonisolated public struct TapGesture: Gesture {
    public typealias Value = Void
    public init(count: Int = 1) {}
}

/// A long press.
nonisolated public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A drag.
nonisolated public struct DragGesture: Gesture {
    /// Where a drag is.
    nonisolated public struct Value: Equatable, Sendable {
        public var time = Date(timeIntervalSince1970: 0)
        public var location = CGPoint.zero
        public var startLocation = CGPoint.zero
        public var translation = CGSize.zero
        public var velocity = CGSize.zero
        public var predictedEndLocation = CGPoint.zero
        public var predictedEndTranslation = CGSize.zero
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// A pinch.
nonisolated public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A pinch (iOS 17).
nonisolated public struct MagnifyGesture: Gesture {
    /// How far a pinch has gone.
    nonisolated public struct Value: Equatable, Sendable {
        public var magnification: CGFloat = 1
        public var startLocation = CGPoint.zero
    }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A rotation.
nonisolated public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// Two gestures at once.
nonisolated public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Both gestures' values.
    nonisolated public struct Value {
        public var first: First.Value?
        public var second: Second.Value?
    }
}

/// One gesture, then another.
nonisolated public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The stages of a sequence.
    nonisolated public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
}

/// One gesture or the other.
nonisolated public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The gesture that won.
    nonisolated public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
}

/// A type-erased gesture.
nonisolated public struct AnyGesture<Value>: Gesture {
    public init() {}
    public init<G: Gesture>(_ gesture: G) where G.Value == Value {}
}

/// Which gestures of a subtree are enabled.
nonisolated public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

/// How a view is inserted and removed (SwiftUI's `AnyTransition`): a snapshot shows the view
/// settled, so transitions are accepted and never played.
nonisolated public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition(name: "modifier") }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// Focus of a text field or control (SwiftUI's `@FocusState`): nothing has focus in a snapshot
/// unless the initial value says so.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let storage: StateStorage<Value>

    public init() where Value == Bool {
        storage = StateStorage(false)
    }

    public init<T: Hashable>() where Value == T? {
        storage = StateStorage(nil)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Binding { Binding(storage: storage) }

    /// A focus binding (`$focusedField`).
    @propertyWrapper
    public struct Binding {
        let storage: StateStorage<Value>

        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }

        public var projectedValue: Binding { self }
    }
}


/// Drag-and-drop item data (Foundation's `NSItemProvider` on Apple platforms).
nonisolated public final class NSItemProvider: @unchecked Sendable {
    public init() {}
    public init(object: Any) {}
}

#if !canImport(Darwin)
/// A user activity (Foundation's `NSUserActivity` on Apple platforms).
nonisolated public final class NSUserActivity: @unchecked Sendable {
    public var title: String?
    public var userInfo: [AnyHashable: Any]?
    public init(activityType: String) {}
}
#endif

/// Whether text can be selected (accepted: selection has no look until selected).
public protocol TextSelectability {}
nonisolated public struct EnabledTextSelectability: TextSelectability, Sendable {}
nonisolated public struct DisabledTextSelectability: TextSelectability, Sendable {}
nonisolated extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
nonisolated extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }

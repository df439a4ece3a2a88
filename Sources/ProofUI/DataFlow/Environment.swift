// Status: supported — `@Environment`, `EnvironmentKey`, `EnvironmentValues` and `environment(_:_:)` pass values down as SwiftUI does.

import ProofText

/// A key for a value of your own in ``EnvironmentValues``, such as a theme:
///
/// ```swift
/// struct ThemeKey: EnvironmentKey { static let defaultValue = Theme.standard }
/// extension EnvironmentValues {
///     var theme: Theme {
///         get { self[ThemeKey.self] }
///         set { self[ThemeKey.self] = newValue }
///     }
/// }
/// // Set it for a subtree, read it in a view:
/// content.environment(\.theme, .holiday)
/// @Environment(\.theme) var theme
/// ```
public protocol EnvironmentKey {
    /// As in SwiftUI, any type: values that are classes (models, services) are shared by
    /// reference, and a render reads them on one thread.
    associatedtype Value
    /// The value when none was set.
    static var defaultValue: Value { get }
}

/// Everything views read from their surroundings: the device and orientation, content size
/// category, colour scheme, layout direction, text settings and your own values. A value:
/// modifiers such as ``View/environment(_:_:)`` change a copy for a subtree.
nonisolated public struct EnvironmentValues: Sendable {
    /// The screen rendered for (size, scale, safe areas, size classes). iPhone 15 by default.
    public var device: Device = .iPhone15
    public var orientation: Orientation = .portrait
    public var colorScheme: ColorScheme = .light
    /// The Dynamic Type size every text style is set in; `.large` by default.
    public var contentSizeCategory: ContentSizeCategory = .large
    /// Leading/trailing alignment, padding and `HStack` order follow it.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The accent colour (SwiftUI's tint / `accentColor`): system blue by default.
    public var tint: Color = .blue
    /// The font of text that sets none; nil means `.body`.
    public var font: Font?
    /// The most lines a text shows; nil for no limit.
    public var lineLimit: Int?
    public var multilineTextAlignment: TextAlignment = .leading
    public var truncationMode: Text.TruncationMode = .tail
    /// Extra space between characters, in points (SwiftUI's `tracking`/`kerning`).
    public var tracking: Double = 0
    /// Extra space between lines, in points.
    public var lineSpacing: Double = 0

    var foregroundStyle: (any ShapeStyle)?
    var fontWeight: FontWeight?
    var isBold = false
    private var scaleOverride: Double?
    private var custom = CustomValues()

    /// Defaults: iPhone 15, portrait, light, `.large`, left to right.
    public init() {}

    /// The device's pixels per point, unless set to render at another scale.
    public var displayScale: Double {
        get { scaleOverride ?? device.scale }
        set { scaleOverride = newValue }
    }

    /// The screen size in points in the current orientation.
    public var screenSize: Size { device.size(in: orientation) }

    /// The device's safe-area insets in the current orientation.
    public var safeAreaInsets: SafeAreaInsets { device.safeArea(in: orientation) }

    /// The device's horizontal size class in the current orientation (optional, as in SwiftUI),
    /// unless a view set one (`.environment(\.horizontalSizeClass, .compact)`).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { sizeClassesSet.horizontal ?? device.sizeClasses(in: orientation).horizontal }
        set { sizeClassesSet.horizontal = .some(newValue) }
    }
    /// The device's vertical size class in the current orientation (optional, as in SwiftUI),
    /// unless a view set one.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { sizeClassesSet.vertical ?? device.sizeClasses(in: orientation).vertical }
        set { sizeClassesSet.vertical = .some(newValue) }
    }
    /// Size classes a view set, each nil where the device's apply.
    var sizeClassesSet: (horizontal: UserInterfaceSizeClass??, vertical: UserInterfaceSizeClass??) = (nil, nil)

    /// A value of your own, or the key's default when none was set.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { (custom.values[ObjectIdentifier(key)] as? Key.Value) ?? traitBridgedValue(of: key) ?? Key.defaultValue }
        set { custom.values[ObjectIdentifier(key)] = newValue }
    }

    /// Environment objects (`.environmentObject(_:)`, `.environment(_:)` of an `@Observable`
    /// model), by type.
    func object<T>(of type: T.Type) -> T? {
        custom.objects[ObjectIdentifier(type)] as? T
    }

    mutating func setObject<T>(_ object: T, as type: T.Type) {
        custom.objects[ObjectIdentifier(type)] = object
    }

    /// The environment of the view whose `body` is being evaluated, set by the renderer for
    /// the duration of each evaluation (so ``Environment`` works without global state).
    @TaskLocal static var current: EnvironmentValues?
}

/// Values of users' keys and environment objects. They need not be `Sendable` (SwiftUI's
/// keys are not): a render copies the environment along one resolution on one thread, and
/// values set by a test are handed to the renderer before it starts.
nonisolated struct CustomValues: @unchecked Sendable {
    var values: [ObjectIdentifier: Any] = [:]
    var objects: [ObjectIdentifier: Any] = [:]
}

/// Reads a value from the environment inside `body`, as SwiftUI's `@Environment` does:
///
/// ```swift
/// struct Badge: View {
///     @Environment(\.colorScheme) var colorScheme
///     var body: some View { Circle().fill(colorScheme == .dark ? Color.white : .black) }
/// }
/// ```
///
/// The value is the one in effect where the view is placed while the renderer evaluates its
/// `body`; read elsewhere (in an initializer, in a test) it is the default environment's.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: (EnvironmentValues) -> Value?
    let requirement: String?

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
        requirement = nil
    }

    /// Reads the `@Observable` object of this type set with ``View/environment(_:)-(Object)``;
    /// a view that reads one nobody set fails to render, naming the type.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { $0.object(of: objectType) }
        requirement = String(describing: objectType)
    }

    /// Reads the `@Observable` object of this type, or nil when none was set.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { .some($0.object(of: objectType)) }
        requirement = nil
    }

    public var wrappedValue: Value {
        let environment = EnvironmentValues.current ?? EnvironmentValues()
        guard let value = read(environment) else {
            // The resolver checks requirements before `body` runs (``missingRequirement``);
            // this is reached only when the view is read outside a render.
            fatalError("No \(requirement ?? "\(Value.self)") in the environment: set it with .environment(_:) on an ancestor")
        }
        return value
    }
}

nonisolated extension Environment: EnvironmentRequirement {
    func missingRequirement(in environment: EnvironmentValues) -> String? {
        guard let requirement, read(environment) == nil else { return nil }
        return "@Environment(\(requirement).self) reads an object nobody set: add .environment(\(requirement)()) on an ancestor"
    }
}

/// Builds its content from the environment in effect where it is placed:
///
/// ```swift
/// EnvironmentReader { environment in
///     Text(environment.horizontalSizeClass == .regular ? "Wide" : "Narrow")
/// }
/// ```
nonisolated public struct EnvironmentReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (EnvironmentValues) -> Content

    public init(@ViewBuilder content: @escaping (EnvironmentValues) -> Content) {
        self.content = content
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        try resolver.resolve(resolver.withViewEnvironment { content(resolver.environment) })
    }
}

/// Changes the environment for its content.
nonisolated struct EnvironmentModifier<Content: View>: View, PrimitiveView, TransparentInPath {
    typealias Body = Never
    let content: Content
    let change: (inout EnvironmentValues) -> Void

    func resolve(in resolver: Resolver) throws(RenderError) {
        let saved = resolver.environment
        change(&resolver.environment)
        defer { resolver.environment = saved }
        try resolver.resolve(content)
    }
}

nonisolated extension View {
    /// Sets an environment value for this view and its content.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Changes the value at `keyPath` of the environment for this view and its content.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentModifier(content: self) { transform(&$0[keyPath: keyPath]) }
    }

    /// Changes the environment for this view and its content (internal: SwiftUI's takes a
    /// key path).
    func transformEnvironment(_ change: @escaping (inout EnvironmentValues) -> Void) -> some View {
        EnvironmentModifier(content: self, change: change)
    }

    /// Sets the tint (accent colour) for this view and its content; `nil` keeps the inherited one.
    public func tint(_ color: Color?) -> some View {
        transformEnvironment { environment in
            if let color { environment.tint = color }
        }
    }

    /// Sets the tint for this view and its content to `style`'s colour here (a gradient tints
    /// with its middle colour, as where a gradient stands for one colour elsewhere); `nil` keeps
    /// the inherited one.
    public func tint<S: ShapeStyle>(_ style: S?) -> some View {
        transformEnvironment { environment in
            if let style { environment.tint = ShapeStylePainter(environment: environment).color(style) }
        }
    }
}

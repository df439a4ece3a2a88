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
    associatedtype Value: Sendable
    /// The value when none was set.
    static var defaultValue: Value { get }
}

/// Everything views read from their surroundings: the device and orientation, content size
/// category, colour scheme, layout direction, text settings and your own values. A value:
/// modifiers such as ``View/environment(_:_:)`` change a copy for a subtree.
public struct EnvironmentValues: Sendable {
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
    public var truncationMode: TruncationMode = .tail
    /// Extra space between characters, in points (SwiftUI's `tracking`/`kerning`).
    public var tracking: Double = 0
    /// Extra space between lines, in points.
    public var lineSpacing: Double = 0

    var foregroundStyle: (any ShapeStyle)?
    var fontWeight: FontWeight?
    var isBold = false
    private var scaleOverride: Double?
    private var custom: [ObjectIdentifier: any Sendable] = [:]

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

    public var horizontalSizeClass: UserInterfaceSizeClass { device.sizeClasses(in: orientation).horizontal }
    public var verticalSizeClass: UserInterfaceSizeClass { device.sizeClasses(in: orientation).vertical }

    /// A value of your own, or the key's default when none was set.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { (custom[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The environment of the view whose `body` is being evaluated, set by the renderer for
    /// the duration of each evaluation (so ``Environment`` works without global state).
    @TaskLocal static var current: EnvironmentValues?
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
public struct Environment<Value> {
    let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        (EnvironmentValues.current ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// Builds its content from the environment in effect where it is placed:
///
/// ```swift
/// EnvironmentReader { environment in
///     Text(environment.horizontalSizeClass == .regular ? "Wide" : "Narrow")
/// }
/// ```
public struct EnvironmentReader<Content: View>: View, PrimitiveView {
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
struct EnvironmentModifier<Content: View>: View, PrimitiveView, TransparentInPath {
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

extension View {
    /// Sets an environment value for this view and its content.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> some View {
        EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Changes the environment for this view and its content.
    public func transformEnvironment(_ change: @escaping (inout EnvironmentValues) -> Void) -> some View {
        EnvironmentModifier(content: self, change: change)
    }

    /// Sets the tint (accent colour) for this view and its content.
    public func tint(_ color: Color) -> some View {
        environment(\.tint, color)
    }
}

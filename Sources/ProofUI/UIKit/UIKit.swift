// Status: accepted and ignored — UIKit's common names compile; what they describe comes from the snapshot's environment, and actions (opening URLs, haptics, announcements) do nothing.

import ProofRender

// On iOS, `import SwiftUI` brings UIKit with it, and view files use its common names: colours
// and images handed to SwiftUI, the screen's size, the device's idiom, haptics, rounded-corner
// paths, and views wrapped with `UIViewRepresentable`. These declarations let such files
// compile. What they describe comes from the snapshot's environment (the screen is the
// device's), never from a machine; actions (opening URLs, haptics, announcements) do nothing.

/// The environment of the render in progress, or the default one outside a render.
var renderingEnvironment: EnvironmentValues { EnvironmentValues.current ?? EnvironmentValues() }

// MARK: - Colours

/// A UIKit colour: a ``Color`` by another name, so that `UIColor` values reach SwiftUI
/// through `Color(uiColor:)`.
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible, _ExpressibleByColorLiteral {
    /// The SwiftUI colour this colour draws as (internal: apps often declare their own
    /// `UIColor.color`).
    let color: Color

    public init(_ color: Color) {
        self.color = color
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// A colour literal, `#colorLiteral(red:green:blue:alpha:)` (sRGB components, 0…1).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A colour set of the app's asset catalogue, by name (see `Color(_:bundle:)`).
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        color = Color(name, bundle: bundle)
    }

    /// A colour that depends on the appearance: resolved for light and dark now.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        var light = EnvironmentValues()
        light.colorScheme = .light
        var dark = light
        dark.colorScheme = .dark
        let lightColor = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color
        let darkColor = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color
        if let l = lightColor.resolved(in: light), let d = darkColor.resolved(in: dark) {
            color = Color(base: .asset(light: l, dark: d))
        } else {
            color = lightColor
        }
    }

    /// This colour with `alpha` as its opacity factor.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color.opacity(Double(alpha)))
    }

    /// The colour for `traitCollection`'s appearance.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// The colour's sRGB components and opacity (0…1, from its 8-bit value in the render in
    /// progress, or in the light appearance outside a render); false when it has none.
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let rgba = color.resolved(in: renderingEnvironment) else { return false }
        red?.pointee = CGFloat(rgba.r) / 255
        green?.pointee = CGFloat(rgba.g) / 255
        blue?.pointee = CGFloat(rgba.b) / 255
        alpha?.pointee = CGFloat(rgba.a) / 255
        return true
    }

    /// The colour's hue, saturation, brightness and opacity (0…1, from its sRGB components as
    /// `getRed` gives them; the hue of a grey is 0); false when it has none.
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let rgba = color.resolved(in: renderingEnvironment) else { return false }
        let red = CGFloat(rgba.r) / 255, green = CGFloat(rgba.g) / 255, blue = CGFloat(rgba.b) / 255
        let maximum = max(red, green, blue), range = maximum - min(red, green, blue)
        var sixths: CGFloat = 0
        if range > 0 {
            if maximum == red { sixths = (green - blue) / range } else if maximum == green { sixths = 2 + (blue - red) / range } else { sixths = 4 + (red - green) / range }
            if sixths < 0 { sixths += 6 }
        }
        hue?.pointee = sixths / 6
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = CGFloat(rgba.a) / 255
        return true
    }

    /// The colour's white level and opacity (0…1, the mean of its sRGB components); false
    /// when it has none.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let rgba = color.resolved(in: renderingEnvironment) else { return false }
        white?.pointee = (CGFloat(rgba.r) + CGFloat(rgba.g) + CGFloat(rgba.b)) / (3 * 255)
        alpha?.pointee = CGFloat(rgba.a) / 255
        return true
    }

    /// The colour as a Core Graphics colour.
    open var cgColor: CGColor { CGColor(color: color) }

    /// The colour as a Core Image colour.
    open var ciColor: CIColor { CIColor(color: self) }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public var description: String { "UIColor(\(color))" }

    nonisolated public class var label: UIColor { UIColor(Color(systemColor: .label)) }
    nonisolated public class var secondaryLabel: UIColor { UIColor(Color(systemColor: .secondaryLabel)) }
    nonisolated public class var tertiaryLabel: UIColor { UIColor(Color(systemColor: .tertiaryLabel)) }
    nonisolated public class var quaternaryLabel: UIColor { UIColor(Color(systemColor: .quaternaryLabel)) }
    nonisolated public class var placeholderText: UIColor { UIColor(Color(systemColor: .placeholderText)) }
    nonisolated public class var link: UIColor { UIColor(Color(systemColor: .link)) }
    nonisolated public class var systemBackground: UIColor { UIColor(Color(systemColor: .systemBackground)) }
    nonisolated public class var secondarySystemBackground: UIColor { UIColor(Color(systemColor: .secondarySystemBackground)) }
    nonisolated public class var tertiarySystemBackground: UIColor { UIColor(Color(systemColor: .tertiarySystemBackground)) }
    nonisolated public class var systemGroupedBackground: UIColor { UIColor(Color(systemColor: .systemGroupedBackground)) }
    nonisolated public class var secondarySystemGroupedBackground: UIColor { UIColor(Color(systemColor: .secondarySystemGroupedBackground)) }
    nonisolated public class var tertiarySystemGroupedBackground: UIColor { UIColor(Color(systemColor: .tertiarySystemGroupedBackground)) }
    nonisolated public class var separator: UIColor { UIColor(Color(systemColor: .separator)) }
    nonisolated public class var opaqueSeparator: UIColor { UIColor(Color(systemColor: .opaqueSeparator)) }
    nonisolated public class var systemFill: UIColor { UIColor(Color(systemColor: .systemFill)) }
    nonisolated public class var secondarySystemFill: UIColor { UIColor(Color(systemColor: .secondarySystemFill)) }
    nonisolated public class var tertiarySystemFill: UIColor { UIColor(Color(systemColor: .tertiarySystemFill)) }
    nonisolated public class var quaternarySystemFill: UIColor { UIColor(Color(systemColor: .quaternarySystemFill)) }
    nonisolated public class var systemRed: UIColor { UIColor(Color(systemColor: .systemRed)) }
    nonisolated public class var systemOrange: UIColor { UIColor(Color(systemColor: .systemOrange)) }
    nonisolated public class var systemYellow: UIColor { UIColor(Color(systemColor: .systemYellow)) }
    nonisolated public class var systemGreen: UIColor { UIColor(Color(systemColor: .systemGreen)) }
    nonisolated public class var systemMint: UIColor { UIColor(Color(systemColor: .systemMint)) }
    nonisolated public class var systemTeal: UIColor { UIColor(Color(systemColor: .systemTeal)) }
    nonisolated public class var systemCyan: UIColor { UIColor(Color(systemColor: .systemCyan)) }
    nonisolated public class var systemBlue: UIColor { UIColor(Color(systemColor: .systemBlue)) }
    nonisolated public class var systemIndigo: UIColor { UIColor(Color(systemColor: .systemIndigo)) }
    nonisolated public class var systemPurple: UIColor { UIColor(Color(systemColor: .systemPurple)) }
    nonisolated public class var systemPink: UIColor { UIColor(Color(systemColor: .systemPink)) }
    nonisolated public class var systemBrown: UIColor { UIColor(Color(systemColor: .systemBrown)) }
    nonisolated public class var systemGray: UIColor { UIColor(Color(systemColor: .systemGray)) }
    nonisolated public class var systemGray2: UIColor { UIColor(Color(systemColor: .systemGray2)) }
    nonisolated public class var systemGray3: UIColor { UIColor(Color(systemColor: .systemGray3)) }
    nonisolated public class var systemGray4: UIColor { UIColor(Color(systemColor: .systemGray4)) }
    nonisolated public class var systemGray5: UIColor { UIColor(Color(systemColor: .systemGray5)) }
    nonisolated public class var systemGray6: UIColor { UIColor(Color(systemColor: .systemGray6)) }
    nonisolated public class var tintColor: UIColor { UIColor(Color.accentColor) }
    /// Text on a dark background: white at 60% opacity (UIKit's header gives 1.0 white, alpha 0.6).
    nonisolated public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Text on a light background: black (UIKit's header gives 0.0 white, alpha 1.0).
    nonisolated public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
    /// The grouped table's background (deprecated in iOS 13 for `systemGroupedBackground`, which it is here).
    nonisolated public class var groupTableViewBackground: UIColor { UIColor(Color(systemColor: .systemGroupedBackground)) }
    nonisolated public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    nonisolated public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    nonisolated public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    nonisolated public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    nonisolated public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    nonisolated public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    nonisolated public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    nonisolated public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    nonisolated public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    nonisolated public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    nonisolated public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    nonisolated public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    nonisolated public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    nonisolated public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    nonisolated public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
}

/// The traits a UIKit colour, image or font is resolved for: here, the appearance, the
/// Dynamic Type size and the layout direction.
nonisolated public struct UITraitCollection: Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The user's text size (`.unspecified` in a collection made with another trait alone).
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The direction of the layout (`.unspecified` in a collection made with another trait alone).
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: .unspecified)
    }

    /// Traits holding only a text size (UIKit's `init(preferredContentSizeCategory:)`).
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// Traits holding only a layout direction (UIKit's `init(layoutDirection:)`).
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(userInterfaceStyle: .unspecified, preferredContentSizeCategory: .unspecified, layoutDirection: layoutDirection)
    }

    init(userInterfaceStyle: UIUserInterfaceStyle, preferredContentSizeCategory: UIContentSizeCategory,
         layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }

    /// The traits of the render in progress: its appearance, text size and layout direction.
    public static var current: UITraitCollection {
        UITraitCollection(userInterfaceStyle: renderingEnvironment.colorScheme == .dark ? .dark : .light,
                          preferredContentSizeCategory: UIContentSizeCategory(renderingEnvironment.contentSizeCategory),
                          layoutDirection: renderingEnvironment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }
}

/// The direction a layout runs (UIKit's `UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// The type of `#colorLiteral(red:green:blue:alpha:)` where no other type is expected, as
/// UIKit declares it.
public typealias _ColorLiteralType = UIColor

/// The type of `#imageLiteral(resourceName:)` where no other type is expected, as UIKit
/// declares it.
public typealias _ImageLiteralType = UIImage

/// A Core Graphics colour: sRGB components, drawn through `Color(cgColor:)`.
nonisolated public final class CGColor: @unchecked Sendable, Hashable, CustomStringConvertible {
    let color: Color

    init(color: Color) {
        self.color = color
    }

    /// A colour from sRGB components and opacity (0…1).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A grey (0 black, 1 white) and opacity.
    public init(gray: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(gray), opacity: Double(alpha))
    }

    /// The sRGB components and opacity (in the render in progress, or the light appearance).
    public var components: [CGFloat]? {
        guard let rgba = color.resolved(in: renderingEnvironment) else { return nil }
        return [CGFloat(rgba.r) / 255, CGFloat(rgba.g) / 255, CGFloat(rgba.b) / 255, CGFloat(rgba.a) / 255]
    }

    /// The number of components, opacity included.
    public var numberOfComponents: Int { 4 }

    /// The opacity.
    public var alpha: CGFloat { components?[3] ?? 0 }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public var description: String { "CGColor(\(color))" }
}

/// A Core Image colour, made from a UIKit colour.
nonisolated public final class CIColor: @unchecked Sendable {
    let color: Color

    /// The colour of `color`.
    public init(color: UIColor) {
        self.color = color.color
    }

    /// The red component (0…1).
    public var red: CGFloat { component(0) }
    /// The green component (0…1).
    public var green: CGFloat { component(1) }
    /// The blue component (0…1).
    public var blue: CGFloat { component(2) }
    /// The opacity (0…1).
    public var alpha: CGFloat { component(3) }

    private func component(_ index: Int) -> CGFloat {
        CGColor(color: color).components?[index] ?? 0
    }
}

nonisolated extension Color {
    /// A Core Graphics colour.
    public init(cgColor: CGColor) {
        self = cgColor.color
    }

    /// The Core Graphics colour of a constant colour (made from components, or from a Core
    /// Graphics or constant UIKit colour); nil for a dynamic one (a system colour, the tint, an
    /// asset catalogue's colour), as SwiftUI's `cgColor` documents.
    public var cgColor: CGColor? {
        guard case .components = base else { return nil }
        return CGColor(color: self)
    }
}

nonisolated extension UIColor {
    /// The UIKit colour of a Core Graphics colour.
    public convenience init(cgColor: CGColor) {
        self.init(cgColor.color)
    }
}

/// A Home Screen quick action (UIKit's `UIApplicationShortcutItem`): kept, never shown.
nonisolated open class UIApplicationShortcutItem: @unchecked Sendable {
    /// The app's own identifier of the action.
    open fileprivate(set) var type: String
    /// The title the Home Screen shows.
    open fileprivate(set) var localizedTitle: String
    /// The subtitle under the title.
    open fileprivate(set) var localizedSubtitle: String?
    /// The icon beside the title.
    open fileprivate(set) var icon: UIApplicationShortcutIcon?
    /// The app's own information about the action.
    open fileprivate(set) var userInfo: [String: Any]?
    /// The scene's content this action targets.
    open fileprivate(set) var targetContentIdentifier: Any?

    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: Any]? = nil) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
    }

    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
}

/// A quick action whose properties can be set (UIKit's `UIMutableApplicationShortcutItem`).
nonisolated open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem, @unchecked Sendable {
    open override var type: String { get { super.type } set { super.type = newValue } }
    open override var localizedTitle: String { get { super.localizedTitle } set { super.localizedTitle = newValue } }
    open override var localizedSubtitle: String? { get { super.localizedSubtitle } set { super.localizedSubtitle = newValue } }
    open override var icon: UIApplicationShortcutIcon? { get { super.icon } set { super.icon = newValue } }
    open override var userInfo: [String: Any]? { get { super.userInfo } set { super.userInfo = newValue } }
    open override var targetContentIdentifier: Any? { get { super.targetContentIdentifier } set { super.targetContentIdentifier = newValue } }
}

/// A quick action's icon (UIKit's `UIApplicationShortcutIcon`): kept, never drawn.
nonisolated open class UIApplicationShortcutIcon: @unchecked Sendable {
    /// The system's icons for quick actions.
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite,
             love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task,
             taskCompleted, alarm, bookmark, shuffle, audio, update
    }

    public init(type: IconType) {}
    public init(systemImageName: String) {}
    public init(templateImageName: String) {}
}

/// Light or dark, as UIKit names them.
nonisolated public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

nonisolated extension Color {
    /// A UIKit colour.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// A UIKit colour: `Color(.systemGray6)` is UIKit's adaptive system colour. Disfavoured, as
    /// SwiftUI declares it, so that `Color(.brand)` picks an asset's `ColorResource` where
    /// Xcode also generates a `UIColor.brand`.
    @_disfavoredOverload
    public init(_ uiColor: UIColor) {
        self = uiColor.color
    }
}

// MARK: - Fonts

/// A UIKit font, handed to SwiftUI with `Font(_:)`: the bundled font at its size and weight.
///
/// An `NSObject` with secure coding, as UIKit's: apps keep a chosen font with
/// `NSKeyedArchiver.archivedData(withRootObject:requiringSecureCoding:)` and read it back with
/// `NSKeyedUnarchiver.unarchivedObject(ofClass: UIFont.self, from:)`. Two fonts are equal when
/// their name, size, weight and text style are.
open class UIFont: NSObject, NSSecureCoding, @unchecked Sendable {
    public let pointSize: CGFloat
    /// The font's name: the one it was made with, or `.SFUI-Regular` for the system font, as UIKit
    /// names it (any weight: the name is not what draws it here).
    public let fontName: String
    let weight: Weight
    let textStyle: TextStyle?

    init(pointSize: CGFloat, weight: Weight, textStyle: TextStyle?, fontName: String = UIFont.systemFontName) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.fontName = fontName
        super.init()
    }

    /// A named font, drawn with the bundled font at `size`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: fontSize, weight: .regular, textStyle: nil, fontName: fontName)
    }

    static let systemFontName = ".SFUI-Regular"

    /// The family of the font: its name before a `-` (`Avenir` of `Avenir-Heavy`), or
    /// `.AppleSystemUIFont` for the system font, as UIKit names it.
    public var familyName: String {
        fontName == Self.systemFontName ? ".AppleSystemUIFont" : String(fontName.prefix { $0 != "-" })
    }

    public static var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encode(Double(pointSize), forKey: "pointSize")
        coder.encode(fontName, forKey: "fontName")
        coder.encode(Double(weight.rawValue), forKey: "weight")
        coder.encode(textStyle.flatMap { Font.TextStyle.allCases.firstIndex(of: $0.fontStyle) } ?? -1, forKey: "textStyle")
    }

    public required convenience init?(coder: NSCoder) {
        guard let name = coder.decodeObject(of: NSString.self, forKey: "fontName") as String? else { return nil }
        let style = coder.decodeInteger(forKey: "textStyle")
        self.init(pointSize: CGFloat(coder.decodeDouble(forKey: "pointSize")),
                  weight: Weight(rawValue: CGFloat(coder.decodeDouble(forKey: "weight"))),
                  textStyle: Font.TextStyle.allCases.indices.contains(style) ? TextStyle(fontStyle: Font.TextStyle.allCases[style]) : nil,
                  fontName: name)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return pointSize == other.pointSize && fontName == other.fontName && weight == other.weight && textStyle == other.textStyle
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(fontName)
        hasher.combine(weight)
        hasher.combine(textStyle)
        return hasher.finalize()
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: nil)
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .bold, textStyle: nil)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: .regular, textStyle: nil)
    }

    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The Dynamic Type font of `style`, at its size in the category of the render in progress.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = Font(sizing: .style(style.fontStyle)).metrics(in: renderingEnvironment.contentSizeCategory, weightOverride: nil, bold: false)
        return UIFont(pointSize: CGFloat(metrics.size), weight: .regular, textStyle: style)
    }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: nil, fontName: fontName)
    }

    /// The weight of a UIKit font.
    nonisolated public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        var fontWeight: Font.Weight {
            switch rawValue {
            case ..<(-0.7): .ultraLight
            case ..<(-0.5): .thin
            case ..<(-0.2): .light
            case ..<0.1: .regular
            case ..<0.27: .medium
            case ..<0.35: .semibold
            case ..<0.5: .bold
            case ..<0.6: .heavy
            default: .black
            }
        }
    }

    /// A Dynamic Type style, as UIKit names it.
    nonisolated public struct TextStyle: Hashable, Sendable {
        let fontStyle: Font.TextStyle
        public static let largeTitle = TextStyle(fontStyle: .largeTitle)
        public static let title1 = TextStyle(fontStyle: .title)
        public static let title2 = TextStyle(fontStyle: .title2)
        public static let title3 = TextStyle(fontStyle: .title3)
        public static let headline = TextStyle(fontStyle: .headline)
        public static let subheadline = TextStyle(fontStyle: .subheadline)
        public static let body = TextStyle(fontStyle: .body)
        public static let callout = TextStyle(fontStyle: .callout)
        public static let footnote = TextStyle(fontStyle: .footnote)
        public static let caption1 = TextStyle(fontStyle: .caption)
        public static let caption2 = TextStyle(fontStyle: .caption2)
    }
}

nonisolated extension Font {
    /// A UIKit font: its Dynamic Type style, or the system font at its size and weight.
    public init(_ font: UIFont) {
        if let style = font.textStyle {
            self.init(sizing: .style(style.fontStyle))
        } else {
            self = .system(size: Double(font.pointSize), weight: font.weight.fontWeight)
        }
    }
}

// MARK: - Images

// An image is drag-and-drop data, as in Apple's UIKit (`NSItemProvider(object: image)`).
nonisolated extension UIImage: NSItemProviderReading, NSItemProviderWriting {}

/// A UIKit image, handed to SwiftUI with `Image(uiImage:)`.
open class UIImage: @unchecked Sendable, _ExpressibleByImageLiteral {
    let image: Image

    init(image: Image) {
        self.image = image
    }

    /// An image literal, `#imageLiteral(resourceName:)`: the image of the app's bundle or
    /// asset folder named `name`, as `UIImage(named:)`.
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(image: Image(name))
    }

    /// An image of the app's bundle or asset folder, by name.
    public init?(named name: String, in bundle: Bundle? = nil, with configuration: Configuration? = nil) {
        image = Image(name, bundle: bundle)
    }

    /// An image of the app's bundle or asset folder, by name.
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        image = Image(name, bundle: bundle)
    }

    /// A system symbol.
    public init?(systemName name: String) {
        image = Image(systemName: name)
    }

    /// A system symbol; the configuration is accepted (the symbol is sized where SwiftUI
    /// shows it).
    public init?(systemName name: String, withConfiguration configuration: Configuration?) {
        image = Image(systemName: name)
    }

    /// This image; the configuration is accepted.
    open func withConfiguration(_ configuration: Configuration) -> UIImage { self }

    /// This image; the configuration is accepted.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }

    /// The traits an image is chosen for (accepted).
    open class Configuration: @unchecked Sendable {
        init() {}
    }

    /// The size, weight and scale a symbol image is chosen for (accepted: the symbol is sized
    /// where SwiftUI shows it).
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The configuration's point size (0 when none was given).
        public let pointSize: CGFloat
        /// The configuration's weight.
        public let weight: SymbolWeight
        /// The configuration's scale.
        public let scale: SymbolScale

        init(pointSize: CGFloat = 0, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// A point size.
        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        /// A point size and weight.
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        /// A weight.
        public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        /// A scale.
        public convenience init(scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        /// A text style's size.
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: 0, weight: .unspecified, scale: .unspecified) }
        /// A text style's size and a scale.
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        /// A font's size.
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified) }
        /// A font's size and a scale.
        public convenience init(font: UIFont, scale: SymbolScale) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale) }
        /// A hierarchical colour (accepted).
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: 0, weight: .unspecified, scale: .unspecified) }
        /// Palette colours (accepted).
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: 0, weight: .unspecified, scale: .unspecified) }

        /// This configuration with `configuration`'s values where it has them.
        open func applying(_ configuration: Configuration?) -> Self { self }
    }

    /// A symbol image's weight.
    nonisolated public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol image's scale relative to text.
    nonisolated public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified, small, medium, large
    }

    /// PNG data; nil when the data is not a PNG.
    public init?(data: Data, scale: CGFloat = 1) {
        guard data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        image = Image(pngData: data, scale: Double(scale))
    }

    /// A PNG file.
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        image = Image(filePath: path)
    }

    /// An empty image.
    public init() {
        image = Image(bitmap: Bitmap(width: 1, height: 1))
    }

    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    /// The image as PNG data: an image made from pixels (an image renderer's, a Core Graphics
    /// image's) or from PNG data; nil for a named or symbol image, whose pixels only drawing makes.
    open func pngData() -> Data? {
        switch image.source {
        case .bitmap(let bitmap, _, _): return Data(PNG.encode(bitmap))
        case .png(let bytes, _, _): return Data(bytes)
        default: return nil
        }
    }
    /// Encoded images are not made in a snapshot.
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }

    /// How a UIKit image is tinted.
    nonisolated public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }
}

nonisolated extension Image {
    /// A UIKit image.
    public init(uiImage: UIImage) {
        self = uiImage.image
    }
}

// MARK: - Screen, device, application

/// The screen: the snapshot's device, in its orientation.
nonisolated public final class UIScreen: @unchecked Sendable {
    /// The screen of the render in progress.
    public static var main: UIScreen { UIScreen() }

    /// The screen in points.
    public var bounds: CGRect {
        let size = renderingEnvironment.screenSize
        return CGRect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// The screen in pixels, portrait.
    public var nativeBounds: CGRect {
        let environment = renderingEnvironment
        let size = environment.device.size(in: .portrait)
        return CGRect(x: 0, y: 0, width: size.width * environment.device.scale, height: size.height * environment.device.scale)
    }

    /// Pixels per point.
    public var scale: CGFloat { CGFloat(renderingEnvironment.device.scale) }
}

/// Phone or pad, as UIKit names them.
nonisolated public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// The way a device is held.
nonisolated public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Face up or face down: the device lies flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// A portrait or landscape orientation, one an interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device: the snapshot's.
nonisolated public final class UIDevice: @unchecked Sendable {
    /// The device of the render in progress.
    public static var current: UIDevice { UIDevice() }

    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        renderingEnvironment.device.name.hasPrefix("iPad") ? .pad : .phone
    }

    public var orientation: UIDeviceOrientation {
        renderingEnvironment.orientation == .landscape ? .landscapeLeft : .portrait
    }

    public var name: String { renderingEnvironment.device.name }
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    public var systemName: String { "iOS" }
    /// The iOS version whose look Proofsheet draws.
    public var systemVersion: String { "18.0" }
    /// Starts orientation notifications: none is posted in a snapshot (the orientation is the
    /// render's).
    public func beginGeneratingDeviceOrientationNotifications() {}
    /// Posted when the device turns: never in a snapshot.
    public static let orientationDidChangeNotification = NSNotification.Name("UIDeviceOrientationDidChangeNotification")
    public func endGeneratingDeviceOrientationNotifications() {}
    public var isGeneratingDeviceOrientationNotifications: Bool { false }
    public var isBatteryMonitoringEnabled = false
    public var batteryLevel: Float { 1 }
}

/// The running application: in a snapshot there is none, so its actions do nothing.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    public static var shared: UIApplication { UIApplication() }
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// Opens nothing; calls `completion` with false.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil) {
        completion?(false)
    }

    public func canOpenURL(_ url: URL) -> Bool { false }
    /// The app's delegate: nil, as no app is launched in a snapshot (`shared` is a new
    /// application each time, so a delegate set on it is not kept).
    public weak var delegate: (any UIApplicationDelegate)?
    /// The user's text size: the render's in progress (`large` outside a render).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UIContentSizeCategory(renderingEnvironment.contentSizeCategory)
    }
    public var applicationIconBadgeNumber = 0
    public var isIdleTimerDisabled = false
    public var applicationState: State { .active }
    /// The Home Screen quick actions the app adds (kept on this instance; `shared` is a new
    /// application each time, and a snapshot has no Home Screen).
    public var shortcutItems: [UIApplicationShortcutItem]?

    /// Registers nothing: a snapshot receives no remote notification.
    public func registerForRemoteNotifications() {}
    /// Unregisters nothing.
    public func unregisterForRemoteNotifications() {}
    /// False: a snapshot is never registered for remote notifications.
    public var isRegisteredForRemoteNotifications: Bool { false }

    /// False: a snapshot has no home screen whose icon could change.
    public var supportsAlternateIcons: Bool { false }
    /// Nil: the primary icon is shown.
    public var alternateIconName: String? { nil }

    /// Changes nothing; calls `completionHandler` with `CocoaError(.featureUnsupported)`, the
    /// error iOS reports where alternate icons are not supported.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(CocoaError(.featureUnsupported))
    }

    /// Changes nothing; throws `CocoaError(.featureUnsupported)`, as iOS does where alternate
    /// icons are not supported.
    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        throw CocoaError(.featureUnsupported)
    }

    /// An option of `open(_:options:completionHandler:)`.
    nonisolated public struct OpenExternalURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "universalLinksOnly")
    }

    /// Whether the app is in front.
    nonisolated public enum State: Int, Sendable { case active, inactive, background }

    // The application's life-cycle notifications: apps observe them (`NotificationCenter`,
    // `.onReceive`); in a snapshot none is posted.
    nonisolated public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    nonisolated public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UIApplicationDidEnterBackgroundNotification")
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UIApplicationWillEnterForegroundNotification")
    nonisolated public static let didFinishLaunchingNotification = NSNotification.Name("UIApplicationDidFinishLaunchingNotification")
    nonisolated public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    nonisolated public static let didReceiveMemoryWarningNotification = NSNotification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    nonisolated public static let significantTimeChangeNotification = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")
    nonisolated public static let userDidTakeScreenshotNotification = NSNotification.Name("UIApplicationUserDidTakeScreenshotNotification")
}

// MARK: - Haptics and accessibility

/// Haptic feedback: nothing to feel in a snapshot.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    public init() {}
    open func prepare() {}
}

/// An impact's feel: nothing in a snapshot.
public final class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public init(style: FeedbackStyle) {
        super.init()
    }

    public override init() {
        super.init()
    }

    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}

    /// How strong an impact is.
    nonisolated public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
}

/// A notification's feel: nothing in a snapshot.
public final class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public func notificationOccurred(_ notificationType: FeedbackType) {}

    /// What a notification reports.
    nonisolated public enum FeedbackType: Int, Sendable { case success, warning, error }
}

/// A selection's feel: nothing in a snapshot.
public final class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    public func selectionChanged() {}
}

/// UIKit's accessibility settings and announcements, as a snapshot has them.
nonisolated public enum UIAccessibility {
    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { renderingEnvironment.legibilityWeight == .bold }

    /// Announces nothing in a snapshot.
    public static func post(notification: Notification, argument: Any?) {}

    /// What an accessibility announcement is about.
    nonisolated public struct Notification: Hashable, Sendable {
        let name: String
        public static let announcement = Notification(name: "announcement")
        public static let screenChanged = Notification(name: "screenChanged")
        public static let layoutChanged = Notification(name: "layoutChanged")
        public static let pageScrolled = Notification(name: "pageScrolled")
    }
}

// MARK: - Geometry and paths

/// Insets, as UIKit names their edges.
nonisolated public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Insets by leading and trailing edges (UIKit's `NSDirectionalEdgeInsets`).
nonisolated public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// The insets of SwiftUI's edge insets.
    public init(_ edgeInsets: EdgeInsets) {
        self.init(top: edgeInsets.top, leading: edgeInsets.leading, bottom: edgeInsets.bottom, trailing: edgeInsets.trailing)
    }

    public static let zero = NSDirectionalEdgeInsets()
}

nonisolated extension EdgeInsets {
    /// SwiftUI's edge insets of UIKit's directional ones (`.listRowInsets(.init(.zero))`).
    public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
        self.init(top: nsEdgeInsets.top, leading: nsEdgeInsets.leading, bottom: nsEdgeInsets.bottom, trailing: nsEdgeInsets.trailing)
    }
}

/// Edges of a rectangle (UIKit's `UIRectEdge`).
nonisolated public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Corners of a rectangle, for rounding some of them.
nonisolated public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1)
    public static let topRight = UIRectCorner(rawValue: 2)
    public static let bottomLeft = UIRectCorner(rawValue: 4)
    public static let bottomRight = UIRectCorner(rawValue: 8)
    public static let allCorners = UIRectCorner(rawValue: 15)
}

/// A Core Graphics path, as `UIBezierPath.cgPath` gives it: a ``Path`` by another name.
nonisolated public struct CGPath: Sendable {
    let path: Path
}

nonisolated extension Path {
    /// A Core Graphics path.
    public init(_ path: CGPath) {
        self = path.path
    }

    /// This path as a Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }
}

/// A UIKit path, built as SwiftUI's ``Path`` is (the rounded-corner shape many apps write).
open class UIBezierPath: @unchecked Sendable {
    var path = Path()
    public var lineWidth: CGFloat = 1

    public init() {}

    public init(rect: CGRect) {
        path.addRect(rect)
    }

    public init(ovalIn rect: CGRect) {
        path.addEllipse(in: rect)
    }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .circular)
    }

    /// `rect` with `corners` rounded by circular arcs of `cornerRadii` (clamped to half the
    /// shorter side, as UIKit does) and the other corners square.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let limit = min(rect.width, rect.height) / 2
        let radius = max(0, min(cornerRadii.width, cornerRadii.height, limit))
        func r(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        path.move(to: CGPoint(x: minX + r(.topLeft), y: minY))
        path.addLine(to: CGPoint(x: maxX - r(.topRight), y: minY))
        if r(.topRight) > 0 {
            path.addArc(center: CGPoint(x: maxX - radius, y: minY + radius), radius: radius,
                        startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        }
        path.addLine(to: CGPoint(x: maxX, y: maxY - r(.bottomRight)))
        if r(.bottomRight) > 0 {
            path.addArc(center: CGPoint(x: maxX - radius, y: maxY - radius), radius: radius,
                        startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        }
        path.addLine(to: CGPoint(x: minX + r(.bottomLeft), y: maxY))
        if r(.bottomLeft) > 0 {
            path.addArc(center: CGPoint(x: minX + radius, y: maxY - radius), radius: radius,
                        startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        }
        path.addLine(to: CGPoint(x: minX, y: minY + r(.topLeft)))
        if r(.topLeft) > 0 {
            path.addArc(center: CGPoint(x: minX + radius, y: minY + radius), radius: radius,
                        startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        }
        path.closeSubpath()
    }

    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { path.addQuadCurve(to: endPoint, control: controlPoint) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// An arc; UIKit's `clockwise` is in its y-down space, as SwiftUI's is not.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: !clockwise)
    }

    open func close() { path.closeSubpath() }
    open func append(_ other: UIBezierPath) { path.addPath(other.path) }

    /// The path as Core Graphics holds it.
    open var cgPath: CGPath { CGPath(path: path) }
    open var bounds: CGRect { path.boundingRect }
    open var isEmpty: Bool { path.isEmpty }
}

// MARK: - UIKit views in SwiftUI

/// A UIKit view. Wrapped in SwiftUI with ``UIViewRepresentable``, it is not drawn in a snapshot.
@preconcurrency @MainActor
open class UIView: UIResponder {
    open var frame: CGRect
    /// The view's Core Animation layer (kept; a snapshot draws no layer).
    open var layer: CALayer { backingLayer }
    /// The view's transform (kept; a UIKit view in a representable is not drawn).
    open var transform = CGAffineTransform.identity
    /// The view's 3D transform, its layer's (kept; iOS 13).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    private lazy var backingLayer: CALayer = ObjectIdentifier(Self.layerClass) == ObjectIdentifier(CAEmitterLayer.self) ? CAEmitterLayer() : CALayer()
    /// The class of the view's layer (UIKit's `layerClass`), which a subclass overrides, as
    /// with `CAEmitterLayer.self` for particles. The layer is of that class where it is
    /// `CALayer` or `CAEmitterLayer`; another class gets a plain `CALayer` (it is not drawn).
    open class var layerClass: AnyClass { CALayer.self }
    /// The view's own coordinates: its origin (zero unless set) and the frame's size. Setting
    /// it resizes the frame about its centre, as in UIKit.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            let center = self.center
            boundsOrigin = newValue.origin
            frame.size = newValue.size
            self.center = center
        }
    }
    private var boundsOrigin = CGPoint.zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var backgroundColor: UIColor?
    open var tintColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    /// Whether the view promises to fill its bounds with opaque pixels (true by default, as in
    /// UIKit): kept; it changes nothing drawn here.
    open var isOpaque = true
    open var isUserInteractionEnabled = true
    open var translatesAutoresizingMaskIntoConstraints = true
    open var clipsToBounds = false
    open private(set) var subviews: [UIView] = []
    /// The gesture recognizers attached with `addGestureRecognizer(_:)`.
    var attachedGestureRecognizers: [UIGestureRecognizer] = []

    /// A view with `frame` (UIKit's designated initialiser).
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// A view from an archive (a nib or storyboard): required, as UIKit's `NSCoding` makes
    /// it, so a subclass with its own designated initialiser implements it and can call
    /// `super.init(coder:)`. Nothing is decoded (no interface archive is loaded here): the
    /// view has a zero frame and its defaults.
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// Encodes nothing (no interface archive is written here).
    open func encode(with coder: NSCoder) {}

    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Adds `view` in front of the other subviews (moving it from its superview).
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
    /// Inserts `view` at `index` among the subviews, back to front (moving it from its superview).
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superviewReference = self
    }
    /// Moves `view`, a subview, in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }
    /// Moves `view`, a subview, behind its siblings.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }
    /// Removes the view from its superview's subviews.
    open func removeFromSuperview() {
        guard let superview = superviewReference else { return }
        superview.subviews.removeAll { $0 === self }
        superviewReference = nil
    }
    private weak var superviewReference: UIView?

    /// Whether `point` (in the view's bounds' coordinates) is inside the view: inside its
    /// bounds, as UIKit's default answers (`event` is not read).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The farthest descendant (or the view itself) that contains `point`, UIKit's hit test:
    /// nil when the view is hidden, does not take touches, is nearly transparent (alpha under
    /// 0.01) or `point(inside:with:)` is false; else the subviews are asked front to back, each
    /// with the point in its own coordinates, and the view answers for itself when none does.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {}

    // Auto Layout anchors: constraints are made and accepted; a UIKit view is not drawn.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// The view's safe area for Auto Layout (its anchors make constraints that are accepted).
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(frame: bounds.inset(by: safeAreaInsets)) }
    /// The view's margins for Auto Layout (UIKit's default: 8 points on each side).
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(frame: bounds.insetBy(dx: 8, dy: 8)) }
    /// The parts of the view that bars and the screen's edges cover: none for a view outside a
    /// window (a window's are the device's safe area).
    open var safeAreaInsets: UIEdgeInsets { .zero }
    private static var animationsEnabled = true
    /// Whether UIKit animates view changes: what `setAnimationsEnabled(_:)` last set (true at
    /// first). Nothing animates in a snapshot either way.
    open class var areAnimationsEnabled: Bool { animationsEnabled }
    /// Turns UIKit's view animations on or off (UI tests turn them off; kept).
    open class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }
    /// The traits of the render in progress (its appearance).
    open var traitCollection: UITraitCollection { .current }
    /// Called when the traits change: never during a render, whose traits are fixed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    open func setNeedsLayout() {}
    /// Marks the view to be drawn again: a snapshot draws each view once.
    open func setNeedsDisplay() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    /// Resizes the view to `sizeThatFits(_:)` of its current size, as UIKit does (a plain
    /// view's is its own size: no change).
    open func sizeToFit() {
        bounds.size = sizeThatFits(bounds.size)
    }
    /// The size that best fits `size`: UIKit's default is the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// The size the view's content needs: none by default (`noIntrinsicMetric` on both axes).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Marks the intrinsic size out of date (a UIKit view is not laid out here).
    open func invalidateIntrinsicContentSize() {}
    /// The value of an axis with no intrinsic size (UIKit's `UIView.noIntrinsicMetric`, -1).
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    /// The target size for the smallest fitting size (UIKit's `layoutFittingCompressedSize`, zero).
    nonisolated public static let layoutFittingCompressedSize = CGSize.zero
    /// The target size for the largest fitting size (UIKit's `layoutFittingExpandedSize`,
    /// as large as a layout can be).
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// The size Auto Layout gives the view for `targetSize`: `sizeThatFits(_:)` here, as
    /// constraints are accepted and not solved.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }
    /// The size Auto Layout gives the view for `targetSize` with the priorities of its axes:
    /// `sizeThatFits(_:)` here, as constraints are accepted and not solved.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        sizeThatFits(targetSize)
    }
    /// An integer the app identifies the view by.
    open var tag = 0
    /// How the view resizes with its superview (accepted: a UIKit view is not laid out here).
    open var autoresizingMask: AutoresizingMask = []

    /// How a view resizes with its superview (UIKit's `UIView.AutoresizingMask`).
    nonisolated public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1)
        public static let flexibleWidth = AutoresizingMask(rawValue: 2)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 4)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 8)
        public static let flexibleHeight = AutoresizingMask(rawValue: 16)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 32)
    }
    /// The appearance the view is drawn in when not the system's (accepted; a snapshot's
    /// appearance is the test's).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The window the view is in: none (a UIKit view is not placed in a snapshot).
    open var window: UIWindow? { nil }
    /// The view holding this one as a subview.
    open var superview: UIView? { superviewReference }

    /// Ends editing in the view and its subviews: nothing is edited in a snapshot, so it
    /// returns true (UIKit's answer when the text field resigned).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { true }

    /// Draws the view's own content into `context` at `rect`.
    func drawContent(in rect: CGRect, context: ImageContext) {
        if let background = backgroundColor {
            context.fill(rect, with: background.resolvedRGBA)
        }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return }
        let sx = rect.width / size.width, sy = rect.height / size.height
        for subview in subviews where !subview.isHidden {
            let frame = subview.frame
            subview.drawContent(in: CGRect(x: rect.minX + frame.minX * sx, y: rect.minY + frame.minY * sy,
                                           width: frame.width * sx, height: frame.height * sy), context: context)
        }
    }

    /// The appearance proxy of the class: what is set on it is accepted and not drawn (a
    /// snapshot draws SwiftUI's look). UIKit's subclasses here return their own proxy type.
    open class func appearance() -> UIView { UIView() }

    /// The appearance proxy of the class inside `containerTypes`: accepted, as `appearance()`.
    open class func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> UIView {
        appearance()
    }
}

/// A class whose instances contain views with appearance proxies (UIKit's `UIAppearanceContainer`).
public protocol UIAppearanceContainer: AnyObject {}

extension UIView: UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

/// How a presented view controller covers the screen (UIKit's `UIModalPresentationStyle`).
nonisolated public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// How a presented view controller appears (UIKit's `UIModalTransitionStyle`).
nonisolated public enum UIModalTransitionStyle: Int, Sendable { case coverVertical, flipHorizontal, crossDissolve, partialCurl }

/// What a navigation bar shows for a view controller (UIKit's `UINavigationItem`): kept,
/// not drawn (a representable's UIKit content is not drawn).
@preconcurrency @MainActor
open class UINavigationItem {
    /// When the navigation bar shows a large title (UIKit's `UINavigationItem.LargeTitleDisplayMode`).
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }

    open var title: String?
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    open var titleView: UIView?
    open var prompt: String?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    /// How the back button shows the previous title (kept; no bar is drawn).
    open var backButtonDisplayMode = BackButtonDisplayMode.default

    /// How the back button shows the previous item's title (UIKit's
    /// `UINavigationItem.BackButtonDisplayMode`): its title, "Back", or the chevron alone.
    public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }

    /// The search controller whose bar the navigation bar shows (kept, not drawn).
    open var searchController: UISearchController?
    /// Whether the search bar hides while the content scrolls (kept).
    open var hidesSearchBarWhenScrolling = true
    /// Where the navigation bar puts the search bar (kept).
    open var preferredSearchBarPlacement = SearchBarPlacement.automatic

    /// Where a navigation bar puts its search bar (UIKit's `UINavigationItem.SearchBarPlacement`).
    public enum SearchBarPlacement: Int, Sendable { case automatic, inline, stacked, integratedButton = 4, integrated = 5, integratedCentered = 6 }

    public init(title: String) {
        self.title = title
    }

    public init() {}
}

/// A stack of view controllers under a navigation bar (UIKit's `UINavigationController`).
/// In a representable it is not drawn, as every UIKit view controller; the stack is kept, so
/// an app's pushes and pops change `viewControllers` as in UIKit.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The edge swipe that pops the top controller (never recognizes: nothing is touched).
    open private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = UIScreenEdgePanGestureRecognizer()
    /// The stack, the root first.
    open var viewControllers: [UIViewController] = [] {
        didSet {
            viewControllers.forEach { $0.navigationControllerReference = self }
            navigationBar.items = viewControllers.map(\.navigationItem)
        }
    }
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: the top one (nothing is presented over it here).
    open var visibleViewController: UIViewController? { viewControllers.last }
    /// The navigation bar (its settings are accepted).
    public let navigationBar = UINavigationBar()
    /// Whether the navigation bar is hidden.
    open var isNavigationBarHidden = false
    /// Whether the toolbar is hidden.
    open var isToolbarHidden = true
    /// Whether a swipe hides the bars (kept; nothing is swiped in a snapshot).
    open var hidesBarsOnSwipe = false
    /// Whether a tap hides the bars (kept).
    open var hidesBarsOnTap = false
    /// Whether the keyboard hides the bars (kept).
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether a vertically compact screen hides the bars (kept).
    open var hidesBarsWhenVerticallyCompact = false
    /// The swipe that hides the bars (never recognizes: nothing is touched).
    open private(set) lazy var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer = UIPanGestureRecognizer()
    /// The tap that hides the bars (never recognizes).
    open private(set) lazy var barHideOnTapGestureRecognizer: UITapGestureRecognizer = UITapGestureRecognizer()
    /// Told of pushes and pops (never called here: nothing animates).
    open weak var delegate: (any UINavigationControllerDelegate)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller from a storyboard: an empty stack (no storyboard is loaded here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A navigation controller with `rootViewController` as its stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [rootViewController]
        // A class's own initialiser does not run its property observers.
        rootViewController.navigationControllerReference = self
        navigationBar.items = [rootViewController.navigationItem]
    }

    /// Pushes `viewController` on the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        viewControllers.append(viewController)
    }

    /// Pops the top controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1 else { return nil }
        return viewControllers.removeLast()
    }

    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        viewControllers = [viewControllers[0]]
        return popped
    }

    /// Pops the controllers above `viewController` and returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        viewControllers.removeSubrange((index + 1)...)
        return popped
    }

    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// Hides or shows the navigation bar.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Hides or shows the toolbar.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }
}

/// A UIKit view controller. Wrapped in SwiftUI with ``UIViewControllerRepresentable``, it is
/// not drawn in a snapshot.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    open var view: UIView! = UIView()
    open var title: String?
    private var ownTabBarItem: UITabBarItem?
    /// The item a tab bar controller shows for the controller: made at first read with the
    /// controller's title, as UIKit makes it (kept; a snapshot draws SwiftUI's tab bar).
    open var tabBarItem: UITabBarItem! {
        get {
            if let ownTabBarItem { return ownTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            ownTabBarItem = item
            return item
        }
        set { ownTabBarItem = newValue }
    }
    /// The traits of the render in progress (its appearance).
    open var traitCollection: UITraitCollection { .current }

    /// How the controller covers the screen when presented (accepted).
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    /// How the controller appears when presented (accepted).
    open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
    /// Whether a sheet cannot be swiped away (accepted).
    open var isModalInPresentation = false
    /// The size the controller prefers in a popover (accepted).
    open var preferredContentSize = CGSize.zero
    /// Insets added to the controller's safe area (accepted: its view is not drawn).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero
    /// The appearance the controller is drawn in when not the system's (accepted).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// What the navigation bar shows for the controller.
    public private(set) lazy var navigationItem = UINavigationItem()
    weak var navigationControllerReference: UINavigationController?
    /// The navigation controller whose stack holds the controller.
    open var navigationController: UINavigationController? { navigationControllerReference ?? parent?.navigationController }
    /// The controller holding this one as a child.
    open private(set) weak var parent: UIViewController?
    /// The controllers added with `addChild(_:)`.
    open private(set) var children: [UIViewController] = []
    /// The controller that presented this one: none (nothing is presented in a snapshot).
    open var presentingViewController: UIViewController? { nil }
    /// The controller this one presents: none.
    open var presentedViewController: UIViewController? { nil }
    /// The host app's context when the controller is an app extension's: none in a snapshot.
    open var extensionContext: NSExtensionContext? { nil }
    /// Whether the controller is being presented: never (nothing is presented in a snapshot).
    open var isBeingPresented: Bool { false }
    /// Whether the controller is being dismissed: never.
    open var isBeingDismissed: Bool { false }
    /// Whether the controller is being pushed or added to a parent: never (no transition runs).
    open var isMovingToParent: Bool { false }
    /// Whether the controller is being popped or removed from its parent: never.
    open var isMovingFromParent: Bool { false }

    /// A controller without a nib: `init(nibName: nil, bundle: nil)`, as in UIKit.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller whose view would come from the nib `nibNameOrNil` (UIKit's designated
    /// initialiser; no nib is loaded here).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// A controller from an archive (a storyboard): required, as UIKit's `NSCoding` makes it,
    /// so a subclass with its own designated initialiser implements it. Nothing is decoded
    /// (no storyboard is loaded here): the controller has its defaults.
    public required init?(coder: NSCoder) {}

    /// Encodes nothing (no storyboard is written here).
    open func encode(with coder: NSCoder) {}

    /// Adds `childController` as a child.
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called when the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Makes the controller's view (never called: no view controller is loaded in a snapshot).
    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews: never in a snapshot (UIKit lays nothing out).
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews: never in a snapshot.
    open func viewDidLayoutSubviews() {}
    /// Called when the view's safe area changes: never in a snapshot.
    open func viewSafeAreaInsetsDidChange() {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func present(_ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}

    /// Called when the traits change: never during a render, whose traits are fixed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The popover presenting the controller: one while `modalPresentationStyle` is
    /// `.popover`, else nil, as in UIKit (nothing is presented in a snapshot).
    open var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover = popoverReference { return popover }
        let popover = UIPopoverPresentationController(presentedViewController: self, presenting: nil)
        popoverReference = popover
        return popover
    }
    private var popoverReference: UIPopoverPresentationController?

    /// The status bar's style the controller prefers: `.default` (a snapshot draws no status bar).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the controller prefers the status bar hidden: false, as UIKit's default.
    open var prefersStatusBarHidden: Bool { false }
    /// Whether the controller prefers the home indicator hidden: false.
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// The orientations the controller supports: all but upside down, UIKit's default on iPhone.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The orientation the controller prefers when presented: portrait.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Asks UIKit to read the status bar preferences again: nothing is drawn, so nothing changes.
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Asks UIKit to read the supported orientations again: a snapshot does not rotate.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// Asks UIKit to read the home indicator preference again: nothing changes.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
}

/// What a representable's methods receive (SwiftUI's `UIViewRepresentableContext`).
nonisolated public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    /// The environment where the view is placed.
    public var environment: EnvironmentValues { renderingEnvironment }
}

/// What a view controller representable's methods receive.
nonisolated public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The representable's coordinator.
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { renderingEnvironment }
}

/// A UIKit view in SwiftUI. A snapshot cannot run UIKit: it draws the space the view takes,
/// empty, and notes it in the text description.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

nonisolated extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

nonisolated extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
}

/// A UIKit view controller in SwiftUI: drawn as empty space, noted in the text description.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    func makeCoordinator() -> Coordinator
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
}

nonisolated extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

nonisolated extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

/// An Auto Layout constraint (UIKit's `NSLayoutConstraint`): made and activated, never solved
/// (the UIKit views it relates are not drawn in a snapshot).
@preconcurrency @MainActor
open class NSLayoutConstraint {
    open var isActive = false
    open var constant: CGFloat
    open var priority = UILayoutPriority.required
    open var identifier: String?

    init(constant: CGFloat = 0) { self.constant = constant }

    public static func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }

    /// A direction of layout (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable { case horizontal, vertical }
}

extension UIView {
    /// Accepted: a UIKit view is not laid out in a snapshot.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    /// Accepted: a UIKit view is not laid out in a snapshot.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    /// The default resistance (`.defaultHigh`, UIKit's for most views).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }
    /// The default hugging (`.defaultLow`, UIKit's for most views).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultLow }
}

/// The priority of a constraint (UIKit's `UILayoutPriority`).
nonisolated public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

/// An edge or centre a constraint relates (UIKit's `NSLayoutAnchor`).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    public init() {}
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
}

/// A horizontal anchor (UIKit's `NSLayoutXAxisAnchor`).
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

nonisolated extension RunLoop.Mode {
    /// The mode a run loop is in while a scroll view tracks a touch (UIKit's
    /// `UITrackingRunLoopMode`): timers scheduled in it are kept; none fires in a snapshot.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}

/// A rectangle Auto Layout places views against (UIKit's `UILayoutGuide`): a view's safe area
/// or margins. Its anchors make constraints that are accepted, as a view's are.
@preconcurrency @MainActor
open class UILayoutGuide {
    /// The guide's rectangle in its view's coordinates.
    public let layoutFrame: CGRect
    /// A name for debugging (kept).
    open var identifier = ""

    init(frame: CGRect) { layoutFrame = frame }
    public init() { layoutFrame = .zero }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}

nonisolated extension CGRect {
    /// The rectangle with `insets` taken from its edges (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom).standardized
    }
}

/// A vertical anchor (UIKit's `NSLayoutYAxisAnchor`).
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor (UIKit's `NSLayoutDimension`).
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint(constant: c) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(constant: c)
    }
}

nonisolated extension UIImage: Equatable {
    /// The same image object, as `NSObject`'s equality is on iOS (`onChange(of: image)` compiles).
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
}

nonisolated extension UIImage: Hashable {
    /// The object's identity, as `NSObject`'s hash is on iOS (a `Hashable` model can hold an image).
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

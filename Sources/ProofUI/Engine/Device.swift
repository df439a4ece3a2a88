// ProofUI engine: the devices a snapshot renders on (screen size, scale, safe area, size classes) and their orientations.

import ProofBase
import ProofLayout

/// Portrait or landscape.
nonisolated public enum Orientation: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case portrait
    case landscape

    public var description: String { self == .portrait ? "portrait" : "landscape" }
}

/// Compact or regular width or height, as UIKit's trait collections report them.
nonisolated public enum UserInterfaceSizeClass: Hashable, Sendable, CustomStringConvertible {
    case compact
    case regular

    public var description: String { self == .compact ? "compact" : "regular" }
}

/// Safe-area insets in points, by physical edge.
public typealias SafeAreaInsets = ProofBase.EdgeInsets

nonisolated extension ProofBase.EdgeInsets {
    var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }

    /// `top 47, left 0, bottom 34, right 0`: how text descriptions name a safe area.
    var safeAreaDescription: String {
        "top \(formatPoints(top)), left \(formatPoints(left)), bottom \(formatPoints(bottom)), right \(formatPoints(right))"
    }
}

/// The horizontal and vertical size classes of a screen in one orientation.
nonisolated public struct SizeClasses: Hashable, Sendable, CustomStringConvertible {
    public var horizontal: UserInterfaceSizeClass
    public var vertical: UserInterfaceSizeClass

    public init(horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public var description: String { "w \(horizontal) h \(vertical)" }
}

/// A screen to render for: its size in points (portrait), its scale, its safe areas and size
/// classes in each orientation. The presets are Apple's published figures; describe another
/// screen with ``init(name:portraitSize:scale:portraitSafeArea:landscapeSafeArea:portraitSizeClasses:landscapeSizeClasses:)``.
nonisolated public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The name used in descriptions and snapshot names, such as "iPhone15".
    public var name: String
    /// Width and height in points in portrait.
    public var portraitSize: Size
    /// Device pixels per point.
    public var scale: Double
    public var portraitSafeArea: SafeAreaInsets
    public var landscapeSafeArea: SafeAreaInsets
    public var portraitSizeClasses: SizeClasses
    public var landscapeSizeClasses: SizeClasses

    public init(
        name: String, portraitSize: Size, scale: Double,
        portraitSafeArea: SafeAreaInsets = .zero, landscapeSafeArea: SafeAreaInsets = .zero,
        portraitSizeClasses: SizeClasses = SizeClasses(horizontal: .compact, vertical: .regular),
        landscapeSizeClasses: SizeClasses = SizeClasses(horizontal: .compact, vertical: .compact)
    ) {
        self.name = name
        self.portraitSize = portraitSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.portraitSizeClasses = portraitSizeClasses
        self.landscapeSizeClasses = landscapeSizeClasses
    }

    /// The screen size in points in `orientation`.
    public func size(in orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The safe-area insets in `orientation`.
    public func safeArea(in orientation: Orientation) -> SafeAreaInsets {
        orientation == .portrait ? portraitSafeArea : landscapeSafeArea
    }

    /// The horizontal and vertical size classes in `orientation`.
    public func sizeClasses(in orientation: Orientation) -> SizeClasses {
        orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
    }

    public var description: String { name }

    // MARK: Presets
    // Points, scale, safe areas (top, left, bottom, right) and size classes as Apple
    // publishes them for each model (the project's device reference table).

    private static func phone(
        _ name: String, _ width: Double, _ height: Double, _ scale: Double,
        portrait: (Double, Double, Double, Double), landscape: (Double, Double, Double, Double),
        regularLandscapeWidth: Bool = false
    ) -> Device {
        Device(
            name: name, portraitSize: Size(width: width, height: height), scale: scale,
            portraitSafeArea: SafeAreaInsets(top: portrait.0, left: portrait.1, bottom: portrait.2, right: portrait.3),
            landscapeSafeArea: SafeAreaInsets(top: landscape.0, left: landscape.1, bottom: landscape.2, right: landscape.3),
            portraitSizeClasses: SizeClasses(horizontal: .compact, vertical: .regular),
            landscapeSizeClasses: SizeClasses(horizontal: regularLandscapeWidth ? .regular : .compact, vertical: .compact))
    }

    private static func pad(_ name: String, _ width: Double, _ height: Double) -> Device {
        let insets = SafeAreaInsets(top: 24, left: 0, bottom: 20, right: 0)
        return Device(
            name: name, portraitSize: Size(width: width, height: height), scale: 2,
            portraitSafeArea: insets, landscapeSafeArea: insets,
            portraitSizeClasses: SizeClasses(horizontal: .regular, vertical: .regular),
            landscapeSizeClasses: SizeClasses(horizontal: .regular, vertical: .regular))
    }

    public static let iPhoneSE = phone("iPhoneSE", 320, 568, 2, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0))
    public static let iPhone8 = phone("iPhone8", 375, 667, 2, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0))
    public static let iPhone8Plus = phone("iPhone8Plus", 414, 736, 3, portrait: (20, 0, 0, 0), landscape: (0, 0, 0, 0),
                                          regularLandscapeWidth: true)
    public static let iPhoneX = phone("iPhoneX", 375, 812, 3, portrait: (44, 0, 34, 0), landscape: (0, 44, 21, 44))
    public static let iPhone13Mini = phone("iPhone13Mini", 375, 812, 3, portrait: (50, 0, 34, 0), landscape: (0, 50, 21, 50))
    public static let iPhone13 = phone("iPhone13", 390, 844, 3, portrait: (47, 0, 34, 0), landscape: (0, 47, 21, 47))
    public static let iPhone15 = phone("iPhone15", 393, 852, 3, portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59))
    public static let iPhone15ProMax = phone("iPhone15ProMax", 430, 932, 3, portrait: (59, 0, 34, 0), landscape: (0, 59, 21, 59),
                                             regularLandscapeWidth: true)
    public static let iPhone16Pro = phone("iPhone16Pro", 402, 874, 3, portrait: (62, 0, 34, 0), landscape: (0, 62, 21, 62))
    public static let iPhone16ProMax = phone("iPhone16ProMax", 440, 956, 3, portrait: (62, 0, 34, 0), landscape: (0, 62, 21, 62),
                                             regularLandscapeWidth: true)
    public static let iPad10 = pad("iPad10", 820, 1180)
    public static let iPadPro11 = pad("iPadPro11", 834, 1194)
    public static let iPadPro12_9 = pad("iPadPro12_9", 1024, 1366)

    /// Every preset, smallest phone first.
    public static let presets: [Device] = [
        .iPhoneSE, .iPhone8, .iPhone8Plus, .iPhoneX, .iPhone13Mini, .iPhone13, .iPhone15, .iPhone15ProMax,
        .iPhone16Pro, .iPhone16ProMax, .iPad10, .iPadPro11, .iPadPro12_9,
    ]
}

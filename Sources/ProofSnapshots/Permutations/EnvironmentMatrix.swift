import ProofText
import ProofUI

/// A matrix over the view environment: devices, content size categories, colour schemes,
/// layout directions and orientations.
public typealias EnvironmentMatrix = Matrix<EnvironmentValues>

extension Matrix where Configuration == EnvironmentValues {
    /// The environments made of every combination of the values given, each axis defaulting
    /// to one value (iPhone 15, `L`, light, left to right, portrait).
    ///
    /// ```swift
    /// try .environments(categories: .all)                                   // 12 cases
    /// try .environments(devices: [.iPhoneSE, .iPhone16ProMax], schemes: .all, directions: .all)
    /// ```
    ///
    /// Case names end with `.<device>.<category>.<scheme>.<direction>`, such as
    /// `.iPhone15.AX3.dark.rtl`, then `.landscape` for landscape (portrait is left out, so
    /// adding landscape renames nothing), then `.accented` or `.rtlPseudo` for a
    /// pseudo-locale (``PseudoLocale``; none is left out too). Every axis is named even with
    /// one value, so adding a value later renames nothing either. Axes for the report:
    /// `device`, `category`, `scheme`, `direction`, `orientation`, and `pseudo` when
    /// `pseudoLocales` holds one.
    ///
    /// ```swift
    /// try .environments(categories: .extremes, pseudoLocales: [nil, .accented, .rightToLeft])
    /// ```
    ///
    /// - Parameter base: the environment the values are written into (its tint, fonts, your
    ///   own keys, a `displayScale` to render at another scale than the device's).
    public static func environments(
        devices: [Device] = [.iPhone15],
        categories: [ContentSizeCategory] = [.large],
        schemes: [ColorScheme] = [.light],
        directions: [LayoutDirection] = [.leftToRight],
        orientations: [Orientation] = [.portrait],
        pseudoLocales: [PseudoLocale?] = [nil],
        base: EnvironmentValues = EnvironmentValues()
    ) throws(PermutationError) -> EnvironmentMatrix {
        let matrix = try Matrix(base)
            .varying(PermutationValues("device", labelled: devices.map { ($0.name, $0) })) { $0.device = $1 }
            .varying(PermutationValues("category", labelled: categories.map { ($0.shortIdentifier, $0) })) { $0.contentSizeCategory = $1 }
            .varying(PermutationValues("scheme", labelled: schemes.map { ($0.description, $0) })) { $0.colorScheme = $1 }
            .varying(PermutationValues("direction", labelled: directions.map { ($0 == .leftToRight ? "ltr" : "rtl", $0) })) { $0.layoutDirection = $1 }
            .varying(PermutationValues("orientation", labelled: orientations.map { ($0.description, $0) }), omittingFromNames: "portrait") {
                $0.orientation = $1
            }
        // The pseudo-locale axis appears once a pseudo-locale is asked for, so that matrices
        // without one keep their axes.
        guard pseudoLocales != [nil] else { return matrix }
        return try matrix
            .varying(PermutationValues("pseudo", labelled: pseudoLocales.map { ($0?.description ?? "none", $0) }), omittingFromNames: "none") {
                $0.pseudoLocale = $1
                // The right-to-left pseudo-locale is read in a mirrored layout.
                if $1 == .rightToLeft { $0.layoutDirection = .rightToLeft }
            }
    }
}

extension Array where Element == ContentSizeCategory {
    /// The 12 categories, XS to AX5.
    public static var all: [ContentSizeCategory] { ContentSizeCategory.allCases }
    /// The 7 standard categories, XS to XXXL.
    public static var standard: [ContentSizeCategory] { ContentSizeCategory.allCases.filter { !$0.isAccessibilityCategory } }
    /// The 5 accessibility categories, AX1 to AX5.
    public static var accessibility: [ContentSizeCategory] { ContentSizeCategory.allCases.filter(\.isAccessibilityCategory) }
    /// The smallest, the default and the largest: XS, L, AX5.
    public static var extremes: [ContentSizeCategory] { [.extraSmall, .large, .accessibilityExtraExtraExtraLarge] }
}

extension Array where Element == ColorScheme {
    /// Light and dark.
    public static var all: [ColorScheme] { ColorScheme.allCases }
}

extension Array where Element == LayoutDirection {
    /// Left to right and right to left.
    public static var all: [LayoutDirection] { [.leftToRight, .rightToLeft] }
}

extension Array where Element == PseudoLocale? {
    /// As written, accented and expanded, and right to left.
    public static var all: [PseudoLocale?] { [nil, .accented, .rightToLeft] }
}

extension Array where Element == Orientation {
    /// Portrait and landscape.
    public static var all: [Orientation] { Orientation.allCases }
}

extension Array where Element == Device {
    /// The smallest, a mid-size and the largest current iPhone: iPhone SE, iPhone 15,
    /// iPhone 16 Pro Max.
    public static var representativePhones: [Device] { [.iPhoneSE, .iPhone15, .iPhone16ProMax] }
    /// Every device preset (``Device/presets``).
    public static var all: [Device] { Device.presets }
}

// Status: partial — Core Graphics' colour spaces (`CGColorSpace`, `CGColorSpaceCreateDeviceRGB`, the named spaces) and `CGImage.copy(colorSpace:)`: ProofUI's bitmaps are sRGB, so an RGB space keeps the image's pixels as they are; other spaces are named and kept, not converted to.

/// A colour space (Core Graphics' `CGColorSpace`). ProofUI's bitmaps are 8-bit sRGB: the
/// device RGB and sRGB spaces describe them; other spaces are kept by name.
nonisolated public final class CGColorSpace: @unchecked Sendable {
    /// The space's name (nil for the device spaces, as in Core Graphics; Core Graphics' names
    /// are `CFString`s, Swift strings here).
    public let name: String?
    let model: Model

    enum Model: Sendable { case rgb, gray, other }

    init(name: String?, model: Model) {
        self.name = name
        self.model = model
    }

    /// The space named `name` (nil for a name Core Graphics does not have).
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.displayP3, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB:
            self.init(name: name, model: .rgb)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray:
            self.init(name: name, model: .gray)
        default:
            return nil
        }
    }

    /// The number of colour components: 3 for RGB, 1 for gray.
    public var numberOfComponents: Int { model == .gray ? 1 : 3 }

    public static let sRGB: String = "kCGColorSpaceSRGB"
    public static let displayP3: String = "kCGColorSpaceDisplayP3"
    public static let extendedSRGB: String = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB: String = "kCGColorSpaceLinearSRGB"
    public static let genericGrayGamma2_2: String = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray: String = "kCGColorSpaceLinearGray"

}

/// The device's RGB space: sRGB here.
nonisolated public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, model: .rgb) }

/// The device's gray space.
nonisolated public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, model: .gray) }

nonisolated extension CGImage {
    /// The image's colour space: RGB (ProofUI's bitmaps are sRGB).
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// The image in `space`: the same pixels for an RGB space (they are sRGB already); nil for
    /// another model, which is not converted to here.
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        space.model == .rgb ? self : nil
    }
}

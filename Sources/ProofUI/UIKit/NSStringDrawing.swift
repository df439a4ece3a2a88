// Status: partial — UIKit's string measuring and drawing (`size(withAttributes:)`, `boundingRect(with:options:attributes:context:)`, `draw(at:withAttributes:)`, `draw(in:withAttributes:)` on `NSString` and `String`, and the same on `NSAttributedString`): the text laid out by ProofUI's text engine in the `.font` attribute's font (12-point system font without one), the `.foregroundColor` (black without one) and the paragraph style's alignment and line break mode, drawn into the current image context (an image renderer's). An attributed string is drawn in the attributes of its first character; other attributes (kerning, shadows, underlines) are not read.
import Foundation
import ProofRender

/// How a string is laid out when measured or drawn in a rectangle (UIKit's
/// `NSStringDrawingOptions`, with UIKit's bit values).
nonisolated public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrap at the rectangle's width (without it the string is one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Line spacing includes the font's leading (ProofUI's text engine always does).
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures the glyphs' ink rather than their typographic bounds (kept: typographic bounds).
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// The last line that fits ends with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What string drawing reports (UIKit's `NSStringDrawingContext`): text is never scaled down
/// here, so `actualScaleFactor` stays 1.
nonisolated open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The smallest factor the text may be scaled down by to fit (kept).
    open var minimumScaleFactor: CGFloat = 0
    /// The factor the text was scaled by: 1.
    open private(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last drawn or measured with this context.
    open internal(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
}

/// UIKit's string drawing, with the attributes it reads: font, foreground colour, and the
/// paragraph style's alignment and line break mode.
nonisolated enum StringDrawing {
    /// The string as a view: one line at its ideal width, or laid out in `width` (wrapped, unless
    /// the paragraph style's line break mode truncates or clips).
    /// `framed`, the view is `width` wide with its lines aligned in it (for drawing); else it is
    /// as wide as its longest line (for measuring).
    static func view(_ string: String, _ attributes: [NSAttributedString.Key: Any]?, width: CGFloat?, framed: Bool = true) -> AnyView {
        let font = (attributes?[.font] as? UIFont).map(Font.init) ?? .system(size: 12)
        let color = (attributes?[.foregroundColor] as? UIColor).map { Color(uiColor: $0) } ?? Color(red: 0, green: 0, blue: 0)
        let style = attributes?[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle.default
        let (textAlignment, alignment): (TextAlignment, Alignment) = switch style.alignment {
        case .center: (.center, .top)
        case .right: (.trailing, .topTrailing)
        case .left, .natural, .justified: (.leading, .topLeading)
        }
        let truncation: Text.TruncationMode = switch style.lineBreakMode {
        case .byTruncatingHead: .head
        case .byTruncatingMiddle: .middle
        default: .tail
        }
        let text = Text(verbatim: string).font(font).foregroundColor(color).multilineTextAlignment(textAlignment).truncationMode(truncation)
        guard let width else { return AnyView(text.lineLimit(1).fixedSize()) }
        // A truncating or clipping mode makes each paragraph one line, as TextKit lays it out.
        let wraps = style.lineBreakMode == .byWordWrapping || style.lineBreakMode == .byCharWrapping
        let laidOut = text.lineLimit(wraps ? nil : 1).fixedSize(horizontal: false, vertical: true)
        return framed ? AnyView(laidOut.frame(width: max(0, width), alignment: alignment)) : AnyView(laidOut)
    }

    /// The size `view` takes in `width` (its ideal width without one).
    static func size(of view: AnyView, width: CGFloat? = nil) -> CGSize {
        HostingView<AnyView>.layoutSize(of: view, in: CGSize(width: width ?? .infinity, height: .infinity))
    }

    /// Draws `view` into the current image context with its top left at `origin`, clipped to
    /// `height` points when given.
    static func draw(_ view: AnyView, at origin: CGPoint, height: CGFloat? = nil) {
        guard let context = ImageContext.current else { return }
        let drawn = height.map { AnyView(view.frame(height: max(0, $0), alignment: .top).clipped()) } ?? view
        guard let bitmap = try? Renderer.nested.renderContent(drawn, in: context.viewEnvironment, proposal: ProposedViewSize.unspecified.proposal,
                                                              background: RGBA8(r: 0, g: 0, b: 0, a: 0)),
              bitmap.width > 0, bitmap.height > 0 else { return }
        context.draw(bitmap, in: CGRect(x: origin.x, y: origin.y, width: Double(bitmap.width) / context.scale,
                                        height: Double(bitmap.height) / context.scale))
    }
}

nonisolated extension NSString {
    /// The size the string takes on one line in `attrs`' font (UIKit's `size(withAttributes:)`):
    /// measured by ProofUI's text engine, as `Text` with that font lays it out. Without a
    /// `.font` attribute the font is the 12-point system font (UIKit's default is Helvetica 12,
    /// which the engine does not have).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// The rectangle the string takes (UIKit's `boundingRect(with:options:attributes:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string on one line with its top left at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped in `rect`, from its top, clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }
}

nonisolated extension String {
    /// The size the string takes on one line in `attrs`' font, as `NSString`'s.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.size(of: StringDrawing.view(self, attrs, width: nil))
    }

    /// The rectangle the string takes, at the origin: wrapped at `size.width` with
    /// `.usesLineFragmentOrigin`, else on one line.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width.isFinite
        var measured = wraps ? StringDrawing.size(of: StringDrawing.view(self, attributes, width: size.width, framed: false), width: size.width)
            : StringDrawing.size(of: StringDrawing.view(self, attributes, width: nil))
        if size.height.isFinite, size.height > 0, options.contains(.truncatesLastVisibleLine) { measured.height = min(measured.height, size.height) }
        let bounds = CGRect(origin: .zero, size: measured)
        context?.totalBounds = bounds
        return bounds
    }

    /// Draws the string on one line with its top left at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.view(self, attrs, width: nil), at: point)
    }

    /// Draws the string wrapped in `rect`, from its top, clipped to it.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(StringDrawing.view(self, attrs, width: rect.width), at: rect.origin, height: rect.height)
    }
}

nonisolated extension NSAttributedString {
    /// The attributes the string is drawn in: its first character's.
    private var drawingAttributes: [NSAttributedString.Key: Any] {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : [:]
    }

    /// The size the string takes on one line.
    public func size() -> CGSize { string.size(withAttributes: drawingAttributes) }

    /// The rectangle the string takes (UIKit's `boundingRect(with:options:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        string.boundingRect(with: size, options: options, attributes: drawingAttributes, context: context)
    }

    /// Draws the string on one line with its top left at `point`.
    public func draw(at point: CGPoint) { string.draw(at: point, withAttributes: drawingAttributes) }

    /// Draws the string wrapped in `rect`, from its top, clipped to it.
    public func draw(in rect: CGRect) { string.draw(in: rect, withAttributes: drawingAttributes) }

    /// Draws the string in `rect` as `options` say (UIKit's `draw(with:options:context:)`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        if options.contains(.usesLineFragmentOrigin) { draw(in: rect) } else { draw(at: rect.origin) }
    }
}

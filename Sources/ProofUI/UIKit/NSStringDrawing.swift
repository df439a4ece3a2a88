// Status: partial — UIKit's string measuring (`size(withAttributes:)` on `NSString` and `String`): the text laid out on one line by ProofUI's text engine in the `.font` attribute's font (12-point system font without one); other attributes are not read. Drawing strings (`draw(at:withAttributes:)`) is not declared.

import Foundation

nonisolated extension NSString {
    /// The size the string takes on one line in `attrs`' font (UIKit's `size(withAttributes:)`):
    /// measured by ProofUI's text engine, as `Text` with that font lays it out. Without a
    /// `.font` attribute the font is the 12-point system font (UIKit's default is Helvetica 12,
    /// which the engine does not have). Other attributes (kerning, paragraph style) are not read.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }
}

nonisolated extension String {
    /// The size the string takes on one line in `attrs`' font, as `NSString`'s.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = (attrs?[.font] as? UIFont).map(Font.init) ?? .system(size: 12)
        return HostingView<AnyView>.layoutSize(of: AnyView(Text(verbatim: self).font(font).fixedSize()),
                                               in: CGSize(width: CGFloat.infinity, height: .infinity))
    }
}

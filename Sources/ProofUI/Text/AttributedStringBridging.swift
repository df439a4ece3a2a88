// Status: partial — Foundation's conversions between `NSAttributedString` and `AttributedString` (iOS 15), which swift-corelibs-foundation lacks: the text always, and the attributes of SwiftUI's scope and Foundation's link; UIKit's attributes land in SwiftUI's scope (ProofUI has no UIKit scope).

import Foundation

// On Apple platforms an `NSAttributedString` key and an `AttributedString` attribute are the
// same attribute when their names are equal, across every scope of the SDK: `NSColor` is
// UIKit's `foregroundColor`, `SwiftUI.ForegroundColor` SwiftUI's. ProofUI declares SwiftUI's
// scope and no UIKit scope, so UIKit's font, colours, kerning, tracking, baseline offset,
// underline and strikethrough are carried into SwiftUI's, where `Text` and `attributed.font`
// read them; SwiftUI's attributes go back under their own names, as on iOS (a UIKit label
// does not read `SwiftUI.Font`). Other keys are dropped, as Apple drops keys of no scope.

nonisolated extension AttributedString {
    /// The text and attributes of `nsStr` (Foundation's `init(_:)`, iOS 15): UIKit's attributes
    /// become SwiftUI's (`NSFont` the `font`, `NSColor` the `foregroundColor`…), `NSLink` the
    /// `link`, and SwiftUI's keep their values.
    public init(_ nsStr: NSAttributedString) {
        self.init()
        let text = nsStr.string as NSString
        var location = 0
        while location < text.length {
            var run = NSRange(location: location, length: 0)
            let attributes = nsStr.attributes(at: location, effectiveRange: &run)
            let end = run.length > 0 ? min(run.location + run.length, text.length) : location + 1
            let piece = text.substring(with: NSRange(location: location, length: end - location))
            append(AttributedString(piece, attributes: Self.container(of: attributes)))
            location = end
        }
    }

    private static func container(of attributes: [NSAttributedString.Key: Any]) -> AttributeContainer {
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        var container = AttributeContainer()
        for (key, value) in attributes {
            switch key {
            case .font, NSAttributedString.Key(SwiftUI.FontAttribute.name):
                if let font = value as? UIFont { container[SwiftUI.FontAttribute.self] = Font(font) }
                if let font = value as? Font { container[SwiftUI.FontAttribute.self] = font }
            case .foregroundColor, NSAttributedString.Key(SwiftUI.ForegroundColorAttribute.name):
                container[SwiftUI.ForegroundColorAttribute.self] = color(value)
            case .backgroundColor, NSAttributedString.Key(SwiftUI.BackgroundColorAttribute.name):
                container[SwiftUI.BackgroundColorAttribute.self] = color(value)
            case .kern, NSAttributedString.Key(SwiftUI.KernAttribute.name):
                container[SwiftUI.KernAttribute.self] = number(value)
            case .tracking, NSAttributedString.Key(SwiftUI.TrackingAttribute.name):
                container[SwiftUI.TrackingAttribute.self] = number(value)
            case .baselineOffset, NSAttributedString.Key(SwiftUI.BaselineOffsetAttribute.name):
                container[SwiftUI.BaselineOffsetAttribute.self] = number(value)
            case .underlineStyle, NSAttributedString.Key(SwiftUI.UnderlineStyleAttribute.name):
                container[SwiftUI.UnderlineStyleAttribute.self] = lineStyle(value, color: attributes[.underlineColor])
            case .strikethroughStyle, NSAttributedString.Key(SwiftUI.StrikethroughStyleAttribute.name):
                container[SwiftUI.StrikethroughStyleAttribute.self] = lineStyle(value, color: attributes[.strikethroughColor])
            case .link:
                container.link = (value as? URL) ?? (value as? String).flatMap { URL(string: $0) }
            default:
                break
            }
        }
        return container
    }

    private static func color(_ value: Any) -> Color? {
        (value as? Color) ?? (value as? UIColor).map { Color(uiColor: $0) }
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    private static func lineStyle(_ value: Any, color: Any?) -> Text.LineStyle? {
        if let style = value as? Text.LineStyle { return style }
        let raw = (value as? Int) ?? (value as? NSUnderlineStyle)?.rawValue ?? (value as? NSNumber)?.intValue ?? 0
        guard raw != 0 else { return nil }
        let pattern: Text.LineStyle.Pattern = switch raw & 0x0700 {
        case NSUnderlineStyle.patternDot.rawValue: .dot
        case NSUnderlineStyle.patternDash.rawValue: .dash
        case NSUnderlineStyle.patternDashDot.rawValue: .dashDot
        case NSUnderlineStyle.patternDashDotDot.rawValue: .dashDotDot
        default: .solid
        }
        return Text.LineStyle(pattern: pattern, color: color.flatMap(Self.color))
    }
}

nonisolated extension NSAttributedString {
    /// The text and attributes of `attrStr` (Foundation's `init(_:)`, iOS 15): SwiftUI's
    /// attributes under their own names (`SwiftUI.Font`…, which UIKit does not read, as on iOS)
    /// and the `link` as `NSLink`.
    public convenience init(_ attrStr: AttributedString) {
        let result = NSMutableAttributedString(string: String(attrStr.characters))
        typealias SwiftUI = AttributeScopes.SwiftUIAttributes
        var location = 0
        for run in attrStr.runs {
            let length = String(attrStr.characters[run.range]).utf16.count
            let range = NSRange(location: location, length: length)
            location += length
            var attributes: [NSAttributedString.Key: Any] = [:]
            attributes[NSAttributedString.Key(SwiftUI.FontAttribute.name)] = run[SwiftUI.FontAttribute.self]
            attributes[NSAttributedString.Key(SwiftUI.ForegroundColorAttribute.name)] = run[SwiftUI.ForegroundColorAttribute.self]
            attributes[NSAttributedString.Key(SwiftUI.BackgroundColorAttribute.name)] = run[SwiftUI.BackgroundColorAttribute.self]
            attributes[NSAttributedString.Key(SwiftUI.KernAttribute.name)] = run[SwiftUI.KernAttribute.self]
            attributes[NSAttributedString.Key(SwiftUI.TrackingAttribute.name)] = run[SwiftUI.TrackingAttribute.self]
            attributes[NSAttributedString.Key(SwiftUI.BaselineOffsetAttribute.name)] = run[SwiftUI.BaselineOffsetAttribute.self]
            attributes[NSAttributedString.Key(SwiftUI.UnderlineStyleAttribute.name)] = run[SwiftUI.UnderlineStyleAttribute.self]
            attributes[NSAttributedString.Key(SwiftUI.StrikethroughStyleAttribute.name)] = run[SwiftUI.StrikethroughStyleAttribute.self]
            attributes[.link] = run.link
            if !attributes.isEmpty, length > 0 { result.setAttributes(attributes, range: range) }
        }
        self.init(attributedString: result)
    }
}

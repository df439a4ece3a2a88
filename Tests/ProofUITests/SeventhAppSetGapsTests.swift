import Foundation
import Testing
import ProofRender
@testable import ProofUI

/// SwiftUI and UIKit API that a seventh set of real apps used and ProofUI lacked or declared
/// otherwise (a custom colour style, text modifiers taking `CGFloat`, Core Graphics clipping,
/// the spell checker, the traits' layout direction, a text view's settings).
@MainActor @Suite struct SeventhAppSetGapsTests {
    /// A colour style an app writes: dark red in dark mode, blue otherwise.
    struct Brand: ShapeStyle, Hashable {
        func resolve(in environment: EnvironmentValues) -> Color.Resolved {
            environment.colorScheme == .dark ? Color.Resolved(red: 0.5, green: 0, blue: 0) : Color.Resolved(red: 0, green: 0, blue: 1)
        }
    }

    func pixel<V: View>(_ view: V, scheme: ColorScheme) throws -> RGBA8 {
        let bitmap = try renderer.render(view.frame(width: 4, height: 4), in: scaleOne { $0.colorScheme = scheme },
                                         size: .fixed(width: 4, height: 4)).bitmap
        return bitmap[2, 2]
    }

    @Test func aCustomColourStyleIsResolvedWhereItIsDrawn() throws {
        let brand = Color(Brand())
        #expect(try pixel(brand, scheme: .light) == RGBA8(r: 0, g: 0, b: 255))
        #expect(try pixel(brand, scheme: .dark) == RGBA8(r: 128, g: 0, b: 0))
        #expect(brand == Color(Brand()) && brand != Color.blue, "equal when the styles are equal")
        // A colour given to it is that colour: `Color(.pink)`, `Color(otherColour)`.
        #expect(Color(.pink) == Color.pink && Color(Color.teal) == Color.teal)
        // As on iOS 17, where this initialiser is preferred to the disfavoured `Color(_: UIColor)`:
        // `Color(.red)` is SwiftUI's red, not UIKit's pure red; a name only UIKit has stays UIKit's.
        #expect(Color(.red) == Color.red && Color(.systemGray6) == Color(uiColor: .systemGray6))
        #expect(try pixel(Color(.pink), scheme: .dark) == pixel(Color.pink, scheme: .dark))
    }

    @Test func textModifiersTakeCGFloatAsSwiftUIsDo() throws {
        let amount: CGFloat = 3
        let view = VStack { Text("Wide").tracking(amount); Text("Kern").kerning(amount) }.lineSpacing(amount)
        let doubles = VStack { Text("Wide").tracking(3); Text("Kern").kerning(3) }.lineSpacing(3)
        #expect(try describe(view) == describe(doubles))
        #expect(try describe(Color.red.cornerRadius(amount, antialiased: false)) == describe(Color.red.cornerRadius(3)))
    }

    @Test func drawingIsClippedToTheClippingRectangleUntilTheStateIsRestored() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format).image { context in
            let cg = context.cgContext
            cg.saveGState()
            cg.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4))
            cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            cg.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
            cg.restoreGState()
            cg.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            cg.fill(CGRect(x: 6, y: 0, width: 2, height: 4))
        }
        let bitmap = try #require(image.pixels).0
        #expect(bitmap[1, 1] == RGBA8(r: 255, g: 0, b: 0), "inside the clip")
        #expect(bitmap[5, 1] == .clear, "outside the clip: not painted")
        #expect(bitmap[7, 1] == RGBA8(r: 0, g: 0, b: 255), "after restoreGState the whole bitmap again")
    }

    @Test func theSpellCheckerHasNoDictionary() {
        let checker = UITextChecker()
        let word = "qwzx"
        let range = checker.rangeOfMisspelledWord(in: word, range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false, language: "en")
        #expect(range.location == NSNotFound, "no word is misspelled")
        #expect(checker.guesses(forWordRange: range, in: word, language: "en") == [])
        checker.ignoreWord("zeta")
        checker.ignoreWord("alpha")
        #expect(checker.ignoredWords == ["alpha", "zeta"] && !UITextChecker.hasLearnedWord("alpha"))
    }

    @Test func theTraitsOfARenderHaveItsLayoutDirection() throws {
        var seen: [UITraitEnvironmentLayoutDirection] = []
        struct Probe: View {
            let record: (UITraitEnvironmentLayoutDirection) -> Void
            var body: some View {
                record(UITraitCollection.current.layoutDirection)
                return Color.clear
            }
        }
        let probe = Probe { seen.append($0) }
        _ = try renderer.render(probe, in: scaleOne { $0.layoutDirection = .rightToLeft }, size: .fixed(width: 2, height: 2))
        _ = try renderer.render(probe, in: scaleOne(), size: .fixed(width: 2, height: 2))
        #expect(seen.first == .rightToLeft && seen.last == .leftToRight)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
        #expect(UITraitCollection(userInterfaceStyle: .dark).layoutDirection == .unspecified)
    }

    @Test func aTextViewKeepsItsSettings() {
        let textView = UITextView()
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5 && textView.textContainer.lineBreakMode == .byWordWrapping)
        textView.dataDetectorTypes = [.link, .phoneNumber]
        textView.selectedRange = NSRange(location: 2, length: 3)
        #expect(textView.dataDetectorTypes.contains(.link) && textView.selectedRange.length == 3)
        #expect(UILabel().lineBreakMode == .byTruncatingTail)
    }
}

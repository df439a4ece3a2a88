import Foundation
import Testing
import ProofRender
@testable import ProofUI

/// System symbols: mapped SF Symbol names draw their glyph at the font's size in the foreground
/// colour; unmapped ones draw a square and are reported like a missing character.
@Suite struct SymbolTests {
    @Test func atLeastThreeHundredNamesAreMapped() {
        #expect(SymbolTable.codePoints.count >= 300)
        #expect(SystemSymbols.character(for: "star.fill") != nil && SystemSymbols.character(for: "gearshape") != nil)
        #expect(SystemSymbols.face?.familyName == "Material Design Icons")
    }

    @Test func theNamesRealAppsUseAreMapped() throws {
        // The three names issue 25 found as boxes in real apps, and the most used ones of
        // Scripts/symbols/symbol-names-in-apps.tsv.
        for name in ["apps.iphone", "list.dash.header.rectangle", "gauge.with.dots.needle.bottom.50percent.badge.plus",
                     "trash", "checkmark", "plus", "square.and.arrow.up", "xmark", "ellipsis", "arrowshape.turn.up.left"] {
            #expect(SystemSymbols.character(for: name) != nil, "\(name)")
            let snapshot = try renderer.render(Image(systemName: name), in: scaleOne(), size: .fixed(width: 24, height: 24))
            #expect(snapshot.missingCharacters.isEmpty, "\(name)")
        }
    }

    @Test func snowSeekersFacilitySymbolsAreDrawnAndTheDigitsDiffer() throws {
        // SnowSeeker (twostraws/HackingWithSwift project 19) draws these facility icons; the
        // last two drew as boxes before.
        var digits: [Bitmap] = []
        for name in ["house", "map", "person.3", "leaf.arrow.circlepath", "1.circle", "2.circle", "1.circle.fill", "7.square.fill"] {
            let snapshot = try renderer.render(Image(systemName: name).font(.system(size: 20)), in: scaleOne(),
                                               size: .fixed(width: 24, height: 24))
            #expect(snapshot.missingCharacters.isEmpty, "\(name)")
            #expect((0..<24).contains { y in (0..<24).contains { x in snapshot.bitmap[x, y].r < 128 } }, "\(name) has ink")
            if name.hasSuffix("circle") && name.first!.isNumber { digits.append(snapshot.bitmap) }
        }
        #expect(digits.count == 2 && digits[0] != digits[1])
    }

    @Test func aSymbolIsAGlyphOfTheFontSizeInTheForegroundColour() throws {
        let view = Image(systemName: "star.fill").font(.system(size: 20)).foregroundStyle(Color.red)
        let snapshot = try renderer.render(view, in: scaleOne(), size: .fixed(width: 20, height: 24))
        #expect(snapshot.missingCharacters.isEmpty)
        #expect(snapshot.textDescription.contains("Text ProofSymbols 20pt fixed"))
        // The star's centre is filled in system red; its corners are background.
        let centre = snapshot.bitmap[10, 12]
        #expect(centre.r > 200 && centre.g < 100 && centre.a == 255)
        #expect(snapshot.bitmap.hex(0, 0) == "#ffffffff")
    }

    @Test func anUnmappedNameIsReportedAndDrawnAsASquare() throws {
        let snapshot = try renderer.render(Image(systemName: "no.such.symbol"), in: scaleOne(), size: .fixed(width: 30, height: 30))
        #expect(snapshot.missingCharacters.map(\.description) == ["U+FFFD in Image(\"no.such.symbol\")"])
        #expect(snapshot.textDescription.contains("RoundedRectangle"))
    }

    @Test func resizableSymbolsFitTheirFrame() throws {
        let view = Image(systemName: "circle.fill").resizable().scaledToFit().frame(width: 40, height: 40).foregroundStyle(Color.blue)
        let snapshot = try renderer.render(view, in: scaleOne(), size: .fixed(width: 40, height: 40))
        #expect(snapshot.missingCharacters.isEmpty)
        #expect(snapshot.bitmap.hex(20, 20) == "#007affff")
    }

    @Test func imageScaleScalesTheGlyph() throws {
        func width(_ scale: Image.Scale) throws -> String {
            let layout = try renderer.layout(Image(systemName: "square.fill").imageScale(scale), in: scaleOne(), size: .fixed(width: 100, height: 100))
            return String(layout.textDescription.split(separator: "\n").first { $0.contains("ProofSymbols") } ?? "")
        }
        #expect(try width(.small).contains("13.6pt") && width(.large).contains("22.1pt"))
    }
}

import Foundation
import Testing
@testable import ProofText

/// The Indic shaper on Devanagari with the bundled Noto Sans Devanagari. The figures are
/// `hb-shape --no-glyph-names` (HarfBuzz 6.0.0) on the bundled fonts;
/// `Scripts/shaping/compare-harfbuzz.py` checks a longer word list the same way.
@Suite struct DevanagariShapingTests {
    static let regular = FontLibrary.bundledScriptFaces[4]
    static let bold = FontLibrary.bundledScriptFaces[5]

    func shape(_ text: String, _ face: FontFace = Self.regular) -> String {
        Shaper.shape(Array(text.unicodeScalars), face: face, script: .devanagari).map(\.description).joined(separator: "|")
    }

    @Test func bundledFacesAreNotoSansDevanagari() {
        #expect(Self.regular.fullName == "Noto Sans Devanagari Regular")
        #expect(Self.bold.fullName == "Noto Sans Devanagari Bold")
    }

    @Test func rephMovesToTheEndOfTheSyllable() {
        // Ra + Halant before a consonant forms the reph (rphf), drawn after the base and
        // merged into the cluster of the syllable.
        #expect(shape("कर्म") == "22=0+762|47=1+598|177=1+0")
        #expect(shape("धर्म") == "40=0+615|47=1+598|177=1+0")
        #expect(shape("कर्म", Self.bold) == "22=0+823|47=1+646|177=1+0")
    }

    @Test func preBaseMatraMovesBeforeTheConjunct() {
        // The i matra is typed after the consonant but drawn before it (and before the half
        // forms of a conjunct); the syllable becomes one cluster.
        #expect(shape("कि") == "603=0+259|22=0+762")
        #expect(shape("कि", Self.bold) == "603=0+294|22=0+823")
        #expect(shape("स्थिति") == "600=0+259|564=0+1022|603=4+259|37=4+570")
        #expect(shape("क्लिक") == "600=0+259|179=0+539|51=0+678|22=4+762")
    }

    /// Syllables are matched with positions as bits of a 64-bit word; a longer one (here 82
    /// characters: 40 half forms, a base and the i matra) takes the exact set-based matcher
    /// and is still one syllable, the matra drawn first, as hb-shape draws it.
    @Test func syllableLongerThanSixtyThreeCharactersIsOneSyllable() {
        let chain = String(repeating: "\u{0915}\u{094D}", count: 40) + "\u{0915}\u{093F}"
        #expect(shape(chain) == "600=0+259|" + Array(repeating: "179=0+603", count: 39).joined(separator: "|") + "|179=0+539|22=0+762")
    }

    @Test func conjunctsAndHalfForms() {
        #expect(shape("क्ष") == "175=0+712")
        #expect(shape("त्र") == "265=0+552")
        #expect(shape("ज्ञ") == "176=0+641")
        #expect(shape("स्त्र") == "211=0+389|265=2+552")
        // The i matra goes before the half form of ka: after the last halant that formed nothing.
        #expect(shape("शक्ति") == "55=0+680|600=1+259|179=1+530|37=1+570")
    }

    @Test func belowBaseForms() {
        // Halant + Ra after the base takes its below-base form (blwf), ligated with the base.
        #expect(shape("प्र") == "270=0+568")
        #expect(shape("क्र") == "250=0+762")
        #expect(shape("ट्र") == "260=0+504")
        #expect(shape("द्र") == "267=0+520")
    }

    @Test func nuktaLettersDecompose() {
        // U+0958 and its kin are composition exclusions: HarfBuzz shapes them as letter +
        // nukta, which the nukt feature ligates again.
        #expect(shape("\u{0958}") == "89=0+762")
        #expect(shape("\u{0915}\u{093C}") == "89=0+762")
        #expect(shape("ज़") == "92=0+742")
        #expect(shape("ड़") == "93=0+577")
        #expect(shape("क़लम") == "89=0+762|51=2+678|47=3+598")
    }

    @Test func joinersChooseTheForm() {
        // ZWNJ keeps the half form from forming (the halant stays visible), ZWJ asks for it;
        // both are removed after shaping.
        #expect(shape("क्\u{200C}ष") == "22=0+762|78=0@-221,0+0|56=3+578")
        #expect(shape("क्\u{200D}ष") == "179=0+603|56=3+578")
        // GPOS passes over a ZWNJ: the halant after it attaches to the consonant before, which
        // a multiple substitution split off a ligature and so stays a base (HarfBuzz 3069).
        #expect(shape("ठ्ठ\u{200C}्") == "190=0+585|33=0+585|78=3@-93,0+0")
    }

    @Test func brokenClustersGetADottedCircle() {
        // A matra or halant with no consonant sits on a dotted circle (U+25CC, glyph 131),
        // and the pre-base matra still goes before it.
        #expect(shape("\u{093F}") == "64=0+259|131=0+510")
        #expect(shape("\u{094D}") == "131=0+510|78=0+0")
        // An independent vowel followed by a matra that would make another vowel.
        #expect(shape("अा") == "6=0+764|131=0+510|63=0+259")
    }

    @Test func signsAndDigits() {
        #expect(shape("हँसना") == "58=0+531|2=0+0|57=2+676|41=3+555|63=3+259")
        #expect(shape("दुःख") == "415=0+520|4=0+272|23=3+818")
        #expect(shape("अं") == "6=0+764|3=0+0")
        #expect(shape("२०२४") == "105=0+551|103=1+551|105=2+551|107=3+551")
    }

    @Test func categoriesComeFromTheUnicodeData() {
        let categories = "कर्म".unicodeScalars.map { UInt8(IndicCategoryTable.entry($0.value) & 0xFF) }
        #expect(categories == [IndicCategory.c, .ra, .h, .c].map(\.rawValue))
        #expect(IndicCategoryTable.entry(0x093F) >> 8 == UInt16(IndicPosition.preM.rawValue))
        #expect(IndicCategoryTable.entry(0x25CC) & 0xFF == UInt16(IndicCategory.dottedCircle.rawValue))
        #expect(IndicCategoryTable.entry(0x0041) == UInt16(IndicPosition.end.rawValue) << 8)
    }

    @Test func scriptOfDevanagari() {
        #expect(ShapingScript.of("क") == .devanagari)
        #expect(ShapingScript.of("\u{093F}") == .devanagari)
        // Stress signs and dandas belong to the text around them.
        #expect(ShapingScript.of("\u{0951}") == nil)
        #expect(ShapingScript.of("\u{0964}") == nil)
    }

    @Test func hostileSequencesShapeToSomethingFinite() {
        // Every Devanagari character with joiners in a seeded random order: no trap, and
        // every scalar's cluster is in range.
        var generator = SeededRandom(state: 0x5EED)
        let pool = Array(0x900...0x97F).compactMap(Unicode.Scalar.init) + ["\u{200C}", "\u{200D}", "\u{25CC}", "\u{00A0}"]
        for _ in 0..<200 {
            let text = (0..<Int.random(in: 1...24, using: &generator)).map { _ in pool.randomElement(using: &generator)! }
            for face in [Self.regular, Self.bold] {
                let glyphs = Shaper.shape(text, face: face, script: .devanagari)
                #expect(glyphs.allSatisfy { $0.cluster >= 0 && $0.cluster < text.count })
            }
        }
    }

    @Test func paragraphFallsBackToNotoSansDevanagari() throws {
        let paragraph = try TextParagraph("नमस्ते, Hello", format: TextFormat(size: 20))
        #expect(paragraph.missingCharacters.isEmpty)
        let glyphs = paragraph.layout().lines[0].glyphs
        let devanagari = glyphs.filter { $0.face?.fullName == "Noto Sans Devanagari Regular" }
        #expect(!devanagari.isEmpty)
        #expect(devanagari.map(\.glyph.rawValue) == Shaper.shape(Array("नमस्ते".unicodeScalars), face: Self.regular, script: .devanagari).map(\.glyph.rawValue))
    }
}

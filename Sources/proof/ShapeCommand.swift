import ArgumentParser
import Foundation
import ProofText

/// `proof shape`: prints the engine's shaped glyphs for each line of stdin, in `hb-shape`'s
/// notation, so `Scripts/shaping/compare-harfbuzz.py` can compare them with HarfBuzz. Hidden:
/// a debugging aid, not part of the tool's documented surface.
struct ShapeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shape",
        abstract: "Shape each line of stdin with a font and print glyph ids, clusters, offsets and advances.",
        discussion: """
            Prints one line per input line, as `hb-shape --no-glyph-names` does: \
            [glyph=cluster@xOffset,yOffset+advance|…] in visual order, clusters counted in \
            Unicode scalars. The script is detected from the line's first letter unless --script \
            is given; the direction follows the script.
            """,
        shouldDisplay: false
    )

    @Option(name: .long, help: "A TrueType font file.")
    var font: String

    @Option(name: .long, help: "An OpenType script tag (arab, hebr, dev2, latn); detected when absent.")
    var script: String?

    func run() throws {
        let face: FontFace
        do {
            face = try FontFace(contentsOf: URL(fileURLWithPath: font))
        } catch {
            FileHandle.standardError.write(Data("proof shape: \(error)\n".utf8))
            throw ExitCode(2)
        }
        while let line = readLine(strippingNewline: true) {
            let scalars = Array(line.unicodeScalars)
            let detected = script.map { ShapingScript(tag: $0) } ?? scalars.lazy.compactMap(ShapingScript.of).first ?? .common
            let glyphs = Shaper.shape(scalars, face: face, script: detected)
            print("[" + glyphs.map(\.description).joined(separator: "|") + "]")
        }
    }
}

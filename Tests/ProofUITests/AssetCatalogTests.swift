import Foundation
import Testing
import ProofLayout
import ProofRender
@testable import ProofUI

/// `Image("name")` from Xcode asset catalogues: imagesets (PNG, JPEG, SVG, PDF), scale
/// variants, dark appearances, template intent, custom symbols; missing images counted;
/// damaged and hostile files refused with the file named. The catalogue is
/// `Fixtures/Assets.xcassets` (Scripts/assets/make-fixtures.py), copied into `Bundle.module`.
@Suite struct AssetCatalogTests {
    /// The fixture catalogue as a folder, for `proofAssetCatalogs`.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Assets.xcassets")

    func render<V: View>(_ view: V, scale: Double = 1, width: Double, height: Double,
                         _ change: (inout EnvironmentValues) -> Void = { _ in }) throws -> Snapshot {
        try renderer.render(view, in: scaleOne { $0.displayScale = scale; change(&$0) }, size: .fixed(width: width, height: height))
    }

    @Test func scaleVariantsFollowTheDevice() throws {
        for (scale, colour) in [(1.0, "#ff0000ff"), (2.0, "#00ff00ff"), (3.0, "#0000ffff")] {
            let snapshot = try render(Image("Dot", bundle: .module), scale: scale, width: 2, height: 2)
            #expect(snapshot.bitmap.width == Int(2 * scale))
            #expect(snapshot.bitmap.hex(0, 0) == colour)
            #expect(snapshot.bitmap.hex(Int(2 * scale) - 1, Int(2 * scale) - 1) == colour)
            #expect(snapshot.missingImages.isEmpty)
        }
    }

    @Test func jpegImagesAreDecoded() throws {
        let snapshot = try render(Image("Photo", bundle: .module), width: 16, height: 16)
        // Pillow wrote (200, 100, 50) at quality 95; libjpeg-turbo's integer IDCT reads it back as:
        #expect(snapshot.bitmap.hex(8, 8) == "#c86432ff")
        #expect(snapshot.bitmap.hex(0, 0) == "#c86432ff")
    }

    @Test func jpegFilesAreDecoded() throws {
        let path = Self.folder.appendingPathComponent("Photo.imageset/photo.jpg").path
        let snapshot = try render(Image(filePath: path), width: 16, height: 16)
        #expect(snapshot.bitmap.hex(3, 12) == "#c86432ff")
    }

    @Test func darkAppearancesFollowTheColourScheme() throws {
        let catalogue = ProofAssetCatalog.folder(Self.folder)
        let light = try render(Image("Badge"), width: 2, height: 2) { $0.proofAssetCatalogs = [catalogue] }
        #expect(light.bitmap.hex(1, 1) == "#ffffffff")
        let dark = try render(Image("Badge").proofAssetCatalog(catalogue), width: 2, height: 2) { $0.colorScheme = .dark }
        #expect(dark.bitmap.hex(1, 1) == "#000000ff")
    }

    @Test func templateImagesTakeTheForegroundColour() throws {
        let green = Color(red: 0, green: 0.5, blue: 0)
        let template = try render(Image("Glyph", bundle: .module).foregroundStyle(green), width: 4, height: 4)
        #expect(template.bitmap.hex(0, 0) == "#008000ff")
        #expect(template.bitmap.hex(3, 0) == "#ffffffff")
        let original = try render(Image("Glyph", bundle: .module).renderingMode(.original).foregroundStyle(green), width: 4, height: 4)
        #expect(original.bitmap.hex(0, 0) == "#000000ff")
    }

    @Test func svgImagesAreDrawnAtTheDeviceScale() throws {
        let snapshot = try render(Image("Vector", bundle: .module), scale: 2, width: 10, height: 10)
        #expect(snapshot.bitmap.width == 20 && snapshot.bitmap.height == 20)
        #expect(snapshot.bitmap.hex(0, 0) == "#ff0000ff")
        #expect(snapshot.bitmap.hex(9, 19) == "#ff0000ff")
        #expect(snapshot.bitmap.hex(10, 0) == "#0000ffff")
        #expect(snapshot.bitmap.hex(19, 19) == "#0000ffff")
        // The second render takes what the first chose and drew from the renderer's caches.
        let again = try render(Image("Vector", bundle: .module), scale: 2, width: 10, height: 10)
        #expect(again.bitmap == snapshot.bitmap)
    }

    @Test func pdfImagesAreDrawnAtTheDeviceScale() throws {
        let snapshot = try render(Image("Page", bundle: .module), scale: 2, width: 10, height: 10)
        // The bottom half green; a red line 2 points wide centred 2.5 points from the top.
        #expect(snapshot.bitmap.hex(5, 10) == "#00ff00ff")
        #expect(snapshot.bitmap.hex(19, 19) == "#00ff00ff")
        for row in 3...6 { #expect(snapshot.bitmap.hex(10, row) == "#ff0000ff") }
        #expect(snapshot.bitmap.hex(10, 1) == "#ffffffff")
        #expect(snapshot.bitmap.hex(10, 8) == "#ffffffff")
        #expect(snapshot.missingImages.isEmpty)
    }

    @Test func pdfContentThatIsNotDrawnIsAReportedPlaceholder() throws {
        let snapshot = try render(Image("Lettered", bundle: .module), width: 10, height: 10)
        #expect(snapshot.missingImages.count == 1)
        #expect(snapshot.missingImages.first?.reason.contains("text (BT…ET)") == true)
        #expect(snapshot.missingImages.first?.reason.contains("lettered.pdf") == true)
        #expect(snapshot.bitmap.hex(5, 2) != "#0000ffff") // not the blue it would have drawn
        #expect(snapshot.textDescription.contains("placeholder image"))
        let again = try render(Image("Lettered", bundle: .module), width: 10, height: 10)
        #expect(again.missingImages == snapshot.missingImages && again.bitmap == snapshot.bitmap)
    }

    @Test func customSymbolsAreSizedByTheFontInTheForegroundColour() throws {
        // The square spans the capline to the baseline: 0.705 of the font size (11.985 points
        // for the body's 17 at L, 70.5 for 100), drawn at the device scale with whole pixels.
        let body = try renderer.layout(Image("custom.square", bundle: .module), in: scaleOne(), size: .fittingWidth)
        #expect(body.textDescription.contains("Image \"custom.square\" 12×12px"))
        let large = try renderer.layout(Image("custom.square", bundle: .module).font(.system(size: 100)), in: scaleOne { $0.displayScale = 2 },
                                        size: .fittingWidth)
        #expect(large.textDescription.contains("Image \"custom.square\" 141×141px"))
        let snapshot = try render(Image("custom.square", bundle: .module).foregroundStyle(Color(red: 1, green: 0, blue: 0)).font(.system(size: 34)),
                                  width: 30, height: 30)
        #expect(snapshot.bitmap.hex(15, 15) == "#ff0000ff")
        #expect(snapshot.missingImages.isEmpty)
    }

    @Test func missingImagesAreCountedAndPoliced() throws {
        let layout = try renderer.layout(VStack { Image("Nope", bundle: .module); Image("Dot", bundle: .module) }, in: scaleOne(),
                                         size: .fittingWidth)
        #expect(layout.missingImages.map(\.name) == ["Nope"])
        #expect(layout.missingImages.first?.reason.contains("Nope.imageset") == true)
        let failing = layout.audit([.missingImage]).findings
        #expect(failing.count == 1 && failing.first?.severity == .failure && failing.first?.kind == .missingImage)
        let warning = layout.audit(AuditPolicy.all.warning(.missingImage)).findings.filter { $0.kind == .missingImage }
        #expect(warning.count == 1 && warning.first?.severity == .warning)
        #expect(layout.audit(.none).findings.isEmpty)
    }

    @Test func hostileCataloguesNameTheFile() throws {
        func failure(_ name: String) -> RenderError? {
            do {
                _ = try renderer.render(Image(name, bundle: .module), in: scaleOne(), size: .fixed(width: 10, height: 10))
                return nil
            } catch {
                return error
            }
        }
        let escape = failure("Hostile/Escape")
        #expect(escape?.kind == .unreadableImage)
        #expect(escape?.message.contains("Escape.imageset/Contents.json names the file \"../../Dot.imageset/dot@1x.png\", which is not a file of the asset folder") == true)
        let notJSON = failure("Hostile/NotJSON")
        #expect(notJSON?.message.contains("NotJSON.imageset/Contents.json is not a JSON object") == true)
        let cut = failure("Hostile/Cut")
        #expect(cut?.message.contains("cut.jpg is not a readable JPEG: truncated JPEG") == true)
        let start = Date()
        let bomb = failure("Hostile/Bomb")
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(bomb?.message.contains("bomb.pdf is not a readable PDF: too complex to draw: the streams inflate to more than 33554432 bytes") == true)
        // Names are looked up in the catalogue's index: no path of the file system is built from one.
        let unknown = try renderer.layout(VStack { Image("../Dot", bundle: .module); Image("Escape", bundle: .module) }, in: scaleOne())
        #expect(unknown.missingImages.map(\.name) == ["../Dot", "Escape"]) // the namespace is part of the name
    }

    @Test func hostileVectorFilesAreRefusedQuickly() throws {
        let deep = "<svg width=\"1\" height=\"1\">" + String(repeating: "<g>", count: 100) + String(repeating: "</g>", count: 100) + "</svg>"
        #expect(throws: VectorImageError.self) { try SVG.read(Array(deep.utf8)) }
        let long = "<svg width=\"1\" height=\"1\"><path d=\"M0 0" + String(repeating: " L1 1", count: 300_000) + "\"/></svg>"
        do {
            _ = try SVG.read(Array(long.utf8))
            Issue.record("a path of 300000 segments was read")
        } catch {
            #expect(error.description.contains("more than 200000 path segments"))
        }
        let entity = "<!DOCTYPE svg [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;\">]><svg width=\"1\" height=\"1\"><g id=\"&b;\"/></svg>"
        #expect(try SVG.read(Array(entity.utf8)).commands.isEmpty)
        let nested = "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 1 1] /Contents 2 0 R >> endobj\n2 0 obj 2 0 R endobj\n"
        #expect(throws: VectorImageError.self) { try PDFVector.read(Array(nested.utf8)) }
        let states = String(repeating: "q ", count: 100)
        let page = "%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 1 1] /Contents 2 0 R >> endobj\n2 0 obj << /Length \(states.utf8.count) >>\nstream\n\(states)\nendstream endobj\n"
        do {
            _ = try PDFVector.read(Array(page.utf8))
            Issue.record("100 nested q were read")
        } catch {
            #expect(error.description.contains("q nested more than 64 deep"))
        }
    }

    @Test func jpegDecompressionBombsAreRefusedFromTheHeader() throws {
        let url = Self.folder.appendingPathComponent("Photo.imageset/photo.jpg")
        var bytes = [UInt8](try Data(contentsOf: url))
        // SOF0: FF C0, length (2), precision (1), height (2), width (2).
        let sof = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        bytes[sof + 5] = 0xEA; bytes[sof + 6] = 0x60
        bytes[sof + 7] = 0xEA; bytes[sof + 8] = 0x60
        #expect(throws: JPEGError.tooLarge(width: 60_000, height: 60_000, limit: .default)) { try JPEG.decode(bytes) }
        #expect(throws: JPEGError.self) { try JPEG.decode(Array(bytes.prefix(40))) }
    }
}

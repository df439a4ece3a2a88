import Foundation
import Testing
import ProofRender
@testable import ProofUI

/// `Color("name", bundle:)` reads colour sets as Xcode's asset catalogues write them.
@Suite struct AssetColorTests {
    func catalogue() throws -> (Bundle, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("proof-assets-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/Brand/Accent.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let json = """
            {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x1A","green":"0x4D","blue":"0xCC","alpha":"1.000"}}},
            {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
             "color":{"color-space":"srgb","components":{"red":"0.400","green":"0.600","blue":"1.000","alpha":"0.500"}}}],
             "info":{"author":"xcode","version":1}}
            """
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        return (try #require(Bundle(path: root.path)), root)
    }

    @Test func lightAndDarkAppearances() throws {
        let (bundle, root) = try catalogue()
        defer { try? FileManager.default.removeItem(at: root) }
        let color = Color("Accent", bundle: bundle)
        #expect(color.resolved(in: EnvironmentValues()) == RGBA8(r: 0x1A, g: 0x4D, b: 0xCC, a: 255))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(color.resolved(in: dark) == RGBA8(r: 102, g: 153, b: 255, a: 128))
    }

    /// The asset symbols Xcode 15 generates (`ColorResource`, `ImageResource`: `Color(.accent)`,
    /// `Image(.logo)`) read the catalogue's entry of that name.
    @Test func assetResourcesReadTheCatalogue() throws {
        let (bundle, root) = try catalogue()
        defer { try? FileManager.default.removeItem(at: root) }
        let resource = ColorResource(name: "Accent", bundle: bundle)
        #expect(Color(resource).resolved(in: EnvironmentValues()) == RGBA8(r: 0x1A, g: 0x4D, b: 0xCC, a: 255))
        #expect(UIColor(resource: resource).color.resolved(in: EnvironmentValues()) == RGBA8(r: 0x1A, g: 0x4D, b: 0xCC, a: 255))
        #expect(resource == ColorResource(name: "Accent", bundle: bundle) && resource != ColorResource(name: "Other", bundle: bundle))
        let image = ImageResource(name: "Logo", bundle: bundle)
        #expect(try describe(Image(image)) == describe(Image("Logo", bundle: bundle)))
        #expect(try describe(Image(uiImage: UIImage(resource: image))) == describe(Image("Logo", bundle: bundle)))
    }

    @Test func aMissingColourSetIsMagenta() throws {
        let (bundle, root) = try catalogue()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Color("Nope", bundle: bundle).resolved(in: EnvironmentValues()) == AssetColors.missing)
    }

    /// Where Xcode generates an asset colour both as a `ColorResource` and a `UIColor` member
    /// (the symbol extensions on), `Color(.name)` is the resource's, as SwiftUI's disfavoured
    /// `Color(_: UIColor)` makes it on iOS; a UIKit system colour alone still goes through it.
    @Test func aGeneratedResourceIsPreferredToItsUIColorTwin() {
        #expect(Color(.generatedTwin).resolved(in: EnvironmentValues()) == AssetColors.missing)
        #expect(Color(.systemGray6).resolved(in: EnvironmentValues()) == SystemColor.systemGray6.value(in: .light))
    }
}

extension ColorResource {
    /// A colour set that no catalogue of the test bundle has (so it resolves to the missing colour).
    fileprivate static let generatedTwin = ColorResource(name: "GeneratedTwin", bundle: .main)
}

extension UIColor {
    /// The `UIColor` twin Xcode generates beside the resource; red, to tell the two apart.
    fileprivate static var generatedTwin: UIColor { .red }
}

// Status: supported — colour sets of Xcode asset catalogues, light and dark, read from a bundle as Xcode compiles them.

import ProofBase
import ProofRender

/// Colour sets of Xcode asset catalogues (`Name.colorset/Contents.json`), read from a bundle
/// the way Xcode compiles them: sRGB components as numbers (0…1), 8-bit values or hex, with a
/// dark appearance when the set has one.
nonisolated enum AssetColors {
    /// The colour a missing colour set draws: opaque magenta, impossible to miss in a review.
    static let missing = RGBA8(r: 255, g: 0, b: 255, a: 255)

    /// The light and dark values of the colour set `name` in the asset catalogues of `bundle`
    /// (found as images are: ``AssetCatalogs``, `Folder/Name` in a folder that provides a
    /// namespace); nil when there is none or it cannot be read.
    static func colorSet(named name: String, in bundle: Bundle) -> (light: RGBA8, dark: RGBA8)? {
        guard let root = bundle.resourcePath, !name.isEmpty, !name.hasPrefix("/"),
              !name.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        guard let file = AssetCatalogs.catalogues(under: root).lazy.compactMap({ AssetCatalogs.index(of: $0)[name + ".colorset"] }).first
        else { return nil }
        guard let data = try? FileSystem.readBounded(file + "/Contents.json", limit: 1 << 20),
              let json = try? JSONParser.parse(data), let entries = json["colors"]?.array else { return nil }
        var light: RGBA8?, dark: RGBA8?
        for entry in entries {
            guard let components = entry["color"]?["components"], case .object = components,
                  let value = rgba(components) else { continue }
            let appearances = entry["appearances"]?.array ?? []
            let isDark = appearances.contains { $0["value"]?.string == "dark" }
            if isDark { dark = dark ?? value } else if appearances.isEmpty { light = light ?? value }
        }
        guard let light else { return nil }
        return (light, dark ?? light)
    }

    private static func rgba(_ components: JSONValue) -> RGBA8? {
        func channel(_ key: String) -> UInt8? {
            // Xcode writes strings ("0.200", "0xFF", "255"); numbers are read as their shortest text.
            let raw = components[key]
            let number = raw?.double.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int64($0)) : String($0) }
            let text = raw?.string ?? number ?? ""
            if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt8(text.dropFirst(2), radix: 16) }
            guard let number = Double(text), number.isFinite, number >= 0 else { return nil }
            if text.contains(".") || number <= 1 && key == "alpha" {
                return UInt8((min(number, 1) * 255).rounded())
            }
            return number <= 255 ? UInt8(number) : nil
        }
        guard let r = channel("red"), let g = channel("green"), let b = channel("blue") else { return nil }
        return RGBA8(r: r, g: g, b: b, a: channel("alpha") ?? 255)
    }
}

nonisolated extension Color {
    /// The colour set `name` of an asset catalogue in `bundle` (the main bundle when nil; pass
    /// `.module` for a package's resources), in light and dark. A missing colour set draws
    /// opaque magenta.
    public init(_ name: String, bundle: Bundle? = nil) {
        let set = AssetColors.colorSet(named: name, in: bundle ?? .main)
        self.init(base: .asset(light: set?.light ?? AssetColors.missing, dark: set?.dark ?? AssetColors.missing))
    }
}

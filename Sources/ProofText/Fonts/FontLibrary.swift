import Foundation

/// The fonts text can use: the bundled Inter family plus any fonts registered by the caller,
/// looked up by family name and weight.
///
/// A value: build one, register fonts, and pass it to whatever lays out or draws text. There
/// is no shared global registry, so tests that register different fonts never interfere.
///
/// ```swift
/// var fonts = FontLibrary.bundled
/// try fonts.register(contentsOf: URL(fileURLWithPath: "Brand-Bold.ttf"))
/// let face = fonts.face(family: "Brand", weight: .bold)
/// ```
public struct FontLibrary: Sendable {
    /// Registered faces, in registration order (bundled faces first).
    public private(set) var faces: [FontFace]
    /// For each face in ``faces``, the family name it is registered under.
    private var familyNames: [String]

    /// The family name of the bundled fonts.
    public static let bundledFamily = "Inter"

    /// An empty library.
    public init() {
        faces = []
        familyNames = []
    }

    /// Inter Regular, Medium, Semi Bold and Bold (SIL Open Font License 1.1, see
    /// `Resources/OFL.txt`), bundled with the package. Parsed once per process.
    public static var bundled: FontLibrary { BundledFonts.library }

    /// The bundled faces, regular to bold.
    public static var bundledFaces: [FontFace] { BundledFonts.library.faces }

    /// The files of the bundled faces, regular to bold, to hand to other tools (FreeType, a
    /// font viewer) for comparison.
    public static var bundledFileURLs: [URL] { BundledFonts.files.compactMap(BundledFonts.url) }

    /// Noto Sans Arabic, Noto Sans Hebrew and Noto Sans Devanagari, Regular and Bold (SIL Open
    /// Font License 1.1, see `Resources/Noto-OFL.txt`), bundled for the scripts Inter lacks.
    /// They are not families of any library: they are the fixed second step of every fallback
    /// chain. Parsed on first use.
    public static var bundledScriptFaces: [FontFace] { BundledFonts.scriptLibrary.faces }

    /// The colour emoji face: a subset of Noto Color Emoji (SIL Open Font License 1.1, see
    /// `Resources/ProofEmoji-OFL.txt`) with Apple Color Emoji's metrics, bundled as the last
    /// step of every fallback chain. Characters with emoji presentation (an emoji such as 🦄,
    /// or any character followed by U+FE0F) try it first. Parsed on first use.
    public static var bundledEmojiFace: FontFace { BundledFonts.emoji }

    /// The file of ``bundledEmojiFace``.
    public static var bundledEmojiFileURL: URL? { BundledFonts.url(BundledFonts.emojiFile) }

    /// The faces tried, in order, for a character that `face` lacks: the bundled script fonts
    /// (Arabic, then Hebrew, then Devanagari) in the weight closest to `weight`, then each
    /// other family of this library in registration order, in its closest weight and slant,
    /// then the bundled colour emoji face (``bundledEmojiFace``). The chain is the same on
    /// every machine: there is no lookup of system fonts. To draw Chinese, Japanese or Korean
    /// text, register a TrueType (`glyf`) CJK font (e.g. a subset of Noto Sans CJK converted to
    /// TrueType outlines) with ``register(contentsOf:family:)``: it joins the chain.
    public func fallbackFaces(for face: FontFace, weight: FontWeight = .regular, italic: Bool = false) -> [FontFace] {
        var chain: [FontFace] = []
        let scripts = BundledFonts.scriptLibrary
        for family in BundledFonts.scriptFamilies {
            if let fallback = scripts.face(family: family, weight: weight, italic: italic) { chain.append(fallback) }
        }
        var seen = [Self.key(face.familyName)]
        for name in familyNames where !seen.contains(Self.key(name)) {
            seen.append(Self.key(name))
            if let fallback = self.face(family: name, weight: weight, italic: italic), fallback != face { chain.append(fallback) }
        }
        if face != BundledFonts.emoji { chain.append(BundledFonts.emoji) }
        return chain
    }

    /// Adds a face under its own family name, or under `family` when given (so a brand font
    /// can be registered as "Brand" whatever its name table says). A face with the same
    /// family, weight and slant as an existing one replaces it in lookups.
    public mutating func register(_ face: FontFace, family: String? = nil) {
        faces.append(face)
        familyNames.append(family ?? face.familyName)
    }

    /// Loads a `.ttf` file and registers it; returns the face.
    @discardableResult
    public mutating func register(contentsOf url: URL, family: String? = nil) throws(FontError) -> FontFace {
        let face = try FontFace(contentsOf: url)
        register(face, family: family)
        return face
    }

    /// Parses font bytes and registers them; returns the face.
    @discardableResult
    public mutating func register(data: Data, name: String = "<memory>", family: String? = nil) throws(FontError) -> FontFace {
        let face = try FontFace(data: data, name: name)
        register(face, family: family)
        return face
    }

    /// The family names available, sorted, each once.
    public var families: [String] {
        var seen: [String] = []
        for name in familyNames where !seen.contains(where: { Self.key($0) == Self.key(name) }) {
            seen.append(name)
        }
        return seen.sorted()
    }

    /// The face of `family` (case-insensitive) that best matches `weight` and slant, by the
    /// CSS font-matching rules: the exact weight; else for 400–500 the next heavier up to 500,
    /// then lighter, then heavier; for less than 400 lighter first; for more than 500 heavier
    /// first. Faces of the requested slant win over others. `nil` when the family is unknown.
    public func face(family: String, weight: FontWeight = .regular, italic: Bool = false) -> FontFace? {
        let key = Self.key(family)
        // The last registration of a (weight, slant) wins, so iterate newest first.
        var candidates: [FontFace] = []
        for index in faces.indices.reversed() where Self.key(familyNames[index]) == key {
            let face = faces[index]
            if !candidates.contains(where: { $0.weight == face.weight && $0.isItalic == face.isItalic }) {
                candidates.append(face)
            }
        }
        let sameSlant = candidates.filter { $0.isItalic == italic }
        let pool = sameSlant.isEmpty ? candidates : sameSlant
        return pool.min { Self.rank($0.weight.rawValue, for: weight.rawValue) < Self.rank($1.weight.rawValue, for: weight.rawValue) }
    }

    /// Smaller is better; distinct for distinct weights so the choice never depends on order.
    private static func rank(_ weight: Int, for desired: Int) -> Int {
        if weight == desired { return 0 }
        let distance = abs(weight - desired)
        if (400...500).contains(desired) {
            if weight > desired && weight <= 500 { return 1_000 + distance }
            if weight < desired { return 2_000 + distance }
            return 3_000 + distance
        }
        if desired < 400 {
            return weight < desired ? 1_000 + distance : 2_000 + distance
        }
        return weight > desired ? 1_000 + distance : 2_000 + distance
    }

    private static func key(_ family: String) -> String {
        family.lowercased()
    }
}

/// The bundled fonts, parsed on first use: immutable data, like a constant table.
enum BundledFonts {
    static let files = ["Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold"]

    /// The file of a bundled font, e.g. `url("Inter-Bold")`.
    static func url(_ file: String) -> URL? {
        Bundle.module.url(forResource: file, withExtension: "ttf")
    }

    static let scriptFamilies = ["Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari"]
    static let scriptFiles = ["NotoSansArabic-Regular", "NotoSansArabic-Bold", "NotoSansHebrew-Regular", "NotoSansHebrew-Bold",
                              "NotoSansDevanagari-Regular", "NotoSansDevanagari-Bold"]

    static let scriptLibrary: FontLibrary = {
        var library = FontLibrary()
        for file in scriptFiles {
            do {
                guard let url = url(file) else {
                    preconditionFailure("ProofText's bundled font \(file).ttf is missing from the package resources; rebuild the package")
                }
                library.register(try FontFace(contentsOf: url))
            } catch {
                preconditionFailure("ProofText's bundled font \(file).ttf is damaged (\(error)); regenerate it with Scripts/fonts/make-script-fonts.sh")
            }
        }
        return library
    }()

    static let emojiFile = "ProofEmoji"

    static let emoji: FontFace = {
        do {
            guard let url = url(emojiFile) else {
                preconditionFailure("ProofText's bundled font \(emojiFile).ttf is missing from the package resources; rebuild the package")
            }
            return try FontFace(contentsOf: url)
        } catch {
            preconditionFailure("ProofText's bundled font \(emojiFile).ttf is damaged (\(error)); regenerate it with Scripts/fonts/emoji/make-emoji-font.py")
        }
    }()

    static let library: FontLibrary = {
        var library = FontLibrary()
        for file in files {
            do {
                guard let url = url(file) else {
                    preconditionFailure("ProofText's bundled font \(file).ttf is missing from the package resources; rebuild the package")
                }
                library.register(try FontFace(contentsOf: url))
            } catch {
                preconditionFailure("ProofText's bundled font \(file).ttf is damaged (\(error)); regenerate it with Scripts/fonts/make-inter.sh")
            }
        }
        return library
    }()
}

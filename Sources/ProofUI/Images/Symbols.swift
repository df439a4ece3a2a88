// Status: partial — SF Symbol names are drawn with glyphs of Material Design Icons (SF Symbols cannot be shipped); names without a glyph are reported; a variable value (`Image(systemName:variableValue:)`) is noted, every layer drawn filled.

import ProofLayout
import ProofRender
import ProofText

/// System symbols: SF Symbol names drawn with glyphs of Material Design Icons (an open-licence
/// icon set; SF Symbols cannot be shipped), bundled as `ProofSymbols.ttf` and mapped name by
/// name in ``SymbolTable`` (made by `Scripts/symbols/make-symbols.py`). A symbol is set like a
/// character of the font in effect: its size and baseline follow the font, `.imageScale`
/// scales it, and it takes the foreground colour.
nonisolated enum SystemSymbols {
    /// The family the symbol font is registered under.
    static let family = "ProofSymbols"

    /// The bundled symbol font, loaded once.
    static let face: FontFace? = {
        guard let url = Bundle.module.url(forResource: "ProofSymbols", withExtension: "ttf") else { return nil }
        return try? FontFace(contentsOf: url)
    }()

    /// The glyph's character for an SF Symbol name, nil when the name is not mapped.
    static func character(for name: String) -> Character? {
        SymbolTable.codePoints[name].flatMap(Unicode.Scalar.init).map(Character.init)
    }

    /// The glyph's ink at 256 px a side as a white bitmap with coverage as alpha, for
    /// resizable symbols; made once per symbol.
    static func bitmap(of character: Character) -> Bitmap? {
        if let cached = bitmapCache.withLock({ $0[character] }) { return cached }
        let made = makeBitmap(of: character)
        bitmapCache.withLock { $0[character] = made }
        return made
    }

    /// Glyph bitmaps made so far: a few hundred symbols at most, kept for the process.
    private static let bitmapCache = Locked<[Character: Bitmap?]>([:])

    private static func makeBitmap(of character: Character) -> Bitmap? {
        guard let face, let scalar = character.unicodeScalars.first, let glyph = face.glyph(for: scalar),
              let mask = try? GlyphRaster.mask(face: face, glyph: glyph, size64: 256 * 64, subpixel: 0),
              mask.width > 0, mask.height > 0 else { return nil }
        var bitmap = Bitmap(width: mask.width, height: mask.height)
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                bitmap[x, y] = RGBA8(r: 255, g: 255, b: 255, a: mask.coverage[y * mask.width + x])
            }
        }
        return bitmap
    }

    /// `fonts` with the symbol font registered, when it is not already.
    static func adding(to fonts: FontLibrary) -> FontLibrary {
        guard let face, fonts.face(family: family, weight: .regular) == nil else { return fonts }
        var fonts = fonts
        fonts.register(face, family: family)
        return fonts
    }
}

nonisolated extension EnvironmentValues {
    /// The scale of system symbols (`.imageScale`): medium unless set.
    var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated private enum ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }

nonisolated extension Image {
    /// The system symbol `name` with the layers of a variable symbol filled up to
    /// `variableValue` (0 to 1; iOS 16). ProofUI's symbol glyphs have no layers: every layer
    /// is drawn filled, and the text description notes the value.
    public init(systemName name: String, variableValue: Double?) {
        self.init(systemName: name)
        self.variableValue = variableValue
    }

    /// The custom symbol or image `name` from `bundle`'s asset catalogue, with a variable
    /// symbol's value (iOS 16): drawn as `Image(_:bundle:)`, the value not applied.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
        self.variableValue = variableValue
    }

    /// A decorative custom symbol or image with a variable symbol's value (iOS 16): drawn as
    /// `Image(decorative:bundle:)`, the value not applied.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(decorative: name, bundle: bundle)
        self.variableValue = variableValue
    }

    /// A mapped symbol is its glyph at the size of the font in effect (scaled by the image
    /// scale: small 0.8, large 1.3, as SF Symbols scale); an unmapped name draws a square
    /// outline and is reported with the missing characters.
    func resolveSymbol(in resolver: Resolver) throws(RenderError) {
        guard case .symbol(let name) = source else { return }
        let environment = resolver.environment
        let font = environment.font ?? .body
        let size = font.metrics(in: environment.contentSizeCategory, weightOverride: nil, bold: false).size
        let scaled = size * (environment.imageScale == .small ? 0.8 : environment.imageScale == .large ? 1.3 : 1)
        if isResizable == false, let character = SystemSymbols.character(for: name),
           resolver.fonts.face(family: SystemSymbols.family, weight: .regular) != nil {
            try resolver.resolve(Text(verbatim: String(character)).font(.custom(SystemSymbols.family, fixedSize: scaled))
                .accessibilityLabel(SymbolAccessibilityLabels.label(for: name) ?? name)
                .modifyingElements { [variableValue] element, _ in
                    element.symbolName = name
                    if let variableValue {
                        element.notes.append("variableValue \(variableValue) not drawn: every layer of the symbol is filled")
                    }
                })
            return
        }
        if isResizable, let character = SystemSymbols.character(for: name), let bitmap = SystemSymbols.bitmap(of: character) {
            // A resizable symbol is its glyph's ink as a template image, fitted as images are.
            var image = Image(bitmap: bitmap, scale: 1, name: name).resizable().renderingMode(.template)
            image.interpolationMode = interpolationMode
            try image.resolve(in: resolver)
            return
        }
        resolver.missingSymbols.append((name, resolver.currentRecord))
        try resolver.resolve(
            RoundedRectangle(cornerRadius: scaled * 0.2).strokeBorder(Color(rgba8: try resolver.foreground), lineWidth: 1)
                .frame(width: scaled, height: scaled))
    }
}

nonisolated extension View {
    /// The scale of system symbols in this view: `.small`, `.medium` or `.large`.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}

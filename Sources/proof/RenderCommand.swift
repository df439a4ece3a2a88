import ArgumentParser
import Foundation
import ProofLayout
import ProofRender
import ProofText

/// `proof render …`: renders text (and later views) to PNG, for debugging and font checks.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render text to a PNG, for debugging and font checks.",
        subcommands: [RenderTextCommand.self]
    )
}

/// `proof render text --text "…" (--style body --category L | --size 17 --weight semibold) --out F.png`
struct RenderTextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text",
        abstract: "Lay out and draw text with ProofText, as a snapshot would, into a PNG.",
        discussion: """
            Give a Dynamic Type style (--style, sized for --category) or a size (--size, in points; \
            at --scale 1 points are pixels). The text starts at the padding: the first line's pen \
            at x = padding and every baseline on a whole pixel, so a single glyph can be compared \
            with another rasterizer. Characters the font lacks are drawn as its .notdef box and \
            listed on stderr. Exit status: 0 written, 1 when the font, the text or the file fails.
            """
    )

    @Option(name: .long, help: "The text; a newline starts a new paragraph line.")
    var text: String

    @Option(name: .long, help: ArgumentHelp("A Dynamic Type style: largeTitle, title1…title3, headline, body, callout, subheadline, footnote, caption1, caption2.", valueName: "style"))
    var style: String?

    @Option(name: .long, help: ArgumentHelp("Content size category: XS, S, M, L, XL, XXL, XXXL, AX1…AX5 (default L). With --size, scales the size as UIFontMetrics does for body.", valueName: "category"))
    var category: String?

    @Option(name: .long, help: ArgumentHelp("Font size in points.", valueName: "points"))
    var size: Double?

    @Option(name: .long, help: ArgumentHelp("Font weight: regular, medium, semibold, bold… or 100–900 (default: the style's, or regular).", valueName: "weight"))
    var weight: String?

    @Option(name: .long, help: ArgumentHelp("A TrueType font file to use instead of the bundled Inter.", valueName: "path"))
    var font: String?

    @Option(name: .long, help: ArgumentHelp("Wrap lines at this width in points (default: no wrapping).", valueName: "points"))
    var width: Double?

    @Option(name: .long, help: ArgumentHelp("Device pixels per point.", valueName: "scale"))
    var scale: Double = 1

    @Option(name: .long, help: ArgumentHelp("Text colour, #rrggbb or #rrggbbaa.", valueName: "colour"))
    var foreground = "#000000"

    @Option(name: .long, help: ArgumentHelp("Background colour, #rrggbb or #rrggbbaa.", valueName: "colour"))
    var background = "#ffffff"

    @Option(name: .long, help: ArgumentHelp("Empty pixels around the text.", valueName: "pixels"))
    var padding = 4

    @Option(name: .long, help: ArgumentHelp("The PNG file to write.", valueName: "F.png"))
    var out: String

    func validate() throws {
        if (style == nil) == (size == nil) {
            throw ValidationError("give either --style (with --category) or --size (with --weight)")
        }
        if let style, TextStyle(style) == nil {
            throw ValidationError("unknown text style '\(style)'; use one of \(TextStyle.allCases.map(\.description).joined(separator: ", "))")
        }
        if let category, ContentSizeCategory(category) == nil {
            throw ValidationError("unknown content size category '\(category)'; use one of \(ContentSizeCategory.allCases.map(\.shortIdentifier).joined(separator: ", "))")
        }
        if let weight, FontWeight(weight) == nil {
            throw ValidationError("unknown weight '\(weight)'; use a name such as regular, semibold, bold, or a number from 1 to 1000")
        }
        if TextColor(hex: foreground) == nil { throw ValidationError("--foreground '\(foreground)' is not #rrggbb or #rrggbbaa") }
        if TextColor(hex: background) == nil { throw ValidationError("--background '\(background)' is not #rrggbb or #rrggbbaa") }
        if let width, !(width > 0 && width.isFinite) { throw ValidationError("--width must be a positive number of points") }
        if !(0...1_000).contains(padding) { throw ValidationError("--padding must be between 0 and 1000 pixels") }
    }

    func run() throws {
        do {
            try render()
        } catch {
            FileHandle.standardError.write(Data("proof render text: \(error.message)\n".utf8))
            throw ExitCode(1)
        }
    }

    private struct RenderFailure: Error {
        var message: String
    }

    private func render() throws(RenderFailure) {
        let category = category.flatMap(ContentSizeCategory.init) ?? .default
        var format: TextFormat
        if let style = style.flatMap(TextStyle.init) {
            format = TextFormat(style, category: category)
        } else {
            format = TextFormat(size: size ?? 17)
            if self.category != nil { format = format.scaled(relativeTo: .body, in: category) }
        }
        if let weight = weight.flatMap(FontWeight.init) { format.weight = weight }
        let foregroundColor = TextColor(hex: foreground)!, backgroundColor = TextColor(hex: background)!
        format.color = foregroundColor

        let paragraph: TextParagraph
        do {
            if let font {
                let face = try FontFace(contentsOf: URL(fileURLWithPath: font))
                paragraph = try TextParagraph(text, format: format, face: face, scale: scale)
            } else {
                paragraph = try TextParagraph(text, format: format, scale: scale)
            }
        } catch let error as FontError {
            throw RenderFailure(message: error.description)
        } catch {
            throw RenderFailure(message: "\(error)")
        }
        let layout = paragraph.layout(width: width ?? .infinity)
        if !layout.missingCharacters.isEmpty {
            let list = layout.missingCharacters.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
            FileHandle.standardError.write(Data("proof render text: \(paragraph.face.fullName) has no glyph for \(list); drawn as its .notdef box\n".utf8))
        }

        let contentWidth = (width ?? layout.size.width) * scale, contentHeight = layout.size.height * scale
        let pixelWidth = Int(contentWidth.rounded(.up)) + 2 * padding, pixelHeight = Int(contentHeight.rounded(.up)) + 2 * padding
        guard PixelLimit.default.allows(width: pixelWidth, height: pixelHeight) else {
            throw RenderFailure(message: "the image would be \(pixelWidth)×\(pixelHeight) pixels, over the limit of \(PixelLimit.default); use a smaller --scale, --width or text")
        }
        var bitmap = Bitmap(width: pixelWidth, height: pixelHeight,
                            fill: RGBA8(r: backgroundColor.red, g: backgroundColor.green, b: backgroundColor.blue, a: backgroundColor.alpha))
        let origin = Point(x: Double(padding) / scale, y: Double(padding) / scale)
        do {
            try bitmap.draw(layout, of: paragraph, at: origin, cache: GlyphMaskCache())
        } catch {
            throw RenderFailure(message: error.description)
        }
        let folder = URL(fileURLWithPath: out).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw RenderFailure(message: "cannot write \(out): the folder \(folder) does not exist")
        }
        do {
            // Written beside the target and renamed into place: never a half-written PNG.
            try Data(PNG.encode(bitmap)).write(to: URL(fileURLWithPath: out), options: .atomic)
        } catch {
            throw RenderFailure(message: "cannot write \(out): \(error.localizedDescription)")
        }
        print("wrote \(out): \(pixelWidth)×\(pixelHeight) px, \(layout.lines.count) line\(layout.lines.count == 1 ? "" : "s"), \(paragraph.face.fullName) \(format.size) pt at scale \(scale)")
    }
}

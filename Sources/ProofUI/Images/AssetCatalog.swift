// Status: supported — images of Xcode asset catalogues read from a bundle as Xcode compiles them (a missing image is reported).

import ProofBase
import Foundation
import ProofLayout
import ProofRender

/// Where `Image("name")` and `Color("name")` look for Xcode asset catalogues
/// (`Assets.xcassets`) besides the bundle the view names: a bundle's resources (such as a
/// test target's `Bundle.module`, with the catalogue copied as a resource), or a folder (an
/// `.xcassets` folder, or one that holds them).
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment.proofAssetCatalogs = [.folder(URL(fileURLWithPath: "App/Assets.xcassets"))]
/// ```
nonisolated public struct ProofAssetCatalog: Hashable, Sendable, CustomStringConvertible {
    /// The folder searched: an `.xcassets` folder or a folder holding some (up to four deep).
    public let path: String

    /// The catalogues among the resources of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ProofAssetCatalog {
        ProofAssetCatalog(path: bundle.resourcePath ?? bundle.bundlePath)
    }

    /// The catalogue at `url` (an `.xcassets` folder), or the catalogues in that folder.
    public static func folder(_ url: URL) -> ProofAssetCatalog {
        ProofAssetCatalog(path: url.standardizedFileURL.path)
    }

    public var description: String { path }
}

nonisolated extension EnvironmentValues {
    /// Asset catalogues searched for images, symbols and colours a view names without a
    /// bundle, or does not find in its bundle; in order, before the main bundle.
    public var proofAssetCatalogs: [ProofAssetCatalog] {
        get { self[AssetCatalogsKey.self] }
        set { self[AssetCatalogsKey.self] = newValue }
    }
}

nonisolated private enum AssetCatalogsKey: EnvironmentKey { static let defaultValue: [ProofAssetCatalog] = [] }

nonisolated extension View {
    /// Searches `catalog` for the images of this view (``EnvironmentValues/proofAssetCatalogs``).
    public func proofAssetCatalog(_ catalog: ProofAssetCatalog) -> some View {
        transformEnvironment { $0.proofAssetCatalogs.insert(catalog, at: 0) }
    }
}

/// An image named by a view that no bundle, catalogue or file has, or that is drawn as a
/// placeholder because its vector file uses what the readers do not draw.
nonisolated public struct MissingImage: Hashable, Sendable, CustomStringConvertible {
    /// The name the view gave.
    public var name: String
    /// The view path of the image.
    public var viewPath: String
    /// Where it was looked for, or what could not be drawn.
    public var reason: String
    /// Where the image is in the snapshot, in points (empty when it takes no space).
    public var frame: Rect

    public var description: String { "\"\(name)\" in \(viewPath): \(reason)" }
}

extension LayoutSnapshot {
    /// Images the view names that were not found (drawn as nothing) or drawn as placeholders,
    /// in order of appearance. Suites report them as `missingImage` audit findings.
    public var missingImages: [MissingImage] { tree.missingImages }
}

/// What ``ImageLoader`` found for an image: its pixels, their scale, and what the asset says.
nonisolated struct LoadedImage {
    var bitmap: Bitmap
    var scale: Double
    /// The size in points when it is not the pixels over the scale (a vector picture, whose
    /// pixels are rounded up to whole ones).
    var size: Size?
    /// The asset's `template-rendering-intent` is `template` (or it is a symbol).
    var template = false
    /// Set when the picture is a placeholder: what could not be drawn.
    var placeholder: String?
    /// Approximations made drawing a vector picture, for the description.
    var notes: [String] = []
}

/// Xcode asset catalogues: finding `Name.imageset` / `Name.symbolset` / `Name.colorset`
/// folders, reading their `Contents.json` and choosing the variant for the device.
nonisolated enum AssetCatalogs {
    /// The largest `Contents.json` or image file read, in bytes.
    static let maxFileBytes = 64 << 20

    /// The catalogue folders under `root` (itself when it is one), in name order, at most
    /// four folders deep.
    static func catalogues(under root: String) -> [String] {
        if root.hasSuffix(".xcassets") { return [root] }
        var found: [String] = []
        collect(under: root, depth: 4, into: &found)
        return found
    }

    private static func collect(under folder: String, depth: Int, into found: inout [String]) {
        guard depth > 0, found.count < 64, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") && !skipped(entry) {
            let path = folder + "/" + entry
            guard isFolder(path) else { continue }
            if entry.hasSuffix(".xcassets") { found.append(path) } else { collect(under: path, depth: depth - 1, into: &found) }
        }
    }

    /// Build products a search under a test's main bundle (the build folder) need not enter.
    static func skipped(_ entry: String) -> Bool {
        entry == "ModuleCache" || entry == "index" || entry == "checkouts" || entry == "repositories"
            || entry.hasSuffix(".build") || entry.hasSuffix(".swiftmodule") || entry.hasSuffix(".dSYM")
            || entry.hasSuffix(".xctest") || entry.hasSuffix(".product")
    }

    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// The assets of the catalogue `catalogue` by name and kind (`Icons/star.imageset` in a
    /// folder that provides a namespace, `star.imageset` in one that does not), the first in
    /// name order when two share a name; at most eight folders deep and 100,000 entries.
    static func index(of catalogue: String) -> [String: String] {
        var index: [String: String] = [:]
        var entries = 0
        func walk(_ folder: String, prefix: String, depth: Int) {
            guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                entries += 1
                guard entries <= 100_000 else { return }
                let path = folder + "/" + name
                if name.hasSuffix(".imageset") || name.hasSuffix(".symbolset") || name.hasSuffix(".colorset") {
                    if index[prefix + name] == nil { index[prefix + name] = path }
                } else if isFolder(path) {
                    walk(path, prefix: providesNamespace(path) ? prefix + name + "/" : prefix, depth: depth - 1)
                }
            }
        }
        walk(catalogue, prefix: "", depth: 8)
        return index
    }

    /// Whether the group folder's `Contents.json` says `"provides-namespace": true`.
    static func providesNamespace(_ folder: String) -> Bool {
        guard let data = try? FileSystem.readBounded(folder + "/Contents.json", limit: 1 << 16),
              let json = try? JSONParser.parse(data) else { return false }
        return json["properties"]?["provides-namespace"]?.bool == true
    }

    /// The roots searched for a view's asset: its bundle, the environment's catalogues, and
    /// the main bundle when the view named none.
    static func roots(bundle: Bundle?, environment: EnvironmentValues) -> [String] {
        var roots: [String] = []
        if let bundle { roots.append(bundle.resourcePath ?? bundle.bundlePath) }
        roots += environment.proofAssetCatalogs.map(\.path)
        if bundle == nil { roots.append(Bundle.main.resourcePath ?? Bundle.main.bundlePath) }
        return roots
    }

    /// The `Contents.json` of an asset folder as a dictionary; the error names the file.
    static func contents(of folder: String) throws(AssetError) -> JSONValue {
        let file = folder + "/Contents.json"
        let data = try read(file, limit: 1 << 20)
        guard let json = try? JSONParser.parse(data), case .object = json else {
            throw AssetError(file: file, "is not a JSON object; Xcode writes {\"images\": [...], \"info\": {...}} — repair or recreate the asset")
        }
        return json
    }

    /// The bytes of `path`, at most `limit` (``maxFileBytes`` by default).
    static func read(_ path: String, limit maxFileBytes: Int = maxFileBytes) throws(AssetError) -> [UInt8] {
        do {
            return try FileSystem.readBounded(path, limit: maxFileBytes)
        } catch {
            switch error {
            case .system(ENOENT), .system(ENOTDIR): throw AssetError(file: path, "does not exist or cannot be read")
            case let .system(code): throw AssetError(file: path, "cannot be read: \(FileSystem.describe(code))")
            case .notRegularFile: throw AssetError(file: path, "is not a regular file")
            case let .tooLarge(bytes, limit): throw AssetError(file: path, "is \(bytes) bytes, above the limit of \(limit)")
            case let .grewTooLarge(limit): throw AssetError(file: path, "is above the limit of \(limit) bytes")
            }
        }
    }

    /// The file `filename` of the asset folder `folder`; refuses names that leave it (`..`,
    /// slashes, symbolic links pointing elsewhere).
    static func member(_ filename: String, of folder: String, contentsFile: String) throws(AssetError) -> String {
        guard !filename.isEmpty, !filename.contains("/"), !filename.contains("\\"), filename != "..", filename != ".",
              !filename.contains("\0") else {
            throw AssetError(file: contentsFile, "names the file \"\(filename)\", which is not a file of the asset folder; "
                + "a filename is a plain name next to Contents.json")
        }
        let path = folder + "/" + filename
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let realFolder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard real.hasPrefix(realFolder + "/") else {
            throw AssetError(file: contentsFile, "names \"\(filename)\", a link to \(real) outside the asset folder; copy the file in")
        }
        return path
    }

    /// One entry of an imageset's `images`.
    struct Variant {
        var filename: String
        var scale: Int?
        var dark: Bool
        var light: Bool
        var idiom: String
    }

    /// The entries of `json["images"]` that have a file and suit an iPhone.
    static func variants(_ json: JSONValue) -> [Variant] {
        guard let images = json["images"]?.array else { return [] }
        var variants: [Variant] = []
        for image in images.prefix(256) {
            guard let filename = image["filename"]?.string else { continue }
            let idiom = image["idiom"]?.string ?? "universal"
            guard ["universal", "iphone"].contains(idiom) else { continue }
            var dark = false, light = false, other = false
            for appearance in image["appearances"]?.array ?? [] {
                let kind = appearance["appearance"]?.string, value = appearance["value"]?.string
                if kind == "luminosity" && value == "dark" { dark = true }
                else if kind == "luminosity" && value == "light" { light = true }
                else { other = true }
            }
            if other { continue }
            let scaleText = image["scale"]?.string
            let scale = scaleText.flatMap { Int($0.dropLast()) }
            variants.append(Variant(filename: filename, scale: scale, dark: dark, light: light, idiom: idiom))
        }
        return variants
    }

    /// The variant for a device of `deviceScale` in `scheme`: the appearance first (dark,
    /// else any; light, else any), then the idiom (iphone before universal), then the scale
    /// (the device's, else the next larger, else the largest smaller; a single-scale image
    /// fits all).
    static func choose(_ variants: [Variant], deviceScale: Double, dark wantsDark: Bool) -> Variant? {
        let appearance = variants.filter { wantsDark ? $0.dark : $0.light }
        let any = variants.filter { !$0.dark && !$0.light }
        let pool = appearance.isEmpty ? any : appearance
        guard !pool.isEmpty else { return nil }
        let iphone = pool.filter { $0.idiom == "iphone" }
        let candidates = iphone.isEmpty ? pool : iphone
        let device = min(max(Int(deviceScale.rounded(.up)), 1), 3)
        func rank(_ variant: Variant) -> Int {
            guard let scale = variant.scale else { return 50 }
            if scale == device { return 0 }
            return scale > device ? 10 + scale : 100 - scale
        }
        return candidates.enumerated().min { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }?.element
    }
}

/// An asset that exists but cannot be used: the file and what is wrong with it.
nonisolated struct AssetError: Error {
    var file: String
    var message: String

    init(file: String, _ message: String) {
        self.file = file
        self.message = message
    }

    var description: String { "\(file) \(message)" }
}

/// Custom SF Symbols (`.symbolset`): the SVG template exported by the SF Symbols app, its
/// `Regular-M` variant (or the closest one) drawn as a template image whose cap height is the
/// font's.
nonisolated enum CustomSymbols {
    /// Variants in order of preference when `Regular-M` is absent.
    static let preference = ["Regular-M", "Medium-M", "Light-M", "Semibold-M", "Thin-M", "Bold-M", "UltraLight-M", "Heavy-M",
                             "Black-M", "Regular-S", "Regular-L"]

    /// The symbol's variant group and the height of its capitals in template units.
    static func variant(_ root: SVGNode) -> (group: SVGNode, capHeight: Double?)? {
        var group: SVGNode?
        for id in preference {
            if let found = root.element(id: id) { group = found; break }
        }
        if group == nil {
            group = firstGroup(in: root) { id in id.hasSuffix("-M") || id.hasSuffix("-S") || id.hasSuffix("-L") }
        }
        guard let group else { return nil }
        let size = (group["id"] ?? "Regular-M").split(separator: "-").last.map(String.init) ?? "M"
        let baseline = root.element(id: "Baseline-" + size).flatMap { SVG.length($0["y1"]) }
        let capline = root.element(id: "Capline-" + size).flatMap { SVG.length($0["y1"]) }
        if let baseline, let capline, baseline > capline { return (group, baseline - capline) }
        return (group, nil)
    }

    private static func firstGroup(in node: SVGNode, where matches: (String) -> Bool) -> SVGNode? {
        if node.name == "g", let id = node["id"], matches(id), id != "Guides", id != "Notes" { return node }
        for child in node.children where child["id"] != "Guides" && child["id"] != "Notes" {
            if let found = firstGroup(in: child, where: matches) { return found }
        }
        return nil
    }

    /// The symbol of the SVG `data` as a vector picture `pointSize` high in capitals.
    static func picture(_ data: [UInt8], file: String, pointSize: Double) throws(AssetError) -> (VectorImage, Size) {
        let root: SVGNode
        do { root = try SVG.parse(data) } catch { throw AssetError(file: file, "is not a readable SVG: \(error)") }
        guard let (group, capHeight) = variant(root) else {
            throw AssetError(file: file, "has no symbol variant (a group with id Regular-M, or another weight and scale); export it from the SF Symbols app as a template")
        }
        let drawn: VectorImage
        do { drawn = try SVG.draw(group, root: root) } catch { throw AssetError(file: file, "cannot be drawn: \(error)") }
        guard let ink = drawn.inkBounds else { throw AssetError(file: file, "draws nothing in its \(group["id"] ?? "") variant") }
        let units = capHeight ?? ink.height
        // SF Pro's capitals are 0.705 of the point size.
        let factor = pointSize * 0.705 / units
        return (drawn.cropped(to: ink), Size(width: ink.width * factor, height: ink.height * factor))
    }
}

nonisolated extension ImageLoader {
    /// The asset folder of `name` and its kind (`imageset` before `symbolset`) in the
    /// catalogues of `roots`, in order.
    func find(_ name: String, kinds: [String], roots: [String]) -> (folder: String, kind: String)? {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        for root in roots {
            for catalogue in catalogues(under: root) {
                let index = index(of: catalogue)
                for kind in kinds {
                    if let folder = index[name + "." + kind] { return (folder, kind) }
                }
            }
        }
        return nil
    }

    /// The asset `name` from the catalogues of `roots`, nil when none has it. What was chosen
    /// for a name in an environment is kept with the pixels, so later renders read no file.
    func asset(_ name: String, roots: [String], environment: EnvironmentValues) throws(AssetError) -> LoadedImage? {
        let lookup = [name, roots.joined(separator: "\u{1F}"), "\(environment.displayScale)", "\(environment.colorScheme)",
                      "\(symbolSize(environment))"].joined(separator: "\u{1E}")
        if let known = resolution(lookup), let bitmap = cached(known.key) {
            return LoadedImage(bitmap: bitmap, scale: known.image.scale, size: known.image.size, template: known.image.template,
                               placeholder: known.image.placeholder, notes: known.image.notes)
        }
        guard let (image, key) = try load(name, roots: roots, environment: environment) else { return nil }
        remember(lookup, image: image, key: key)
        return image
    }

    /// The point size of a custom symbol in `environment`: the font's, times the image scale.
    func symbolSize(_ environment: EnvironmentValues) -> Double {
        let font = environment.font ?? .body
        return font.metrics(in: environment.contentSizeCategory, weightOverride: nil, bold: false).size
            * (environment.imageScale == .small ? 0.8 : environment.imageScale == .large ? 1.3 : 1)
    }

    /// The asset `name` read from its files, and the key its pixels are kept under.
    private func load(_ name: String, roots: [String], environment: EnvironmentValues) throws(AssetError) -> (LoadedImage, String)? {
        guard let (folder, kind) = find(name, kinds: ["imageset", "symbolset"], roots: roots) else { return nil }
        let json = try AssetCatalogs.contents(of: folder)
        let contentsFile = folder + "/Contents.json"
        let deviceScale = environment.displayScale
        if kind == "symbolset" {
            guard let symbols = json["symbols"]?.array,
                  let filename = symbols.lazy.compactMap({ $0["filename"]?.string }).first else {
                throw AssetError(file: contentsFile, "lists no symbol file (\"symbols\": [{\"filename\": \"….svg\"}])")
            }
            let file = try AssetCatalogs.member(filename, of: folder, contentsFile: contentsFile)
            let size = symbolSize(environment)
            let key = "\(file)#symbol@\(deviceScale)x\(size)"
            let (picture, points) = try CustomSymbols.picture(try AssetCatalogs.read(file), file: file, pointSize: size)
            return try vector(picture, file: file, key: key, size: points, scale: deviceScale, template: true)
        }
        let intent = json["properties"]?["template-rendering-intent"]?.string
        let template = intent == "template"
        guard let variant = AssetCatalogs.choose(AssetCatalogs.variants(json), deviceScale: deviceScale,
                                                 dark: environment.colorScheme == .dark) else {
            throw AssetError(file: contentsFile, "lists no image file for an iPhone (\"images\" entries with a \"filename\" and idiom universal or iphone)")
        }
        let file = try AssetCatalogs.member(variant.filename, of: folder, contentsFile: contentsFile)
        let lower = file.lowercased()
        if lower.hasSuffix(".svg") || lower.hasSuffix(".pdf") {
            let key = "\(file)#vector@\(deviceScale)"
            let data = try AssetCatalogs.read(file)
            let picture: VectorImage
            do {
                picture = lower.hasSuffix(".svg") ? try SVG.read(data) : try PDFVector.read(data)
            } catch {
                throw AssetError(file: file, "is not a readable \(lower.hasSuffix(".svg") ? "SVG" : "PDF"): \(error)")
            }
            return try vector(picture, file: file, key: key, size: picture.size, scale: deviceScale, template: template)
        }
        let scale = Double(variant.scale ?? 1)
        if let bitmap = cached(file) { return (LoadedImage(bitmap: bitmap, scale: scale, template: template), file) }
        let data = try AssetCatalogs.read(file)
        let bitmap: Bitmap
        if JPEG.isJPEG(data) {
            do { bitmap = try JPEG.decode(data, limit: limit) } catch { throw AssetError(file: file, "is not a readable JPEG: \(error)") }
        } else {
            do { bitmap = try PNG.decode(data, limit: limit) } catch { throw AssetError(file: file, "is not a readable PNG: \(error)") }
        }
        store(bitmap, for: file)
        return (LoadedImage(bitmap: bitmap, scale: scale, template: template), file)
    }

    /// `picture` painted at `scale`, `size` points; a placeholder when it uses what is not drawn.
    private func vector(_ picture: VectorImage, file: String, key: String, size: Size, scale: Double, template: Bool)
        throws(AssetError) -> (LoadedImage, String) {
        let notes = picture.approximations.map { "\(file): \($0)" }
        if !picture.unsupported.isEmpty {
            let reason = "\(file) uses what Proofsheet does not draw (\(picture.unsupported.joined(separator: ", "))); drawn as a placeholder"
            let bitmap = try placeholder(size: size, scale: scale, file: file)
            store(bitmap, for: key + "#placeholder")
            return (LoadedImage(bitmap: bitmap, scale: scale, size: size, template: false, placeholder: reason, notes: notes), key + "#placeholder")
        }
        let bitmap: Bitmap
        do { bitmap = try picture.rasterize(scale: scale, size: size, limit: limit) } catch {
            throw AssetError(file: file, "cannot be drawn: \(error)")
        }
        store(bitmap, for: key)
        return (LoadedImage(bitmap: bitmap, scale: scale, size: size, template: template, notes: notes), key)
    }

    /// A grey box with a diagonal cross, `size` points: the picture of what could not be drawn.
    func placeholder(size: Size, scale: Double, file: String) throws(AssetError) -> Bitmap {
        let grey = RGBA8(r: 142, g: 142, b: 147)
        var path = ProofRender.Path()
        path.move(to: Point(x: 0, y: 0)); path.addLine(to: Point(x: size.width, y: size.height))
        path.move(to: Point(x: size.width, y: 0)); path.addLine(to: Point(x: 0, y: size.height))
        let box = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let picture = VectorImage(size: size, commands: [
            .fill(.rect(box), .color(RGBA8(r: 142, g: 142, b: 147, a: 51))),
            .stroke(.rect(box), width: 1, alignment: .inside, .color(grey)),
            .stroke(.path(path), width: 1, alignment: .center, .color(grey)),
        ])
        do { return try picture.rasterize(scale: scale, limit: limit) } catch { throw AssetError(file: file, "cannot be drawn: \(error)") }
    }
}

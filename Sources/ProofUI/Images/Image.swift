// Status: partial — bundled, asset, system-symbol and bitmap images are laid out and drawn as SwiftUI does; symbol rendering modes and antialiasing are accepted and ignored; `resizable(capInsets:resizingMode:)` stretches the whole image (nine-slice caps and tiling noted, not drawn).
import ProofBase

import Foundation
import ProofLayout
import ProofRender

/// A picture from a PNG: a bundle resource (`@2x`/`@3x` variants chosen for the device
/// scale), a file, PNG bytes, or a ``Bitmap``.
///
/// As in SwiftUI an image is shown at its own size in points (pixels over its scale) unless
/// made ``resizable()``; a resizable image fills the space offered, or fits or fills it
/// keeping its aspect ratio with ``View/scaledToFit()``, ``View/scaledToFill()`` or
/// ``View/aspectRatio(_:contentMode:)``.
nonisolated public struct Image: View, PrimitiveView, Equatable {
    public typealias Body = Never

    /// How a resized image is resampled.
    nonisolated public enum Interpolation: Hashable, Sendable {
        /// Nearest neighbour: crisp pixel art and icons.
        case none
        /// Low-quality smooth resampling: drawn with the same smooth filter as `.high`.
        case low
        /// Medium-quality smooth resampling: drawn with the same smooth filter as `.high`.
        case medium
        /// Smooth resampling (the default).
        case high
    }

    /// Whether the image shows its own colours or only its shape, in the foreground colour.
    nonisolated public enum TemplateRenderingMode: Hashable, Sendable {
        case original
        /// Every pixel takes the foreground colour, keeping its alpha (icons).
        case template
    }

    nonisolated enum Source: Equatable {
        case resource(name: String, bundle: Bundle?)
        case file(path: String)
        case png(bytes: [UInt8], scale: Double, name: String)
        case bitmap(Bitmap, scale: Double, name: String)
        /// An SF Symbol name (`Image(systemName:)`).
        case symbol(name: String)
    }

    let source: Source
    var isResizable = false
    /// What `resizable(capInsets:resizingMode:)` asked for that is not drawn (nine-slice caps,
    /// tiling): the image is stretched whole and the element notes it.
    var resizingNote: String?
    var interpolationMode = Interpolation.high
    /// Set by ``renderingMode(_:)``; nil follows the asset (its template rendering intent).
    var renderingMode: TemplateRenderingMode?
    /// Hidden from accessibility (`Image(decorative:)`).
    var isDecorative = false
    /// What VoiceOver reads, given where the image is made (`Image(_:bundle:label:)`).
    var accessibilityLabel: String?
    /// A variable symbol's value (0 to 1), which picks the layers SwiftUI fills; ProofUI fills every layer and notes it.
    var variableValue: Double?

    /// The image `name` of `bundle` (the main bundle when nil; pass `.module` for a package's
    /// resources): a PNG resource (for a device of scale 3, `name@3x.png` is preferred, then
    /// `@2x`, then `name.png`; a name may include folders and `.png`), else the imageset or
    /// custom symbol set `name` of an asset catalogue in the bundle or in
    /// ``EnvironmentValues/proofAssetCatalogs``.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .resource(name: name, bundle: bundle)
    }

    /// The image resource `name` (as ``init(_:bundle:)`` finds it), with `label` as what
    /// VoiceOver reads for it.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .resource(name: name, bundle: bundle)
        accessibilityLabel = label.content
    }

    /// The PNG resource `name`, hidden from accessibility: VoiceOver skips it, and the
    /// missing-label audit does not ask for a label.
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .resource(name: name, bundle: bundle)
        isDecorative = true
    }

    /// The PNG or JPEG (`.jpg`, `.jpeg`) file at `path`, at scale 1 unless its name ends in
    /// `@2x` or `@3x` before the extension.
    public init(filePath path: String) {
        source = .file(path: path)
    }

    /// A PNG in memory; `scale` is its pixels per point.
    public init(pngData data: Data, scale: Double = 1, name: String = "png data") {
        source = .png(bytes: [UInt8](data), scale: scale, name: name)
    }

    /// A PNG in memory; `scale` is its pixels per point.
    public init(pngBytes bytes: [UInt8], scale: Double = 1, name: String = "png bytes") {
        source = .png(bytes: bytes, scale: scale, name: name)
    }

    /// Pixels already decoded; `scale` is their pixels per point.
    public init(bitmap: Bitmap, scale: Double = 1, name: String = "bitmap") {
        source = .bitmap(bitmap, scale: scale, name: name)
    }

    /// The system symbol `name` (an SF Symbol name such as `"star.fill"`), sized by the font
    /// in effect and drawn in the foreground colour.
    public init(systemName name: String) {
        source = .symbol(name: name)
    }

    /// An image that takes the size offered to it instead of its own.
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// An image that takes the size offered to it, keeping the `capInsets` borders unscaled
    /// and stretching or tiling the middle (UIKit's nine-slice resizing). ProofUI stretches
    /// the whole image: non-zero caps and tiling are noted on the element, not drawn.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = resizable()
        var unsupported: [String] = []
        if capInsets != EdgeInsets() {
            unsupported.append("cap insets (\(capInsets.top), \(capInsets.leading), \(capInsets.bottom), \(capInsets.trailing)) not kept")
        }
        if resizingMode == .tile { unsupported.append("tiling drawn stretched") }
        copy.resizingNote = unsupported.isEmpty ? nil : "resizable: " + unsupported.joined(separator: "; ")
        return copy
    }

    /// How a resizable image fills its frame (SwiftUI's `Image.ResizingMode`).
    nonisolated public enum ResizingMode: Hashable, Sendable {
        /// The image repeats at its own size.
        case tile
        /// The image is scaled to fill.
        case stretch
    }

    /// How the image is resampled when resized.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var copy = self
        copy.interpolationMode = interpolation
        return copy
    }

    /// Shows the image's own colours, or its shape in the foreground colour.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = mode
        return copy
    }

    var name: String {
        switch source {
        case .resource(let name, _): name
        case .file(let path): path
        case .png(_, _, let name), .bitmap(_, _, let name): name
        case .symbol(let name): name
        }
    }

    func resolve(in resolver: Resolver) throws(RenderError) {
        resolver.labelCurrentPath(name)
        if case .symbol = source {
            try resolveSymbol(in: resolver)
            return
        }
        let loaded: LoadedImage
        do {
            loaded = try resolver.images.load(source, environment: resolver.environment, resolver: resolver)
        } catch where error.kind == .missingImage && !resolver.environment.missingImagesAreErrors {
            // As iOS draws an asset it cannot find: nothing (a resizable image keeps its frame),
            // with the reason in the description; counted as a missing image.
            var element = Element(kind: .color(RGBA8(r: 0, g: 0, b: 0, a: 0)))
            if isResizable {
                element.expands = .both
                element.compresses = .both
            } else {
                element.style.width = .points(0)
                element.style.height = .points(0)
            }
            element.notes.append("missing image: \(error.message)")
            let id = resolver.emit(element)
            resolver.missingImages.append((id, name, error.message))
            return
        }
        var bitmap = loaded.bitmap
        let scale = loaded.scale
        guard scale.isFinite, scale > 0 else {
            throw resolver.error(.invalidValue, "the image scale is \(scale); use the image's pixels per point (1, 2, 3)")
        }
        if loaded.placeholder == nil, (renderingMode ?? (loaded.template ? .template : .original)) == .template {
            bitmap = Self.tinted(bitmap, with: try resolver.foreground)
        }
        let size = loaded.size ?? Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
        let content = ImageContent(
            bitmap: bitmap, size: size, name: name, resizable: isResizable, contentMode: nil, aspectRatio: nil,
            interpolation: interpolationMode == .none ? .nearest : .smooth)
        var element = Element(kind: .image(content))
        element.accessibility.isHidden = isDecorative
        if let accessibilityLabel { element.accessibility.label = accessibilityLabel }
        element.notes += loaded.notes.map { "approximated: " + $0 }
        if let reason = loaded.placeholder { element.notes.append("placeholder image: " + reason) }
        if let resizingNote { element.notes.append(resizingNote) }
        if isResizable {
            element.expands = .both
            element.compresses = .both
        } else {
            element.style.width = .points(size.width)
            element.style.height = .points(size.height)
        }
        let id = resolver.emit(element)
        if let reason = loaded.placeholder { resolver.missingImages.append((id, name, reason)) }
    }

    /// `bitmap` with every pixel in `color`, its alpha scaled by the pixel's.
    static func tinted(_ bitmap: Bitmap, with color: RGBA8) -> Bitmap {
        var tinted = bitmap
        tinted.withUnsafeMutableBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let alpha = (UInt32(bytes[offset + 3]) * UInt32(color.a) + 127) / 255
                bytes[offset] = color.r
                bytes[offset + 1] = color.g
                bytes[offset + 2] = color.b
                bytes[offset + 3] = UInt8(alpha)
                offset += 4
            }
        }
        return tinted
    }
}

/// Finds and decodes images, keeping decoded files for later renders (bounded by bytes).
/// Shared by all renders of a ``Renderer``, from any thread.
nonisolated final class ImageLoader: Sendable {
    let limit: PixelLimit
    let byteLimit: Int

    private struct State {
        var cache: [String: Bitmap] = [:]
        var order: [String] = []
        var cachedBytes = 0
        /// Asset catalogues found under each root, and each catalogue's index, built once.
        var catalogues: [String: [String]] = [:]
        var indexes: [String: [String: String]] = [:]
        /// What each asset lookup chose (the pixels stay in the byte-bounded cache), at most 4096.
        var resolutions: [String: (image: LoadedImage, key: String)] = [:]
    }

    private let state = Locked(State())

    init(limit: PixelLimit, byteLimit: Int = 64 << 20) {
        self.limit = limit
        self.byteLimit = byteLimit
    }

    /// The pixels of `source`, their scale (pixels per point), and what its asset says.
    func load(_ source: Image.Source, environment: EnvironmentValues, resolver: Resolver) throws(RenderError) -> LoadedImage {
        let deviceScale = environment.displayScale
        switch source {
        case let .bitmap(bitmap, scale, _):
            return LoadedImage(bitmap: bitmap, scale: scale)
        case let .png(bytes, scale, name):
            do {
                return LoadedImage(bitmap: try PNG.decode(bytes, limit: limit), scale: scale)
            } catch {
                throw resolver.error(.unreadableImage, "the image \"\(name)\" is not a readable PNG: \(error)")
            }
        case let .file(path):
            return LoadedImage(bitmap: try file(path, name: path, resolver: resolver), scale: Self.scale(inFileName: path))
        case let .symbol(name):
            throw resolver.error(.invalidView, "the symbol \"\(name)\" is drawn by its view, not loaded as a picture")
        case let .resource(name, bundle):
            if let (url, scale) = Self.url(of: name, in: bundle ?? .main, deviceScale: deviceScale) {
                return LoadedImage(bitmap: try file(url.path, name: name, resolver: resolver), scale: scale)
            }
            let roots = AssetCatalogs.roots(bundle: bundle, environment: environment)
            do throws(AssetError) {
                if let found = try asset(name, roots: roots, environment: environment) { return found }
            } catch {
                throw resolver.error(.unreadableImage, "the image \"\(name)\": \(error.description)")
            }
            let candidates = Self.candidateNames(name, deviceScale: deviceScale).map { $0 + ".png" }.joined(separator: ", ")
            throw resolver.error(.missingImage, "no image named \"\(name)\" in bundle \((bundle ?? .main).bundlePath) (looked for \(candidates)), "
                + "nor \(name).imageset or \(name).symbolset in the asset catalogues under \(roots.joined(separator: ", ")); add it to the target's resources "
                + "(resources: [.process(\"…\")] or .copy(\"Assets.xcassets\")) and pass bundle: .module, say where the catalogue is "
                + "(EnvironmentValues.proofAssetCatalogs), or fix the name")
        }
    }

    /// The catalogues under `root`, found once.
    func catalogues(under root: String) -> [String] {
        if let known = state.withLock({ $0.catalogues[root] }) { return known }
        let found = AssetCatalogs.catalogues(under: root)
        state.withLock { $0.catalogues[root] = found }
        return found
    }

    /// The index of the catalogue `catalogue` (``AssetCatalogs/index(of:)``), built once.
    func index(of catalogue: String) -> [String: String] {
        if let known = state.withLock({ $0.indexes[catalogue] }) { return known }
        let built = AssetCatalogs.index(of: catalogue)
        state.withLock { $0.indexes[catalogue] = built }
        return built
    }

    /// What the asset lookup `lookup` chose before, if anything.
    func resolution(_ lookup: String) -> (image: LoadedImage, key: String)? {
        state.withLock { $0.resolutions[lookup] }
    }

    /// Keeps what `lookup` chose, without its pixels (they are kept under `key`).
    func remember(_ lookup: String, image: LoadedImage, key: String) {
        var light = image
        light.bitmap = Bitmap(width: 0, height: 0)
        state.withLock { state in
            if state.resolutions.count >= 4096 { state.resolutions.removeAll() }
            state.resolutions[lookup] = (light, key)
        }
    }

    /// The decoded pixels kept under `key`, if any.
    func cached(_ key: String) -> Bitmap? {
        state.withLock { $0.cache[key] }
    }

    private func file(_ path: String, name: String, resolver: Resolver) throws(RenderError) -> Bitmap {
        if let cached = state.withLock({ $0.cache[path] }) { return cached }
        guard FileManager.default.fileExists(atPath: path) else {
            throw resolver.error(.missingImage, "no image file at \(path); check the path (relative paths start at \(FileManager.default.currentDirectoryPath))")
        }
        let bitmap: Bitmap
        let lower = path.lowercased()
        if lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") {
            do throws(AssetError) {
                let bytes = try AssetCatalogs.read(path)
                do { bitmap = try JPEG.decode(bytes, limit: limit) } catch { throw AssetError(file: path, "is not a readable JPEG: \(error)") }
            } catch {
                throw resolver.error(.unreadableImage, "the image \"\(name)\" cannot be read: \(error.description)")
            }
        } else {
            do {
                bitmap = try PNG.decode(fileAt: path, limit: limit)
            } catch {
                throw resolver.error(.unreadableImage, "the image \"\(name)\" cannot be read: \(error)")
            }
        }
        store(bitmap, for: path)
        return bitmap
    }

    func store(_ bitmap: Bitmap, for path: String) {
        let bytes = bitmap.pixelCount * 4
        guard bytes <= byteLimit / 2 else { return }
        let byteLimit = byteLimit
        state.withLock { state in
            guard state.cache[path] == nil else { return }
            while state.cachedBytes + bytes > byteLimit, !state.order.isEmpty {
                let oldest = state.order.removeFirst()
                state.cachedBytes -= (state.cache.removeValue(forKey: oldest)?.pixelCount ?? 0) * 4
            }
            state.cache[path] = bitmap
            state.order.append(path)
            state.cachedBytes += bytes
        }
    }

    /// Resource names to try for `name`, best first: `name@3x`, `name@2x`, `name` on a
    /// scale-3 device.
    static func candidateNames(_ name: String, deviceScale: Double) -> [String] {
        let base = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        let preferred = min(max(Int(deviceScale.rounded()), 1), 3)
        var scales = [preferred]
        for scale in [3, 2, 1] where !scales.contains(scale) { scales.append(scale) }
        return scales.map { $0 == 1 ? base : "\(base)@\($0)x" }
    }

    static func url(of name: String, in bundle: Bundle, deviceScale: Double) -> (URL, Double)? {
        for candidate in candidateNames(name, deviceScale: deviceScale) {
            let slash = candidate.lastIndex(of: "/")
            let directory = slash.map { String(candidate[..<$0]) }
            let file = slash.map { String(candidate[candidate.index(after: $0)...]) } ?? candidate
            if let url = bundle.url(forResource: file, withExtension: "png", subdirectory: directory) {
                return (url, scale(inFileName: url.lastPathComponent))
            }
        }
        return nil
    }

    /// 2 for `icon@2x.png`, 3 for `icon@3x.png` (or `.jpg`), otherwise 1.
    static func scale(inFileName name: String) -> Double {
        let base = (name as NSString).deletingPathExtension
        if base.hasSuffix("@2x") { return 2 }
        if base.hasSuffix("@3x") { return 3 }
        return 1
    }
}

nonisolated extension EnvironmentValues {
    /// Whether an image that cannot be found (`Image("name")` missing from its bundle, a file
    /// that is not there) fails the render with a `missingImage` error. When false (the
    /// default), the image is drawn as iOS draws a missing asset — nothing, a resizable one
    /// keeping its frame — and the text description notes it; set true for screens whose
    /// images a test bundles.
    public var missingImagesAreErrors: Bool {
        get { self[MissingImagesAreErrorsKey.self] }
        set { self[MissingImagesAreErrorsKey.self] = newValue }
    }
}

nonisolated private enum MissingImagesAreErrorsKey: EnvironmentKey { static let defaultValue = false }

nonisolated extension Image {
    /// The scale of a system symbol.
    nonisolated public enum Scale: Hashable, Sendable { case small, medium, large }

    /// Accepted: symbols follow the font.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    /// Accepted.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

// Status: supported — `UTType` for SwiftUI's content-type parameters (`onDrop(of:)`,
// `fileImporter`), with the system's common types and conformance along their parents.
//
// SwiftUI's declarations take `[UTType]`, so a file importing SwiftUI alone writes
// `.onDrop(of: [.plainText], …)`: the type's members resolve through SwiftUI's own import of
// UniformTypeIdentifiers. On Linux the type therefore lives here, and the opt-in
// `UniformTypeIdentifiers` module re-exports it; on Apple platforms Apple's is used.
#if os(Linux)
import Foundation

/// A uniform type identifier (UniformTypeIdentifiers' `UTType`).
nonisolated public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String
    /// The type's usual file name extension.
    public let preferredFilenameExtension: String?
    /// The type's MIME type.
    public let preferredMIMEType: String?
    /// The identifiers of the types it conforms to directly.
    private let parents: [String]

    private init(_ identifier: String, _ ext: String?, _ mime: String?, _ parents: [String]) {
        self.identifier = identifier
        preferredFilenameExtension = ext
        preferredMIMEType = mime
        self.parents = parents
    }

    /// The type with `identifier`, when the system knows it.
    public init?(_ identifier: String) {
        guard let known = UTType.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    /// The type of files with `filenameExtension`, when the system knows it.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let aliases = ["jpg": "jpeg", "htm": "html", "yml": "yaml", "text": "txt", "tif": "tiff", "mpeg4": "mp4"]
        let wanted = aliases[filenameExtension.lowercased()] ?? filenameExtension.lowercased()
        guard let known = UTType.known.first(where: { $0.preferredFilenameExtension == wanted }) else { return nil }
        self = known
    }

    /// The type with `mimeType`, when the system knows it.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let known = UTType.known.first(where: { $0.preferredMIMEType == mimeType.lowercased() }) else { return nil }
        self = known
    }

    /// A type the app declares in its Info.plist.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, nil, nil, [parentType?.identifier ?? "public.data"])
    }

    /// A type another app declares, imported in the app's Info.plist.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    public var description: String { identifier }
    public var localizedDescription: String? { identifier }
    public var isDeclared: Bool { true }
    public var isDynamic: Bool { false }
    public var isPublicType: Bool { identifier.hasPrefix("public.") }
    public var tags: [String: [String]] { [:] }

    /// The types it conforms to, directly or through its parents.
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var pending = parents
        while let next = pending.popLast() {
            guard let type = UTType.known.first(where: { $0.identifier == next }), found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    /// Whether it is `type` or conforms to it through its parents.
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
    public func isSubtype(of type: UTType) -> Bool { conforms(to: self) && self != type }

    public static let item = UTType("public.item", nil, nil, [])
    public static let content = UTType("public.content", nil, nil, [])
    public static let data = UTType("public.data", nil, "application/octet-stream", ["public.item"])
    public static let text = UTType("public.text", nil, "text/plain", ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", "txt", "text/plain", ["public.text"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", nil, nil, ["public.plain-text"])
    public static let utf16PlainText = UTType("public.utf16-plain-text", nil, nil, ["public.plain-text"])
    public static let rtf = UTType("public.rtf", "rtf", "text/rtf", ["public.text"])
    public static let html = UTType("public.html", "html", "text/html", ["public.text"])
    public static let xml = UTType("public.xml", "xml", "application/xml", ["public.text"])
    public static let json = UTType("public.json", "json", "application/json", ["public.text"])
    public static let yaml = UTType("public.yaml", "yaml", "application/x-yaml", ["public.text"])
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", "csv", "text/csv", ["public.text"])
    public static let tabSeparatedText = UTType("public.tab-separated-values-text", "tsv", "text/tab-separated-values", ["public.text"])
    public static let sourceCode = UTType("public.source-code", nil, nil, ["public.plain-text"])
    public static let swiftSource = UTType("public.swift-source", "swift", nil, ["public.source-code"])
    public static let propertyList = UTType("com.apple.property-list", "plist", nil, ["public.data"])
    public static let url = UTType("public.url", nil, nil, ["public.data"])
    public static let fileURL = UTType("public.file-url", nil, nil, ["public.url"])
    public static let image = UTType("public.image", nil, nil, ["public.data", "public.content"])
    public static let png = UTType("public.png", "png", "image/png", ["public.image"])
    public static let jpeg = UTType("public.jpeg", "jpeg", "image/jpeg", ["public.image"])
    public static let gif = UTType("com.compuserve.gif", "gif", "image/gif", ["public.image"])
    public static let heic = UTType("public.heic", "heic", "image/heic", ["public.image"])
    public static let webP = UTType("org.webmproject.webp", "webp", "image/webp", ["public.image"])
    public static let svg = UTType("public.svg-image", "svg", "image/svg+xml", ["public.image"])
    public static let pdf = UTType("com.adobe.pdf", "pdf", "application/pdf", ["public.data", "public.content"])
    public static let audiovisualContent = UTType("public.audiovisual-content", nil, nil, ["public.data", "public.content"])
    public static let movie = UTType("public.movie", nil, nil, ["public.audiovisual-content"])
    public static let video = UTType("public.video", nil, nil, ["public.movie"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", "mov", "video/quicktime", ["public.movie"])
    public static let mpeg4Movie = UTType("public.mpeg-4", "mp4", "video/mp4", ["public.movie"])
    public static let audio = UTType("public.audio", nil, nil, ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", "mp3", "audio/mpeg", ["public.audio"])
    public static let mpeg4Audio = UTType("public.mpeg-4-audio", "m4a", "audio/mp4", ["public.audio"])
    public static let wav = UTType("com.microsoft.waveform-audio", "wav", "audio/wav", ["public.audio"])
    public static let archive = UTType("public.archive", nil, nil, ["public.data"])
    public static let zip = UTType("public.zip-archive", "zip", "application/zip", ["public.archive"])
    public static let gzip = UTType("org.gnu.gnu-zip-archive", "gz", "application/gzip", ["public.archive"])
    public static let folder = UTType("public.folder", nil, nil, ["public.directory"])
    public static let directory = UTType("public.directory", nil, nil, ["public.item"])
    public static let package = UTType("com.apple.package", nil, nil, ["public.directory"])
    public static let vCard = UTType("public.vcard", "vcf", "text/vcard", ["public.text"])
    public static let contact = UTType("public.contact", nil, nil, ["public.data"])
    public static let emailMessage = UTType("public.email-message", "eml", "message/rfc822", ["public.data"])
    public static let calendarEvent = UTType("public.calendar-event", nil, nil, ["public.data"])
    public static let ics = UTType("com.apple.ical.ics", "ics", "text/calendar", ["public.text"])
    public static let spreadsheet = UTType("public.spreadsheet", nil, nil, ["public.data", "public.content"])
    public static let presentation = UTType("public.presentation", nil, nil, ["public.data", "public.content"])
    public static let font = UTType("public.font", nil, nil, ["public.data", "public.content"])
    public static let database = UTType("public.database", nil, nil, ["public.data"])
    public static let log = UTType("public.log", "log", nil, ["public.plain-text"])

    private static let known: [UTType] = [
        item, content, data, text, plainText, utf8PlainText, utf16PlainText, rtf, html, xml, json, yaml, commaSeparatedText, tabSeparatedText,
        sourceCode, swiftSource, propertyList, url, fileURL, image, png, jpeg, gif, heic, webP, svg, pdf, audiovisualContent, movie, video,
        quickTimeMovie, mpeg4Movie, audio, mp3, mpeg4Audio, wav, archive, zip, gzip, folder, directory, package, vCard, contact,
        emailMessage, calendarEvent, ics, spreadsheet, presentation, font, database, log,
    ]
}
#else
import UniformTypeIdentifiers
#endif

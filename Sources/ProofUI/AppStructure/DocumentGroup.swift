// Status: partial — `DocumentGroup` keeps the editor of a new document (`content`, rendered like any view); the document browser, opening and saving are not run. `FileDocument` and `ReferenceFileDocument` read and write through `FileWrapper`.
import Foundation

/// A document stored in a file, as a value (SwiftUI's `FileDocument`).
public protocol FileDocument {
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as: its readable types unless it says otherwise.
    static var writableContentTypes: [UTType] { get }
    /// Reads the document from a file.
    init(configuration: ReadConfiguration) throws
    /// Writes the document to a file wrapper.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document stored in a file, as an observable object (SwiftUI's `ReferenceFileDocument`).
public protocol ReferenceFileDocument: ObservableObject {
    /// The document's state to write, taken on the main actor.
    associatedtype Snapshot
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: ReadConfiguration) throws
    func snapshot(contentType: UTType) throws -> Snapshot
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document is read from (SwiftUI's `FileDocumentReadConfiguration`).
nonisolated public struct FileDocumentReadConfiguration {
    /// The type of the file.
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper

    /// A read configuration, for a test that opens a document from a file wrapper.
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document is written to (SwiftUI's `FileDocumentWriteConfiguration`).
nonisolated public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file as it is on disk, if it was saved before.
    public let existingFile: FileWrapper?

    /// A write configuration, for a test that saves a document.
    public init(contentType: UTType, existingFile: FileWrapper? = nil) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// An open file document, given to its editor (SwiftUI's `FileDocumentConfiguration`).
nonisolated public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document; its binding (`$document`) edits it.
    @Binding public var document: Document
    /// Where the document is saved: nil for a new document never saved.
    public let fileURL: URL?
    public let isEditable: Bool

    public init(document: Binding<Document>, fileURL: URL? = nil, isEditable: Bool = true) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// An open reference document, given to its editor (SwiftUI's `ReferenceFileDocumentConfiguration`).
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
    @ObservedObject public var document: Document
    public let fileURL: URL?
    public let isEditable: Bool

    public init(document: Document, fileURL: URL? = nil, isEditable: Bool = true) {
        self.document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// A new document's value, which its editor's binding reads and writes.
private final class DocumentStorage<Document>: @unchecked Sendable {
    var document: Document
    init(_ document: Document) { self.document = document }
}

/// A scene of documents (SwiftUI's `DocumentGroup`). On iOS it opens on the document browser,
/// which a snapshot does not draw; `content` is the editor of a new document, as the app shows
/// it once one is created, to render like any view (its `$document` binding keeps edits).
nonisolated public struct DocumentGroup<Document, Content: View>: Scene {
    public typealias Body = Never
    /// The editor of a new document; nil for a viewer-only group (`viewing:`), which has no new document.
    public let content: Content?
}

nonisolated extension DocumentGroup where Document: FileDocument {
    /// Documents the app creates and edits.
    public init(newDocument: @autoclosure @escaping @Sendable () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        let storage = DocumentStorage(newDocument())
        let binding = Binding(get: { storage.document }, set: { storage.document = $0 })
        content = editor(FileDocumentConfiguration(document: binding))
    }

    /// Documents the app opens to view only.
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        content = nil
    }
}

extension DocumentGroup where Document: ReferenceFileDocument {
    /// Reference documents the app creates and edits.
    @MainActor
    public init(newDocument: @escaping @Sendable () -> Document,
                @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        content = editor(ReferenceFileDocumentConfiguration(document: newDocument()))
    }

    /// Reference documents the app opens to view only.
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content) {
        content = nil
    }
}

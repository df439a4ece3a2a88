// Status: accepted — documents (`FileDocument`, `ReferenceFileDocument` and their read and write configurations) compile and read and write through `FileWrapper` as an app's code does; `.fileExporter` and `.fileImporter` are presentations that a snapshot never shows: the presenting view is drawn.

import Foundation

/// A document a file holds, read and written by value (SwiftUI's `FileDocument`).
public protocol FileDocument {
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as: its readable ones unless it says otherwise.
    static var writableContentTypes: [UTType] { get }
    /// The document a file holds.
    init(configuration: ReadConfiguration) throws
    /// The file holding the document.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

nonisolated extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads (SwiftUI's `FileDocumentReadConfiguration`).
public struct FileDocumentReadConfiguration {
    /// The file's type.
    public let contentType: UTType
    /// The file.
    public let file: FileWrapper
}

/// Where a document writes (SwiftUI's `FileDocumentWriteConfiguration`).
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file as it was, if any.
    public let existingFile: FileWrapper?
}

/// A document a file holds, kept as an observable object (SwiftUI's `ReferenceFileDocument`).
public protocol ReferenceFileDocument: ObservableObject {
    /// What is written: a copy of the document's state.
    associatedtype Snapshot
    /// The types the document opens.
    static var readableContentTypes: [UTType] { get }
    /// The types the document saves as: its readable ones unless it says otherwise.
    static var writableContentTypes: [UTType] { get }
    /// The document a file holds.
    init(configuration: ReadConfiguration) throws
    /// The state to write.
    func snapshot(contentType: UTType) throws -> Snapshot
    /// The file holding `snapshot`.
    func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

nonisolated extension ReferenceFileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

nonisolated extension View {
    /// Accepted: the export panel is a presentation a snapshot never shows.
    public func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    /// Accepted: the export panel is a presentation a snapshot never shows.
    public func fileExporter<D: ReferenceFileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                       defaultFilename: String? = nil,
                                                       onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    /// Accepted: the export panel is a presentation a snapshot never shows.
    public func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                            onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View
        where C.Element: FileDocument { self }

    /// Accepted: the export panel is a presentation a snapshot never shows (iOS 17's form).
    public func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                              defaultFilename: String? = nil,
                                              onCompletion: @escaping (Result<URL, any Error>) -> Void,
                                              onCancellation: @escaping () -> Void = {}) -> some View { self }

    /// Accepted: the import panel is a presentation a snapshot never shows.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                             onCompletion: @escaping (Result<URL, any Error>) -> Void) -> some View { self }

    /// Accepted: the import panel is a presentation a snapshot never shows.
    public func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                             onCompletion: @escaping (Result<[URL], any Error>) -> Void) -> some View { self }
}

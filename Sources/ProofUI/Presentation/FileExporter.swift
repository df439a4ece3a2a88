// Status: accepted — `.fileExporter` (a document, documents, iOS 17's transferable item) and `.fileImporter` are presentations that a snapshot never shows: the presenting view is drawn (the documents themselves are in AppStructure/DocumentGroup.swift).

import Foundation

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

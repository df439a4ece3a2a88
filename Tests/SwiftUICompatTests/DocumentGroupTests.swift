import Foundation
import ProofRender
import ProofUI
import Testing
import UniformTypeIdentifiers

extension UTType {
    static var exampleText: UTType { UTType(importedAs: "com.example.plain-text") }
}

/// Xcode's document app template, as written.
struct TextDocument: FileDocument {
    var text: String

    init(text: String = "Hello, world!") {
        self.text = text
    }

    static var readableContentTypes: [UTType] { [.exampleText] }

    init(configuration: ReadConfiguration) throws {
        guard let data = configuration.file.regularFileContents, let string = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        text = string
    }

    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
        .init(regularFileWithContents: text.data(using: .utf8)!)
    }
}

/// Document apps: a `FileDocument` round-trips through `FileWrapper` and the disk; a
/// `DocumentGroup`'s content is the editor of a new document.
@MainActor @Suite struct DocumentGroupTests {
    @Test func aDocumentRoundTripsThroughTheDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proof-documents-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let wrapper = try TextDocument(text: "Bird food: 3 kg").fileWrapper(configuration: .init(contentType: .exampleText))
        let package = FileWrapper(directoryWithFileWrappers: ["notes.txt": wrapper])
        #expect(package.addRegularFile(withContents: Data("b".utf8), preferredFilename: "notes.txt") == "2 notes.txt")
        try package.write(to: folder, originalContentsURL: nil)
        let read = try FileWrapper(url: folder)
        #expect(read.isDirectory && read.fileWrappers?.keys.sorted() == ["2 notes.txt", "notes.txt"])
        let file = try #require(read.fileWrappers?["notes.txt"])
        #expect(file.isRegularFile && file.filename == "notes.txt")
        let document = try TextDocument(configuration: .init(contentType: .exampleText, file: file))
        #expect(document.text == "Bird food: 3 kg")
        #expect(throws: CocoaError.self) { try TextDocument(configuration: .init(contentType: .exampleText, file: read)) }
        #expect(TextDocument.writableContentTypes == [.exampleText])
    }

    @Test func documentGroupContentIsTheNewDocumentsEditor() throws {
        var edited: Binding<TextDocument>?
        let group = DocumentGroup(newDocument: TextDocument()) { file in
            let _ = (edited = file.$document)
            Text(file.document.text).padding()
        }
        let editor = try #require(group.content)
        let snapshot = try Renderer().render(editor, in: EnvironmentValues(), size: .fittingWidth)
        #expect(snapshot.textDescription.contains("\"Hello, world!\""))
        edited?.wrappedValue.text = "Edited"
        #expect(edited?.wrappedValue.text == "Edited", "the binding keeps the new document's edits")
        #expect(DocumentGroup(viewing: TextDocument.self) { file in Text(file.document.text) }.content == nil)
    }
}

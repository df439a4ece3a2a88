import Foundation
import Testing
import ProofRender
@testable import ProofUI

/// SwiftUI API that a second set of real apps used and ProofUI lacked: each compiles as SwiftUI
/// declares it and does what SwiftUI documents (or, where nothing shows in a still picture,
/// leaves the drawing unchanged).
@MainActor @Suite struct NewAppGapsTests {
    struct Note: Codable, Equatable, Transferable {
        var title: String
        var pages: Int
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            ProxyRepresentation(exporting: \.title)
        }
    }

    struct Tag: Transferable {
        var name: String
        static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation(exporting: \.name).suggestedFileName("tag.txt")
            DataRepresentation(exportedContentType: .plainText) { Data("plain \($0.name)".utf8) }
        }
    }

    @Test func transferableValuesExportTheirFirstMatchingRepresentation() async throws {
        let note = Note(title: "Walks", pages: 3)
        let json = try #require(try await note.proofExportedData())
        #expect(try JSONDecoder().decode(Note.self, from: json) == note)
        // Asked for text, the codable representation does not match: the proxy's string does.
        #expect(try await note.proofExportedData(as: .utf8PlainText) == Data("Walks".utf8))
        let tag = Tag(name: "hills")
        #expect(try await tag.proofExportedData() == Data("hills".utf8))
        #expect(try await tag.proofExportedData(as: .plainText) == Data("plain hills".utf8))
        #expect(try await tag.proofExportedData(as: .png) == nil)
        #expect(try await URL(string: "https://example.com/a")!.proofExportedData() == Data("https://example.com/a".utf8))
    }

    @Test func geometryValuesAnimateTheirComponentsInSwiftUIsOrder() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(rect == CGRect(x: 5, y: 6, width: 7, height: 8))
        var size = CGSize(width: 10, height: 20)
        size.animatableData.scale(by: 0.5)
        #expect(size == CGSize(width: 5, height: 10))
        var angle = Angle.degrees(180)
        #expect(abs(angle.animatableData - Double.pi) < 1e-12)
        angle.animatableData = Double.pi / 2
        #expect(abs(angle.degrees - 90) < 1e-9)
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        insets.animatableData = insets.animatableData + insets.animatableData
        #expect(insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
        var stroke = StrokeStyle(lineWidth: 2, miterLimit: 4, dashPhase: 1)
        stroke.animatableData = AnimatablePair(3, AnimatablePair(5, 7))
        #expect([stroke.lineWidth, stroke.miterLimit, stroke.dashPhase] == [3, 5, 7])
        var point = UnitPoint.bottomTrailing
        point.animatableData = AnimatablePair(0.25, 0.75)
        #expect(point == UnitPoint(x: 0.25, y: 0.75))
    }

    /// A shape whose animatable data is its size, as apps write `offset.animatableData`
    /// (`nonisolated`, as Swift 6 needs for SwiftUI's nonisolated `Animatable` too).
    struct Blob: ProofUI.Shape {
        var offset: CGSize
        nonisolated var animatableData: CGSize.AnimatableData {
            get { offset.animatableData }
            set { offset.animatableData = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: rect.minX, y: rect.minY, width: offset.width, height: offset.height))
        }
    }

    @Test func shapesAreAnimatableAndDrawTheirFinalData() throws {
        func data<S: ProofUI.Shape>(_ shape: S) -> S.AnimatableData { shape.animatableData }
        #expect(data(Rectangle()) == EmptyAnimatableData())
        var blob = Blob(offset: .zero)
        blob.animatableData = AnimatablePair(6, 4)
        let red = Color(red: 1, green: 0, blue: 0)
        let bitmap = try renderer.render(blob.fill(red), in: scaleOne(), size: .fixed(width: 10, height: 10)).bitmap
        #expect([bitmap.hex(5, 3), bitmap.hex(6, 3), bitmap.hex(5, 4)] == ["#ff0000ff", "#ffffffff", "#ffffffff"])
    }

    @Test func aFormatterInterpolationWritesTheValueAsTheFormatterDoes() throws {
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.numberStyle = .percent
        let text = try describe(Text("Done: \(NSNumber(value: 0.5), formatter: formatter)"))
        #expect(text.contains("\"Done: 50%\""))
        let dates = DateFormatter()
        dates.locale = Locale(identifier: "en_US_POSIX")
        dates.timeZone = TimeZone(identifier: "GMT")
        dates.dateFormat = "yyyy-MM-dd"
        #expect(try describe(Text("On \(Date(timeIntervalSince1970: 0), formatter: dates)")).contains("\"On 1970-01-01\""))
    }

    @Test func stylesAndMenusThatShowNothingInAStillPictureLeaveTheDrawingAsItIs() throws {
        let list = List { Text("Apples"); Text("Pears") }
        let plain = try describe(NavigationStack { list.navigationTitle("Fruit") })
        #expect(try describe(NavigationStack { list.navigationTitle("Fruit").toolbarTitleMenu { Button("Rename") {} } }) == plain)
        let split = NavigationSplitView { Text("Sidebar") } content: { Text("Content") } detail: { Text("Detail") }
        #expect(try describe(split.navigationSplitViewStyle(.balanced)) == describe(split))
        #expect(try describe(split.navigationSplitViewStyle(.prominentDetail)) == describe(split))
        let pages = TabView { Text("One"); Text("Two") }.tabViewStyle(.page)
        #expect(try describe(pages.indexViewStyle(.page(backgroundDisplayMode: .always))) == describe(pages))
        #expect(try describe(Text("Sheet").presentationDetents([.medium, .large], selection: .constant(.medium))) == describe(Text("Sheet")))
    }

    @Test func composedGesturesKeepTheirParts() {
        let sequence = SequenceGesture(LongPressGesture(), DragGesture())
        #expect(sequence.first.minimumDuration == 0.5)
        let both = TapGesture().simultaneously(with: LongPressGesture(minimumDuration: 2))
        #expect(both.second.minimumDuration == 2)
        #expect(ExclusiveGesture(TapGesture(count: 2), TapGesture()).first.count == 2)
    }

    @Test func assistiveTechnologyIsOnWhenATestTurnsItOn() {
        var environment = EnvironmentValues()
        #expect(!environment.accessibilityEnabled)
        environment.accessibilityVoiceOverEnabled = true
        #expect(environment.accessibilityEnabled)
        environment.accessibilityVoiceOverEnabled = false
        environment.accessibilitySwitchControlEnabled = true
        #expect(environment.accessibilityEnabled)
    }

    @Test func anOlderSliderWithValueLabelsDrawsThemAtItsEnds() throws {
        let older = try describe(Slider(value: .constant(0.5), minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("Amount") }, width: 300)
        let current = try describe(Slider(value: .constant(0.5), in: 0...1) { Text("Amount") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }, width: 300)
        #expect(older == current)
        #expect(older.contains("\"0\"") && older.contains("\"1\""))
    }
}

/// iOS 17 and iOS 26 API from a 2025 app (Grocy): collapsible sections, toolbar spacers, the
/// confirm and close button roles.
@MainActor @Suite struct NewerAppGapsTests {
    @Test func aCollapsedSectionDrawsItsHeaderWithoutItsRows() throws {
        let expanded = try describe(List { Section("Fruit", isExpanded: .constant(true)) { Text("Apples"); Text("Pears") } }, height: 300)
        let collapsed = try describe(List { Section("Fruit", isExpanded: .constant(false)) { Text("Apples"); Text("Pears") } }, height: 300)
        #expect(expanded.contains("\"Apples\"") && expanded.contains("\"Pears\""))
        #expect(collapsed.contains("\"Fruit\"") || collapsed.contains("\"FRUIT\""))
        #expect(!collapsed.contains("\"Apples\"") && !collapsed.contains("\"Pears\""))
        let withHeader = try describe(Section(isExpanded: .constant(false)) { Text("Hidden") } header: { Text("Header") })
        #expect(withHeader.contains("\"Header\"") && !withHeader.contains("\"Hidden\""))
        #expect(try describe(Section(isExpanded: .constant(true)) { Text("Shown") } header: { Text("Header") }).contains("\"Shown\""))
    }

    @Test func aToolbarSpacerAndTheNewRolesLeaveTheDrawingAsItIs() throws {
        let plain = try describe(NavigationStack {
            Text("Body").toolbar { ToolbarItem { Button("Share") {} }; ToolbarItem { Button("More") {} } }
        }, width: 390, height: 200)
        let spaced = try describe(NavigationStack {
            Text("Body").toolbar { ToolbarItem { Button("Share") {} }; ToolbarSpacer(.fixed); ToolbarItem { Button("More") {} } }
        }, width: 390, height: 200)
        #expect(spaced == plain)
        #expect(try describe(Button("Done", role: .confirm) {}) == describe(Button("Done") {}))
        #expect(try describe(Button("Close", role: .close) {}) == describe(Button("Close") {}))
    }

    struct Notes: FileDocument {
        var text: String
        static var readableContentTypes: [UTType] { [.plainText] }
        init(text: String) { self.text = text }
        init(configuration: ReadConfiguration) throws {
            guard let data = configuration.file.regularFileContents else { throw CocoaError(.fileReadCorruptFile) }
            text = String(decoding: data, as: UTF8.self)
        }
        func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
            FileWrapper(regularFileWithContents: Data(text.utf8))
        }
    }

    @Test func aFileDocumentWritesAndReadsBackThroughItsFileWrapper() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("proof-filedocument-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Notes(text: "milk, eggs").fileWrapper(configuration: .init(contentType: .plainText, existingFile: nil))
        let bundle = FileWrapper(directoryWithFileWrappers: ["list.txt": file])
        try bundle.write(to: folder, originalContentsURL: nil)
        let read = try FileWrapper(url: folder)
        #expect(read.isDirectory && read.fileWrappers?.keys.sorted() == ["list.txt"])
        let reopened = try Notes(configuration: .init(contentType: .plainText, file: try #require(read.fileWrappers?["list.txt"])))
        #expect(reopened.text == "milk, eggs")
        #expect(Notes.writableContentTypes == [.plainText])
        let exporting = Text("Log").fileExporter(isPresented: .constant(true), document: Notes(text: "x"), contentType: .plainText,
                                                 defaultFilename: "log.txt") { _ in }
        #expect(try describe(exporting) == describe(Text("Log")))
        #expect(try describe(Text("Log").fileImporter(isPresented: .constant(true), allowedContentTypes: [.plainText]) { _ in })
                == describe(Text("Log")))
    }
}

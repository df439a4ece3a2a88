import AppIntents
import AVFoundation
import Foundation
import ProofRender
import ProofUI
import ReplayKit
import StoreKit
import Testing
import UniformTypeIdentifiers

/// Framework names a sixth set of real apps used and ProofUI's framework modules lacked: an audio
/// player's levels, a screen recording written to a file, a subscription store's control
/// placement, and App Intents' file parameters, entity queries and input connections.
@MainActor @Suite struct SixthAppSetFrameworkTests {
    struct AddMemoryIntent: AppIntent {
        static var title: LocalizedStringResource { "Add Memory" }

        @Parameter(title: "Image", description: "The memory", supportedContentTypes: [.image],
                   inputConnectionBehavior: .connectToPreviousIntentResult)
        var imageFile: IntentFile

        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func anAudioPlayersLevelsAreSilence() throws {
        let player = try AVAudioPlayer(data: Data())
        player.isMeteringEnabled = true
        player.updateMeters()
        #expect(player.averagePower(forChannel: 0) == -160 && player.peakPower(forChannel: 1) == -160)
    }

    @Test func aMediaFilesMetadataIsEmptyInASnapshot() {
        let asset = AVAsset(url: URL(fileURLWithPath: "/song.mp3"))
        #expect(asset.metadata.isEmpty && asset.commonMetadata.isEmpty)
        #expect(AVMetadataKey.commonKeyArtwork.rawValue == "artwork")
    }

    @Test func aScreenRecordingToAFileIsUnavailable() async {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("recording.mp4")
        await #expect(throws: RPRecordingUnavailableError.self) {
            try await RPScreenRecorder.shared().stopRecording(withOutput: url)
        }
    }

    @Test func aStoresControlsTakeAPlacement() throws {
        let store = Text("Plans")
            .subscriptionStoreControlStyle(.pagedProminentPicker, placement: .bottomBar)
            .subscriptionStoreControlStyle(.picker, placement: .scrollView)
        let renderer = Renderer()
        let size = RenderSize.fixed(width: 200, height: 40)
        #expect(try renderer.render(store, in: EnvironmentValues(), size: size).bitmap
                    == renderer.render(Text("Plans"), in: EnvironmentValues(), size: size).bitmap)
    }

    @Test func aFileParameterHoldsWhatATestSets() throws {
        let intent = AddMemoryIntent()
        intent.imageFile = IntentFile(data: Data([1, 2, 3]), filename: "photo.png", type: .png)
        #expect(intent.imageFile.data == Data([1, 2, 3]) && intent.imageFile.filename == "photo.png" && intent.imageFile.fileURL == nil)
        #expect(intent.$imageFile.title.key == "Image")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("proof-intent-\(UUID().uuidString).txt")
        try Data("hi".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = IntentFile(fileURL: url)
        #expect(file.data == Data("hi".utf8) && file.filename == url.lastPathComponent)
    }

    @Test func aFileIsReadWhenItsDataIsAskedFor() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("proof-intent-\(UUID().uuidString).txt")
        let file = IntentFile(fileURL: url)
        #expect(file.data.isEmpty)
        try Data("later".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(file.data == Data("later".utf8))
    }

    @Test func anAudioPlayerKeepsWhatItWasMadeWith() throws {
        let url = URL(fileURLWithPath: "/nonexistent/song.mp3")
        let fromFile = try AVAudioPlayer(contentsOf: url)
        #expect(fromFile.url == url && fromFile.data == nil)
        let fromData = try AVAudioPlayer(data: Data([7]))
        #expect(fromData.url == nil && fromData.data == Data([7]))
    }
}

import ActivityKit
import AppIntents
import AVFoundation
import Foundation
import MapKit
import ProofGraphics
import ProofTesting
import Speech
import SpriteKit
import SwiftData
import Testing
import WidgetKit

/// A Live Activity's attributes, as apps declare them.
private struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var minutesLeft: Int }
    var orderNumber: Int
}

/// A dependency an intent reads with `@Dependency`.
private final class Counter: @unchecked Sendable {
    var count = 0
}

private struct IncrementIntent: AppIntent {
    static let title: LocalizedStringResource = "Increment"
    @Dependency var counter: Counter
    func perform() async throws -> some IntentResult {
        counter.count += 1
        return .result()
    }
}

private struct FanIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Fan"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

private final class RainScene: SKScene {
    private(set) var loaded = false
    override func sceneDidLoad() {
        loaded = true
        let emitter = SKEmitterNode(fileNamed: "Rain.sks")!
        emitter.name = "rain"
        addChild(emitter)
    }
}

/// Frameworks real apps import beside SwiftUI (AVFAudio, MapKit's directions, ActivityKit,
/// App Intents' dependencies, controls, SpriteKit, Speech, SwiftData's enumeration), with the
/// behaviour a snapshot gives them.
@MainActor @Suite struct RealAppFrameworkGapsTests {
    /// A little-endian WAV file of `samples` (one channel, 16-bit PCM, 8 kHz).
    private func wave(_ samples: [Int16]) -> Data {
        var data = Data()
        func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        func u16(_ value: UInt16) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: "RIFF".utf8); u32(UInt32(36 + samples.count * 2)); data.append(contentsOf: "WAVE".utf8)
        data.append(contentsOf: "fmt ".utf8); u32(16); u16(1); u16(1); u32(8000); u32(16000); u16(2); u16(16)
        data.append(contentsOf: "data".utf8); u32(UInt32(samples.count * 2))
        for sample in samples { u16(UInt16(bitPattern: sample)) }
        return data
    }

    /// A WAV file reads into a float buffer (16-bit samples over 32,768); the file's position
    /// advances; other files and the engine fail, as there is no decoder or device here.
    @Test func audioFilesReadIntoPCMBuffers() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("proof-\(UUID().uuidString).wav")
        try wave([0, 16384, -32768, 32767, 8192]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file = try AVAudioFile(forReading: url)
        #expect(file.length == 5 && file.processingFormat.sampleRate == 8000 && file.processingFormat.channelCount == 1)
        #expect(file.processingFormat.isStandard && file.fileFormat.commonFormat == .pcmFormatInt16)
        let buffer = try #require(AVAudioPCMBuffer(pcmFormat: file.processingFormat, frameCapacity: 3))
        #expect(buffer.frameLength == 0 && buffer.int16ChannelData == nil)
        try file.read(into: buffer)
        let samples = try #require(buffer.floatChannelData)
        #expect(buffer.frameLength == 3 && Array(UnsafeBufferPointer(start: samples[0], count: 3)) == [0, 0.5, -1])
        try file.read(into: buffer)
        #expect(buffer.frameLength == 2 && samples[0][1] == 0.25 && file.framePosition == 5)
        buffer.frameLength = 10
        #expect(buffer.frameLength == 3, "the length stays within the capacity")

        let text = FileManager.default.temporaryDirectory.appendingPathComponent("proof-\(UUID().uuidString).m4a")
        try Data("not audio".utf8).write(to: text)
        defer { try? FileManager.default.removeItem(at: text) }
        #expect(throws: AVAudioFileReadError.self) { try AVAudioFile(forReading: text) }

        let engine = AVAudioEngine()
        let player = AVAudioPlayerNode()
        engine.attach(player)
        engine.connect(player, to: engine.mainMixerNode, format: nil)
        #expect(player.engine === engine && engine.outputConnectionPoints(for: player, outputBus: 0).first?.node === engine.mainMixerNode)
        #expect(throws: (any Error).self) { try engine.start() }
        #expect(!engine.isRunning && !player.isPlaying)
    }

    /// A queue player keeps its items; a looper puts its template in the queue; frames of a
    /// video cannot be made.
    @Test func playersQueueAndGeneratorsFail() async {
        let first = AVPlayerItem(url: URL(fileURLWithPath: "/a.mp4"))
        let second = AVPlayerItem(url: URL(fileURLWithPath: "/b.mp4"))
        let queue = AVQueuePlayer(playerItem: first)
        queue.insert(second, after: first)
        #expect(queue.items().count == 2 && queue.currentItem === first)
        queue.advanceToNextItem()
        #expect(queue.currentItem === second && queue.items().count == 1)
        let looping = AVQueuePlayer()
        let looper = AVPlayerLooper(player: looping, templateItem: first)
        #expect(looping.items().first === first && looper.loopCount == 0 && looper.status == .unknown)
        looper.disableLooping()
        #expect(looping.items().isEmpty && looper.status == .cancelled)
        let generator = AVAssetImageGenerator(asset: AVURLAsset(url: URL(fileURLWithPath: "/a.mp4")))
        await #expect(throws: AVAssetImageGeneratorError.self) { _ = try await generator.image(at: .zero) }
    }

    /// Directions fail as MapKit's do without a server; annotation views stack by their
    /// priorities, MapKit's defaults; camera positions compare by value.
    @Test func mapDirectionsPrioritiesAndPositions() async {
        let request = MKDirections.Request()
        request.transportType = .walking
        request.destination = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 52.5, longitude: 13.4)))
        let directions = MKDirections(request: request)
        await #expect(throws: MKError(.serverFailure)) { _ = try await directions.calculate() }
        nonisolated(unsafe) var reported: (any Error)?
        directions.calculate { _, error in reported = error }
        #expect((reported as? MKError)?.code == .serverFailure)

        let views = (0..<3).map { _ in MKAnnotationView(annotation: nil, reuseIdentifier: nil) }
        #expect(views[0].zPriority == .defaultUnselected && views[0].selectedZPriority == .defaultSelected)
        views[1].zPriority = .max
        views[2].zPriority = MKAnnotationViewZPriority(100)
        let front = views.max { $0.zPriority < $1.zPriority }
        #expect(front === views[1] && views.sorted { $0.zPriority < $1.zPriority }.first === views[2])
        #expect(MKAnnotationViewZPriority.min.rawValue == 0 && MKAnnotationViewZPriority.defaultUnselected.rawValue == 500)

        let berlin = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 52.5, longitude: 13.4),
                                        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
        #expect(MapCameraPosition.region(berlin) == .region(berlin))
        #expect(MapCameraPosition.region(berlin) != .automatic && MapCameraPosition.automatic == .automatic)
        #expect(MapCameraPosition.userLocation(fallback: .automatic).fallbackPosition == .automatic)
    }

    /// Requested activities are kept until dismissed; updates change their content.
    @Test func liveActivitiesAreKeptInMemory() async throws {
        let activity = try Activity<DeliveryAttributes>.request(attributes: DeliveryAttributes(orderNumber: 7),
                                                               content: ActivityContent(state: .init(minutesLeft: 20), staleDate: nil))
        #expect(Activity<DeliveryAttributes>.activities.contains { $0.id == activity.id } && activity.activityState == .active)
        await activity.update(using: .init(minutesLeft: 5))
        #expect(activity.content.state.minutesLeft == 5)
        await activity.end(nil, dismissalPolicy: .default)
        #expect(activity.activityState == .ended && Activity<DeliveryAttributes>.activities.contains { $0.id == activity.id })
        await activity.update(using: .init(minutesLeft: 1))
        #expect(activity.contentState.minutesLeft == 5, "an ended activity is not updated")
        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(!Activity<DeliveryAttributes>.activities.contains { $0.id == activity.id })
    }

    /// `@Dependency` reads what the app added, made once; a control toggle keeps its state's
    /// value label.
    @Test func intentDependenciesAndControls() async throws {
        nonisolated(unsafe) var made = 0
        AppDependencyManager.shared.add { () -> Counter in made += 1; return Counter() }
        _ = try await IncrementIntent().perform()
        _ = try await IncrementIntent().perform()
        #expect(made == 1 && IncrementIntent().counter.count == 2)

        let toggle = ControlWidgetToggle(isOn: true, action: FanIntent()) { isOn in
            Text(isOn ? "Turned On" : "Turned Off")
        } label: {
            Text("Fan")
        }
        let label = try Renderer().render(toggle.valueLabel, in: EnvironmentValues(), size: .fittingWidth)
        #expect(label.textDescription.contains("\"Turned On\""))
        let byDefault = ControlWidgetToggle(isOn: false, action: FanIntent()) { Text("Fan") }
        #expect(try Renderer().render(byDefault.valueLabel, in: EnvironmentValues(), size: .fittingWidth).textDescription.contains("\"Off\""))
    }

    /// A scene loads when made and keeps its tree; `SpriteView` is the framework placeholder.
    @Test func spriteScenesKeepTheirTree() throws {
        let scene = RainScene()
        #expect(scene.loaded && scene.children.count == 1 && scene.childNode(withName: "rain")?.parent === scene)
        let sprite = SKSpriteNode(color: .red, size: CGSize(width: 4, height: 4))
        scene.childNode(withName: "rain")?.addChild(sprite)
        sprite.name = "drop"
        #expect(scene.childNode(withName: "//drop") === sprite && scene.childNode(withName: "drop") == nil)
        sprite.run(.sequence([.wait(forDuration: 1), .fadeOut(withDuration: 0.5)]), withKey: "fade")
        #expect(sprite.action(forKey: "fade")?.duration == 1.5)
        let snapshot = try Renderer().render(SpriteView(scene: scene, options: [.allowsTransparency]), in: EnvironmentValues(),
                                             size: .fixed(width: 80, height: 40))
        #expect(snapshot.textDescription.contains("SpriteView (SpriteKit) cannot run in a snapshot"))
    }

    /// Speech recognition is unavailable: no one is asked, and a task fails at once.
    @Test func speechRecognitionIsUnavailable() throws {
        let recognizer = try #require(SFSpeechRecognizer())
        #expect(!recognizer.isAvailable && SFSpeechRecognizer.authorizationStatus() == .notDetermined)
        nonisolated(unsafe) var failure: (any Error)?
        _ = recognizer.recognitionTask(with: SFSpeechAudioBufferRecognitionRequest()) { _, error in failure = error }
        #expect(failure is SFSpeechRecognitionUnavailableError)
    }

    /// `enumerate` visits the fetch's models in order, and what the block does stays.
    @Test func modelContextEnumeratesTheFetch() throws {
        let container = try ModelContainer(for: Trip.self)
        let context = ModelContext(container)
        for nights in 1...4 { context.insert(Trip(name: "T\(nights)", start: .now, nights: nights)) }
        var names: [String] = []
        try context.enumerate(FetchDescriptor<Trip>(predicate: #Predicate { $0.nights > 2 }, sortBy: [SortDescriptor(\.nights)])) { trip in
            names.append(trip.name)
            context.delete(trip)
        }
        let left = try context.fetchCount(FetchDescriptor<Trip>())
        #expect(names == ["T3", "T4"] && left == 2)
    }
}

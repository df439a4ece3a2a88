// `import AVFoundation` on Linux, for SwiftUI apps' files that write it: players and the
// audio session, which play nothing in a snapshot (a player stays paused at time zero).
// Opt-in, through the `ProofUILinuxModules` product (see Package.swift). On Apple platforms
// Apple's AVFoundation is used.
@_exported import Foundation
@_exported import ProofUI

/// A time as a rational number (Core Media's `CMTime`, which AVFoundation brings).
public struct CMTime: Hashable, Sendable, Comparable {
    public var value: Int64
    public var timescale: Int32
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }
    public init(seconds: Double, preferredTimescale: Int32) {
        self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0)
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
}

/// Core Media's `CMTimeMake`.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
/// Core Media's `CMTimeGetSeconds`.
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// A media file (AVFoundation's `AVAsset`).
open class AVAsset: @unchecked Sendable {
    open var duration: CMTime { .zero }
    /// The file's metadata (title, artist, artwork…): none, as nothing is read in a snapshot.
    open var metadata: [AVMetadataItem] { [] }
    /// The metadata in the common key space: none.
    open var commonMetadata: [AVMetadataItem] { [] }
    public init() {}
    /// The media file at `URL` (deprecated in iOS 18 for `AVURLAsset(url:)`): nothing is read.
    public convenience init(url URL: URL) {
        self.init()
    }
}

/// A metadata key (AVFoundation's `AVMetadataKey`).
public struct AVMetadataKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let commonKeyTitle = AVMetadataKey(rawValue: "title")
    public static let commonKeyArtist = AVMetadataKey(rawValue: "artist")
    public static let commonKeyAlbumName = AVMetadataKey(rawValue: "albumName")
    public static let commonKeyArtwork = AVMetadataKey(rawValue: "artwork")
    public static let commonKeyCreationDate = AVMetadataKey(rawValue: "creationDate")
}

/// One piece of a media file's metadata (AVFoundation's `AVMetadataItem`).
open class AVMetadataItem: @unchecked Sendable {
    public init() {}
    open var commonKey: AVMetadataKey? { nil }
    open var key: (any NSCopying & NSObjectProtocol)? { nil }
    open var value: (any NSCopying & NSObjectProtocol)? { nil }
    open var stringValue: String? { nil }
    open var numberValue: NSNumber? { nil }
    open var dateValue: Date? { nil }
    open var dataValue: Data? { nil }
}

/// A media file at a URL (AVFoundation's `AVURLAsset`).
open class AVURLAsset: AVAsset, @unchecked Sendable {
    public let url: URL
    public init(url URL: URL, options: [String: Any]? = nil) {
        url = URL
        super.init()
    }
}

/// How an item's audio tracks are mixed (AVFoundation's `AVAudioMix`): nothing is mixed here.
open class AVAudioMix: @unchecked Sendable {
    public init() {}
}

/// What a player plays (AVFoundation's `AVPlayerItem`).
open class AVPlayerItem: @unchecked Sendable {
    public let asset: AVAsset
    open var duration: CMTime { .zero }
    open func currentTime() -> CMTime { .zero }
    public init(asset: AVAsset) { self.asset = asset }
    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }
}

/// Plays media (AVFoundation's `AVPlayer`): in a snapshot it stays paused at time zero.
open class AVPlayer: @unchecked Sendable {
    /// Whether a player plays (AVFoundation's `AVPlayer.TimeControlStatus`).
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    /// What a player does at the end (AVFoundation's `AVPlayer.ActionAtItemEnd`).
    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }

    open private(set) var currentItem: AVPlayerItem?
    open var rate: Float = 0
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd = ActionAtItemEnd.pause
    open var timeControlStatus: TimeControlStatus { .paused }

    public init() {}
    public init(url URL: URL) { currentItem = AVPlayerItem(url: URL) }
    public init(playerItem item: AVPlayerItem?) { currentItem = item }

    open func play() {}
    open func pause() {}
    open func currentTime() -> CMTime { .zero }
    open func seek(to time: CMTime) {}
    open func seek(to time: CMTime, completionHandler: @escaping @Sendable (Bool) -> Void) { completionHandler(true) }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    /// Observes nothing: time does not pass in a snapshot.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void) -> Any {
        NSObject()
    }
    open func removeTimeObserver(_ observer: Any) {}
}

/// A player of a queue of items (AVFoundation's `AVQueuePlayer`): the queue is kept; nothing plays in a snapshot.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queue: [AVPlayerItem]

    /// A player of `items`, in order.
    public init(items: [AVPlayerItem]) {
        queue = items
        super.init(playerItem: items.first)
    }
    public override init() {
        queue = []
        super.init()
    }
    public override init(playerItem item: AVPlayerItem?) {
        queue = item.map { [$0] } ?? []
        super.init(playerItem: item)
    }
    public override init(url URL: URL) {
        let item = AVPlayerItem(url: URL)
        queue = [item]
        super.init(playerItem: item)
    }

    /// The items in the queue, the current one first.
    open func items() -> [AVPlayerItem] { queue }
    /// Ends the current item and moves to the next.
    open func advanceToNextItem() {
        if !queue.isEmpty { queue.removeFirst() }
        super.replaceCurrentItem(with: queue.first)
    }
    /// Whether `item` may be inserted after `afterItem`: when it is not queued already.
    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool { !queue.contains { $0 === item } }
    /// Inserts `item` after `afterItem` (at the end when nil).
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        guard canInsert(item, after: afterItem) else { return }
        let index = afterItem.flatMap { after in queue.firstIndex { $0 === after }.map { $0 + 1 } } ?? queue.count
        queue.insert(item, at: index)
        if queue.count == 1 { super.replaceCurrentItem(with: item) }
    }
    /// Removes `item` from the queue.
    open func remove(_ item: AVPlayerItem) {
        let wasCurrent = queue.first === item
        queue.removeAll { $0 === item }
        if wasCurrent { super.replaceCurrentItem(with: queue.first) }
    }
    /// Empties the queue.
    open func removeAllItems() {
        queue = []
        super.replaceCurrentItem(with: nil)
    }
    /// Replaces the current item (the queue's first).
    open override func replaceCurrentItem(with item: AVPlayerItem?) {
        if !queue.isEmpty { queue.removeFirst() }
        if let item { queue.insert(item, at: 0) }
        super.replaceCurrentItem(with: item)
    }
}

/// Plays a sound file (AVFoundation's `AVAudioPlayer`): plays nothing in a snapshot.
open class AVAudioPlayer: @unchecked Sendable {
    open var volume: Float = 1
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open var duration: TimeInterval { 0 }
    open var isPlaying: Bool { false }
    open var rate: Float = 1
    open var enableRate = false
    /// Whether levels are measured (kept: nothing plays, so every level is silence).
    open var isMeteringEnabled = false
    open var pan: Float = 0
    open var numberOfChannels: Int { 2 }
    /// The file the player was made with; nil when it was made from data.
    open var url: URL? { source.url }
    /// The bytes the player was made with; nil when it was made from a file.
    open var data: Data? { source.data }
    open weak var delegate: (any AVAudioPlayerDelegate)?
    private let source: (url: URL?, data: Data?)
    /// Keeps the URL and reads nothing (nothing plays in a snapshot, so a file that is not
    /// there is no error here, where iOS would throw).
    public init(contentsOf url: URL) throws { source = (url, nil) }
    /// Refreshes the levels: silence, as nothing plays in a snapshot.
    open func updateMeters() {}
    /// The average level of a channel in decibels: -160, silence.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// The peak level of a channel in decibels: -160, silence.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
    public init(data: Data) throws { source = (nil, data) }
    @discardableResult open func prepareToPlay() -> Bool { true }
    @discardableResult open func play() -> Bool { false }
    open func pause() {}
    open func stop() {}
}

/// What an audio player tells (AVFoundation's `AVAudioPlayerDelegate`; methods optional).
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
}

/// The app's audio settings (AVFoundation's `AVAudioSession`).
open class AVAudioSession: @unchecked Sendable {
    /// An audio category (AVFoundation's `AVAudioSession.Category`).
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
    }
    /// An audio mode (AVFoundation's `AVAudioSession.Mode`).
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
    }
    /// Options of activation (AVFoundation's `AVAudioSession.SetActiveOptions`).
    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
    /// Whether the app may record (AVFoundation's `AVAudioSession.RecordPermission`).
    public enum RecordPermission: UInt, Sendable {
        case undetermined = 1970168948, denied = 1684369017, granted = 1735552628
    }
    /// Options of a category (AVFoundation's `AVAudioSession.CategoryOptions`).
    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    }
    public static func sharedInstance() -> AVAudioSession { AVAudioSession() }
    open var category: Category { .soloAmbient }
    open func setCategory(_ category: Category) throws {}
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {}
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {}
    open func setActive(_ active: Bool) throws {}
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
    /// Undetermined: a snapshot has no microphone and asks no one.
    open var recordPermission: RecordPermission { .undetermined }
    /// Answers false at once: a snapshot has no microphone and asks no one.
    open func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) { response(false) }
    /// No input: a snapshot has no microphone.
    open var isInputAvailable: Bool { false }
    /// The output's sample rate: 44.1 kHz (no device reports another).
    open var sampleRate: Double { 44_100 }
}

/// How a video fills its layer (AVFoundation's `AVLayerVideoGravity`).
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
}

extension Notification.Name {
    public static let AVPlayerItemDidPlayToEndTime = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
}

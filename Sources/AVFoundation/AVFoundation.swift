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
    public init() {}
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

/// A player that loops one item (AVFoundation's `AVQueuePlayer`).
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    public init(items: [AVPlayerItem]) { super.init(playerItem: items.first) }
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
    open weak var delegate: (any AVAudioPlayerDelegate)?
    public init(contentsOf url: URL) throws {}
    public init(data: Data) throws {}
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

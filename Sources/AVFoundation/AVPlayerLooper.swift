// Looping and still images of media: AVFoundation's `AVPlayerLooper`, which keeps a queue
// player's item repeating, and `AVAssetImageGenerator`, which takes frames out of a video. A
// snapshot decodes no video: the generator's requests fail, and a looper loops nothing.
import Foundation

/// A range of media time (Core Media's `CMTimeRange`).
public struct CMTimeRange: Hashable, Sendable {
    public var start: CMTime
    public var duration: CMTime
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }
    public init(start: CMTime, end: CMTime) {
        self.start = start
        duration = CMTime(seconds: end.seconds - start.seconds, preferredTimescale: max(start.timescale, end.timescale))
    }
    /// The end: start plus duration, in seconds at the start's timescale.
    public var end: CMTime { CMTime(seconds: start.seconds + duration.seconds, preferredTimescale: max(start.timescale, duration.timescale)) }
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
    public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)
}

/// Keeps a queue player's item repeating (AVFoundation's `AVPlayerLooper`). It puts the
/// template item in the player's queue; nothing plays in a snapshot, so no loop completes.
open class AVPlayerLooper: @unchecked Sendable {
    /// Where a looper is (AVFoundation's `AVPlayerLooper.Status`).
    public enum Status: Int, Sendable { case unknown, ready, failed, cancelled }

    public let templateItem: AVPlayerItem
    public let timeRange: CMTimeRange
    /// `.unknown`: the media is never loaded in a snapshot.
    open private(set) var status = Status.unknown
    /// The loops completed: none.
    open var loopCount: Int { 0 }
    /// The items the looper put in the queue.
    open private(set) var loopingPlayerItems: [AVPlayerItem] = []
    /// Why the looper failed: never.
    open var error: (any Error)? { nil }

    private weak var player: AVQueuePlayer?

    /// Loops `itemToLoop` (its `timeRange`, the whole item by default) in `player`'s queue.
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange = .invalid) {
        templateItem = itemToLoop
        timeRange = loopRange
        self.player = player
        if player.canInsert(itemToLoop, after: nil) { player.insert(itemToLoop, after: nil) }
        loopingPlayerItems = [itemToLoop]
    }

    public convenience init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {
        self.init(player: player, templateItem: itemToLoop, timeRange: .invalid)
    }

    /// Stops looping: the looper's items leave the queue.
    open func disableLooping() {
        for item in loopingPlayerItems { player?.remove(item) }
        status = .cancelled
    }
}

/// Why a frame could not be made (the error `AVAssetImageGenerator` gives here).
public struct AVAssetImageGeneratorError: Error, CustomStringConvertible, Sendable {
    public var description: String { "AVAssetImageGenerator: a snapshot decodes no video, so no frame can be made" }
}

/// Takes still images out of a video (AVFoundation's `AVAssetImageGenerator`): its settings
/// are kept; a snapshot decodes no video, so every request fails with
/// ``AVAssetImageGeneratorError``, and the app's placeholder shows.
open class AVAssetImageGenerator: @unchecked Sendable {
    /// Whether a request ran to the end (AVFoundation's `AVAssetImageGenerator.Result`).
    public enum Result: Int, Sendable { case succeeded, failed, cancelled }
    /// How far the aperture is cropped (AVFoundation's `AVAssetImageGenerator.ApertureMode`).
    public struct ApertureMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let cleanAperture = ApertureMode(rawValue: "CleanAperture")
        public static let productionAperture = ApertureMode(rawValue: "ProductionAperture")
        public static let encodedPixels = ApertureMode(rawValue: "EncodedPixels")
    }

    public let asset: AVAsset
    open var maximumSize = CGSize.zero
    open var appliesPreferredTrackTransform = false
    open var apertureMode: ApertureMode? = .cleanAperture
    open var requestedTimeToleranceBefore = CMTime(value: Int64.max, timescale: 1)
    open var requestedTimeToleranceAfter = CMTime(value: Int64.max, timescale: 1)

    public init(asset: AVAsset) { self.asset = asset }

    /// The frame at `requestedTime`: throws (no video is decoded here).
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        throw AVAssetImageGeneratorError()
    }

    /// The frame at `time` and its actual time: throws (no video is decoded here).
    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
        throw AVAssetImageGeneratorError()
    }

    /// Calls `handler` for each of `requestedTimes` with `.failed` and the error, at once.
    open func generateCGImagesAsynchronously(forTimes requestedTimes: [NSValue],
                                             completionHandler handler: @escaping @Sendable (CMTime, CGImage?, CMTime, Result, (any Error)?) -> Void) {
        for _ in requestedTimes { handler(.zero, nil, .zero, .failed, AVAssetImageGeneratorError()) }
    }

    /// Cancels requests: none is pending.
    open func cancelAllCGImageGeneration() {}
}

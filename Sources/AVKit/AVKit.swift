// `import AVKit` on Linux, for SwiftUI apps' files that write it: `VideoPlayer` and the
// player view controller. A snapshot plays no video: `VideoPlayer` draws a neutral
// placeholder named "VideoPlayer (AVKit)" under its overlay, noted in the text description.
// Opt-in, through the `ProofUILinuxModules` product (see Package.swift). On Apple platforms
// Apple's AVKit is used.
@_exported import AVFoundation
@_exported import ProofUI

/// A video with the system's playback controls (AVKit's SwiftUI `VideoPlayer`): a placeholder
/// in a snapshot, with the overlay drawn over it.
public struct VideoPlayer<VideoOverlay: View>: View {
    private let overlay: VideoOverlay

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        overlay = videoOverlay()
    }

    public var body: some View {
        ZStack {
            FrameworkPlaceholder("VideoPlayer", framework: "AVKit")
            overlay
        }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) { overlay = EmptyView() }
}

/// The system's player interface (AVKit's `AVPlayerViewController`), drawn as any UIKit view
/// controller is in a snapshot.
@MainActor @preconcurrency
open class AVPlayerViewController: UIViewController {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var videoGravity = AVLayerVideoGravity.resizeAspect
    open var allowsPictureInPicturePlayback = true
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
}

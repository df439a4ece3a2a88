// `import ReplayKit` on Linux, for SwiftUI apps' files that write it: screen recording
// (`RPScreenRecorder`, `RPPreviewViewController`). A snapshot records nothing: the recorder
// is unavailable, starting fails with an error, and no preview is made. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's ReplayKit is used.
@_exported import Foundation
@_exported import ProofUI

/// Why recording failed here: a snapshot has no screen to record.
public struct RPRecordingUnavailableError: Error, CustomStringConvertible, Sendable {
    public var description: String { "Screen recording is unavailable: a snapshot has no screen to record" }
}

/// What a preview controller tells its delegate (ReplayKit's `RPPreviewViewControllerDelegate`).
@MainActor @preconcurrency
public protocol RPPreviewViewControllerDelegate: AnyObject {
    func previewControllerDidFinish(_ previewController: RPPreviewViewController)
}

extension RPPreviewViewControllerDelegate {
    public func previewControllerDidFinish(_ previewController: RPPreviewViewController) {}
}

/// The recording's preview and editor (ReplayKit's `RPPreviewViewController`).
@MainActor @preconcurrency
open class RPPreviewViewController: UIViewController {
    open weak var previewControllerDelegate: (any RPPreviewViewControllerDelegate)?
}

/// What a recorder tells its delegate (ReplayKit's `RPScreenRecorderDelegate`).
public protocol RPScreenRecorderDelegate: AnyObject {}

/// The screen recorder (ReplayKit's `RPScreenRecorder`): unavailable in a snapshot; starting
/// calls its handler with ``RPRecordingUnavailableError`` at once, stopping gives no preview.
open class RPScreenRecorder: @unchecked Sendable {
    private static let recorder = RPScreenRecorder()
    /// The app's recorder.
    open class func shared() -> RPScreenRecorder { recorder }

    open weak var delegate: (any RPScreenRecorderDelegate)?
    open var isAvailable: Bool { false }
    open var isRecording: Bool { false }
    open var isMicrophoneEnabled = false
    open var isCameraEnabled = false

    open func startRecording(handler: (@Sendable ((any Error)?) -> Void)? = nil) { handler?(RPRecordingUnavailableError()) }
    open func startRecording() async throws { throw RPRecordingUnavailableError() }
    open func stopRecording(handler: (@Sendable (RPPreviewViewController?, (any Error)?) -> Void)? = nil) {
        handler?(nil, RPRecordingUnavailableError())
    }
    open func stopRecording() async throws -> RPPreviewViewController { throw RPRecordingUnavailableError() }
    /// Stops a recording and writes it to `url` (iOS 14): no recording runs in a snapshot, so
    /// the handler gets ``RPRecordingUnavailableError``.
    open func stopRecording(withOutput url: URL, completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        completionHandler?(RPRecordingUnavailableError())
    }
    /// Stops a recording and writes it to `url`: throws ``RPRecordingUnavailableError``.
    open func stopRecording(withOutput url: URL) async throws { throw RPRecordingUnavailableError() }
    open func discardRecording(handler: @escaping @Sendable () -> Void) { handler() }
}

// `import Speech` on Linux, for SwiftUI apps' files that write it: speech recognition
// (`SFSpeechRecognizer`, its requests, tasks and results). A snapshot has no microphone and no
// recognition service: authorization stays `.notDetermined` (a request answers `.denied`
// without asking), recognizers are unavailable, and a task reports an error at once, so the
// app's "unavailable" state shows. Opt-in, through the `ProofUILinuxModules` product (see
// Package.swift). On Apple platforms Apple's Speech is used.
@_exported import AVFoundation
@_exported import Foundation
@_exported import ProofUI

/// Whether the app may recognize speech (Speech's `SFSpeechRecognizerAuthorizationStatus`).
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable { case notDetermined, denied, restricted, authorized }

/// What a recognition task is doing (Speech's `SFSpeechRecognitionTaskState`).
public enum SFSpeechRecognitionTaskState: Int, Sendable { case starting, running, finishing, canceling, completed }

/// What kind of speech is expected (Speech's `SFSpeechRecognitionTaskHint`).
public enum SFSpeechRecognitionTaskHint: Int, Sendable { case unspecified, dictation, search, confirmation }

/// Why recognition failed here (the error tasks report): there is no recognition service.
public struct SFSpeechRecognitionUnavailableError: Error, CustomStringConvertible, Sendable {
    public var description: String { "Speech recognition is unavailable: a snapshot has no microphone or recognition service" }
}

/// A recognition request (Speech's `SFSpeechRecognitionRequest`).
open class SFSpeechRecognitionRequest: @unchecked Sendable {
    open var shouldReportPartialResults = true
    open var requiresOnDeviceRecognition = false
    open var taskHint = SFSpeechRecognitionTaskHint.unspecified
    open var contextualStrings: [String] = []
    open var addsPunctuation = false
    public init() {}
}

/// Recognition of audio buffers (Speech's `SFSpeechAudioBufferRecognitionRequest`): buffers
/// appended are dropped (nothing recognizes them).
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    open var nativeAudioFormat: AVAudioFormat { AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1)! }
    open func append(_ audioPCMBuffer: AVAudioPCMBuffer) {}
    open func endAudio() {}
}

/// Recognition of an audio file (Speech's `SFSpeechURLRecognitionRequest`).
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    public let url: URL
    public init(url URL: URL) {
        url = URL
        super.init()
    }
}

/// A segment of a transcription (Speech's `SFTranscriptionSegment`).
open class SFTranscriptionSegment: @unchecked Sendable {
    open var substring: String { "" }
    open var timestamp: TimeInterval { 0 }
    open var duration: TimeInterval { 0 }
    open var confidence: Float { 0 }
}

/// A transcription (Speech's `SFTranscription`).
open class SFTranscription: @unchecked Sendable {
    open var formattedString: String { "" }
    open var segments: [SFTranscriptionSegment] { [] }
}

/// A recognition result (Speech's `SFSpeechRecognitionResult`): none is produced here.
open class SFSpeechRecognitionResult: @unchecked Sendable {
    open var bestTranscription: SFTranscription { SFTranscription() }
    open var transcriptions: [SFTranscription] { [] }
    open var isFinal: Bool { true }
}

/// A running recognition (Speech's `SFSpeechRecognitionTask`): completed at once with an error.
open class SFSpeechRecognitionTask: @unchecked Sendable {
    open var state: SFSpeechRecognitionTaskState { .completed }
    open var isFinishing: Bool { false }
    open var isCancelled: Bool { cancelled }
    open var error: (any Error)? { SFSpeechRecognitionUnavailableError() }
    private var cancelled = false
    open func cancel() { cancelled = true }
    open func finish() {}
}

/// What a recognition task tells its delegate (Speech's `SFSpeechRecognitionTaskDelegate`).
public protocol SFSpeechRecognitionTaskDelegate: AnyObject {
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)
}

extension SFSpeechRecognitionTaskDelegate {
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool) {}
}

/// What a recognizer tells its delegate (Speech's `SFSpeechRecognizerDelegate`).
public protocol SFSpeechRecognizerDelegate: AnyObject {
    func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
    public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {}
}

/// A speech recognizer (Speech's `SFSpeechRecognizer`): unavailable in a snapshot.
open class SFSpeechRecognizer: @unchecked Sendable {
    public let locale: Locale
    open weak var delegate: (any SFSpeechRecognizerDelegate)?
    open var defaultTaskHint = SFSpeechRecognitionTaskHint.unspecified
    open var supportsOnDeviceRecognition = false
    /// False: there is no recognition service.
    open var isAvailable: Bool { false }

    /// A recognizer for the current locale.
    public convenience init?() { self.init(locale: .current) }
    /// A recognizer for `locale`.
    public init?(locale: Locale) { self.locale = locale }

    /// The locales recognized: none here.
    open class func supportedLocales() -> Set<Locale> { [] }
    /// `.notDetermined`: no one is asked in a snapshot.
    open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { .notDetermined }
    /// Answers `.denied` at once, without asking.
    open class func requestAuthorization(_ handler: @escaping @Sendable (SFSpeechRecognizerAuthorizationStatus) -> Void) { handler(.denied) }

    /// Starts a task that fails at once: `resultHandler` is called with no result and
    /// ``SFSpeechRecognitionUnavailableError``.
    open func recognitionTask(with request: SFSpeechRecognitionRequest,
                              resultHandler: @escaping @Sendable (SFSpeechRecognitionResult?, (any Error)?) -> Void) -> SFSpeechRecognitionTask {
        resultHandler(nil, SFSpeechRecognitionUnavailableError())
        return SFSpeechRecognitionTask()
    }

    /// Starts a task whose delegate is told it did not finish successfully.
    open func recognitionTask(with request: SFSpeechRecognitionRequest, delegate: any SFSpeechRecognitionTaskDelegate) -> SFSpeechRecognitionTask {
        let task = SFSpeechRecognitionTask()
        delegate.speechRecognitionTask(task, didFinishSuccessfully: false)
        return task
    }
}

// `import CoreHaptics` on Linux, for SwiftUI apps' files that write it: haptic patterns,
// events and the engine that plays them. A snapshot plays no haptics: the hardware reports
// no haptics support (as an iPad or the Simulator does), and an engine starts and stops and
// makes players whose playback does nothing. Patterns keep their events and report their
// duration, so a test can check what an app would play. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's CoreHaptics is used.
@_exported import Foundation
@_exported import ProofUI

/// "Now", for `start(atTime:)` (CoreHaptics' `CHHapticTimeImmediate`).
public let CHHapticTimeImmediate: TimeInterval = 0

/// What the hardware can play (CoreHaptics' `CHHapticDeviceCapability`).
public protocol CHHapticDeviceCapability {
    var supportsHaptics: Bool { get }
    var supportsAudio: Bool { get }
}

struct SnapshotDeviceCapability: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
}

/// Why a haptics call failed (CoreHaptics' `CHHapticError`).
public struct CHHapticError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case engineNotRunning = -4805, operationNotPermitted = -4806, engineStartTimeout = -4808,
             notSupported = -4809, invalidPatternPlayer = -4812, invalidPatternData = -4813,
             invalidEventType = -4821, invalidEventTime = -4822, invalidParameterType = -4830
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// A parameter of an event (CoreHaptics' `CHHapticEvent.ParameterID`).
public struct CHHapticEventParameterID: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

extension CHHapticEvent {
    public typealias ParameterID = CHHapticEventParameterID
    public typealias EventType = CHHapticEventType
}

extension CHHapticEventParameterID {
    public static let hapticIntensity = Self(rawValue: "HapticIntensity")
    public static let hapticSharpness = Self(rawValue: "HapticSharpness")
    public static let attackTime = Self(rawValue: "AttackTime")
    public static let decayTime = Self(rawValue: "DecayTime")
    public static let releaseTime = Self(rawValue: "ReleaseTime")
    public static let sustained = Self(rawValue: "Sustained")
    public static let audioVolume = Self(rawValue: "AudioVolume")
    public static let audioPitch = Self(rawValue: "AudioPitch")
    public static let audioPan = Self(rawValue: "AudioPan")
    public static let audioBrightness = Self(rawValue: "AudioBrightness")
}

/// An event's kind (CoreHaptics' `CHHapticEvent.EventType`).
public struct CHHapticEventType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let hapticTransient = Self(rawValue: "HapticTransient")
    public static let hapticContinuous = Self(rawValue: "HapticContinuous")
    public static let audioContinuous = Self(rawValue: "AudioContinuous")
    public static let audioCustom = Self(rawValue: "AudioCustom")
}

/// A value of an event's parameter (CoreHaptics' `CHHapticEventParameter`).
open class CHHapticEventParameter: @unchecked Sendable {
    public let parameterID: CHHapticEvent.ParameterID
    public var value: Float
    public init(parameterID: CHHapticEvent.ParameterID, value: Float) {
        self.parameterID = parameterID
        self.value = value
    }
}

/// One haptic or audio event of a pattern (CoreHaptics' `CHHapticEvent`).
open class CHHapticEvent: @unchecked Sendable {
    public let type: EventType
    public let eventParameters: [CHHapticEventParameter]
    /// When the event starts, from the pattern's start.
    public var relativeTime: TimeInterval
    /// How long a continuous event lasts; a transient event's is 0.
    public var duration: TimeInterval

    public init(eventType type: EventType, parameters eventParameters: [CHHapticEventParameter], relativeTime: TimeInterval) {
        self.type = type
        self.eventParameters = eventParameters
        self.relativeTime = relativeTime
        duration = 0
    }

    public init(eventType type: EventType, parameters eventParameters: [CHHapticEventParameter], relativeTime: TimeInterval,
                duration: TimeInterval) {
        self.type = type
        self.eventParameters = eventParameters
        self.relativeTime = relativeTime
        self.duration = type == .hapticTransient ? 0 : duration
    }
}

/// A parameter that changes every event playing (CoreHaptics' `CHHapticDynamicParameter`).
open class CHHapticDynamicParameter: @unchecked Sendable {
    public let parameterID: ID
    public var value: Float
    public var relativeTime: TimeInterval
    public init(parameterID: ID, value: Float, relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        self.relativeTime = relativeTime
    }

    /// A dynamic parameter (CoreHaptics' `CHHapticDynamicParameter.ID`).
    public struct ID: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
        public static let audioPitchControl = ID(rawValue: "AudioPitchControl")
    }
}

/// A dynamic parameter's values over time (CoreHaptics' `CHHapticParameterCurve`).
open class CHHapticParameterCurve: @unchecked Sendable {
    public let parameterID: CHHapticDynamicParameter.ID
    public var relativeTime: TimeInterval
    public let controlPoints: [ControlPoint]

    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
    }

    /// A point of a curve (CoreHaptics' `CHHapticParameterCurve.ControlPoint`).
    open class ControlPoint: @unchecked Sendable {
        public var relativeTime: TimeInterval
        public var value: Float
        public init(relativeTime: TimeInterval, value: Float) {
            self.relativeTime = relativeTime
            self.value = value
        }
    }
}

/// Events and parameter changes to play together (CoreHaptics' `CHHapticPattern`).
open class CHHapticPattern: @unchecked Sendable {
    public let events: [CHHapticEvent]
    public let parameters: [CHHapticDynamicParameter]
    public let parameterCurves: [CHHapticParameterCurve]

    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        self.events = events
        self.parameters = parameters
        parameterCurves = []
    }

    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        self.events = events
        parameters = []
        self.parameterCurves = parameterCurves
    }

    /// The time the pattern takes: until its last event ends (a transient event ends where it
    /// starts) or its last curve point or parameter change.
    public var duration: TimeInterval {
        let eventEnds = events.map { $0.relativeTime + $0.duration }
        let curveEnds = parameterCurves.map { $0.relativeTime + ($0.controlPoints.map(\.relativeTime).max() ?? 0) }
        return (eventEnds + curveEnds + parameters.map(\.relativeTime)).max() ?? 0
    }
}

/// Plays a pattern (CoreHaptics' `CHHapticPatternPlayer`). Plays nothing in a snapshot.
public protocol CHHapticPatternPlayer: AnyObject {
    func start(atTime time: TimeInterval) throws
    func stop(atTime time: TimeInterval) throws
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws
    func cancel() throws
    var isMuted: Bool { get set }
}

/// A player that can pause, seek and loop (CoreHaptics' `CHHapticAdvancedPatternPlayer`).
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    func pause(atTime time: TimeInterval) throws
    func resume(atTime time: TimeInterval) throws
    func seek(toOffset offsetTime: TimeInterval) throws
    var loopEnabled: Bool { get set }
    var loopEnd: TimeInterval { get set }
    var playbackRate: Float { get set }
    var completionHandler: ((any Error)?) -> Void { get set }
}

final class SilentPatternPlayer: CHHapticAdvancedPatternPlayer {
    let pattern: CHHapticPattern
    var isMuted = false
    var loopEnabled = false
    var loopEnd: TimeInterval = 0
    var playbackRate: Float = 1
    var completionHandler: ((any Error)?) -> Void = { _ in }
    init(pattern: CHHapticPattern) { self.pattern = pattern }
    func start(atTime time: TimeInterval) throws {}
    func stop(atTime time: TimeInterval) throws {}
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws {}
    func scheduleParameterCurve(_ parameterCurve: CHHapticParameterCurve, atTime time: TimeInterval) throws {}
    func cancel() throws {}
    func pause(atTime time: TimeInterval) throws {}
    func resume(atTime time: TimeInterval) throws {}
    func seek(toOffset offsetTime: TimeInterval) throws {}
}

/// The haptic engine (CoreHaptics' `CHHapticEngine`): starts and stops, and makes players
/// that play nothing in a snapshot. Its handlers are never called (nothing stops or resets it).
open class CHHapticEngine: @unchecked Sendable {
    /// Why the engine stopped (CoreHaptics' `CHHapticEngine.StoppedReason`).
    public enum StoppedReason: Int, Sendable {
        case audioSessionInterrupt = 1, applicationSuspended, idleTimeout, notifyWhenFinished, engineDestroyed,
             gameControllerDisconnect, systemError = -1
    }
    /// What to do when players finish (CoreHaptics' `CHHapticEngine.FinishedAction`).
    public enum FinishedAction: Int, Sendable { case stopEngine = 1, leaveEngineRunning }

    /// The hardware's capabilities: no haptics and no audio in a snapshot.
    public class func capabilitiesForHardware() -> any CHHapticDeviceCapability { SnapshotDeviceCapability() }

    /// Whether `start()` was called and `stop` was not since.
    public private(set) var isRunning = false
    public var stoppedHandler: (StoppedReason) -> Void = { _ in }
    public var resetHandler: () -> Void = {}
    public var playsHapticsOnly = false
    public var playsAudioOnly = false
    public var isMutedForAudio = false
    public var isMutedForHaptics = false
    public var isAutoShutdownEnabled = false
    /// The engine's clock: 0, as a snapshot's time does not run.
    public var currentTime: TimeInterval { 0 }

    public init() throws {}

    public func start() throws { isRunning = true }
    public func start(completionHandler: ((any Error)?) -> Void) {
        isRunning = true
        completionHandler(nil)
    }
    public func stop(completionHandler: (((any Error)?) -> Void)? = nil) {
        isRunning = false
        completionHandler?(nil)
    }
    public func makePlayer(with pattern: CHHapticPattern) throws -> any CHHapticPatternPlayer { SilentPatternPlayer(pattern: pattern) }
    public func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> any CHHapticAdvancedPatternPlayer { SilentPatternPlayer(pattern: pattern) }
    /// Plays nothing: a snapshot plays no haptics.
    public func playPattern(from fileURL: URL) throws {}
    public func playPattern(from data: Data) throws {}
    /// Calls `finishedHandler` at once: no player is playing.
    public func notifyWhenPlayersFinished(finishedHandler: @escaping ((any Error)?) -> FinishedAction) {
        if finishedHandler(nil) == .stopEngine { isRunning = false }
    }
}

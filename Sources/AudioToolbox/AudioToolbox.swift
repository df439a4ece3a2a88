// `import AudioToolbox` on Linux, for SwiftUI apps' files that play system sounds or vibrate
// (`AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)`). A snapshot plays nothing: a sound
// is registered (given a new ID) and every play call returns at once; a
// completion is called at once, as nothing plays. Opt-in, through the `ProofUILinuxModules`
// product (see Package.swift). On Apple platforms Apple's AudioToolbox is used.
@_exported import Foundation
@_exported import ProofUI

/// A system sound's identifier (AudioToolbox's `SystemSoundID`).
public typealias SystemSoundID = UInt32

/// The vibration, on devices that vibrate (AudioToolbox's `kSystemSoundID_Vibrate`, 0x00000FFF).
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF

/// System Sound Services' success.
public let kAudioServicesNoError: OSStatus = 0
/// System Sound Services' "unsupported property" ('pty?').
public let kAudioServicesUnsupportedPropertyError: OSStatus = 0x7074_793F
/// System Sound Services' "bad property size" ('!siz').
public let kAudioServicesBadPropertySizeError: OSStatus = 0x2173_697A
/// System Sound Services' "bad specifier size" ('!spc').
public let kAudioServicesBadSpecifierSizeError: OSStatus = 0x2173_7063
/// System Sound Services' unspecified error: here, a file that does not exist.
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500

/// Plays a system sound (AudioToolbox's `AudioServicesPlaySystemSound`): nothing plays in a snapshot.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
}

/// Plays a sound as an alert (AudioToolbox's `AudioServicesPlayAlertSound`): nothing plays.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
}

/// Plays a system sound, then calls `inCompletionBlock` (AudioToolbox's
/// `AudioServicesPlaySystemSoundWithCompletion`): nothing plays, so it is called at once.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    inCompletionBlock?()
}

/// Plays an alert sound, then calls `inCompletionBlock`: called at once.
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    inCompletionBlock?()
}

/// Registers a sound file (AudioToolbox's `AudioServicesCreateSystemSoundID`): the file must
/// exist (`kAudioServicesSystemSoundUnspecifiedError` otherwise); it is never decoded. IDs
/// count up from 4096, after the system's.
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    guard inFileURL.isFileURL, FileManager.default.fileExists(atPath: inFileURL.path) else {
        return kAudioServicesSystemSoundUnspecifiedError
    }
    outSystemSoundID.pointee = SnapshotSystemSounds.shared.register()
    return noErr
}

/// Forgets a registered sound (AudioToolbox's `AudioServicesDisposeSystemSoundID`).
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    kAudioServicesNoError
}

/// The next sound ID: each registration gets its own.
final class SnapshotSystemSounds: @unchecked Sendable {
    static let shared = SnapshotSystemSounds()
    private let lock = NSLock()
    private var next: SystemSoundID = 4096

    func register() -> SystemSoundID {
        lock.lock()
        defer { lock.unlock() }
        next += 1
        return next - 1
    }
}

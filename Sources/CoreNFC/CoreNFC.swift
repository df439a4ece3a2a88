// `import CoreNFC` on Linux, for SwiftUI apps' files that read or write NFC tags: NDEF reader
// sessions and their delegates, tag reader sessions, NDEF messages and payload records, the
// tag protocols and `NFCReaderError`. A snapshot has no NFC reader: `readingAvailable` is
// false, and `begin()` never detects a tag. Apple does not document what a session started
// on a device without NFC reports; here (chosen) `begin()` invalidates the session at once
// and tells its delegate `didInvalidateWithError` with `NFCReaderError`
// `.readerErrorUnsupportedFeature` ("Feature not supported", the error Core NFC reports for a
// feature the device lacks), so an app's "scan failed" state shows; the delegate is called on
// the caller's thread, not on the session's queue (nothing asynchronous happens), and is
// never told that the session became active. Connecting to a tag fails with
// `.readerTransceiveErrorSessionInvalidated`. NDEF data is pure data and is real: an
// `NFCNDEFMessage` parses and measures the NFC Forum's NDEF byte format (short, long and
// chunked records), and `NFCNDEFPayload` writes and reads the well-known Text ("T") and URI
// ("U") records as the NFC Forum's record type definitions lay them out. Opt-in, through the
// `ProofUILinuxModules` product (see Package.swift). On Apple platforms Apple's CoreNFC is
// used.
@_exported import Foundation
@_exported import ProofUI

// MARK: - Errors

/// Core NFC's error domain (`NFCErrorDomain`).
public let NFCErrorDomain = "NFCError"

/// A problem with a reader session or a tag (Core NFC's `NFCReaderError`).
public struct NFCReaderError: Error, Hashable, Sendable, CustomNSError {
    /// Reader session and tag error codes (Core NFC's `NFCReaderError.Code`).
    public enum Code: Int, Hashable, Sendable {
        /// The reader session does not support this feature.
        case readerErrorUnsupportedFeature = 1
        /// A security violation associated with the reader session has occurred.
        case readerErrorSecurityViolation = 2
        /// An input parameter is invalid.
        case readerErrorInvalidParameter = 3
        /// The length of an input parameter is invalid.
        case readerErrorInvalidParameterLength = 4
        /// A parameter value is outside of the acceptable boundary.
        case readerErrorParameterOutOfBound = 5
        /// The NFC radio on the device is disabled.
        case readerErrorRadioDisabled = 6
        /// The device or app is not eligible for the feature.
        case readerErrorIneligible = 7
        /// The user did not accept access.
        case readerErrorAccessNotAccepted = 8
        /// The reader lost the connection to the tag.
        case readerTransceiveErrorTagConnectionLost = 100
        /// Too many retries have occurred.
        case readerTransceiveErrorRetryExceeded = 101
        /// The tag has responded with an error.
        case readerTransceiveErrorTagResponseError = 102
        /// The reader session is invalid.
        case readerTransceiveErrorSessionInvalidated = 103
        /// The tag isn't in the connected state.
        case readerTransceiveErrorTagNotConnected = 104
        /// The packet length exceeds the limit supported by the tag.
        case readerTransceiveErrorPacketTooLong = 105
        /// The user canceled the reader session.
        case readerSessionInvalidationErrorUserCanceled = 200
        /// The reader session timed out.
        case readerSessionInvalidationErrorSessionTimeout = 201
        /// The reader session terminated unexpectedly.
        case readerSessionInvalidationErrorSessionTerminatedUnexpectedly = 202
        /// The reader session failed because the system is busy.
        case readerSessionInvalidationErrorSystemIsBusy = 203
        /// The session ended after reading its first NDEF tag (`invalidateAfterFirstRead`).
        case readerSessionInvalidationErrorFirstNDEFTagRead = 204
        /// The tag command configuration has invalid parameters.
        case tagCommandConfigurationErrorInvalidParameters = 300
        /// The NDEF tag is read-only.
        case ndefReaderSessionErrorTagNotWritable = 400
        /// The reader session failed to update the NDEF tag.
        case ndefReaderSessionErrorTagUpdateFailure = 401
        /// The NDEF tag's memory is too small for the message.
        case ndefReaderSessionErrorTagSizeTooSmall = 402
        /// The NDEF tag doesn't contain an NDEF message.
        case ndefReaderSessionErrorZeroLengthMessage = 403

        /// Whether `error` is an `NFCReaderError` with this code (`catch NFCReaderError.…`).
        public static func ~= (match: Code, error: any Error) -> Bool {
            (error as? NFCReaderError)?.code == match
        }
    }

    /// The error's code.
    public let code: Code

    /// An error with `code`.
    public init(_ code: Code) {
        self.code = code
    }

    /// `NFCErrorDomain`.
    public static var errorDomain: String { NFCErrorDomain }
    /// The code's raw value.
    public var errorCode: Int { code.rawValue }
    /// The description Core NFC gives a missing feature ("Feature not supported"); other
    /// codes have none here.
    public var errorUserInfo: [String: Any] {
        code == .readerErrorUnsupportedFeature ? [NSLocalizedDescriptionKey: "Feature not supported"] : [:]
    }

    public static var readerErrorUnsupportedFeature: Code { .readerErrorUnsupportedFeature }
    public static var readerErrorSecurityViolation: Code { .readerErrorSecurityViolation }
    public static var readerErrorInvalidParameter: Code { .readerErrorInvalidParameter }
    public static var readerErrorInvalidParameterLength: Code { .readerErrorInvalidParameterLength }
    public static var readerErrorParameterOutOfBound: Code { .readerErrorParameterOutOfBound }
    public static var readerErrorRadioDisabled: Code { .readerErrorRadioDisabled }
    public static var readerErrorIneligible: Code { .readerErrorIneligible }
    public static var readerErrorAccessNotAccepted: Code { .readerErrorAccessNotAccepted }
    public static var readerTransceiveErrorTagConnectionLost: Code { .readerTransceiveErrorTagConnectionLost }
    public static var readerTransceiveErrorRetryExceeded: Code { .readerTransceiveErrorRetryExceeded }
    public static var readerTransceiveErrorTagResponseError: Code { .readerTransceiveErrorTagResponseError }
    public static var readerTransceiveErrorSessionInvalidated: Code { .readerTransceiveErrorSessionInvalidated }
    public static var readerTransceiveErrorTagNotConnected: Code { .readerTransceiveErrorTagNotConnected }
    public static var readerTransceiveErrorPacketTooLong: Code { .readerTransceiveErrorPacketTooLong }
    public static var readerSessionInvalidationErrorUserCanceled: Code { .readerSessionInvalidationErrorUserCanceled }
    public static var readerSessionInvalidationErrorSessionTimeout: Code { .readerSessionInvalidationErrorSessionTimeout }
    public static var readerSessionInvalidationErrorSessionTerminatedUnexpectedly: Code {
        .readerSessionInvalidationErrorSessionTerminatedUnexpectedly
    }
    public static var readerSessionInvalidationErrorSystemIsBusy: Code { .readerSessionInvalidationErrorSystemIsBusy }
    public static var readerSessionInvalidationErrorFirstNDEFTagRead: Code { .readerSessionInvalidationErrorFirstNDEFTagRead }
    public static var tagCommandConfigurationErrorInvalidParameters: Code { .tagCommandConfigurationErrorInvalidParameters }
    public static var ndefReaderSessionErrorTagNotWritable: Code { .ndefReaderSessionErrorTagNotWritable }
    public static var ndefReaderSessionErrorTagUpdateFailure: Code { .ndefReaderSessionErrorTagUpdateFailure }
    public static var ndefReaderSessionErrorTagSizeTooSmall: Code { .ndefReaderSessionErrorTagSizeTooSmall }
    public static var ndefReaderSessionErrorZeroLengthMessage: Code { .ndefReaderSessionErrorZeroLengthMessage }
}

// MARK: - Sessions

/// A general interface for interacting with a reader session (Core NFC's
/// `NFCReaderSessionProtocol`).
public protocol NFCReaderSessionProtocol: NSObjectProtocol {
    /// Whether the session is started and ready to detect tags.
    var isReady: Bool { get }
    /// The message the system's scanning sheet shows.
    var alertMessage: String { get set }
    /// Starts the session.
    func begin()
    /// Closes the session, which cannot be reused.
    func invalidate()
    /// Closes the session, showing `errorMessage` to the user.
    func invalidate(errorMessage: String)
}

/// The abstract base class of reader sessions (Core NFC's `NFCReaderSession`). A snapshot
/// has no NFC reader: `readingAvailable` is false and a session is never ready.
open class NFCReaderSession: NSObject, NFCReaderSessionProtocol, @unchecked Sendable {
    /// Whether the device supports NFC tag reading: false, a snapshot has no NFC reader.
    open class var readingAvailable: Bool { false }

    private let lock = NSLock()
    private var invalidated = false
    private weak var storedDelegate: AnyObject?
    private let queue: DispatchQueue

    /// The session's delegate (held weakly).
    open var delegate: AnyObject? { storedDelegate }
    /// The queue given when the session was made, or the session's own serial queue.
    open var sessionQueue: DispatchQueue { queue }
    /// Whether the session is started and ready: never in a snapshot.
    open var isReady: Bool { false }
    /// The message the system's scanning sheet would show (kept).
    open var alertMessage = ""

    init(delegate: AnyObject, queue: DispatchQueue?) {
        storedDelegate = delegate
        self.queue = queue ?? DispatchQueue(label: "com.apple.corenfc.session")
        super.init()
    }

    /// Starts the session: as there is no NFC reader, it is invalidated at once and its
    /// delegate is told so with `NFCReaderError` `.readerErrorUnsupportedFeature` (on the
    /// calling thread). A session already invalidated stays so and reports nothing.
    open func begin() {
        guard markInvalidated() else { return }
        tellDelegateInvalidated(NFCReaderError(.readerErrorUnsupportedFeature))
    }

    /// Closes the session. Its delegate is not told: the session was never active.
    open func invalidate() {
        _ = markInvalidated()
    }

    /// Closes the session (no sheet shows the message in a snapshot).
    open func invalidate(errorMessage: String) {
        _ = markInvalidated()
    }

    /// Marks the session invalid; false when it already was.
    private func markInvalidated() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if invalidated { return false }
        invalidated = true
        return true
    }

    /// Tells the subclass's delegate that the session became invalid.
    func tellDelegateInvalidated(_ error: NFCReaderError) {}
}

/// What an NDEF reader session tells (Core NFC's `NFCNDEFReaderSessionDelegate`).
/// `readerSession(_:didInvalidateWithError:)` and `readerSession(_:didDetectNDEFs:)` are
/// required; the others are optional, as in Objective-C.
public protocol NFCNDEFReaderSessionDelegate: NSObjectProtocol {
    /// The session became invalid; an app discards it.
    func readerSession(_ session: NFCNDEFReaderSession, didInvalidateWithError error: any Error)
    /// The session read NDEF messages (never in a snapshot).
    func readerSession(_ session: NFCNDEFReaderSession, didDetectNDEFs messages: [NFCNDEFMessage])
    /// The session detected NDEF tags, making it a read-write session (never in a snapshot).
    func readerSession(_ session: NFCNDEFReaderSession, didDetect tags: [any NFCNDEFTag])
    /// The session became active (never in a snapshot).
    func readerSessionDidBecomeActive(_ session: NFCNDEFReaderSession)
}

extension NFCNDEFReaderSessionDelegate {
    public func readerSession(_ session: NFCNDEFReaderSession, didDetect tags: [any NFCNDEFTag]) {}
    public func readerSessionDidBecomeActive(_ session: NFCNDEFReaderSession) {}
}

/// A reader session for NDEF tags (Core NFC's `NFCNDEFReaderSession`): it never detects a
/// tag in a snapshot (see `NFCReaderSession.begin()`).
open class NFCNDEFReaderSession: NFCReaderSession, @unchecked Sendable {
    /// Whether the session would end after its first successful read (kept).
    public let invalidateAfterFirstRead: Bool
    private weak var ndefDelegate: (any NFCNDEFReaderSessionDelegate)?

    /// A session that calls `delegate` (held weakly) on `queue`, or on its own serial queue.
    public init(delegate: any NFCNDEFReaderSessionDelegate, queue: DispatchQueue?, invalidateAfterFirstRead: Bool) {
        self.invalidateAfterFirstRead = invalidateAfterFirstRead
        ndefDelegate = delegate
        super.init(delegate: delegate, queue: queue)
    }

    override func tellDelegateInvalidated(_ error: NFCReaderError) {
        ndefDelegate?.readerSession(self, didInvalidateWithError: error)
    }

    /// Connects to a tag: fails at once with `.readerTransceiveErrorSessionInvalidated`, as
    /// the session is never active.
    open func connect(to tag: any NFCNDEFTag, completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        completionHandler(NFCReaderError(.readerTransceiveErrorSessionInvalidated))
    }

    /// Connects to a tag: throws `.readerTransceiveErrorSessionInvalidated`.
    open func connect(to tag: any NFCNDEFTag) async throws {
        throw NFCReaderError(.readerTransceiveErrorSessionInvalidated)
    }

    /// Restarts polling: nothing to poll in a snapshot.
    open func restartPolling() {}
}

/// What a tag reader session tells (Core NFC's `NFCTagReaderSessionDelegate`).
/// `tagReaderSession(_:didInvalidateWithError:)` is required; the others are optional.
public protocol NFCTagReaderSessionDelegate: NSObjectProtocol {
    /// The session became invalid; an app discards it.
    func tagReaderSession(_ session: NFCTagReaderSession, didInvalidateWithError error: any Error)
    /// The session became active (never in a snapshot).
    func tagReaderSessionDidBecomeActive(_ session: NFCTagReaderSession)
    /// The session detected tags (never in a snapshot).
    func tagReaderSession(_ session: NFCTagReaderSession, didDetect tags: [NFCTag])
}

extension NFCTagReaderSessionDelegate {
    public func tagReaderSessionDidBecomeActive(_ session: NFCTagReaderSession) {}
    public func tagReaderSession(_ session: NFCTagReaderSession, didDetect tags: [NFCTag]) {}
}

/// A reader session for ISO 7816, ISO 15693, FeliCa and MIFARE tags (Core NFC's
/// `NFCTagReaderSession`): it never detects a tag in a snapshot.
open class NFCTagReaderSession: NFCReaderSession, @unchecked Sendable {
    /// Which kinds of tag a session polls for (Core NFC's `NFCTagReaderSession.PollingOption`).
    public struct PollingOption: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// ISO 7816-compatible and MIFARE tags.
        public static let iso14443 = PollingOption(rawValue: 1 << 0)
        /// ISO 15693 tags.
        public static let iso15693 = PollingOption(rawValue: 1 << 1)
        /// FeliCa tags.
        public static let iso18092 = PollingOption(rawValue: 1 << 2)
        /// PACE (password authenticated connection establishment) polling.
        public static let pace = PollingOption(rawValue: 1 << 3)
    }

    /// The tags polled for (kept).
    public let pollingOption: PollingOption
    private weak var tagDelegate: (any NFCTagReaderSessionDelegate)?

    /// A session that polls for `pollingOption` tags and calls `delegate` (held weakly) on
    /// `queue`. Always made in a snapshot.
    public convenience init?(pollingOption: PollingOption, delegate: any NFCTagReaderSessionDelegate, queue: DispatchQueue? = nil) {
        self.init(polling: pollingOption, delegate: delegate, queue: queue)
    }

    init(polling: PollingOption, delegate: any NFCTagReaderSessionDelegate, queue: DispatchQueue?) {
        pollingOption = polling
        tagDelegate = delegate
        super.init(delegate: delegate, queue: queue)
    }

    override func tellDelegateInvalidated(_ error: NFCReaderError) {
        tagDelegate?.tagReaderSession(self, didInvalidateWithError: error)
    }

    /// The connected tag: none in a snapshot.
    open var connectedTag: NFCTag? { nil }

    /// Connects to a tag: fails at once with `.readerTransceiveErrorSessionInvalidated`.
    @preconcurrency open func connect(to tag: NFCTag, completionHandler: @escaping @Sendable ((any Error)?) -> Void) {
        completionHandler(NFCReaderError(.readerTransceiveErrorSessionInvalidated))
    }

    /// Connects to a tag: throws `.readerTransceiveErrorSessionInvalidated`.
    open func connect(to tag: NFCTag) async throws {
        throw NFCReaderError(.readerTransceiveErrorSessionInvalidated)
    }

    /// Restarts polling: nothing to poll in a snapshot.
    open func restartPolling() {}
}

// MARK: - Tags

/// Whether a tag holds NDEF data it can write (Core NFC's `NFCNDEFStatus`).
public enum NFCNDEFStatus: UInt, Hashable, Sendable {
    /// The tag isn't NDEF-formatted.
    case notSupported = 1
    /// The tag can be read and written.
    case readWrite = 2
    /// The tag can only be read.
    case readOnly = 3
}

/// The kind of a detected tag (Core NFC's `NFCTagType`).
public enum NFCTagType: UInt, Hashable, Sendable {
    case iso15693 = 1
    case feliCa = 2
    case iso7816Compatible = 3
    case miFare = 4
}

/// A MIFARE tag's product family (Core NFC's `NFCMiFareFamily`).
public enum NFCMiFareFamily: Int, Hashable, Sendable {
    case unknown = 1
    case ultralight = 2
    case plus = 3
    case desfire = 4
}

/// An NDEF tag (Core NFC's `NFCNDEFTag`). A snapshot detects none; a test can conform a
/// class of its own. (Apple's protocol also refines `NSCopying` and `NSSecureCoding`, not
/// required here.)
public protocol NFCNDEFTag: NSObjectProtocol {
    /// Whether the tag is still available in the session.
    var isAvailable: Bool { get }
    /// Asks for the tag's NDEF status and capacity in bytes.
    func queryNDEFStatus(completionHandler: @escaping @Sendable (NFCNDEFStatus, Int, (any Error)?) -> Void)
    /// Reads the tag's NDEF message.
    func readNDEF(completionHandler: @escaping @Sendable (NFCNDEFMessage?, (any Error)?) -> Void)
    /// Writes an NDEF message to the tag.
    func writeNDEF(_ ndefMessage: NFCNDEFMessage, completionHandler: @escaping @Sendable ((any Error)?) -> Void)
    /// Makes the tag read-only, for good.
    func writeLock(completionHandler: @escaping @Sendable ((any Error)?) -> Void)
}

/// A sendable box for a value a completion hands back.
private struct Handed<Value>: @unchecked Sendable { let value: Value }

extension NFCNDEFTag {
    /// Asks for the tag's NDEF status and capacity.
    public func queryNDEFStatus() async throws -> (NFCNDEFStatus, Int) {
        let handed: Handed<(NFCNDEFStatus, Int)> = try await withCheckedThrowingContinuation { continuation in
            queryNDEFStatus { status, capacity, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: Handed(value: (status, capacity))) }
            }
        }
        return handed.value
    }

    /// Reads the tag's NDEF message (`.ndefReaderSessionErrorZeroLengthMessage` when it has none).
    public func readNDEF() async throws -> NFCNDEFMessage {
        let handed: Handed<NFCNDEFMessage> = try await withCheckedThrowingContinuation { continuation in
            readNDEF { message, error in
                if let error {
                    continuation.resume(throwing: error)
                } else if let message {
                    continuation.resume(returning: Handed(value: message))
                } else {
                    continuation.resume(throwing: NFCReaderError(.ndefReaderSessionErrorZeroLengthMessage))
                }
            }
        }
        return handed.value
    }

    /// Writes an NDEF message to the tag.
    public func writeNDEF(_ ndefMessage: NFCNDEFMessage) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            writeNDEF(ndefMessage) { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }

    /// Makes the tag read-only.
    public func writeLock() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            writeLock { error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            }
        }
    }
}

/// An ISO 7816-4 command APDU (Core NFC's `NFCISO7816APDU`).
open class NFCISO7816APDU: NSObject, @unchecked Sendable {
    /// The class byte (CLA).
    public let instructionClass: UInt8
    /// The instruction byte (INS).
    public let instructionCode: UInt8
    /// The first parameter byte (P1).
    public let p1Parameter: UInt8
    /// The second parameter byte (P2).
    public let p2Parameter: UInt8
    /// The command data, nil when the command has none.
    public let data: Data?
    /// The expected response length (Le); -1 when no response data is expected.
    public let expectedResponseLength: Int

    /// A command from its fields.
    public init(instructionClass: UInt8, instructionCode: UInt8, p1Parameter: UInt8, p2Parameter: UInt8, data: Data,
                expectedResponseLength: Int) {
        self.instructionClass = instructionClass
        self.instructionCode = instructionCode
        self.p1Parameter = p1Parameter
        self.p2Parameter = p2Parameter
        self.data = data.isEmpty ? nil : data
        self.expectedResponseLength = expectedResponseLength
        super.init()
    }

    /// A command parsed from its bytes (ISO 7816-4 cases 1 to 4, short and extended
    /// lengths); nil when they are not a command APDU.
    public init?(data apdu: Data) {
        let bytes = [UInt8](apdu)
        guard bytes.count >= 4 else { return nil }
        var body: Data?
        var expected = -1
        let rest = bytes.count - 4
        if rest == 0 {
            // Case 1: header only.
        } else if rest == 1 {
            expected = bytes[4] == 0 ? 256 : Int(bytes[4])
        } else if bytes[4] != 0 {
            let count = Int(bytes[4])
            if rest == 1 + count {
                body = Data(bytes[5..<5 + count])
            } else if rest == 2 + count {
                body = Data(bytes[5..<5 + count])
                expected = bytes[5 + count] == 0 ? 256 : Int(bytes[5 + count])
            } else {
                return nil
            }
        } else if rest == 3 {
            let length = Int(bytes[5]) << 8 | Int(bytes[6])
            expected = length == 0 ? 65536 : length
        } else if rest > 3 {
            let count = Int(bytes[5]) << 8 | Int(bytes[6])
            guard count > 0 else { return nil }
            if rest == 3 + count {
                body = Data(bytes[7..<7 + count])
            } else if rest == 5 + count {
                body = Data(bytes[7..<7 + count])
                let length = Int(bytes[7 + count]) << 8 | Int(bytes[8 + count])
                expected = length == 0 ? 65536 : length
            } else {
                return nil
            }
        } else {
            return nil
        }
        instructionClass = bytes[0]
        instructionCode = bytes[1]
        p1Parameter = bytes[2]
        p2Parameter = bytes[3]
        data = body
        expectedResponseLength = expected
        super.init()
    }
}

/// A FeliCa tag (Core NFC's `NFCFeliCaTag`).
public protocol NFCFeliCaTag: NFCNDEFTag {
    /// The system code selected during polling.
    var currentSystemCode: Data { get }
    /// The tag's manufacture ID (IDm).
    var currentIDm: Data { get }
}

/// An ISO 15693 tag (Core NFC's `NFCISO15693Tag`).
public protocol NFCISO15693Tag: NFCNDEFTag {
    /// The tag's unique identifier.
    var identifier: Data { get }
    /// The IC manufacturer code.
    var icManufacturerCode: Int { get }
    /// The IC serial number.
    var icSerialNumber: Data { get }
}

/// An ISO 7816-compatible tag (Core NFC's `NFCISO7816Tag`).
public protocol NFCISO7816Tag: NFCNDEFTag {
    /// The application identifier selected when the tag was detected.
    var initialSelectedAID: String { get }
    /// The tag's identifier.
    var identifier: Data { get }
    /// The historical bytes (type A tags).
    var historicalBytes: Data? { get }
    /// The application data (type B tags).
    var applicationData: Data? { get }
    /// Whether the application data uses proprietary coding (type B tags).
    var proprietaryApplicationDataCoding: Bool { get }
    /// Sends a command APDU; the handler gets the response data and the status words.
    func sendCommand(apdu: NFCISO7816APDU, completionHandler: @escaping @Sendable (Data, UInt8, UInt8, (any Error)?) -> Void)
}

/// A MIFARE tag (Core NFC's `NFCMiFareTag`).
public protocol NFCMiFareTag: NFCNDEFTag {
    /// The tag's product family.
    var mifareFamily: NFCMiFareFamily { get }
    /// The tag's identifier.
    var identifier: Data { get }
    /// The historical bytes (DESFire and Plus tags).
    var historicalBytes: Data? { get }
    /// Sends a native MIFARE command.
    func sendMiFareCommand(commandPacket command: Data, completionHandler: @escaping @Sendable (Data, (any Error)?) -> Void)
    /// Sends an ISO 7816 command APDU.
    func sendMiFareISO7816Command(_ apdu: NFCISO7816APDU, completionHandler: @escaping @Sendable (Data, UInt8, UInt8, (any Error)?) -> Void)
}

/// A detected tag (Core NFC's `NFCTag`).
public enum NFCTag {
    /// A FeliCa tag.
    case feliCa(any NFCFeliCaTag)
    /// An ISO 14443-4 type A or B tag with ISO 7816 communication.
    case iso7816(any NFCISO7816Tag)
    /// An ISO 15693 tag.
    case iso15693(any NFCISO15693Tag)
    /// A MIFARE tag.
    case miFare(any NFCMiFareTag)

    /// Whether the tag is still available in the session.
    public var isAvailable: Bool {
        switch self {
        case let .feliCa(tag): tag.isAvailable
        case let .iso7816(tag): tag.isAvailable
        case let .iso15693(tag): tag.isAvailable
        case let .miFare(tag): tag.isAvailable
        }
    }
}

// MARK: - NDEF data

/// An NDEF record's Type Name Format (Core NFC's `NFCTypeNameFormat`, the NFC Forum's TNF values).
public enum NFCTypeNameFormat: UInt8, Hashable, Sendable {
    /// No type, identifier or payload.
    case empty = 0
    /// An NFC Forum well-known type (`T` for text, `U` for a URI…).
    case nfcWellKnown = 1
    /// A media type (RFC 2046).
    case media = 2
    /// An absolute URI (RFC 3986) as the type.
    case absoluteURI = 3
    /// An NFC Forum external type.
    case nfcExternal = 4
    /// An unknown type.
    case unknown = 5
    /// A middle or last chunk of a chunked record.
    case unchanged = 6
}

/// A record of an NDEF message (Core NFC's `NFCNDEFPayload`).
open class NFCNDEFPayload: NSObject, @unchecked Sendable {
    /// The record's Type Name Format.
    open var typeNameFormat: NFCTypeNameFormat
    /// The record's type (`T`, `U`, a media type…).
    open var type: Data
    /// The record's identifier (empty when it has none).
    open var identifier: Data
    /// The record's payload.
    open var payload: Data
    /// The largest chunk the record is written in (0: one chunk).
    let chunkSize: Int

    /// A record with these fields, written as one chunk.
    public required init(format: NFCTypeNameFormat, type: Data, identifier: Data, payload: Data) {
        typeNameFormat = format
        self.type = type
        self.identifier = identifier
        self.payload = payload
        chunkSize = 0
        super.init()
    }

    /// A record with these fields, written in chunks of at most `chunkSize` payload bytes
    /// (0: one chunk).
    public init(format: NFCTypeNameFormat, type: Data, identifier: Data, payload: Data, chunkSize: Int) {
        typeNameFormat = format
        self.type = type
        self.identifier = identifier
        self.payload = payload
        self.chunkSize = max(0, chunkSize)
        super.init()
    }

    /// A well-known URI record ("U") for `url`.
    open class func wellKnownTypeURIPayload(url: URL) -> Self? {
        wellKnownTypeURIPayload(string: url.absoluteString)
    }

    /// A well-known URI record ("U") for `uri`: its longest NFC Forum abbreviation (`https://www.`
    /// is the code 0x02) and the rest in UTF-8.
    open class func wellKnownTypeURIPayload(string uri: String) -> Self? {
        var code: UInt8 = 0
        var rest = Substring(uri)
        for (index, prefix) in uriPrefixes.enumerated() where index > 0 && uri.hasPrefix(prefix) {
            if prefix.count > uriPrefixes[Int(code)].count {
                code = UInt8(index)
                rest = uri.dropFirst(prefix.count)
            }
        }
        return Self(format: .nfcWellKnown, type: Data("U".utf8), identifier: Data(), payload: Data([code]) + Data(rest.utf8))
    }

    /// A well-known Text record ("T"): a status byte (UTF-8, the language code's length),
    /// the locale's language code, then `text` in UTF-8.
    open class func wellKnownTypeTextPayload(string text: String, locale: Locale) -> Self? {
        let language = Array((locale.language.languageCode?.identifier ?? locale.identifier).utf8)
        guard language.count < 64 else { return nil }
        let payload = Data([UInt8(language.count)]) + Data(language) + Data(text.utf8)
        return Self(format: .nfcWellKnown, type: Data("T".utf8), identifier: Data(), payload: payload)
    }

    /// The deprecated, misspelled name of `wellKnownTypeTextPayload(string:locale:)`.
    open class func wellKnowTypeTextPayload(string text: String, locale: Locale) -> Self? {
        wellKnownTypeTextPayload(string: text, locale: locale)
    }

    /// The URL of a well-known URI record, its abbreviation expanded; nil for another record.
    open func wellKnownTypeURIPayload() -> URL? {
        guard typeNameFormat == .nfcWellKnown, type == Data("U".utf8), let code = payload.first else { return nil }
        let prefix = Int(code) < Self.uriPrefixes.count ? Self.uriPrefixes[Int(code)] : ""
        guard let rest = String(bytes: payload.dropFirst(), encoding: .utf8) else { return nil }
        return URL(string: prefix + rest)
    }

    /// The text and locale of a well-known Text record (UTF-8 or UTF-16, with or without a
    /// byte-order mark); (nil, nil) for another record or malformed bytes.
    open func wellKnownTypeTextPayload() -> (String?, Locale?) {
        guard typeNameFormat == .nfcWellKnown, type == Data("T".utf8) else { return (nil, nil) }
        let bytes = [UInt8](payload)
        guard let status = bytes.first else { return (nil, nil) }
        let languageLength = Int(status & 0x3F)
        guard bytes.count >= 1 + languageLength,
              let language = String(bytes: bytes[1..<1 + languageLength], encoding: .ascii) else { return (nil, nil) }
        let textBytes = Data(bytes[(1 + languageLength)...])
        let text: String?
        if status & 0x80 == 0 {
            text = String(data: textBytes, encoding: .utf8)
        } else if textBytes.starts(with: [0xFF, 0xFE]) {
            text = String(data: textBytes.dropFirst(2), encoding: .utf16LittleEndian)
        } else if textBytes.starts(with: [0xFE, 0xFF]) {
            text = String(data: textBytes.dropFirst(2), encoding: .utf16BigEndian)
        } else {
            text = String(data: textBytes, encoding: .utf16BigEndian)
        }
        guard let text else { return (nil, nil) }
        return (text, language.isEmpty ? nil : Locale(identifier: language))
    }

    /// The NFC Forum URI record's abbreviations, by identifier code (0x00 is none).
    static let uriPrefixes = [
        "", "http://www.", "https://www.", "http://", "https://", "tel:", "mailto:", "ftp://anonymous:anonymous@",
        "ftp://ftp.", "ftps://", "sftp://", "smb://", "nfs://", "ftp://", "dav://", "news:", "telnet://", "imap:",
        "rtsp://", "urn:", "pop:", "sip:", "sips:", "tftp:", "btspp://", "btl2cap://", "btgoep://", "tcpobex://",
        "irdaobex://", "file://", "urn:epc:id:", "urn:epc:tag:", "urn:epc:pat:", "urn:epc:raw:", "urn:epc:", "urn:nfc:",
    ]

    open override var description: String {
        "NFCNDEFPayload(typeNameFormat: \(typeNameFormat), type: \(type.count) bytes, identifier: \(identifier.count) bytes, payload: \(payload.count) bytes)"
    }
}

/// An NDEF message: its records, as stored on a tag (Core NFC's `NFCNDEFMessage`).
open class NFCNDEFMessage: NSObject, @unchecked Sendable {
    /// The message's records.
    open var records: [NFCNDEFPayload]

    /// A message of `records` (an empty array makes an empty message).
    public init(records: [NFCNDEFPayload]) {
        self.records = records
        super.init()
    }

    /// A message parsed from the NFC Forum's NDEF byte format; nil when the bytes are not
    /// one complete, valid message. Chunked records are joined.
    public convenience init?(data: Data) {
        guard let records = NDEFCodec.records(in: [UInt8](data)) else { return nil }
        self.init(records: records)
    }

    /// The message's size in bytes as stored on a tag: its records in the NDEF format (short
    /// records under 256 payload bytes, chunks as each record asks). An empty message is
    /// the NFC Forum's empty record, 3 bytes.
    open var length: Int {
        NDEFCodec.bytes(of: records).count
    }

    open override var description: String {
        "NFCNDEFMessage(\(records.count) records, \(length) bytes)"
    }
}

/// The NFC Forum's NDEF message format.
enum NDEFCodec {
    static let messageBegin: UInt8 = 0x80, messageEnd: UInt8 = 0x40, chunk: UInt8 = 0x20, shortRecord: UInt8 = 0x10,
               identifierLength: UInt8 = 0x08

    /// The bytes of a message of `records`.
    static func bytes(of records: [NFCNDEFPayload]) -> [UInt8] {
        guard !records.isEmpty else { return [messageBegin | messageEnd | NFCTypeNameFormat.empty.rawValue, 0, 0] }
        // Each record as its chunks: (format, type, identifier, payload, more chunks follow).
        var parts: [(format: UInt8, type: [UInt8], identifier: [UInt8], payload: [UInt8], chunked: Bool)] = []
        for record in records {
            let payload = [UInt8](record.payload)
            if record.chunkSize > 0 && payload.count > record.chunkSize {
                var start = 0
                while start < payload.count {
                    let end = min(start + record.chunkSize, payload.count)
                    let first = start == 0
                    parts.append((first ? record.typeNameFormat.rawValue : NFCTypeNameFormat.unchanged.rawValue,
                                  first ? [UInt8](record.type) : [], first ? [UInt8](record.identifier) : [],
                                  Array(payload[start..<end]), end < payload.count))
                    start = end
                }
            } else {
                parts.append((record.typeNameFormat.rawValue, [UInt8](record.type), [UInt8](record.identifier), payload, false))
            }
        }
        var bytes: [UInt8] = []
        for (index, part) in parts.enumerated() {
            var header = part.format & 0x07
            if index == 0 { header |= messageBegin }
            if index == parts.count - 1 { header |= messageEnd }
            if part.chunked { header |= chunk }
            let short = part.payload.count < 256
            if short { header |= shortRecord }
            if !part.identifier.isEmpty { header |= identifierLength }
            bytes.append(header)
            bytes.append(UInt8(truncatingIfNeeded: part.type.count))
            if short {
                bytes.append(UInt8(part.payload.count))
            } else {
                let count = UInt32(truncatingIfNeeded: part.payload.count)
                bytes += [UInt8(count >> 24), UInt8(truncatingIfNeeded: count >> 16), UInt8(truncatingIfNeeded: count >> 8),
                          UInt8(truncatingIfNeeded: count)]
            }
            if !part.identifier.isEmpty { bytes.append(UInt8(truncatingIfNeeded: part.identifier.count)) }
            bytes += part.type + part.identifier + part.payload
        }
        return bytes
    }

    /// The records of the message in `bytes`, or nil when they are not one valid message.
    static func records(in bytes: [UInt8]) -> [NFCNDEFPayload]? {
        var records: [NFCNDEFPayload] = []
        var offset = 0
        var pending: (format: NFCTypeNameFormat, type: Data, identifier: Data, payload: Data)?
        var sawEnd = false
        while offset < bytes.count {
            guard !sawEnd else { return nil }
            let header = bytes[offset]
            let tnf = header & 0x07
            let begins = header & messageBegin != 0
            guard begins == (offset == 0), let format = NFCTypeNameFormat(rawValue: tnf) else { return nil }
            offset += 1
            guard offset < bytes.count else { return nil }
            let typeLength = Int(bytes[offset])
            offset += 1
            var payloadLength = 0
            if header & shortRecord != 0 {
                guard offset < bytes.count else { return nil }
                payloadLength = Int(bytes[offset])
                offset += 1
            } else {
                guard offset + 4 <= bytes.count else { return nil }
                payloadLength = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
                offset += 4
            }
            var idLength = 0
            if header & identifierLength != 0 {
                guard offset < bytes.count else { return nil }
                idLength = Int(bytes[offset])
                offset += 1
            }
            guard offset + typeLength + idLength + payloadLength <= bytes.count else { return nil }
            let type = Data(bytes[offset..<offset + typeLength])
            offset += typeLength
            let identifier = Data(bytes[offset..<offset + idLength])
            offset += idLength
            let payload = Data(bytes[offset..<offset + payloadLength])
            offset += payloadLength
            if format == .empty && (typeLength != 0 || idLength != 0 || payloadLength != 0) { return nil }
            let chunked = header & chunk != 0
            if var joined = pending {
                // A middle or last chunk: no type or identifier, Type Name Format unchanged.
                guard format == .unchanged, typeLength == 0, idLength == 0 else { return nil }
                joined.payload += payload
                if chunked {
                    pending = joined
                } else {
                    records.append(NFCNDEFPayload(format: joined.format, type: joined.type, identifier: joined.identifier, payload: joined.payload))
                    pending = nil
                }
            } else {
                guard format != .unchanged else { return nil }
                if chunked {
                    pending = (format, type, identifier, payload)
                } else {
                    records.append(NFCNDEFPayload(format: format, type: type, identifier: identifier, payload: payload))
                }
            }
            sawEnd = header & messageEnd != 0
        }
        guard sawEnd, pending == nil, !records.isEmpty else { return nil }
        return records
    }
}

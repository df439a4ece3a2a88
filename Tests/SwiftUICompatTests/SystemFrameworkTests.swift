import BackgroundTasks
import CoreNFC
import Foundation
import ProofUI
import SystemConfiguration
import Testing

/// Core NFC, BackgroundTasks and SystemConfiguration as a snapshot honestly runs them: no NFC
/// reader (NDEF data itself is real), background work kept and never run, online over Wi-Fi.
@Suite struct SystemFrameworkTests {
    // MARK: Core NFC: NDEF data, with the NFC Forum's byte layouts

    /// The NFC Forum Text record example: "Hello, world!" in English, one short record.
    static let helloWorldMessage = Data([0xD1, 0x01, 0x10, 0x54, 0x02, 0x65, 0x6E]) + Data("Hello, world!".utf8)
    /// The NFC Forum URI record example: "http://www.nfc.com" (abbreviation 0x01).
    static let nfcDotComMessage = Data([0xD1, 0x01, 0x08, 0x55, 0x01, 0x6E, 0x66, 0x63, 0x2E, 0x63, 0x6F, 0x6D])

    @Test func aTextRecordIsTheNFCForumLayout() throws {
        let record = try #require(NFCNDEFPayload.wellKnownTypeTextPayload(string: "Hello, world!", locale: Locale(identifier: "en")))
        #expect(record.typeNameFormat == .nfcWellKnown && record.type == Data("T".utf8) && record.identifier.isEmpty)
        #expect(record.payload == Data([0x02, 0x65, 0x6E]) + Data("Hello, world!".utf8))
        // Header, type length, payload length, "T", then the 16 payload bytes.
        #expect(NFCNDEFMessage(records: [record]).length == Self.helloWorldMessage.count)

        let (text, locale) = record.wellKnownTypeTextPayload()
        #expect(text == "Hello, world!" && locale?.identifier == "en")
        // A region is not written: the language code is.
        let french = try #require(NFCNDEFPayload.wellKnownTypeTextPayload(string: "Bonjour", locale: Locale(identifier: "fr_FR")))
        #expect(french.payload.prefix(3) == Data([0x02, 0x66, 0x72]) && french.wellKnownTypeTextPayload().0 == "Bonjour")

        let message = try #require(NFCNDEFMessage(data: Self.helloWorldMessage))
        #expect(message.records.count == 1 && message.length == Self.helloWorldMessage.count)
        let parsed = message.records[0].wellKnownTypeTextPayload()
        #expect(parsed.0 == "Hello, world!" && parsed.1?.identifier == "en")

        // UTF-16 text (status bit 7), big-endian with a byte-order mark, and without one.
        let utf16 = NFCNDEFPayload(format: .nfcWellKnown, type: Data("T".utf8), identifier: Data(),
                                   payload: Data([0x82, 0x64, 0x65, 0xFE, 0xFF, 0x00, 0x48, 0x00, 0x69]))
        #expect(utf16.wellKnownTypeTextPayload().0 == "Hi" && utf16.wellKnownTypeTextPayload().1?.identifier == "de")
        let noMark = NFCNDEFPayload(format: .nfcWellKnown, type: Data("T".utf8), identifier: Data(), payload: Data([0x80, 0x00, 0x4F, 0x00, 0x4B]))
        #expect(noMark.wellKnownTypeTextPayload().0 == "OK" && noMark.wellKnownTypeTextPayload().1 == nil)
        // Not a Text record, or a language longer than the payload.
        #expect(try #require(NFCNDEFPayload.wellKnownTypeURIPayload(string: "tel:1")).wellKnownTypeTextPayload() == (nil, nil))
        let broken = NFCNDEFPayload(format: .nfcWellKnown, type: Data("T".utf8), identifier: Data(), payload: Data([0x05, 0x65]))
        #expect(broken.wellKnownTypeTextPayload() == (nil, nil))
    }

    @Test func aURIRecordUsesTheLongestAbbreviation() throws {
        let url = try #require(URL(string: "http://www.nfc.com"))
        let nfc = try #require(NFCNDEFPayload.wellKnownTypeURIPayload(url: url))
        #expect(nfc.type == Data("U".utf8) && nfc.payload == Data([0x01]) + Data("nfc.com".utf8))
        #expect(nfc.wellKnownTypeURIPayload() == URL(string: "http://www.nfc.com"))
        #expect(NFCNDEFMessage(records: [nfc]).length == Self.nfcDotComMessage.count)

        #expect(NFCNDEFPayload.wellKnownTypeURIPayload(string: "https://www.apple.com/nfc")?.payload == Data([0x02]) + Data("apple.com/nfc".utf8))
        #expect(NFCNDEFPayload.wellKnownTypeURIPayload(string: "https://example.com")?.payload.first == 0x04)
        #expect(NFCNDEFPayload.wellKnownTypeURIPayload(string: "tel:+35891234567")?.payload == Data([0x05]) + Data("+35891234567".utf8))
        #expect(NFCNDEFPayload.wellKnownTypeURIPayload(string: "urn:nfc:sn:1")?.payload.first == 0x23)
        #expect(NFCNDEFPayload.wellKnownTypeURIPayload(string: "geo:60.17,24.94")?.payload == Data([0x00]) + Data("geo:60.17,24.94".utf8))

        let parsed = try #require(NFCNDEFMessage(data: Self.nfcDotComMessage))
        #expect(parsed.records.first?.wellKnownTypeURIPayload()?.absoluteString == "http://www.nfc.com")
        // A reserved identifier code is no abbreviation.
        let reserved = NFCNDEFPayload(format: .nfcWellKnown, type: Data("U".utf8), identifier: Data(), payload: Data([0x24]) + Data("a:b".utf8))
        #expect(reserved.wellKnownTypeURIPayload()?.absoluteString == "a:b")
        #expect(NFCNDEFPayload(format: .media, type: Data("text/plain".utf8), identifier: Data(), payload: Data("x".utf8)).wellKnownTypeURIPayload() == nil)
    }

    @Test func messagesAreFramedAsNDEF() throws {
        // Two records: MB on the first, ME on the second, an identifier (IL) on the second.
        let bytes = Data([0x91, 0x01, 0x05, 0x55, 0x03, 0x61, 0x2E, 0x62, 0x63,
                          0x5A, 0x0A, 0x02, 0x01, 0x74, 0x65, 0x78, 0x74, 0x2F, 0x70, 0x6C, 0x61, 0x69, 0x6E, 0x31, 0x68, 0x69])
        let message = try #require(NFCNDEFMessage(data: bytes))
        #expect(message.records.count == 2 && message.length == bytes.count)
        #expect(message.records[0].wellKnownTypeURIPayload()?.absoluteString == "http://a.bc")
        let media = message.records[1]
        #expect(media.typeNameFormat == .media && media.type == Data("text/plain".utf8) && media.identifier == Data("1".utf8)
            && media.payload == Data("hi".utf8))
        let rebuilt = NFCNDEFMessage(records: [try #require(NFCNDEFPayload.wellKnownTypeURIPayload(string: "http://a.bc")),
                                               NFCNDEFPayload(format: .media, type: Data("text/plain".utf8), identifier: Data("1".utf8), payload: Data("hi".utf8))])
        #expect(rebuilt.length == bytes.count)

        // A long record (payload of 256 bytes or more) has a 4-byte length.
        let long = NFCNDEFPayload(format: .media, type: Data("a/b".utf8), identifier: Data(), payload: Data(repeating: 7, count: 300))
        #expect(NFCNDEFMessage(records: [long]).length == 1 + 1 + 4 + 3 + 300)
        let longBytes = Data([0xC2, 0x03, 0x00, 0x00, 0x01, 0x2C]) + Data("a/b".utf8) + Data(repeating: 7, count: 300)
        #expect(NFCNDEFMessage(data: longBytes)?.records.first?.payload.count == 300)

        // Chunks: written as the record asks, joined when read.
        let chunked = NFCNDEFPayload(format: .media, type: Data("text/plain".utf8), identifier: Data(), payload: Data("Hello".utf8), chunkSize: 2)
        #expect(NFCNDEFMessage(records: [chunked]).length == (3 + 10 + 2) + (3 + 2) + (3 + 1))
        let chunks = Data([0xB1, 0x01, 0x03, 0x54, 0x02, 0x65, 0x6E, 0x56, 0x00, 0x02, 0x48, 0x69])
        let joined = try #require(NFCNDEFMessage(data: chunks))
        #expect(joined.records.count == 1 && joined.records[0].wellKnownTypeTextPayload().0 == "Hi")

        // The empty message is the NFC Forum's empty record.
        #expect(NFCNDEFMessage(records: []).length == 3)
        #expect(NFCNDEFMessage(data: Data([0xD0, 0x00, 0x00]))?.records.first?.typeNameFormat == .empty)

        // Not one whole message: empty, no ME, truncated, bytes after ME, a stray chunk, TNF 7.
        for invalid in [Data(), Data([0x91, 0x01, 0x00, 0x54]), Data([0xD1, 0x01, 0x05, 0x54, 0x02]),
                        Self.helloWorldMessage + Data([0xD0, 0x00, 0x00]), Data([0xD6, 0x00, 0x00]), Data([0xD7, 0x00, 0x00]),
                        Data([0x11, 0x01, 0x00, 0x54])] {
            #expect(NFCNDEFMessage(data: invalid) == nil)
        }
    }

    @Test func anAPDUParsesTheISO7816Cases() throws {
        let select = try #require(NFCISO7816APDU(data: Data([0x00, 0xA4, 0x04, 0x00, 0x07, 0xD2, 0x76, 0x00, 0x00, 0x85, 0x01, 0x01, 0x00])))
        #expect(select.instructionCode == 0xA4 && select.p1Parameter == 0x04 && select.data?.count == 7 && select.expectedResponseLength == 256)
        let header = try #require(NFCISO7816APDU(data: Data([0x00, 0xB0, 0x00, 0x00])))
        #expect(header.data == nil && header.expectedResponseLength == -1)
        #expect(NFCISO7816APDU(data: Data([0x00, 0xB0, 0x00, 0x00, 0x0F]))?.expectedResponseLength == 15)
        #expect(NFCISO7816APDU(data: Data([0x00, 0xB0, 0x00, 0x00, 0x00, 0x01, 0x00]))?.expectedResponseLength == 256)
        #expect(NFCISO7816APDU(data: Data([0x00, 0xB0, 0x00])) == nil)
        #expect(NFCISO7816APDU(data: Data([0x00, 0xD6, 0x00, 0x00, 0x03, 0x01])) == nil)
        let made = NFCISO7816APDU(instructionClass: 0, instructionCode: 0xB0, p1Parameter: 0, p2Parameter: 0, data: Data(), expectedResponseLength: 16)
        #expect(made.data == nil && made.expectedResponseLength == 16)
    }

    // MARK: Core NFC: sessions without a reader

    @Test func aSessionWithoutAReaderIsInvalidatedAsUnsupported() async throws {
        #expect(!NFCNDEFReaderSession.readingAvailable && !NFCTagReaderSession.readingAvailable && !NFCReaderSession.readingAvailable)

        let reader = TagReader()
        reader.scan()
        #expect(reader.message == "Scanning is not supported on this device")
        reader.scanAnyway()
        let session = try #require(reader.session)
        #expect(session.alertMessage == "Hold your iPhone near the tag." && !session.isReady && session.invalidateAfterFirstRead)
        let error = try #require(reader.errors.first as? NFCReaderError)
        #expect(reader.errors.count == 1 && error.code == .readerErrorUnsupportedFeature && reader.message == "Feature not supported")
        #expect((error as NSError).domain == "NFCError" && (error as NSError).code == 1 && NFCErrorDomain == "NFCError")
        // Started again or invalidated, an invalid session reports nothing more.
        session.begin()
        session.invalidate(errorMessage: "Done")
        #expect(reader.errors.count == 1 && !reader.becameActive)
        #expect(NFCReaderError(.readerSessionInvalidationErrorFirstNDEFTagRead).errorCode == 204
            && NFCReaderError.readerSessionInvalidationErrorUserCanceled.rawValue == 200)

        // Connecting fails: the session was never active.
        await #expect(throws: NFCReaderError(.readerTransceiveErrorSessionInvalidated)) {
            try await session.connect(to: FakeTag())
        }
        final class Answer: @unchecked Sendable { var error: (any Error)? }
        let answer = Answer()
        session.connect(to: FakeTag()) { answer.error = $0 }
        #expect((answer.error as? NFCReaderError)?.code == .readerTransceiveErrorSessionInvalidated)
        #expect(await (try? FakeTag().queryNDEFStatus())?.0 == .readWrite)

        let tags = TagSessionDelegate()
        let tagSession = try #require(NFCTagReaderSession(pollingOption: [.iso14443, .iso15693], delegate: tags))
        #expect(tagSession.pollingOption == [.iso14443, .iso15693] && tagSession.connectedTag == nil)
        tagSession.begin()
        #expect(tags.errorCodes == [.readerErrorUnsupportedFeature])
        do {
            try await tagSession.connect(to: .miFare(FakeTag()))
            Issue.record("connected without a reader")
        } catch NFCReaderError.readerTransceiveErrorSessionInvalidated {
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(NFCTag.miFare(FakeTag()).isAvailable)
    }

    @MainActor @Test func aScanViewCompilesAndShowsItsStartingState() {
        let view = ScanView()
        _ = view.body
        #expect(NFCTagReaderSession.PollingOption.pace.rawValue == 8 && NFCNDEFStatus.readOnly.rawValue == 3)
    }

    // MARK: BackgroundTasks

    @Test func theSchedulerKeepsRequestsAndNeverLaunches() async throws {
        let scheduler = BGTaskScheduler.shared
        scheduler.cancelAllTaskRequests()
        final class Launches: @unchecked Sendable { var count = 0 }
        let launches = Launches()
        #expect(scheduler.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { _ in launches.count += 1 })
        AppRefresh.register()

        // A refresh request is kept as a copy; submitting the same identifier replaces it.
        let refresh = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
        refresh.earliestBeginDate = Date(timeIntervalSince1970: 1_000)
        try scheduler.submit(refresh)
        refresh.earliestBeginDate = nil
        var pending = await scheduler.pendingTaskRequests()
        #expect(pending.count == 1 && pending[0] !== refresh && pending[0] is BGAppRefreshTaskRequest)
        #expect(pending[0].identifier == "com.example.refresh" && pending[0].earliestBeginDate == Date(timeIntervalSince1970: 1_000))
        AppRefresh.schedule()
        pending = await scheduler.pendingTaskRequests()
        #expect(pending.count == 1 && pending[0].earliestBeginDate != Date(timeIntervalSince1970: 1_000))

        // One refresh request at a time.
        #expect(throws: BGTaskScheduler.Error(.tooManyPendingTaskRequests)) {
            try scheduler.submit(BGAppRefreshTaskRequest(identifier: "com.example.other-refresh"))
        }
        do {
            try scheduler.submit(BGAppRefreshTaskRequest(identifier: "com.example.other-refresh"))
        } catch BGTaskScheduler.Error.tooManyPendingTaskRequests {
            let error = BGTaskScheduler.Error(.tooManyPendingTaskRequests) as NSError
            #expect(error.domain == BGTaskSchedulerErrorDomain && error.code == 2)
        }

        // Ten processing requests at a time, their requirements kept.
        for index in 0..<10 {
            let processing = BGProcessingTaskRequest(identifier: "com.example.processing.\(index)")
            processing.requiresNetworkConnectivity = index == 0
            processing.requiresExternalPower = true
            try scheduler.submit(processing)
        }
        #expect(throws: BGTaskScheduler.Error(.tooManyPendingTaskRequests)) {
            try scheduler.submit(BGProcessingTaskRequest(identifier: "com.example.processing.10"))
        }
        final class Listed: @unchecked Sendable { var requests: [BGTaskRequest] = [] }
        let listed = Listed()
        scheduler.getPendingTaskRequests { listed.requests = $0 }
        #expect(listed.requests.count == 11)
        let first = try #require(listed.requests.first { $0.identifier == "com.example.processing.0" } as? BGProcessingTaskRequest)
        #expect(first.requiresNetworkConnectivity && first.requiresExternalPower)

        scheduler.cancel(taskRequestWithIdentifier: "com.example.processing.0")
        try scheduler.submit(BGProcessingTaskRequest(identifier: "com.example.processing.10"))
        #expect(await scheduler.pendingTaskRequests().map(\.identifier).last == "com.example.processing.10")

        // A continued processing request never begins: `.fail` throws, `.queue` waits.
        let export = BGContinuedProcessingTaskRequest(identifier: "com.example.export.1", title: "Exporting", subtitle: "0 of 3")
        #expect(export.strategy == .queue && export.requiredResources.isEmpty && BGTaskScheduler.supportedResources.isEmpty)
        export.strategy = .fail
        #expect(throws: BGTaskScheduler.Error(.immediateRunIneligible)) { try scheduler.submit(export) }
        export.strategy = .queue
        try await scheduler.submitTaskRequest(export)
        let queued = try #require(await scheduler.pendingTaskRequests().last as? BGContinuedProcessingTaskRequest)
        #expect(queued.title == "Exporting" && queued.subtitle == "0 of 3")

        scheduler.cancelAllTaskRequests()
        #expect(await scheduler.pendingTaskRequests().isEmpty && launches.count == 0)
    }

    // MARK: SystemConfiguration

    @Test func reachabilityIsOnlineOverWiFi() throws {
        #expect(Reachability.isConnectedToNetwork())

        let apple = try #require(SCNetworkReachabilityCreateWithName(nil, "www.apple.com"))
        var flags = SCNetworkReachabilityFlags()
        let gotFlags = SCNetworkReachabilityGetFlags(apple, &flags)
        #expect(gotFlags && flags == .reachable)
        #expect(!flags.contains(.isWWAN) && !flags.contains(.connectionRequired) && !flags.contains(.interventionRequired))
        #expect(SCNetworkReachabilityFlags.reachable.rawValue == 2 && SCNetworkReachabilityFlags.isWWAN.rawValue == 1 << 18
            && SCNetworkReachabilityFlags.connectionAutomatic == .connectionOnTraffic)

        let localhost = try #require(SCNetworkReachabilityCreateWithName(kCFAllocatorDefault, "localhost"))
        SCNetworkReachabilityGetFlags(localhost, &flags)
        #expect(flags == [.reachable, .isLocalAddress, .isDirect])
        #expect(SCNetworkReachabilityCreateWithName(nil, "") == nil)

        var loopback = sockaddr_in()
        loopback.sin_family = sa_family_t(AF_INET)
        loopback.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let localTarget = withUnsafePointer(to: &loopback) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SCNetworkReachabilityCreateWithAddress(nil, $0) }
        }
        SCNetworkReachabilityGetFlags(try #require(localTarget), &flags)
        #expect(flags == [.reachable, .isLocalAddress, .isDirect])
        let length = withUnsafePointer(to: &loopback) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { $0.pointee.sa_len } }
        #expect(length == 16 && loopback.sin_len == 16)

        var ipv6 = sockaddr_in6()
        ipv6.sin6_family = sa_family_t(AF_INET6)
        ipv6.sin6_len = 99
        #expect(ipv6.sin6_len == 28)
        let anyIPv6 = withUnsafePointer(to: &ipv6) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { SCNetworkReachabilityCreateWithAddress(nil, $0) }
        }
        #expect(anyIPv6 != nil)
        var unix = sockaddr()
        unix.sa_family = sa_family_t(AF_UNIX)
        let unixTarget = SCNetworkReachabilityCreateWithAddress(nil, &unix)
        #expect(unixTarget == nil && SCNetworkReachabilityCreateWithAddressPair(nil, nil, nil) == nil)
    }

    @Test func aWatcherIsNeverCalledAndItsContextIsRetainedThenReleased() throws {
        weak var weakWatcher: ReachabilityWatcher?
        var target: SCNetworkReachability?
        do {
            let watcher = ReachabilityWatcher()
            weakWatcher = watcher
            let started: SCNetworkReachability = try #require(watcher.start())
            target = started
        }
        // The target holds the watcher through its context's `retain`.
        #expect(weakWatcher != nil && weakWatcher?.changes == 0)
        #expect(SCNetworkReachabilityScheduleWithRunLoop(try #require(target), CFRunLoopGetMain(), CFRunLoopMode.commonModes.rawValue))
        #expect(SCNetworkReachabilityUnscheduleFromRunLoop(try #require(target), CFRunLoopGetCurrent(), CFRunLoopMode.defaultMode.rawValue))
        // Removing the callback releases it.
        SCNetworkReachabilitySetCallback(try #require(target), nil, nil)
        #expect(weakWatcher == nil)
        target = nil
    }
}

// MARK: - App code, as apps write it

/// An NDEF reader as apps write one: an `NSObject` delegate that publishes what it read.
private final class TagReader: NSObject, ObservableObject, NFCNDEFReaderSessionDelegate, @unchecked Sendable {
    @Published var message = "Tap Scan"
    var session: NFCNDEFReaderSession?
    var errors: [any Error] = []
    var becameActive = false

    func scan() {
        guard NFCNDEFReaderSession.readingAvailable else {
            message = "Scanning is not supported on this device"
            return
        }
        scanAnyway()
    }

    func scanAnyway() {
        session = NFCNDEFReaderSession(delegate: self, queue: nil, invalidateAfterFirstRead: true)
        session?.alertMessage = "Hold your iPhone near the tag."
        session?.begin()
    }

    func readerSessionDidBecomeActive(_ session: NFCNDEFReaderSession) {
        becameActive = true
    }

    func readerSession(_ session: NFCNDEFReaderSession, didInvalidateWithError error: any Error) {
        errors.append(error)
        if let readerError = error as? NFCReaderError,
           readerError.code != .readerSessionInvalidationErrorFirstNDEFTagRead,
           readerError.code != .readerSessionInvalidationErrorUserCanceled {
            message = error.localizedDescription
        }
    }

    func readerSession(_ session: NFCNDEFReaderSession, didDetectNDEFs messages: [NFCNDEFMessage]) {
        for ndef in messages {
            for record in ndef.records {
                switch record.typeNameFormat {
                case .nfcWellKnown:
                    if let url = record.wellKnownTypeURIPayload() {
                        message = url.absoluteString
                    } else if case let (text?, _) = record.wellKnownTypeTextPayload() {
                        message = text
                    }
                case .media, .absoluteURI, .nfcExternal:
                    message = String(decoding: record.payload, as: UTF8.self)
                case .empty, .unknown, .unchanged:
                    break
                @unknown default:
                    break
                }
            }
        }
    }

    func readerSession(_ session: NFCNDEFReaderSession, didDetect tags: [any NFCNDEFTag]) {
        guard tags.count == 1, let tag = tags.first else {
            session.alertMessage = "More than one tag is detected. Please try again."
            session.restartPolling()
            return
        }
        session.connect(to: tag) { error in
            if error != nil { session.invalidate(errorMessage: "Unable to connect to tag.") }
        }
        tag.queryNDEFStatus { status, capacity, error in
            switch status {
            case .notSupported: session.invalidate(errorMessage: "Tag is not NDEF compliant.")
            case .readOnly: session.invalidate(errorMessage: "Tag is read only.")
            case .readWrite: session.alertMessage = "\(capacity) bytes free."
            @unknown default: session.invalidate()
            }
        }
        if let payload = NFCNDEFPayload.wellKnownTypeURIPayload(string: "https://example.com") {
            tag.writeNDEF(NFCNDEFMessage(records: [payload])) { error in
                session.alertMessage = error == nil ? "Saved." : "Write failed."
                session.invalidate()
            }
        }
    }
}

/// A view that starts a scan.
private struct ScanView: View {
    @StateObject private var reader = TagReader()

    var body: some View {
        VStack(spacing: 12) {
            Text(reader.message)
            Button("Scan") { reader.scan() }
                .disabled(!NFCNDEFReaderSession.readingAvailable)
        }
    }
}

/// A tag reader session's delegate.
private final class TagSessionDelegate: NSObject, NFCTagReaderSessionDelegate, @unchecked Sendable {
    var errorCodes: [NFCReaderError.Code] = []

    func tagReaderSession(_ session: NFCTagReaderSession, didInvalidateWithError error: any Error) {
        if let error = error as? NFCReaderError { errorCodes.append(error.code) }
    }

    func tagReaderSession(_ session: NFCTagReaderSession, didDetect tags: [NFCTag]) {
        if case let .miFare(tag) = tags.first, tag.mifareFamily == .ultralight {
            session.connect(to: tags[0]) { _ in session.invalidate() }
        }
    }
}

/// A MIFARE tag a test makes (a snapshot detects none).
private final class FakeTag: NSObject, NFCMiFareTag, @unchecked Sendable {
    var isAvailable: Bool { true }
    var mifareFamily: NFCMiFareFamily { .ultralight }
    var identifier: Data { Data([0x04, 0x11, 0x22]) }
    var historicalBytes: Data? { nil }
    func queryNDEFStatus(completionHandler: @escaping @Sendable (NFCNDEFStatus, Int, (any Error)?) -> Void) {
        completionHandler(.readWrite, 137, nil)
    }
    func readNDEF(completionHandler: @escaping @Sendable (NFCNDEFMessage?, (any Error)?) -> Void) { completionHandler(nil, nil) }
    func writeNDEF(_ ndefMessage: NFCNDEFMessage, completionHandler: @escaping @Sendable ((any Error)?) -> Void) { completionHandler(nil) }
    func writeLock(completionHandler: @escaping @Sendable ((any Error)?) -> Void) { completionHandler(nil) }
    func sendMiFareCommand(commandPacket command: Data, completionHandler: @escaping @Sendable (Data, (any Error)?) -> Void) {
        completionHandler(Data(), nil)
    }
    func sendMiFareISO7816Command(_ apdu: NFCISO7816APDU, completionHandler: @escaping @Sendable (Data, UInt8, UInt8, (any Error)?) -> Void) {
        completionHandler(Data(), 0x90, 0x00, nil)
    }
}

/// Background refresh as apps schedule it.
private enum AppRefresh {
    static let identifier = "com.example.refresh"

    static func register() {
        BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            handleAppRefresh(task: task as! BGAppRefreshTask)
        }
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            print("Could not schedule app refresh: \(error)")
        }
    }

    static func handleAppRefresh(task: BGAppRefreshTask) {
        schedule()
        task.expirationHandler = {
            task.setTaskCompleted(success: false)
        }
        task.setTaskCompleted(success: true)
    }
}

/// The classic reachability check.
private enum Reachability {
    static func isConnectedToNetwork() -> Bool {
        var zeroAddress = sockaddr_in()
        zeroAddress.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        zeroAddress.sin_family = sa_family_t(AF_INET)
        guard let defaultRouteReachability = withUnsafePointer(to: &zeroAddress, {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                SCNetworkReachabilityCreateWithAddress(nil, $0)
            }
        }) else {
            return false
        }
        var flags: SCNetworkReachabilityFlags = []
        if !SCNetworkReachabilityGetFlags(defaultRouteReachability, &flags) {
            return false
        }
        let isReachable = flags.contains(.reachable)
        let needsConnection = flags.contains(.connectionRequired)
        return isReachable && !needsConnection
    }
}

/// A reachability watcher as apps write one: a callback with the watcher as its context.
private final class ReachabilityWatcher: @unchecked Sendable {
    var changes = 0
    private let queue = DispatchQueue(label: "reachability")

    func start() -> SCNetworkReachability? {
        guard let reachability = SCNetworkReachabilityCreateWithName(nil, "www.apple.com") else { return nil }
        var context = SCNetworkReachabilityContext(version: 0, info: nil, retain: nil, release: nil, copyDescription: nil)
        context.info = UnsafeMutableRawPointer(Unmanaged<ReachabilityWatcher>.passUnretained(self).toOpaque())
        context.retain = { info in
            _ = Unmanaged<ReachabilityWatcher>.fromOpaque(info).retain()
            return info
        }
        context.release = { info in
            Unmanaged<ReachabilityWatcher>.fromOpaque(info).release()
        }
        let callback: SCNetworkReachabilityCallBack = { _, flags, info in
            guard let info else { return }
            let watcher = Unmanaged<ReachabilityWatcher>.fromOpaque(info).takeUnretainedValue()
            watcher.changes += flags.contains(.reachable) ? 1 : 100
        }
        guard SCNetworkReachabilitySetCallback(reachability, callback, &context),
              SCNetworkReachabilitySetDispatchQueue(reachability, queue) else { return nil }
        return reachability
    }
}

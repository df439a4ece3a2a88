import AVFoundation
import CloudKit
import Combine
import Foundation
import MapKit
import ProofTesting
import Testing
import Vision

/// UIKit, Foundation, Combine and framework names real app files use (UIFontMetrics,
/// UIPasteboard, UISearchController, iOS 16's URL directories, `share()`, CKShare,
/// MKMapSnapshotter, Vision), with the behaviour a snapshot gives them.
@MainActor @Suite struct UIKitFoundationGapsTests {
    /// UIFontMetrics scales by the style's Dynamic Type ratio: body 17 pt is 53 pt at AX5 and
    /// 14 pt at XS; the large title's 34 pt is 40 at XXXL (Apple's tables).
    @Test func fontMetricsScaleByTheStylesDynamicTypeTable() {
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let xs = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: ax5) == 53)
        #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: xs) == 14)
        #expect(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: ax5) == 106)
        #expect(UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 34, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)) == 40)
        // Outside a render the category is large: values are unchanged.
        #expect(UIFontMetrics.default.scaledValue(for: 88) == 88)
        let font = UIFont.systemFont(ofSize: 17, weight: .bold)
        #expect(UIFontMetrics.default.scaledFont(for: font, compatibleWith: ax5).pointSize == 53)
        #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 30, compatibleWith: ax5).pointSize == 30)
        #expect(UIFontMetrics.default.scaledFont(for: font).pointSize == 17)
        // An unspecified category is the current one.
        #expect(UIFontMetrics.default.scaledValue(for: 20, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)) == 20)
    }

    /// UIKit's content size categories are ordered and bridge to SwiftUI's.
    @Test func contentSizeCategoriesBridge() {
        #expect(UIContentSizeCategory.small < .large)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory(ContentSizeCategory.extraLarge) == .extraLarge)
        #expect(ContentSizeCategory(UIContentSizeCategory.accessibilityLarge) == .accessibilityLarge)
        #expect(ContentSizeCategory(UIContentSizeCategory.unspecified) == nil)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIApplication.shared.preferredContentSizeCategory == .large)
    }

    /// A pasteboard keeps what the app copies, in items as UIKit keeps them; each change
    /// counts; pasteboards of one name share their items.
    @Test func pasteboardKeepsItemsInTheProcess() throws {
        let board = UIPasteboard.withUniqueName()
        #expect(board.string == nil && !board.hasStrings && board.numberOfItems == 0 && board.changeCount == 0)
        board.string = "#FF8800"
        #expect(board.string == "#FF8800" && board.hasStrings && board.changeCount == 1)
        #expect(board.items.count == 1 && board.items[0]["public.utf8-plain-text"] as? String == "#FF8800")
        #expect(board.data(forPasteboardType: "public.utf8-plain-text") == Data("#FF8800".utf8))
        board.strings = ["a", "b"]
        #expect(board.numberOfItems == 2 && board.string == "a" && board.strings == ["a", "b"] && board.changeCount == 2)
        board.url = URL(string: "https://example.com")
        #expect(board.url?.absoluteString == "https://example.com" && !board.hasStrings && board.hasURLs)
        let same = try #require(UIPasteboard(name: board.name, create: false))
        #expect(same.url == board.url && same.changeCount == 3)
        board.string = nil
        #expect(board.numberOfItems == 0 && same.numberOfItems == 0)
        #expect(UIPasteboard(name: UIPasteboard.Name("no such pasteboard \(UUID())"), create: false) == nil)
        #expect(UIPasteboard.general === UIPasteboard.general)
    }

    /// A page control clamps its current page to its pages, as UIKit does.
    @Test func pageControlClampsItsPage() {
        let control = UIPageControl()
        control.numberOfPages = 3
        control.currentPage = 5
        #expect(control.currentPage == 2)
        control.currentPage = -1
        #expect(control.currentPage == 0)
        control.currentPage = 2
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
        control.backgroundStyle = .prominent
        let image = UIImage(systemName: "book.fill")
        control.setIndicatorImage(image, forPage: 1)
        #expect(control.indicatorImage(forPage: 1) == image && control.indicatorImage(forPage: 0) == nil)
    }

    /// A search controller is kept on its navigation item; no app is launched, so the
    /// application has no delegate.
    @Test func searchControllerAndApplicationDelegate() {
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        search.searchBar.placeholder = "Search"
        search.obscuresBackgroundDuringPresentation = false
        #expect(search.searchResultsController === results && !search.isActive && !search.dimsBackgroundDuringPresentation)
        let inPlace = UISearchController()
        #expect(inPlace.searchResultsController == nil)
        let item = UINavigationItem(title: "Books")
        item.searchController = search
        item.hidesSearchBarWhenScrolling = false
        #expect(item.searchController?.searchBar.placeholder == "Search")
        #expect(UIApplication.shared.delegate == nil)
    }

    /// UserNotifications' names are ProofUI's, as `import SwiftUI` brings them on iOS.
    @Test func notificationNamesComeWithProofUI() {
        let content = ProofUI.UNMutableNotificationContent()
        content.title = "Order ready"
        let request = ProofUI.UNNotificationRequest(identifier: "order", content: content, trigger: nil)
        #expect(request.content.title == "Order ready")
    }

    /// iOS 16's directories are the folders of an app container made for the process.
    @Test func urlDirectoriesAreAContainersFolders() {
        let documents = URL.documentsDirectory
        #expect(documents.lastPathComponent == "Documents")
        #expect(documents.deletingLastPathComponent().lastPathComponent == "ProofUI-container-\(ProcessInfo.processInfo.processIdentifier)")
        #expect(FileManager.default.fileExists(atPath: documents.path))
        #expect(URL.applicationSupportDirectory.path.hasSuffix("/Library/Application Support"))
        #expect(URL.applicationSupportDirectory.deletingLastPathComponent().standardizedFileURL == URL.libraryDirectory.standardizedFileURL)
        #expect(URL.cachesDirectory.path.hasSuffix("/Library/Caches") && FileManager.default.fileExists(atPath: URL.cachesDirectory.path))
        let file = URL.documentsDirectory.appendingPathComponent("saved-\(UUID()).json")
        #expect(throws: Never.self) { try Data("[1]".utf8).write(to: file) }
        #expect((try? Data(contentsOf: file)) == Data("[1]".utf8))
        try? FileManager.default.removeItem(at: file)
    }

    /// An app group's folder is in the process's container, with the `Library/Caches` iOS makes.
    @Test func appGroupContainerIsAFolderOfTheContainer() throws {
        let group = try #require(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.app"))
        #expect(group.path.hasSuffix("/Shared/AppGroup/group.com.example.app"))
        #expect(FileManager.default.fileExists(atPath: group.appendingPathComponent("Library/Caches").path))
        #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "") == nil)
    }

    /// A scroll view keeps its delegate; a document interaction controller presents nothing;
    /// nothing is saved to a photo library.
    @Test func scrollViewDelegateAndDocumentInteraction() {
        final class Coordinator: UIScrollViewDelegate, UIDocumentInteractionControllerDelegate {}
        let coordinator = Coordinator()
        let scrollView = UIScrollView()
        scrollView.delegate = coordinator
        #expect(scrollView.delegate === coordinator)
        let controller = UIDocumentInteractionController(url: URL(fileURLWithPath: "/tmp/report.pdf"))
        controller.delegate = coordinator
        #expect(controller.name == "report.pdf" && controller.presentPreview(animated: true) == false)
        controller.name = "Report"
        #expect(controller.name == "Report")
        UIImageWriteToSavedPhotosAlbum(UIImage(), nil, nil, nil)
        let pin = MKAnnotationView(annotation: nil, reuseIdentifier: "pin")
        pin.isEnabled = false
        #expect(!pin.isEnabled && !pin.isHighlighted)
    }

    /// A view's layer keeps its sublayers in order; a camera preview is a layer.
    @Test func layersKeepTheirSublayers() {
        let view = UIView()
        #expect(view.layer === view.layer && view.layer.sublayers == nil)
        let preview = AVCaptureVideoPreviewLayer(session: AVCaptureSession())
        preview.videoGravity = .resizeAspectFill
        let back = CALayer(), front = CALayer()
        view.layer.addSublayer(preview)
        view.layer.insertSublayer(back, at: 0)
        view.layer.insertSublayer(front, above: preview)
        #expect(view.layer.sublayers?.map(ObjectIdentifier.init) == [back, preview, front].map(ObjectIdentifier.init))
        #expect(preview.superlayer === view.layer)
        preview.removeFromSuperlayer()
        #expect(view.layer.sublayers?.count == 2 && preview.superlayer == nil)
    }

    /// A snapshot has no camera: no device, access not determined and never granted, a
    /// session that keeps its inputs and outputs and never runs.
    @Test func captureHasNoCamera() async {
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(AVCaptureDevice.default(.builtInWideAngleCamera, for: .video, position: .back) == nil)
        #expect(AVCaptureDevice.DiscoverySession(deviceTypes: [.builtInWideAngleCamera], mediaType: .video, position: .front).devices.isEmpty)
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        #expect(await AVCaptureDevice.requestAccess(for: .video) == false)
        let session = AVCaptureSession()
        let output = AVCaptureMetadataOutput()
        #expect(session.canAddOutput(output))
        session.addOutput(output)
        #expect(!session.canAddOutput(output) && session.outputs.count == 1)
        output.metadataObjectTypes = [.qr, .ean13]
        session.startRunning()
        #expect(!session.isRunning && output.availableMetadataObjectTypes.isEmpty)
        #expect(AVMetadataObject.ObjectType.qr.rawValue == "org.iso.QRCode")
    }

    /// A block animation shows its end state: the changes are made at once and the
    /// completion is told the animation finished.
    @Test func blockAnimationsEndAtOnce() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.4) { view.frame.origin.x = 40 } completion: { finished.append($0) }
        #expect(view.frame.origin.x == 40 && finished == [true])
        UIView.animate(withDuration: 1, delay: 0.5, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [.curveEaseOut],
                       animations: { view.frame.size.width = 80 }, completion: { finished.append($0) })
        #expect(view.frame.size.width == 80 && finished == [true, true])
        UIView.animate(withDuration: 0.2) { view.frame.origin.y = 5 }
        #expect(view.frame.origin.y == 5)
    }

    /// A scroll view scrolls at once; a rect is brought into view by the least offset; an
    /// image's renderer format has its scale.
    @Test func scrollOffsetsAndRendererFormat() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        scrollView.contentSize = CGSize(width: 400, height: 50)
        scrollView.setContentOffset(CGPoint(x: 120, y: 0), animated: true)
        #expect(scrollView.contentOffset == CGPoint(x: 120, y: 0))
        scrollView.scrollRectToVisible(CGRect(x: 250, y: 0, width: 30, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 180, y: 0))
        scrollView.scrollRectToVisible(CGRect(x: 10, y: 0, width: 30, height: 10), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 10, y: 0))
        scrollView.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(scrollView.transform == CGAffineTransform(scaleX: 2, y: 2))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 3
            return format
        }()).image { _ in }
        #expect(image.imageRendererFormat.scale == 3 && !image.imageRendererFormat.opaque)
    }

    /// `share()` returns Combine's `Publishers.Share`; JSON and property-list coders are
    /// top-level coders for generic code.
    @Test func combineShareAndTopLevelCoders() throws {
        let subject = PassthroughSubject<Int, Never>()
        let shared: Publishers.Share<PassthroughSubject<Int, Never>> = subject.share()
        #expect(shared.upstream === subject && shared == shared)
        _ = subject.drop(while: { $0 < 3 }).dropFirst().prefix(while: { $0 < 9 }).eraseToAnyPublisher()
        func decode<D: TopLevelDecoder>(_ decoder: D, _ input: D.Input) throws -> [Int] { try decoder.decode([Int].self, from: input) }
        func encode<E: TopLevelEncoder>(_ encoder: E, _ value: [Int]) throws -> E.Output { try encoder.encode(value) }
        #expect(try decode(JSONDecoder(), encode(JSONEncoder(), [1, 2, 3])) == [1, 2, 3])
    }

    /// A share references its root record and holds its owner; accepting a share fails
    /// without an account.
    @Test func cloudKitShareOfARecord() {
        let contact = CKRecord(recordType: "Contact")
        let share = CKShare(rootRecord: contact)
        share[CKShare.SystemFieldKey.title] = "Contact: Ada"
        #expect(contact.share?.recordID == share.recordID)
        #expect(share.rootRecordID == contact.recordID && share.recordType == "cloudkit.share")
        #expect(share[CKShare.SystemFieldKey.title] as? String == "Contact: Ada")
        #expect(share.participants == [share.owner] && share.owner.role == .owner && share.url == nil)
        let zoneShare = CKShare(recordZoneID: CKRecordZone.ID(zoneName: "Contacts", ownerName: CKCurrentUserDefaultName))
        #expect(zoneShare.recordID.recordName == CKRecordNameZoneWideShare)
        let operation = CKAcceptSharesOperation(shareMetadatas: [])
        var failure: CKError?
        operation.acceptSharesResultBlock = { if case .failure(let error) = $0 { failure = error as? CKError } }
        CKContainer.default().add(operation)
        #expect(failure?.code == .notAuthenticated)
        #expect(CKNotification(fromRemoteNotificationDictionary: [:]) == nil)
    }

    /// A map snapshotter has no map server: it fails with `MKError.serverFailure`.
    @Test func mapSnapshotterFailsWithoutAServer() async {
        let options = MKMapSnapshotter.Options()
        options.size = CGSize(width: 300, height: 200)
        let snapshotter = MKMapSnapshotter(options: options)
        await #expect(throws: MKError(.serverFailure)) { try await snapshotter.start() }
        #expect(options.size == CGSize(width: 300, height: 200) && MKMapSnapshotter.Options().size == CGSize(width: 256, height: 256))
    }

    /// Vision's requests find nothing: results become empty and the completion is called.
    @Test func visionRequestsFindNothing() throws {
        var completed = false
        let request = VNDetectBarcodesRequest { request, error in
            completed = error == nil && request.results?.isEmpty == true
        }
        request.symbologies = [.qr, .ean13]
        #expect(request.results == nil)
        try VNImageRequestHandler(data: Data()).perform([request, VNRecognizeTextRequest()])
        #expect(completed && request.results?.count == 0)
        #expect(try request.supportedSymbologies().contains(.microQR))
    }
}

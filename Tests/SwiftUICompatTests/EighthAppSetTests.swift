@testable import Charts
import Foundation
import ProofUI
import StoreKit
import Testing

/// Names an eighth set of real apps used: a chosen font kept with `NSKeyedArchiver`, a zoomable
/// scroll view, a text view's selection, item providers loading transferables, security-scoped
/// URLs, attributed strings converted both ways, and a chart overlay's plot frame.
@MainActor @Suite struct EighthAppSetTests {
    @Test func aFontSurvivesTheKeyedArchiver() throws {
        let chosen = try #require(UIFont(name: "Avenir-Heavy", size: 17))
        let data = try NSKeyedArchiver.archivedData(withRootObject: chosen, requiringSecureCoding: false)
        let read = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIFont.self, from: data))
        #expect(read.fontName == "Avenir-Heavy" && read.familyName == "Avenir" && read.pointSize == 17)
        #expect(read == chosen && read.hash == chosen.hash)
        #expect(read != UIFont(name: "Avenir-Heavy", size: 18))

        let body = UIFont.preferredFont(forTextStyle: .body)
        let bodyData = try NSKeyedArchiver.archivedData(withRootObject: body, requiringSecureCoding: true)
        let bodyRead = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIFont.self, from: bodyData))
        #expect(bodyRead == body && bodyRead.fontName == ".SFUI-Regular" && bodyRead.familyName == ".AppleSystemUIFont")
        #expect(bodyRead != UIFont.systemFont(ofSize: body.pointSize), "a text style's font is not the plain system font")
        #expect(UIFont.boldSystemFont(ofSize: 12) != UIFont.systemFont(ofSize: 12))
    }

    @Test func aScrollViewZoomsWithinItsLimits() {
        let scrollView = UIScrollView()
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        scrollView.zoomScale = 3
        #expect(scrollView.zoomScale == 1, "UIKit's default limits allow no zooming")
        scrollView.maximumZoomScale = 4
        scrollView.minimumZoomScale = 0.5
        scrollView.setZoomScale(6, animated: true)
        #expect(scrollView.zoomScale == 4)
        scrollView.zoomScale = 0.1
        #expect(scrollView.zoomScale == 0.5)
        scrollView.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        scrollView.zoom(to: CGRect(x: 50, y: 20, width: 100, height: 100), animated: false)
        #expect(scrollView.zoomScale == 1 && scrollView.contentOffset == CGPoint(x: 50, y: 20))
        scrollView.zoom(to: CGRect(x: 10, y: 10, width: 20, height: 20), animated: false)
        #expect(scrollView.zoomScale == 4 && scrollView.contentOffset == CGPoint(x: 40, y: 40))
        #expect(!scrollView.isZooming && scrollView.bouncesZoom)
    }

    @Test func aTextViewSelectsTheWordAtTheCaretOrAll() {
        let textView = UITextView()
        textView.text = "Hello, wide world"
        textView.selectedRange = NSRange(location: 9, length: 0)
        textView.select(textView)
        #expect(textView.selectedRange == NSRange(location: 7, length: 4))
        textView.selectedRange = NSRange(location: 5, length: 0)
        textView.select(nil)
        #expect(textView.selectedRange == NSRange(location: 0, length: 5), "a caret just after a word selects it")
        textView.attributedText = NSAttributedString(string: "🙂 ok")
        textView.selectAll(nil)
        #expect(textView.selectedRange == NSRange(location: 0, length: 5), "UTF-16 offsets, as UIKit counts them")
        #expect(textView.inlinePredictionType == .default && UITextField().inlinePredictionType == .default)
    }

    final class Sticker: Transferable, NSItemProviderWriting, @unchecked Sendable {
        let name: String
        init(name: String) { self.name = name }
        static var transferRepresentation: some TransferRepresentation {
            ProxyRepresentation(exporting: \.name)
        }
    }

    @Test func anItemProviderLoadsTheTransferableItHolds() {
        nonisolated(unsafe) var loaded: [String] = []
        let progress = NSItemProvider(object: Sticker(name: "cat")).loadTransferable(type: Sticker.self) { result in
            loaded.append((try? result.get().name) ?? "failed")
        }
        _ = NSItemProvider().loadTransferable(type: Sticker.self) { result in
            if case let .failure(error as NSError) = result { loaded.append("\(error.domain) \(error.code)") }
        }
        #expect(loaded == ["cat", "NSItemProviderErrorDomain -1000"])
        #expect(progress.totalUnitCount == 0)
    }

    @Test func aFileURLIsGrantedItsSecurityScope() {
        let file = URL(fileURLWithPath: "/tmp/picked.gif")
        #expect(file.startAccessingSecurityScopedResource())
        file.stopAccessingSecurityScopedResource()
        #expect(!URL(string: "https://example.com/a.gif")!.startAccessingSecurityScopedResource())
    }

    @Test func attributedStringsConvertBothWays() throws {
        let source = NSMutableAttributedString(string: "🙂 Bold link")
        source.addAttributes([.font: UIFont.boldSystemFont(ofSize: 20), .foregroundColor: UIColor.red, .kern: 1.5],
                             range: NSRange(location: 3, length: 4))
        source.addAttributes([.link: URL(string: "https://example.com")!,
                              .underlineStyle: NSUnderlineStyle.single.union(.patternDash).rawValue, .underlineColor: UIColor.blue],
                             range: NSRange(location: 8, length: 4))
        let converted = AttributedString(source)
        #expect(String(converted.characters) == "🙂 Bold link")
        let runs = converted.runs.map { (String(converted.characters[$0.range]), $0) }
        #expect(runs.map(\.0) == ["🙂 ", "Bold", " ", "link"])
        let bold = runs[1].1
        #expect(bold.font == Font(UIFont.boldSystemFont(ofSize: 20)) && bold.foregroundColor == Color(uiColor: .red) && bold.kern == 1.5)
        let link = runs[3].1
        #expect(link.link == URL(string: "https://example.com"))
        #expect(link.underlineStyle == Text.LineStyle(pattern: .dash, color: Color(uiColor: .blue)))
        #expect(runs[0].1.font == nil && runs[2].1.link == nil)

        var swiftUI = AttributedString("Hi 🙂 there")
        let there = try #require(swiftUI.range(of: "there"))
        swiftUI[there].foregroundColor = .green
        swiftUI[there].link = URL(string: "https://example.org")
        let back = NSAttributedString(swiftUI)
        #expect(back.string == "Hi 🙂 there")
        var range = NSRange()
        let attributes = back.attributes(at: 6, effectiveRange: &range)
        #expect(range == NSRange(location: 6, length: 5))
        #expect(attributes[NSAttributedString.Key("SwiftUI.ForegroundColor")] as? Color == .green)
        #expect(attributes[.link] as? URL == URL(string: "https://example.org"))
        #expect(attributes[.foregroundColor] == nil, "SwiftUI's colour keeps its own name, as on iOS")
        #expect(back.attributes(at: 0, effectiveRange: nil).isEmpty)
        let mutable = NSMutableAttributedString(swiftUI)
        mutable.append(NSAttributedString(string: "!"))
        #expect(mutable.string == "Hi 🙂 there!")
    }

    @Test func aChartProxyHasNoPlotFrameWhereNothingIsPlotted() {
        let proxy = ChartProxy()
        #expect(proxy.plotFrame == nil && proxy.plotContainerFrame == nil)
        #expect(proxy.plotAreaFrame == proxy.plotAreaFrame)
    }

    @Test func aViewControllersTabBarItemIsMadeWithItsTitle() {
        let controller = UIViewController()
        controller.title = "Inbox"
        let item = controller.tabBarItem
        #expect(item?.title == "Inbox" && controller.tabBarItem === item)
        let chosen = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        controller.tabBarItem = chosen
        #expect(controller.tabBarItem == chosen && chosen != item && chosen.selectedImage != nil)
        #expect(Set([chosen, chosen, item!]).count == 2)
    }

    @Test func viewsHaveGuidesSafeAreasAndAnAnimationSwitch() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.safeAreaInsets == .zero && view.safeAreaLayoutGuide.layoutFrame == view.bounds)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 34))
        #expect(CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
                    == CGRect(x: 2, y: 1, width: 4, height: 6))
        #expect(UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
        #expect(UIDeviceOrientation.faceUp.isFlat && !UIDeviceOrientation.portrait.isFlat)
        #expect(UIDeviceOrientation.landscapeLeft.isValidInterfaceOrientation && !UIDeviceOrientation.faceDown.isValidInterfaceOrientation)
        #expect(RunLoop.Mode.tracking.rawValue == "UITrackingRunLoopMode")
    }

    @Test func progressBarsSlidersAndStacksKeepTheirState() {
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1 && bar.progressViewStyle == .bar)
        bar.progress = -1
        #expect(bar.progress == 0)

        let slider = UISlider()
        slider.maximumValue = 10
        slider.setValue(12, animated: false)
        #expect(slider.value == 10)
        slider.maximumValue = 5
        #expect(slider.value == 5, "the value follows a lowered maximum, as in UIKit")
        slider.minimumValue = 7
        #expect(slider.maximumValue == 7 && slider.value == 7)

        let first = UILabel(), second = UILabel(), third = UILabel()
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.insertArrangedSubview(third, at: 0)
        stack.addArrangedSubview(first)
        #expect(stack.arrangedSubviews == [third, second, first] && stack.subviews.count == 3)
        stack.removeArrangedSubview(second)
        #expect(stack.arrangedSubviews == [third, first] && second.superview === stack)
    }

    @Test func typingSettingsAndAStoredEndedGestureCompile() {
        let field = UITextField()
        field.smartDashesType = .no
        let textView = UITextView()
        textView.smartQuotesType = .no
        #expect(field.smartDashesType == .no && textView.smartQuotesType == .no && textView.smartInsertDeleteType == .default)
        let drag: _EndedGesture<DragGesture> = DragGesture().onEnded { _ in }
        #expect(type(of: drag) == DragGesture.self)
    }

    @Test func combinesConcatenationAndReducingOperatorsAreTyped() {
        let appended: Publishers.Concatenate<Just<Int>, Just<Int>> = Just(1).append(Just(2))
        let prepended: Publishers.Concatenate<Just<Int>, Just<Int>> = Just(1).prepend(Just(0))
        #expect(appended.prefix.output == 1 && appended.suffix.output == 2 && prepended.prefix.output == 0)
        let largest: AnyPublisher<Int, Never> = Just(3).max()
        let first: AnyPublisher<Int, any Error> = Just(3).tryFirst { $0 > 2 }
        let total: AnyPublisher<Int, any Error> = Just(3).tryReduce(0, +)
        _ = (largest, first, total)
        let subject = PassthroughSubject<Int, Never>()
        nonisolated(unsafe) var received: [Int] = []
        let watching = subject.sink { received.append($0) }
        _ = Just(5).subscribe(subject)
        #expect(received.isEmpty, "publishers are inert in a snapshot")
        _ = watching
    }

    @Test func anInitialObservationReportsTheCurrentValue() {
        let bar = UIProgressView(progressViewStyle: .default)
        bar.progress = 0.5
        nonisolated(unsafe) var reports: [Float?] = []
        let observation = bar.observe(\.progress, options: [.initial, .new]) { _, change in reports.append(change.newValue) }
        _ = bar.observe(\.progress, options: [.initial]) { _, change in reports.append(change.newValue) }
        _ = bar.observe(\.progress, options: [.new]) { _, change in reports.append(change.newValue) }
        bar.progress = 0.75
        #expect(reports == [0.5, nil], "the initial reports only; a later change is not observed")
        observation.invalidate()
        let formatter = NumberFormatter()
        nonisolated(unsafe) var styles: [NumberFormatter.Style?] = []
        _ = formatter.observe(\.numberStyle, options: [.initial, .new]) { _, change in styles.append(change.newValue) }
        #expect(styles == [NumberFormatter.Style.none])
    }

    @Test func anAppStoreOverlayLeavesTheViewAsItIs() throws {
        let configuration = SKOverlay.AppConfiguration(appIdentifier: "1440611372", position: .bottomRaised)
        configuration.campaignToken = "spring"
        let overlay = SKOverlay(configuration: configuration)
        #expect((overlay.configuration as? SKOverlay.AppConfiguration)?.appIdentifier == "1440611372")
        #expect(overlay.configuration.position == .bottomRaised && SKOverlay.AppClipConfiguration(position: .bottom).position == .bottom)
        let button = Button("Show Recommended App") {}
        let presented = button.appStoreOverlay(isPresented: .constant(true)) { configuration }
        let size = RenderSize.fixed(width: 220, height: 60)
        #expect(try Renderer().layout(presented, in: EnvironmentValues(), size: size).textDescription
                    == Renderer().layout(button, in: EnvironmentValues(), size: size).textDescription)
    }

    @Test func badInputGivesAnErrorOrIsDroppedNeverACrash() {
        #expect(throws: (any Error).self) { try NSKeyedUnarchiver.unarchivedObject(ofClass: UIFont.self, from: Data("not an archive".utf8)) }
        let wronglyTyped = NSAttributedString(string: "Hi", attributes: [.font: "Helvetica", .foregroundColor: 3, .kern: "wide",
                                                                       .underlineStyle: "thick", .link: 42])
        let converted = AttributedString(wronglyTyped)
        let run = converted.runs.first
        #expect(String(converted.characters) == "Hi" && converted.runs.count == 1)
        #expect(run?.font == nil && run?.foregroundColor == nil && run?.kern == nil && run?.underlineStyle == nil && run?.link == nil)
        let scrollView = UIScrollView()
        scrollView.maximumZoomScale = 3
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 0, height: 10), animated: false)
        #expect(scrollView.zoomScale == 1, "an empty rectangle is ignored")
    }
}

import Combine
import Foundation
import ProofGraphics
import ProofTesting
import Testing
import UIKit

/// A view written as UIKit requires: its own designated initialiser and `init?(coder:)`.
private final class BadgeView: UIView {
    let title: String

    init(title: String) {
        self.title = title
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    required init?(coder: NSCoder) {
        title = "archived"
        super.init(coder: coder)
    }
}

/// A view that overrides both designated initialisers, so it inherits `init()`.
private final class PlainView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .red
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

private final class DetailController: UIViewController {
    let id: Int

    init(id: Int) {
        self.id = id
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        id = -1
        super.init(coder: coder)
    }
}

private final class HeightBox {
    var height: CGFloat = 0
}

/// UIKit's initialisers and bitmap drawing, and Combine's subscribers, schedulers and named
/// publishers, with the behaviour they have here.
@MainActor @Suite struct UIKitDrawingAndCombineTests {
    private func pixels(_ data: Data) throws -> Bitmap { try PNG.decode([UInt8](data)) }

    /// Subclasses follow UIKit's initialiser rules: `super.init(coder:)` makes a view with a
    /// zero frame (no archive is decoded here); `init()` is inherited where both designated
    /// initialisers are overridden.
    @Test func subclassesUseUIKitsInitialisers() {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        let archived = BadgeView(coder: coder)
        #expect(archived?.title == "archived")
        #expect(archived?.frame == .zero)
        #expect(BadgeView(title: "New").frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        let plain = PlainView()
        #expect(plain.frame == .zero && plain.backgroundColor == .red, "init() is init(frame: .zero), the subclass's override")
        #expect(DetailController(coder: coder)?.id == -1)
        #expect(DetailController(id: 7).id == 7)
        #expect(UIHostingController<Text>(coder: coder) == nil, "SwiftUI's raises without a root view; nil here")
        #expect(UIHostingController(coder: coder, rootView: Text("A"))?.rootView != nil)
        let effectView = UIVisualEffectView()
        #expect(effectView.effect == nil)
        effectView.effect = UIBlurEffect(style: .systemChromeMaterial)
        #expect((effectView.effect as? UIBlurEffect)?.style == .systemChromeMaterial)
    }

    /// Setting `bounds` resizes the frame about its centre, as in UIKit.
    @Test func boundsResizeAboutTheCentre() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.bounds = CGRect(x: 0, y: 0, width: 40, height: 10)
        #expect(view.frame == CGRect(x: 0, y: 15, width: 40, height: 10))
        #expect(view.center == CGPoint(x: 20, y: 20))
    }

    /// UIKit's attribute keys carry UIKit's raw values, so dictionaries built with them match.
    @Test func attributedStringKeysHaveUIKitsRawValues() {
        #expect(NSAttributedString.Key.strokeColor.rawValue == "NSStrokeColor")
        #expect(NSAttributedString.Key.strokeWidth.rawValue == "NSStrokeWidth")
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
        #expect(NSAttributedString.Key.underlineStyle.rawValue == "NSUnderline")
        #expect(NSAttributedString.Key.kern.rawValue == "NSKern")
        #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.double.rawValue == 9)
    }

    /// UIKit's geometry boxes read back what they hold (a keyboard frame from `userInfo`).
    @Test func valuesBoxGeometry() {
        let frame = CGRect(x: 0, y: 500, width: 390, height: 344)
        let userInfo: [AnyHashable: Any] = ["UIKeyboardFrameEndUserInfoKey": NSValue(cgRect: frame)]
        #expect((userInfo["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.cgRectValue == frame)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 5, height: 6)).cgSizeValue == CGSize(width: 5, height: 6))
    }

    /// `.atomicWrite` writes the whole file, as `.atomic`.
    @Test func atomicWriteWritesTheFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("atomic-write-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("chord".utf8).write(to: url, options: .atomicWrite)
        #expect(try Data(contentsOf: url) == Data("chord".utf8))
    }

    /// An image renderer's image is a bitmap of its size times the format's scale; `fill`
    /// paints the fill colour over it, and the rest stays transparent.
    @Test func imageRendererDrawsABitmapAtTheFormatsScale() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 5), format: format)
        let data = renderer.pngData { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        let bitmap = try pixels(data)
        #expect(bitmap.width == 20 && bitmap.height == 10)
        #expect(bitmap[0, 0] == RGBA8(r: 255, g: 0, b: 0))
        #expect(bitmap[9, 9] == RGBA8(r: 255, g: 0, b: 0))
        #expect(bitmap[10, 0] == .clear)
        let image = renderer.image { _ in }
        #expect(image.cgImage?.width == 20 && image.cgImage?.height == 10)
        format.opaque = true
        let opaque = try pixels(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1), format: format).pngData { _ in })
        #expect(opaque[0, 0] == RGBA8(r: 0, g: 0, b: 0), "an opaque bitmap is black before drawing")
    }

    /// An image made from pixels has a size in points and draws, scaled, into a renderer:
    /// the usual resizing helper makes the smaller picture.
    @Test func pixelImagesHaveASizeAndDrawScaled() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let source = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
        }
        #expect(source.size == CGSize(width: 4, height: 2) && source.scale == 2)
        format.scale = 1
        let resized = try pixels(UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).pngData { _ in
            source.draw(in: CGRect(x: 0, y: 0, width: 2, height: 1))
        })
        #expect(resized.width == 2 && resized.height == 1)
        #expect(resized[0, 0] == RGBA8(r: 255, g: 0, b: 0) && resized[1, 0] == RGBA8(r: 0, g: 0, b: 255))
        #expect(UIImage(systemName: "star")?.size == .zero, "a symbol is resolved only when a view draws it")
    }

    /// The image-context functions keep a stack of bitmaps: the current one is drawn into and
    /// read back until it is ended.
    @Test func imageContextFunctionsDrawIntoTheCurrentBitmap() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 1)
        UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill()
        UIRectFill(CGRect(x: 2, y: 0, width: 2, height: 2))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        let bitmap = try pixels(try #require(image?.pngData()))
        #expect(bitmap.width == 4 && bitmap.height == 2)
        #expect(bitmap[0, 0] == .clear)
        #expect(bitmap[3, 1] == RGBA8(r: 0, g: 0, b: 255, a: 128))
    }

    /// A hosting controller measures its SwiftUI view with ProofUI's layout, and
    /// `drawHierarchy` draws the view into the current bitmap as a snapshot does: the
    /// "view as image" helpers apps write make the picture.
    @Test func hostingControllerMeasuresAndDrawsItsView() throws {
        let controller = UIHostingController(rootView: HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0).frame(width: 6, height: 4)
            Color(red: 0, green: 1, blue: 0).frame(width: 6, height: 4)
        })
        let size = controller.sizeThatFits(in: CGSize(width: 300, height: 300))
        #expect(size == CGSize(width: 12, height: 4))
        controller.view.bounds = CGRect(origin: .zero, size: CGSize(width: 100, height: 100))
        controller.view.sizeToFit()
        #expect(controller.view.bounds.size == CGSize(width: 12, height: 4))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let data = UIGraphicsImageRenderer(size: size, format: format).pngData { _ in
            #expect(controller.view.drawHierarchy(in: controller.view.bounds, afterScreenUpdates: true))
        }
        let bitmap = try pixels(data)
        #expect(bitmap.width == 24 && bitmap.height == 8)
        #expect(bitmap[0, 0] == RGBA8(r: 255, g: 0, b: 0) && bitmap[11, 7] == RGBA8(r: 255, g: 0, b: 0))
        #expect(bitmap[12, 0] == RGBA8(r: 0, g: 255, b: 0) && bitmap[23, 7] == RGBA8(r: 0, g: 255, b: 0))
        #expect(UIView().drawHierarchy(in: .zero, afterScreenUpdates: false) == false, "no current context")
    }

    /// A plain UIKit view draws its background colour, then its subviews at their frames.
    @Test func plainViewsDrawTheirBackgrounds() throws {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        parent.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        let child = UIView(frame: CGRect(x: 2, y: 0, width: 2, height: 2))
        child.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        parent.addSubview(child)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let bitmap = try pixels(UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format).pngData { _ in
            parent.drawHierarchy(in: CGRect(x: 0, y: 0, width: 8, height: 4), afterScreenUpdates: true)
        })
        #expect(bitmap[0, 0] == RGBA8(r: 0, g: 0, b: 255) && bitmap[3, 3] == RGBA8(r: 0, g: 0, b: 255))
        #expect(bitmap[4, 0] == RGBA8(r: 255, g: 255, b: 0) && bitmap[7, 3] == RGBA8(r: 255, g: 255, b: 0))
    }

    /// `Subscribers.Assign` writes each value it receives to the property until cancelled;
    /// `Subscribers.Sink` calls its closures. ProofUI's publishers are inert: subscribing
    /// delivers nothing.
    @Test func subscribersActOnWhatTheyReceive() {
        let box = HeightBox()
        let assign = Subscribers.Assign(object: box, keyPath: \HeightBox.height)
        #expect(assign.receive(12) == .none)
        #expect(box.height == 12)
        assign.cancel()
        _ = assign.receive(30)
        #expect(box.height == 12 && assign.object == nil)

        var values: [Int] = []
        var finished = false
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in finished = true }, receiveValue: { values.append($0) })
        _ = sink.receive(1)
        _ = sink.receive(2)
        sink.receive(completion: .finished)
        _ = sink.receive(3)
        #expect(values == [1, 2] && finished)

        let center = NotificationCenter()
        let name = Notification.Name("KeyboardWillShow")
        let publisher = NotificationCenter.Publisher(center: center, name: name)
        #expect(publisher.center === center && publisher.name == name && publisher.object == nil)
        #expect(NotificationCenter.default.publisher(for: name).name == name)
        let other = HeightBox()
        publisher.compactMap { _ in CGFloat(5) }.subscribe(Subscribers.Assign(object: other, keyPath: \HeightBox.height))
        #expect(other.height == 0, "no notification is delivered in a snapshot")
    }

    /// Named publishers keep what they are made from; `flatMap` returns `Publishers.FlatMap`.
    @Test func namedPublishersKeepTheirParts() {
        let flat = Just(3).flatMap(maxPublishers: .max(2)) { Just($0 * 2) }
        #expect(flat.maxPublishers == .max(2))
        #expect(flat.transform(5).output == 10)
        let merged = Publishers.MergeMany([Just(1), Just(2), Just(3)])
        #expect(merged.publishers.map(\.output) == [1, 2, 3])
        let latest = Publishers.CombineLatest4(Just(1), Just("a"), Just(2.5), Just(true))
        #expect(latest.a.output == 1 && latest.b.output == "a" && latest.c.output == 2.5 && latest.d.output)
    }

    /// Schedulers run what they are given: at once (`ImmediateScheduler`) or on their queue.
    @Test func schedulersRunTheirActions() async {
        var ran = false
        ImmediateScheduler.shared.schedule { ran = true }
        #expect(ran)
        let queue = DispatchQueue(label: "scheduler-test")
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "scheduler-test")
        let onQueue: String? = await withCheckedContinuation { continuation in
            queue.schedule(options: nil) {
                continuation.resume(returning: DispatchQueue.getSpecific(key: key))
            }
        }
        #expect(onQueue == "scheduler-test", "the action ran on the queue")
    }
}

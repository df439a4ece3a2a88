import Foundation
import ProofGraphics
import ProofTesting
import Testing
import UIKit
import UserNotifications

/// Pages, each a controller, with the data source apps write: the previous and next page
/// without wrapping.
private final class PagesSource: UIPageViewControllerDataSource {
    let pages: [UIViewController]
    init(_ pages: [UIViewController]) { self.pages = pages }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
}

/// Minutes and seconds wheels, the usual timer picker.
private final class TimeSource: UIPickerViewDataSource {
    var rows = [60, 60]
    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
}

/// Two sections of photos.
private final class PhotoSource: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 3 : 5 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
}

/// A pan recognizer in SwiftUI, as iOS 18 apps write it.
private struct Pan: UIGestureRecognizerRepresentable {
    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer { UIPanGestureRecognizer() }
    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {}
}

/// A window that lets touches through where its root view is hit, as overlay windows do.
private final class PassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        return hit === rootViewController?.view ? nil : hit
    }
}

/// UIKit's page and picker controllers, hit testing, 3D transforms, thumbnails, string
/// measuring and notification categories, with the behaviour they have here.
@MainActor @Suite struct UIKitControllersAndEventsTests {
    /// Setting pages shows them at once, makes them children and completes with true; the
    /// data source gives the neighbours; the spine follows UIKit's documented defaults.
    @Test func pageViewControllerShowsTheSetPages() {
        let pages = (0..<3).map { _ in UIViewController() }
        let source = PagesSource(pages)
        let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        controller.dataSource = source
        #expect(controller.viewControllers == nil && controller.spineLocation == .none && controller.gestureRecognizers.isEmpty)
        var completed: Bool?
        controller.setViewControllers([pages[1]], direction: .forward, animated: true) { completed = $0 }
        #expect(completed == true)
        #expect(controller.viewControllers == [pages[1]] && controller.children == [pages[1]] && pages[1].parent === controller)
        #expect(source.pageViewController(controller, viewControllerAfter: pages[1]) === pages[2])
        controller.setViewControllers([pages[2]], direction: .forward, animated: false)
        #expect(controller.children == [pages[2]] && pages[1].parent == nil, "the page turned away from is no longer a child")

        let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(book.spineLocation == .min && !book.isDoubleSided && book.gestureRecognizers.count == 2)
        let spread = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical,
                                          options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(spread.spineLocation == .mid && spread.isDoubleSided)
        let scrolling = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                             options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(scrolling.spineLocation == .none, "a spine is only valid for page curl")
    }

    /// The picker counts through its data source; each wheel's selection starts at row 0,
    /// is -1 without rows, follows `selectRow` and stays within the rows.
    @Test func pickerViewKeepsItsSelectedRows() {
        let picker = UIPickerView()
        #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1)
        let source = TimeSource()
        picker.dataSource = source
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 60)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
        picker.selectRow(25, inComponent: 0, animated: false)
        picker.selectRow(59, inComponent: 1, animated: true)
        picker.selectRow(60, inComponent: 1, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 25 && picker.selectedRow(inComponent: 1) == 59)
        source.rows = [10, 0]
        #expect(picker.selectedRow(inComponent: 0) == 9 && picker.selectedRow(inComponent: 1) == -1)
        #expect(picker.selectedRow(inComponent: 5) == -1)
    }

    /// Hit testing finds the frontmost, deepest view holding the point, skipping hidden views
    /// and views that take no touches; `convert` follows the frames and bounds up the tree.
    @Test func hitTestFindsTheDeepestFrontmostView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let badge = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        root.addSubview(card)
        card.addSubview(badge)
        root.addSubview(cover)
        #expect(badge.superview === card && card.superview === root)
        #expect(card.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 15, y: 25))
        #expect(badge.convert(CGPoint.zero, to: nil) == CGPoint(x: 15, y: 25))
        #expect(root.convert(CGPoint(x: 20, y: 30), to: badge) == CGPoint(x: 5, y: 5))
        #expect(root.hitTest(CGPoint(x: 20, y: 30), with: nil) === badge)
        #expect(root.hitTest(CGPoint(x: 12, y: 22), with: nil) === cover, "the later sibling is in front")
        cover.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 12, y: 22), with: nil) === card)
        badge.isHidden = true
        #expect(root.hitTest(CGPoint(x: 20, y: 30), with: nil) === card)
        #expect(root.hitTest(CGPoint(x: 150, y: 30), with: nil) == nil && !root.point(inside: CGPoint(x: 100, y: 0), with: nil))
        card.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(root.convert(CGPoint(x: 20, y: 30), to: card) == CGPoint(x: 10, y: 20), "a bounds origin scrolls the content")
        root.sendSubviewToBack(cover)
        #expect(root.subviews.first === cover)
        cover.removeFromSuperview()
        #expect(cover.superview == nil && root.subviews == [card])

        let window = PassThroughWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = UIViewController()
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        window.rootViewController = controller
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        controller.view.addSubview(button)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: UIEvent()) === button)
        #expect(window.hitTest(CGPoint(x: 80, y: 80), with: nil) == nil, "the root view lets the touch through")
    }

    /// Core Animation's transforms: row vectors, translations in the fourth row, rotation
    /// about z taking x to y, concatenation applying the first operand first, and inversion.
    @Test func transform3DMathIsCoreAnimations() {
        func apply(_ t: CATransform3D, _ x: CGFloat, _ y: CGFloat) -> (CGFloat, CGFloat) {
            let w = x * t.m14 + y * t.m24 + t.m44
            return ((x * t.m11 + y * t.m21 + t.m41) / w, (x * t.m12 + y * t.m22 + t.m42) / w)
        }
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let (x, y) = apply(quarter, 1, 0)
        #expect(abs(x) < 1e-12 && abs(y - 1) < 1e-12)
        let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 3, 0, 0)
        #expect(apply(moved, 1, 1) == (8, 2), "translate first, then the scale it was applied to")
        #expect(CATransform3DEqualToTransform(CATransform3DConcat(moved, CATransform3DInvert(moved)), CATransform3DIdentity))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "no axis: the identity")
        let affine = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 5, ty: 6)
        #expect(CATransform3DIsAffine(CATransform3DMakeAffineTransform(affine)))
        #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
        let view = UIView()
        view.transform3D = quarter
        #expect(view.layer.transform == quarter && view.layer.animationKeys() == nil && view.layer.filters == nil)
    }

    /// A thumbnail is the image redrawn at the size asked, at the image's scale; a named
    /// image has no pixels and gives none.
    @Test func thumbnailsRedrawThePixels() async throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 4), format: format).image { context in
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 4, y: 0, width: 4, height: 4))
        }
        let thumbnail = try #require(await image.byPreparingThumbnail(ofSize: CGSize(width: 2, height: 1)))
        #expect(thumbnail.size == CGSize(width: 2, height: 1) && thumbnail.scale == 1)
        let bitmap = try PNG.decode([UInt8](try #require(thumbnail.pngData())))
        #expect(bitmap[0, 0] == RGBA8(r: 0, g: 0, b: 255) && bitmap[1, 0] == RGBA8(r: 255, g: 0, b: 0))
        #expect(UIImage(systemName: "star")?.preparingThumbnail(of: CGSize(width: 2, height: 2)) == nil)
    }

    /// Strings measure as `Text` lays them out on one line in the attribute's font.
    @Test func stringsMeasureAsTextLaysThemOut() {
        let font = UIFont.systemFont(ofSize: 20)
        let measured = "Chips".size(withAttributes: [.font: font])
        let laidOut = UIHostingController(rootView: Text(verbatim: "Chips").font(.system(size: 20)).fixedSize())
            .sizeThatFits(in: CGSize(width: 1000, height: 1000))
        #expect(measured == laidOut && measured.width > 0)
        #expect(NSString(string: "Chips").size(withAttributes: [.font: font]) == measured)
        #expect("Chips Chips".size(withAttributes: [.font: font]).width > measured.width)
        #expect("Chips".size(withAttributes: nil).height < measured.height, "12 points without a font")
    }

    /// Categories set on the notification center are what it answers with.
    @Test func notificationCategoriesAreKept() async {
        let close = UNNotificationAction(identifier: "CLOSE", title: "Close", options: .destructive)
        let reply = UNTextInputNotificationAction(identifier: "REPLY", title: "Reply", options: .foreground,
                                                  textInputButtonTitle: "Send", textInputPlaceholder: "Message")
        let category = UNNotificationCategory(identifier: "ACTIONS", actions: [close, reply], intentIdentifiers: [], options: [])
        UNUserNotificationCenter.current().setNotificationCategories([category])
        let kept = await UNUserNotificationCenter.current().notificationCategories()
        #expect(kept.count == 1 && kept.first?.actions.map(\.identifier) == ["CLOSE", "REPLY"])
        #expect(kept.first?.actions.first?.options == .destructive)
        UNUserNotificationCenter.current().setNotificationCategories([])
        #expect(await UNUserNotificationCenter.current().notificationCategories().isEmpty)
    }

    /// UIKit's constants have UIKit's values; a recognizer representable changes nothing drawn.
    @Test func constantsAndRepresentableGestures() throws {
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2 && UIInterfaceOrientationMask.landscape.rawValue == 24)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30 && UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
        var white: CGFloat = 0, alpha: CGFloat = 0
        #expect(UIColor.lightText.getWhite(&white, alpha: &alpha) && white == 1 && abs(alpha - 0.6) < 0.01)
        #expect(UIWindow.Level.statusBar.rawValue == 1000 && UIWindow().windowLevel == .normal)
        let size = RenderSize.fixed(width: 40, height: 20)
        let plain = try Renderer().render(Color.red, in: EnvironmentValues(), size: size)
        let withGesture = try Renderer().render(Color.red.gesture(Pan()), in: EnvironmentValues(), size: size)
        #expect(withGesture.bitmap == plain.bitmap)
        let scrollView = UIScrollView()
        #expect(scrollView.panGestureRecognizer.view === scrollView && scrollView.gestureRecognizers?.count == 1)
        let field = UITextField()
        let keyboard = UIView()
        field.inputView = keyboard
        #expect(field.inputView === keyboard && field.inputAccessoryView == nil && field.autocorrectionType == .default)
        let popover = UIViewController()
        #expect(popover.popoverPresentationController == nil)
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.permittedArrowDirections = [.up]
        #expect(popover.popoverPresentationController?.permittedArrowDirections == [.up])
    }

    /// A collection view counts through its data source, keeps its selection as UIKit does
    /// (one item unless multiple selection is allowed) and dequeues registered cells; flow
    /// layouts have UIKit's documented defaults.
    @Test func collectionViewCountsAndSelects() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50) && layout.minimumLineSpacing == 10 && layout.scrollDirection == .vertical)
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        #expect(layout.collectionView === collection && collection.numberOfSections == 0)
        let source = PhotoSource()
        collection.dataSource = source
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        #expect(collection.numberOfSections == 2 && collection.numberOfItems(inSection: 1) == 5 && collection.numberOfItems(inSection: 2) == 0)
        let path = IndexPath(item: 2, section: 1)
        #expect(path.item == 2 && path.section == 1 && IndexPath(row: 2, section: 1) == path)
        #expect(source.collectionView(collection, cellForItemAt: path).reuseIdentifier == "photo")
        #expect(collection.indexPathsForSelectedItems == nil)
        collection.selectItem(at: path, animated: false, scrollPosition: .centeredVertically)
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        collection.allowsMultipleSelection = true
        collection.selectItem(at: path, animated: false, scrollPosition: [])
        #expect(collection.indexPathsForSelectedItems?.count == 2)
        collection.deselectItem(at: path, animated: true)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    /// A split view keeps each column's controller as a child; it is collapsed where the
    /// horizontal size class is compact.
    @Test func splitViewControllerKeepsItsColumns() throws {
        let split = UISplitViewController(style: .doubleColumn)
        let sidebar = UIViewController(), detail = UIViewController()
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        #expect(split.viewControllers == [sidebar, detail] && split.children == [sidebar, detail])
        split.preferredDisplayMode = .secondaryOnly
        split.preferredSplitBehavior = .overlay
        #expect(split.displayMode == .secondaryOnly && split.splitBehavior == .overlay && split.viewController(for: .supplementary) == nil)
        split.viewControllers = [detail]
        #expect(split.viewController(for: .primary) === detail && sidebar.parent == nil)
    }

    /// An image renderer's Core Graphics context fills through its CTM, keeps its state stack
    /// across accesses, and draws images upside down unless the CTM is flipped, as on iOS.
    @Test func cgContextFillsThroughItsTransform() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let stripe = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        }
        let data = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 4), format: format).pngData { context in
            let cg = context.cgContext
            #expect(cg.width == 10 && cg.height == 4 && UIGraphicsGetCurrentContext() != nil)
            context.cgContext.saveGState()
            context.cgContext.translateBy(x: 5, y: 0)
            context.cgContext.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            context.cgContext.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            context.cgContext.restoreGState()
            #expect(context.cgContext.ctm == .identity)
            cg.draw(try! #require(stripe.cgImage), in: CGRect(x: 0, y: 0, width: 1, height: 2))
            cg.translateBy(x: 0, y: 4)
            cg.scaleBy(x: 1, y: -1)
            cg.draw(try! #require(stripe.cgImage), in: CGRect(x: 2, y: 0, width: 1, height: 2))
            cg.rotate(by: .pi / 4)
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let bitmap = try PNG.decode([UInt8](data))
        #expect(bitmap[5, 0] == RGBA8(r: 0, g: 255, b: 0) && bitmap[6, 1] == RGBA8(r: 0, g: 255, b: 0) && bitmap[7, 0] == .clear)
        #expect(bitmap[0, 0] == RGBA8(r: 0, g: 0, b: 255) && bitmap[0, 1] == RGBA8(r: 255, g: 0, b: 0), "upside down in a UIKit context")
        #expect(bitmap[2, 2] == RGBA8(r: 255, g: 0, b: 0) && bitmap[2, 3] == RGBA8(r: 0, g: 0, b: 255), "upright under a flipped CTM")
        #expect(bitmap[9, 3] == .clear, "nothing is painted under a rotation")
    }

    /// Emitters keep their cells; animations added to a layer stay listed (no time passes),
    /// replaced under the same key; named timing curves have Core Animation's control points.
    @Test func layersKeepEmittersAndAnimations() {
        let emitter = CAEmitterLayer()
        let spark = CAEmitterCell()
        spark.birthRate = 40
        spark.emitterCells = [CAEmitterCell()]
        emitter.emitterCells = [spark]
        emitter.emitterShape = .circle
        #expect(emitter.emitterCells?.first?.emitterCells?.count == 1 && CAEmitterCell().birthRate == 0 && emitter.emitterMode == .volume)
        #expect(emitter.animationKeys() == nil)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        emitter.add(fade, forKey: "fade")
        emitter.add(CABasicAnimation(keyPath: "position"), forKey: nil)
        emitter.add(CAKeyframeAnimation(keyPath: "opacity"), forKey: "fade")
        #expect(emitter.animationKeys()?.count == 2 && emitter.animationKeys()?.last == "fade")
        #expect((emitter.animation(forKey: "fade") as? CAPropertyAnimation)?.keyPath == "opacity" && emitter.animation(forKey: "fade") is CAKeyframeAnimation)
        emitter.removeAnimation(forKey: "fade")
        emitter.removeAllAnimations()
        #expect(emitter.animationKeys() == nil)
        let easeIn = CAMediaTimingFunction(name: .easeIn).controlPoints
        #expect(easeIn.0 == 0.42 && easeIn.1 == 0 && easeIn.2 == 1 && easeIn.3 == 1)
    }
}

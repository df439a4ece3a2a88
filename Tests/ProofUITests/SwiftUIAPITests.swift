import Foundation
import Testing
import ProofRender
@testable import ProofUI

/// SwiftUI API that real view files use (issue 22): each compiles as SwiftUI declares it and
/// draws as the spelling it stands for.
@MainActor @Suite struct SwiftUIAPITests {
    func pixels<V: View>(_ view: V, width: Double, height: Double) throws -> Bitmap {
        try renderer.render(view, in: scaleOne(), size: .fixed(width: width, height: height)).bitmap
    }

    @Test func strokeBorderWithoutAStyleDrawsTheForegroundInsideTheFrame() throws {
        let blue = Color(red: 0, green: 0, blue: 1)
        let border = try pixels(Rectangle().strokeBorder(lineWidth: 2).foregroundStyle(blue), width: 20, height: 20)
        #expect([border.hex(0, 10), border.hex(1, 10), border.hex(2, 10), border.hex(10, 10)]
                == ["#0000ffff", "#0000ffff", "#ffffffff", "#ffffffff"])
        let styled = try pixels(Rectangle().strokeBorder(style: StrokeStyle(lineWidth: 4)).foregroundStyle(blue), width: 20, height: 20)
        #expect([styled.hex(3, 10), styled.hex(4, 10), styled.hex(19, 10)] == ["#0000ffff", "#ffffffff", "#0000ffff"])
        // One point by default, as SwiftUI's `strokeBorder()`.
        let thin = try pixels(Rectangle().strokeBorder().foregroundStyle(blue), width: 20, height: 20)
        #expect([thin.hex(0, 10), thin.hex(1, 10)] == ["#0000ffff", "#ffffffff"])
        // `stroke(lineWidth:)` is centred on the edge: half of it lies outside the frame.
        let centred = try pixels(Rectangle().stroke(lineWidth: 4).foregroundStyle(blue).padding(4), width: 28, height: 28)
        #expect([centred.hex(1, 14), centred.hex(2, 14), centred.hex(5, 14), centred.hex(6, 14)]
                == ["#ffffffff", "#0000ffff", "#0000ffff", "#ffffffff"])
    }

    @Test func aFilledShapeTakesAStrokeOverItsFill() throws {
        let yellow = Color(red: 1, green: 1, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let shape = try pixels(Rectangle().fill(yellow).stroke(blue, lineWidth: 8).padding(4), width: 48, height: 48)
        // The 8-point stroke is centred on the edge at x = 4: x 0…7 blue, the inside yellow.
        #expect([shape.hex(0, 24), shape.hex(7, 24), shape.hex(8, 24), shape.hex(24, 24)]
                == ["#0000ffff", "#0000ffff", "#ffff00ff", "#ffff00ff"])
        let bordered = try pixels(Rectangle().fill(yellow).strokeBorder(blue, lineWidth: 3), width: 20, height: 20)
        #expect([bordered.hex(2, 10), bordered.hex(3, 10)] == ["#0000ffff", "#ffff00ff"])
    }

    @Test func anyShapeDrawsTheShapeItWraps() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let erased = try pixels(AnyShape(Circle()).fill(red), width: 30, height: 30)
        let circle = try pixels(Circle().fill(red), width: 30, height: 30)
        #expect(erased == circle)
        #expect(erased.hex(15, 15) == "#ff0000ff" && erased.hex(1, 1) == "#ffffffff")
        #expect(try describe(AnyShape(Circle())) == describe(Circle()))
    }

    @Test func anInsetShapeIsDrawnInsideItsFrame() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let inset = try pixels(Rectangle().inset(by: 5).fill(red), width: 20, height: 20)
        #expect([inset.hex(4, 10), inset.hex(5, 10), inset.hex(14, 10), inset.hex(15, 10)]
                == ["#ffffffff", "#ff0000ff", "#ff0000ff", "#ffffffff"])
        let twice = try pixels(Circle().inset(by: 2).inset(by: 3).fill(red), width: 20, height: 20)
        #expect([twice.hex(4, 10), twice.hex(6, 10)] == ["#ffffffff", "#ff0000ff"])
    }

    @Test func removeAndMoveAtOffsetsAsSwiftUIDoes() {
        var numbers = [1, 2, 3, 4, 5]
        numbers.remove(atOffsets: IndexSet([0, 2, 4]))
        #expect(numbers == [2, 4])
        // Apple's example for `move(fromOffsets:toOffset:)`.
        var letters = Array("ABcDefgHIJKlmNO")
        let lowercase = IndexSet(letters.indices.filter { letters[$0].isLowercase })
        letters.move(fromOffsets: lowercase, toOffset: 2)
        #expect(String(letters) == "ABcefglmDHIJKNO")
        letters = Array("ABcDefgHIJKlmNO")
        letters.move(fromOffsets: lowercase, toOffset: 15)
        #expect(String(letters) == "ABDHIJKNOcefglm")
        var one = ["a", "b", "c"]
        one.move(fromOffsets: IndexSet([2]), toOffset: 0)
        #expect(one == ["c", "a", "b"])
    }

    @Test func onDeleteAndOnMoveChainInEitherOrderAndChangeNothing() throws {
        let items = ["Apples", "Pears"]
        let plain = try describe(List { ForEach(items, id: \.self) { Text($0) } }, width: 300, height: 200)
        let deleteFirst = try describe(List { ForEach(items, id: \.self) { Text($0) }.onDelete { _ in }.onMove { _, _ in } },
                                       width: 300, height: 200)
        let moveFirst = try describe(List { ForEach(items, id: \.self) { Text($0) }.onMove { _, _ in }.onDelete { _ in } },
                                     width: 300, height: 200)
        #expect(deleteFirst == plain && moveFirst == plain)
        #expect(plain.contains("Apples") && plain.contains("Pears"))
    }

    @Test func deprecatedSpellingsDrawAsTheCurrentOnes() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        #expect(try describe(Button("Go") {}.accentColor(red)) == describe(Button("Go") {}.tint(red)))
        #expect(try describe(Button("Go") {}.accentColor(nil)) == describe(Button("Go") {}))
        #expect(try describe(Text("x").colorScheme(.dark).foregroundStyle(Color.primary))
                == describe(Text("x").environment(\.colorScheme, .dark).foregroundStyle(Color.primary)))
        let old = NavigationStack { Text("Body").navigationBarTitle(Text("Title"), displayMode: .inline) }
        let new = NavigationStack { Text("Body").navigationTitle(Text("Title")).navigationBarTitleDisplayMode(.inline) }
        #expect(try describe(old, width: 390, height: 300) == describe(new, width: 390, height: 300))
        let name: String = "Resorts"
        let oldString = NavigationStack { Text("Body").navigationBarTitle(name) }
        let newString = NavigationStack { Text("Body").navigationTitle(name) }
        #expect(try describe(oldString, width: 390, height: 300) == describe(newString, width: 390, height: 300))
        @State var choice = 1
        let oldPicker = Form { Picker(selection: $choice, label: Text("Size")) { Text("S").tag(1); Text("L").tag(2) } }
        let newPicker = Form { Picker(selection: $choice) { Text("S").tag(1); Text("L").tag(2) } label: { Text("Size") } }
        #expect(try describe(oldPicker, width: 390, height: 200) == describe(newPicker, width: 390, height: 200))
        @State var active = false
        @State var tag: Int? = nil
        let links = List {
            NavigationLink("A", destination: Text("a"), tag: 1, selection: $tag)
            NavigationLink(tag: 2, selection: $tag) { Text("b") } label: { Text("B") }
            NavigationLink("C", isActive: $active) { Text("c") }
        }
        let current = List {
            NavigationLink("A") { Text("a") }
            NavigationLink { Text("b") } label: { Text("B") }
            NavigationLink("C") { Text("c") }
        }
        #expect(try describe(links, width: 390, height: 300) == describe(current, width: 390, height: 300))
        @State var value = 0.5
        let slider = Slider(value: $value, in: 0...1, step: 0.1, minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) { Text("S") }
        let sliderNow = Slider(value: $value, in: 0...1, step: 0.1) { Text("S") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
        #expect(try describe(slider, width: 300, height: 60) == describe(sliderNow, width: 300, height: 60))
        #expect(try describe(Text("x").accessibility(addTraits: .isHeader).accessibility(value: Text("v")))
                == describe(Text("x").accessibilityAddTraits(.isHeader).accessibilityValue(Text("v"))))
        Text._printChanges()
    }

    @Test func environmentTransformsAndSizeClassesAsSwiftUISetsThem() throws {
        #expect(try describe(Text("x").transformEnvironment(\.font) { $0 = .title })
                == describe(Text("x").environment(\.font, .title)))
        var environment = EnvironmentValues()
        #expect(environment.horizontalSizeClass == .compact)
        environment.horizontalSizeClass = .regular
        environment.verticalSizeClass = nil
        #expect(environment.horizontalSizeClass == .regular && environment.verticalSizeClass == nil)
        let reader = EnvironmentReader { Text($0.horizontalSizeClass == .regular ? "regular" : "compact") }
        #expect(try describe(reader.environment(\.horizontalSizeClass, .regular)).contains("regular"))
    }

    @Test func uiKitAroundSwiftUIViews() throws {
        let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)
        #expect(configuration.pointSize == 20 && configuration.weight == .bold && configuration.scale == .large)
        let symbol = UIImage(systemName: "star.fill", withConfiguration: configuration)
        #expect(try describe(Image(uiImage: try #require(symbol))) == describe(Image(systemName: "star.fill")))
        let windows = UIApplication.shared.windows
        #expect(windows.count == 1 && windows[0].bounds.size == CGSize(width: 393, height: 852))
        #expect(UIApplication.shared.connectedScenes.first is UIWindowScene)
        let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first { $0.activationState == .foregroundActive }
        #expect(scene?.traitCollection.userInterfaceStyle == .light && UIView().traitCollection.userInterfaceStyle == .light)
        // UIKit's text view holds an implicitly unwrapped string, empty at first.
        let edited: String = UITextView().text
        #expect(edited.isEmpty)
        UITableView.appearance().backgroundColor = .clear
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        #expect(UIFont(descriptor: UIFont.systemFont(ofSize: 15).fontDescriptor.withDesign(.rounded)!, size: 0).pointSize == 15)
        let host = UIHostingController(rootView: Text("x"))
        #expect(host.preferredStatusBarStyle == .default)
    }

    @Test func foundationGapsFormatAsEnUSDoes() {
        #expect(ListFormatter.localizedString(byJoining: []) == "")
        #expect(ListFormatter.localizedString(byJoining: ["A"]) == "A")
        #expect(ListFormatter.localizedString(byJoining: ["A", "B"]) == "A and B")
        #expect(ListFormatter.localizedString(byJoining: ["A", "B", "C"]) == "A, B, and C")
        #expect(ListFormatter().string(from: [1, 2, 3]) == "1, 2, and 3")
        let measurements = MeasurementFormatter()
        #expect(measurements.string(from: Measurement(value: 12.5, unit: UnitMass.kilograms)) == "12.5 kg")
        #expect(measurements.string(from: Measurement(value: 1234.56789, unit: UnitLength.kilometers)) == "1,234.568 km")
        #expect(kCFBundleVersionKey as String == "CFBundleVersion")
    }

    #if !canImport(Darwin)
    /// An item provider (a photo picker's result, a drop) knows the class of what it holds and
    /// never loads it in a snapshot.
    @Test func anItemProviderKnowsItsObjectAndLoadsNothing() {
        final class Calls: @unchecked Sendable { var count = 0 }
        let provider = NSItemProvider(object: UIImage(systemName: "star")!)
        #expect(provider.canLoadObject(ofClass: UIImage.self))
        #expect(!NSItemProvider().canLoadObject(ofClass: UIImage.self))
        // A String bridges to NSString, as on iOS (a drag's `user as NSItemProviderWriting`).
        let name = "Ada"
        let text = NSItemProvider(object: name as NSItemProviderWriting)
        #expect(text.canLoadObject(ofClass: NSString.self) && !text.canLoadObject(ofClass: UIImage.self))
        #expect(NSItemProvider(object: URL(fileURLWithPath: "/tmp/a.png") as NSItemProviderWriting).canLoadObject(ofClass: NSURL.self))
        let calls = Calls()
        provider.loadObject(ofClass: UIImage.self) { _, _ in calls.count += 1 }
        provider.loadDataRepresentation(forTypeIdentifier: "public.png") { _, _ in calls.count += 1 }
        #expect(calls.count == 0 && provider.registeredTypeIdentifiers.isEmpty && !provider.hasItemConformingToTypeIdentifier("public.png"))
    }
    #endif

    /// `Path.applying(_:)` moves every point (the petals of a rotated-ellipse flower), and
    /// Core Graphics' rotation, inverse and rectangle transform behave as on iOS.
    @Test func pathsAndRectanglesTakeAffineTransforms() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        // A 20 × 4 bar turned a quarter (x → y) lies along x 0…−4; moved right by 10: x 6…10.
        let turn = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        let bar = Path(CGRect(x: 0, y: 0, width: 20, height: 4)).applying(turn)
        let bitmap = try pixels(bar.fill(red), width: 20, height: 20)
        #expect([bitmap.hex(5, 10), bitmap.hex(6, 10), bitmap.hex(9, 10), bitmap.hex(10, 10)]
                == ["#ffffffff", "#ff0000ff", "#ff0000ff", "#ffffffff"])
        var added = Path()
        added.addPath(Path(CGRect(x: 0, y: 0, width: 20, height: 4)), transform: turn)
        #expect(added.boundingRect == bar.boundingRect)
        var rect = Path()
        rect.addRect(CGRect(x: 0, y: 0, width: 5, height: 5), transform: CGAffineTransform(translationX: 2, y: 3))
        #expect(rect.boundingRect == CGRect(x: 2, y: 3, width: 5, height: 5))
        let t = CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 2)
        #expect(t.concatenating(t.inverted()).isIdentity)
        #expect(CGPoint(x: 7, y: 8).applying(t.inverted()) == CGPoint(x: 2, y: 2))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(CGAffineTransform(scaleX: -1, y: 2))
                == CGRect(x: -4, y: 4, width: 3, height: 8))
        let rotated = CGAffineTransform.identity.rotated(by: .pi)
        #expect(abs(rotated.a + 1) < 1e-12 && abs(rotated.b) < 1e-12 && abs(rotated.d + 1) < 1e-12)
    }

    /// A text field titled by a `String` (not a literal) formats its value as the
    /// `LocalizedStringKey` forms do.
    @Test func textFieldsTitledByAStringFormatTheirValue() throws {
        let title: String = "Amount"
        let formatted = try describe(TextField(title, value: .constant(9876.5), format: .number))
        #expect(formatted.contains("9,876.5"))
        let optional: Double? = nil
        #expect(try describe(TextField(title, value: .constant(optional), format: .number)).contains("Amount"))
        let formatter = NumberFormatter()
        #expect(try describe(TextField(title, value: .constant(42), formatter: formatter)).contains("42"))
        #expect(try describe(TextField("Count", value: .constant(7), formatter: formatter, prompt: Text("n"))).contains("7"))
    }

    /// An image used as a shape style compiles and paints nothing (accepted and ignored).
    @Test func anImagePaintLeavesTheShapeUnfilled() throws {
        let paint = ImagePaint(image: Image(systemName: "star"), scale: 0.5)
        #expect(paint.sourceRect == CGRect(x: 0, y: 0, width: 1, height: 1) && paint.scale == 0.5)
        let filled = try pixels(Rectangle().fill(paint), width: 10, height: 10)
        let stroked = try pixels(Circle().strokeBorder(.image(Image(systemName: "star")), lineWidth: 4), width: 10, height: 10)
        #expect(filled == (try pixels(Color.clear, width: 10, height: 10)))
        #expect(stroked == filled)
    }

    /// `Color.cgColor` exists for constant colours only, as SwiftUI documents, and a UIKit
    /// colour made from it draws the same pixels.
    @Test func aConstantColourHasACoreGraphicsColour() throws {
        let orange = Color(red: 1, green: 0.5, blue: 0)
        let cgColor = try #require(orange.cgColor)
        #expect(Color.red.cgColor == nil && Color.primary.cgColor == nil && Color.accentColor.cgColor == nil)
        let drawn = try pixels(Color(uiColor: UIColor(cgColor: cgColor)), width: 4, height: 4)
        #expect(drawn == (try pixels(orange, width: 4, height: 4)))
        #expect(drawn.hex(2, 2) == "#ff8000ff")
    }

    /// `onGeometryChange` draws its view unchanged and never calls its action.
    @Test func onGeometryChangeDrawsTheViewAndRunsNothing() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        var calls = 0
        let view = red.frame(width: 10, height: 10)
            .onGeometryChange(for: CGSize.self, of: { $0.size }) { _ in calls += 1 }
            .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { _, _ in calls += 1 }
        #expect(try pixels(view, width: 10, height: 10) == (try pixels(red.frame(width: 10, height: 10), width: 10, height: 10)))
        #expect(calls == 0)
    }

    /// iOS 16–17 names that only change behaviour a snapshot does not have draw their view:
    /// `equatable()`, `geometryGroup()`, the spatial tap and rotate gestures, focused values.
    @Test func namesWithoutAPictureOfTheirOwnDrawTheirView() throws {
        struct Badge: View, Equatable {
            let count: Int
            var body: some View { Color(red: 0, green: 0, blue: 1).frame(width: 10, height: 10) }
        }
        struct Reader: View {
            @FocusedValue(\.proofTestSelection) var selection
            @FocusedBinding(\.proofTestBinding) var binding
            var body: some View { Text(selection ?? "nothing focused").focusedValue(\.proofTestSelection, "a") }
        }
        let plain = try pixels(Badge(count: 1), width: 10, height: 10)
        #expect(try pixels(Badge(count: 1).equatable(), width: 10, height: 10) == plain)
        #expect(try pixels(Badge(count: 1).geometryGroup(), width: 10, height: 10) == plain)
        let gestures = Badge(count: 1)
            .gesture(SpatialTapGesture(count: 2).onEnded { value in _ = value.location })
            .gesture(RotateGesture().onChanged { value in _ = value.rotation })
        #expect(try pixels(gestures, width: 10, height: 10) == plain)
        #expect(try describe(Reader()).contains("nothing focused"))
        var values = FocusedValues()
        values.proofTestSelection = "b"
        #expect(values.proofTestSelection == "b")
    }

    /// `toolbarTitleDisplayMode` (iOS 17) draws the title as the navigation bar's mode of the
    /// same name; an elliptical gradient style paints as `EllipticalGradient` does.
    @Test func toolbarTitleModesAndEllipticalGradientStyles() throws {
        func screen(_ modify: (Text) -> some View) throws -> String {
            try describe(NavigationStack { modify(Text("Body")).navigationTitle("Inbox") }, width: 393, height: 300)
        }
        #expect(try screen { $0.toolbarTitleDisplayMode(.inline) } == screen { $0.navigationBarTitleDisplayMode(.inline) })
        #expect(try screen { $0.toolbarTitleDisplayMode(.large) } == screen { $0.navigationBarTitleDisplayMode(.large) })
        #expect(try screen { $0.toolbarTitleDisplayMode(.inlineLarge) } == screen { $0.navigationBarTitleDisplayMode(.large) })
        let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        #expect(try pixels(Rectangle().fill(.ellipticalGradient(colors: colors)), width: 8, height: 8)
                == pixels(Rectangle().fill(EllipticalGradient(colors: colors)), width: 8, height: 8))
    }
}

private struct ProofTestSelectionKey: FocusedValueKey { typealias Value = String }
private struct ProofTestBindingKey: FocusedValueKey { typealias Value = Binding<Int> }

extension FocusedValues {
    fileprivate var proofTestSelection: String? {
        get { self[ProofTestSelectionKey.self] }
        set { self[ProofTestSelectionKey.self] = newValue }
    }
    fileprivate var proofTestBinding: Binding<Int>? {
        get { self[ProofTestBindingKey.self] }
        set { self[ProofTestBindingKey.self] = newValue }
    }
}

/// UIApplication's life-cycle notification names, which apps observe, are UIKit's own strings.
@Suite struct UIApplicationNotificationTests {
    @Test func namesAreUIKitsStrings() {
        #expect(UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        let names: [NSNotification.Name] = [
            UIApplication.didBecomeActiveNotification, UIApplication.willResignActiveNotification,
            UIApplication.didEnterBackgroundNotification, UIApplication.willEnterForegroundNotification,
            UIApplication.didFinishLaunchingNotification, UIApplication.willTerminateNotification,
            UIApplication.didReceiveMemoryWarningNotification, UIApplication.significantTimeChangeNotification,
            UIApplication.userDidTakeScreenshotNotification,
        ]
        #expect(Set(names.map(\.rawValue)).count == names.count)
    }
}

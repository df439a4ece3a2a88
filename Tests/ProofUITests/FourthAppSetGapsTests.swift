import Foundation
import Testing
import ProofLayout
import ProofRender
@testable import ProofUI

/// SwiftUI API that a fourth set of real apps used and ProofUI lacked (`Color.mix`, styled and
/// titled control groups, outlines, paste and rename buttons, `Label(configuration)`, sized
/// shapes, paths from strings, custom animations…): each compiles as SwiftUI declares it and
/// draws as SwiftUI documents, or draws the view unchanged and says so.
@MainActor @Suite struct FourthAppSetGapsTests {
    func bitmap(_ view: some View, width: Double = 20, height: Double = 20, _ change: (inout EnvironmentValues) -> Void = { _ in }) throws -> Bitmap {
        try renderer.render(view, in: scaleOne(change), size: .fixed(width: width, height: height)).bitmap
    }

    @Test func colorsMixInTheDeviceOrAPerceptualSpace() throws {
        let mixed = { (color: Color) in try self.bitmap(Rectangle().fill(color), width: 2, height: 2).hex(0, 0) }
        // Device: sRGB bytes halfway; perceptual: Oklab lightness halfway (L 0.5 is sRGB 99).
        #expect(try mixed(Color.black.mix(with: .white, by: 0.5, in: .device)) == "#808080ff")
        #expect(try mixed(Color.black.mix(with: .white, by: 0.5)) == "#636363ff")
        #expect(try mixed(Color.black.mix(with: .white, by: 0)) == "#000000ff")
        #expect(try mixed(Color.black.mix(with: .white, by: 7)) == "#ffffffff")
        // Opacity mixes too, and a clear end adds no colour of its own.
        #expect(try mixed(Color.red.mix(with: .clear, by: 0.5, in: .device)) == mixed(Color.red.opacity(0.5)))
        // Adaptive colours are resolved in the environment before mixing.
        let dark = try bitmap(Rectangle().fill(Color.primary.mix(with: .black, by: 0, in: .device)), width: 2, height: 2) { $0.colorScheme = .dark }
        #expect(dark.hex(0, 0) == "#ffffffff")
        #expect(Color.red.mix(with: .blue, by: 0.25).description == "mix(systemRed, systemBlue, 0.25)")
    }

    @Test func controlGroupsHaveTitlesAndStyles() throws {
        let group = ControlGroup("Edit") { Button("Cut") {}; Button("Copy") {} }
        // Side by side by default, in the navigation and palette styles.
        let sideBySide = try describe(HStack(spacing: 16) { Button("Cut") {}; Button("Copy") {} })
        #expect(try describe(group) == sideBySide)
        #expect(try describe(group.controlGroupStyle(.navigation)) == sideBySide)
        // A menu style draws the closed menu's label.
        let menu = try describe(Menu { Button("Cut") {} } label: { Text("Edit") })
        #expect(try describe(group.controlGroupStyle(.menu)) == menu)
        #expect(try describe(group.controlGroupStyle(.compactMenu)) == menu)
        // A custom style draws its body; `ControlGroup(configuration)` the built-in look.
        struct Boxed: ControlGroupStyle {
            func makeBody(configuration: Configuration) -> some View {
                ControlGroup(configuration).padding(4)
            }
        }
        #expect(try describe(group.controlGroupStyle(Boxed())) == describe(HStack(spacing: 16) { Button("Cut") {}; Button("Copy") {} }.padding(4)))
    }

    @Test func aLabelMadeFromItsConfigurationDrawsTheStandardLabel() throws {
        struct Bordered: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                Label(configuration).padding(2)
            }
        }
        let styled = try describe(Label("Mail", systemImage: "envelope").labelStyle(Bordered()))
        #expect(try styled == describe(Label("Mail", systemImage: "envelope").padding(2)))
    }

    struct File: Identifiable {
        let name: String
        var children: [File]? = nil
        var id: String { name }
    }

    @Test func outlinesShowTheirRootsWithCollapsedSubgroups() throws {
        let files = [File(name: "Documents", children: [File(name: "Letter")]), File(name: "Notes")]
        let outline = try describe(VStack { OutlineGroup(files, children: \.children) { Text($0.name) } }, width: 300, height: 200)
        let expected = try describe(VStack {
            DisclosureGroup(content: { EmptyView() }, label: { Text("Documents") })
            Text("Notes")
        }, width: 300, height: 200)
        #expect(outline.replacingOccurrences(of: "OutlineGroup/", with: "") .contains("Letter") == false)
        #expect(outline.components(separatedBy: "\n").filter { $0.contains("\"") }.map { $0.trimmingCharacters(in: .whitespaces) }
            == expected.components(separatedBy: "\n").filter { $0.contains("\"") }.map { $0.trimmingCharacters(in: .whitespaces) })
        // A list of tree data is the same outline in list rows.
        let list = try bitmap(List(files, children: \.children) { Text($0.name) }, width: 200, height: 200)
        let same = try bitmap(List { OutlineGroup(files, children: \.children) { Text($0.name) } }, width: 200, height: 200)
        #expect(list == same)
        // One root element.
        let root = File(name: "Root", children: files)
        #expect(try describe(OutlineGroup(root, children: \.children) { Text($0.name) }).contains("\"Root\""))
    }

    @Test func pasteAndRenameButtonsDrawTheSystemLabels() throws {
        let paste = try describe(PasteButton(payloadType: String.self) { _ in })
        #expect(paste.contains("\"Paste\"") && paste.contains("doc.on.clipboard"))
        // Disabled (the pasteboard is empty): the label in the disabled grey.
        #expect(paste.contains("Text body 17pt regular line 20.287 #3c3c434d"))
        let rename = try describe(RenameButton().renameAction {})
        #expect(rename.contains("\"Rename\"") && rename.contains("pencil"))
    }

    @Test func sizedShapesAreMadeAtTheirFramesOrigin() throws {
        let sized = try bitmap(Rectangle().size(width: 5, height: 5).fill(Color(red: 1, green: 0, blue: 0)).frame(width: 20, height: 20))
        #expect(sized.hex(2, 2) == "#ff0000ff" && sized.hex(6, 6) == "#ffffffff" && sized.hex(10, 10) == "#ffffffff")
        let sizedCircle = try bitmap(Circle().size(CGSize(width: 20, height: 10)).fill(Color(red: 1, green: 0, blue: 0)))
        #expect(sizedCircle.hex(10, 5) == "#ff0000ff" && sizedCircle.hex(10, 15) == "#ffffffff")
    }

    @Test func pathsAreReadFromTheirDescriptionFormat() throws {
        let triangle = try #require(Path("0 0 m 10 0 l 10 10 l h"))
        #expect(triangle.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Path("0 0 m 1 2 3 4 5 6 c 1 1 2 2 q 0 0 4 4 re") != nil)
        for bad in ["1234567890", "1 m", "0 0 m 1 l", "0 0 x", "nan 0 m", "1 h"] {
            #expect(Path(bad) == nil, "\(bad)")
        }
    }

    @Test func customAnimationsAndVectorHelpers() {
        struct Linear: CustomAnimation {
            func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V? {
                time < 1 ? value.scaled(by: time) : nil
            }
        }
        #expect(Animation(Linear()) != .default)
        #expect(2.0.interpolated(towards: 4, amount: 0.25) == 2.5)
        var value = 1.0
        value.interpolate(towards: 3, amount: 0.5)
        #expect(value == 2)
        #expect(3.0.scaled(by: 2) == 6)
    }

    @Test func alignmentsOnTextBaselines() {
        #expect(Alignment.leadingFirstTextBaseline == Alignment(horizontal: .leading, vertical: .firstTextBaseline))
        #expect(Alignment.trailingLastTextBaseline == Alignment(horizontal: .trailing, vertical: .lastTextBaseline))
        #expect(Alignment.centerFirstTextBaseline.horizontal == .center)
    }

    @Test func horizontalSafeAreaInsetsSitBesideTheContent() throws {
        let inset = Color(red: 1, green: 0, blue: 0).frame(width: 20).safeAreaInset(edge: .leading, spacing: 0) {
            Color(red: 0, green: 0, blue: 1).frame(width: 5)
        }
        let pixels = try bitmap(inset, width: 25, height: 10)
        #expect(pixels.hex(2, 5) == "#0000ffff" && pixels.hex(10, 5) == "#ff0000ff")
        let trailing = try bitmap(Color(red: 1, green: 0, blue: 0).frame(width: 20).safeAreaInset(edge: .trailing) {
            Color(red: 0, green: 0, blue: 1).frame(width: 5)
        }, width: 25, height: 10)
        #expect(trailing.hex(22, 5) == "#0000ffff" && trailing.hex(2, 5) == "#ff0000ff")
    }

    @Test func layoutDirectionBehaviourMirrorsInItsDirection() throws {
        let arrow = HStack(spacing: 0) { Color(red: 1, green: 0, blue: 0).frame(width: 5); Color(red: 0, green: 0, blue: 1).frame(width: 15) }
        let rightToLeft: (inout EnvironmentValues) -> Void = { $0.layoutDirection = .rightToLeft }
        #expect(try bitmap(arrow.layoutDirectionBehavior(.mirrors), height: 4, rightToLeft)
            == bitmap(arrow.flipsForRightToLeftLayoutDirection(true), height: 4, rightToLeft))
        #expect(try bitmap(arrow.layoutDirectionBehavior(.fixed), height: 4, rightToLeft) == bitmap(arrow, height: 4, rightToLeft))
        // Mirrored in left-to-right layouts only when asked: the red end moves right.
        let mirroredLeft = try bitmap(arrow.layoutDirectionBehavior(.mirrors(in: .leftToRight)), height: 4)
        #expect(mirroredLeft.hex(18, 2) == "#ff0000ff")
        #expect(try bitmap(arrow, height: 4).hex(2, 2) == mirroredLeft.hex(18, 2))
    }

    @Test func projectionTransformsComposeAndAreNotedUndrawn() throws {
        let move = ProjectionTransform(CGAffineTransform(translationX: 3, y: 4))
        let scale = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 8, y: 10))
        #expect(move.isAffine && !move.isIdentity && ProjectionTransform().isIdentity)
        #expect(try describe(Text("A").projectionEffect(move)).contains("projectionEffect not drawn"))
        #expect(try describe(Text("A").projectionEffect(ProjectionTransform())).contains("not drawn") == false)
    }

    struct EditItems: ToolbarContent {
        let showsShare: Bool
        var body: some ToolbarContent {
            ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
            if showsShare {
                ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
            }
        }
    }

    @Test func anAppsOwnToolbarContentIsMadeOfItsBody() throws {
        let own = try describe(NavigationStack { Text("A").toolbar { EditItems(showsShare: true) } }, width: 390, height: 200)
        let inline = try describe(NavigationStack {
            Text("A").toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Edit") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
            }
        }, width: 390, height: 200)
        #expect(own.replacingOccurrences(of: "EditItems/", with: "") == inline.replacingOccurrences(of: "EditItems/", with: ""))
        #expect(own.contains("\"Edit\"") && own.contains("\"Share\""))
        let without = try describe(NavigationStack { Text("A").toolbar { EditItems(showsShare: false) } }, width: 390, height: 200)
        #expect(without.contains("\"Edit\"") && !without.contains("\"Share\""))
    }

    @Test func timersShowTheirStartWithoutAClock() throws {
        // After the snapshot's fixed date, so the timer is read at its start.
        let start = Date(timeIntervalSinceReferenceDate: 86_400)
        let fiveMinutes = start...start.addingTimeInterval(300)
        #expect(try describe(Text(timerInterval: fiveMinutes)).contains("\"5:00\""))
        #expect(try describe(Text(timerInterval: fiveMinutes, countsDown: false)).contains("\"0:00\""))
        #expect(try describe(Text(timerInterval: fiveMinutes, pauseTime: start.addingTimeInterval(65))).contains("\"3:55\""))
        let long = start...start.addingTimeInterval(3_900)
        #expect(try describe(Text(timerInterval: long)).contains("\"1:05:00\""))
        #expect(try describe(Text(timerInterval: long, showsHours: false)).contains("\"65:00\""))
        // An interval already over at the snapshot's date shows its end.
        let past = snapshotTimelineDate.addingTimeInterval(-600)...snapshotTimelineDate.addingTimeInterval(-300)
        #expect(try describe(Text(timerInterval: past)).contains("\"0:00\""))
    }

    @Test func theScreenIsLitUnlessATestDimsIt() {
        var environment = EnvironmentValues()
        #expect(environment.isLuminanceReduced == false)
        environment.isLuminanceReduced = true
        #expect(environment.isLuminanceReduced)
    }
}

import Testing
@testable import ProofUI

private struct Row: Identifiable {
    var id: Int
    var name: String
}

private struct Stamp: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(4).border(Color.red)
    }
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    fileprivate var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

private struct ThemedLabel: View {
    @Environment(\.theme) var theme
    @Environment(\.colorScheme) var scheme
    var body: some View { Text("\(theme) \(scheme)") }
}

/// Reads `@Environment` inside closures the renderer calls after `body` has returned.
private struct ThemedList: View {
    @Environment(\.theme) var theme
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<2) { index in Text("\(theme) \(index)") }
            EnvironmentReader { _ in Text("reader \(theme)") }
        }
    }
}

// Views with state or environment properties are main-actor types, as in SwiftUI: made on the main actor.
@MainActor @Suite struct ViewBuilderTests {
    @Test func environmentReachesForEachAndReaderClosures() throws {
        let description = try describe(ThemedList().environment(\.theme, "brand"))
        #expect(description.contains("\"brand 0\"") && description.contains("\"brand 1\""))
        #expect(description.contains("\"reader brand\""))
        #expect(!description.contains("plain"))
    }

    @Test func conditionalsChooseTheirBranch() throws {
        func view(_ flag: Bool, _ number: Int?, _ choice: Int) -> some View {
            VStack(spacing: 0) {
                if flag { Text("if") }
                if flag { Text("yes") } else { Text("no") }
                if let number { Text("n\(number)") }
                switch choice {
                case 0: Text("zero")
                case 1: Color.red.frame(width: 5, height: 5)
                default: EmptyView()
                }
            }
        }
        let a = try describe(view(true, 3, 0))
        #expect(a.contains("\"if\"") && a.contains("\"yes\"") && a.contains("\"n3\"") && a.contains("\"zero\""))
        #expect(!a.contains("\"no\""))
        let b = try describe(view(false, nil, 1))
        #expect(!b.contains("\"if\"") && b.contains("\"no\"") && !b.contains("\"n3\"") && b.contains("Color #ff3b30ff"))
        let c = try describe(view(false, nil, 2))
        #expect(c == """
            VStack alignment center spacing 0 (90, 40) 20.333×20.333
              Text body 17pt regular line 20.287 #000000ff (90, 40) 20.333×20.333
                "no"

            """)
    }

    @Test func loopsAndForEachKeepOrder() throws {
        let rows = [Row(id: 1, name: "a"), Row(id: 2, name: "b")]
        let view = VStack(spacing: 0) {
            for index in 0..<2 { Text("loop\(index)") }
            ForEach(rows) { Text($0.name) }
            ForEach(["x", "y"], id: \.self) { Text($0) }
            ForEach(0..<2) { Text("r\($0)") }
        }
        let texts = try describe(view).split(separator: "\n").filter { $0.hasPrefix("    \"") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(texts == ["\"loop0\"", "\"loop1\"", "\"a\"", "\"b\"", "\"x\"", "\"y\"", "\"r0\"", "\"r1\""])
    }

    @Test func blocksTakeManyViews() throws {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1)
            Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1)
            Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1); Color.red.frame(width: 1)
        }
        let description = try describe(view)
        #expect(description.hasPrefix("HStack alignment center spacing 0 (94, 0) 12×100"))
        #expect(description.components(separatedBy: "Frame width 1").count == 13)
    }

    @Test func groupModifiersApplyToEachChild() throws {
        let view = VStack(spacing: 0) {
            Group {
                Text("a")
                Text("b")
            }
            .padding(2)
        }
        #expect(try describe(view) == """
            VStack alignment center spacing 0 (92.667, 25.667) 14.667×48.667
              Padding 2 (93.333, 25.667) 13.667×24.333
                Text body 17pt regular line 20.287 #000000ff (95.333, 27.667) 9.667×20.333
                  "a"
              Padding 2 (92.667, 50) 14.667×24.333
                Text body 17pt regular line 20.287 #000000ff (94.667, 52) 10.667×20.333
                  "b"

            """)
    }

    @Test func anyViewAndEmptyView() throws {
        let views: [AnyView] = [AnyView(Text("t")), AnyView(EmptyView()), AnyView(AnyView(Color.blue.frame(width: 3, height: 3)))]
        let description = try describe(VStack(spacing: 0) { ForEach(0..<3) { views[$0] } })
        #expect(description.contains("\"t\""))
        #expect(description.contains("Color #007affff"))
        #expect(description.components(separatedBy: "\n").count == 6)
    }

    @Test func limitedAvailabilityResolves() throws {
        let view = VStack {
            if #available(macOS 10.0, *) { Text("new") } else { Text("old") }
        }
        #expect(try describe(view).contains("\"new\""))
    }

    @Test func customModifiersWrapTheirContent() throws {
        #expect(try describe(Text("m").modifier(Stamp())) == """
            Padding 4 (88.667, 36) 23×28.333 overlay Rectangle stroke 1 inside #ff3b30ff
              Text body 17pt regular line 20.287 #000000ff (92.667, 40) 15×20.333
                "m"

            """)
    }

    @Test func environmentReachesBodies() throws {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let view = VStack {
            ThemedLabel()
            ThemedLabel().environment(\.theme, "holiday")
            EnvironmentReader { env in Text("reader \(env.theme)") }.environment(\.theme, "night")
        }
        let description = try describe(view, environment: environment)
        #expect(description.contains("\"plain dark\""))
        #expect(description.contains("\"holiday dark\""))
        #expect(description.contains("\"reader night\""))
        // Outside a render the wrapper reads the default environment.
        #expect(ThemedLabel().theme == "plain")
    }

    @Test func viewPathsNameTheViewsWritten() throws {
        struct Card: View {
            var body: some View {
                VStack {
                    Text("ok")
                    Color.red.padding(.nan)
                }
            }
        }
        let error = #expect(throws: RenderError.self) { try describe(VStack { Text("x"); Card() }) }
        #expect(error?.kind == .invalidValue)
        #expect(error?.viewPath == "VStack/Card[1]/VStack/Color[1]")
        #expect(error?.message == "padding is nan; use a finite number of points")
    }
}

extension EnvironmentValues {
    @Entry var badgeText: String = "new"
    @Entry var badgeColor: Color?
}

private struct Badge: View {
    @Environment(\.badgeText) var text
    @Environment(\.badgeColor) var color
    var body: some View { Text(text).foregroundStyle(color ?? .gray) }
}

@MainActor @Suite struct EntryMacroTests {
    /// `@Entry` declares the key with its default, and `.environment` sets it for a subtree.
    @Test func entryValuesHaveDefaultsAndCanBeSet() throws {
        let view = VStack {
            Badge()
            Badge().environment(\.badgeText, "sale").environment(\.badgeColor, .red)
        }
        let description = try describe(view)
        #expect(description.contains("\"new\""))
        #expect(description.contains("\"sale\""))
        #expect(description.contains("#ff3b30ff"), "the red set for the second badge: \(description)")
    }
}

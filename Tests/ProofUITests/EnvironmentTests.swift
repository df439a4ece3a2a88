import Testing
import ProofRender
@testable import ProofUI

@Suite struct EnvironmentTests {
    /// The project's device table: points, scale, safe area (top, left, bottom, right) in
    /// portrait and landscape, size classes (w/h) in portrait and landscape.
    static let deviceTable: [(Device, Double, Double, Double, [Double], [Double], String)] = [
        (.iPhoneSE, 320, 568, 2, [20, 0, 0, 0], [0, 0, 0, 0], "CR CC"),
        (.iPhone8, 375, 667, 2, [20, 0, 0, 0], [0, 0, 0, 0], "CR CC"),
        (.iPhone8Plus, 414, 736, 3, [20, 0, 0, 0], [0, 0, 0, 0], "CR RC"),
        (.iPhoneX, 375, 812, 3, [44, 0, 34, 0], [0, 44, 21, 44], "CR CC"),
        (.iPhone13Mini, 375, 812, 3, [50, 0, 34, 0], [0, 50, 21, 50], "CR CC"),
        (.iPhone13, 390, 844, 3, [47, 0, 34, 0], [0, 47, 21, 47], "CR CC"),
        (.iPhone15, 393, 852, 3, [59, 0, 34, 0], [0, 59, 21, 59], "CR CC"),
        (.iPhone15ProMax, 430, 932, 3, [59, 0, 34, 0], [0, 59, 21, 59], "CR RC"),
        (.iPhone16Pro, 402, 874, 3, [62, 0, 34, 0], [0, 62, 21, 62], "CR CC"),
        (.iPhone16ProMax, 440, 956, 3, [62, 0, 34, 0], [0, 62, 21, 62], "CR RC"),
        (.iPad10, 820, 1180, 2, [24, 0, 20, 0], [24, 0, 20, 0], "RR RR"),
        (.iPadPro11, 834, 1194, 2, [24, 0, 20, 0], [24, 0, 20, 0], "RR RR"),
        (.iPadPro12_9, 1024, 1366, 2, [24, 0, 20, 0], [24, 0, 20, 0], "RR RR"),
    ]

    @Test func devicePresetsMatchTheTable() {
        #expect(Device.presets.count == Self.deviceTable.count)
        for (index, (device, width, height, scale, portrait, landscape, classes)) in Self.deviceTable.enumerated() {
            #expect(Device.presets[index] == device)
            #expect(device.size(in: .portrait) == Size(width: width, height: height))
            #expect(device.size(in: .landscape) == Size(width: height, height: width))
            #expect(device.scale == scale)
            func list(_ insets: SafeAreaInsets) -> [Double] { [insets.top, insets.left, insets.bottom, insets.right] }
            #expect(list(device.safeArea(in: .portrait)) == portrait, "\(device.name)")
            #expect(list(device.safeArea(in: .landscape)) == landscape, "\(device.name)")
            func code(_ c: SizeClasses) -> String { (c.horizontal == .compact ? "C" : "R") + (c.vertical == .compact ? "C" : "R") }
            #expect(code(device.sizeClasses(in: .portrait)) + " " + code(device.sizeClasses(in: .landscape)) == classes, "\(device.name)")
        }
    }

    @Test func environmentDerivesFromDeviceAndOrientation() {
        var environment = EnvironmentValues()
        #expect(environment.device == .iPhone15 && environment.contentSizeCategory == .large)
        #expect(environment.displayScale == 3 && environment.horizontalSizeClass == .compact)
        environment.device = .iPhone15ProMax
        environment.orientation = .landscape
        #expect(environment.screenSize == Size(width: 932, height: 430))
        #expect(environment.safeAreaInsets == SafeAreaInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(environment.horizontalSizeClass == .regular && environment.verticalSizeClass == .compact)
        environment.displayScale = 2
        #expect(environment.displayScale == 2 && environment.device.scale == 3)
    }

    /// Apple's documented values (HIG system colours, UIKit UI element colours), written as
    /// the documentation gives them: components and alpha fractions.
    @Test func systemColorsHaveApplesLightAndDarkValues() {
        func rgba(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ alpha: Double = 1) -> RGBA8 {
            RGBA8(r: r, g: g, b: b, a: UInt8((alpha * 255).rounded()))
        }
        let documented: [(SystemColor, RGBA8, RGBA8)] = [
            (.label, rgba(0, 0, 0), rgba(255, 255, 255)),
            (.secondaryLabel, rgba(60, 60, 67, 0.6), rgba(235, 235, 245, 0.6)),
            (.tertiaryLabel, rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3)),
            (.quaternaryLabel, rgba(60, 60, 67, 0.18), rgba(235, 235, 245, 0.16)),
            (.systemBackground, rgba(255, 255, 255), rgba(0, 0, 0)),
            (.secondarySystemBackground, rgba(242, 242, 247), rgba(28, 28, 30)),
            (.tertiarySystemBackground, rgba(255, 255, 255), rgba(44, 44, 46)),
            (.systemGroupedBackground, rgba(242, 242, 247), rgba(0, 0, 0)),
            (.secondarySystemGroupedBackground, rgba(255, 255, 255), rgba(28, 28, 30)),
            (.tertiarySystemGroupedBackground, rgba(242, 242, 247), rgba(44, 44, 46)),
            (.separator, rgba(60, 60, 67, 0.29), rgba(84, 84, 88, 0.6)),
            (.opaqueSeparator, rgba(198, 198, 200), rgba(56, 56, 58)),
            (.systemFill, rgba(120, 120, 128, 0.2), rgba(120, 120, 128, 0.36)),
            (.secondarySystemFill, rgba(120, 120, 128, 0.16), rgba(120, 120, 128, 0.32)),
            (.tertiarySystemFill, rgba(118, 118, 128, 0.12), rgba(118, 118, 128, 0.24)),
            (.quaternarySystemFill, rgba(116, 116, 128, 0.08), rgba(118, 118, 128, 0.18)),
            (.systemRed, rgba(255, 59, 48), rgba(255, 69, 58)),
            (.systemOrange, rgba(255, 149, 0), rgba(255, 159, 10)),
            (.systemYellow, rgba(255, 204, 0), rgba(255, 214, 10)),
            (.systemGreen, rgba(52, 199, 89), rgba(48, 209, 88)),
            (.systemMint, rgba(0, 199, 190), rgba(99, 230, 226)),
            (.systemTeal, rgba(48, 176, 199), rgba(64, 200, 224)),
            (.systemCyan, rgba(50, 173, 230), rgba(100, 210, 255)),
            (.systemBlue, rgba(0, 122, 255), rgba(10, 132, 255)),
            (.systemIndigo, rgba(88, 86, 214), rgba(94, 92, 230)),
            (.systemPurple, rgba(175, 82, 222), rgba(191, 90, 242)),
            (.systemPink, rgba(255, 45, 85), rgba(255, 55, 95)),
            (.systemBrown, rgba(162, 132, 94), rgba(172, 142, 104)),
            (.systemGray, rgba(142, 142, 147), rgba(142, 142, 147)),
            (.systemGray2, rgba(174, 174, 178), rgba(99, 99, 102)),
            (.systemGray3, rgba(199, 199, 204), rgba(72, 72, 74)),
            (.systemGray4, rgba(209, 209, 214), rgba(58, 58, 60)),
            (.systemGray5, rgba(229, 229, 234), rgba(44, 44, 46)),
            (.systemGray6, rgba(242, 242, 247), rgba(28, 28, 30)),
        ]
        for (color, light, dark) in documented {
            #expect(color.value(in: .light) == light, "\(color) light")
            #expect(color.value(in: .dark) == dark, "\(color) dark")
        }
    }

    @Test func namedColorsAdaptToTheScheme() {
        var environment = EnvironmentValues()
        #expect(Color.red.resolved(in: environment)?.description == "#ff3b30ff")
        #expect(Color.accentColor.resolved(in: environment)?.description == "#007affff")
        #expect(Color.red.opacity(0.5).resolved(in: environment)?.description == "#ff3b3080")
        environment.colorScheme = .dark
        #expect(Color.red.resolved(in: environment)?.description == "#ff453aff")
        #expect(Color.primary.resolved(in: environment)?.description == "#ffffffff")
        environment.tint = .green
        #expect(Color.accentColor.resolved(in: environment)?.description == "#30d158ff")
        environment.tint = .accentColor
        #expect(Color.accentColor.resolved(in: environment)?.description == "#0a84ffff")
        #expect(Color(red: 0x12 / 255, green: 0x34 / 255, blue: 0x56 / 255, opacity: 0.25).resolved(in: environment)?.description == "#12345640")
        #expect(Color(white: 2).resolved(in: environment)?.description == "#ffffffff")
    }

    @Test func contentSizeCategoryDrivesEveryTextStyle() throws {
        let view = VStack {
            Text("a").font(.body)
            Text("b").font(.caption2)
            Text("c").font(.system(size: 20))
            Text("d").font(.custom("Inter", size: 20, relativeTo: .body))
        }
        func fonts(_ category: ContentSizeCategory) throws -> [String] {
            var environment = EnvironmentValues()
            environment.contentSizeCategory = category
            return try describe(view, width: 400, height: 400, environment: environment).split(separator: "\n")
                .filter { $0.contains("Text ") }
                .map { line in String(line.split(separator: "#")[0].dropFirst(line.prefix { $0 == " " }.count + 5)) }
        }
        // System-font lines are SF Pro's 1.1934 × the size; a named font's are its own.
        #expect(try fonts(.large) == ["body 17pt regular line 20.287 ", "caption2 11pt regular line 13.127 ",
                                      "20pt fixed 20pt regular line 23.867 ", "Inter 20pt relative to body 20pt regular "])
        #expect(try fonts(.accessibilityExtraExtraExtraLarge) == ["body 53pt regular line 63.248 ", "caption2 40pt regular line 47.734 ",
                                                                  "20pt fixed 20pt regular line 23.867 ",
                                                                  "Inter 20pt relative to body 62.353pt regular "])
        #expect(try fonts(.extraSmall)[0] == "body 14pt regular line 16.707 ")
    }

    @Test func boldAndWeightsFollowTheStyle() throws {
        let view = VStack {
            Text("a").font(.title).bold()
            Text("b").font(.body).bold()
            Text("c").font(.headline)
            Text("d").fontWeight(.medium)
            Text("e").font(.system(size: 12, weight: .semibold))
        }
        let weights = try describe(view, width: 400, height: 400).split(separator: "\n").filter { $0.contains("Text ") }
            .map { $0.split(separator: " ").first { ["bold", "semibold", "medium", "regular"].contains($0) } ?? "" }
        #expect(weights == ["bold", "semibold", "semibold", "medium", "semibold"])
    }

    @Test func textDefaultsToTheLabelColorOfTheScheme() throws {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        #expect(try describe(Text("x"), environment: environment).contains("#ffffffff"))
        #expect(try describe(Text("x").foregroundStyle(Color.secondary), environment: environment).contains("#ebebf599"))
    }

    @Test func customShapeStylesReadTheEnvironment() throws {
        struct Brand: ShapeStyle {
            func resolve(in environment: EnvironmentValues) -> Color {
                environment.colorScheme == .dark ? .yellow : .indigo
            }
        }
        #expect(try describe(Circle().fill(Brand())).contains("fill #5856d6ff"))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(try describe(Text("x").foregroundStyle(Brand()), environment: dark).contains("#ffd60aff"))
    }
}

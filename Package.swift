// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

#if os(Linux)
// Modules named like Apple's for SwiftUI files that import them (see the end of the file),
// each with the modules it brings (as Apple's MapKit brings Core Location), most imported
// first.
let linuxModuleDependencies: [(name: String, dependencies: [String])] = [
    ("UIKit", ["ProofUI"]), ("Combine", ["ProofCombine"]), ("CoreGraphics", ["ProofUI"]),
    ("WidgetKit", ["ActivityKit", "AppIntents", "Intents", "ProofUI"]), ("CoreData", ["ProofUI"]), ("UniformTypeIdentifiers", ["ProofUI"]),
    ("SafariServices", ["ProofUI"]), ("WebKit", ["ProofUI"]),
    ("UserNotifications", ["ProofUI"]), ("StoreKit", ["ProofUI"]), ("AVFoundation", ["ProofUI"]),
    ("AVKit", ["AVFoundation", "ProofUI"]), ("Charts", ["ProofUI"]), ("PhotosUI", ["Photos", "ProofUI"]),
    ("CoreLocation", ["ProofUI"]), ("MapKit", ["CoreLocation", "ProofUI"]),
    ("AuthenticationServices", ["ProofUI"]), ("LocalAuthentication", ["ProofUI"]), ("MessageUI", ["ProofUI"]),
    ("SwiftData", ["ProofUI"]), ("EventKit", ["ProofUI"]), ("EventKitUI", ["EventKit", "ProofUI"]),
    ("ClockKit", ["ProofUI"]), ("WeatherKit", ["CoreLocation", "ProofUI"]), ("CloudKit", ["ProofUI"]),
    ("AppIntents", ["ProofUI"]), ("Intents", ["ProofUI"]), ("IntentsUI", ["Intents", "ProofUI"]),
    ("CoreSpotlight", ["ProofUI", "UniformTypeIdentifiers"]), ("MobileCoreServices", ["UniformTypeIdentifiers"]),
    ("WatchConnectivity", ["ProofUI"]), ("Contacts", ["ProofUI"]), ("CoreML", ["ProofUI"]), ("HealthKit", ["ProofUI"]),
    ("CoreImage", ["ProofUI"]), ("TipKit", ["ProofUI"]), ("Network", ["ProofUI"]),
    ("CoreHaptics", ["ProofUI"]), ("LinkPresentation", ["ProofUI"]), ("Security", ["ProofUI"]),
    ("AudioToolbox", ["ProofUI"]), ("Photos", ["AVFoundation", "CoreLocation", "ProofUI"]), ("PencilKit", ["ProofUI"]),
    ("CoreMotion", ["ProofUI"]), ("Vision", ["CoreImage", "ProofUI"]), ("ActivityKit", ["ProofUI"]),
    ("Speech", ["AVFoundation", "ProofUI"]), ("QuickLook", ["ProofUI"]), ("Social", ["ProofUI"]), ("ReplayKit", ["ProofUI"]),
    ("SpriteKit", ["ProofUI"]), ("CoreTransferable", ["ProofUI"]),
    ("ManagedSettings", ["ProofUI"]), ("ManagedSettingsUI", ["ManagedSettings", "ProofUI"]),
    ("FamilyControls", ["ManagedSettings", "ProofUI"]), ("DeviceActivity", ["ManagedSettings", "ProofUI"]),
    ("CoreNFC", ["ProofUI"]), ("BackgroundTasks", ["ProofUI"]), ("SystemConfiguration", ["ProofUI"]),
    // Swift Testing's cross-import overlays for the modules above (see their sources): without
    // them, a test file importing Testing and UIKit fails with "no such module '_Testing_UIKit'".
    ("_Testing_UIKit", []), ("_Testing_CoreGraphics", []), ("_Testing_CoreImage", []),
]
let linuxModules = linuxModuleDependencies.map(\.name)
#else
let linuxModules: [String] = []
#endif

let package = Package(
    name: "Proofsheet",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ProofLayout", targets: ["ProofLayout"]),
        .library(name: "ProofText", targets: ["ProofText"]),
        .library(name: "ProofRender", targets: ["ProofRender"]),
        .library(name: "ProofUI", targets: ["ProofUI"]),
        .library(name: "ProofSnapshots", targets: ["ProofSnapshots"]),
        .library(name: "ProofTesting", targets: ["ProofTesting"]),
        // Review after a run (report, accept, prune, merge), for tools built on Proofsheet.
        .library(name: "ProofReview", targets: ["ProofReview"]),
        // swift-snapshot-testing strategies for ProofUI views; empty unless the `SnapshotTesting`
        // trait is enabled.
        .library(name: "ProofSnapshotTesting", targets: ["ProofSnapshotTesting"]),
        .library(name: "RewardsExample", targets: ["RewardsExample"]),
        .library(name: "RewardsSnapshots", targets: ["RewardsSnapshots"]),
        .executable(name: "proof", targets: ["proof"]),
    ],
    // `Previews` (on by default) compiles `#Preview` in view files, with a macro built from
    // swift-syntax; a package that has no `#Preview` can turn it off (`traits: []` on its
    // Proofsheet dependency) and neither fetch nor build swift-syntax.
    traits: [
        .trait(name: "Previews", description: "Compile SwiftUI's #Preview macro in view files (builds swift-syntax)."),
        // `Networking` (on by default) re-exports FoundationNetworking from ProofUI on Linux, where
        // URLSession lives there, so view files that name it compile with `import ProofUI` alone.
        // Loading it means libcurl and some twenty libraries at process start (about 8 ms), so
        // the `proof` tool is built without it (Docs/Snapshots.md, "A fast `proof` tool").
        .trait(name: "Networking", description: "On Linux, re-export FoundationNetworking (URLSession) from ProofUI, as SwiftUI re-exports Foundation (loads libcurl at process start)."),
        // `SnapshotTesting` (off by default) builds ProofSnapshotTesting against pointfreeco's
        // swift-snapshot-testing; without it that library is empty and nothing more is fetched.
        .trait(name: "SnapshotTesting", description: "Build ProofSnapshotTesting: swift-snapshot-testing strategies for ProofUI views (builds swift-snapshot-testing)."),
        .default(enabledTraits: ["Previews", "Networking"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        // libpng, found through pkg-config. Swift never calls it directly: CPNGBridge does, and
        // owns the setjmp, so libpng's longjmp never crosses a Swift frame.
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // libpng's low-level reader behind a C function that owns the setjmp.
        .target(name: "CPNGBridge", dependencies: ["CPNG"]),
        // libjpeg(-turbo) and zlib, found through pkg-config, for asset catalogue images (JPEG
        // imagesets, compressed PDF content streams). Only CAssetCodecs calls them, and owns
        // libjpeg's setjmp.
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),
        .target(name: "CAssetCodecs", dependencies: ["CJPEG", "CZlib"]),
        // The PNG encoder's per-byte loops (filters, checksums, deflate's matcher and token
        // writer) in C: a debug build compiles Swift at -Onone, where these loops ran many
        // times slower than in C at -O0 (see the header).
        .target(name: "CProofCodec"),
        // The painter's per-pixel compositing in C, for debug builds (see its header).
        .target(name: "CProofPixels"),
        // The ground floor: geometry (with the exact-area coverage rasterizer that glyphs and
        // paths share), locks, deep-stack threads, bounded file reading, locked appending and
        // atomic writing, path arithmetic, one JSON reader and writer. No
        // dependencies; every other module builds on it (as swift-nio's NIOConcurrencyHelpers).
        .target(name: "ProofBase"),
        // The graphics floor: RGBA bitmaps and the PNG codec (libpng for reading, the canonical
        // encoder in Swift and C). Text does not need it, so the two build side by side.
        .target(name: "ProofGraphics", dependencies: ["ProofBase", "CPNG", "CPNGBridge", "CProofCodec"]),
        .target(name: "ProofLayout", dependencies: ["ProofBase"]),
        // The flexbox test-case format (Yoga's cases as JSON, and the layout written back as
        // JSON), kept outside the library as Yoga keeps `gentest/` outside `yoga/`: used by
        // `proof layout`, the conformance tests and `../shared/conformance/yoga/check.py`.
        .target(name: "YogaCases", dependencies: ["ProofBase", "ProofLayout"], path: "Conformance/YogaCases"),
        .target(
            name: "ProofText",
            dependencies: ["ProofBase"],
            resources: [.copy("Resources/Inter-Regular.ttf"), .copy("Resources/Inter-Medium.ttf"),
                        .copy("Resources/Inter-SemiBold.ttf"), .copy("Resources/Inter-Bold.ttf"), .copy("Resources/OFL.txt"),
                        .copy("Resources/NotoSansArabic-Regular.ttf"), .copy("Resources/NotoSansArabic-Bold.ttf"),
                        .copy("Resources/NotoSansHebrew-Regular.ttf"), .copy("Resources/NotoSansHebrew-Bold.ttf"),
                        .copy("Resources/NotoSansDevanagari-Regular.ttf"), .copy("Resources/NotoSansDevanagari-Bold.ttf"),
                        .copy("Resources/Noto-OFL.txt"), .copy("Resources/ProofEmoji.ttf"), .copy("Resources/ProofEmoji-OFL.txt")]
        ),
        .target(name: "ProofRender", dependencies: ["ProofBase", "ProofGraphics", "ProofText", "CProofCodec", "CProofPixels", "CAssetCodecs"]),
        .macro(
            name: "ProofUIMacros",
            dependencies: [
                // Trait-conditional too, so that a package with `Previews` off never fetches
                // swift-syntax: the macro target alone would make SwiftPM resolve it.
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: ["Previews"])),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax", condition: .when(traits: ["Previews"])),
            ]
        ),
        // The view-free verification core: snapshot formats and their one verification, the
        // screenshot service, comparison and diff pictures, the results log as it is written,
        // run files; and the audits' findings as plain values (ProofUI fills them). No views:
        // it sits below ProofUI.
        .target(name: "ProofVerification", dependencies: ["ProofBase", "ProofGraphics", "CProofCodec"]),
        // Review after a run, for the `proof` tool: the results log read back, the report,
        // CI summaries, accept and prune, merging shards, the determinism comparison and
        // `proof init`. A test target never needs it, so a user's `swift test` never builds it.
        .target(
            name: "ProofReview",
            dependencies: ["ProofBase", "ProofGraphics", "ProofVerification"],
            // The review report's style and script, inlined into each page.
            resources: [.copy("Resources/report.css"), .copy("Resources/report.js")]
        ),
        // Combine's API on Linux (ObservableObject, @Published, subjects, inert publishers), on its
        // own floor: ProofUI re-exports it as SwiftUI re-exports Combine, and the Linux `Combine`
        // module brings it without SwiftUI's names. On Apple platforms it is Apple's Combine.
        .target(
            name: "ProofCombine",
            swiftSettings: [.define("ProofUINetworking", .when(traits: ["Networking"]))]
        ),
        .target(
            name: "ProofUI",
            dependencies: ["ProofBase", "ProofCombine", "ProofLayout", "ProofText", "ProofRender", "ProofVerification", .target(name: "ProofUIMacros", condition: .when(traits: ["Previews"]))],
            // The system symbols' glyphs (Material Design Icons, OFL; Scripts/symbols/make-symbols.py).
            resources: [.copy("Resources/ProofSymbols.ttf"), .copy("Resources/ProofSymbols-LICENSE.txt")],
            swiftSettings: [.define("Previews", .when(traits: ["Previews"])), .define("ProofUINetworking", .when(traits: ["Networking"]))]
        ),
        // The view-aware snapshot suites on top of the core: permutations, the environment
        // matrix, rendering cases and their audits. Re-exports ProofVerification. The `proof`
        // tool uses it without loading XCTest.
        .target(
            name: "ProofSnapshots",
            dependencies: ["ProofBase", "ProofGraphics", "ProofLayout", "ProofText", "ProofRender", "ProofUI", "ProofVerification"]
        ),
        // The assertions for XCTest and Swift Testing; re-exports ProofSnapshots.
        .target(name: "ProofTesting", dependencies: ["ProofBase", "ProofRender", "ProofUI", "ProofSnapshots"]),
        // `Snapshotting` strategies for swift-snapshot-testing (`.proofImage`, `.proofText`),
        // compiled only with the `SnapshotTesting` trait (Docs/SnapshotTesting.md).
        .target(
            name: "ProofSnapshotTesting",
            dependencies: [
                "ProofText", "ProofRender", "ProofSnapshots", "ProofUI", "ProofVerification",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ],
            swiftSettings: [.define("SnapshotTesting", .when(traits: ["SnapshotTesting"]))]
        ),
        // The example's view is written in SwiftUI's API only; PROOFSHEET makes it compile
        // against ProofUI on Apple platforms too (Docs/OneSource.md shows an app's layout).
        .target(name: "RewardsExample", dependencies: ["ProofUI"], swiftSettings: [.define("PROOFSHEET")]),
        // The example's snapshot suite, shared by its tests and `proof demo`.
        .target(name: "RewardsSnapshots", dependencies: ["ProofUI", "ProofSnapshots", "RewardsExample"]),
        .executableTarget(
            name: "proof",
            dependencies: [
                "ProofBase", "ProofLayout", "ProofText", "ProofRender", "ProofUI", "ProofSnapshots", "ProofReview", "RewardsExample", "RewardsSnapshots",
                "YogaCases", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ProofLayoutTests", dependencies: ["ProofBase", "ProofLayout", "YogaCases"], resources: [.copy("Conformance")]),
        .testTarget(
            name: "ProofTextTests",
            dependencies: ["ProofBase", "ProofText"],
            resources: [.copy("Resources/unicode"), .copy("Fixtures")]
        ),
        .testTarget(name: "ProofRenderTests", dependencies: ["ProofBase", "ProofGraphics", "ProofText", "ProofRender"], exclude: ["Resources"]),
        .testTarget(name: "ProofUITests", dependencies: ["ProofBase", "ProofLayout", "ProofText", "ProofRender", "ProofUI", "ProofSnapshots", "ProofTesting"], resources: [.process("Resources"), .copy("Fixtures/Assets.xcassets")]),
        .testTarget(name: "ProofTestingTests", dependencies: ["ProofBase", "ProofLayout", "ProofRender", "ProofUI", "ProofSnapshots", "ProofVerification", "ProofReview", "ProofTesting"]),
        .testTarget(name: "RewardsExampleTests", dependencies: ["RewardsExample", "RewardsSnapshots", "ProofTesting"]),
        // SwiftUI view files written as apps write them, compiled against ProofUI (the
        // compatibility corpus) and rendered through their previews.
        .testTarget(name: "SwiftUICompatTests", dependencies: ["ProofGraphics", "ProofRender", "ProofUI", "ProofTesting"] + linuxModules.map { Target.Dependency(stringLiteral: $0) }),
    ]
)

// Combine, UIKit, CoreGraphics, Core Data, WidgetKit and the other Apple frameworks in
// `linuxModuleDependencies` do not exist on Linux, and SwiftUI apps' files import them.
// ProofUI declares the names SwiftUI itself declares (UIKit's and Combine's, and SwiftUI's
// framework-facing names such as `FetchRequest`); each other module declares its framework's
// own names (`NSManagedObjectContext`, `WidgetCenter`…), so a file that does not import
// the framework does not see them, and re-exports ProofUI. They are opt-in (the
// `ProofUILinuxModules` product, on Linux only): a module named like Apple's makes
// `canImport(UIKit)` (and `canImport(CoreData)`, `canImport(WidgetKit)`…) true for every
// package built after it, and many packages read that as an Apple platform and then call
// what only the real framework has. On Apple platforms these targets are not declared and
// Apple's modules are used. Modules this toolchain has (Observation, Dispatch…) are never
// declared here, nor `os` and `OSLog`: swift-argument-parser and swift-syntax, built beside
// these modules, read `canImport(os)` as Darwin's locks and logging and would not build (the
// compatibility checker brings its own, Scripts/swiftui-compat/modules).
#if os(Linux)
for module in linuxModuleDependencies {
    package.targets.append(.target(name: module.name, dependencies: module.dependencies.map { Target.Dependency(stringLiteral: $0) }))
}
package.products.append(.library(name: "ProofUILinuxModules", targets: linuxModules))
#endif

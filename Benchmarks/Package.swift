// swift-tools-version: 6.1
import PackageDescription

// Performance figures for Proofsheet, kept out of the main package so that it stays light.
// Run in release: `swift run -c release --package-path Benchmarks <benchmark>`.
let package = Package(
    name: "ProofsheetBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Without the Previews trait: benchmarks have no #Preview, so swift-syntax is not built.
        .package(name: "Proofsheet", path: "..", traits: []),
    ],
    targets: [
        .target(name: "BenchmarkSupport"),
        // PNG codec against libpng (system libpng through pkg-config).
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        .target(name: "PNGReference", dependencies: ["CLibPNG"]),
        .executableTarget(
            name: "PNGBenchmarks",
            dependencies: ["BenchmarkSupport", "PNGReference", .product(name: "ProofRender", package: "Proofsheet")]
        ),
        // FreeType, the reference for ProofText's rasterizer (fidelity and speed).
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .target(name: "FreeTypeRender", dependencies: ["CFreeType"]),
        .executableTarget(
            name: "TextBenchmarks",
            dependencies: [
                "BenchmarkSupport", "FreeTypeRender",
                .product(name: "ProofText", package: "Proofsheet"), .product(name: "ProofRender", package: "Proofsheet"),
            ]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "ProofLayout", package: "Proofsheet")]
        ),
        .executableTarget(
            name: "TextLayoutBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "ProofText", package: "Proofsheet")]
        ),
        // Colour emoji in a paragraph: prepare, lay out and draw at scale 3.
        .executableTarget(
            name: "EmojiBenchmarks",
            dependencies: [
                "BenchmarkSupport", .product(name: "ProofText", package: "Proofsheet"), .product(name: "ProofRender", package: "Proofsheet"),
            ]
        ),
        // Bidirectional text (UAX #9) in text layout.
        .executableTarget(
            name: "BidiBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "ProofText", package: "Proofsheet")]
        ),
        .executableTarget(
            name: "ShapingBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "ProofText", package: "Proofsheet")]
        ),
        .executableTarget(
            name: "PaintBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ProofText", package: "Proofsheet"),
                .product(name: "ProofRender", package: "Proofsheet"),
            ]
        ),
        .executableTarget(
            name: "UIBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ProofLayout", package: "Proofsheet"),
                .product(name: "ProofText", package: "Proofsheet"),
                .product(name: "ProofRender", package: "Proofsheet"),
                .product(name: "ProofUI", package: "Proofsheet"),
            ]
        ),
        .executableTarget(
            name: "VerifyBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ProofRender", package: "Proofsheet"),
                .product(name: "ProofSnapshots", package: "Proofsheet"),
                .product(name: "ProofUI", package: "Proofsheet"),
                .product(name: "RewardsExample", package: "Proofsheet"),
                .product(name: "RewardsSnapshots", package: "Proofsheet"),
            ]
        ),
        .executableTarget(
            name: "ReportBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ProofRender", package: "Proofsheet"),
                .product(name: "ProofSnapshots", package: "Proofsheet"),
                .product(name: "ProofReview", package: "Proofsheet"),
            ]
        ),
        // Recording against verifying in a debug build (run without `-c release`).
        .executableTarget(
            name: "DebugSnapshotBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ProofSnapshots", package: "Proofsheet"),
                .product(name: "ProofUI", package: "Proofsheet"),
            ]
        ),
        // Permutations (all-pairs sizes and speed) and the Rewards suite's throughput.
        .executableTarget(
            name: "SuiteBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "ProofSnapshots", package: "Proofsheet"),
                .product(name: "ProofUI", package: "Proofsheet"),
                .product(name: "RewardsSnapshots", package: "Proofsheet"),
            ]
        ),
    ]
)

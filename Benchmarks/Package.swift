// swift-tools-version: 6.0
import PackageDescription

// Performance figures for Proofsheet, kept out of the main package so that it stays light.
// Run in release: `swift run -c release --package-path Benchmarks <benchmark>`.
let package = Package(
    name: "ProofsheetBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Proofsheet", path: ".."),
    ],
    targets: [
        .target(name: "BenchmarkSupport"),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "ProofLayout", package: "Proofsheet")]
        ),
        .executableTarget(
            name: "TextLayoutBenchmarks",
            dependencies: ["BenchmarkSupport", .product(name: "ProofText", package: "Proofsheet")]
        ),
    ]
)

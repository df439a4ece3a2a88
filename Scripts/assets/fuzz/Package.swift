// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "AssetFuzz",
    dependencies: [.package(name: "Proofsheet", path: "../../..")],
    targets: [
        // What one input does (decode a JPEG, read and draw an SVG or a PDF), shared by the two executables.
        .target(name: "AssetExercise", dependencies: [.product(name: "ProofRender", package: "Proofsheet")]),
        // The libFuzzer target, built with -sanitize=fuzzer,address.
        .executableTarget(name: "AssetFuzz", dependencies: ["AssetExercise"],
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        // The timing pass over the corpus, built without instrumentation.
        .executableTarget(name: "AssetTiming", dependencies: ["AssetExercise"]),
    ]
)

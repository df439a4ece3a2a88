// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "FontFuzz",
    dependencies: [.package(name: "Proofsheet", path: "../../..")],
    targets: [
        // What one input does (load, decode, draw, shape), shared by the two executables.
        .target(name: "FontExercise", dependencies: [.product(name: "ProofText", package: "Proofsheet"),
                                                     .product(name: "ProofRender", package: "Proofsheet")]),
        // The libFuzzer target, built with -sanitize=fuzzer,address.
        .executableTarget(name: "FontFuzz", dependencies: ["FontExercise"],
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        // The timing pass over the corpus, built without instrumentation.
        .executableTarget(name: "FontTiming", dependencies: ["FontExercise"]),
    ]
)

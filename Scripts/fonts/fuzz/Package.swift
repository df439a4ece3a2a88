// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "FontFuzz",
    dependencies: [.package(name: "Proofsheet", path: "../../..")],
    targets: [
        .executableTarget(name: "FontFuzz", dependencies: [.product(name: "ProofText", package: "Proofsheet")],
                          swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ]
)

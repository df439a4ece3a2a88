#!/bin/bash
# The consumer figure of issue 22: a clean debug build of a package that uses ProofUI and
# ProofTesting with no traits, then its first `swift test` (records 600 snapshots) and its
# second (verifies them). Usage:
#
#   Benchmarks/ConsumerBuild/measure.sh PROOFSHEET_CHECKOUT [WORK_FOLDER]
#
# Compare two checkouts on a quiet machine, alternating them (git worktree add ../base <commit>).
# The consumer is the README's tutorial package with 25 ViewModels × 12 size categories × 2
# schemes; for checkouts before `PermutationValues` it is written with `Axis`, as they named it.
set -euo pipefail
proofsheet=$(cd "${1:?usage: measure.sh PROOFSHEET_CHECKOUT [WORK_FOLDER]}" && pwd)
work=${2:-$(mktemp -d)}
mkdir -p "$work/Sources/Greeting" "$work/Tests/GreetingTests"
values=PermutationValues
grep -rq "struct PermutationValues" "$proofsheet/Sources" || values=Axis
cat > "$work/Package.swift" <<MANIFEST
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "$proofsheet", traits: [])],
    targets: [
        .target(name: "Greeting", dependencies: [.product(name: "ProofUI", package: "$(basename "$proofsheet")")]),
        .testTarget(name: "GreetingTests", dependencies: ["Greeting", .product(name: "ProofTesting", package: "$(basename "$proofsheet")")]),
    ]
)
MANIFEST
cp "$(dirname "$0")/../Sources/DebugSnapshotBenchmarks/GreetingView.swift" "$work/Sources/Greeting/GreetingView.swift"
cat > "$work/Tests/GreetingTests/GreetingTests.swift" <<SWIFT
@testable import Greeting
import ProofTesting
import Testing

@Test func greeting() throws {
    let models = try Permutations.product(
        $values("name", ["a": "Ann", "b": "Bob Builder", "c": "Maximiliane Alexandra von Hohenberg", "d": "Li", "e": "Jean-Baptiste Emmanuel Zorg"]),
        $values("message", ["m1": "Your order is on its way.", "m2": "Delivered.", "m3": "Your parcel was left with a neighbour at number 12 because nobody was home.", "m4": "Out for delivery today.", "m5": "Delayed."])
    ) { name, message in
        GreetingViewModel(title: "Hello, \(name)", message: message, isMember: name.count % 2 == 0)
    }
    assertSnapshots(of: models, in: try .environments(categories: .all, schemes: .all)) { model in
        GreetingView(model: model)
    }
}
SWIFT
cd "$work"
swift package resolve > /dev/null 2>&1
rm -rf .build References
start=$(date +%s.%N)
/usr/bin/time -f "%U %S" -o "$work/cpu.txt" swift build --build-tests > "$work/build.log" 2>&1
end=$(date +%s.%N)
read -r user sys < "$work/cpu.txt"
printf 'clean build: %.1f s wall, %.1f s CPU (user %.1f + sys %.1f)\n' "$(echo "$end - $start" | bc)" "$(echo "$user + $sys" | bc)" "$user" "$sys"
for run in first second; do
    start=$(date +%s.%N)
    swift test --skip-build > "$work/test-$run.log" 2>&1 || true
    end=$(date +%s.%N)
    printf '%s swift test: %.2f s wall; %s\n' "$run" "$(echo "$end - $start" | bc)" "$(grep -o '[0-9]* cases, [0-9]* snapshots[^:]*: [^.]*' "$work/test-$run.log" | head -1)"
done

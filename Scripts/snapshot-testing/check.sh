#!/usr/bin/env bash
# Checks ProofSnapshotTesting (the `SnapshotTesting` trait) as a team with an existing
# swift-snapshot-testing suite meets it: a scratch package in a temporary folder depends on
# this checkout with the trait and on swift-snapshot-testing, and its tests use
# `.proofImage(device:category:scheme:direction:)` and `.proofText` from Swift Testing and
# XCTest. Then `swift test`:
#   1. records: fails with swift-snapshot-testing's "No reference was found on disk" for each
#      snapshot, and writes PNG and text references under __Snapshots__;
#   2. passes against them;
#   3. with the view changed (INTEROP_CHANGE=1, read at run time: no rebuild) fails with
#      Proofsheet's message (changed pixels, bounding box) and the text diff, attaches the
#      diff picture (--attachments-path), leaves the references untouched, and reports a view
#      that cannot be rendered where its strategy is written.
# Usage: Scripts/snapshot-testing/check.sh [--keep]
# The build is fresh, in the temporary folder, unless $SNAPSHOT_TESTING_CHECK_BUILD names a
# build folder to reuse. Exit 0: as described; 1: not; 3: cannot run here (no swift, or
# swift-snapshot-testing cannot be fetched).
set -uo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
keep=0
[ "${1:-}" = "--keep" ] && keep=1
command -v swift >/dev/null 2>&1 || { echo "SKIPPED: swift is not on PATH"; exit 3; }
work="$(mktemp -d)"
if [ $keep -eq 1 ]; then echo "scratch package kept in $work"; else trap 'rm -rf "$work"' EXIT; fi
build="${SNAPSHOT_TESTING_CHECK_BUILD:-$work/build}"
mkdir -p "$build"
build="$(cd "$build" && pwd)"
package="$work/InteropCheck"
mkdir -p "$package/Tests/InteropTests" "$work/attachments"

cat >"$package/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "InteropCheck",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Proofsheet", path: "$root", traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
    ],
    targets: [
        .testTarget(
            name: "InteropTests",
            dependencies: [
                .product(name: "ProofSnapshotTesting", package: "Proofsheet"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
    ]
)
EOF

cat >"$package/Tests/InteropTests/InteropTests.swift" <<'EOF'
import Foundation
import ProofSnapshotTesting
import SnapshotTesting
import Testing
import XCTest

/// A small view; INTEROP_CHANGE=1 lengthens its title, as an edit to the view would.
struct Badge: View {
    let title: String

    var body: some View {
        HStack(spacing: 8) {
            Circle().fill(Color.orange).frame(width: 12, height: 12)
            Text(title).font(.headline)
            Spacer()
            Text("NEW").font(.caption).bold().padding(.horizontal, 6).background(Color.yellow, in: Capsule())
        }
        .padding(12)
    }
}

let changed = ProcessInfo.processInfo.environment["INTEROP_CHANGE"] == "1"
let title = changed ? "Rewards club" : "Rewards"

@Test func badge() {
    assertSnapshot(of: Badge(title: title), as: .proofImage(device: .iPhone15, category: .large, scheme: .dark, direction: .rightToLeft))
    assertSnapshot(of: Badge(title: title), as: .proofText(device: .iPhone15, category: .large, scheme: .dark, direction: .rightToLeft))
}

/// On the main actor (as tests of views with main-actor initialisers are written).
@MainActor @Test func badgeOnTheMainActor() {
    assertSnapshot(of: Badge(title: title), as: .proofText(device: .iPhoneSE, orientation: .landscape))
}

/// A NaN padding cannot be rendered: the failure names the view and is reported here.
@Test(.enabled(if: changed)) func unrenderable() {
    assertSnapshot(of: Text("Nope").padding(.nan), as: .proofImage(), named: "unrenderable")
}

final class BadgeTests: XCTestCase {
    func testAccessibilitySize() {
        assertSnapshot(of: Badge(title: title), as: .proofImage(category: .accessibilityExtraExtraExtraLarge), named: "AX5")
        assertSnapshot(of: Badge(title: title), as: .proofText(category: .accessibilityExtraExtraExtraLarge), named: "AX5")
    }
}
EOF

# The suite's own settings must not leak in.
unset SNAPSHOT_TESTING_RECORD SNAPSHOT_ARTIFACTS
export SNAPSHOT_ARTIFACTS="$work/artifacts"
snapshots="$package/Tests/InteropTests/__Snapshots__/InteropTests"
failures=0
check() {  # check DESCRIPTION COMMAND…: counts and prints a failed expectation
    local what="$1"
    shift
    if "$@"; then echo "  ok: $what"; else echo "  FAILED: $what"; failures=$((failures + 1)); fi
}
contains() { grep -qF -- "$2" "$1"; }
lacks() { ! grep -qE -- "$2" "$1"; }
no_warnings_from() { ! grep -E "warning: " "$2" | grep -qF -- "$1"; }
count() { grep -cF -- "$2" "$1"; }

echo "== resolving (Proofsheet with the SnapshotTesting trait, swift-snapshot-testing)"
if ! swift package resolve --package-path "$package" --scratch-path "$build" >"$work/resolve.log" 2>&1; then
    cat "$work/resolve.log"
    if grep -qiE "swift-snapshot-testing|swift-custom-dump|xctest-dynamic-overlay" "$work/resolve.log" \
        && grep -qiE "fail(ed)? to (clone|fetch)|could not (resolve host|read)|unable to access" "$work/resolve.log"; then
        echo "SKIPPED: swift-snapshot-testing cannot be fetched here"
        exit 3
    fi
    echo "FAILED: the scratch package does not resolve"
    exit 1
fi

run_tests() {  # run_tests LOG [ENV…]: swift test in the scratch package, output to LOG
    local log="$1"
    shift
    local start=$SECONDS
    env "$@" swift test --package-path "$package" --scratch-path "$build" \
        --attachments-path "$work/attachments" >"$log" 2>&1
    local status=$?
    echo "  swift test exited $status in $((SECONDS - start)) s"
    return $status
}

echo "== 1. first run: records the references"
if run_tests "$work/run1.log"; then status1=0; else status1=$?; fi
if grep -q "error: " "$work/run1.log" && ! grep -q "No reference was found" "$work/run1.log"; then
    grep -E "error: |warning: " "$work/run1.log" | head -40
    echo "FAILED: the scratch package does not build"
    exit 1
fi
check "the first run fails" [ "$status1" -ne 0 ]
check "5 snapshots recorded ('No reference was found on disk' 5 times)" [ "$(count "$work/run1.log" "No reference was found on disk. Automatically recorded snapshot")" -eq 5 ]
check "no other failure (no Proofsheet message)" lacks "$work/run1.log" "Proofsheet (could not|image)|fonts lack"
check "no warning from ProofSnapshotTesting" no_warnings_from ProofSnapshotTesting "$work/run1.log"
references="badge.1.png badge.2.txt badgeOnTheMainActor.1.txt testAccessibilitySize.AX5.png testAccessibilitySize.AX5.txt"
for file in $references; do
    check "recorded $file" [ -s "$snapshots/$file" ]
done
check "badge.1.png is a PNG" cmp -s <(head -c 8 "$snapshots/badge.1.png" 2>/dev/null) <(printf '\x89PNG\r\n\x1a\n')
check "badge.2.txt describes the layout (iPhone15, dark, L, rtl)" \
    grep -q "^iPhone15 · portrait · .* · dark · L · rtl" "$snapshots/badge.2.txt"
check "testAccessibilitySize.AX5.txt is at AX5" grep -q "^iPhone15 · .* · light · AX5 · ltr" "$snapshots/testAccessibilitySize.AX5.txt"
check "badgeOnTheMainActor.1.txt is on an iPhone SE in landscape" grep -q "^iPhoneSE · landscape · " "$snapshots/badgeOnTheMainActor.1.txt"
sums() { (cd "$snapshots" 2>/dev/null && sha256sum $references 2>&1); }
before="$(sums)"

echo "== 2. second run: passes against the references"
if run_tests "$work/run2.log"; then status2=0; else status2=$?; fi
check "the second run passes" [ "$status2" -eq 0 ]
check "Swift Testing: badge() passed" contains "$work/run2.log" "Test badge() passed"
check "Swift Testing: badgeOnTheMainActor() passed" contains "$work/run2.log" "Test badgeOnTheMainActor() passed"
check "XCTest: testAccessibilitySize passed" grep -qE "Test Case .*testAccessibilitySize.* passed" "$work/run2.log"

echo "== 3. with the view changed: Proofsheet's failure messages"
rm -rf "$work/attachments"
mkdir -p "$work/attachments"
if run_tests "$work/run3.log" INTEROP_CHANGE=1; then status3=0; else status3=$?; fi
check "the third run fails" [ "$status3" -ne 0 ]
check "the image differs: changed pixels and where" grep -qE "Proofsheet image (differs from the reference: [0-9,]+ of [0-9,]+ pixels changed .* within [0-9]+×[0-9]+ at \([0-9]+, [0-9]+\)|changed size: reference is [0-9]+×[0-9]+, actual is [0-9]+×[0-9]+)" "$work/run3.log"
check "the text differs: swift-snapshot-testing's line diff" grep -qE '^ *\+ +"Rewards club"' "$work/run3.log"
check "Swift Testing got the diff picture (attachments path)" test -n "$(find "$work/attachments" -name '*difference*.png' -size +0 2>/dev/null | head -1)"
reported_at_strategy() {  # the issue names the reason and sits at `.proofImage()`, not at `assertSnapshot(`
    local at
    at="$(grep -B1 -F "Proofsheet could not render the view: render, Text(\"Nope\"): padding is nan" "$1" \
        | grep -oE "unrenderable\(\) recorded an issue at InteropTests.swift:[0-9]+:[0-9]+:" | head -1 | cut -d: -f3)"
    [ -n "$at" ] && [ "$at" -ge "$2" ] && [ "$at" -le "$3" ]
}
# The columns of `.proofImage(`, from its dot to its parenthesis.
first="$(awk 'index($0, "Text(\"Nope\").padding(.nan)") { print index($0, ".proofImage(") }' "$package/Tests/InteropTests/InteropTests.swift")"
check "a view that cannot be rendered is reported with the reason, at its strategy (columns $first-$((first + 11)))" \
    reported_at_strategy "$work/run3.log" "$first" "$((first + 11))"
check "the references are unchanged" [ "$(sums)" = "$before" ]

if [ $failures -ne 0 ]; then
    for log in run1 run2 run3; do echo "---- $log.log (last 60 lines)"; tail -60 "$work/$log.log"; done
    echo "snapshot-testing: 0 passed, 1 failed ($failures expectations not met)"
    exit 1
fi
echo "snapshot-testing: 1 passed, 0 failed"
exit 0

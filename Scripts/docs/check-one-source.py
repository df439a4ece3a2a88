#!/usr/bin/env python3
"""Builds the package that Docs/OneSource.md shows, as a user would lay it out, and runs it.

Usage: python3 Scripts/docs/check-one-source.py

The page's ```swift blocks are the package: the one marked `// Package.swift` is its manifest
(its Proofsheet dependency pointed at this checkout), one marked `// Package.swift, more targets`
holds targets added to its list (the page's section on keeping `import SwiftUI`), and those
marked `// Sources/…` and `// Tests/…` its files. As the page says, the snapshot target's folder is a symbolic link to
the app target's. Beside them the example's real view folder (Sources/RewardsExample) is
linked in twice, as an app target and as a snapshot target with PROOFSHEET defined, so the
shipped file is compiled in another package without a copy. The tests run twice: the first
records the references, the second passes them. Exit 0 when all of that holds; 3 when swift
is missing.
"""
import importlib.util
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PAGE = os.path.join(ROOT, "Docs", "OneSource.md")
SCRATCH = os.path.join(ROOT, ".build", "doc-one-source")
FILE_MARK = re.compile(r"^// ((Sources|Tests)/[A-Za-z0-9_]+/[A-Za-z0-9_+]+\.swift)\s*$")


def blocks():
    """The page's ```swift blocks, read as the snippet check reads them."""
    spec = importlib.util.spec_from_file_location("check_snippets", os.path.join(os.path.dirname(__file__), "check-snippets.py"))
    snippets = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(snippets)
    for _, body in snippets.blocks(PAGE):
        yield body


def main():
    if shutil.which("swift") is None:
        print("SKIPPED: swift is not on PATH")
        return 3
    for name in os.listdir(SCRATCH) if os.path.isdir(SCRATCH) else []:
        if name != ".build":
            path = os.path.join(SCRATCH, name)
            shutil.rmtree(path) if os.path.isdir(path) and not os.path.islink(path) else os.remove(path)
    manifest = None
    more_targets = []
    for body in blocks():
        if body and body[0].strip() == "// Package.swift":
            manifest = "\n".join(body[1:]) + "\n"
            continue
        if body and body[0].strip() == "// Package.swift, more targets":
            more_targets.append("\n".join("        " + line for line in body[1:]).rstrip().rstrip(","))
            continue
        mark = FILE_MARK.match(body[0]) if body else None
        if not mark:
            print(f"one source: a block of {os.path.relpath(PAGE, ROOT)} is neither the manifest nor a file: {body[:1]}")
            return 1
        path = os.path.join(SCRATCH, mark.group(1))
        os.makedirs(os.path.dirname(path), exist_ok=True)
        open(path, "w", encoding="utf-8").write("\n".join(body) + "\n")
    if manifest is None:
        print("one source: the page has no `// Package.swift` block")
        return 1
    dependency = re.compile(r'\.package\(url: "[^"]*Proofsheet", from: "[^"]*"')
    if not dependency.search(manifest):
        print("one source: the manifest does not depend on Proofsheet as the page says")
        return 1
    manifest = dependency.sub(f'.package(name: "Proofsheet", path: "{ROOT}"', manifest)
    # The example's real view folder, compiled as an app's target and as a snapshot target.
    manifest = manifest.rstrip().rstrip(")").rstrip().rstrip("]").rstrip().rstrip(",") + "".join(",\n" + t for t in more_targets) + """,
        .target(name: "RewardsExampleApp",
                dependencies: [.product(name: "ProofUI", package: "Proofsheet", condition: .when(platforms: [.linux]))]),
        .target(name: "RewardsExampleSnapshots", dependencies: [.product(name: "ProofUI", package: "Proofsheet")],
                swiftSettings: [.define("PROOFSHEET")]),
        .testTarget(name: "RewardsExampleSnapshotTests",
                    dependencies: ["RewardsExampleApp", "RewardsExampleSnapshots", .product(name: "ProofTesting", package: "Proofsheet")]),
    ]
)
"""
    open(os.path.join(SCRATCH, "Package.swift"), "w", encoding="utf-8").write(manifest)
    sources = os.path.join(SCRATCH, "Sources")
    os.symlink("RewardsFeature", os.path.join(sources, "RewardsFeatureSnapshots"))
    os.symlink(os.path.join(ROOT, "Sources", "RewardsExample"), os.path.join(sources, "RewardsExampleApp"))
    os.symlink(os.path.join(ROOT, "Sources", "RewardsExample"), os.path.join(sources, "RewardsExampleSnapshots"))
    tests = os.path.join(SCRATCH, "Tests", "RewardsExampleSnapshotTests")
    os.makedirs(tests, exist_ok=True)
    open(os.path.join(tests, "RewardsViewTests.swift"), "w", encoding="utf-8").write('''import ProofTesting
import RewardsExampleApp
import RewardsExampleSnapshots
import Testing

/// The shipped view, built from the same file in two targets, draws the same picture.
@MainActor @Test func theSameFileInBothTargets() throws {
    let renderer = Renderer()
    let card = RewardsExampleSnapshots.PaymentCard(id: "c1", productName: "Everyday Visa", holderName: "Ann Lee",
                                                   lastDigits: "4821", status: .active)
    let model = RewardsExampleSnapshots.RewardsController.viewModel(card: card, enrollment: .notEnrolled)
    let snapshot = try renderer.render(RewardsExampleSnapshots.RewardsView(model: model), in: EnvironmentValues(), size: .fittingWidth)
    #expect(snapshot.textDescription.contains("Rewards"))
    #expect(RewardsExampleApp.RewardsView.self != RewardsExampleSnapshots.RewardsView.self)
}
''')
    environment = dict(os.environ)
    environment.pop("CI", None)
    for variable in ["PROOF_RECORD", "PROOF_REFERENCES", "PROOF_ARTIFACTS", "PROOF_SHARD", "PROOF_RUN_ID"]:
        environment.pop(variable, None)
    print(f"one source: building {os.path.relpath(SCRATCH, ROOT)} (the page's package, with Sources/RewardsExample linked in twice)",
          flush=True)
    outcomes = []
    for attempt in range(2):
        test = subprocess.run(["swift", "test", "--package-path", SCRATCH], env=environment,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        errors = [l for l in test.stdout.split("\n") if ": error:" in l]
        if errors:
            print("\n".join(errors[:30]))
            print("one source: 0 passed, 1 failed (the package does not build)")
            return 1
        summary = [l for l in test.stdout.split("\n") if re.search(r"\d+ cases, \d+ snapshots", l)]
        outcomes.append((test.returncode, summary, test.stdout))
    recorded = outcomes[0][0] != 0 and any("recorded" in l for l in outcomes[0][1])
    verified = outcomes[1][0] == 0 and any("passed" in l for l in outcomes[1][1])
    print(f"one source: first run {outcomes[0][1]}, second run {outcomes[1][1]}")
    if not (recorded and verified):
        print(outcomes[1][2][-3000:])
        print("one source: 0 passed, 1 failed (the tests do not record, then pass)")
        return 1
    print("one source: 1 passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

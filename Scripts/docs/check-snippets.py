#!/usr/bin/env python3
"""Compiles every ```swift block of README.md and Docs/**/*.md against this package, and runs
the README's tutorial as a new user would, checking the output it shows.

Usage: python3 Scripts/docs/check-snippets.py [--keep] [--no-run]

A block whose first line is `// Sources/<Target>/<File>.swift` or `// Tests/<Target>/<File>.swift`
is that file of a scratch package (the tutorial). Any other block is compiled in the scratch
package's `DocSnippets` test target, beside Scripts/docs/Prelude.swift, which declares the
names the snippets take as given (`bitmap`, `service`, `CardState`…):
- a block with declarations or tests at its top level (`@Test`, `struct`, `import`…) is a file
  of its own, its declarations nested in a struct so that blocks may reuse names;
- any other block is the body of a throwing function.
A block that imports ProofSnapshotTesting (Docs/SnapshotTesting.md) makes the scratch package
enable Proofsheet's `SnapshotTesting` trait and depend on swift-snapshot-testing.
Blocks are compiled, not run (they would write references); the tutorial is run twice: the
first run must record its references, the second must pass them all.
Exit status 0 when everything compiles and the tutorial behaves as documented.
"""
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SCRATCH = os.path.join(ROOT, ".build", "doc-snippets")
DECLARATION = re.compile(r"^(@Test|@Suite|@main|import |struct |enum |final class |class |extension |protocol |public |func |@resultBuilder)")
FILE_MARK = re.compile(r"^// ((Sources|Tests)/([A-Za-z0-9_]+)/[A-Za-z0-9_+]+\.swift)\s*$")


# Pages whose blocks make a package of their own, checked by their own script.
CHECKED_ELSEWHERE = {"Docs/OneSource.md": "Scripts/docs/check-one-source.py"}


def documents():
    yield os.path.join(ROOT, "README.md")
    for folder, _, files in sorted(os.walk(os.path.join(ROOT, "Docs"))):
        for name in sorted(files):
            path = os.path.join(folder, name)
            if name.endswith(".md") and os.path.relpath(path, ROOT) not in CHECKED_ELSEWHERE:
                yield path


def blocks(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    inside, start, body = False, 0, []
    for number, line in enumerate(lines, 1):
        if not inside and line.strip() == "```swift":
            inside, start, body = True, number, []
        elif inside and line.strip() == "```":
            inside = False
            yield start, body
        elif inside:
            body.append(line)


def main():
    keep = "--keep" in sys.argv
    run = "--no-run" not in sys.argv
    if os.path.isdir(SCRATCH):
        for name in os.listdir(SCRATCH):
            if name != ".build":
                target = os.path.join(SCRATCH, name)
                shutil.rmtree(target) if os.path.isdir(target) else os.remove(target)
    os.makedirs(os.path.join(SCRATCH, "Tests", "DocSnippets"), exist_ok=True)
    shutil.copy(os.path.join(ROOT, "Scripts", "docs", "Prelude.swift"), os.path.join(SCRATCH, "Tests", "DocSnippets", "Prelude.swift"))
    library_targets, test_targets, count = set(), set(), 0
    snapshot_testing = False  # a block imports ProofSnapshotTesting: the trait is needed
    for document in documents():
        relative = os.path.relpath(document, ROOT)
        for line, body in blocks(document):
            count += 1
            where = f"{relative}:{line}"
            mark = FILE_MARK.match(body[0]) if body else None
            if mark:
                path = os.path.join(SCRATCH, mark.group(1))
                os.makedirs(os.path.dirname(path), exist_ok=True)
                with open(path, "w", encoding="utf-8") as out:
                    out.write(f"// From {where}\n" + "\n".join(body) + "\n")
                (library_targets if mark.group(2) == "Sources" else test_targets).add(mark.group(3))
                continue
            name = re.sub(r"[^A-Za-z0-9]", "_", f"{relative}_{line}")
            imports = [l for l in body if l.startswith("import ")]
            snapshot_testing = snapshot_testing or "import ProofSnapshotTesting" in imports
            rest = [l for l in body if not l.startswith("import ")]
            header = "// From " + where + "\n" + "\n".join(
                ["import Foundation", "import Testing", "import ProofTesting", "import ProofLayout", "import ProofText",
                 "import ProofRender", "import RewardsExample", "import RewardsSnapshots"] + imports) + "\n\n"
            if any(l.startswith("extension ") for l in rest):
                # Extensions cannot be nested: such a block is a file as written.
                text = header + "\n".join(rest) + "\n"
            elif any(DECLARATION.match(l) for l in rest):
                text = header + f"struct Snippet_{name} {{\n" + "\n".join("    " + l if l else l for l in rest) + "\n}\n"
            else:
                text = header + f"func snippet_{name}() throws {{\n" + "\n".join("    " + l if l else l for l in rest) + "\n}\n"
            with open(os.path.join(SCRATCH, "Tests", "DocSnippets", f"{name}.swift"), "w", encoding="utf-8") as out:
                out.write(text)
    products = ['.product(name: "ProofTesting", package: "Proofsheet")']
    targets = []
    for target in sorted(library_targets):
        targets.append(f'.target(name: "{target}", dependencies: [.product(name: "ProofUI", package: "Proofsheet")])')
    for target in sorted(test_targets):
        dependencies = [f'"{t}"' for t in sorted(library_targets)] + products
        targets.append(f'.testTarget(name: "{target}", dependencies: [{", ".join(dependencies)}])')
    snippet_dependencies = [f'.product(name: "{p}", package: "Proofsheet")' for p in
                            ["ProofTesting", "ProofLayout", "ProofText", "ProofRender", "RewardsExample", "RewardsSnapshots"]]
    packages = [f'.package(name: "Proofsheet", path: "{ROOT}")']
    if snapshot_testing:
        snippet_dependencies += ['.product(name: "ProofSnapshotTesting", package: "Proofsheet")',
                                 '.product(name: "SnapshotTesting", package: "swift-snapshot-testing")']
        packages = [f'.package(name: "Proofsheet", path: "{ROOT}", traits: [.defaults, "SnapshotTesting"])',
                    '.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0")']
    targets.append(f'.testTarget(name: "DocSnippets", dependencies: [{", ".join(snippet_dependencies)}])')
    with open(os.path.join(SCRATCH, "Package.swift"), "w", encoding="utf-8") as out:
        out.write("// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n"
                  '    name: "DocSnippets",\n    platforms: [.macOS(.v13)],\n'
                  f'    dependencies: [{", ".join(packages)}],\n'
                  "    targets: [\n        " + ",\n        ".join(targets) + "\n    ]\n)\n")
    print(f"docs: {count} swift blocks from README.md and Docs/; building them in {os.path.relpath(SCRATCH, ROOT)}", flush=True)
    environment = dict(os.environ)
    for variable in ["PROOF_RECORD", "PROOF_REFERENCES", "PROOF_ARTIFACTS", "PROOF_SHARD", "PROOF_RUN_ID"]:
        environment.pop(variable, None)
    build = subprocess.run(["swift", "build", "--build-tests", "--package-path", SCRATCH], env=environment,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    errors = [l for l in build.stdout.split("\n") if ": error:" in l]
    if build.returncode != 0:
        print("\n".join(errors[:40]) or build.stdout[-4000:])
        print(f"docs: 0 passed, 1 failed (the blocks do not compile: {len(errors)} errors)")
        return 1
    passed = 1
    if run and test_targets:
        # The tutorial as shown: the first run records every reference, the second passes them.
        environment.pop("CI", None)
        shutil.rmtree(os.path.join(SCRATCH, "References"), ignore_errors=True)
        outcomes = []
        for attempt in range(2):
            test = subprocess.run(["swift", "test", "--package-path", SCRATCH, "--filter", "|".join(sorted(test_targets))],
                                  env=environment, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            summary = [l for l in test.stdout.split("\n") if re.search(r"\d+ cases, \d+ snapshots", l)]
            outcomes.append((test.returncode, summary))
        recorded = outcomes[0][0] != 0 and any("24 recorded" in l for l in outcomes[0][1])
        verified = outcomes[1][0] == 0 and any("24 passed" in l for l in outcomes[1][1])
        print(f"tutorial: first run {outcomes[0][1] or 'no summary'}, second run {outcomes[1][1] or 'no summary'}")
        if not (recorded and verified):
            print("docs: 1 passed, 1 failed (the tutorial does not behave as the README shows)")
            return 1
        passed += 1
    if not keep:
        shutil.rmtree(os.path.join(SCRATCH, "References"), ignore_errors=True)
    print(f"docs: {passed} passed, 0 failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Typechecks SwiftUI view files against ProofUI, as a user switching the import would.

Usage: python3 Scripts/swiftui-compat/check.py FOLDER [--per-file | --per-folder] [--top N] [--list] [--jobs N]
                                                   [--import MODULE]

Every .swift file under FOLDER that imports SwiftUI is a *view file*. Each is copied with
`import SwiftUI` replaced by `import ProofUI` and the iPhone branches of `#if os(iOS)` taken
(os(iOS) is true, the other platforms false), then typechecked with `swiftc -typecheck`
against the debug build of this package (run `swift build --target ProofUI` first; with the default `Previews` trait it builds the `#Preview` macro too). By
default the Swift files of one app are checked together, as its build compiles them (a view
uses its app's models and other views): an app is the folder holding a file with `@main` and
the folders below it; other files are checked with their folder's. `--per-folder` checks
each folder's files together, `--per-file` each file alone. A view file typechecks when the compiler
reports no error in it. `--import Combine` imports that module into every file, as the build
setting `-Xfrontend -import-module -Xfrontend Combine` does (what lets `import Foundation`-only
model files with `ObservableObject` compile unchanged; see Docs/SwiftUI/DataFlow.md). Prints each failing file's first error (`--list`), the most common
errors (`--top`), and `N of M view files typecheck`.
"""
import collections
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PLATFORMS = {"iOS": "true", "macOS": "false", "watchOS": "false", "tvOS": "false", "visionOS": "false", "xrOS": "false",
             "Linux": "false", "Windows": "false"}


def flags():
    build = os.path.join(ROOT, ".build", "debug")
    return ["-I", os.path.join(build, "Modules"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(ROOT, "Sources", "CPNG", "module.modulemap"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(build, "CPNGBridge.build", "module.modulemap"),
            "-Xcc", "-I" + os.path.join(ROOT, "Sources", "CPNGBridge", "include"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(build, "CProofCodec.build", "module.modulemap"),
            "-Xcc", "-I" + os.path.join(ROOT, "Sources", "CProofCodec", "include"),
            # The #Preview macro's plugin, built with the package.
            "-load-plugin-executable", os.path.join(build, "ProofUIMacros-tool") + "#ProofUIMacros"]


def converted(text):
    text = re.sub(r"^(\s*)(@_exported\s+)?import\s+SwiftUI\s*$", r"\1import ProofUI", text, flags=re.M)
    text = re.sub(r"\bos\((\w+)\)", lambda m: PLATFORMS.get(m.group(1), "false"), text)
    text = re.sub(r"\btargetEnvironment\(\w+\)", "false", text)
    return text


def app_groups(folder, per_folder=False):
    """The Swift files under `folder` grouped as their apps build them: an app is the folder of
    a file that declares its entry point (`@main`), with every folder below it; files under no
    app are grouped with the other files of their folder (and all files so with `per_folder`)."""
    everything = []
    for directory, _, files in os.walk(folder):
        everything += [os.path.join(directory, name) for name in sorted(files) if name.endswith(".swift")]
    roots = set()
    for source in everything:
        text = open(source, encoding="utf-8", errors="replace").read()
        if re.search(r"^\s*@main\b", text, flags=re.M) and not per_folder:
            roots.add(os.path.dirname(source))
    groups = collections.defaultdict(list)
    for source in everything:
        directory = os.path.dirname(source)
        root = directory
        while root not in roots and len(root) > len(folder):
            root = os.path.dirname(root)
        groups[root if root in roots else directory].append(source)
    return groups


def main():
    arguments = [a for i, a in enumerate(sys.argv[1:], 1) if not a.startswith("--") and sys.argv[i - 1] not in ("--top", "--jobs", "--import")]
    if not arguments:
        print(__doc__)
        return 2
    folder = os.path.abspath(arguments[0])
    per_file = "--per-file" in sys.argv
    top = 25
    jobs = os.cpu_count() or 1
    if "--jobs" in sys.argv:
        jobs = int(sys.argv[sys.argv.index("--jobs") + 1])
    implicit = []
    if "--import" in sys.argv:
        implicit = ["-Xfrontend", "-import-module", "-Xfrontend", sys.argv[sys.argv.index("--import") + 1]]
    if "--top" in sys.argv:
        top = int(sys.argv[sys.argv.index("--top") + 1])
    groups = app_groups(folder, per_folder="--per-folder" in sys.argv)
    scratch = tempfile.mkdtemp(prefix="swiftui-compat-")
    view_files, failures, errors = [], {}, collections.Counter()
    lock = threading.Lock()

    def check(directory):
        sources = groups[directory]
        copies = {}
        for source in sources:
            text = open(source, encoding="utf-8", errors="replace").read()
            is_view = re.search(r"^\s*import\s+SwiftUI\s*$", text, flags=re.M) is not None
            copy = os.path.join(scratch, os.path.relpath(source, folder))
            os.makedirs(os.path.dirname(copy), exist_ok=True)
            open(copy, "w", encoding="utf-8").write(converted(text))
            copies[copy] = (source, is_view)
            if is_view:
                with lock:
                    view_files.append(source)
        batches = [[c] for c in copies if copies[c][1]] if per_file else [list(copies)]
        while batches:
            batch = batches.pop()
            if not any(copies[c][1] for c in batch):
                continue
            command = ["swiftc", "-typecheck", "-swift-version", "5", "-module-name", "App"] + flags() + implicit + batch
            result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            # A missing module stops the compiler before it checks the other files: check
            # them again without the files that import it.
            fatal = {m.group(1) for m in re.finditer(r"^(.*\.swift):\d+:\d+: error: no such module", result.stdout, flags=re.M)}
            if fatal and len(batch) > len(fatal & set(batch)):
                batches.append([c for c in batch if c not in fatal])
            with lock:
                # An error in no file of the batch (a module that cannot be loaded, a crash)
                # fails every view file of the batch: none of them was checked.
                if result.returncode != 0 and not any(re.match(r"^(.*\.swift):\d+:\d+: error: ", line) and
                                                      line.split(":")[0] in copies for line in result.stdout.split("\n")):
                    lines = [line for line in result.stdout.split("\n") if line.strip()]
                    message = next((line for line in lines if "error" in line), lines[-1] if lines else "the compiler failed")
                    for copy in batch:
                        source, is_view = copies[copy]
                        if is_view and source not in failures:
                            failures[source] = f"{os.path.relpath(source, folder)}: {message}"
                    errors[re.sub(r"'[^']*'", "'…'", message)] += 1
                for line in result.stdout.split("\n"):
                    match = re.match(r"^(.*\.swift):(\d+):\d+: error: (.*)$", line)
                    if not match or match.group(1) not in copies:
                        continue
                    source, is_view = copies[match.group(1)]
                    message = match.group(3)
                    if is_view and source not in failures:
                        failures[source] = f"{os.path.relpath(source, folder)}:{match.group(2)}: {message}"
                    if is_view:
                        # Names are what is missing: keep them in the tally.
                        keep = re.match(r"(cannot find( type)? '[^']*' in scope|unknown attribute '[^']*'|no such module '[^']*'|.*has no member '[^']*')", message)
                        errors[re.sub(r"value of type '[^']*'", "value of type '…'", keep.group(1)) if keep else re.sub(r"'[^']*'", "'…'", message)] += 1

    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            list(pool.map(check, sorted(groups)))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    view_files.sort()
    if "--list" in sys.argv:
        for source in view_files:
            if source in failures:
                print("FAIL " + failures[source])
    print(f"most common errors (of {sum(errors.values())}):")
    for message, count in errors.most_common(top):
        print(f"  {count:5d}  {message}")
    passed = len(view_files) - len(failures)
    print(f"{passed} of {len(view_files)} view files typecheck ({100 * passed / max(1, len(view_files)):.0f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

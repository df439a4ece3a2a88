#!/usr/bin/env python3
"""Renders the previews of SwiftUI apps whose files typecheck against ProofUI, as a user
switching the import would, and reports every preview that fails or crashes.

Usage: python3 Scripts/swiftui-compat/render.py FOLDER [--max-apps N] [--list]

The apps are found as check.py finds them (the folder of each `@main` file and below; other
files with their folder's). Each app whose files all typecheck becomes an executable target of
a scratch package (.build/compat-render) that depends on this checkout: its files converted as
check.py converts them, `@main` dropped, and a generated main that renders every preview of
every `PreviewProvider` in the app on an iPhone 15 in light and dark, both directions and at
the extreme size categories, through the real Renderer. A preview that throws is listed with
the error; an app whose process dies (a crash) or runs over 120 s is listed as crashed.
Prints `N of M apps render all their previews`, and the previews rendered. Exit 0 when no app
crashed or failed, 1 otherwise.
"""
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check  # noqa: E402

ROOT = check.ROOT
SCRATCH = os.path.join(ROOT, ".build", "compat-render")
PROVIDER = re.compile(r"^\s*(?:public\s+|internal\s+|fileprivate\s+|private\s+)?struct\s+(\w+)\s*:\s*(?:[\w.]+\s*,\s*)*PreviewProvider\b", re.M)

MAIN = """import Foundation
import ProofUI

// Renders every preview of the app's PreviewProviders across a small matrix.
@MainActor func renderAll() -> Int32 {
    let renderer = Renderer()
    var environments: [EnvironmentValues] = []
    for scheme in [ColorScheme.light, .dark] {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for category in [ContentSizeCategory.extraSmall, .accessibilityExtraExtraExtraLarge] {
                var environment = EnvironmentValues()
                environment.colorScheme = scheme
                environment.layoutDirection = direction
                environment.contentSizeCategory = category
                environment.displayScale = 1
                environments.append(environment)
            }
        }
    }
    var failed: Int32 = 0
    func check<P: PreviewProvider>(_ provider: P.Type) {
        for preview in provider.allPreviews {
            for environment in environments {
                do {
                    _ = try renderer.render(preview.view, in: environment)
                } catch {
                    print("PREVIEW-ERROR \\(P.self)/\\(preview.name) \\(environment.colorScheme) \\(environment.layoutDirection) \\(environment.contentSizeCategory): \\(error)")
                    failed += 1
                    return
                }
            }
            print("PREVIEW-OK \\(P.self)/\\(preview.name)")
        }
    }
%CALLS%
    return failed
}

exit(MainActor.assumeIsolated { renderAll() } > 0 ? 1 : 0)
"""


def write_sources(directory, root, texts):
    """Writes an app's files, converted as check.py converts them and with `@main` dropped (the
    scratch executable has its own entry point), flat into `directory`, named by their path."""
    for source, text in texts.items():
        text = re.sub(r"^(\s*)@main\b", r"\1", check.converted(text), flags=re.M)
        name = re.sub(r"[^A-Za-z0-9_]", "_", os.path.relpath(source, root)[:-len(".swift")]) + ".swift"
        open(os.path.join(directory, name), "w", encoding="utf-8").write(text)


def main():
    arguments = [a for i, a in enumerate(sys.argv[1:], 1) if not a.startswith("--") and sys.argv[i - 1] != "--max-apps"]
    if not arguments:
        print(__doc__)
        return 2
    folder = os.path.abspath(arguments[0])
    limit = int(sys.argv[sys.argv.index("--max-apps") + 1]) if "--max-apps" in sys.argv else 1_000_000
    groups = check.app_groups(folder)
    apps = []
    for root in sorted(groups):
        sources = groups[root]
        texts = {s: open(s, encoding="utf-8", errors="replace").read() for s in sources}
        providers = sorted({m.group(1) for t in texts.values() for m in PROVIDER.finditer(t)})
        if not providers or not any(re.search(r"^\s*import\s+SwiftUI\s*$", t, flags=re.M) for t in texts.values()):
            continue
        apps.append((root, texts, providers))
    apps = apps[:limit]
    shutil.rmtree(os.path.join(SCRATCH, "Apps"), ignore_errors=True)
    targets = []
    for index, (root, texts, providers) in enumerate(apps):
        target = f"App{index}"
        directory = os.path.join(SCRATCH, "Apps", target)
        os.makedirs(directory)
        write_sources(directory, root, texts)
        calls = "\n".join(f"    check({p}.self)" for p in providers)
        open(os.path.join(directory, "main.swift"), "w", encoding="utf-8").write(MAIN.replace("%CALLS%", calls))
        targets.append(f'.executableTarget(name: "{target}", dependencies: [.product(name: "ProofUI", package: "Proofsheet")], '
                       f'path: "Apps/{target}", swiftSettings: [.swiftLanguageMode(.v5)])')
    open(os.path.join(SCRATCH, "Package.swift"), "w", encoding="utf-8").write(
        "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n"
        '    name: "CompatRender",\n    platforms: [.macOS(.v14)],\n'
        f'    dependencies: [.package(name: "Proofsheet", path: "{ROOT}")],\n'
        "    targets: [\n        " + ",\n        ".join(targets) + "\n    ]\n)\n")
    print(f"render: {len(apps)} apps with previews under {folder}", flush=True)
    built, rendered, crashed, failed, previews = [], [], [], [], 0
    for index, (root, _, _) in enumerate(apps):
        target = f"App{index}"
        build = subprocess.run(["swift", "build", "--package-path", SCRATCH, "--product", target],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if build.returncode != 0:
            continue
        built.append(root)
        binary = os.path.join(SCRATCH, ".build", "debug", target)
        try:
            run = subprocess.run([binary], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=120)
        except subprocess.TimeoutExpired:
            crashed.append((root, "over 120 s"))
            continue
        previews += run.stdout.count("PREVIEW-OK")
        errors = [l for l in run.stdout.split("\n") if l.startswith("PREVIEW-ERROR")]
        if run.returncode not in (0, 1):
            last = [l for l in run.stdout.split("\n") if "Fatal error" in l or "crashed" in l.lower()][:2]
            crashed.append((root, f"exit {run.returncode} {' '.join(last)}"))
        elif errors:
            failed.append((root, errors))
        else:
            rendered.append(root)
    for root, why in crashed:
        print(f"CRASH {os.path.relpath(root, folder)}: {why}")
    for root, errors in failed:
        for error in errors[:3]:
            print(f"FAIL {os.path.relpath(root, folder)}: {error[len('PREVIEW-ERROR '):][:300]}")
    print(f"{len(rendered)} of {len(built)} apps that build render all their previews ({previews} previews in 8 environments each); "
          f"{len(crashed)} crashed, {len(failed)} with a preview that fails; {len(apps) - len(built)} of {len(apps)} apps with previews do not build")
    return 0 if not crashed and not failed else 1


if __name__ == "__main__":
    sys.exit(main())

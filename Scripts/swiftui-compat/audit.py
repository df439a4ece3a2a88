#!/usr/bin/env python3
"""Runs every audit on the previews of real SwiftUI apps, to measure how many findings are
false alarms.

Usage: python3 Scripts/swiftui-compat/audit.py FOLDER [--max-apps N] [--root CHECKOUT] [--out FILE.jsonl]
                                                  [--passing-from CHECK.log]
       python3 Scripts/swiftui-compat/audit.py FOLDER --screens SCREENS.json [--pictures DIR] [--root CHECKOUT] [--out FILE.jsonl]

Apps are found and converted as render.py does (each app or package target that check.py reads
from the projects, with what Xcode generates for it, its compilation conditions and the local
package targets it uses, becomes an executable of a scratch package under
CHECKOUT/.build/compat-audit, CHECKOUT being
this checkout unless --root names another, e.g. an export of an older commit to measure
"before"). Each preview of each `PreviewProvider` is rendered as a whole iPhone 15 screen
(`.device`) at XS, L and AX5 in light and dark with `AuditPolicy.all`; the Dynamic Type
comparison (a text as large at AX5 as at L) is made as the suite runner makes it. Every finding
is written as one JSON line (app, preview, category, scheme, kind, message, view path) to
FILE.jsonl (default: CHECKOUT/.build/compat-audit/findings.jsonl), and the counts by app and
audit are printed. Classifying findings as true or false is a reviewer's job: the script only
gathers them. Nothing of the apps is kept outside the scratch folder.

Few real apps typecheck whole against ProofUI (their models use Core Data, UIKit views, other
packages). `--passing-from` takes the output of `check.py FOLDER --per-file --list`: each app
then keeps only its view files that typecheck on their own (the ones not listed as FAIL), which
are self-contained screens and components, and renders their previews.

`--screens SCREENS.json` renders apps' main screens instead of their previews: a JSON list of
apps, each `{"app": NAME, "sources": [PATH, …], "exclude": [PATH, …], "stubs": DIR,
"stubbedModules": [MODULE, …], "screens": {SCREEN: SWIFT-EXPRESSION, …}}`. The files under `sources` (files or folders,
relative to FOLDER), less those under `exclude`, are converted as above; the `.swift` files of
`stubs` (written against ProofUI, e.g. a repository that the app fills from the network) are
added as they are; each screen's expression (`ContentView()`, `MainTabView().environmentObject(Store())`)
is rendered as a whole screen like a preview. With `--pictures DIR` every rendering is also
written as `DIR/APP/SCREEN.CATEGORY.SCHEME.png` (to look at). Combine is imported into every
file, as check.py's `--import Combine` does (model files use `ObservableObject` with only
`import Foundation`, as Apple's Foundation allows). Keep the stubs outside this repository:
they belong to the apps.
"""
import collections
import json
import os
import re
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check  # noqa: E402
import render  # noqa: E402
from render import package_targets  # noqa: E402

MAIN = """import Foundation
import ProofRender
import SwiftUI

let picturesFolder: String? = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : nil

func jsonString(_ s: String) -> String {
    var out = "\\""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\\"": out += "\\\\\\""
        case "\\\\": out += "\\\\\\\\"
        case "\\n": out += "\\\\n"
        default:
            if scalar.value < 0x20 { out += "\\\\u" + String(format: "%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
        }
    }
    return out + "\\""
}

@MainActor func auditAll() -> Int32 {
    let renderer = Renderer()
    let categories: [ContentSizeCategory] = [.extraSmall, .large, .accessibilityExtraExtraExtraLarge]
    func emit(_ preview: String, _ category: ContentSizeCategory, _ scheme: ColorScheme, _ finding: AuditFinding) {
        print("FINDING {\\"app\\": \\"%APP%\\", \\"preview\\": \\(jsonString(preview)), \\"category\\": \\"\\(category.shortIdentifier)\\", "
            + "\\"scheme\\": \\"\\(scheme)\\", \\"kind\\": \\"\\(finding.kind)\\", \\"severity\\": \\"\\(finding.severity)\\", "
            + "\\"message\\": \\(jsonString(finding.message)), \\"path\\": \\(jsonString(finding.viewPath)), "
            + "\\"frame\\": \\(jsonString("\\(finding.frame)"))}")
    }
    func check<P: PreviewProvider>(_ provider: P.Type) {
        for (index, preview) in provider.allPreviews.enumerated() {
            screen("\\(P.self)/\\(preview.name)#\\(index)", preview.view)
        }
    }
    func screen<V: View>(_ name: String, _ view: V) {
        for scheme in [ColorScheme.light, .dark] {
            var baseline: [String: TextSizeSample] = [:]
            for category in categories {
                var environment = EnvironmentValues()
                environment.colorScheme = scheme
                environment.contentSizeCategory = category
                do {
                    let snapshot = try renderer.render(view, in: environment, size: .device)
                    if let folder = picturesFolder {
                        let file = folder + "/" + name.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
                            + ".\\(category.shortIdentifier).\\(scheme).png"
                        FileManager.default.createFile(atPath: file, contents: Data(PNG.encode(snapshot.bitmap)))
                    }
                    let report = snapshot.audit(.all)
                    for finding in report.findings { emit(name, category, scheme, finding) }
                    if category == .large {
                        baseline = Dictionary(report.textSizes.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
                    } else if category.isAccessibilityCategory {
                        for sample in report.textSizes {
                            guard let base = baseline[sample.key], base.text == sample.text, sample.size <= base.size + 0.01 else { continue }
                            let finding = AuditFinding(kind: .dynamicType, severity: sample.waiverReason == nil ? .failure : .waived,
                                message: "\\(jsonString(sample.text)) stays \\(sample.size) pt from L to AX5",
                                viewPath: sample.viewPath, frame: sample.frame, text: sample.text, measured: sample.size)
                            emit(name, category, scheme, finding)
                        }
                    }
                } catch {
                    print("PREVIEW-ERROR \\(name): \\(error)")
                }
            }
        }
        print("PREVIEW-OK \\(name)")
    }
%CALLS%
    return 0
}

exit(MainActor.assumeIsolated { auditAll() })
"""


def swift_files(folder, paths):
    """The .swift files of `paths` (files or folders, relative to `folder`)."""
    found = []
    for path in paths:
        path = os.path.join(folder, path)
        if os.path.isdir(path):
            for directory, _, names in os.walk(path):
                found += [os.path.join(directory, n) for n in sorted(names) if n.endswith(".swift")]
        elif path.endswith(".swift"):
            found.append(path)
    return found


def screen_apps(folder, spec):
    """The apps of a `--screens` list: (App, {"stubs": files, "screens": {name: expression}})."""
    apps = []
    for app in spec:
        excluded = set(swift_files(folder, app.get("exclude", [])))
        sources = [s for s in swift_files(folder, app["sources"]) if s not in excluded]
        stubs = sorted(os.path.join(app["stubs"], n) for n in os.listdir(app["stubs"]) if n.endswith(".swift")) if app.get("stubs") else []
        texts = {s: check.projects.read(s) for s in sources}
        for module in app.get("stubbedModules", []):
            texts = {s: re.sub(rf"^\s*import\s+{re.escape(module)}\s*$", "", t, flags=re.M) for s, t in texts.items()}
        root = os.path.join(folder, app["app"])
        apps.append((render.App(app["app"], "App", root, texts, [], [], []), {"stubs": stubs, "screens": app["screens"]}))
    return apps


def main():
    argv = sys.argv[1:]
    options = {}
    for flag in ("--max-apps", "--root", "--out", "--passing-from", "--screens", "--pictures"):
        if flag in argv:
            i = argv.index(flag)
            options[flag] = argv[i + 1]
            del argv[i:i + 2]
    if not argv:
        print(__doc__)
        return 2
    folder = os.path.abspath(argv[0])
    root = os.path.abspath(options.get("--root", check.ROOT))
    scratch = os.path.join(root, ".build", "compat-audit")
    out = options.get("--out", os.path.join(scratch, "findings.jsonl"))
    limit = int(options.get("--max-apps", 1_000_000))
    failing = None
    if "--passing-from" in options:
        failing = set()
        for line in open(options["--passing-from"], encoding="utf-8"):
            match = re.match(r"FAIL (.*?\.swift):\d", line)
            if match:
                failing.add(os.path.join(folder, match.group(1)))
    apps = []
    for _, app in render.find_apps(folder):
        if failing is not None:
            app.texts = {s: t for s, t in app.texts.items()
                         if s not in failing and re.search(r"^\s*import\s+SwiftUI\s*$", t, flags=re.M)}
        providers = sorted({m.group(1) for t in app.texts.values() for m in render.PROVIDER.finditer(t)})
        if providers and any(re.search(r"^\s*import\s+SwiftUI\s*$", t, flags=re.M) for t in app.texts.values()):
            apps.append((app, providers))
    if "--screens" in options:
        apps = screen_apps(folder, json.load(open(options["--screens"], encoding="utf-8")))
    apps = apps[:limit]
    shutil.rmtree(os.path.join(scratch, "Apps"), ignore_errors=True)
    targets, libraries = [], set()
    products = ('.product(name: "ProofUI", package: "Proofsheet"), .product(name: "ProofUILinuxModules", package: "Proofsheet"), '
                '.product(name: "ProofRender", package: "Proofsheet")')
    for index, (app, providers) in enumerate(apps):
        if isinstance(providers, dict):
            calls = "\n".join(f"    screen({json.dumps(name)}, {expression})" for name, expression in providers["screens"].items())
        else:
            calls = "\n".join(f"    check({p}.self)" for p in providers)
        app_name = app.name.replace("\\", "/").replace('"', "")
        targets += package_targets(scratch, index, app, products, MAIN.replace("%CALLS%", calls).replace("%APP%", app_name),
                                   libraries)
        if isinstance(providers, dict):
            for stub in providers["stubs"]:
                shutil.copy(stub, os.path.join(scratch, "Apps", f"App{index}", "Stub_" + os.path.basename(stub)))
    open(os.path.join(scratch, "Package.swift"), "w", encoding="utf-8").write(
        "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n"
        '    name: "CompatAudit",\n    platforms: [.macOS(.v14)],\n'
        f'    dependencies: [.package(name: "Proofsheet", path: "{root}")],\n'
        "    targets: [\n        " + ",\n        ".join(targets) + "\n    ]\n)\n")
    print(f"audit: {len(apps)} apps with previews under {folder}", flush=True)
    counts = collections.Counter()
    with open(out, "w", encoding="utf-8") as log:
        for index, (app, _) in enumerate(apps):
            target = f"App{index}"
            app_name = app.name
            build = subprocess.run(["swift", "build", "--package-path", scratch, "--product", target],
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            if build.returncode != 0:
                print(f"NOBUILD {app_name}", flush=True)
                if "--screens" in options:
                    print("\n".join(l for l in build.stdout.split("\n") if "error:" in l)[:4000], flush=True)
                continue
            binary = os.path.join(scratch, ".build", "debug", target)
            pictures = []
            if "--pictures" in options:
                pictures = [os.path.join(os.path.abspath(options["--pictures"]), app_name.replace("/", "+"))]
                os.makedirs(pictures[0], exist_ok=True)
            try:
                run = subprocess.run([binary] + pictures, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=600)
            except subprocess.TimeoutExpired:
                print(f"TIMEOUT {app_name}", flush=True)
                continue
            previews = run.stdout.count("PREVIEW-OK")
            findings = [l[len("FINDING "):] for l in run.stdout.split("\n") if l.startswith("FINDING ")]
            for line in findings:
                log.write(line + "\n")
                counts[(app_name, json.loads(line)["kind"])] += 1
            print(f"APP {app_name}: {previews} previews, {len(findings)} findings, exit {run.returncode}", flush=True)
    for (app_name, kind), n in sorted(counts.items()):
        print(f"  {app_name:60} {kind:20} {n}")
    print(f"findings written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

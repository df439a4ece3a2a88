#!/usr/bin/env python3
"""Renders the previews of SwiftUI apps whose files typecheck against ProofUI, as a user
switching the import would, and reports every preview that fails or crashes.

Usage: python3 Scripts/swiftui-compat/render.py FOLDER [--max-apps N] [--list]

The apps are the targets check.py reads from the projects (an Xcode project's app and
extension targets for iOS, a package's targets; test targets and other platforms' are not
rendered; files in no project are grouped as check.py groups them). Each becomes an executable
target of a scratch package (.build/compat-render) that depends on this checkout: its files
converted as check.py converts them, with what Xcode generates for it (Core Data classes, asset
and string catalogue symbols), its compilation conditions, and the local package targets it
uses as library targets of the scratch package (under their module names), `@main` dropped,
and a generated main that renders every preview of
every `PreviewProvider` in the app on an iPhone 15 in light and dark, both directions and at
the extreme size categories, through the real Renderer. The binary runs from a folder holding
the app's bundle resources (JSON, plists, `.lproj` folders…), where `Bundle.main` finds them as
on iOS. A preview that throws is listed with
the error; an app whose process dies (a crash) or runs over 120 s is listed as crashed.
Prints `N of M apps render all their previews`, and the previews rendered. Exit 0 when no app
crashed or failed, 1 otherwise.
"""
import json
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
import SwiftUI

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


def write_sources(directory, root, texts, drop_main=True):
    """Writes an app's files, converted as check.py converts them and with `@main` dropped (the
    scratch executable has its own entry point), flat into `directory`, named by their path."""
    for source, text in texts.items():
        text = check.converted(text)
        if drop_main:
            text = re.sub(r"^(\s*)@main\b", r"\1", text, flags=re.M)
        name = re.sub(r"[^A-Za-z0-9_]", "_", os.path.relpath(source, root)[:-len(".swift")]) + ".swift"
        open(os.path.join(directory, name), "w", encoding="utf-8").write(text)


class App:
    """A target to render: its name in the output, its files' texts (by path), what Xcode
    generates for it, its compilation conditions and the local package targets it uses."""

    def __init__(self, name, module, root, texts, generated, conditions, dependencies):
        self.name = name
        self.module = module
        self.root = root
        self.texts = texts
        self.generated = generated
        self.conditions = conditions
        self.dependencies = dependencies  # [App] of package targets, each before its importers


BUNDLE_MODULE = "import Foundation\n\nextension Foundation.Bundle {\n    static var module: Bundle { Bundle.main }\n}\n"


def find_apps(folder):
    """The targets under `folder` as check.py reads them (test targets and other platforms'
    left out), each an App with the local package targets it imports."""
    groups, _, _, _ = check.build_groups(folder)
    packages = {g.module: g for g in groups if g.target is not None and g.target.kind == "package"}
    made = {}

    def app_of(group):
        if group.key in made:
            return made[group.key]
        texts = {s: check.projects.read(s) for s in group.sources}
        target = group.target
        if target is not None:
            name = f"{os.path.relpath(target.directory, folder)} ({target.name})"
            root = target.directory
        else:
            name, root = os.path.relpath(group.key, folder), group.key
        generated = check.generated_sources(group)
        if target is not None and target.kind == "package" and any(re.search(r"\.module\b", t) for t in texts.values()):
            generated.append(("BundleModule", BUNDLE_MODULE))
        made[group.key] = None  # (a cycle of imports stops here)
        imported = set().union(*(check.imported_modules(t) for t in texts.values())) if texts else set()
        dependencies = []
        for module in sorted(imported):
            if module in packages and packages[module].key != group.key:
                dependency = app_of(packages[module])
                if dependency is not None:
                    dependencies += [d for d in dependency.dependencies + [dependency] if d not in dependencies]
        app = App(name, group.module, root, texts, generated, [c for c in check.conditions(group)[1::2] if c != "SWIFT_PACKAGE"], dependencies)
        made[group.key] = app
        return app

    return [(group, app_of(group)) for group in groups if not group.test]


def write_app(directory, app, drop_main=True):
    """Writes an app's files (write_sources) and what Xcode generates for it into `directory`."""
    os.makedirs(directory, exist_ok=True)
    write_sources(directory, app.root, app.texts, drop_main)
    for name, text in app.generated:
        open(os.path.join(directory, f"Generated_{name}.swift"), "w", encoding="utf-8").write(text)


# Folders Xcode compiles or keeps out of an app's bundle, and files that are not resources.
# (Build products and fetched dependencies are left out by `projects.walk`.)
NOT_RESOURCE_FOLDERS = (".xcassets", ".xcodeproj", ".xcworkspace", ".xcdatamodeld", ".xcdatamodel", ".playground",
                        "Tests", "UITests")
NOT_RESOURCE_FILES = (".swift", ".h", ".m", ".mm", ".c", ".md", ".entitlements", ".xcconfig", ".pbxproj",
                      ".xcscheme", ".storyboard", ".xib", ".intentdefinition", ".mlmodel", ".xcstrings", ".resolved")


def copy_resources(app, directory):
    """Copies the app's bundle resources (JSON, plists, sounds, images outside catalogues,
    `.lproj` folders) into `directory`, beside its binary, as Xcode copies them into the app's
    bundle: there `Bundle.main` finds them, as it does on iOS. Xcode flattens groups into the
    bundle's root; a name found twice keeps its first file. Returns how many were copied."""
    copied = 0
    for current, folders, files in check.projects.walk(app.root):
        folders[:] = sorted(f for f in folders if not f.startswith(".") and not f.endswith(NOT_RESOURCE_FOLDERS)
                            and f not in NOT_RESOURCE_FOLDERS)
        localized = next((part for part in os.path.relpath(current, app.root).split(os.sep) if part.endswith(".lproj")), None)
        for name in sorted(files):
            if name.startswith(".") or name.endswith(NOT_RESOURCE_FILES) or name == "Info.plist":
                continue
            source = os.path.join(current, name)
            if os.path.getsize(source) > 20_000_000:
                continue
            target = os.path.join(directory, localized, name) if localized else os.path.join(directory, name)
            if os.path.exists(target):
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(source, target)
            copied += 1
    return copied


def package_targets(scratch, index, app, products, main_text, libraries):
    """The scratch package's targets for an app (an executable `App<index>`) and the package
    targets it uses (library targets named by their modules, written once: `libraries` holds
    those written)."""
    targets = []

    def settings(a):
        # The files as they are: `import SwiftUI` loads ProofUI, and every file sees what Apple's
        # Foundation brings (check.py's MODULE_ALIAS and FOUNDATION_BRINGS).
        unsafe = check.MODULE_ALIAS + check.import_flags(check.FOUNDATION_BRINGS)
        return ", ".join([".swiftLanguageMode(.v5)", f".unsafeFlags({json.dumps(unsafe)})"]
                         + [f'.define("{c}")' for c in a.conditions])

    def needs(a):
        return "".join(f'"{d.module}", ' for d in a.dependencies) + products

    for dependency in app.dependencies:
        if dependency.module in libraries:
            continue
        libraries.add(dependency.module)
        write_app(os.path.join(scratch, "Apps", "Lib_" + dependency.module), dependency, drop_main=False)
        targets.append(f'.target(name: "{dependency.module}", dependencies: [{needs(dependency)}], '
                       f'path: "Apps/Lib_{dependency.module}", swiftSettings: [{settings(dependency)}])')
    target = f"App{index}"
    directory = os.path.join(scratch, "Apps", target)
    write_app(directory, app)
    open(os.path.join(directory, "main.swift"), "w", encoding="utf-8").write(main_text)
    targets.append(f'.executableTarget(name: "{target}", dependencies: [{needs(app)}], '
                   f'path: "Apps/{target}", swiftSettings: [{settings(app)}])')
    return targets


def main():
    arguments = [a for i, a in enumerate(sys.argv[1:], 1) if not a.startswith("--") and sys.argv[i - 1] != "--max-apps"]
    if not arguments:
        print(__doc__)
        return 2
    folder = os.path.abspath(arguments[0])
    limit = int(sys.argv[sys.argv.index("--max-apps") + 1]) if "--max-apps" in sys.argv else 1_000_000
    apps = []
    for _, app in find_apps(folder):
        providers = sorted({m.group(1) for t in app.texts.values() for m in PROVIDER.finditer(t)})
        if not providers or not any(re.search(r"^\s*import\s+SwiftUI\s*$", t, flags=re.M) for t in app.texts.values()):
            continue
        apps.append((app, providers))
    apps = apps[:limit]
    shutil.rmtree(os.path.join(SCRATCH, "Apps"), ignore_errors=True)
    targets, libraries = [], set()
    for index, (app, providers) in enumerate(apps):
        calls = "\n".join(f"    check({p}.self)" for p in providers)
        targets += package_targets(SCRATCH, index, app, '.product(name: "ProofUI", package: "Proofsheet"), '
                                   '.product(name: "ProofUILinuxModules", package: "Proofsheet")', MAIN.replace("%CALLS%", calls),
                                   libraries)
    open(os.path.join(SCRATCH, "Package.swift"), "w", encoding="utf-8").write(
        "// swift-tools-version: 6.1\nimport PackageDescription\n\nlet package = Package(\n"
        '    name: "CompatRender",\n    platforms: [.macOS(.v14)],\n'
        f'    dependencies: [.package(name: "Proofsheet", path: "{ROOT}")],\n'
        "    targets: [\n        " + ",\n        ".join(targets) + "\n    ]\n)\n")
    print(f"render: {len(apps)} apps with previews under {folder}", flush=True)
    built, rendered, crashed, failed, previews = [], [], [], [], 0
    for index, (app, _) in enumerate(apps):
        root = app.name
        target = f"App{index}"
        build = subprocess.run(["swift", "build", "--package-path", SCRATCH, "--product", target],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if build.returncode != 0:
            continue
        built.append(root)
        # The binary runs from a folder of its own with the app's resources, where
        # `Bundle.main` looks for them.
        run_directory = os.path.join(SCRATCH, "Run", target)
        shutil.rmtree(run_directory, ignore_errors=True)
        os.makedirs(run_directory)
        copy_resources(app, run_directory)
        binary = os.path.join(run_directory, target)
        shutil.copy2(os.path.join(SCRATCH, ".build", "debug", target), binary)
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
        print(f"CRASH {root}: {why}")
    for root, errors in failed:
        for error in errors[:3]:
            print(f"FAIL {root}: {error[len('PREVIEW-ERROR '):][:300]}")
    print(f"{len(rendered)} of {len(built)} apps that build render all their previews ({previews} previews in 8 environments each); "
          f"{len(crashed)} crashed, {len(failed)} with a preview that fails; {len(apps) - len(built)} of {len(apps)} apps with previews do not build")
    return 0 if not crashed and not failed else 1


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Typechecks SwiftUI view files against ProofUI, as a user switching the import would.

Usage: python3 Scripts/swiftui-compat/check.py FOLDER [--per-file | --per-folder] [--top N] [--list] [--jobs N]
                                                   [--import MODULE] [--expect-all]

Every .swift file under FOLDER that imports SwiftUI is a *view file*. Each is copied with
`import SwiftUI` replaced by `import ProofUI` and the iPhone branches of `#if os(iOS)` taken
(os(iOS) is true, the other platforms false), then typechecked with `swiftc -typecheck` (`DEBUG` defined, as in a debug build)
against the debug build of this package (run `swift build --target ProofUI` first; with the default `Previews` trait it builds the `#Preview` macro too). By
default the Swift files of one app are checked together, as its build compiles them (a view
uses its app's models and other views): an app is the folder holding a file with `@main` (or
`@UIApplicationMain`), widened to its Xcode target's folder (the folder below the one holding
the `.xcodeproj`, as `MyApp/` for `MyApp/App/MyApp.swift`) when no other app is inside, and
the folders below it; other files are checked with their folder's. `--per-folder` checks
each folder's files together, `--per-file` each file alone. A view file typechecks when the compiler
reports no error in it. The targets of Swift packages inside FOLDER (`Sources/<Target>` beside a
`Package.swift`) are checked as their package builds them: each target's files together, as module
`<Target>`, with `Bundle.module`; their modules are emitted first, so that the app's
`import <Target>` finds them (a target whose declarations do not compile stays missing).
An app's Core Data models (`.xcdatamodeld`) add the classes Xcode generates from them, and its
asset catalogues the symbols Xcode 15 generates (`ColorResource.brand`, `Color.brand`,
`ImageResource.logo`, `UIImage.logo`…), as its build does. The package's opt-in Linux modules named like Apple's (`import CoreData`,
`WidgetKit`, `MapKit`…: Docs/SwiftUI/Frameworks.md) are importable; `os` and `OSLog`, which
cannot be package targets, are emitted from `Scripts/swiftui-compat/modules` for the run.
Every file is reported: the driver goes on after a file with errors
(`-continue-building-after-errors`; without it, the files of a batch after the first failing
job were never checked and counted as compiling). `--import Combine` imports that module into every file, as the build
setting `-Xfrontend -import-module -Xfrontend Combine` does (what lets `import Foundation`-only
model files with `ObservableObject` compile unchanged; see Docs/SwiftUI/DataFlow.md). Prints each failing file's first error (`--list`), the most common
errors (`--top`), and `N of M view files typecheck`; with `--expect-all` it exits 1 unless every
view file typechecks (CI runs it on `Scripts/swiftui-compat/fixture`, so the checker itself
keeps working as the package's modules change).
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
import xml.etree.ElementTree

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PLATFORMS = {"iOS": "true", "macOS": "false", "watchOS": "false", "tvOS": "false", "visionOS": "false", "xrOS": "false",
             "Linux": "false", "Windows": "false"}


def flags():
    build = os.path.join(ROOT, ".build", "debug")
    # DEBUG, as Xcode's Debug configuration and `swift build` define it: previews are built
    # that way, and apps keep their preview data under `#if DEBUG` (iDine's `MenuItem.example`).
    return ["-D", "DEBUG", "-I", os.path.join(build, "Modules"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(ROOT, "Sources", "CPNG", "module.modulemap"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(build, "CPNGBridge.build", "module.modulemap"),
            "-Xcc", "-I" + os.path.join(ROOT, "Sources", "CPNGBridge", "include"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(build, "CProofCodec.build", "module.modulemap"),
            "-Xcc", "-I" + os.path.join(ROOT, "Sources", "CProofCodec", "include"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(build, "CProofPixels.build", "module.modulemap"),
            "-Xcc", "-I" + os.path.join(ROOT, "Sources", "CProofPixels", "include"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(build, "CAssetCodecs.build", "module.modulemap"),
            "-Xcc", "-I" + os.path.join(ROOT, "Sources", "CAssetCodecs", "include"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(ROOT, "Sources", "CJPEG", "module.modulemap"),
            "-Xcc", "-fmodule-map-file=" + os.path.join(ROOT, "Sources", "CZlib", "module.modulemap"),
            # The #Preview macro's plugin, built with the package.
            "-load-plugin-executable", os.path.join(build, "ProofUIMacros-tool") + "#ProofUIMacros"]


def converted(text):
    text = re.sub(r"^([ \t]*)(@_exported[ \t]+)?import[ \t]+SwiftUI[ \t]*$", r"\1import ProofUI", text, flags=re.M)
    text = re.sub(r"\bos\((\w+)\)", lambda m: PLATFORMS.get(m.group(1), "false"), text)
    text = re.sub(r"\btargetEnvironment\(\w+\)", "false", text)
    return text


# Core Data attribute types as Xcode's code generation writes them: object types optional,
# numbers as Swift scalars unless `usesScalarValueType="NO"`.
CORE_DATA_TYPES = {"String": "String?", "Date": "Date?", "Binary": "Data?", "UUID": "UUID?", "URI": "URL?",
                   "Decimal": "NSDecimalNumber?", "Transformable": "NSObject?", "ObjectID": "NSManagedObjectID?",
                   "Integer 16": "Int16", "Integer 32": "Int32", "Integer 64": "Int64", "Double": "Double",
                   "Float": "Float", "Boolean": "Bool"}


# Members SwiftUI's `Color` and UIKit's `UIColor` already have: Xcode generates no colour
# symbol that would clash with them (the `ColorResource` is still generated).
SYSTEM_COLOR_NAMES = {"black", "white", "gray", "red", "green", "blue", "orange", "yellow", "pink", "purple", "brown",
                      "cyan", "indigo", "mint", "teal", "clear", "primary", "secondary", "accentColor", "label",
                      "systemBackground", "link", "separator"}
SWIFT_KEYWORDS = {"default", "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "import", "return",
                  "if", "else", "for", "while", "switch", "case", "in", "is", "as", "self", "Self", "true", "false", "nil",
                  "static", "public", "private", "internal", "operator", "repeat", "do", "try", "throw", "where"}


def asset_symbol_name(name, suffix):
    """The Swift name Xcode 15 generates for an asset: its words (split at spaces, `-`, `_`, `.`
    and case changes kept) joined in lower camel case, the type's suffix (`Color`, `Image`)
    dropped, the first letter lowercased."""
    words = [w for w in re.split(r"[^A-Za-z0-9]+", name) if w]
    if not words:
        return None
    symbol = words[0][0].lower() + words[0][1:] + "".join(w[0].upper() + w[1:] for w in words[1:])
    if symbol.endswith(suffix) and len(symbol) > len(suffix):
        symbol = symbol[:-len(suffix)]
    if symbol[0].isdigit():
        symbol = "_" + symbol
    return "`" + symbol + "`" if symbol in SWIFT_KEYWORDS else symbol


def asset_symbols(directory):
    """The Swift that Xcode 15 generates for the colour and image sets of the asset catalogues
    (`.xcassets`) under `directory` (GeneratedAssetSymbols.swift): `ColorResource` and
    `ImageResource` members, and, where the Xcode project (in the folder or the one above)
    sets `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`, `Color`, `ShapeStyle`,
    `UIColor` and `UIImage` ones. Empty when there is no catalogue."""
    colors, images = {}, {}
    for root, folders, _ in os.walk(directory):
        folders[:] = [f for f in folders if f not in (".build", ".swiftpm", "checkouts")]
        for folder in folders:
            for extension, table, suffix in ((".colorset", colors, "Color"), (".imageset", images, "Image")):
                if folder.endswith(extension) and ".xcassets" in root:
                    name = folder[:-len(extension)]
                    symbol = asset_symbol_name(name, suffix)
                    if symbol and symbol not in table:
                        table[symbol] = name
    if not colors and not images:
        return ""
    # A name the app declares itself on these types is left to the app (Xcode would report
    # the clash).
    declared = set()
    for root, folders, files in os.walk(directory):
        folders[:] = [f for f in folders if f not in (".build", ".swiftpm", "checkouts")]
        for file in [f for f in files if f.endswith(".swift")]:
            text = open(os.path.join(root, file), encoding="utf-8", errors="replace").read()
            for body in re.findall(r"extension\s+(?:\w+\.)?(?:ColorResource|ImageResource|Color|UIColor|UIImage|ShapeStyle)\b[^{]*\{(.*?)\n\}",
                                   text, flags=re.S):
                declared |= set(re.findall(r"\bstatic\s+(?:let|var)\s+`?(\w+)", body))
    colors = {s: n for s, n in colors.items() if s.strip("`") not in declared}
    images = {s: n for s, n in images.items() if s.strip("`") not in declared}
    # The `Color`, `UIColor`, `UIImage` members only when the project turns them on (new
    # projects of Xcode 15 do); the resource members are generated by default.
    extensions = False
    parent = directory
    while len(parent) >= len(os.path.dirname(directory.rstrip(os.sep))) and parent != os.path.dirname(parent):
        for name in os.listdir(parent):
            project = os.path.join(parent, name, "project.pbxproj")
            if name.endswith(".xcodeproj") and os.path.isfile(project):
                extensions |= "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES" in open(project, encoding="utf-8", errors="replace").read()
        parent = os.path.dirname(parent)
    out = ["import Foundation", "import ProofUI", "", "private let generatedAssetBundle = Bundle.main", ""]
    out.append("extension ColorResource {")
    out += [f'    static let {s} = ColorResource(name: "{n}", bundle: generatedAssetBundle)' for s, n in sorted(colors.items())]
    out.append("}")
    out.append("extension ImageResource {")
    out += [f'    static let {s} = ImageResource(name: "{n}", bundle: generatedAssetBundle)' for s, n in sorted(images.items())]
    out.append("}")
    if not extensions:
        return "\n".join(out) + "\n"
    own = [s for s in sorted(colors) if s.strip("`") not in SYSTEM_COLOR_NAMES]
    out.append("extension Color {")
    out += [f"    static var {s}: Color {{ Color(ColorResource.{s}) }}" for s in own]
    out.append("}")
    out.append("extension ShapeStyle where Self == Color {")
    out += [f"    static var {s}: Color {{ Color(ColorResource.{s}) }}" for s in own]
    out.append("}")
    out.append("extension UIColor {")
    out += [f"    static var {s}: UIColor {{ UIColor(resource: ColorResource.{s}) }}" for s in own]
    out.append("}")
    out.append("extension UIImage {")
    out += [f"    static var {s}: UIImage {{ UIImage(resource: ImageResource.{s}) }}" for s in sorted(images)]
    out.append("}")
    return "\n".join(out) + "\n"


def core_data_classes(directory):
    """The Swift that Xcode generates for the Core Data models (`.xcdatamodeld`) under
    `directory`: entities with `codeGenerationType="class"` get their class and properties,
    `"category"` their properties (the class is the app's). Without Objective-C attributes, as
    on Linux. Empty when there is no model."""
    out = []
    for root, folders, _ in os.walk(directory):
        folders[:] = [f for f in folders if f not in (".build", ".swiftpm", "checkouts")]
        for model in [f for f in folders if f.endswith(".xcdatamodeld")]:
            path = os.path.join(root, model)
            versions = sorted(v for v in os.listdir(path) if v.endswith(".xcdatamodel"))
            current = os.path.join(path, ".xccurrentversion")
            if os.path.exists(current):
                match = re.search(r"<string>([^<]+\.xcdatamodel)</string>", open(current, encoding="utf-8", errors="replace").read())
                if match and match.group(1) in versions:
                    versions = [match.group(1)]
            if not versions or not os.path.exists(os.path.join(path, versions[-1], "contents")):
                continue
            try:
                entities = xml.etree.ElementTree.parse(os.path.join(path, versions[-1], "contents")).getroot().findall("entity")
            except xml.etree.ElementTree.ParseError:
                continue
            names = {e.get("name"): e.get("representedClassName") or e.get("name") for e in entities}
            for entity in entities:
                generation = entity.get("codeGenerationType")
                if generation not in ("class", "category"):
                    continue
                name = names[entity.get("name")]
                parent = names.get(entity.get("parentEntity"), "NSManagedObject")
                if generation == "class":
                    out.append(f"public class {name}: {parent} {{}}\n")
                lines = [f"    public class func fetchRequest() -> NSFetchRequest<{name}> {{ NSFetchRequest<{name}>(entityName: \"{entity.get('name')}\") }}"]
                for attribute in entity.findall("attribute"):
                    kind = CORE_DATA_TYPES.get(attribute.get("attributeType"), "Any?")
                    if attribute.get("usesScalarValueType") == "NO" and not kind.endswith("?"):
                        kind = "NSNumber?"
                    if attribute.get("attributeType") == "Transformable" and attribute.get("customClassName"):
                        kind = attribute.get("customClassName") + "?"
                    lines.append(f"    @NSManaged public var {attribute.get('name')}: {kind}")
                for relationship in entity.findall("relationship"):
                    destination = names.get(relationship.get("destinationEntity"), "NSManagedObject")
                    rname = relationship.get("name")
                    if relationship.get("toMany") == "YES":
                        collection = "NSOrderedSet" if relationship.get("ordered") == "YES" else "NSSet"
                        lines.append(f"    @NSManaged public var {rname}: {collection}?")
                        accessor = rname[:1].upper() + rname[1:]
                        lines += [f"    public func addTo{accessor}(_ value: {destination}) {{}}",
                                  f"    public func removeFrom{accessor}(_ value: {destination}) {{}}",
                                  f"    public func addTo{accessor}(_ values: {collection}) {{}}",
                                  f"    public func removeFrom{accessor}(_ values: {collection}) {{}}"]
                    else:
                        lines.append(f"    @NSManaged public var {rname}: {destination}?")
                out.append(f"extension {name} {{\n" + "\n".join(lines) + "\n}\n")
                out.append(f"extension {name}: Identifiable {{}}\n")
    return "import CoreData\n\n" + "\n".join(out) if out else ""


def package_targets(folder):
    """The `Sources/<Target>` folders of the Swift packages under `folder`, by path."""
    targets = {}
    for directory, folders, files in os.walk(folder):
        folders[:] = [f for f in folders if f not in (".build", ".swiftpm", "checkouts")]
        if "Package.swift" not in files:
            continue
        manifest = open(os.path.join(directory, "Package.swift"), encoding="utf-8", errors="replace").read()
        # Targets with an explicit `path:` (`name: "Kit", … path: "Sources"`), then the others
        # in `Sources/<Target>`.
        explicit = {os.path.normpath(os.path.join(directory, m.group(2))): m.group(1) for m in
                    re.finditer(r'name:\s*"([A-Za-z_][A-Za-z0-9_]*)"[^()]*?path:\s*"([^"]+)"', manifest)}
        targets.update({path: name for path, name in explicit.items() if os.path.isdir(path)})
        if os.path.isdir(os.path.join(directory, "Sources")):
            for name in sorted(os.listdir(os.path.join(directory, "Sources"))):
                path = os.path.join(directory, "Sources", name)
                inside = any(path == e or path.startswith(e + os.sep) for e in explicit)
                if os.path.isdir(path) and re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", name) and not inside:
                    targets[path] = name
    return targets


def app_groups(folder, per_folder=False, targets=None):
    """The Swift files under `folder` grouped as their apps build them: an app is the folder of
    a file that declares its entry point (`@main`, or `@UIApplicationMain` in iOS 13 apps),
    widened to the folder below its Xcode project (the target's folder) when no other app is
    in it, with every folder below it, and so is a
    package target (`targets`); files under no app are grouped with the other files of their
    folder (and all files so with `per_folder`)."""
    everything = []
    for directory, folders, files in os.walk(folder):
        folders[:] = [f for f in folders if f not in (".build", ".swiftpm", "checkouts")]
        everything += [os.path.join(directory, name) for name in sorted(files) if name.endswith(".swift")]
    roots = set()
    for source in everything:
        text = open(source, encoding="utf-8", errors="replace").read()
        if re.search(r"^\s*@(main|UIApplicationMain|NSApplicationMain)\b", text, flags=re.M) and not per_folder:
            roots.add(os.path.dirname(source))
    # An Xcode target's entry point often sits in a subfolder of the target's folder
    # (`MyApp/App/MyApp.swift` beside `MyApp/Views`, `MyApp/Models`): the target is the folder
    # below the project (the one holding the `.xcodeproj`), so an entry point's folder is
    # widened up to there, unless that would take in another app's entry point or a package.
    def project_boundary(directory):
        names = os.listdir(directory)
        return any(n.endswith((".xcodeproj", ".xcworkspace")) or n == "Package.swift" for n in names)

    def widened(root, others):
        if project_boundary(root):
            return root
        while len(os.path.dirname(root)) >= len(folder):
            parent = os.path.dirname(root)
            if project_boundary(parent) or any(o != root and (o == parent or o.startswith(parent + os.sep)) for o in others):
                break
            root = parent
        return root

    if not per_folder:
        entry_points = sorted(roots)
        roots = {widened(r, entry_points) for r in entry_points}
        roots |= set(targets or {})
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
    targets = {} if "--per-folder" in sys.argv or per_file else package_targets(folder)
    groups = app_groups(folder, per_folder="--per-folder" in sys.argv, targets=targets)
    scratch = tempfile.mkdtemp(prefix="swiftui-compat-")
    view_files, failures, errors = [], {}, collections.Counter()
    lock = threading.Lock()
    modules = os.path.join(scratch, ".modules")
    os.makedirs(modules)
    bundle_module = os.path.join(scratch, ".generated", "BundleModule.swift")
    os.makedirs(os.path.dirname(bundle_module))
    # What SwiftPM generates for a target with resources.
    open(bundle_module, "w").write("import Foundation\n\nextension Foundation.Bundle {\n    static var module: Bundle { Bundle.main }\n}\n")

    def needs_bundle_module(sources):
        texts = [open(s, encoding="utf-8", errors="replace").read() for s in sources]
        return any(re.search(r"\.module\b", t) for t in texts) and not any(re.search(r"\b(let|var)\s+module\b", t) for t in texts)

    def converted_copies(sources):
        copies = []
        for source in sources:
            copy = os.path.join(scratch, ".targets", os.path.relpath(source, folder))
            os.makedirs(os.path.dirname(copy), exist_ok=True)
            open(copy, "w", encoding="utf-8").write(converted(open(source, encoding="utf-8", errors="replace").read()))
            copies.append(copy)
        return copies

    # Apple's logging modules, which cannot be package targets (modules/os/Logger.swift says
    # why): emitted here, for this run only.
    for name, depends in (("os", []), ("OSLog", ["os"])):
        sources = sorted(os.path.join(ROOT, "Scripts", "swiftui-compat", "modules", name, f)
                         for f in os.listdir(os.path.join(ROOT, "Scripts", "swiftui-compat", "modules", name)) if f.endswith(".swift"))
        subprocess.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", name, "-emit-module-path",
                        os.path.join(modules, name + ".swiftmodule"), "-I", modules] + sources, check=True)

    # The package targets' modules, in rounds until no more can be emitted (a target waits for
    # the targets it imports). Only declarations are checked here: bodies are checked below.
    pending = {path: name for path, name in targets.items() if groups.get(path)}
    while pending:
        emitted = []
        for path, name in sorted(pending.items()):
            sources = converted_copies(groups[path])
            while sources:
                command = ["swiftc", "-emit-module", "-parse-as-library", "-swift-version", "5", "-module-name", name,
                           "-experimental-skip-non-inlinable-function-bodies", "-emit-module-path",
                           os.path.join(modules, name + ".swiftmodule"), "-I", modules] + flags() + implicit \
                    + sources + ([bundle_module] if needs_bundle_module(groups[path]) else [])
                result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                if result.returncode == 0:
                    emitted.append(path)
                    break
                # As below: the files that import a module that does not exist are left out
                # (unless the missing module is a target still to be emitted).
                missing = {m.group(1) for m in re.finditer(r"^(.*\.swift):\d+:\d+: error: no such module '([^']*)'", result.stdout, flags=re.M)
                           if m.group(2) not in pending.values()}
                if not missing or not (set(sources) - missing):
                    break
                sources = [s for s in sources if s not in missing]
        if not emitted:
            break
        for path in emitted:
            del pending[path]

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
        # The classes Xcode generates from the app's Core Data models, as its build adds them.
        # What Xcode generates beside the app's own files: the classes of its Core Data models
        # and the symbols of its asset catalogues.
        extras = []
        for generated, name in ((core_data_classes(directory), ".generated-CoreDataClasses.swift"),
                                (asset_symbols(directory), ".generated-AssetSymbols.swift")):
            if generated and directory not in targets:
                copy = os.path.join(scratch, os.path.relpath(directory, folder), name)
                os.makedirs(os.path.dirname(copy), exist_ok=True)
                open(copy, "w", encoding="utf-8").write(generated)
                copies[copy] = (copy, False)
                extras.append(copy)
        batches = [[c] + extras for c in copies if copies[c][1]] if per_file else [list(copies)]
        while batches:
            batch = batches.pop()
            if not any(copies[c][1] for c in batch):
                continue
            module = ["-parse-as-library", "-module-name", targets[directory]] if directory in targets else ["-module-name", "App"]
            extra = [bundle_module] if directory in targets and needs_bundle_module(sources) else []
            command = ["swiftc", "-typecheck", "-continue-building-after-errors", "-swift-version", "5"] + module + ["-I", modules] + flags() + implicit + batch + extra
            result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
            # A missing module stops the compiler before it checks the other files: check
            # them again without the files that import it.
            # Every file that imports a module found missing fails the same way: leave them all
            # out at once (one compile per missing module, not one per file).
            fatal = {m.group(1) for m in re.finditer(r"^(.*\.swift):\d+:\d+: error: no such module", result.stdout, flags=re.M)}
            missing = set(re.findall(r"^.*\.swift:\d+:\d+: error: no such module '([^']*)'", result.stdout, flags=re.M))
            unreported = {}
            for copy in batch:
                if copy in fatal:
                    continue
                text = open(copy, encoding="utf-8", errors="replace").read()
                # (`#if canImport(X)` keeps its import out of the build: not a failure.)
                found = next((name for name in sorted(missing) if f"canImport({name})" not in text and re.search(
                    r"^\s*(@[\w()]+\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?" + re.escape(name) + r"\b",
                    text, flags=re.M)), None)
                if found:
                    line = 1 + text[:re.search(r"^\s*(@[\w()]+\s+)*import\s+.*\b" + re.escape(found) + r"\b", text, flags=re.M).start()].count("\n")
                    unreported[copy] = (line, found)
            if fatal and len(batch) > len(fatal & set(batch)) + len(unreported):
                batches.append([c for c in batch if c not in fatal and c not in unreported])
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
                for copy, (line, name) in unreported.items():
                    source, is_view = copies[copy]
                    if is_view and source not in failures:
                        failures[source] = f"{os.path.relpath(source, folder)}:{line}: no such module '{name}'"
                        errors[f"no such module '{name}'"] += 1
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
    if "--expect-all" in sys.argv and (failures or not view_files):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

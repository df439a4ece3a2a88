#!/usr/bin/env python3
"""Typechecks SwiftUI view files against ProofUI, as a user switching the import would.

Usage: python3 Scripts/swiftui-compat/check.py FOLDER [--per-file | --per-folder] [--top N] [--list] [--jobs N]
                                                   [--import MODULE] [--linux-foundation] [--expect-all] [--keep]

Every .swift file under FOLDER that imports SwiftUI is a *view file*. Each is copied with
`import SwiftUI` kept (the files are compiled with `-module-alias SwiftUI=ProofUI`, the build
setting a user's package gives its app target: `import SwiftUI` loads ProofUI and `SwiftUI.Label`
names ProofUI's), a submodule import such as
`import CoreImage.CIFilterBuiltins` replaced by its module's (the import-line edit Linux needs), and the iPhone branches of `#if os(iOS)` taken
(os(iOS) is true, the other platforms false), then typechecked with `swiftc -typecheck` (`DEBUG` defined, as in a debug build)
against the debug build of this package (run `swift build` first: a view file also imports the framework modules that Apple's Foundation and SwiftUI bring, such as Combine, which `--target ProofUI` alone does not build; with the default `Previews` trait it builds the `#Preview` macro too).

The files are checked as their build compiles them, each target's files together as module
`<target's module>` (a view uses its app's models and other views). The targets are read from
the projects (projects.py says how): an Xcode project's native targets (the Swift files of
their Sources phase and of Xcode 16's synchronized folders, less their exceptions; a file in
two targets is checked in each, and fails if it fails in one), the targets of Tuist projects
(`Project.swift` and its helpers, read as text; Tuist's `Bundle.module` and `<Target>Asset`
accessors generated), and the targets of Swift
packages (`Package.swift` as SwiftPM evaluates it: `path:`, else `Sources/<Target>`; `exclude:`), which are checked
as `-parse-as-library` modules with `Bundle.module` and emitted first, so that the apps and
packages that import them (`.package(path:)`) find them (a target whose declarations do not
compile stays missing, and the output names it with its first error; its files that import a
missing module are left out of it first). A file that imports a third-party module or a
module that stays missing fails with `no such module` without a compile. A Swift file under a project's or package's folder that no target
builds is no app's file: it is left out, and the output says how many. A target for macOS,
watchOS or tvOS only is not checked and not counted (the output names it and its view
files): iOS and multiplatform targets are. Test targets (unit and UI tests) are checked
against the app module they import (`@testable import App`: the app target is emitted with
testing enabled, as Xcode builds it for its tests) and counted apart, since the app's build
does not compile them. Where there is no project, an app is the folder holding a file with
`@main` (or `@UIApplicationMain`), widened to its Xcode target's folder (the folder below the
one holding the `.xcodeproj`) when no other app is inside, and the folders below it; other
files are checked with their folder's. `--per-folder` checks each folder's files together,
`--per-file` each file alone (with its target's generated files). A view file typechecks
when the compiler reports no error in it. Fetched dependencies (`.build`, `checkouts`,
`Pods`, `Carthage`) are never read.

A target is compiled with its build settings, read from the project and from the `.xcconfig`
files its configurations are based on (and the files they `#include`), for a Debug build for an
iPhone: its module name, platforms, and compilation conditions (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`,
`OTHER_SWIFT_FLAGS`' `-D`, a package target's `.define`, and `SWIFT_PACKAGE` for a package's
targets) beside `DEBUG`; its Swift language mode and concurrency settings: Xcode's `SWIFT_VERSION`
(`-swift-version`, 5 where unset), `SWIFT_DEFAULT_ACTOR_ISOLATION` (`-default-isolation MainActor`),
`SWIFT_STRICT_CONCURRENCY`, `SWIFT_APPROACHABLE_CONCURRENCY` (its five upcoming features) and
`SWIFT_UPCOMING_FEATURE_*`, a package target's mode as SwiftPM picks it (its
`.swiftLanguageMode`, else the highest of the package's `swiftLanguageModes`, else its tools
version's: 6.0 and later Swift 6) and its `.defaultIsolation`, `.enableUpcomingFeature` and
`.enableExperimentalFeature`; folders without a project are Swift 5. A target's Core Data models (`.xcdatamodeld`) add what Xcode generates
from each entity (class definition: the class and its properties; category: the properties;
manual: nothing), its Core ML models (`.mlmodel`) the model, input and output classes Xcode
generates from the features the model declares (`SleepCalculator(configuration:)`,
`prediction(wake:estimatedSleep:coffee:)`), its asset catalogues the symbols Xcode 15 generates (`ColorResource.brand`, `Color.brand`,
`ImageResource.logo`, `UIImage.logo`…, a namespace folder's in a nested type of each, `Color.Fountain.water`,
`ImageResource.Fountain.stone`), and its string catalogues (`.xcstrings`) the symbols Xcode 26
generates where `STRING_CATALOG_GENERATE_SYMBOLS = YES` (always in a package's target):
`LocalizedStringResource.close`, `.day(number:)`, another table's in a nested enum, for app and
package targets alike, as its build does; its SiriKit intent definitions (`.intentdefinition`)
add the intent classes Xcode generates (`ConfigurationIntent`, its response, enums and types). Generated code that does not compile against ProofUI
(a type it lacks) is named once in the output. Only the view files are the compiler's primary
files (the files whose bodies it checks); the target's other files are parsed beside them for
their declarations, as the driver does for one of its jobs, and a large target's view files are
checked in parts, in parallel. The package's opt-in Linux modules named like Apple's (`import CoreData`,
`WidgetKit`, `MapKit`…: Docs/SwiftUI/Frameworks.md) are importable; `os` and `OSLog`, which
cannot be package targets, are emitted from `Scripts/swiftui-compat/modules` for the run.
Every file is reported: the driver goes on after a file with errors
(`-continue-building-after-errors`; without it, the files of a batch after the first failing
job were never checked and counted as compiling). Every file sees what Apple's Foundation brings
with it and Linux's does not (Combine's API, Observation, URLSession), imported into it as the
target's build settings `-Xfrontend -import-module -Xfrontend Combine` (and `Observation`,
`FoundationNetworking`) do, so that `import Foundation`-only model files with `ObservableObject`
compile unchanged, as on iOS (Docs/OneSource.md, Docs/SwiftUI/DataFlow.md); `--linux-foundation`
leaves them out (what a file sees with Linux's Foundation alone), and `--import MODULE` imports
one more module into every file (it may be repeated). Prints each failing file's first error (`--list`:
`FAIL path:line: error`, and `FAIL-TEST` for test targets' files), the most common errors
(`--top`), with `--list` the files that fail only through a third-party package they do not
import (`BLOCKED path: why`: their first error is about a name declared only in the target's
files that import one, or a module of the app not emitted because of one) and those that fail
so through another missing module (`NOTE path: why`), the files left out, the manifests read as
text and the targets not counted, the Swift files a project names that are missing from the
repository (often kept out of git for their secrets, `Constants.swift` with an API key) and, with
`--list`, the files whose first error is about a name no file of their target declares and a
missing file is named after (`MISSING path: why`: they fail on iOS too, from a clone), and three figures: first `N of M
view files typecheck that import no third-party package (K files import one: names)` (the modules of remote Swift packages, `.package(url:)` or the project's
package references, of a Podfile's pods and a Cartfile's frameworks, which cannot be built
here without fetching them), then `N of M view files typecheck that are not blocked by a
third-party package (K more files fail only through one: names; J only through files missing
from the repository)` (the BLOCKED and MISSING files left out too), then, on the last line, `N of M view files typecheck` (every
view file, as before). With
`--expect-all` it exits 1 unless every view file typechecks (CI runs it on
`Scripts/swiftui-compat/fixture`, an app with an Xcode project, so the checker itself keeps
working as the package's modules change). `--keep` keeps the scratch folder (the converted
copies, and each compile's whole output in its part's `.lists/output`) and prints where it is,
to read every error of a file, not only its first.
"""
import collections
import concurrent.futures
import json
import os
import plistlib
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
import threading
import xml.etree.ElementTree

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import projects  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PLATFORMS = {"iOS": "true", "macOS": "false", "watchOS": "false", "tvOS": "false", "visionOS": "false", "xrOS": "false",
             "Linux": "false", "Windows": "false"}


# `import SwiftUI` loads ProofUI, and `SwiftUI.Text` names ProofUI's `Text`.
MODULE_ALIAS = ["-module-alias", "SwiftUI=ProofUI"]
# What Apple's Foundation brings with it and Linux's does not, imported into every file as the
# target's `-Xfrontend -import-module` settings do (Docs/OneSource.md): Combine's API (the Linux
# `Combine` module re-exports ProofCombine alone, so no SwiftUI name comes with it),
# Observation, and URLSession.
FOUNDATION_BRINGS = ["Combine", "Observation", "FoundationNetworking"]


def import_flags(modules):
    """The compiler flags that import each of `modules` into every file (`-import-module`)."""
    return [flag for module in modules for flag in ["-Xfrontend", "-import-module", "-Xfrontend", module]]


def flags():
    build = os.path.join(ROOT, ".build", "debug")
    # DEBUG, as Xcode's Debug configuration and `swift build` define it: previews are built
    # that way, and apps keep their preview data under `#if DEBUG` (iDine's `MenuItem.example`).
    return ["-D", "DEBUG"] + MODULE_ALIAS + ["-I", os.path.join(build, "Modules"),
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


def with_macro_errors_in_their_files(output):
    """The compiler's output with each error in a macro's expansion (`#Predicate`), which names
    the macro's buffer, written as an error of the file and line the note after it says the
    expansion comes from: one file's error, not an error of no file (which fails the batch)."""
    return re.sub(r"^macro expansion [^\n]*?: error: (.*)\n[^\n]*?(/[^\n]*?\.swift):(\d+):(\d+): note: expanded code originates here$",
                  r"\2:\3:\4: error: \1", output, flags=re.M)


def converted(text):
    # `import SwiftUI` stays: the files are compiled with `-module-alias SwiftUI=ProofUI`
    # (MODULE_ALIAS), as a user's package does (README, "Keep `import SwiftUI`"), so that
    # `SwiftUI.Label` and the other module-qualified names compile too.
    # A submodule import (`import CoreImage.CIFilterBuiltins`, `import UIKit.UIImage`) becomes
    # its module's: the Linux modules are Swift modules, which have none (the import-line edit
    # Docs/SwiftUI/Frameworks.md gives). `import struct Foundation.URL` is Swift's own and stays.
    text = re.sub(r"^([ \t]*)(@_exported[ \t]+)?import[ \t]+(\w+)(\.\w+)+[ \t]*$", r"\1\2import \3", text, flags=re.M)
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
    """The Swift name Xcode generates for an asset, as its generated files
    (GeneratedAssetSymbols.swift) record it (Apple documents no rule): a name without lowercase
    letters keeps its case, its runs of letters and of digits joined by `_` (`ECEAFB`,
    `A318` is `A_318`, `292C38` is `_292_C_38`); another's words (split at spaces, `-`, `_`,
    `.` and where letters follow digits) are joined in lower camel case (`Blue Theme` is
    `blueTheme`, `A319neo` is `a319Neo`, `MuseumMap-8k` is `museumMap8K`), the type's suffix
    (`Color`, `Image`) dropped (`AccentColor` is `accent`); one starting with a digit gets a
    leading `_` (`1` is `_1`)."""
    if not re.search(r"[a-z]", name):
        runs = re.findall(r"[A-Z]+|[0-9]+", name)
        if not runs:
            return None
        symbol = "_".join(runs)
    else:
        words = [w for part in re.split(r"[^A-Za-z0-9]+", name) for w in re.findall(r"[0-9]*[^0-9]+|[0-9]+", part) if w]
        if not words:
            return None
        symbol = words[0][0].lower() + words[0][1:] + "".join(w[0].upper() + w[1:] for w in words[1:])
        # (A word after digits starts with its letter: `8k` is `8K`.)
        symbol = re.sub(r"(?<=[0-9])([a-z])", lambda m: m.group(1).upper(), symbol)
        if symbol.endswith(suffix) and len(symbol) > len(suffix):
            symbol = symbol[:-len(suffix)]
    if symbol[0].isdigit():
        symbol = "_" + symbol
    return "`" + symbol + "`" if symbol in SWIFT_KEYWORDS else symbol


def catalogue_entries(catalogue):
    """The colour and image sets of an asset catalogue: (namespace, set name, kind) where
    `namespace` is the folders that provide one (`"provides-namespace" : true` in their
    Contents.json), outermost first."""
    entries = []

    def visit(directory, namespace):
        for name in sorted(os.listdir(directory)):
            path = os.path.join(directory, name)
            if not os.path.isdir(path):
                continue
            for extension, kind in ((".colorset", "Color"), (".imageset", "Image"), (".symbolset", "Image")):
                if name.endswith(extension):
                    entries.append((namespace, name[:-len(extension)], kind))
                    break
            else:
                if "." in name:  # other sets (.appiconset, .dataset…)
                    continue
                visit(path, namespace + (name,) if provides_namespace(os.path.join(path, "Contents.json")) else namespace)

    visit(catalogue, ())
    return entries


def provides_namespace(contents):
    """Whether a folder's Contents.json says `"properties": {"provides-namespace": true}`; a
    missing, unreadable or damaged file (not JSON, not an object) says no."""
    try:
        with open(contents, encoding="utf-8") as file:
            data = json.load(file)
    except (OSError, ValueError):
        return False
    properties = data.get("properties") if isinstance(data, dict) else None
    return isinstance(properties, dict) and properties.get("provides-namespace") is True


def namespace_type_name(name):
    """The type Xcode generates for a namespace folder: its words in upper camel case
    (`Colors`, `GrocyColors`); None for a name that cannot be a member type (`Type`, `Self`:
    `ColorResource.Type` is the metatype; what Xcode does there is not recorded), whose sets
    are then left out."""
    words = [w for w in re.split(r"[^A-Za-z0-9]+", name) if w]
    symbol = "".join(w[0].upper() + w[1:] for w in words) or "_"
    symbol = "_" + symbol if symbol[0].isdigit() else symbol
    return None if symbol in ("Type", "Protocol", "Self", "Any") else symbol


def asset_symbols(directory, catalogues=None, sources=None, extensions=None):
    """The Swift that Xcode 15 generates for the colour and image sets of asset catalogues
    (GeneratedAssetSymbols.swift): `ColorResource` and `ImageResource` members (those of a
    folder that provides a namespace in a nested type, `ImageResource.Fountain.stone`), and,
    where the Xcode project sets `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`,
    `Color`, `ShapeStyle`, `UIColor` and `UIImage` ones. The catalogues are a target's
    (`catalogues`, with its Swift files `sources` and its setting `extensions`), or else those
    under `directory` (and the project in the folder or the one above says whether the
    extensions are on). Empty when there is no catalogue."""
    if catalogues is None:
        catalogues = []
        for root, folders, _ in projects.walk(directory):
            catalogues += [os.path.join(root, f) for f in folders if f.endswith(".xcassets")]
            folders[:] = [f for f in folders if not f.endswith(".xcassets")]
    if sources is None:
        sources = [os.path.join(root, f) for root, _, files in projects.walk(directory) for f in files if f.endswith(".swift")]
    colors, images, nested = {}, {}, {}
    for catalogue in catalogues:
        for namespace, name, kind in catalogue_entries(catalogue):
            symbol = asset_symbol_name(name, kind)
            if not symbol:
                continue
            if namespace:
                path = tuple(namespace_type_name(n) for n in namespace)
                if None in path:
                    continue
                nested.setdefault((kind, path), {}).setdefault(symbol, "/".join(namespace + (name,)))
            else:
                table = colors if kind == "Color" else images
                table.setdefault(symbol, name)
    if not colors and not images and not nested:
        return ""
    # A name the app declares itself on these types is left to the app (Xcode would report
    # the clash).
    # (A name declared on `Color` or `UIImage` leaves the resource's member, which it is
    # usually made from: `static let brand = Color(.brand)`.)
    declared, declared_extensions, declared_nested = set(), set(), {}
    for source in sources:
        text = projects.read(source)
        for kind, body in re.findall(r"extension\s+(?:\w+\.)?(ColorResource|ImageResource|Color|UIColor|UIImage|ShapeStyle)\b[^{]*\{(.*?)\n\}",
                                     text, flags=re.S):
            names = set(re.findall(r"\bstatic\s+(?:let|var)\s+`?(\w+)", body))
            if kind in ("ColorResource", "ImageResource"):
                declared |= names
            declared_extensions |= names
            declared_nested.setdefault(kind, set()).update(re.findall(r"\b(?:enum|struct|class)\s+(\w+)", body))
    colors = {s: n for s, n in colors.items() if s.strip("`") not in declared}
    images = {s: n for s, n in images.items() if s.strip("`") not in declared}
    # The `Color`, `UIColor`, `UIImage` members only when the project turns them on (new
    # projects of Xcode 15 do); the resource members are generated by default.
    if extensions is None:
        extensions = False
        parent = directory
        while len(parent) >= len(os.path.dirname(directory.rstrip(os.sep))) and parent != os.path.dirname(parent):
            for name in os.listdir(parent):
                project = os.path.join(parent, name, "project.pbxproj")
                if name.endswith(".xcodeproj") and os.path.isfile(project):
                    extensions |= "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES" in projects.read(project)
            parent = os.path.dirname(parent)
    out = ["import Foundation", "import SwiftUI", "", "private let generatedAssetBundle = Bundle.main", ""]
    out.append("extension ColorResource {")
    out += [f'    static let {s} = ColorResource(name: "{n}", bundle: generatedAssetBundle)' for s, n in sorted(colors.items())]
    out.append("}")
    out.append("extension ImageResource {")
    out += [f'    static let {s} = ImageResource(name: "{n}", bundle: generatedAssetBundle)' for s, n in sorted(images.items())]
    out.append("}")
    # Namespaced sets: one nested enum per folder level (`ImageResource.Fountain.stone`).
    types = set()
    for (kind, path), members in sorted(nested.items()):
        resource = kind + "Resource"
        for depth in range(1, len(path) + 1):
            if (resource, path[:depth]) not in types:
                types.add((resource, path[:depth]))
                out.append(f"extension {'.'.join((resource,) + path[:depth - 1])} {{ enum {path[depth - 1]} {{}} }}")
        out.append(f"extension {'.'.join((resource,) + path)} {{")
        out += [f'    static let {s} = {resource}(name: "{n}", bundle: generatedAssetBundle)' for s, n in sorted(members.items())]
        out.append("}")
    if not extensions:
        return "\n".join(out) + "\n"
    own = [s for s in sorted(colors) if s.strip("`") not in SYSTEM_COLOR_NAMES | declared_extensions]
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
    out += [f"    static var {s}: UIImage {{ UIImage(resource: ImageResource.{s}) }}" for s in sorted(images) if s.strip("`") not in declared_extensions]
    out.append("}")
    # A namespace folder's sets in the same nested types of `Color`, `UIColor` and `UIImage`
    # (`Color.Brand.primary`), as Xcode's generated file has them; `ShapeStyle`, a protocol,
    # holds no nested type, and SwiftUI's `Image` gets no members (`Image(.Brand.logo)` takes
    # the resource). A type the app nests in these itself is left to the app.
    types = set()
    for (kind, path), members in sorted(nested.items()):
        resource = kind + "Resource"
        for extended, made in (("Color", "Color({})"), ("UIColor", "UIColor(resource: {})")) if kind == "Color" \
                else (("UIImage", "UIImage(resource: {})"),):
            if path[0] in declared_nested.get(extended, set()):
                continue
            for depth in range(1, len(path) + 1):
                if (extended, path[:depth]) not in types:
                    types.add((extended, path[:depth]))
                    out.append(f"extension {'.'.join((extended,) + path[:depth - 1])} {{ enum {path[depth - 1]} {{}} }}")
            out.append(f"extension {'.'.join((extended,) + path)} {{")
            out += [f"    static var {s}: {extended} {{ {made.format('.'.join((resource,) + path + (s,)))} }}"
                    for s in sorted(members)]
            out.append("}")
    return "\n".join(out) + "\n"


# A format specifier of a localized string (`%lld`, `%1$@`, `%.1f`, `%(count)lld`, `%1$(name)@`).
FORMAT_SPECIFIER = re.compile(r"%(?:(\d+)\$)?(?:\((\w+)\))?[-+ #0']*\d*(?:\.\d+)?(hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGaAcCsSp])")


def format_argument_type(length, conversion):
    """The Swift type of a generated symbol's parameter for a format specifier: `%lld` Int,
    `%d` Int32, `%u` UInt32, `%f` Float, `%lf` Double, `%@` String."""
    if conversion in "dDi":
        return {"hh": "Int8", "h": "Int16", None: "Int32"}.get(length, "Int")
    if conversion in "uUxXoO":
        return {"hh": "UInt8", "h": "UInt16", None: "UInt32"}.get(length, "UInt")
    if conversion in "fFeEgGaA":
        return "Float" if length is None else "Double"
    return {"c": "CChar", "C": "UInt16", "s": "UnsafePointer<CChar>", "S": "UnsafePointer<UInt16>",
            "p": "UnsafeRawPointer"}.get(conversion, "String")


def string_symbol_words(text):
    """Lower camel case of the words of `text` (runs of letters and digits; a word in capitals
    is capitalised: `OK` is `ok`, `Error.URL` is `errorUrl`)."""
    words = [w.capitalize() if w.isupper() else w for w in re.findall(r"[^\W_]+", text)]
    return "".join(w[0].lower() + w[1:] if i == 0 else w[0].upper() + w[1:] for i, w in enumerate(words))


def string_symbol_name(key):
    """The Swift name xcstringstool gives a key: its format specifiers and apostrophes dropped,
    its words in lower camel case (`Progress.Error.NotFound %lld` is `progressErrorNotFound`)."""
    name = string_symbol_words(FORMAT_SPECIFIER.sub(" ", key.replace("%%", " ")).replace("'", "").replace("’", "")) or "string"
    if name[0].isdigit():
        name = "_" + name
    return "`" + name + "`" if name in SWIFT_KEYWORDS else name


def string_values(unit_holder):
    """Every text of a localization: its string unit's value and its variations' (plural,
    device…), nested."""
    values = []
    if isinstance(unit_holder, dict):
        unit = unit_holder.get("stringUnit")
        if isinstance(unit, dict) and isinstance(unit.get("value"), str):
            values.append(unit["value"])
        variations = unit_holder.get("variations")
        for variants in (variations.values() if isinstance(variations, dict) else ()):
            for variant in (variants.values() if isinstance(variants, dict) else ()):
                values += string_values(variant)
    return values


def string_symbol_parameters(key, entry, source_language):
    """The parameters of a key's symbol, in argument order: (label or None, name, Swift type).
    The source language's text gives them (and names them: `%1$(number)lld` is `number: Int`),
    the key those the text lacks, a substitution (`%#@days@`) is named after itself and typed by
    its `formatSpecifier`. (SotkaApp's key `%d min %d sec`, whose English text is `%lld min %lld
    sec`, is called with two `Int`s: the text's specifiers win.)"""
    localizations = entry.get("localizations")
    localizations = localizations if isinstance(localizations, dict) else {}
    source = localizations.get(source_language)
    source = source if isinstance(source, dict) else {}
    arguments = {}

    def take(text, override_names):
        position = 0
        for match in FORMAT_SPECIFIER.finditer(text.replace("%%", "")):
            position += 1
            number = int(match.group(1)) if match.group(1) else position
            label = string_symbol_words(match.group(2)) if match.group(2) else None
            kind = format_argument_type(match.group(3), match.group(4))
            if number not in arguments:
                arguments[number] = (label, kind)
            elif override_names and label:
                arguments[number] = (label, arguments[number][1])

    for value in string_values(source):
        take(re.sub(r"%#@\w+@", "", value), True)
    take(key, False)
    substitutions = next((l.get("substitutions") for l in [source] + list(localizations.values())
                          if isinstance(l, dict) and isinstance(l.get("substitutions"), dict)), {})
    for index, (name, substitution) in enumerate(substitutions.items(), 1):
        if not isinstance(substitution, dict):
            continue
        specifier = substitution.get("formatSpecifier", "lld")
        match = re.fullmatch(r"(hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGaAcCsSp])", specifier if isinstance(specifier, str) else "")
        kind = format_argument_type(*match.groups()) if match else "Int"
        number = substitution.get("argNum", index)
        arguments[number if isinstance(number, int) and not isinstance(number, bool) else index] = (string_symbol_words(name) or None, kind)
    return [(label, label or f"arg{number}", kind) for number, (label, kind) in sorted(arguments.items())]


def string_symbols(catalogues):
    """The Swift that Xcode 26 generates from string catalogues (`xcstringstool
    generate-symbols`, GeneratedStringSymbols_<Table>.swift) where the target turns it on: for
    each manually managed key (`"extractionState" : "manual"`) a static member of
    `LocalizedStringResource`, a property, or a function of its placeholders; the
    `Localizable` table's directly on the type, another table's in a nested enum named after
    it (`LocalizedStringResource.Onboarding.welcome`), in a `nonisolated` extension as Xcode writes
    it (a target whose default isolation is the main actor uses them anywhere). The names and
    signatures are Xcode's, as its generated files record them (Apple documents no naming rule);
    the bodies make the resource from key, default value and table, without Xcode's bundle
    description (a resource here is read from its text). Empty when no key is manual."""
    out = []
    for catalogue in sorted(catalogues):
        # (A catalogue inside an .lproj belongs to an Interface Builder file: no symbols.)
        folder = os.path.basename(os.path.dirname(catalogue))
        if folder.endswith(".lproj") and folder != "mul.lproj":
            continue
        try:
            with open(catalogue, encoding="utf-8") as file:
                data = json.load(file)
        except (OSError, ValueError):
            continue
        if not isinstance(data, dict):
            continue
        table = os.path.splitext(os.path.basename(catalogue))[0]
        strings = data.get("strings")
        if not isinstance(strings, dict):
            continue
        source_language = data.get("sourceLanguage")
        source_language = source_language if isinstance(source_language, str) else "en"
        members, seen = [], set()
        for key in sorted(strings):
            entry = strings[key]
            if not isinstance(entry, dict) or entry.get("extractionState") != "manual":
                continue
            name = string_symbol_name(key)
            parameters = string_symbol_parameters(key, entry, source_language)
            signature = (name, tuple(p[2] for p in parameters), tuple(p[0] for p in parameters))
            if signature in seen:  # (Xcode reports two keys with one symbol as an error.)
                continue
            seen.add(signature)
            literal = json.dumps(key, ensure_ascii=False)[1:-1].replace("\\/", "/")
            if not parameters:
                members.append(f"static var {name}: LocalizedStringResource {{ LocalizedStringResource(\"{literal}\", table: \"{table}\") }}")
            else:
                declared = ", ".join(f"{label}: {kind}" if label else f"_ {variable}: {kind}" for label, variable, kind in parameters)
                value = "".join(f"\\({variable})" for _, variable, _ in parameters)
                members.append(f"static func {name}({declared}) -> LocalizedStringResource {{ "
                               f"LocalizedStringResource(\"{literal}\", defaultValue: \"{value}\", table: \"{table}\") }}")
        if not members:
            continue
        if table == "Localizable":
            out.append("nonisolated extension LocalizedStringResource {\n" + "".join(f"    {m}\n" for m in members) + "}\n")
        else:
            enum = "".join(w[:1].upper() + w[1:] for w in re.findall(r"[^\W_]+", table)) or "Strings"
            out.append(f"nonisolated extension LocalizedStringResource {{\n    enum {enum} {{\n" + "".join(f"        {m}\n" for m in members) + "    }\n}\n")
    return "import Foundation\nimport SwiftUI\n\n" + "\n".join(out) if out else ""


def protobuf_field(data, i):
    """The field of a protocol buffer message that starts at `i`: (number, value, where the
    next starts), a varint as an int and a length-delimited field as bytes. Raises ValueError
    when it is malformed or cut off."""
    def varint(i):
        value = shift = 0
        while True:
            if i >= len(data) or shift > 63:
                raise ValueError("truncated varint")
            byte = data[i]
            i += 1
            value |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                return value, i
    key, i = varint(i)
    number, wire = key >> 3, key & 7
    if wire == 0:
        value, i = varint(i)
    elif wire == 2:
        length, i = varint(i)
        if i + length > len(data):
            raise ValueError("truncated field")
        value, i = data[i:i + length], i + length
    elif wire in (1, 5):
        size = 8 if wire == 1 else 4
        if i + size > len(data):
            raise ValueError("truncated field")
        value, i = data[i:i + size], i + size
    else:
        raise ValueError(f"wire type {wire}")
    return number, value, i


def protobuf_fields(data):
    """The (field number, value) pairs of a protocol buffer message. Raises ValueError on a
    malformed message."""
    fields, i = [], 0
    while i < len(data):
        number, value, i = protobuf_field(data, i)
        fields.append((number, value))
    return fields


def protobuf_prefix(data):
    """The whole fields at the start of a message whose end may be cut off."""
    i = 0
    while i < len(data):
        try:
            number, value, i = protobuf_field(data, i)
        except ValueError:
            return
        yield number, value


# Core ML's feature types (FeatureTypes.proto, `FeatureType`'s oneof) as Xcode's generated
# classes type them, with the `MLFeatureValue` initialiser and property that carry them.
CORE_ML_TYPES = {1: ("Int64", "MLFeatureValue(int64: {})", "int64Value"),
                 2: ("Double", "MLFeatureValue(double: {})", "doubleValue"),
                 3: ("String", "MLFeatureValue(string: {})", "stringValue"),
                 4: ("CVPixelBuffer", "MLFeatureValue(pixelBuffer: {})", "imageBufferValue!"),
                 5: ("MLMultiArray", "MLFeatureValue(multiArray: {})", "multiArrayValue!")}


def core_ml_features(path):
    """A Core ML model's inputs and outputs as [(name, Swift type, make, read)], read from the
    `.mlmodel` protocol buffer (Model.description: inputs field 1, outputs field 10), or None
    when the file cannot be read as one."""
    try:
        # The description (Model field 2) comes before the weights, which may be hundreds of
        # megabytes: only the file's start is read, and fields are taken until it is found.
        with open(path, "rb") as file:
            data = file.read(8 << 20)
        description = None
        for number, value in protobuf_prefix(data):
            if number == 2 and isinstance(value, bytes):
                description = value
                break
        if description is None:
            return None
        features = {"inputs": [], "outputs": []}
        for number, value in protobuf_fields(description):
            if number not in (1, 10) or not isinstance(value, bytes):
                continue
            feature = protobuf_fields(value)
            name = next((v.decode("utf-8") for n, v in feature if n == 1 and isinstance(v, bytes)), None)
            kind = next((v for n, v in feature if n == 3 and isinstance(v, bytes)), b"")
            kinds = [(n, v) for n, v in protobuf_fields(kind) if n in range(1, 8)]
            if not name or not re.fullmatch(r"[A-Za-z_]\w*", name) or not kinds:
                return None
            number_of_kind, detail = kinds[0]
            if number_of_kind in CORE_ML_TYPES:
                swift, make, read = CORE_ML_TYPES[number_of_kind]
                make = make.format(name)
                read = f'provider.featureValue(for: "{name}")!.{read}'
            elif number_of_kind == 6:  # a dictionary of weights, keyed by Int64 (1) or String (2)
                key = "Int64" if any(n == 1 for n, _ in protobuf_fields(detail)) else "String"
                swift = f"[{key} : Double]"
                make = f"try! MLFeatureValue(dictionary: {name} as [AnyHashable : NSNumber])"
                read = f'provider.featureValue(for: "{name}")!.dictionaryValue as! [{key} : Double]'
            elif number_of_kind == 7:  # a sequence of Int64 (1) or String (3)
                element = "Int64" if any(n == 1 for n, _ in protobuf_fields(detail)) else "String"
                swift = f"[{element}]"
                make = (f"MLFeatureValue(sequence: MLSequence(int64s: {name}.map {{ NSNumber(value: $0) }}))" if element == "Int64"
                        else f"MLFeatureValue(sequence: MLSequence(strings: {name}))")
                read = (f'provider.featureValue(for: "{name}")!.sequenceValue!.int64Values.map {{ $0.int64Value }}' if element == "Int64"
                        else f'provider.featureValue(for: "{name}")!.sequenceValue!.stringValues')
            else:
                return None
            features["inputs" if number == 1 else "outputs"].append((name, swift, make, read))
        return features
    except (OSError, ValueError, UnicodeDecodeError):
        return None


def core_ml_classes(models):
    """The Swift that Xcode generates for a target's Core ML models (`.mlmodel`): for a model
    `Name`, `NameInput` and `NameOutput` (feature providers with a property per feature) and
    `Name`, which loads the compiled model from the bundle and predicts from the inputs as
    arguments (`prediction(wake:estimatedSleep:coffee:)`). Empty when there is none; a model
    whose features cannot be read is left out (its uses then fail, naming the class)."""
    out = []
    for path in models:
        name = os.path.splitext(os.path.basename(path.rstrip(os.sep)))[0]
        specification = path
        if path.endswith(".mlpackage") and os.path.isdir(path):
            # An ML package holds the model's specification as a `.mlmodel` inside
            # (Data/com.apple.CoreML/model.mlmodel as Xcode and coremltools write it).
            inside = sorted(os.path.join(root, f) for root, _, files in os.walk(path) for f in files if f.endswith(".mlmodel"))
            specification = inside[0] if inside else ""
        features = core_ml_features(specification) if specification.endswith(".mlmodel") and os.path.isfile(specification) else None
        if not features or not re.fullmatch(r"[A-Za-z_]\w*", name):
            continue
        inputs, outputs = features["inputs"], features["outputs"]
        parameters = ", ".join(f"{n}: {t}" for n, t, _, _ in inputs)
        arguments = ", ".join(f"{n}: {n}" for n, _, _, _ in inputs)
        out.append(f"class {name}Input: MLFeatureProvider {{")
        out += [f"    var {n}: {t}" for n, t, _, _ in inputs]
        out.append("    var featureNames: Set<String> { [" + ", ".join(f'"{n}"' for n, _, _, _ in inputs) + "] }")
        out.append("    func featureValue(for featureName: String) -> MLFeatureValue? {")
        out += [f'        if featureName == "{n}" {{ return {make} }}' for n, _, make, _ in inputs]
        out.append("        return nil\n    }")
        out.append(f"    init({parameters}) {{")
        out += [f"        self.{n} = {n}" for n, _, _, _ in inputs]
        out.append("    }\n}\n")
        out.append(f"class {name}Output: MLFeatureProvider {{")
        out.append("    private let provider: MLFeatureProvider")
        out += [f"    var {n}: {t} {{ {read} }}" for n, t, _, read in outputs]
        out.append("    var featureNames: Set<String> { provider.featureNames }")
        out.append("    func featureValue(for featureName: String) -> MLFeatureValue? { provider.featureValue(for: featureName) }")
        out.append("    init(" + ", ".join(f"{n}: {t}" for n, t, _, _ in outputs) + ") {")
        out.append("        self.provider = try! MLDictionaryFeatureProvider(dictionary: [" +
                   (", ".join(f'"{n}": {make}' for n, _, make, _ in outputs) or ":") + "] as [String : Any])")
        out.append("    }")
        out.append("    init(features: MLFeatureProvider) {\n        self.provider = features\n    }\n}\n")
        out.append(f"""class {name} {{
    let model: MLModel
    // Where Xcode puts the compiled model; not there in a snapshot, so loading throws
    // (Xcode's code force-unwraps the bundle's URL, which would stop the run instead).
    class var urlOfModelInThisBundle: URL {{ Bundle(for: self).bundleURL.appendingPathComponent("{name}.mlmodelc") }}
    init(model: MLModel) {{
        self.model = model
    }}
    @available(*, deprecated, message: "Use init(configuration:) instead and handle errors appropriately.")
    convenience init() {{
        try! self.init(contentsOf: type(of: self).urlOfModelInThisBundle)
    }}
    convenience init(configuration: MLModelConfiguration) throws {{
        try self.init(contentsOf: type(of: self).urlOfModelInThisBundle, configuration: configuration)
    }}
    convenience init(contentsOf modelURL: URL) throws {{
        try self.init(model: MLModel(contentsOf: modelURL))
    }}
    convenience init(contentsOf modelURL: URL, configuration: MLModelConfiguration) throws {{
        try self.init(model: MLModel(contentsOf: modelURL, configuration: configuration))
    }}
    class func load(configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> {name} {{
        try await load(contentsOf: urlOfModelInThisBundle, configuration: configuration)
    }}
    class func load(contentsOf modelURL: URL, configuration: MLModelConfiguration = MLModelConfiguration()) async throws -> {name} {{
        {name}(model: try await MLModel.load(contentsOf: modelURL, configuration: configuration))
    }}
    func prediction(input: {name}Input) throws -> {name}Output {{
        try prediction(input: input, options: MLPredictionOptions())
    }}
    func prediction(input: {name}Input, options: MLPredictionOptions) throws -> {name}Output {{
        {name}Output(features: try model.prediction(from: input, options: options))
    }}
    func prediction({parameters}) throws -> {name}Output {{
        try prediction(input: {name}Input({arguments}))
    }}
    func predictions(inputs: [{name}Input], options: MLPredictionOptions = MLPredictionOptions()) throws -> [{name}Output] {{
        try inputs.map {{ try prediction(input: $0, options: options) }}
    }}
}}
""")
    return "import Foundation\nimport CoreML\n\n" + "\n".join(out) if out else ""


# The Swift types of SiriKit intent parameters as Xcode generates them (`INIntentParameterType`).
INTENT_PARAMETER_TYPES = {"String": "String", "Integer": "NSNumber", "Boolean": "NSNumber", "Decimal": "NSNumber",
                          "DateComponents": "DateComponents", "URL": "URL"}


def intent_classes(definitions):
    """The Swift that Xcode generates from SiriKit intent definitions (`.intentdefinition`): for
    each intent `<Name>Intent` (an `INIntent` with its parameters), `<Name>IntentResponse` with
    its `<Name>IntentResponseCode`, and the `<Name>IntentHandling` protocol; each enum as an `Int`
    enum starting at `unknown`, each custom type as an `INObject`. Without Objective-C
    attributes, as on Linux; a parameter of a type Intents here lacks (a person, a placemark) is
    left out. Empty when there is no definition."""
    out = []
    for path in definitions:
        try:
            with open(path, "rb") as handle:
                definition = plistlib.load(handle)
        except (OSError, plistlib.InvalidFileException, ValueError):
            continue
        enums = {e.get("INEnumName") for e in definition.get("INEnums", [])}
        for enum in definition.get("INEnums", []):
            values = sorted(enum.get("INEnumValues", []), key=lambda v: v.get("INEnumValueIndex", 0))
            cases = [v.get("INEnumValueName") for v in values if v.get("INEnumValueName") and v.get("INEnumValueName") != "unknown"]
            out.append(f"public enum {enum['INEnumName']}: Int, Sendable {{\n    case unknown = 0\n"
                       + "".join(f"    case {c} = {i}\n" for i, c in enumerate(cases, 1)) + "}\n")
        types = {t.get("INTypeName") for t in definition.get("INTypes", [])}
        for custom in definition.get("INTypes", []):
            properties = "".join(f"    public var {name}: {swift}?\n" for name, swift in intent_properties(custom.get("INTypeProperties", []), enums, types, "INTypeProperty"))
            out.append(f"public class {custom['INTypeName']}: INObject, @unchecked Sendable {{\n{properties}}}\n")
        for intent in definition.get("INIntents", []):
            name = intent.get("INIntentName")
            if not name or not re.match(r"^[A-Za-z_]\w*$", name):
                continue
            parameters = []
            for parameter, swift in intent_properties(intent.get("INIntentParameters", []), enums, types, "INIntentParameter"):
                parameters.append(f"    public var {parameter}: {swift}" + (" = .unknown\n" if swift in enums else "?\n"))
            codes = ["unspecified", "ready", "continueInApp", "inProgress", "success", "failure", "failureRequiringAppLaunch"]
            for code in intent.get("INIntentResponse", {}).get("INIntentResponseCodes", []):
                if code.get("INIntentResponseCodeName") not in codes and code.get("INIntentResponseCodeName"):
                    codes.append(code["INIntentResponseCodeName"])
            out.append(f"public class {name}Intent: INIntent, @unchecked Sendable {{\n{''.join(parameters)}}}\n")
            out.append(f"public enum {name}IntentResponseCode: Int, Sendable {{\n"
                       + "".join(f"    case {c} = {i}\n" for i, c in enumerate(codes)) + "}\n")
            out.append(f"public class {name}IntentResponse: INIntentResponse, @unchecked Sendable {{\n"
                       f"    public var code: {name}IntentResponseCode = .unspecified\n"
                       f"    public convenience init(code: {name}IntentResponseCode, userActivity: NSUserActivity?) {{\n"
                       f"        self.init()\n        self.code = code\n        self.userActivity = userActivity\n    }}\n}}\n")
            out.append(f"public protocol {name}IntentHandling: AnyObject {{}}\n")
    return "import Foundation\nimport Intents\n\n" + "\n".join(out) if out else ""


def intent_properties(items, enums, types, prefix):
    """(name, Swift type) of an intent's parameters or a custom type's properties, as Xcode
    types them; those of a type Intents here lacks are left out."""
    for item in items:
        name = item.get(f"{prefix}Name")
        kind = item.get(f"{prefix}Type")
        swift = item.get(f"{prefix}EnumType") if item.get(f"{prefix}EnumType") in enums else None
        if swift is None and kind in ("Object", "Custom") and item.get(f"{prefix}ObjectType") in types:
            swift = item.get(f"{prefix}ObjectType")
        if swift is None:
            swift = INTENT_PARAMETER_TYPES.get(kind)
        if not name or swift is None or not re.match(r"^[A-Za-z_]\w*$", name):
            continue
        if item.get(f"{prefix}SupportsMultipleValues") and swift not in enums:
            swift = f"[{swift}]"
        yield name, swift


def core_data_classes(directory, models=None):
    """The Swift that Xcode generates for the Core Data models (`.xcdatamodeld`) under
    `directory`: entities with `codeGenerationType="class"` get their class and properties,
    `"category"` their properties (the class is the app's). Without Objective-C attributes, as
    on Linux. Empty when there is no model."""
    out = []
    if models is None:
        models = [os.path.join(root, f) for root, folders, _ in projects.walk(directory) for f in folders if f.endswith(".xcdatamodeld")]
    for path in models:
        if path.endswith(".xcdatamodeld") and os.path.isdir(path):
            versions = sorted(v for v in os.listdir(path) if v.endswith(".xcdatamodel"))
            current = os.path.join(path, ".xccurrentversion")
            if os.path.exists(current):
                match = re.search(r"<string>([^<]+\.xcdatamodel)</string>", projects.read(current))
                if match and match.group(1) in versions:
                    versions = [match.group(1)]
            if not versions or not os.path.exists(os.path.join(path, versions[-1], "contents")):
                continue
            try:
                entities = xml.etree.ElementTree.parse(os.path.join(path, versions[-1], "contents")).getroot().findall("entity")
            except xml.etree.ElementTree.ParseError:
                continue
            # (A class name may carry its module, `.Note` or `App.Note`, as Xcode writes it.)
            names = {e.get("name"): (e.get("representedClassName") or e.get("name")).split(".")[-1] or e.get("name") for e in entities}
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


def app_groups(folder, per_folder=False, targets=None, only=None):
    """The Swift files under `folder` grouped as their apps build them: an app is the folder of
    a file that declares its entry point (`@main`, or `@UIApplicationMain` in iOS 13 apps),
    widened to the folder below its Xcode project (the target's folder) when no other app is
    in it, with every folder below it, and so is a
    package target (`targets`); files under no app are grouped with the other files of their
    folder (and all files so with `per_folder`). With `only`, just those files are grouped."""
    everything = []
    for directory, folders, files in projects.walk(folder):
        everything += [os.path.join(directory, name) for name in sorted(files) if name.endswith(".swift")]
    if only is not None:
        everything = [source for source in everything if source in only]
    roots = set()
    for source in everything:
        text = projects.read(source)
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


class Group:
    """Files compiled together as one module: a build target, or a folder the heuristic groups."""

    def __init__(self, key, sources, module="App", library=False, target=None, directory=None):
        self.key = key
        self.sources = sources
        self.module = module
        self.library = library      # a package target but an executable's: `-parse-as-library`
        self.target = target        # the projects.Target it is, if any
        self.directory = directory  # where generated code is taken from when there is no target
        self.test = target is not None and target.kind in ("test", "package-test")


def build_groups(folder, per_folder=False, per_file=False):
    """The groups to check, the third-party module names, the targets left uncounted (other
    platforms: {label: files}) and the Swift files in no target of their project."""
    if per_folder:
        return [Group(d, s, directory=d) for d, s in sorted(app_groups(folder, per_folder=True).items())], set(), {}, []
    targets, third_party = projects.find(folder)
    everything = [os.path.join(d, f) for d, _, files in projects.walk(folder) for f in sorted(files) if f.endswith(".swift")]
    claimed = set()
    for target in targets:
        claimed |= set(target.sources)
    # A file under a project's or package's folder that no target builds is no app's file;
    # nor is a manifest (SwiftPM's `Package.swift`, Tuist's `Project.swift`, `Workspace.swift`
    # and helpers: the files that import PackageDescription or ProjectDescription).
    everything = [s for s in everything if not is_manifest(s)]
    roots = {t.directory for t in targets if t.kind in ("app", "test")} | {t.package for t in targets if t.package}
    orphans = [s for s in everything if s not in claimed and any(s.startswith(r + os.sep) for r in roots)]
    counted_files = set()
    groups, other_platforms = [], {}
    for index, target in enumerate(targets):
        if not target.sources:
            continue
        if target.platforms:
            other_platforms[f"{target.name} ({target.platforms})"] = list(target.sources)
            continue
        # (An executable target's main.swift holds top-level code: not parsed as a library.)
        library = target.kind in ("package", "package-test") and not any(os.path.basename(s) == "main.swift" for s in target.sources)
        groups.append(Group(f"{index}:{target.name}", list(target.sources), target.module, library, target))
        if not groups[-1].test:
            counted_files |= set(target.sources)
    # (A package's manifest is no app's file either.)
    rest = {s for s in set(everything) - claimed - set(orphans) if not re.match(r"^Package(@swift-[\d.]+)?\.swift$", os.path.basename(s))}
    for directory, sources in sorted(app_groups(folder, only=rest).items()):
        groups.append(Group(directory, sources, directory=directory))
    other_platforms = {label: [s for s in files if s not in counted_files and s not in rest] for label, files in other_platforms.items()}
    return groups, third_party, other_platforms, orphans


def is_manifest(path):
    """Whether a Swift file is a package's or a Tuist project's manifest, not an app's file."""
    if re.match(r"^Package(@swift-[\d.]+)?\.swift$", os.path.basename(path)):
        return True
    return re.search(r"^\s*import\s+(PackageDescription|ProjectDescription)\s*$", projects.read(path), flags=re.M) is not None


def generated_sources(group):
    """What Xcode generates beside a group's own files, as [(name, Swift)]: the classes of its
    Core Data and Core ML models, the symbols of its asset catalogues (Xcode 15 does it for package
    targets too) and of its string catalogues (Xcode 26, where the target turns it on), and the
    intent classes of its SiriKit intent definitions."""
    target = group.target
    if target is not None:
        parts = ((core_data_classes(None, [r for r in target.resources if r.endswith(".xcdatamodeld")]), "CoreDataClasses"),
                 (core_ml_classes([r for r in target.resources if r.endswith((".mlmodel", ".mlpackage"))]), "CoreMLClasses"),
                 (asset_symbols(None, [r for r in target.resources if r.endswith(".xcassets")], target.sources,
                                target.symbol_extensions), "AssetSymbols"),
                 (string_symbols([r for r in target.resources if r.endswith(".xcstrings")]) if target.string_symbols else "",
                  "StringSymbols"),
                 (intent_classes([r for r in target.resources if r.endswith(".intentdefinition")]), "IntentClasses"))
        if target.tuist and target.resources:
            parts += ((tuist_bundle_accessor(target.name), "TuistBundle"),
                      (tuist_asset_accessors(target.name, [r for r in target.resources if r.endswith(".xcassets")]), "TuistAssets"))
    else:
        models = [os.path.join(root, f) for root, folders, files in projects.walk(group.directory)
                  for f in files + folders if f.endswith((".mlmodel", ".mlpackage"))]
        parts = ((core_data_classes(group.directory), "CoreDataClasses"), (core_ml_classes(models), "CoreMLClasses"),
                 (asset_symbols(group.directory), "AssetSymbols"))
    return [(name, text) for text, name in parts if text]


def tuist_bundle_accessor(name):
    """What Tuist generates for a target with resources (TuistBundle+<Target>.swift):
    `Bundle.module`, the target's resource bundle."""
    return ("import Foundation\n\nprivate class BundleFinder {}\n\nextension Foundation.Bundle {\n"
            "    static let module = Bundle(for: BundleFinder.self)\n}\n")


def swiftgen_identifier(name, lower_first=True):
    """StencilSwiftKit's `swiftIdentifier:"pretty"` (each part between characters that cannot be
    in an identifier, and `_`, capitalised and joined; a leading digit gets `_`), then, with
    `lower_first`, `lowerFirstWord` (the first word lowercased: `URLChooser` is `urlChooser`,
    `RED` is `red`) and `escapeReservedKeywords`, as Tuist's asset template names its members."""
    parts = [p for p in re.split(r"[^A-Za-z0-9]+", name) if p]
    if not parts:
        return None
    symbol = "".join(p[0].upper() + p[1:] for p in parts)
    if lower_first:
        upper = re.match(r"[A-Z]*", symbol).group(0)
        if len(upper) == len(symbol) or len(upper) <= 1:
            symbol = symbol[:len(upper)].lower() + symbol[len(upper):]
        else:
            symbol = upper[:-1].lower() + symbol[len(upper) - 1:]
    if symbol[0].isdigit():
        symbol = "_" + symbol
    return "`" + symbol + "`" if symbol in SWIFT_KEYWORDS else symbol


def tuist_asset_accessors(name, catalogues):
    """What Tuist generates for a target's asset catalogues (TuistAssets+<Target>.swift, its
    `assetsTemplate`): `<Target>Asset` with a static member per colour and image set
    (`CoreAsset.red500`, in an enum per catalogue where there are several, a namespace
    folder's in a nested enum), of the types `<Target>Colors` (`.color`, `.swiftUIColor`) and
    `<Target>Images` (`.image`, `.swiftUIImage`), and the `Color(asset:)`, `UIColor(asset:)`,
    `Image(asset:)`, `Image(decorative:)` initialisers (not `Image(asset:label:)`, which needs
    `Image(_:bundle:label:)`, missing from ProofUI). Empty when there is no set."""
    target = projects.c99_identifier(name)
    colors, images = f"{target}Colors", f"{target}Images"
    blocks = []
    for catalogue in catalogues:
        entries = catalogue_entries(catalogue)
        tree = {}
        for namespace, entry, kind in entries:
            node = tree
            for folder in namespace:
                node = node.setdefault((folder,), {})
            # (A set's name is its path below the namespace folders: `Icons/logo`.)
            node[entry] = (kind, "/".join(namespace + (entry,)))
        def members(node, indent):
            out = []
            for key, value in sorted(node.items(), key=lambda item: str(item[0])):
                if isinstance(key, tuple):
                    enum = swiftgen_identifier(key[0], lower_first=False)
                    if enum:
                        out.append(f"{indent}public enum {enum}: Sendable {{")
                        out += members(value, indent + "    ")
                        out.append(f"{indent}}}")
                else:
                    symbol = swiftgen_identifier(key)
                    if symbol:
                        out.append(f'{indent}public static let {symbol} = {colors if value[0] == "Color" else images}(name: "{value[1]}")')
            return out
        blocks.append((os.path.splitext(os.path.basename(catalogue))[0], members(tree, "        ")))
    if not any(lines for _, lines in blocks):
        return ""
    out = ["import Foundation", "import UIKit", "import SwiftUI", "", f"public enum {target}Asset: Sendable {{"]
    if len(blocks) > 1:
        for catalogue, lines in blocks:
            out.append(f"    public enum {swiftgen_identifier(catalogue, lower_first=False)} {{")
            out += lines
            out.append("    }")
    else:
        out += [line[4:] for line in blocks[0][1]]
    out.append("}")
    out.append(f"""
public final class {colors}: Sendable {{
    public let name: String
    public typealias Color = UIColor
    public var color: Color {{ Color(asset: self)! }}
    public var swiftUIColor: SwiftUI.Color {{ SwiftUI.Color(asset: self) }}
    fileprivate init(name: String) {{ self.name = name }}
}}

public extension {colors}.Color {{
    convenience init?(asset: {colors}) {{
        self.init(named: asset.name, in: Bundle.module, compatibleWith: nil)
    }}
}}

public extension SwiftUI.Color {{
    init(asset: {colors}) {{ self.init(asset.name, bundle: Bundle.module) }}
}}

public struct {images}: Sendable {{
    public let name: String
    public typealias Image = UIImage
    public var image: Image {{ Image(named: name, in: Bundle.module, compatibleWith: nil)! }}
    public var swiftUIImage: SwiftUI.Image {{ SwiftUI.Image(asset: self) }}
}}

public extension SwiftUI.Image {{
    init(asset: {images}) {{ self.init(asset.name, bundle: Bundle.module) }}
    init(decorative asset: {images}) {{ self.init(decorative: asset.name, bundle: Bundle.module) }}
}}
""")
    return "\n".join(out)


def conditions(group):
    """The compiler's `-D` for a group's compilation conditions beside DEBUG (its build
    settings', a package target's `.define`), and SWIFT_PACKAGE for a package's target."""
    if group.target is None:
        return []
    names = list(group.target.conditions) + (["SWIFT_PACKAGE"] if group.target.kind in ("package", "package-test") else [])
    return [a for name in names for a in ("-D", name)]


def language(group):
    """The compiler's `-swift-version` and language flags for a group: its target's language mode
    and concurrency settings (projects.xcode_language, a package target's `swiftSettings` and
    tools version), Swift 5 for a folder the heuristic groups."""
    if group.target is None:
        return ["-swift-version", "5"]
    return ["-swift-version", group.target.language] + list(group.target.language_flags)


def package_name(group):
    """`-package-name <identity>` for a package's target (its folder's name, lowercased), as
    SwiftPM compiles them, so that `package` declarations are visible across its targets."""
    if group.target is None or not group.target.package:
        return []
    return ["-package-name", projects.package_identity(group.target.package)]


def is_view_file(text):
    return re.search(r"^\s*import\s+SwiftUI\s*$", text, flags=re.M) is not None


def imported_modules(text):
    return set(projects.IMPORT.findall(text))


def unavailable_import(text, unavailable):
    """The first module of `unavailable` (lowercased names) that `text` imports outside a
    `#if canImport(…)`, with the import's line, or None."""
    for match in projects.IMPORT.finditer(text):
        name = match.group(1)
        if name.lower() in unavailable and f"canImport({name})" not in text:
            return 1 + text[:match.start(1)].count("\n"), name
    return None


# A declaration's name: `struct X`, `public final class X`, `@MainActor func x`, `let x`.
DECLARATION = r"^{indent}(?:(?:@\w+(?:\([^)\n]*\))?|public|internal|private|fileprivate|open|final|package|nonisolated|indirect|static|lazy)\s+)*" \
              r"(?:struct|class|enum|protocol|actor|typealias|func|let|var)\s+`?(\w+)"


def declared_names(text, top_level=True):
    """The names `text` declares: at its top level (no indentation), or anywhere."""
    return set(re.findall(DECLARATION.format(indent="" if top_level else "[ \t]*"), text, flags=re.M))


def left_out_declaration(message, compiled, left_out):
    """Whether an error `message` is about a name that only a file left out of the compile
    declares: `cannot find (type) 'X' in scope`, or `cannot call value of non-function type
    'module<X>'` (with the type gone, `X` names the module), where no file of the compile
    (`compiled`, their texts) declares `X` anywhere and a left-out file (`left_out`: {path:
    (text, the missing module it imports)}) declares it at its top level. Returns (X, path,
    missing module) or None."""
    match = re.match(r"cannot find (?:type )?'(\w+)' in scope$|cannot call value of non-function type 'module<(\w+)>'$", message)
    if not match:
        return None
    name = match.group(1) or match.group(2)
    if any(name in declared_names(text, top_level=False) for text in compiled):
        return None
    holders = sorted(path for path, (text, _) in left_out.items() if name in declared_names(text))
    return (name, holders[0], left_out[holders[0]][1]) if holders else None


def missing_file_declaration(message, compiled, missing):
    """Whether an error `message` is about a name that only a file missing from the repository
    can declare: `cannot find (type) 'X' in scope` where no file of the target (`compiled`, their
    texts) declares `X` anywhere and a Swift file its project names but the repository lacks
    (`missing`: paths) is named after `X` (`X.swift`, `X+Extras.swift`), as Swift files are
    named after the type they declare. Returns (X, missing path) or None."""
    match = re.match(r"cannot find (?:type )?'(\w+)' in scope$", message)
    if not match or not missing:
        return None
    name = match.group(1)
    if any(name in declared_names(text, top_level=False) for text in compiled):
        return None
    holders = sorted(path for path in missing if re.split(r"[+.]", os.path.basename(path))[0] == name)
    return (name, holders[0]) if holders else None


def third_party_root(module, third_party, not_emitted, reasons, depth=0):
    """The third-party module that keeps `module` from existing here: itself if it is one
    (`third_party`: lowercased names), else, for a module of the app that could not be emitted
    (`not_emitted`), the root of what blocked it (`reasons[module]`: the modules that blocked
    it, every one of which must lead to the same kind of root). None when something else
    blocked it (a missing Apple module, an error of its own)."""
    if module.lower() in third_party:
        return module
    if depth > 16 or module not in not_emitted or not reasons.get(module):
        return None
    roots = [third_party_root(m, third_party, not_emitted, reasons, depth + 1) for m in reasons[module]]
    return roots[0] if roots and None not in roots else None


def main():
    arguments = [a for i, a in enumerate(sys.argv[1:], 1) if not a.startswith("--") and sys.argv[i - 1] not in ("--top", "--jobs", "--import")]
    if not arguments:
        print(__doc__)
        return 2
    folder = os.path.abspath(arguments[0])
    per_file = "--per-file" in sys.argv
    keep = "--keep" in sys.argv
    top = 25
    jobs = os.cpu_count() or 1
    if "--jobs" in sys.argv:
        jobs = int(sys.argv[sys.argv.index("--jobs") + 1])
    # What Apple's Foundation brings into every file, unless `--linux-foundation`; `--import`
    # adds a module and may be given more than once.
    imported = [] if "--linux-foundation" in sys.argv else list(FOUNDATION_BRINGS)
    for i, argument in enumerate(sys.argv[:-1]):
        if argument == "--import":
            imported.append(sys.argv[i + 1])
    implicit = import_flags(imported)
    if "--top" in sys.argv:
        top = int(sys.argv[sys.argv.index("--top") + 1])
    groups, third_party, other_platforms, orphans = build_groups(folder, "--per-folder" in sys.argv, per_file)
    third_party_lower = {m.lower() for m in third_party}
    scratch = tempfile.mkdtemp(prefix="swiftui-compat-")
    view_files, test_files, failures, errors = set(), set(), {}, collections.Counter()
    test_failures, test_errors = {}, collections.Counter()
    generated_errors, first_error_lines = {}, {}
    lock = threading.Lock()
    modules = os.path.join(scratch, ".modules")
    os.makedirs(modules)
    bundle_module = os.path.join(scratch, ".generated", "BundleModule.swift")
    os.makedirs(os.path.dirname(bundle_module))
    # What SwiftPM generates for a target with resources.
    open(bundle_module, "w").write("import Foundation\n\nextension Foundation.Bundle {\n    static var module: Bundle { Bundle.main }\n}\n")
    texts = {}

    def text_of(source):
        if source not in texts:
            texts[source] = projects.read(source)
        return texts[source]

    def needs_bundle_module(group):
        if group.target is None or group.target.kind not in ("package", "package-test"):
            return False
        return any(re.search(r"\.module\b", text_of(s)) for s in group.sources) and \
            not any(re.search(r"\b(let|var)\s+module\b", text_of(s)) for s in group.sources)

    generated_texts = {}

    def generated(group, place):
        """The files Xcode generates beside the group's own (generated_sources), written in
        `place`, and SwiftPM's `Bundle.module` where a package target uses it."""
        with lock:
            if group.key not in generated_texts:
                generated_texts[group.key] = generated_sources(group)
        extras = []
        for name, text in generated_texts[group.key]:
            copy = os.path.join(place, f".generated-{name}.swift")
            os.makedirs(place, exist_ok=True)
            open(copy, "w", encoding="utf-8").write(text)
            extras.append(copy)
        if needs_bundle_module(group):
            extras.append(bundle_module)
        return extras

    def converted_copies(group, place):
        copies = {}
        for source in group.sources:
            copy = os.path.join(place, os.path.relpath(source, folder))
            os.makedirs(os.path.dirname(copy), exist_ok=True)
            open(copy, "w", encoding="utf-8").write(converted(text_of(source)))
            copies[copy] = source
        return copies

    # Apple's logging modules, which cannot be package targets (modules/os/Logger.swift says
    # why): emitted here, for this run only.
    for name, depends in (("os", []), ("OSLog", ["os"])):
        sources = sorted(os.path.join(ROOT, "Scripts", "swiftui-compat", "modules", name, f)
                         for f in os.listdir(os.path.join(ROOT, "Scripts", "swiftui-compat", "modules", name)) if f.endswith(".swift"))
        subprocess.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", name, "-emit-module-path",
                        os.path.join(modules, name + ".swiftmodule"), "-I", modules] + sources, check=True)

    # The modules other groups import: package targets (for the apps and other packages) and
    # the app targets that test targets import (`@testable import App`: emitted with testing
    # enabled, as Xcode builds an app for its tests). In rounds until no more can be emitted
    # (a module waits for the modules it imports). Only declarations are checked here: bodies
    # are checked below.
    # (An app target's module is emitted too where another target imports it: a framework
    # target of an Xcode or Tuist project.)
    tested = set()
    for group in groups:
        if (group.test and any(is_view_file(text_of(s)) for s in group.sources)) or (group.target is not None and not group.test):
            tested |= set().union(*(imported_modules(text_of(s)) for s in group.sources)) - {group.module}
    pending = {g.key: g for g in groups if (g.target is not None and g.target.kind == "package") or (g.target is not None and g.target.kind == "app" and g.module in tested)}
    emitted_modules, not_emitted = set(), {}
    # The files left out of a compile because they import a missing module: {module emitted:
    # {source: missing module}} and {group key: {source: missing module}} (blocking_module).
    emit_left_out, left_out = {}, collections.defaultdict(dict)
    while pending:
        done = []
        waiting = {g.module for g in pending.values()} - emitted_modules
        for key, group in sorted(pending.items()):
            if group.module in emitted_modules:
                done.append(key)
                continue
            place = os.path.join(scratch, ".targets", key.replace(os.sep, "_"))
            extras = generated(group, place)
            # Files that import a third-party module or a module that could not be emitted
            # are left out at once (the compiler would stop at them, one round each).
            unavailable = third_party_lower | {m.lower() for m in not_emitted}
            originals = converted_copies(group, place)
            dropped = emit_left_out.setdefault(group.module, {})
            for copy, source in originals.items():
                found = unavailable_import(text_of(source), unavailable)
                if found:
                    dropped[source] = found[1]
            sources = [c for c in originals if originals[c] not in dropped]
            outcome, error = "failed", "every file imports a module that is missing"
            while sources:
                command = ["swiftc", "-emit-module", "-module-name", group.module, "-enable-testing"] + language(group) + conditions(group) + package_name(group) + [
                           "-experimental-skip-non-inlinable-function-bodies", "-emit-module-path",
                           os.path.join(modules, group.module + ".swiftmodule"), "-I", modules] + flags() + implicit \
                    + (["-parse-as-library"] if group.library else []) + sources + extras
                result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                if result.returncode == 0:
                    outcome = "emitted"
                    break
                # As below: the files that import a module that does not exist are left out;
                # a module still to be emitted is waited for (the next round).
                reported = [(m.group(1), m.group(2)) for m in re.finditer(r"^(.*\.swift):\d+:\d+: error: no such module '([^']*)'", result.stdout, flags=re.M)]
                missing = {file for file, module in reported if module not in waiting}
                for file, module in reported:
                    if file in missing and file in originals:
                        dropped.setdefault(originals[file], module)
                if missing and set(sources) - missing:
                    sources = [s for s in sources if s not in missing]
                    continue
                if any(module in waiting and module != group.module for _, module in reported):
                    outcome = "waiting"
                    break
                lines = result.stdout.split("\n")
                error = next((line for line in lines if re.search(r"\.swift:\d+:\d+: error:", line)), next((line for line in lines if "error:" in line), ""))
                break
            # (The driver's emit-module job may write the module even when another job reports
            # an error, as it did before this loop was written: the module is then usable and
            # its importers are checked against it; the error stays its own file's.)
            if outcome == "failed" and os.path.exists(os.path.join(modules, group.module + ".swiftmodule")):
                outcome = "emitted"
                print(f"module {group.module} emitted with errors: " + re.sub(re.escape(scratch) + r"/[^/]+/[^/]+/", "", error))
            if outcome == "emitted":
                emitted_modules.add(group.module)
                done.append(key)
            elif outcome == "failed":
                not_emitted[group.module] = error
                done.append(key)
        if not done:
            # Every module left waits for another (they import each other): none can be emitted.
            for group in pending.values():
                not_emitted.setdefault(group.module, "imports a module that imports it")
            break
        for key in done:
            del pending[key]
    for module, error in sorted(not_emitted.items()):
        if module not in emitted_modules:
            print(f"module {module} not emitted (its importers fail): " + re.sub(re.escape(scratch) + r"/[^/]+/[^/]+/", "", error))

    # The compiler's frontend, as the driver runs it for one file of a module (its target, SDK,
    # plugin paths), so that each compile names the files it judges as primary files and parses
    # the module's others only for their declarations (what the driver does for one of its jobs).
    dummy = os.path.join(scratch, ".frontend", "Dummy.swift")
    os.makedirs(os.path.dirname(dummy))
    open(dummy, "w").write("")
    listed = subprocess.run(["swiftc", "-###", "-typecheck", "-swift-version", "5", "-module-name", "Dummy", "-I", modules]
                            + flags() + implicit + [dummy], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, check=True)
    frontend = shlex.split(next(line for line in listed.stdout.split("\n") if " -frontend " in line))
    # (The module's name and language mode are each group's.)
    for option in ("-module-name", "-swift-version"):
        index = frontend.index(option)
        del frontend[index:index + 2]
    frontend = [a for a in frontend if a not in ("-primary-file", dummy)]

    def typecheck(batch, primaries, module, place):
        """The compiler's output for `batch`, the bodies of `primaries` (files of the batch)
        typechecked, the other files' only where a primary needs their declarations."""
        lists = os.path.join(place, ".lists")
        os.makedirs(lists, exist_ok=True)
        files, primary = os.path.join(lists, "files"), os.path.join(lists, "primaries")
        open(files, "w").write("".join(f + "\n" for f in batch))
        open(primary, "w").write("".join(f + "\n" for f in batch if f in primaries))
        result = subprocess.run(frontend + module + ["-filelist", files, "-primary-filelist", primary],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if keep:
            with open(os.path.join(lists, "output"), "a") as output:
                output.write(result.stdout)
        return result

    # A target's view files are checked in parts (one compile each, in parallel), each part
    # with the target's other files parsed beside it.
    def views_of(group):
        return [s for s in group.sources if is_view_file(text_of(s))]

    tasks = []
    for index, group in enumerate(groups):
        count = len(views_of(group))
        parts = 1 if per_file or count == 0 else max(1, min(2 * jobs, (count + 11) // 12))
        tasks += [(index, part, parts) for part in range(parts)]

    def check(task):
        index, part, parts = task
        group = groups[index]
        place = os.path.join(scratch, f"{index}.{part}")
        judged = set(views_of(group)[part::parts])
        copies = {}
        for copy, source in converted_copies(group, place).items():
            # (This part judges its share of the view files; the others are its context.)
            is_view = source in judged
            copies[copy] = (source, is_view)
            if is_view:
                with lock:
                    (test_files if group.test else view_files).add(source)
        extras = generated(group, place)
        for extra in extras:
            copies[extra] = (extra, False)
        # A file that imports a module known to be missing (a third-party package's, or a
        # target's that could not be emitted) fails with "no such module" without a compile.
        unavailable = third_party_lower | {m.lower() for m in not_emitted if m not in emitted_modules}
        known = {}
        for copy, (source, is_view) in copies.items():
            found = unavailable_import(text_of(source), unavailable) if source != copy else None
            if found:
                known[copy] = found
                with lock:
                    left_out[group.key][source] = found[1]
        if known:
            failed, tally = (test_failures, test_errors) if group.test else (failures, errors)
            with lock:
                for copy, (line, name) in known.items():
                    source, is_view = copies[copy]
                    if is_view and source not in failed:
                        failed[source] = f"{os.path.relpath(source, folder)}:{line}: no such module '{name}'"
                        tally[f"no such module '{name}'"] += 1
        checked = [c for c in copies if c not in known]
        batches = [[c] + extras for c in checked if copies[c][1]] if per_file else [checked]
        while batches:
            batch = batches.pop()
            if not any(copies[c][1] for c in batch):
                continue
            module = ["-module-name", group.module] + (["-parse-as-library"] if group.library else []) + language(group) \
                + conditions(group) + package_name(group)
            # (What Xcode generates is checked too, so that the output can say where it does not
            # compile against ProofUI.)
            result = typecheck(batch, {c for c in batch if copies[c][1] or (part == 0 and c in extras and c != bundle_module)},
                               module, place)
            # A missing module stops the compiler before it checks the other files: check
            # them again without the files that import it.
            # Every file that imports a module found missing fails the same way: leave them all
            # out at once (one compile per missing module, not one per file).
            fatal = {m.group(1) for m in re.finditer(r"^(.*\.swift):\d+:\d+: error: no such module", result.stdout, flags=re.M)}
            with lock:
                for m in re.finditer(r"^(.*\.swift):\d+:\d+: error: no such module '([^']*)'", result.stdout, flags=re.M):
                    if m.group(1) in copies and copies[m.group(1)][0] != m.group(1):
                        left_out[group.key].setdefault(copies[m.group(1)][0], m.group(2))
            missing = set(re.findall(r"^.*\.swift:\d+:\d+: error: no such module '([^']*)'", result.stdout, flags=re.M))
            unreported = {}
            for copy in batch:
                if copy in fatal:
                    continue
                text = projects.read(copy)
                # (`#if canImport(X)` keeps its import out of the build: not a failure.)
                found = next((name for name in sorted(missing) if f"canImport({name})" not in text and re.search(
                    r"^\s*(@[\w()]+\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?" + re.escape(name) + r"\b",
                    text, flags=re.M)), None)
                if found:
                    line = 1 + text[:re.search(r"^\s*(@[\w()]+\s+)*import\s+.*\b" + re.escape(found) + r"\b", text, flags=re.M).start()].count("\n")
                    unreported[copy] = (line, found)
                    with lock:
                        left_out[group.key].setdefault(copies[copy][0], found)
            if fatal and len(batch) > len(fatal & set(batch)) + len(unreported):
                batches.append([c for c in batch if c not in fatal and c not in unreported])
            failed, tally = (test_failures, test_errors) if group.test else (failures, errors)
            stdout = with_macro_errors_in_their_files(result.stdout)
            with lock:
                # An error in no file of the batch (a module that cannot be loaded, a crash)
                # fails every view file of the batch: none of them was checked.
                if result.returncode != 0 and not any(re.match(r"^(.*\.swift):\d+:\d+: error: ", line) and
                                                      line.split(":")[0] in copies for line in stdout.split("\n")):
                    lines = [line for line in stdout.split("\n") if line.strip()]
                    message = next((line for line in lines if "error" in line), lines[-1] if lines else "the compiler failed")
                    for copy in batch:
                        source, is_view = copies[copy]
                        if is_view and source not in failed:
                            failed[source] = f"{os.path.relpath(source, folder)}: {message}"
                    tally[re.sub(r"'[^']*'", "'…'", message)] += 1
                for copy, (line, name) in unreported.items():
                    source, is_view = copies[copy]
                    if is_view and source not in failed:
                        failed[source] = f"{os.path.relpath(source, folder)}:{line}: no such module '{name}'"
                        tally[f"no such module '{name}'"] += 1
                for line in stdout.split("\n"):
                    match = re.match(r"^(.*\.swift):(\d+):\d+: error: (.*)$", line)
                    if not match or match.group(1) not in copies:
                        continue
                    source, is_view = copies[match.group(1)]
                    message = match.group(3)
                    if os.path.basename(source).startswith(".generated-"):
                        # What Xcode would generate does not compile against ProofUI (a type
                        # it lacks): said once, since the files that use it fail for it.
                        generated_errors.setdefault((group.target.name if group.target else group.key,
                                                     os.path.basename(source)[len(".generated-"):-len(".swift")]), message)
                    # A file's first error is the one on its first line with an error (the
                    # compiler's order of diagnostics depends on how the files are split into jobs).
                    if is_view and (source not in failed or int(match.group(2)) < first_error_lines.get(source, 0)):
                        failed[source] = f"{os.path.relpath(source, folder)}:{match.group(2)}: {message}"
                        first_error_lines[source] = int(match.group(2))
                    if is_view:
                        # Names are what is missing: keep them in the tally.
                        keep = re.match(r"(cannot find( type)? '[^']*' in scope|unknown attribute '[^']*'|no such module '[^']*'|.*has no member '[^']*')", message)
                        tally[re.sub(r"value of type '[^']*'", "value of type '…'", keep.group(1)) if keep else re.sub(r"'[^']*'", "'…'", message)] += 1

    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            list(pool.map(check, tasks))
    finally:
        if keep:
            print(f"scratch kept: {scratch}")
        else:
            shutil.rmtree(scratch, ignore_errors=True)
    view_files = sorted(view_files)
    # Why a module of the app was not emitted, where a missing module is why: the modules its
    # left-out files import, when none of its files could be compiled, or the one a left-out
    # file imports that declares the name its first error is about.
    blocked_module_reasons = {}
    for module, error in not_emitted.items():
        if module in emitted_modules:
            continue
        dropped = emit_left_out.get(module, {})
        message = re.sub(r"^.*?error: ", "", error)
        if error == "every file imports a module that is missing":
            blocked_module_reasons[module] = sorted(set(dropped.values()))
        elif re.match(r"no such module '([^']*)'", message):
            blocked_module_reasons[module] = [re.match(r"no such module '([^']*)'", message).group(1)]
        else:
            sources = [s for g in groups if g.module == module and g.target is not None for s in g.sources]
            found = left_out_declaration(message, [text_of(s) for s in sources if s not in dropped],
                                         {s: (text_of(s), m) for s, m in dropped.items()})
            if found:
                blocked_module_reasons[module] = [found[2]]
    missing_modules = {m for m in not_emitted if m not in emitted_modules}
    # The view files whose first error comes from a third-party package although they import
    # none (blocked: {file: (why, third-party module)}), and those whose first error comes
    # from another missing module (noted: {file: why}).
    blocked, noted, missing_named = {}, {}, {}
    group_of = {}
    for group in groups:
        if not group.test:
            for source in group.sources:
                group_of.setdefault(source, group)
    for source, failure in failures.items():
        if source not in group_of or any(m.lower() in third_party_lower for m in imported_modules(text_of(source))):
            continue
        match = re.match(r"^.*?\.swift:\d+: (.*)$", failure)
        message = match.group(1) if match else ""
        target = group_of[source].target
        found = missing_file_declaration(message, [text_of(s) for s in group_of[source].sources], target.missing if target else [])
        if found:
            missing_named[source] = f"'{found[0]}' is declared in no file of target {target.name}; its project names " \
                                    f"{os.path.relpath(found[1], folder)}, which is not in the repository"
            continue
        module_match = re.match(r"no such module '([^']*)'$", message)
        if module_match:
            why = f"it imports {module_match.group(1)}, which could not be emitted"
            missing = module_match.group(1) if module_match.group(1) in missing_modules else None
        else:
            group = group_of[source]
            dropped = left_out.get(group.key, {})
            found = left_out_declaration(message, [text_of(s) for s in group.sources if s not in dropped],
                                         {s: (text_of(s), m) for s, m in dropped.items()})
            if not found:
                continue
            why = f"'{found[0]}' is declared only in {os.path.relpath(found[1], folder)}, which imports {found[2]}"
            missing = found[2]
        if missing is None:
            continue
        root = third_party_root(missing, third_party_lower, missing_modules, blocked_module_reasons)
        # (Every other module of the app it imports that is missing must be blocked so too.)
        if root and any(third_party_root(m, third_party_lower, missing_modules, blocked_module_reasons) is None
                        for m in imported_modules(text_of(source)) & missing_modules):
            root = None
        if root:
            blocked[source] = (why + ("" if root == missing else f" (blocked by {root})"), root)
        elif not module_match:
            noted[source] = why + " (no such module here)"
    # Blocked in turn: a file whose first error is about a name that only blocked files declare
    # (a type of a module the app could not emit, used from another module: `ShimmerUI`, declared
    # in CommonUI's files that import the blocked Core), to the fixed point, with the same root.
    # The name must be declared in no file of the app that is not blocked.
    all_sources = sorted({s for g in groups if not g.test for s in g.sources})
    # The files that import a third-party module (the figures leave them out) hold names too.
    importing = {}
    for source in all_sources:
        third = sorted(m for m in imported_modules(text_of(source)) if m.lower() in third_party_lower)
        if third:
            importing[source] = third[0]
    while True:
        unblocked_texts = [text_of(s) for s in all_sources if s not in blocked and s not in importing]
        holders = {s: (text_of(s), root) for s, root in importing.items()}
        holders.update({s: (text_of(s), blocked[s][1]) for s in blocked})
        newly = {}
        for source, failure in failures.items():
            if source in blocked or source in missing_named or source not in group_of:
                continue
            if any(m.lower() in third_party_lower for m in imported_modules(text_of(source))):
                continue
            match = re.match(r"^.*?\.swift:\d+: (.*)$", failure)
            found = left_out_declaration(match.group(1) if match else "", unblocked_texts, holders)
            if found:
                newly[source] = (f"'{found[0]}' is declared only in {os.path.relpath(found[1], folder)}, "
                                 f"which imports {found[2]} or is blocked by it", found[2])
        if not newly:
            break
        blocked.update(newly)
        for source in newly:
            noted.pop(source, None)
    # A test target's files that the app builds too are the app's.
    test_files = sorted(set(test_files) - set(view_files))
    if "--list" in sys.argv:
        for source in view_files:
            if source in failures:
                print("FAIL " + failures[source])
        for source in test_files:
            if source in test_failures:
                print("FAIL-TEST " + test_failures[source])
        for source, (why, _) in sorted(blocked.items()):
            print(f"BLOCKED {os.path.relpath(source, folder)}: {why}")
        for source, why in sorted(noted.items()):
            print(f"NOTE {os.path.relpath(source, folder)}: {why}")
        for source, why in sorted(missing_named.items()):
            print(f"MISSING {os.path.relpath(source, folder)}: {why}")
    print(f"most common errors (of {sum(errors.values())}):")
    for message, count in errors.most_common(top):
        print(f"  {count:5d}  {message}")
    for (target, part), message in sorted(generated_errors.items()):
        print(f"generated {part} of target {target} do not compile: {message}")
    for group in groups:
        if group.target is not None and group.target.missing and not group.target.platforms:
            names = ", ".join(os.path.relpath(m, folder) for m in group.target.missing)
            print(f"missing from the repository: the project names {len(group.target.missing)} files of target "
                  f"{group.target.name} that are not in the repository ({names})")
    if orphans:
        print(f"left out: {len(orphans)} Swift files in no target of their Xcode project or package "
              f"({sum(1 for s in orphans if is_view_file(text_of(s)))} of them import SwiftUI)")
    for manifest, what in projects.TUIST_UNREAD:
        print(f"Tuist manifest not read: {what} in {os.path.relpath(manifest, folder)}")
    for directory, why in projects.TEXT_READ_MANIFESTS:
        print(f"manifest read as text, not evaluated ({why}): {os.path.relpath(os.path.join(directory, 'Package.swift'), folder)}")
    for label, files in sorted(other_platforms.items()):
        views = [s for s in files if is_view_file(text_of(s))]
        if views:
            print(f"not counted: target {label}, {len(views)} view files (ProofUI checks iOS)")
    if test_files:
        passed = len(test_files) - len([s for s in test_files if s in test_failures])
        print(f"test targets (not counted): {passed} of {len(test_files)} test files that import SwiftUI typecheck")
    # The files that import a third-party package (a remote Swift package's product, a pod, a
    # Carthage framework) cannot typecheck without it: the figure without them.
    importing = {}
    for source in view_files:
        names = sorted(m for m in imported_modules(text_of(source)) if m.lower() in third_party_lower)
        if names:
            importing[source] = names
    passed = len(view_files) - len(failures)
    own = [s for s in view_files if s not in importing]
    own_passed = len([s for s in own if s not in failures])
    names = sorted({n for found in importing.values() for n in found})
    print(f"{own_passed} of {len(own)} view files typecheck that import no third-party package "
          f"({100 * own_passed / max(1, len(own)):.0f}%; {len(importing)} files import one"
          + (": " + ", ".join(names) if names else "") + ")")
    # The files that import none but fail only through one (BLOCKED above): the figure without
    # them either.
    # Nor the files that fail only through a file missing from the repository (MISSING above).
    unblocked = len(own) - len(blocked) - len([s for s in missing_named if s in own])
    blockers = sorted({root for _, root in blocked.values()})
    print(f"{own_passed} of {unblocked} view files typecheck that are not blocked by a third-party package "
          f"({100 * own_passed / max(1, unblocked):.0f}%; {len(blocked)} more files fail only through one"
          + (": " + ", ".join(blockers) if blockers else "")
          + (f"; {len([s for s in missing_named if s in own])} only through files missing from the repository" if missing_named else "")
          + ")")
    print(f"{passed} of {len(view_files)} view files typecheck ({100 * passed / max(1, len(view_files)):.0f}%)")
    if "--expect-all" in sys.argv and (failures or not view_files):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

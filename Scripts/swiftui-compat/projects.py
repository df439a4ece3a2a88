"""The build targets of the apps under a folder, read as Xcode and SwiftPM read them (check.py's input).

- Xcode projects (`*.xcodeproj/project.pbxproj`, the OpenStep property list Xcode writes):
  each native target's Swift sources from its `PBXSourcesBuildPhase` (`PBXBuildFile` →
  `PBXFileReference`, the path resolved up the `PBXGroup` tree by `sourceTree`), and Xcode 16's
  folders (`PBXFileSystemSynchronizedRootGroup`, every file in the folder, with the
  `membershipExceptions` of its `PBXFileSystemSynchronizedBuildFileExceptionSet`s: a file
  listed for a target that owns the folder is left out of it, one listed for another target is
  added to that one; a file whose `platformFiltersByRelativePath`, or a build file whose
  `platformFilters`, leave out iOS is not in the iPhone build); its asset catalogues, Core Data models and string catalogues; its
  Debug settings (the project's, then the target's, each over its `.xcconfig` file and the files
  that includes, `$(inherited)` and `[sdk=iphoneos*]`/`[config=Debug]` conditions applied):
  platforms (`SDKROOT`, `SUPPORTED_PLATFORMS`), module name (`PRODUCT_MODULE_NAME`, `$(…)`
  expanded, else the product's or target's name as a C99 identifier, as Xcode derives it),
  compilation conditions, language mode and concurrency settings (xcode_language), string
  catalogue symbols on or off; the Swift files it names that the repository lacks; its kind (app, extension, test
  bundle); its packages' products (`XCSwiftPackageProductDependency`), remote or local.
- Swift packages (`Package.swift`, evaluated by SwiftPM with `swift package dump-package`, so
  that targets and dependencies made in code count; read as text where the toolchain fails or
  times out, and TEXT_READ_MANIFESTS says which): each target's name, folder (`path:`, else
  `Sources/<name>` or `Tests/<name>`), files (less `exclude:`, only `sources:` where given),
  `.define`s, language mode (package_language_mode) and language settings, and its dependencies on other targets, on local packages (`.package(path:)`) and
  on remote ones (`.package(url:)`); its products, so that a local package's product used by
  an Xcode project (XCLocalSwiftPackageReference) or another manifest stands for its targets.
- Third-party modules: the products of remote packages (both of the above), CocoaPods' pods
  (`Podfile`) and Carthage's frameworks (`Cartfile`), which cannot be built here without
  fetching them.
"""
import fnmatch
import json
import os
import re
import subprocess

SKIPPED_FOLDERS = (".build", ".swiftpm", "checkouts", "Pods", "Carthage", "DerivedData", ".git")


def walk(folder):
    """os.walk without build products and fetched dependencies (SwiftPM's, CocoaPods', Carthage's)."""
    for directory, folders, files in os.walk(folder):
        folders[:] = sorted(f for f in folders if f not in SKIPPED_FOLDERS)
        yield directory, folders, files


def read(path):
    with open(path, encoding="utf-8", errors="replace") as file:
        return file.read()


# MARK: - The OpenStep property list of project.pbxproj

class PlistError(ValueError):
    pass


_TOKEN = re.compile(r'\s+|/\*.*?\*/|//[^\n]*|"((?:[^"\\]|\\.)*)"|([A-Za-z0-9_$+/:.\-<>]+)|([{}()=;,])', re.S)


def parse_plist(text):
    """The value of an OpenStep property list: dicts, arrays and strings."""
    tokens = []
    position = 0
    if text.startswith("// !$*UTF8*$!"):
        position = text.index("\n") if "\n" in text else len(text)
    while position < len(text):
        match = _TOKEN.match(text, position)
        if not match:
            raise PlistError(f"unexpected character at {position}")
        position = match.end()
        if match.group(1) is not None:
            tokens.append(("s", bytes(match.group(1), "utf-8").decode("unicode_escape", errors="replace")
                           if "\\" in match.group(1) else match.group(1)))
        elif match.group(2) is not None:
            tokens.append(("s", match.group(2)))
        elif match.group(3) is not None:
            tokens.append(("p", match.group(3)))
    index = 0

    def value():
        nonlocal index
        kind, token = tokens[index]
        index += 1
        if kind == "s":
            return token
        if token == "{":
            result = {}
            while tokens[index] != ("p", "}"):
                key = value()
                if tokens[index] != ("p", "="):
                    raise PlistError("expected '='")
                index += 1
                result[key] = value()
                if tokens[index] == ("p", ";"):
                    index += 1
            index += 1
            return result
        if token == "(":
            result = []
            while tokens[index] != ("p", ")"):
                result.append(value())
                if tokens[index] == ("p", ","):
                    index += 1
            index += 1
            return result
        raise PlistError(f"unexpected '{token}'")

    try:
        return value()
    except IndexError:
        raise PlistError("truncated")


def builds_for_ios(platforms):
    """Whether a build file's or a synchronized file's platform filters (`(ios, macos)`,
    `maccatalyst`; none means every platform of the target) include the iPhone build."""
    if platforms is None:
        return True
    names = [platforms] if isinstance(platforms, str) else platforms
    return not names or "ios" in names


def c99_identifier(name):
    """Xcode's `:c99extidentifier`: what a product name becomes as a module name."""
    identifier = re.sub(r"[^A-Za-z0-9_]", "_", name)
    return "_" + identifier if identifier[:1].isdigit() else identifier


class Target:
    """A build target: its module, files, and what it needs."""

    def __init__(self, name, module, kind, directory):
        self.name = name
        self.module = module
        self.kind = kind            # "app", "test", "package", "package-test"
        self.directory = directory  # where it sits (project folder, package target folder)
        self.sources = []           # absolute paths of its Swift files
        self.resources = []         # its asset catalogues, Core Data and Core ML models and string catalogues
        self.platforms = None       # None: iOS counts; else e.g. "watchOS only"
        self.symbol_extensions = False
        # Xcode 26 generates `LocalizedStringResource` symbols from its string catalogues:
        # where `STRING_CATALOG_GENERATE_SYMBOLS = YES` (default NO) and always for a package
        # target built by Xcode.
        self.string_symbols = False
        self.conditions = []        # compilation conditions beside DEBUG (`#if MOCK`)
        self.language = "5"         # its Swift language mode (`-swift-version`)
        self.language_flags = []    # its concurrency settings and language features (swiftc flags)
        self.dependencies = set()   # module names of the targets and products it uses
        self.third_party = set()    # module names of third-party products it uses
        self.package = None         # the folder of its Package.swift, for a package target
        self.tuist = None           # its Tuist product (`framework`, `app`…), for a Tuist target
        self.missing = []           # the Swift files its project names that are not in the repository

    def __repr__(self):
        return f"Target({self.name!r}, {self.kind}, {len(self.sources)} files)"


PLATFORM_NAMES = {"iphoneos": "iOS", "macosx": "macOS", "watchos": "watchOS", "appletvos": "tvOS", "xros": "visionOS"}


def xcode_targets(project):
    """The native targets of an Xcode project (`…/X.xcodeproj`), and the remote package
    products it uses (third-party modules)."""
    try:
        plist = parse_plist(read(os.path.join(project, "project.pbxproj")))
    except (PlistError, OSError, UnicodeError):
        return [], set()
    objects = plist.get("objects", {})
    root = objects.get(plist.get("rootObject"), {})
    source_root = os.path.normpath(os.path.join(os.path.dirname(project), root.get("projectDirPath", "") or ""))
    parents = {}
    for identifier, item in objects.items():
        if isinstance(item, dict) and item.get("isa") in ("PBXGroup", "PBXVariantGroup", "XCVersionGroup"):
            for child in item.get("children", []):
                parents[child] = identifier
    resolved = {}

    def path_of(identifier):
        if identifier in resolved:
            return resolved[identifier]
        item = objects.get(identifier, {})
        tree = item.get("sourceTree", "<group>")
        own = item.get("path", "")
        if identifier == root.get("mainGroup"):
            result = os.path.join(source_root, own)
        elif tree == "<group>":
            parent = parents.get(identifier)
            base = path_of(parent) if parent else source_root
            result = os.path.join(base, own) if base is not None else None
        elif tree == "SOURCE_ROOT":
            result = os.path.join(source_root, own)
        elif tree == "<absolute>":
            result = own
        else:  # BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not the app's sources
            result = None
        resolved[identifier] = os.path.normpath(result) if result else result
        return resolved[identifier]

    def settings(configuration_list, inherited):
        """A configuration list's Debug settings over what it inherits: its `.xcconfig` file
        (`baseConfigurationReference`, or Xcode 16's path in a synchronized folder), then the
        settings written in the project."""
        configurations = [objects.get(c, {}) for c in objects.get(configuration_list, {}).get("buildConfigurations", [])]
        chosen = next((c for c in configurations if c.get("name") == "Debug"), configurations[0] if configurations else {})
        name = chosen.get("name", "Debug")
        base = None
        if chosen.get("baseConfigurationReference"):
            base = path_of(chosen["baseConfigurationReference"])
        elif chosen.get("baseConfigurationReferenceAnchor") and chosen.get("baseConfigurationReferenceRelativePath"):
            anchor = path_of(chosen["baseConfigurationReferenceAnchor"])
            base = os.path.join(anchor, chosen["baseConfigurationReferenceRelativePath"]) if anchor else None
        layered = layer(inherited, xcconfig_settings(base, name)) if base else dict(inherited)
        written = {k: v if isinstance(v, str) else " ".join(x for x in v if isinstance(x, str))
                   for k, v in chosen.get("buildSettings", {}).items() if isinstance(v, (str, list))}
        return layer(layered, conditional_settings(written, name))

    project_settings = settings(root.get("buildConfigurationList"), {})
    remote_packages = {identifier for identifier, item in objects.items()
                       if isinstance(item, dict) and item.get("isa") == "XCRemoteSwiftPackageReference"}
    third_party = set()
    for identifier in remote_packages:
        url = objects[identifier].get("repositoryURL", "")
        if url:
            third_party.add(package_identity(url))
    targets_by_id = {}
    targets = []
    for identifier, item in objects.items():
        if not isinstance(item, dict) or item.get("isa") != "PBXNativeTarget":
            continue
        name = item.get("name", "")
        own = settings(item.get("buildConfigurationList"), project_settings)
        own.setdefault("TARGET_NAME", name)
        product_type = item.get("productType", "")
        kind = "test" if ("unit-test" in product_type or "ui-testing" in product_type) else "app"
        module = expand(own.get("PRODUCT_MODULE_NAME", ""), own)
        if not module or "$" in module:
            product = expand(own.get("PRODUCT_NAME", ""), own)
            module = c99_identifier(product if product and "$" not in product else name)
        target = Target(name, module, kind, source_root)
        supported = expand(own.get("SUPPORTED_PLATFORMS", ""), own)
        sdk = expand(own.get("SDKROOT", "iphoneos"), own)
        platforms = {PLATFORM_NAMES.get(p) for p in supported.split() if p in PLATFORM_NAMES} if supported and "$" not in supported \
            else ({PLATFORM_NAMES[sdk]} if sdk in PLATFORM_NAMES else {"iOS"})
        if "iOS" not in platforms:
            target.platforms = "/".join(sorted(platforms)) + " only"
        target.symbol_extensions = own.get("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS") == "YES"
        target.string_symbols = own.get("STRING_CATALOG_GENERATE_SYMBOLS") == "YES"
        target.conditions = compilation_conditions(own)
        target.language, target.language_flags = xcode_language(own)
        for phase in (objects.get(p, {}) for p in item.get("buildPhases", [])):
            for build_file in (objects.get(f, {}) for f in phase.get("files", [])):
                reference = build_file.get("fileRef")
                if reference is None:
                    continue
                # (A file built only for other platforms: `platformFilters = (macos, )`, or
                # Xcode 11's `platformFilter = maccatalyst`.)
                if not builds_for_ios(build_file.get("platformFilters", build_file.get("platformFilter"))):
                    continue
                path = path_of(reference)
                if not path:
                    continue
                group = objects.get(reference, {})
                if group.get("isa") == "PBXVariantGroup" and not group.get("path") and group.get("name"):
                    # (A variant group Xcode names without a path is in its parent's folder; its
                    # localizations, `en.lproj/X.intentdefinition`, are its children.)
                    path = os.path.join(path, group["name"])
                if phase.get("isa") == "PBXSourcesBuildPhase" and path.endswith(".swift"):
                    target.sources.append(path)
                elif path.endswith((".xcassets", ".xcdatamodeld", ".xcdatamodel", ".xcstrings", ".mlmodel", ".mlpackage")):
                    target.resources.append(path)
                elif path.endswith(".intentdefinition"):
                    # A localized definition is a variant group: its file is in `Base.lproj`.
                    target.resources.append(path if os.path.exists(path) else localized_variant(path))
        for dependency in (objects.get(d, {}) for d in item.get("packageProductDependencies", [])):
            product = dependency.get("productName", "").replace("plugin:", "")
            if not product:
                continue
            if dependency.get("package") in remote_packages:
                # (A product named `Core.FileSystem` is imported as its module,
                # `Core_FileSystem`, as SwiftPM makes a module name a C99 identifier.)
                names = {product, c99_identifier(product)}
                target.third_party |= names
                third_party |= names
            else:
                target.dependencies.add(product)
        target.synchronized = list(item.get("fileSystemSynchronizedGroups", []))
        targets_by_id[identifier] = target
        targets.append(target)
    # Xcode 16's synchronized folders: every file of the folder is in the targets that list
    # it, less the exceptions for such a target; an exception for a target that does not list
    # the folder adds the file to that target.
    owners = {}
    for target_id, target in targets_by_id.items():
        for group_id in target.synchronized:
            owners.setdefault(group_id, []).append(target_id)
    for group_id, group in objects.items():
        if not isinstance(group, dict) or group.get("isa") != "PBXFileSystemSynchronizedRootGroup":
            continue
        folder = path_of(group_id)
        if not folder or not os.path.isdir(folder):
            continue
        excluded = {t: set() for t in owners.get(group_id, [])}

        def in_folder(relative, folder=folder):
            return os.path.normpath(os.path.join(folder, relative.lstrip("/")))

        for exception in (objects.get(e, {}) for e in group.get("exceptions", [])):
            if exception.get("isa") != "PBXFileSystemSynchronizedBuildFileExceptionSet":
                continue
            paths = [in_folder(p) for p in exception.get("membershipExceptions", [])]
            if exception.get("target") in excluded:
                excluded[exception["target"]] |= set(paths)
                # A file built only for other platforms (`platformFiltersByRelativePath`,
                # e.g. `macOS/App.swift = (macos, )`) is not in the iPhone build either.
                filters = exception.get("platformFiltersByRelativePath")
                if isinstance(filters, dict):
                    excluded[exception["target"]] |= {in_folder(p) for p, platforms in filters.items() if not builds_for_ios(platforms)}
            elif exception.get("target") in targets_by_id:
                for path in paths:
                    for file in ([path] if os.path.exists(path) and not os.path.isdir(path) or path.endswith((".xcassets", ".xcdatamodeld")) else files_under(path)):
                        add_file(targets_by_id[exception["target"]], file)
        for target_id, left_out in excluded.items():
            for path in files_under(folder):
                if not any(path == e or path.startswith(e + os.sep) for e in left_out):
                    add_file(targets_by_id[target_id], path)
    for target in targets:
        # (A file the project names but the repository lacks, often one kept out of git for
        # its secrets, such as `Constants.swift` with an API key: said, and its users told apart.)
        target.missing = sorted(set(s for s in target.sources if not os.path.exists(s)))
        target.sources = sorted(set(s for s in target.sources if os.path.isfile(s)))
        target.resources = sorted(set(r for r in target.resources if os.path.exists(r)))
        del target.synchronized
    return targets, third_party


# MARK: - Build settings (.xcconfig files, conditions, `$(…)`)

def conditional_settings(assignments, configuration):
    """`assignments` ({key or `KEY[sdk=…][config=…]`: value}) as they apply to a Debug build
    for an iPhone: a condition's value over the plain one, others dropped."""
    plain, conditional = {}, {}
    for key, value in assignments.items():
        match = re.match(r"^([A-Za-z_][A-Za-z0-9_]*)\s*((?:\[[^\]]*\])*)$", key.strip())
        if not match:
            continue
        conditions = re.findall(r"\[(\w+)=([^\]]*)\]", match.group(2))
        applies = all(fnmatch.fnmatch({"sdk": "iphoneos", "config": configuration, "arch": "arm64"}.get(kind, ""), pattern)
                      for kind, pattern in conditions)
        if applies:
            (conditional if conditions else plain)[match.group(1)] = value
    plain.update(conditional)
    return plain


def xcconfig_settings(path, configuration="Debug", seen=None):
    """The settings an `.xcconfig` file assigns (its `#include`d files first, as Xcode reads
    them), those with a condition only if it holds for a Debug build for an iPhone. A value's
    `$(inherited)` is the value so far (an included file's, else the level below's: kept for
    `layer`)."""
    seen = set() if seen is None else seen
    if not path or path in seen or not os.path.isfile(path):
        return {}
    seen.add(path)
    result = {}
    for line in read(path).split("\n"):
        line = re.sub(r"//.*$", "", line).strip()
        include = re.match(r'^#include\??\s+"([^"]+)"', line)
        if include:
            result = layer(result, xcconfig_settings(os.path.normpath(os.path.join(os.path.dirname(path), include.group(1))),
                                                     configuration, seen))
            continue
        match = re.match(r"^([A-Za-z_][A-Za-z0-9_]*\s*(?:\[[^\]]*\])*)\s*=\s*(.*?)\s*;?$", line)
        if match:
            result = layer(result, conditional_settings({match.group(1): match.group(2)}, configuration))
    return result


def layer(below, above):
    """Settings of one level over those below it: `$(inherited)` in a value is the value below."""
    result = dict(below)
    for key, value in above.items():
        result[key] = re.sub(r"\$[({]inherited[)}]", lambda _: below.get(key, ""), value).strip()
    return result


def expand(value, settings, depth=0):
    """`$(NAME)`, `${NAME}` and `$(NAME:c99extidentifier)` (the transformations Xcode applies
    to module names: `:c99extidentifier`, `:rfc1034identifier`, `:lower`, `:upper`) replaced by
    the settings' values; an unknown name stays as written."""
    if depth > 8 or "$" not in value:
        return value

    def replace(match):
        name, operation = match.group(1), match.group(2)
        if name not in settings:
            return match.group(0)
        text = expand(settings[name], settings, depth + 1)
        for op in (operation or "").split(":"):
            if op == "c99extidentifier":
                text = c99_identifier(text)
            elif op == "rfc1034identifier":
                text = re.sub(r"[^A-Za-z0-9.-]", "-", text)
            elif op == "lower":
                text = text.lower()
            elif op == "upper":
                text = text.upper()
        return text

    return re.sub(r"\$[({](\w+)((?::\w+)*)[)}]", replace, value)


def compilation_conditions(settings):
    """The conditions a target's Swift is compiled with beside DEBUG: its
    `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D` of its `OTHER_SWIFT_FLAGS`."""
    conditions = expand(settings.get("SWIFT_ACTIVE_COMPILATION_CONDITIONS", ""), settings).replace('"', " ").split()
    flags = expand(settings.get("OTHER_SWIFT_FLAGS", ""), settings).replace('"', " ").split()
    conditions += [flags[i + 1] for i, flag in enumerate(flags[:-1]) if flag == "-D"]
    conditions += [flag[2:] for flag in flags if flag.startswith("-D") and len(flag) > 2]
    return sorted({c for c in conditions if re.match(r"^[A-Za-z_]\w*$", c) and c != "DEBUG"})


# Xcode 26's `SWIFT_APPROACHABLE_CONCURRENCY = YES`: "Enables upcoming features that aim to
# provide a more approachable path to Swift Concurrency: DisableOutwardActorInference,
# GlobalActorIsolatedTypesUsability, InferIsolatedConformances, InferSendableFromCaptures, and
# NonisolatedNonsendingByDefault" (the setting's description); a feature's own
# `SWIFT_UPCOMING_FEATURE_*` setting overrides it.
APPROACHABLE_CONCURRENCY = ("DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferIsolatedConformances",
                            "InferSendableFromCaptures", "NonisolatedNonsendingByDefault")
# The upcoming features of Xcode's `SWIFT_UPCOMING_FEATURE_<NAME>` settings whose feature is not
# `<NAME>` in camel case.
UPCOMING_FEATURE_SETTINGS = {"IMPORT_OBJC_FORWARD_DECLS": "ImportObjcForwardDeclarations",
                             "DISABLE_OUTWARD_ACTOR_ISOLATION": "DisableOutwardActorInference"}
# The language modes swiftc accepts (`-swift-version`).
LANGUAGE_MODES = ("4", "4.2", "5", "6")


def language_mode(value):
    """A `SWIFT_VERSION` or package language mode (`5.0`, `4.2`, `6`, `v5`) as swiftc's
    `-swift-version` takes it, or None."""
    match = re.match(r"^v?(\d+)(?:[._](\d+))?(?:[._]\d+)?$", (value or "").strip().strip('"'))
    if not match:
        return None
    mode = match.group(1) + ("." + match.group(2) if match.group(2) not in (None, "0") else "")
    return mode if mode in LANGUAGE_MODES else None


def language_flags_of(flags):
    """The language mode and the concurrency and feature flags among swiftc flags (a target's
    `OTHER_SWIFT_FLAGS`, a package target's `unsafeFlags`): (mode or None, [flags])."""
    flags = [f for f in flags if f != "-Xfrontend"]
    mode, found = None, []
    for i, flag in enumerate(flags):
        following = flags[i + 1] if i + 1 < len(flags) else None
        if flag == "-swift-version" and following:
            mode = language_mode(following) or mode
        elif flag in ("-enable-upcoming-feature", "-enable-experimental-feature", "-disable-upcoming-feature",
                      "-default-isolation") and following:
            found += [flag, following]
        elif flag.startswith("-strict-concurrency="):
            found.append(flag)
    return mode, found


def upcoming_feature_name(setting):
    """The upcoming feature of Xcode's `SWIFT_UPCOMING_FEATURE_<NAME>` (`MEMBER_IMPORT_VISIBILITY`:
    `MemberImportVisibility`)."""
    name = setting[len("SWIFT_UPCOMING_FEATURE_"):]
    return UPCOMING_FEATURE_SETTINGS.get(name) or "".join(word.capitalize() for word in name.split("_"))


def xcode_language(settings):
    """A target's Swift language mode and language flags from its Debug settings, as Xcode
    passes them to swiftc: `SWIFT_VERSION` (`-swift-version`; 5 where unset),
    `SWIFT_DEFAULT_ACTOR_ISOLATION` (`-default-isolation`), `SWIFT_STRICT_CONCURRENCY`
    (`-strict-concurrency=`, below Swift 6, where it is always complete),
    `SWIFT_APPROACHABLE_CONCURRENCY` and `SWIFT_UPCOMING_FEATURE_*` (`-enable-upcoming-feature`),
    and those flags in `OTHER_SWIFT_FLAGS`."""
    def value(key):
        return expand(settings.get(key, ""), settings).strip().strip('"')

    mode = language_mode(value("SWIFT_VERSION")) or "5"
    other_mode, other = language_flags_of(expand(settings.get("OTHER_SWIFT_FLAGS", ""), settings).replace('"', " ").split())
    mode = other_mode or mode
    flags = []
    isolation = value("SWIFT_DEFAULT_ACTOR_ISOLATION")
    if isolation in ("MainActor", "nonisolated"):
        flags += ["-default-isolation", isolation]
    strict = value("SWIFT_STRICT_CONCURRENCY")
    if strict in ("minimal", "targeted", "complete") and mode != "6":
        flags.append("-strict-concurrency=" + strict)
    features = {name: True for name in APPROACHABLE_CONCURRENCY} if value("SWIFT_APPROACHABLE_CONCURRENCY") == "YES" else {}
    for key in sorted(settings):
        if key.startswith("SWIFT_UPCOMING_FEATURE_") and value(key) in ("YES", "NO"):
            features[upcoming_feature_name(key)] = value(key) == "YES"
    flags += [a for name, on in sorted(features.items()) if on for a in ("-enable-upcoming-feature", name)]
    return mode, flags + other


def files_under(folder):
    """The files under `folder`, and its asset catalogues, Core Data models and ML packages
    (folders; an ML package's own files are not the target's)."""
    for directory, _, files in walk(folder):
        if ".mlpackage" in directory:
            continue
        for name in files:
            yield os.path.join(directory, name)
    for directory, folders, _ in walk(folder):
        for name in folders:
            if name.endswith((".xcassets", ".xcdatamodeld", ".mlpackage")):
                yield os.path.join(directory, name)


def add_file(target, path):
    if path.endswith(".swift") and os.path.isfile(path):
        target.sources.append(path)
    elif path.endswith((".xcassets", ".xcdatamodeld", ".xcstrings", ".mlmodel", ".mlpackage", ".intentdefinition")):
        target.resources.append(path)


def localized_variant(path):
    """The file of a variant group (a localized resource) at `path`: its `Base.lproj` copy, else
    the first localization's; `path` itself when there is none."""
    folder, name = os.path.split(path)
    if os.path.isdir(folder):
        for language in sorted(os.listdir(folder), key=lambda l: (l != "Base.lproj", l)):
            candidate = os.path.join(folder, language, name)
            if language.endswith(".lproj") and os.path.exists(candidate):
                return candidate
    return path


# MARK: - Package.swift

def package_identity(url):
    """SwiftPM's identity of a package URL: its last path component without `.git`, lowercased."""
    name = url.rstrip("/").split("/")[-1].split(":")[-1]
    return (name[:-4] if name.endswith(".git") else name).lower()


def balanced(text, start):
    """The text inside the bracket at `start` (`(` or `[`) up to its match, strings skipped."""
    opening = text[start]
    closing = {"(": ")", "[": "]"}[opening]
    depth = 0
    index = start
    while index < len(text):
        character = text[index]
        if character == '"':
            end = text.find('"', index + 1)
            while end != -1 and text[end - 1] == "\\":
                end = text.find('"', end + 1)
            index = end if end != -1 else len(text)
        elif character in "([":
            depth += 1
        elif character in ")]":
            depth -= 1
            if depth == 0:
                return text[start + 1:index]
        index += 1
    return text[start + 1:]


def argument(call, label):
    """The bracketed or string argument `label:` of a call's text, at its top level."""
    depth = 0
    index = 0
    while index < len(call):
        character = call[index]
        if character == '"':
            end = call.find('"', index + 1)
            index = end if end != -1 else len(call)
        elif character in "([":
            depth += 1
        elif character in ")]":
            depth -= 1
        elif depth == 0 and call.startswith(label + ":", index) and (index == 0 or not (call[index - 1].isalnum() or call[index - 1] == "_")):
            rest = call[index + len(label) + 1:].lstrip()
            if rest.startswith('"'):
                return rest[1:rest.find('"', 1)]
            if rest.startswith("["):
                return balanced(rest, 0)
            return rest.split(",")[0].strip()
        index += 1
    return None


# A manifest the toolchain could not evaluate, read as text instead: [(folder, why)].
TEXT_READ_MANIFESTS = []
# How long `swift package dump-package` may take (it compiles the manifest; ~1 s, more on a busy machine).
DUMP_TIMEOUT = 120


def dump_package(directory):
    """The package description of the manifest in `directory` as SwiftPM evaluates it
    (`swift package dump-package`: the manifest is compiled and run, dependencies are not
    resolved), or the reason it could not be had."""
    try:
        result = subprocess.run(["swift", "package", "dump-package"], cwd=directory, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True, timeout=DUMP_TIMEOUT)
    except (OSError, subprocess.TimeoutExpired) as error:
        return None, "timed out" if isinstance(error, subprocess.TimeoutExpired) else str(error)
    if result.returncode != 0:
        lines = [l for l in result.stderr.split("\n") if "error" in l] or [l for l in result.stderr.split("\n") if l.strip()]
        return None, (lines[0].strip() if lines else f"exit status {result.returncode}")[:200]
    try:
        description = json.loads(result.stdout)
    except ValueError:
        return None, "not JSON"
    return (description, None) if isinstance(description, dict) else (None, "not a package description")


def package_language_mode(tools_version, modes):
    """A package's language mode, as SwiftPM picks it for a target that names none: the highest
    of the package's `swiftLanguageModes` (`swiftLanguageVersions`) that swiftc accepts, else its
    tools version's (`// swift-tools-version: 6.0` and later: Swift 6; 5.x: 5; 4.2; 4)."""
    accepted = [m for m in (language_mode(v) for v in modes) if m]
    if accepted:
        return max(accepted, key=lambda m: tuple(int(x) for x in m.split(".")))
    match = re.match(r"^\s*(\d+)(?:\.(\d+))?", tools_version or "")
    major, minor = (int(match.group(1)), int(match.group(2) or 0)) if match else (5, 0)
    return "6" if major >= 6 else "5" if major == 5 else "4.2" if (major, minor) >= (4, 2) else "4"


def described_targets(directory, description):
    """(remote, local, declared) of a dumped package description, as `manifest_text_targets`
    gives them: remote packages {name or identity: url}, local ones {name or identity: folder},
    and each target as a dict (name, test, path, exclude, sources, dependencies as
    (kind, name, package), defines)."""
    remote, local = {}, {}
    for dependency in description.get("dependencies") or []:
        for kind, values in dependency.items():
            for value in values if isinstance(values, list) else []:
                if not isinstance(value, dict):
                    continue
                names = {str(value.get("identity", "")).lower(), str(value.get("nameForTargetDependencyResolutionOnly") or "").lower()} - {""}
                if kind == "fileSystem" and value.get("path"):
                    for name in names:
                        local[name] = os.path.normpath(os.path.join(directory, value["path"]))
                elif kind in ("sourceControl", "registry"):
                    location = value.get("location") or {}
                    url = next((r.get("urlString") for r in (location.get("remote") or []) if isinstance(r, dict)), None) \
                        if isinstance(location, dict) else None
                    for name in names:
                        remote[name] = url or name
    tools = (description.get("toolsVersion") or {}).get("_version") if isinstance(description.get("toolsVersion"), dict) else None
    package_mode = package_language_mode(tools or "5", [str(v) for v in description.get("swiftLanguageVersions")
                                                          or description.get("swiftLanguageModes") or []])
    declared = []
    for target in description.get("targets") or []:
        if not isinstance(target, dict) or target.get("type") not in ("regular", "executable", "test") or not target.get("name"):
            continue
        dependencies = []
        for dependency in target.get("dependencies") or []:
            for kind, values in dependency.items():
                if isinstance(values, list) and values and isinstance(values[0], str):
                    dependencies.append((kind, values[0], values[1] if kind == "product" and len(values) > 1 else None))
        defines, mode, flags = [], None, []
        for setting in target.get("settings") or []:
            if not isinstance(setting, dict) or setting.get("tool") != "swift" or not isinstance(setting.get("kind"), dict):
                continue
            condition = setting.get("condition") or {}
            platforms = condition.get("platformNames") or []
            if condition.get("config") == "release" or (platforms and "ios" not in platforms):
                continue
            for kind, argument in setting["kind"].items():
                value = argument.get("_0") if isinstance(argument, dict) else None
                if kind == "define" and isinstance(value, str):
                    defines.append(value.split("=")[0])
                elif kind in ("swiftLanguageMode", "swiftLanguageVersion") and isinstance(value, str):
                    mode = language_mode(value) or mode
                elif kind == "defaultIsolation" and value in ("MainActor", "nonisolated"):
                    flags += ["-default-isolation", value]
                elif kind in ("enableUpcomingFeature", "enableExperimentalFeature") and isinstance(value, str):
                    flags += ["-enable-upcoming-feature" if kind == "enableUpcomingFeature" else "-enable-experimental-feature", value]
                elif kind == "unsafeFlags" and isinstance(value, list):
                    unsafe = [f for f in value if isinstance(f, str)]
                    unsafe_mode, unsafe_flags = language_flags_of(unsafe)
                    mode, flags = unsafe_mode or mode, flags + unsafe_flags
                    defines += [unsafe[i + 1] for i, f in enumerate(unsafe[:-1]) if f == "-D"]
                    defines += [f[2:] for f in unsafe if f.startswith("-D") and len(f) > 2]
        declared.append({"name": target["name"], "test": target.get("type") == "test", "path": target.get("path"),
                         "exclude": [e for e in target.get("exclude") or [] if isinstance(e, str)],
                         "sources": [e for e in target.get("sources") or [] if isinstance(e, str)],
                         "dependencies": dependencies, "defines": defines,
                         "language": mode or package_mode, "language_flags": flags})
    products = {p["name"]: [t for t in p.get("targets") or [] if isinstance(t, str)]
                for p in description.get("products") or [] if isinstance(p, dict) and isinstance(p.get("name"), str)}
    return remote, local, declared, products


def manifest_text_targets(directory):
    """(remote, local, declared, products) of the manifest in `directory` read as text (not
    run): the literal `.package(…)` and `.target(…)` calls (described_targets says the form)."""
    manifest = read(os.path.join(directory, "Package.swift"))
    manifest = re.sub(r"/\*.*?\*/", "", manifest, flags=re.S)
    manifest = re.sub(r"^\s*//[^\n]*", "", manifest, flags=re.M)
    remote, local = {}, {}
    for match in re.finditer(r"\.package\s*\(", manifest):
        call = balanced(manifest, match.end() - 1)
        url = argument(call, "url")
        path = argument(call, "path")
        name = argument(call, "name")
        if url:
            remote[(name or package_identity(url)).lower()] = url
            remote[package_identity(url)] = url
        elif path:
            folder = os.path.normpath(os.path.join(directory, path))
            local[(name or os.path.basename(folder)).lower()] = folder
    tools = re.match(r"^//\s*swift-tools-version\s*:\s*([\d.]+)", read(os.path.join(directory, "Package.swift")))
    modes = re.search(r"swiftLanguage(?:Modes|Versions)\s*:\s*\[([^\]]*)\]", manifest)
    package_mode = package_language_mode(tools.group(1) if tools else "5",
                                         ["".join(m) for m in re.findall(r"\.(v[\d_]+)|\.version\s*\(\s*\"([\d.]+)\"", modes.group(1))] if modes else [])
    declared = []
    for match in re.finditer(r"\.(target|executableTarget|testTarget)\s*\(", manifest):
        call = balanced(manifest, match.end() - 1)
        name = argument(call, "name")
        if not name or not re.match(r"^[A-Za-z_][A-Za-z0-9_ -]*$", name):
            continue
        dependencies = []
        text = argument(call, "dependencies") or ""
        for product in re.finditer(r"\.product\s*\(", text):
            inner = balanced(text, product.end() - 1)
            if argument(inner, "name"):
                dependencies.append(("product", argument(inner, "name"), argument(inner, "package")))
        for plain in re.finditer(r'(?:^|[\[,(]\s*|\.target\s*\(\s*name:\s*|\.byName\s*\(\s*name:\s*)"([^"]+)"', text):
            dependencies.append(("byName", plain.group(1), None))
        # `swiftSettings: [.define("MOCK")]`, less those for a release build or another platform.
        defines = []
        for define in re.finditer(r'\.define\s*\(\s*"(\w+)"\s*(,[^)]*\)?)?\s*\)', argument(call, "swiftSettings") or ""):
            condition = define.group(2) or ""
            if ".release" not in condition and (".when" not in condition or "platforms" not in condition or ".iOS" in condition):
                defines.append(define.group(1))
        settings = argument(call, "swiftSettings") or ""
        mode = re.search(r"\.swiftLanguage(?:Mode|Version)\s*\(\s*\.(?:version\s*\(\s*\"([\d.]+)\"\s*\)|(v[\d_]+))", settings)
        flags = []
        for setting in re.finditer(r'\.(enableUpcomingFeature|enableExperimentalFeature)\s*\(\s*"(\w+)"', settings):
            flags += ["-enable-upcoming-feature" if setting.group(1) == "enableUpcomingFeature" else "-enable-experimental-feature", setting.group(2)]
        isolation = re.search(r"\.defaultIsolation\s*\(\s*(MainActor|nil)\b", settings)
        if isolation and isolation.group(1) == "MainActor":
            flags = ["-default-isolation", "MainActor"] + flags
        declared.append({"name": name, "test": match.group(1) == "testTarget", "path": argument(call, "path"),
                         "exclude": re.findall(r'"([^"]+)"', argument(call, "exclude") or ""),
                         "sources": re.findall(r'"([^"]+)"', argument(call, "sources") or ""),
                         "dependencies": dependencies, "defines": defines,
                         "language": (language_mode(mode.group(1) or mode.group(2)) if mode else None) or package_mode,
                         "language_flags": flags})
    return remote, local, declared, {}


def package_targets(directory, evaluate=True):
    """The targets of the package whose `Package.swift` is in `directory`, its local package
    dependencies (folders), the module names of its remote ones' products it uses, and its
    products ({name: target names}). The manifest is evaluated by SwiftPM (`dump-package`), so
    that targets made in code count; where that fails (or `evaluate` is false) it is read as
    text, and the folder is added to TEXT_READ_MANIFESTS."""
    description, why = dump_package(directory) if evaluate else (None, "not evaluated")
    if description is not None:
        remote, local, specs, products = described_targets(directory, description)
    else:
        TEXT_READ_MANIFESTS.append((directory, why))
        remote, local, specs, products = manifest_text_targets(directory)
    targets = []
    declared = {}
    for spec in specs:
        name, is_test = spec["name"], spec["test"]
        if spec["path"]:
            folder = os.path.normpath(os.path.join(directory, spec["path"]))
        else:
            bases = ("Tests", "Sources", "Source", "src", "srcs") if is_test else ("Sources", "Source", "src", "srcs")
            folder = next((os.path.join(directory, b, name) for b in bases if os.path.isdir(os.path.join(directory, b, name))), None)
        if not folder or not os.path.isdir(folder):
            continue
        target = Target(name, c99_identifier(name), "package-test" if is_test else "package", folder)
        target.package = directory
        target.string_symbols = True
        excluded = [os.path.normpath(os.path.join(folder, e)) for e in spec["exclude"]]
        only = [os.path.normpath(os.path.join(folder, s)) for s in spec["sources"]]
        for kind, dependency, package in spec["dependencies"]:
            package = (package or "").lower()
            if kind == "product":
                if package in remote or (package not in local and dependency.lower() in remote):
                    target.third_party.add(dependency)
                else:
                    target.dependencies.add(dependency)
            elif dependency.lower() in remote:
                target.third_party.add(dependency)
            else:
                target.dependencies.add(dependency)
        target.conditions += spec["defines"]
        target.language, target.language_flags = spec["language"], spec["language_flags"]
        declared[folder] = (target, excluded, only)
        targets.append(target)
    # A target's files: those under its folder, less the excluded ones and those of a target
    # nested inside it (SwiftPM refuses overlapping targets; `path: "."` targets meet this).
    for folder, (target, excluded, only) in declared.items():
        nested = [f for f in declared if f != folder and f.startswith(folder + os.sep)]
        for file in files_under(folder):
            if os.path.basename(os.path.dirname(file)) == "" or any(file == e or file.startswith(e + os.sep) for e in excluded + nested):
                continue
            if only and not any(file == s or file.startswith(s + os.sep) for s in only):
                continue
            if os.path.dirname(file) == directory and re.match(r"^Package(@swift-[\d.]+)?\.swift$", os.path.basename(file)):
                continue
            add_file(target, file)
        target.sources.sort()
    third_party = set()
    for target in targets:
        third_party |= target.third_party
    return targets, local, third_party, products


# MARK: - Tuist (Project.swift)

# Tuist's product kinds (`Product`) as the checker counts their targets.
TUIST_TEST_PRODUCTS = ("unitTests", "uiTests")
# What a Tuist manifest could not be read for: [(file, what)].
TUIST_UNREAD = []


def tuist_glob_pattern(glob):
    """A Tuist source or resource glob (`Targets/\\(name)/Sources/**`, `Sources/**/*.swift`) as a
    regular expression over paths relative to the manifest's folder, each `\\(…)` a named
    group (one value per name): `**` any path, `*` any name part, `?` one character."""
    out, index, names = "", 0, []
    while index < len(glob):
        if glob.startswith("\\(", index):
            end = glob.find(")", index)
            name = re.sub(r"\W", "_", glob[index + 2:end]) if end != -1 else "_"
            if name in names:
                out += f"(?P={name})"
            else:
                names.append(name)
                out += f"(?P<{name}>[^/]+)"
            index = end + 1 if end != -1 else len(glob)
        elif glob.startswith("**/", index):
            out += "(?:.*/)?"
            index += 3
        elif glob.startswith("**", index):
            out += ".*"
            index += 2
        elif glob[index] == "*":
            out += "[^/]*"
            index += 1
        elif glob[index] == "?":
            out += "[^/]"
            index += 1
        else:
            out += re.escape(glob[index])
            index += 1
    # A folder matches too, for what is under it (`Targets/Core/Sources` is every file there).
    return re.compile(out + "(?:/.*)?$"), names


def raw_argument(call, label):
    """The text of a call's argument `label:` at its top level, as written (up to the next
    top-level comma), or None."""
    depth, index, start = 0, 0, None
    while index < len(call):
        character = call[index]
        if character == '"':
            end = call.find('"', index + 1)
            while end != -1 and call[end - 1] == "\\":
                end = call.find('"', end + 1)
            index = end if end != -1 else len(call)
        elif character in "([{":
            depth += 1
        elif character in ")]}":
            depth -= 1
        elif depth == 0 and start is not None and character == ",":
            return call[start:index].strip()
        elif depth == 0 and start is None and call.startswith(label + ":", index) and \
                (index == 0 or not (call[index - 1].isalnum() or call[index - 1] == "_")):
            start = index + len(label) + 1
            index = start
            continue
        index += 1
    return call[start:].strip() if start is not None else None


def tuist_strings(call, label, text, position):
    """The string literals of a target call's argument `label:`; an argument that is a bare
    name takes those of its nearest assignment before the call (`resources = [\"…/**\"]`)."""
    value = raw_argument(call, label)
    if value is None:
        return None
    if re.fullmatch(r"[A-Za-z_]\w*", value) and value not in ("nil", "name"):
        assignments = list(re.finditer(r"\b" + value + r"\s*(?::[^=\n]*)?=\s*(\[|\")", text[:position]))
        if not assignments:
            return None
        start = assignments[-1].start(1)
        value = balanced(text, start) if text[start] == "[" else text[start:text.find("\n", start)]
    value = re.sub(r"excluding:\s*\[[^\]]*\]", "", value)
    return re.findall(r'"((?:[^"\\]|\\.)*)"', value)


def tuist_targets(manifest):
    """The targets of a Tuist project manifest (`Project.swift`, which imports
    ProjectDescription), read as text: Tuist's manifests are Swift run against its
    ProjectDescription framework, which exists for macOS only. Every target call in the
    manifest and its helpers (`Tuist/ProjectDescriptionHelpers`) — `.target(…)`,
    `Target.target(…)`, `Target(…)` with `product:` — gives a target: its `name:`, `product:`,
    `productName:` (its module's name), `sources:` and `resources:` globs and
    `buildableFolders:` (relative to the manifest's folder). A helper's call whose
    name and globs are made from a parameter (`name: name`, `"Targets/\\(name)/Sources/**"`) is a
    template: each folder the globs match makes a target named after it. `.external(name:)`
    and `.package(product:)` dependencies are third-party products (Tuist/Package.swift's).
    Returns (targets, third-party modules); what could not be read is added to TUIST_UNREAD."""
    directory = os.path.dirname(manifest)
    root = directory
    while root != os.path.dirname(root) and not os.path.isdir(os.path.join(root, "Tuist")) \
            and not os.path.isfile(os.path.join(root, "Tuist.swift")):
        root = os.path.dirname(root)
    helpers = os.path.join(root, "Tuist", "ProjectDescriptionHelpers")
    texts = [manifest] + sorted(os.path.join(d, f) for d, _, files in walk(helpers) for f in files if f.endswith(".swift"))
    everything = []
    for folder, folders, files in walk(directory):
        relative = os.path.relpath(folder, directory)
        prefix = "" if relative == "." else relative + "/"
        everything += [prefix + f for f in files]
        everything += [prefix + f for f in folders if f.endswith((".xcassets", ".xcdatamodeld", ".xcstrings"))]
    targets, third_party, seen = [], set(), set()
    for path in texts:
        text = re.sub(r"^\s*//[^\n]*", "", re.sub(r"/\*.*?\*/", "", read(path), flags=re.S), flags=re.M)
        third_party |= set(re.findall(r'\.external\s*\(\s*name:\s*"([^"]+)"', text))
        third_party |= set(re.findall(r'\.package\s*\(\s*product:\s*"([^"]+)"', text))
        for match in re.finditer(r"(?:\.target|\bTarget\.target|\bTarget)\s*\(", text):
            call = balanced(text, match.end() - 1)
            if raw_argument(call, "product") is None or raw_argument(call, "name") is None:
                continue
            product = (raw_argument(call, "product") or "").strip().lstrip(".")
            name = raw_argument(call, "name")
            sources = tuist_strings(call, "sources", text, match.start())
            resources = tuist_strings(call, "resources", text, match.start()) or []
            # Tuist 4's buildable folders (`buildableFolders: ["App/Sources"]`, Xcode's
            # synchronized folders): every file under them.
            folders = [f.rstrip("/") + "/**" for f in tuist_strings(call, "buildableFolders", text, match.start()) or []]
            sources = (sources or []) + folders
            resources = resources + folders
            product_name = re.fullmatch(r'"([^"]*)"', raw_argument(call, "productName") or "")
            if not sources:
                TUIST_UNREAD.append((path, f"the sources of target {name}"))
                continue
            name_literal = re.fullmatch(r'"([^"]*)"', name)
            if name_literal is None and not re.fullmatch(r"[A-Za-z_]\w*", name):
                TUIST_UNREAD.append((path, f"the name of target {name}"))
                continue
            # The name as a template: `"\(name)Tests"`, `name` (a parameter).
            template = name_literal.group(1) if name_literal else f"\\({name})"
            patterns = [tuist_glob_pattern(g) for g in sources]
            instances = {}
            for pattern, names in patterns:
                for file in everything:
                    found = pattern.match(file)
                    if found:
                        values = {n: found.group(n) for n in names}
                        key = tuple(sorted(values.items()))
                        instances.setdefault(key, (values, []))[1].append(file)
            # Each set of values the globs match makes a target named from them; values that
            # the name does not use (a constant's folder) add to one target.
            made = {}
            for key, (values, files) in sorted(instances.items()):
                def fill(value, values=values):
                    return re.sub(r"\\\(([^)]*)\)", lambda m: values.get(re.sub(r"\W", "_", m.group(1)), m.group(0)), value)
                target_name = fill(template)
                if "\\(" in target_name:
                    TUIST_UNREAD.append((path, f"the name of target {name}"))
                    break
                if target_name in seen and target_name not in made:
                    continue
                if target_name not in made:
                    kind = "test" if product in TUIST_TEST_PRODUCTS else "app"
                    # (The module is the product's name, `productName:`, else the target's.)
                    module = fill(product_name.group(1)) if product_name else target_name
                    made[target_name] = Target(target_name, c99_identifier(module), kind, directory)
                    made[target_name].tuist = product
                    seen.add(target_name)
                target = made[target_name]
                for file in files:
                    add_file(target, os.path.join(directory, file))
                filled = [tuist_glob_pattern(fill(g))[0] for g in resources]
                for file in everything:
                    if file.endswith((".xcassets", ".xcdatamodeld", ".xcstrings")) and any(p.match(file) for p in filled):
                        target.resources.append(os.path.join(directory, file))
            for target in made.values():
                target.sources = sorted(set(s for s in target.sources if s.endswith(".swift")))
                target.resources = sorted(set(r for r in target.resources if os.path.exists(r)))
                targets.append(target)
    return targets, third_party


def is_tuist_manifest(path):
    return os.path.isfile(path) and re.search(r"^\s*import\s+ProjectDescription\b", read(path), flags=re.M) is not None


def podfile_modules(path):
    """The modules of a Podfile's pods (`pod 'Firebase/Analytics'` is module `FirebaseAnalytics`
    as well as `Firebase`)."""
    modules = set()
    for pod in re.findall(r"""^\s*pod\s+['"]([^'"]+)['"]""", read(path), flags=re.M):
        parts = pod.split("/")
        modules.add(c99_identifier(parts[0]))
        if len(parts) > 1:
            modules.add(c99_identifier("".join(parts)))
    return modules


def cartfile_modules(path):
    modules = set()
    for repository in re.findall(r"""^\s*(?:github|git)\s+"([^"]+)\"""", read(path), flags=re.M):
        name = repository.rstrip("/").split("/")[-1]
        name = name[:-4] if name.endswith(".git") else name
        modules.add(c99_identifier(re.sub(r"(-iOS|\.swift|-Swift)$", "", name, flags=re.I)))
        modules.add(c99_identifier(name))
    return modules


def find(folder):
    """Every Xcode target and package target under `folder`, and the third-party module names."""
    targets, third_party, local_products = [], set(), {}
    for directory, folders, files in walk(folder):
        for name in folders:
            if name.endswith(".xcodeproj") and name != "Pods.xcodeproj" and os.path.isfile(os.path.join(directory, name, "project.pbxproj")):
                found, remote = xcode_targets(os.path.join(directory, name))
                targets += found
                third_party |= remote
        # A Tuist project, unless the Xcode project Tuist generates from it is there too.
        if "Project.swift" in files and is_tuist_manifest(os.path.join(directory, "Project.swift")) \
                and not any(f.endswith(".xcodeproj") for f in folders):
            found, remote = tuist_targets(os.path.join(directory, "Project.swift"))
            targets += found
            third_party |= remote
        if "Package.swift" in files:
            found, _, remote, products = package_targets(directory)
            targets += found
            third_party |= remote
            for product, names in products.items():
                local_products.setdefault(product, set()).update(c99_identifier(n) for n in names)
        if "Podfile" in files:
            third_party |= podfile_modules(os.path.join(directory, "Podfile"))
        if "Cartfile" in files:
            third_party |= cartfile_modules(os.path.join(directory, "Cartfile"))
    # A local package's product (from an Xcode project's XCLocalSwiftPackageReference or another
    # manifest's `.product(name:package:)`) stands for its targets' modules.
    for target in targets:
        for product in list(target.dependencies):
            if product in local_products:
                target.dependencies |= local_products[product]
    local_modules = {t.module for t in targets} | set(local_products)
    third_party |= family_modules(folder, third_party)
    third_party = {m for m in third_party if m not in local_modules}
    return targets, third_party


# An import declaration, its module captured: `import X`, `@testable import X`,
# `import struct X.Y`.
IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)", re.M)


# Leading words of Apple's frameworks (`CoreNFC`, `StoreKit`, `HealthKit`…): a remote package
# whose name starts with one (`core-data-stack`) names no family of modules, so that a missing
# Apple framework is never counted as a third-party package's.
APPLE_LEADING_WORDS = {
    "accelerate", "accessibility", "activity", "address", "app", "apple", "assets", "audio", "authentication",
    "automatic", "background", "business", "call", "car", "charts", "class", "cloud", "combine", "contacts",
    "core", "create", "crypto", "data", "device", "event", "exposure", "external", "family", "file", "game",
    "group", "health", "home", "identity", "image", "intents", "journaling", "link", "local", "managed", "map",
    "matter", "media", "message", "metal", "model", "music", "natural", "nearby", "network", "notification",
    "pass", "pencil", "phase", "photos", "push", "quick", "reality", "replay", "safari", "safety", "scene",
    "screen", "security", "sensor", "shared", "social", "sound", "speech", "sprite", "store", "swift", "system",
    "text", "tip", "translation", "user", "vision", "wallet", "watch", "weather", "web", "widget", "workout",
}


def family_modules(folder, third_party):
    """Modules the app's files import from a remote package beside its products: a package
    whose identity's first word its products' names start with (`firebase-ios-sdk`, products
    `FirebaseAnalytics`, `FirebaseCrashlytics`) names its other modules so too (`FirebaseCore`,
    which a file imports though the project lists only the products it links)."""
    families = set()
    for name in third_party:
        word = re.match(r"[A-Za-z]+", name)
        if not word or (word.group(0) == name and not name.islower()):
            continue  # a product's or pod's name, not a package's identity
        word = word.group(0).lower()
        if len(word) >= 4 and word not in APPLE_LEADING_WORDS \
                and any(other != name and other.lower().startswith(word) for other in third_party):
            families.add(word)
    if not families:
        return set()
    modules = set()
    for directory, _, files in walk(folder):
        for file in files:
            if not file.endswith(".swift"):
                continue
            for module in IMPORT.findall(read(os.path.join(directory, file))):
                lower = module.lower()
                if any(lower.startswith(w) and (len(module) == len(w) or not module[len(w)].islower()) for w in families):
                    modules.add(module)
    return modules

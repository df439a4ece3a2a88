"""The build targets of the apps under a folder, read as Xcode and SwiftPM read them (check.py's input).

- Xcode projects (`*.xcodeproj/project.pbxproj`, the OpenStep property list Xcode writes):
  each native target's Swift sources from its `PBXSourcesBuildPhase` (`PBXBuildFile` →
  `PBXFileReference`, the path resolved up the `PBXGroup` tree by `sourceTree`), and Xcode 16's
  folders (`PBXFileSystemSynchronizedRootGroup`, every file in the folder, with the
  `membershipExceptions` of its `PBXFileSystemSynchronizedBuildFileExceptionSet`s: a file
  listed for a target that owns the folder is left out of it, one listed for another target is
  added to that one); its asset catalogues and Core Data models; its platforms (`SDKROOT`,
  `SUPPORTED_PLATFORMS`), module name (`PRODUCT_MODULE_NAME`, else the product's or target's
  name as a C99 identifier, as Xcode derives it) and kind (app, extension, test bundle);
  its packages' products (`XCSwiftPackageProductDependency`), remote or local.
- Swift packages (`Package.swift`, read as text, not run): each target's name, folder
  (`path:`, else `Sources/<name>` or `Tests/<name>`), files (less `exclude:`), and its
  dependencies on other targets, on local packages (`.package(path:)`) and on remote ones
  (`.package(url:)`).
- Third-party modules: the products of remote packages (both of the above), CocoaPods' pods
  (`Podfile`) and Carthage's frameworks (`Cartfile`), which cannot be built here without
  fetching them.
"""
import os
import re

SKIPPED_FOLDERS = (".build", ".swiftpm", "checkouts", "Pods", "Carthage", "DerivedData", ".git")


def walk(folder):
    """os.walk without build products and fetched dependencies (SwiftPM's, CocoaPods', Carthage's)."""
    for directory, folders, files in os.walk(folder):
        folders[:] = sorted(f for f in folders if f not in SKIPPED_FOLDERS)
        yield directory, folders, files


def read(path):
    return open(path, encoding="utf-8", errors="replace").read()


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
        self.resources = []         # its asset catalogues and Core Data models
        self.platforms = None       # None: iOS counts; else e.g. "watchOS only"
        self.symbol_extensions = False
        self.dependencies = set()   # module names of the targets and products it uses
        self.third_party = set()    # module names of third-party products it uses
        self.package = None         # the folder of its Package.swift, for a package target

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

    def settings(configuration_list):
        configurations = [objects.get(c, {}) for c in objects.get(configuration_list, {}).get("buildConfigurations", [])]
        chosen = next((c for c in configurations if c.get("name") == "Debug"), configurations[0] if configurations else {})
        return chosen.get("buildSettings", {})

    project_settings = settings(root.get("buildConfigurationList"))
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
        own = dict(project_settings)
        own.update(settings(item.get("buildConfigurationList")))
        name = item.get("name", "")
        product_type = item.get("productType", "")
        kind = "test" if ("unit-test" in product_type or "ui-testing" in product_type) else "app"
        module = own.get("PRODUCT_MODULE_NAME", "")
        if not module or "$" in module:
            product = own.get("PRODUCT_NAME", "")
            module = c99_identifier(product if product and "$" not in product else name)
        target = Target(name, module, kind, source_root)
        supported = own.get("SUPPORTED_PLATFORMS", "")
        sdk = own.get("SDKROOT", "iphoneos")
        platforms = {PLATFORM_NAMES.get(p) for p in supported.split() if p in PLATFORM_NAMES} if supported and "$" not in supported \
            else ({PLATFORM_NAMES[sdk]} if sdk in PLATFORM_NAMES else {"iOS"})
        if "iOS" not in platforms:
            target.platforms = "/".join(sorted(platforms)) + " only"
        target.symbol_extensions = own.get("ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS") == "YES"
        for phase in (objects.get(p, {}) for p in item.get("buildPhases", [])):
            for build_file in (objects.get(f, {}) for f in phase.get("files", [])):
                reference = build_file.get("fileRef")
                if reference is None:
                    continue
                path = path_of(reference)
                if not path:
                    continue
                if phase.get("isa") == "PBXSourcesBuildPhase" and path.endswith(".swift"):
                    target.sources.append(path)
                elif path.endswith((".xcassets", ".xcdatamodeld", ".xcdatamodel")):
                    target.resources.append(path)
        for dependency in (objects.get(d, {}) for d in item.get("packageProductDependencies", [])):
            product = dependency.get("productName", "").replace("plugin:", "")
            if not product:
                continue
            if dependency.get("package") in remote_packages:
                target.third_party.add(product)
                third_party.add(product)
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
        for exception in (objects.get(e, {}) for e in group.get("exceptions", [])):
            if exception.get("isa") != "PBXFileSystemSynchronizedBuildFileExceptionSet":
                continue
            paths = [os.path.normpath(os.path.join(folder, p.lstrip("/"))) for p in exception.get("membershipExceptions", [])]
            if exception.get("target") in excluded:
                excluded[exception["target"]] |= set(paths)
            elif exception.get("target") in targets_by_id:
                for path in paths:
                    for file in ([path] if os.path.exists(path) and not os.path.isdir(path) or path.endswith((".xcassets", ".xcdatamodeld")) else files_under(path)):
                        add_file(targets_by_id[exception["target"]], file)
        for target_id, left_out in excluded.items():
            for path in files_under(folder):
                if not any(path == e or path.startswith(e + os.sep) for e in left_out):
                    add_file(targets_by_id[target_id], path)
    for target in targets:
        target.sources = sorted(set(s for s in target.sources if os.path.isfile(s)))
        target.resources = sorted(set(r for r in target.resources if os.path.exists(r)))
        del target.synchronized
    return targets, third_party


def files_under(folder):
    """The files under `folder`, and its asset catalogues and Core Data models (folders)."""
    for directory, _, files in walk(folder):
        for name in files:
            yield os.path.join(directory, name)
    for directory, folders, _ in walk(folder):
        for name in folders:
            if name.endswith((".xcassets", ".xcdatamodeld")):
                yield os.path.join(directory, name)


def add_file(target, path):
    if path.endswith(".swift") and os.path.isfile(path):
        target.sources.append(path)
    elif path.endswith((".xcassets", ".xcdatamodeld")):
        target.resources.append(path)


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


def package_targets(directory):
    """The targets of the package whose `Package.swift` is in `directory`, its local package
    dependencies (folders) and the module names of its remote ones."""
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
    targets = []
    declared = {}
    for match in re.finditer(r"\.(target|executableTarget|testTarget)\s*\(", manifest):
        call = balanced(manifest, match.end() - 1)
        name = argument(call, "name")
        if not name or not re.match(r"^[A-Za-z_][A-Za-z0-9_ -]*$", name):
            continue
        is_test = match.group(1) == "testTarget"
        path = argument(call, "path")
        if path:
            folder = os.path.normpath(os.path.join(directory, path))
        else:
            bases = ("Tests", "Sources", "Source", "src", "srcs") if is_test else ("Sources", "Source", "src", "srcs")
            folder = next((os.path.join(directory, b, name) for b in bases if os.path.isdir(os.path.join(directory, b, name))), None)
        if not folder or not os.path.isdir(folder):
            continue
        target = Target(name, c99_identifier(name), "package-test" if is_test else "package", folder)
        target.package = directory
        excluded = [os.path.normpath(os.path.join(folder, e)) for e in re.findall(r'"([^"]+)"', argument(call, "exclude") or "")]
        only = [os.path.normpath(os.path.join(folder, s)) for s in re.findall(r'"([^"]+)"', argument(call, "sources") or "")]
        dependencies = argument(call, "dependencies") or ""
        for product in re.finditer(r"\.product\s*\(", dependencies):
            inner = balanced(dependencies, product.end() - 1)
            product_name, package = argument(inner, "name"), (argument(inner, "package") or "").lower()
            if package in remote or (package not in local and product_name and product_name.lower() in remote):
                target.third_party.add(product_name)
            elif product_name:
                target.dependencies.add(product_name)
        for plain in re.finditer(r'(?:^|[\[,(]\s*|\.target\s*\(\s*name:\s*|\.byName\s*\(\s*name:\s*)"([^"]+)"', dependencies):
            dependency = plain.group(1)
            if dependency.lower() in remote:
                target.third_party.add(dependency)
            else:
                target.dependencies.add(dependency)
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
    return targets, local, third_party


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
    targets, third_party = [], set()
    for directory, folders, files in walk(folder):
        for name in folders:
            if name.endswith(".xcodeproj") and name != "Pods.xcodeproj" and os.path.isfile(os.path.join(directory, name, "project.pbxproj")):
                found, remote = xcode_targets(os.path.join(directory, name))
                targets += found
                third_party |= remote
        if "Package.swift" in files:
            found, _, remote = package_targets(directory)
            targets += found
            third_party |= remote
        if "Podfile" in files:
            third_party |= podfile_modules(os.path.join(directory, "Podfile"))
        if "Cartfile" in files:
            third_party |= cartfile_modules(os.path.join(directory, "Cartfile"))
    local_modules = {t.module for t in targets}
    third_party = {m for m in third_party if m not in local_modules}
    return targets, third_party

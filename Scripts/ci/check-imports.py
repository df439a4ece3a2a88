#!/usr/bin/env python3
"""Checks that every module a target's files import is declared in Package.swift.

For each target in Package.swift, every `import X` (plain, `@_exported`, `@testable`) in its
files whose X is a target of this package must be a direct dependency of that target: a module
reached only through another target's dependencies builds today and breaks when that target
drops the dependency. Also checks that the package's own modules form layers: the modules
listed in LAYERS may import only modules of lower layers; and that a file naming Linux's
FoundationNetworking types (URLRequest, URLSession…) imports FoundationNetworking itself, since
ProofUI re-exports it only with the `Networking` trait (a consumer with `traits: []` builds
without it).

Usage: python3 Scripts/ci/check-imports.py        (exit 1 and a list when something is wrong)
"""
import os
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))

# Lower floors first; a module may import only modules on a lower floor.
LAYERS = [
    ["ProofBase", "ProofCombine"],
    ["ProofLayout", "ProofGraphics", "ProofText"],
    ["ProofVerification", "ProofRender"],
    ["ProofUI", "ProofReview"],
    ["ProofSnapshots"],
    ["ProofTesting", "ProofSnapshotTesting"],
]


def targets():
    """name -> (folder, dependencies) for every target in Package.swift."""
    manifest = open(os.path.join(ROOT, "Package.swift"), encoding="utf-8").read()
    result = {}
    for match in re.finditer(r'\.(target|testTarget|executableTarget|macro|systemLibrary)\(\s*name:\s*"([^"]+)"', manifest):
        kind, name = match.group(1), match.group(2)
        # The call's text up to its matching parenthesis.
        depth, index = 0, match.start()
        while True:
            character = manifest[index]
            if character == "(":
                depth += 1
            elif character == ")":
                depth -= 1
                if depth == 0:
                    break
            index += 1
        call = manifest[match.start():index]
        dependencies = set()
        found = re.search(r"dependencies:\s*\[(.*?)\]\s*(\+|,|\)|$)", call, re.S)
        if found:
            dependencies |= set(re.findall(r'"([A-Za-z_][A-Za-z0-9_]*)"', found.group(1)))
            dependencies |= set(re.findall(r'\.target\(name:\s*"([^"]+)"', found.group(1)))
        if "linuxModules.map" in call:
            dependencies |= set(linux_modules(manifest))
        folder = os.path.join(ROOT, "Tests" if kind == "testTarget" else "Sources", name)
        result[name] = (folder, dependencies)
    for name, dependencies in linux_modules(manifest).items():
        result[name] = (os.path.join(ROOT, "Sources", name), dependencies)
    return result


def linux_modules(manifest):
    """The Linux-only modules named like Apple's (`linuxModuleDependencies`), with their dependencies."""
    found = re.search(r"let linuxModuleDependencies[^=]*=\s*\[(.*?)\n\]", manifest, re.S)
    if not found:
        return {}
    return {name: set(re.findall(r'"([^"]+)"', deps))
            for name, deps in re.findall(r'\(\s*"([A-Za-z_][A-Za-z0-9_]*)"\s*,\s*\[([^\]]*)\]\s*\)', found.group(1))}


def imports(folder):
    found = {}
    for directory, folders, files in os.walk(folder):
        folders[:] = [f for f in folders if f not in ("Resources", "Fixtures", "Conformance")]
        for name in files:
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            in_string = False
            for line in open(path, encoding="utf-8", errors="replace"):
                # Lines inside a multi-line string literal (a generated file's text) are not imports.
                if line.count('"""') % 2 == 1:
                    in_string = not in_string
                    continue
                if in_string:
                    continue
                match = re.match(r"\s*(?:@_exported\s+|@testable\s+|(?:public|package|internal)\s+)?import\s+([A-Za-z_][A-Za-z0-9_]*)\s*$", line)
                if match:
                    found.setdefault(match.group(1), path)
    return found


# Types Linux's Foundation keeps in FoundationNetworking.
NETWORKING_NAMES = re.compile(r"\b(URLRequest|URLResponse|HTTPURLResponse|URLSession\w*|URLCache|URLCredential\w*|URLProtocol|HTTPCookie\w*|URLAuthenticationChallenge)\b")


def networking_without_import(folder):
    """Files under `folder` that name FoundationNetworking types without importing it."""
    found = []
    for directory, folders, files in os.walk(folder):
        for name in files:
            if not name.endswith(".swift"):
                continue
            path = os.path.join(directory, name)
            text = open(path, encoding="utf-8", errors="replace").read()
            code = "\n".join(line.split("//")[0] for line in text.splitlines())
            if NETWORKING_NAMES.search(code) and not re.search(r"^\s*(@_exported\s+)?import\s+FoundationNetworking\b", text, re.M):
                found.append((path, NETWORKING_NAMES.search(code).group(1)))
    return found


def main():
    all_targets = targets()
    floor = {module: level for level, modules in enumerate(LAYERS) for module in modules}
    problems = []
    for name, (folder, dependencies) in sorted(all_targets.items()):
        if not os.path.isdir(folder):
            continue
        for module, path in sorted(imports(folder).items()):
            if module == name or module not in all_targets:
                continue
            # A module that depends on this target cannot be imported by it: the name is the
            # system's (ProofUI imports Apple's Combine where the Linux `Combine` target is not built).
            if name in all_targets[module][1]:
                continue
            relative = os.path.relpath(path, ROOT)
            if module not in dependencies:
                problems.append(f"{name}: imports {module} ({relative}) without declaring it in Package.swift")
            if name in floor and module in floor and floor[module] >= floor[name]:
                problems.append(f"{name}: imports {module} ({relative}), which is not on a lower floor")
        if not folder.startswith(os.path.join(ROOT, "Tests")):
            for path, type_name in networking_without_import(folder):
                problems.append(f"{name}: {os.path.relpath(path, ROOT)} names {type_name} without `import FoundationNetworking` (under `#if canImport(FoundationNetworking)`): it does not build with the `Networking` trait off")
    for problem in problems:
        print(problem)
    print(f"{len(problems)} import problems in {len(all_targets)} targets")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

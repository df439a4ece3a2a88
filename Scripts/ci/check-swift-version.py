#!/usr/bin/env python3
"""Keeps the code buildable with the Swift the README promises.

Fails (exit 1) when
- a Swift file under Sources/, Tests/ or Benchmarks/ uses a module selector (`Module::name`,
  Swift 6.3 and later) outside comments and string literals: qualify with `Module.name`, and
  never declare a type named like its module (it hides the module's name);
- the README's "Swift X.Y or newer" and `// swift-tools-version: X.Y` of Package.swift differ.

Usage: python3 Scripts/ci/check-swift-version.py [ROOT]
"""
import os
import re
import sys

SELECTOR = re.compile(r"\b[A-Za-z_][A-Za-z0-9_]*::[A-Za-z_`]")


def code_only(text):
    """`text` with comments and string literals blanked (newlines kept, so line numbers hold)."""
    out, i, n = [], 0, len(text)
    depth = 0  # nesting of /* */ comments
    while i < n:
        c = text[i]
        if depth:
            if text.startswith("/*", i):
                depth, i = depth + 1, i + 2
            elif text.startswith("*/", i):
                depth, i = depth - 1, i + 2
            else:
                out.append("\n" if c == "\n" else " ")
                i += 1
            continue
        if text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        if text.startswith("/*", i):
            depth, i = 1, i + 2
            continue
        match = re.match(r'(#*)("""|")', text[i:])
        if match:
            hashes, quote = match.group(1), match.group(2)
            i += len(match.group(0))
            closing = quote + hashes
            while i < n and not text.startswith(closing, i):
                if text[i] == "\\" and not hashes:
                    i += 1  # an escaped character (an interpolation's code is blanked too)
                elif text[i] == "\n":
                    out.append("\n")
                i += 1
            i += len(closing)
            out.append('""')
            continue
        out.append(c)
        i += 1
    return "".join(out)


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))
    problems = []
    for top in ("Sources", "Tests", "Benchmarks"):
        for directory, folders, files in os.walk(os.path.join(root, top)):
            folders[:] = sorted(f for f in folders if f not in (".build", ".swiftpm"))
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                code = code_only(open(path, encoding="utf-8", errors="replace").read())
                for number, line in enumerate(code.split("\n"), 1):
                    if SELECTOR.search(line):
                        problems.append(f"{os.path.relpath(path, root)}:{number}: module selector '::' needs Swift 6.3; "
                                        "write Module.name (and rename any type that hides its module's name)")
    tools = re.search(r"swift-tools-version:\s*([0-9.]+)", open(os.path.join(root, "Package.swift")).read())
    readme = re.search(r"Swift ([0-9]+\.[0-9]+) or newer", open(os.path.join(root, "README.md")).read())
    if not tools or not readme:
        problems.append("README.md must say 'Swift X.Y or newer' and Package.swift must start with its swift-tools-version")
    elif tools.group(1) != readme.group(1):
        problems.append(f"README.md promises Swift {readme.group(1)} but Package.swift's swift-tools-version is {tools.group(1)}")
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"no module selectors in Sources, Tests, Benchmarks; README and Package.swift both say Swift {tools.group(1)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

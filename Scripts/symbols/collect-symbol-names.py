#!/usr/bin/env python3
"""Counts the SF Symbol names public SwiftUI apps use, for Docs/SwiftUI/Symbols.md's coverage table.

Reads bare git repositories (no work tree needed) and counts every string literal given to
`systemName:` (Image, UIImage, NSImage, Label, …) and `systemImage:` (Label, Button, Tab, …)
in their Swift files at HEAD. Interpolated literals (`"star\\(filled ? ".fill" : "")"`) are not
names and are skipped. Writes `Scripts/symbols/symbol-names-in-apps.tsv`: name, occurrences,
number of apps, sorted by occurrences; only names and counts, no code of the apps.

Usage: python3 Scripts/symbols/collect-symbol-names.py owner+name=/path/to/repo.git ...
"""
import collections
import os
import re
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
PATTERN = re.compile(r'\b(?:systemName|systemImage)\s*:\s*"([^"\\\n]+)"')


def swift_sources(repo):
    listing = subprocess.run(["git", "--git-dir", repo, "ls-tree", "-r", "-z", "HEAD"],
                             capture_output=True, check=True).stdout.split(b"\0")
    for entry in listing:
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, blob = meta.split()
        if kind == b"blob" and path.endswith(b".swift"):
            yield blob.decode()


def main():
    counts = collections.Counter()
    apps = collections.defaultdict(set)
    per_app = {}
    for argument in sys.argv[1:]:
        label, repo = argument.split("=", 1)
        blobs = list(swift_sources(repo))
        found = 0
        # One `git cat-file --batch` per repository instead of a process per file.
        process = subprocess.run(["git", "--git-dir", repo, "cat-file", "--batch"],
                                 input="\n".join(blobs).encode(), capture_output=True, check=True)
        data, position = process.stdout, 0
        while position < len(data):
            header_end = data.index(b"\n", position)
            size = int(data[position:header_end].split()[2])
            text = data[header_end + 1:header_end + 1 + size].decode("utf-8", "replace")
            position = header_end + 1 + size + 1
            for name in PATTERN.findall(text):
                counts[name] += 1
                apps[name].add(label)
                found += 1
        commit = subprocess.run(["git", "--git-dir", repo, "rev-parse", "--short=12", "HEAD"],
                                capture_output=True, check=True).stdout.decode().strip()
        per_app[label] = (found, commit)
    out = os.path.join(ROOT, "Scripts/symbols/symbol-names-in-apps.tsv")
    with open(out, "w") as handle:
        handle.write("# SF Symbol names in string literals of public SwiftUI apps (systemName:/systemImage:), by\n")
        handle.write("# Scripts/symbols/collect-symbol-names.py. Apps and literal counts:\n")
        for label in sorted(per_app):
            found, commit = per_app[label]
            handle.write(f"#   {label.replace('+', '/')} at {commit}: {found}\n")
        handle.write("# name\toccurrences\tapps\n")
        for name, count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
            handle.write(f"{name}\t{count}\t{len(apps[name])}\n")
    print(f"{len(counts)} names, {sum(counts.values())} occurrences in {len(per_app)} apps -> {out}")


if __name__ == "__main__":
    main()

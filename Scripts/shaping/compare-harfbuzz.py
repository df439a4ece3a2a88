#!/usr/bin/env python3
"""Compares ProofText's shaper with HarfBuzz on word lists, one per script, with the bundled
fonts: glyph ids, clusters, advances and offsets must be identical.

Usage: Scripts/shaping/compare-harfbuzz.py [--proof PATH] [--verbose]

For each list (words-arabic.txt with Noto Sans Arabic Regular and Bold, words-hebrew.txt with
Noto Sans Hebrew Regular and Bold, words-devanagari.txt with Noto Sans Devanagari Regular
and Bold, words-latin.txt with Inter Regular and Bold) it runs
`hb-shape --no-glyph-names` (Debian's libharfbuzz-bin) on every word and `proof shape` (the
hidden debugging subcommand; built with `swift build --product proof` when --proof is not
given) on the whole list, and prints words identical / total per list. Exit 0 when every word
matches, 1 otherwise, 3 when hb-shape is not installed (the CI step then counts as skipped).
"""
import os
import shutil
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
HERE = os.path.dirname(os.path.abspath(__file__))
FONTS = os.path.join(ROOT, "Sources", "ProofText", "Resources")
CASES = [
    ("arabic", ["NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf"]),
    ("hebrew", ["NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf"]),
    ("devanagari", ["NotoSansDevanagari-Regular.ttf", "NotoSansDevanagari-Bold.ttf"]),
    ("latin", ["Inter-Regular.ttf", "Inter-Bold.ttf"]),
]


def main():
    arguments = sys.argv[1:]
    verbose = "--verbose" in arguments
    proof = None
    if "--proof" in arguments:
        proof = arguments[arguments.index("--proof") + 1]
    hb_shape = shutil.which("hb-shape")
    if not hb_shape:
        print("compare-harfbuzz: hb-shape is missing: apt-get install libharfbuzz-bin")
        sys.exit(3)
    if proof is None:
        subprocess.run(["swift", "build", "--product", "proof"], cwd=ROOT, check=True)
        bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=ROOT, check=True,
                                  capture_output=True, text=True).stdout.strip()
        proof = os.path.join(bin_path, "proof")
    all_identical = True
    for script, fonts in CASES:
        with open(os.path.join(HERE, f"words-{script}.txt"), encoding="utf-8") as handle:
            words = [line.rstrip("\n") for line in handle if line.strip()]
        for font in fonts:
            path = os.path.join(FONTS, font)
            ours = subprocess.run([proof, "shape", "--font", path], input="\n".join(words) + "\n",
                                  capture_output=True, text=True, check=True).stdout.splitlines()
            identical = 0
            for word, mine in zip(words, ours):
                theirs = subprocess.run([hb_shape, "--no-glyph-names", path, word],
                                        capture_output=True, text=True, check=True).stdout.strip()
                if theirs == mine:
                    identical += 1
                else:
                    all_identical = False
                    print(f"  {font} {word}\n    harfbuzz {theirs}\n    proof    {mine}")
                if verbose and theirs == mine:
                    print(f"  {font} {word} {mine}")
            if len(ours) != len(words):
                all_identical = False
                print(f"  {font}: proof shape printed {len(ours)} lines for {len(words)} words")
            print(f"{script} {font}: {identical}/{len(words)} words identical")
    sys.exit(0 if all_identical else 1)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Generates Sources/ProofText/Unicode/LineBreakTable.generated.swift from the Unicode
Character Database.

Usage: Scripts/unicode/generate_line_break_table.py [--check] [UCD_DIR]

With --check nothing is written: the script exits 1 when the committed file differs from what
it would generate (CI runs this where the Unicode data is installed).

UCD_DIR defaults to /usr/share/unicode (Debian's `unicode-data` package). The files read are
LineBreak.txt, EastAsianWidth.txt, extracted/DerivedGeneralCategory.txt,
DerivedCoreProperties.txt and emoji/emoji-data.txt; all must be of the same Unicode version.
Besides the line break table it writes the Default_Ignorable_Code_Point ranges (characters
that text layout draws as nothing).

The table stores, for every code point, the Line_Break class after UAX #14 rule LB1 (AI, SG,
XX -> AL; SA -> CM for Mn/Mc, else AL; CJ -> NS) and one flag whose meaning depends on the
class:
  - OP or CP: East_Asian_Width is F, W or H (excluded from LB30);
  - ID: Extended_Pictographic and unassigned (General_Category Cn), for LB30b.
A value is stored as the byte OFFSET + class, or OFFSET + FLAG + class when flagged: printable
ASCII, so the data lives in Swift string literals read as raw UTF-8 bytes (no decoding at run
time, and string literals compile far faster than large array literals).

The lookup is two-stage: stage 1 maps the code point's block (cp >> SHIFT) to a block number,
written as two base-64 digits (OFFSET + digit, high digit first); stage 2 holds the distinct
blocks. The script picks the block size giving the smallest total.
"""
import os
import re
import sys

from ucd import code_range, data_lines

# Order defines the raw values of LineBreakClass in Swift: keep in sync with CLASSES there
# (the generated file carries this list and the Swift side checks it in a test).
CLASSES = [
    "BK", "CR", "LF", "NL", "SP", "ZW", "ZWJ", "CM", "WJ", "GL", "BA", "BB", "B2", "HY",
    "CB", "CL", "CP", "EX", "IN", "NS", "OP", "QU", "IS", "NU", "PO", "PR", "SY", "AL",
    "HL", "ID", "EB", "EM", "H2", "H3", "JL", "JV", "JT", "RI",
]
OFFSET = 0x28
FLAG = 0x30
MAX_CP = 0x110000


def fail(message):
    sys.stderr.write("generate_line_break_table: " + message + "\n")
    sys.exit(1)


def read_ranges(path):
    """Yields (first, last, value, comment) for each data line of a UCD file."""
    for fields, comment in data_lines(path):
        first, last = code_range(fields[0])
        yield first, last, fields[1], comment


def version_of(path):
    with open(path, encoding="utf-8") as handle:
        first_line = handle.readline()
    match = re.search(r"-(\d+\.\d+\.\d+)\.txt", first_line)
    if not match:
        fail(f"{path}: first line does not name a Unicode version: {first_line!r}")
    return match.group(1)


def main():
    arguments = sys.argv[1:]
    check = "--check" in arguments
    arguments = [argument for argument in arguments if argument != "--check"]
    ucd = arguments[0] if arguments else "/usr/share/unicode"
    paths = {
        "lb": os.path.join(ucd, "LineBreak.txt"),
        "eaw": os.path.join(ucd, "EastAsianWidth.txt"),
        "gc": os.path.join(ucd, "extracted", "DerivedGeneralCategory.txt"),
        "emoji": os.path.join(ucd, "emoji", "emoji-data.txt"),
        "core": os.path.join(ucd, "DerivedCoreProperties.txt"),
    }
    for path in paths.values():
        if not os.path.isfile(path):
            fail(f"missing {path} (apt-get install unicode-data, or pass the UCD folder)")
    version = version_of(paths["lb"])
    for key in ("eaw", "gc", "core"):
        if version_of(paths[key]) != version:
            fail(f"{paths[key]} is not Unicode {version}")

    general_category = ["Cn"] * MAX_CP
    for first, last, value, _ in read_ranges(paths["gc"]):
        general_category[first:last + 1] = [value] * (last - first + 1)

    east_asian_wide = bytearray(MAX_CP)
    for first, last, value, _ in read_ranges(paths["eaw"]):
        if value in ("F", "W", "H"):
            east_asian_wide[first:last + 1] = b"\x01" * (last - first + 1)

    extended_pictographic = bytearray(MAX_CP)
    for first, last, value, _ in read_ranges(paths["emoji"]):
        if value == "Extended_Pictographic":
            extended_pictographic[first:last + 1] = b"\x01" * (last - first + 1)

    ignorable = []
    for first, last, value, _ in read_ranges(paths["core"]):
        if value != "Default_Ignorable_Code_Point":
            continue
        if ignorable and ignorable[-1][1] + 1 == first:
            ignorable[-1][1] = last
        else:
            ignorable.append([first, last])
    if ignorable != sorted(ignorable):
        fail("Default_Ignorable_Code_Point ranges are not in order")
    ignorable_literal = "\n".join(
        f"        0x{first:04X}...0x{last:04X}," for first, last in ignorable)

    # Defaults for code points LineBreak.txt does not list (its header): XX everywhere, ID in
    # the CJK and pictographic ranges, PR in Currency Symbols.
    raw = ["XX"] * MAX_CP
    for first, last, value in (
        (0x3400, 0x4DBF, "ID"), (0x4E00, 0x9FFF, "ID"), (0xF900, 0xFAFF, "ID"),
        (0x20000, 0x2FFFD, "ID"), (0x30000, 0x3FFFD, "ID"),
        (0x1F000, 0x1FAFF, "ID"), (0x1FC00, 0x1FFFD, "ID"), (0x20A0, 0x20CF, "PR"),
    ):
        raw[first:last + 1] = [value] * (last - first + 1)
    for first, last, value, _ in read_ranges(paths["lb"]):
        raw[first:last + 1] = [value] * (last - first + 1)

    index = {name: number for number, name in enumerate(CLASSES)}
    values = bytearray(MAX_CP)
    for cp in range(MAX_CP):
        name = raw[cp]
        if name in ("AI", "SG", "XX"):
            name = "AL"
        elif name == "SA":
            name = "CM" if general_category[cp] in ("Mn", "Mc") else "AL"
        elif name == "CJ":
            name = "NS"
        if name not in index:
            fail(f"U+{cp:04X}: unknown Line_Break value {raw[cp]!r}")
        value = index[name]
        if name in ("OP", "CP") and east_asian_wide[cp]:
            value += FLAG
        if extended_pictographic[cp] and general_category[cp] == "Cn":
            if name != "ID":
                fail(f"U+{cp:04X}: unassigned Extended_Pictographic is {name}, not ID: "
                     "the flag bit cannot carry it; extend the table format")
            value += FLAG
        values[cp] = OFFSET + value

    best = None
    for shift in range(4, 11):
        size = 1 << shift
        blocks, stage1 = {}, []
        for start in range(0, MAX_CP, size):
            block = bytes(values[start:start + size])
            stage1.append(blocks.setdefault(block, len(blocks)))
        total = 2 * len(stage1) + size * len(blocks)
        if best is None or total < best[0]:
            best = (total, shift, stage1, blocks)
    total, shift, stage1, blocks = best
    if len(blocks) >= 1 << 12:
        fail("too many distinct blocks for two base-64 digits per stage-1 entry")
    stage2 = b"".join(sorted(blocks, key=blocks.get))
    stage1_bytes = bytearray()
    for block in stage1:
        stage1_bytes += bytes((OFFSET + (block >> 6), OFFSET + (block & 0x3F)))

    def literal(data):
        parts, line = [], ""
        for byte in data:
            if 0x20 <= byte < 0x7F and byte not in (0x22, 0x5C):
                piece = chr(byte)
            else:
                piece = "\\u{%X}" % byte
            if len(line) + len(piece) > 99:
                parts.append(line + "\\")
                line = ""
            line += piece
        parts.append(line)
        body = "\n".join(parts)
        return '"""\n' + body + '\n"""'

    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                       "Sources", "ProofText", "Unicode", "LineBreakTable.generated.swift")
    generated = f"""// Generated by Scripts/unicode/generate_line_break_table.py from the Unicode {version}
// Character Database (LineBreak.txt, EastAsianWidth.txt, DerivedGeneralCategory.txt,
// DerivedCoreProperties.txt, emoji-data.txt). Do not edit: run the script. Data derived from Unicode data files,
// © Unicode, Inc., used under the Unicode licence (see Tests/ProofTextTests/Resources/unicode).

/// The Line_Break property of every code point after UAX #14 LB1, in a two-stage table.
enum LineBreakTable {{
    static let unicodeVersion = "{version}"
    /// The class names in raw-value order, as the generator numbered them.
    static let classNames = "{' '.join(CLASSES)}"
    static let blockShift = {shift}
    /// The byte offset added to every stored digit and class.
    static let offset: UInt8 = {OFFSET}
    /// Added (after `offset`) to flagged values.
    static let flag: UInt8 = {FLAG}
    /// Two base-64 digits (high first) per block of {1 << shift} code points: the block's
    /// index in `stage2`.
    static let stage1: StaticString = {literal(stage1_bytes)}
    /// {len(blocks)} distinct blocks of {1 << shift} values: `offset` + class (+ `flag`).
    static let stage2: StaticString = {literal(stage2)}
}}

/// Default_Ignorable_Code_Point (DerivedCoreProperties.txt), merged, in increasing order.
enum DefaultIgnorableTable {{
    static let ranges: [ClosedRange<UInt32>] = [
{ignorable_literal}
    ]
}}
"""
    out = os.path.normpath(out)
    if check:
        with open(out, encoding="utf-8") as handle:
            current = handle.read()
        committed = re.search(r'unicodeVersion = "([0-9.]+)"', current)
        if committed and committed.group(1) != version:
            print(f"SKIPPED: the installed data is Unicode {version}, the tables are "
                  f"{committed.group(1)}; install the matching Unicode data to check them")
            sys.exit(3)
        if current != generated:
            fail(f"{out} is out of date: run {sys.argv[0]}")
        print(f"{out} matches Unicode {version}")
        return
    temporary = out + ".tmp"
    with open(temporary, "w", encoding="utf-8") as handle:
        handle.write(generated)
    os.replace(temporary, out)
    print(f"Unicode {version}: block size {1 << shift}, {len(blocks)} blocks, "
          f"{len(stage1_bytes)} + {len(stage2)} = {len(stage1_bytes) + len(stage2)} bytes -> "
          f"{out}")


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Generates the data of the Unicode Bidirectional Algorithm (UAX #9) from the Unicode
Character Database:

  - Sources/ProofText/Unicode/BidiTable.generated.swift: Bidi_Class of every code point, the
    bracket pairs (Bidi_Paired_Bracket, Bidi_Paired_Bracket_Type) and Bidi_Mirroring_Glyph;
  - Tests/ProofTextTests/Resources/unicode/BidiTest.compact and BidiCharacterTest.compact:
    Unicode's two conformance files in a compact form (see "Compact test files" below).

Usage: Scripts/unicode/generate_bidi_data.py [--check] [UCD_DIR]

With --check nothing is written: the script exits 1 when a committed file differs from what
it would generate, and 3 (skipped) when the installed data is another Unicode version.

UCD_DIR defaults to /usr/share/unicode (Debian's `unicode-data` package). The files read are
extracted/DerivedBidiClass.txt (its @missing lines give the defaults of unlisted code points),
BidiBrackets.txt, BidiMirroring.txt, UnicodeData.txt (canonical decompositions, which BD16
uses to match U+2329 with U+3009), BidiTest.txt and BidiCharacterTest.txt, all of one version.

Bidi_Class table: two stages like LineBreakTable's: stage 1 maps a block of code points
(cp >> SHIFT) to a block number written as two base-64 digits (OFFSET + digit, high first);
stage 2 holds the distinct blocks, one byte OFFSET + class per code point (printable ASCII in
Swift string literals, read as raw UTF-8 bytes).

Compact test files. The raw files are 8.0 and 6.9 MB; the compact forms hold every case and
expectation in 0.1 and 0.4 MB:
  - BidiTest: the first line is the source file's header ("# BidiTest-15.0.0.txt"); then
    the "@Levels:" and "@Reorder:" lines as in the source, and one line per case: how many
    classes it shares with the previous case's sequence (one digit, at most 9; 0 after a
    header line), the remaining classes as letters ('A' + raw value in CLASSES) and the
    paragraph bitset (1 auto, 2 LTR, 4 RTL) as a digit.
  - BidiCharacterTest: the first line is the source's header, the second the file's distinct
    code points in hex, space-separated; then one line per case, in bytes: '0' + paragraph
    direction (+ 3 when the code points are the previous case's and are left out),
    '0' + resolved paragraph level, BYTE_BASE + the number of code points n, n bytes
    BYTE_BASE + index into the code point list (unless left out), n levels (REMOVED for 'x',
    else BYTE_BASE + level), then the visual order as runs of indexes that step by +1 or -1,
    two bytes each (BYTE_BASE + first, BYTE_BASE + last), and a newline (no other byte is
    below BYTE_BASE - 1).
Both are then compressed with a byte-oriented LZ77 (decoded by the test in a few lines):
repeated blocks of <varint literal count> <literals> [<varint match length - 4>
<varint distance - 1>], the match part absent at the end of the data. Varints are LEB128.
"""
import os
import re
import sys

from ucd import code_range, data_lines

# Order defines the raw values of BidiClass in Swift: keep in sync with the Swift enum (the
# generated file carries this list and a test checks it).
CLASSES = [
    "L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
    "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI",
]
LONG_NAMES = {
    "Left_To_Right": "L", "Right_To_Left": "R", "Arabic_Letter": "AL",
    "European_Number": "EN", "European_Separator": "ES", "European_Terminator": "ET",
    "Arabic_Number": "AN", "Common_Separator": "CS", "Nonspacing_Mark": "NSM",
    "Boundary_Neutral": "BN", "Paragraph_Separator": "B", "Segment_Separator": "S",
    "White_Space": "WS", "Other_Neutral": "ON", "Left_To_Right_Embedding": "LRE",
    "Left_To_Right_Override": "LRO", "Right_To_Left_Embedding": "RLE",
    "Right_To_Left_Override": "RLO", "Pop_Directional_Format": "PDF",
    "Left_To_Right_Isolate": "LRI", "Right_To_Left_Isolate": "RLI",
    "First_Strong_Isolate": "FSI", "Pop_Directional_Isolate": "PDI",
}
OFFSET = 0x28
# Compact BidiCharacterTest: a small number n is stored as the byte BYTE_BASE + n, a removed
# character's level as REMOVED.
BYTE_BASE = 0x30
REMOVED = 0x2F
MAX_CP = 0x110000
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def fail(message):
    sys.stderr.write("generate_bidi_data: " + message + "\n")
    sys.exit(1)


def version_of(path):
    with open(path, encoding="utf-8") as handle:
        first_line = handle.readline()
    match = re.search(r"-(\d+\.\d+\.\d+)\.txt", first_line)
    if not match:
        fail(f"{path}: first line does not name a Unicode version: {first_line!r}")
    return match.group(1), first_line.strip()


def bidi_classes(path):
    values = bytearray(MAX_CP)  # 0 = L, the default of the first @missing line
    index = {name: number for number, name in enumerate(CLASSES)}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            match = re.match(r"#\s*@missing:\s*([0-9A-F.]+)\s*;\s*(\w+)", line)
            if match:
                first, last = code_range(match.group(1))
                name = LONG_NAMES.get(match.group(2)) or fail(f"unknown @missing value {match.group(2)}")
                values[first:last + 1] = bytes([index[name]]) * (last - first + 1)
    for fields, _ in data_lines(path):
        first, last = code_range(fields[0])
        if fields[1] not in index:
            fail(f"{path}: unknown Bidi_Class {fields[1]!r}")
        values[first:last + 1] = bytes([index[fields[1]]]) * (last - first + 1)
    return values


def two_stage(values):
    best = None
    for shift in range(4, 11):
        size = 1 << shift
        blocks, stage1 = {}, []
        for start in range(0, MAX_CP, size):
            block = bytes(OFFSET + value for value in values[start:start + size])
            stage1.append(blocks.setdefault(block, len(blocks)))
        total = 2 * len(stage1) + size * len(blocks)
        if best is None or total < best[0]:
            best = (total, shift, stage1, blocks)
    _, shift, stage1, blocks = best
    if len(blocks) >= 1 << 12:
        fail("too many distinct blocks for two base-64 digits per stage-1 entry")
    stage2 = b"".join(sorted(blocks, key=blocks.get))
    stage1_bytes = bytearray()
    for block in stage1:
        stage1_bytes += bytes((OFFSET + (block >> 6), OFFSET + (block & 0x3F)))
    return shift, stage1_bytes, stage2, len(blocks)


def swift_literal(data):
    parts, line = [], ""
    for byte in data:
        piece = chr(byte) if 0x20 <= byte < 0x7F and byte not in (0x22, 0x5C) else "\\u{%X}" % byte
        if len(line) + len(piece) > 99:
            parts.append(line + "\\")
            line = ""
        line += piece
    parts.append(line)
    return '"""\n' + "\n".join(parts) + '\n"""'


def hex_list(numbers, per_line=10):
    rows = []
    for start in range(0, len(numbers), per_line):
        rows.append("        " + ", ".join(f"0x{n:04X}" for n in numbers[start:start + per_line]) + ",")
    return "\n".join(rows)


def generate_table(paths, version):
    values = bidi_classes(paths["class"])
    shift, stage1, stage2, block_count = two_stage(values)

    decomposition = {}
    for fields, _ in data_lines(paths["data"]):
        parts = fields[5].split()
        if len(parts) == 1 and not parts[0].startswith("<"):
            decomposition[int(fields[0], 16)] = int(parts[0], 16)

    # BD16 compares brackets after canonical equivalence: a bracket is identified by the
    # canonical form of its opening bracket.
    brackets = []
    for fields, _ in data_lines(paths["brackets"]):
        cp, paired, kind = int(fields[0], 16), int(fields[1], 16), fields[2]
        if kind not in ("o", "c"):
            fail(f"BidiBrackets.txt: U+{cp:04X} has type {kind!r}")
        opening = cp if kind == "o" else paired
        brackets.append((cp, decomposition.get(opening, opening), kind == "o"))
    brackets.sort()

    mirrors = sorted((int(f[0], 16), int(f[1], 16)) for f, _ in data_lines(paths["mirroring"]))

    bracket_cps = [cp for cp, _, _ in brackets]
    bracket_ids = [identity << 1 | (1 if is_open else 0) for _, identity, is_open in brackets]
    return f"""// Generated by Scripts/unicode/generate_bidi_data.py from the Unicode {version} Character
// Database (extracted/DerivedBidiClass.txt, BidiBrackets.txt, BidiMirroring.txt, UnicodeData.txt).
// Do not edit: run the script. Data derived from Unicode data files, © Unicode, Inc., used under
// the Unicode licence (see Tests/ProofTextTests/Resources/unicode).

/// The Bidi_Class of every code point, the paired brackets and the mirrored glyphs (UAX #9).
enum BidiTable {{
    static let unicodeVersion = "{version}"
    /// The class names in raw-value order, as the generator numbered them.
    static let classNames = "{' '.join(CLASSES)}"
    static let blockShift = {shift}
    /// The byte offset added to every stored digit and class.
    static let offset: UInt8 = {OFFSET}
    /// Two base-64 digits (high first) per block of {1 << shift} code points: the block's
    /// index in `stage2`.
    static let stage1: StaticString = {swift_literal(stage1)}
    /// {block_count} distinct blocks of {1 << shift} values: `offset` + class.
    static let stage2: StaticString = {swift_literal(stage2)}

    /// Code points with a Bidi_Paired_Bracket_Type (BidiBrackets.txt), in increasing order.
    static let bracketScalars: [UInt32] = [
{hex_list(bracket_cps)}
    ]
    /// For each of `bracketScalars`: the pair's identity (its opening bracket after canonical
    /// decomposition, so U+2329 pairs with U+3009) shifted left by one, plus 1 when opening.
    static let bracketIdentities: [UInt32] = [
{hex_list(bracket_ids)}
    ]

    /// Code points with a Bidi_Mirroring_Glyph (BidiMirroring.txt), in increasing order.
    static let mirroredScalars: [UInt32] = [
{hex_list([cp for cp, _ in mirrors])}
    ]
    /// The mirrored glyph's code point of each of `mirroredScalars`.
    static let mirrorImages: [UInt32] = [
{hex_list([image for _, image in mirrors])}
    ]
}}
"""


def varint(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def compress(data):
    """Greedy LZ77 with hash chains over 4-byte keys (deterministic: no randomness, fixed
    chain length)."""
    minimum, chain_limit = 4, 24
    heads, output = {}, bytearray()
    literal_start = position = 0
    end = len(data)
    while position < end:
        best_length = best_distance = 0
        if position + minimum <= end:
            key = data[position:position + minimum]
            candidates = heads.get(key)
            if candidates:
                for candidate in reversed(candidates[-chain_limit:]):
                    length = minimum
                    while position + length < end and data[candidate + length] == data[position + length] \
                            and length < 65535:
                        length += 1
                    if length > best_length:
                        best_length, best_distance = length, position - candidate
            heads.setdefault(key, []).append(position)
        if best_length >= minimum:
            output += varint(position - literal_start) + data[literal_start:position]
            output += varint(best_length - minimum) + varint(best_distance - 1)
            for inside in range(position + 1, min(position + best_length, end - minimum + 1)):
                heads.setdefault(data[inside:inside + minimum], []).append(inside)
            position += best_length
            literal_start = position
        else:
            position += 1
    output += varint(end - literal_start) + data[literal_start:end]
    return bytes(output)


def decompress(data):
    out, position = bytearray(), 0
    while position < len(data):
        count, position = read_varint(data, position)
        out += data[position:position + count]
        position += count
        if position == len(data):
            break
        length, position = read_varint(data, position)
        distance, position = read_varint(data, position)
        start = len(out) - distance - 1
        for offset in range(length + 4):
            out.append(out[start + offset])
    return bytes(out)


def read_varint(data, position):
    value = shift = 0
    while True:
        byte = data[position]
        position += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, position


def compact_bidi_test(path, header):
    letters = {name: chr(ord("A") + number) for number, name in enumerate(CLASSES)}
    lines, previous, cases = [header], "", 0
    for fields, _ in data_lines(path):
        if fields[0].startswith("@"):
            lines.append(";".join(fields))
            previous = ""
            continue
        sequence = "".join(letters[name] for name in fields[0].split())
        shared = 0
        while shared < min(len(sequence), len(previous), 9) and sequence[shared] == previous[shared]:
            shared += 1
        if not fields[1].isdigit() or not 1 <= int(fields[1]) <= 7:
            fail(f"BidiTest.txt: bad paragraph bitset {fields[1]!r}")
        lines.append(f"{shared}{sequence[shared:]}{fields[1]}")
        previous = sequence
        cases += 1
    return ("\n".join(lines) + "\n").encode("ascii"), cases


def order_runs(order):
    """Splits a visual order into maximal runs of indexes that step by +1 or by -1."""
    runs, start = [], 0
    while start < len(order):
        end, step = start, None
        while end + 1 < len(order) and order[end + 1] - order[end] in (1, -1) \
                and step in (None, order[end + 1] - order[end]):
            step = order[end + 1] - order[end]
            end += 1
        runs.append((order[start], order[end]))
        start = end + 1
    return runs


def compact_bidi_character_test(path, header):
    records = [fields for fields, _ in data_lines(path)]
    scalars = sorted({int(cp, 16) for fields in records for cp in fields[0].split()})
    if len(scalars) > 0xFF - BYTE_BASE:
        fail("too many distinct code points for one byte each")
    index = {cp: number for number, cp in enumerate(scalars)}
    out = bytearray((header + "\n" + " ".join(f"{cp:04X}" for cp in scalars) + "\n").encode("ascii"))
    previous = None
    for fields in records:
        cps = [index[int(cp, 16)] for cp in fields[0].split()]
        levels = fields[3].split()
        order = [int(value) for value in fields[4].split()]
        if len(levels) != len(cps) or fields[1] not in "012" or not fields[2].isdigit() \
                or len(cps) > 0xFF - BYTE_BASE:
            fail(f"BidiCharacterTest.txt: malformed case {';'.join(fields)}")
        same = cps == previous
        out.append(ord("0") + int(fields[1]) + (3 if same else 0))
        out.append(ord("0") + int(fields[2]))
        out.append(BYTE_BASE + len(cps))
        if not same:
            out += bytes(BYTE_BASE + value for value in cps)
        out += bytes(REMOVED if level == "x" else BYTE_BASE + int(level) for level in levels)
        for first, last in order_runs(order):
            out += bytes((BYTE_BASE + first, BYTE_BASE + last))
        out.append(0x0A)
        previous = cps
    return bytes(out), len(records)


def main():
    arguments = sys.argv[1:]
    check = "--check" in arguments
    arguments = [argument for argument in arguments if argument != "--check"]
    ucd = arguments[0] if arguments else "/usr/share/unicode"
    paths = {
        "class": os.path.join(ucd, "extracted", "DerivedBidiClass.txt"),
        "brackets": os.path.join(ucd, "BidiBrackets.txt"),
        "mirroring": os.path.join(ucd, "BidiMirroring.txt"),
        "data": os.path.join(ucd, "UnicodeData.txt"),
        "test": os.path.join(ucd, "BidiTest.txt"),
        "characterTest": os.path.join(ucd, "BidiCharacterTest.txt"),
    }
    for path in paths.values():
        if not os.path.isfile(path):
            fail(f"missing {path} (apt-get install unicode-data, or pass the UCD folder)")
    version, _ = version_of(paths["class"])
    headers = {}
    for key in ("brackets", "mirroring", "test", "characterTest"):
        other, headers[key] = version_of(paths[key])
        if other != version:
            fail(f"{paths[key]} is not Unicode {version}")

    table_path = os.path.join(ROOT, "Sources", "ProofText", "Unicode", "BidiTable.generated.swift")
    resources = os.path.join(ROOT, "Tests", "ProofTextTests", "Resources", "unicode")
    test_text, test_cases = compact_bidi_test(paths["test"], headers["test"])
    character_text, character_cases = compact_bidi_character_test(paths["characterTest"], headers["characterTest"])
    outputs = [
        (table_path, generate_table(paths, version).encode("utf-8")),
        (os.path.join(resources, "BidiTest.compact"), compress(test_text)),
        (os.path.join(resources, "BidiCharacterTest.compact"), compress(character_text)),
    ]
    for (_, data), text in zip(outputs[1:], (test_text, character_text)):
        if decompress(data) != text:
            fail("the compressor does not round-trip")

    if check:
        with open(table_path, encoding="utf-8") as handle:
            committed = re.search(r'unicodeVersion = "([0-9.]+)"', handle.read())
        if committed and committed.group(1) != version:
            print(f"SKIPPED: the installed data is Unicode {version}, the bidi data is "
                  f"{committed.group(1)}; install the matching Unicode data to check it")
            sys.exit(3)
        for path, data in outputs:
            if not os.path.isfile(path):
                fail(f"{path} is missing: run {sys.argv[0]}")
            with open(path, "rb") as handle:
                if handle.read() != data:
                    fail(f"{path} is out of date: run {sys.argv[0]}")
            print(f"{os.path.relpath(path, ROOT)} matches Unicode {version}")
        return
    for path, data in outputs:
        temporary = path + ".tmp"
        with open(temporary, "wb") as handle:
            handle.write(data)
        os.replace(temporary, path)
        print(f"{os.path.relpath(path, ROOT)}: {len(data)} bytes")
    print(f"Unicode {version}: {test_cases} BidiTest cases, {character_cases} BidiCharacterTest cases")


if __name__ == "__main__":
    main()

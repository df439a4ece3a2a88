#!/usr/bin/env python3
"""Generates Sources/ProofText/Shaping/IndicCategoryTable.generated.swift from the Unicode
Character Database: the Indic shaper's category and position of every Devanagari character
(Devanagari, Devanagari Extended, Vedic Extensions) and of the few shared characters it
treats specially (NBSP and the dotted circle as placeholders, ZWNJ, ZWJ).

Usage: Scripts/unicode/generate_indic_table.py [--check] [UCD_DIR]

With --check nothing is written: the script exits 1 when the committed file differs from what
it would generate (CI runs this where the Unicode data is installed).

UCD_DIR defaults to /usr/share/unicode (Debian's `unicode-data` package). It reads
IndicSyllabicCategory.txt and IndicPositionalCategory.txt and maps them as HarfBuzz's Indic
shaper does (its gen-indic-table.py): syllabic categories to the shaper's classes (Consonant
to C, Virama to H, Bindu and Visarga to SM, …, with Ra, the dotted circle and the Vedic
signs HarfBuzz singles out), positional categories to the visual slot a character is sorted
into (consonants BASE_C, Devanagari matras after subjoined consonants except the left i
matra PRE_M, syllable modifiers SMVD).

Each table entry is category | position << 8, with the raw values of IndicCategory and
IndicPosition in Sources/ProofText/Shaping/ShaperIndic.swift.
"""
import os
import sys

from ucd import code_range, data_lines, write_or_check

CATEGORIES = ["X", "C", "V", "N", "H", "ZWNJ", "ZWJ", "M", "SM", "A", "PLACEHOLDER",
              "DOTTEDCIRCLE", "RS", "MPst", "Repha", "Ra", "CM", "Symbol", "CS"]
POSITIONS = ["START", "RA_TO_BECOME_REPH", "PRE_M", "PRE_C", "BASE_C", "AFTER_MAIN", "ABOVE_C",
             "BEFORE_SUB", "BELOW_C", "AFTER_SUB", "BEFORE_POST", "POST_C", "AFTER_POST", "SMVD",
             "END"]
CATEGORY_MAP = {
    "Other": "X", "Avagraha": "Symbol", "Bindu": "SM", "Brahmi_Joining_Number": "PLACEHOLDER",
    "Cantillation_Mark": "A", "Consonant": "C", "Consonant_Dead": "C", "Consonant_Final": "CM",
    "Consonant_Head_Letter": "C", "Consonant_Initial_Postfixed": "C", "Consonant_Killer": "M",
    "Consonant_Medial": "CM", "Consonant_Placeholder": "PLACEHOLDER",
    "Consonant_Preceding_Repha": "Repha", "Consonant_Prefixed": "X", "Consonant_Subjoined": "CM",
    "Consonant_Succeeding_Repha": "CM", "Consonant_With_Stacker": "CS", "Gemination_Mark": "SM",
    "Invisible_Stacker": "H", "Joiner": "ZWJ", "Modifying_Letter": "X", "Non_Joiner": "ZWNJ",
    "Nukta": "N", "Number": "PLACEHOLDER", "Number_Joiner": "PLACEHOLDER", "Pure_Killer": "M",
    "Register_Shifter": "RS", "Syllable_Modifier": "SM", "Tone_Letter": "X", "Tone_Mark": "N",
    "Virama": "H", "Visarga": "SM", "Vowel": "V", "Vowel_Dependent": "M", "Vowel_Independent": "V",
}
POSITION_MAP = {
    "Not_Applicable": "END", "Left": "PRE_C", "Top": "ABOVE_C", "Bottom": "BELOW_C",
    "Right": "POST_C", "Bottom_And_Right": "POST_C", "Left_And_Right": "POST_C",
    "Top_And_Bottom": "BELOW_C", "Top_And_Bottom_And_Left": "BELOW_C",
    "Top_And_Bottom_And_Right": "POST_C", "Top_And_Left": "ABOVE_C",
    "Top_And_Left_And_Right": "POST_C", "Top_And_Right": "POST_C", "Overstruck": "AFTER_MAIN",
    "Visual_order_left": "PRE_M",
}
# HarfBuzz's overrides that concern Devanagari: Ra forms reph; the Vedic grave and acute
# accents are syllable modifiers; some Vedic signs are consonants, cantillation or symbols.
OVERRIDES = {0x0930: "Ra", 0x0953: "SM", 0x0954: "SM", 0x1CF5: "C", 0x1CF6: "C", 0x1CED: "A",
             0x25CC: "DOTTEDCIRCLE", 0x2022: "PLACEHOLDER"}
OVERRIDES.update({cp: "A" for cp in range(0x1CE2, 0x1CE9)})
OVERRIDES.update({cp: "Symbol" for cp in list(range(0xA8F2, 0xA8F8)) + [0x1CE9, 0x1CEA, 0x1CEB,
                                                                       0x1CEC, 0x1CEE, 0x1CEF,
                                                                       0x1CF0, 0x1CF1]})
BLOCKS = [(0x0900, 0x097F), (0x1CD0, 0x1CFF), (0xA8E0, 0xA8FF)]
SINGLES = [0x00A0, 0x200C, 0x200D, 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2022, 0x25CC]
OUT = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "ProofText", "Shaping",
                   "IndicCategoryTable.generated.swift")


def fail(message):
    sys.stderr.write("generate_indic_table: " + message + "\n")
    sys.exit(1)


def read(path):
    values = {}
    for fields, _ in data_lines(path):
        first, last = code_range(fields[0])
        for cp in range(first, last + 1):
            values[cp] = fields[1]
    return values


def entry(cp, syllabic, positional):
    category = OVERRIDES.get(cp, CATEGORY_MAP[syllabic.get(cp, "Other")])
    position = POSITION_MAP[positional.get(cp, "Not_Applicable")]
    if category not in ("CM", "SM", "RS", "H", "M", "MPst"):
        position = "END"
    if category in ("C", "CS", "Ra", "CM", "V", "PLACEHOLDER", "DOTTEDCIRCLE"):
        position = "BASE_C"
    elif category in ("M", "MPst"):
        # Devanagari matras: the left one before everything, the others after subjoined
        # consonants (HarfBuzz's matra_pos_* for the Devanagari block).
        position = "PRE_M" if position == "PRE_C" else "AFTER_SUB"
    elif category in ("SM", "A", "Symbol"):
        position = "SMVD"
    return CATEGORIES.index(category) | POSITIONS.index(position) << 8


def main():
    arguments = sys.argv[1:]
    check = "--check" in arguments
    arguments = [argument for argument in arguments if argument != "--check"]
    ucd = arguments[0] if arguments else "/usr/share/unicode"
    syllabic_path = os.path.join(ucd, "IndicSyllabicCategory.txt")
    positional_path = os.path.join(ucd, "IndicPositionalCategory.txt")
    for path in (syllabic_path, positional_path):
        if not os.path.exists(path):
            fail(f"{path} is missing: apt-get install unicode-data, or pass the UCD folder")
    with open(syllabic_path, encoding="utf-8") as handle:
        version = handle.readline().strip("# \n")
    syllabic, positional = read(syllabic_path), read(positional_path)

    lines = [
        "// Generated by Scripts/unicode/generate_indic_table.py from " + version + ".",
        "// Do not edit: run the script (its --check mode runs in CI).",
        "",
        "enum IndicCategoryTable {",
    ]
    for first, last in BLOCKS:
        lines.append("    /// U+%04X–U+%04X: category | position << 8." % (first, last))
        lines.append("    static let block%04X: [UInt16] = [" % first)
        values = ["0x%04X" % entry(cp, syllabic, positional) for cp in range(first, last + 1)]
        for start in range(0, len(values), 12):
            lines.append("        " + ", ".join(values[start:start + 12]) + ",")
        lines.append("    ]")
    lines.append("")
    lines.append("    /// Category | position << 8 of `value`; X and END for characters outside the tables.")
    lines.append("    static func entry(_ value: UInt32) -> UInt16 {")
    lines.append("        switch value {")
    for first, last in BLOCKS:
        lines.append("        case 0x%X...0x%X: return block%04X[Int(value - 0x%X)]" % (first, last, first, first))
    for cp in SINGLES:
        lines.append("        case 0x%X: return 0x%04X" % (cp, entry(cp, syllabic, positional)))
    lines.append("        default: return 0x0E00")
    lines += ["        }", "    }", "}", ""]
    write_or_check(OUT, "\n".join(lines), check, fail)


if __name__ == "__main__":
    main()

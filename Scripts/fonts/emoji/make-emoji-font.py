#!/usr/bin/env python3
"""Builds ProofText's colour emoji font, Sources/ProofText/Resources/ProofEmoji.ttf, from Noto
Color Emoji 2.042 (SIL OFL 1.1; Debian's fonts-noto-color-emoji), keeping the emoji listed in
Scripts/fonts/emoji/emoji-selection.txt and nothing else.

- The bitmaps (CBDT/CBLC, PNG at 109 pixels per em) are Noto's own bytes, not re-encoded.
- GSUB keeps the font's own lookups (ligatures for ZWJ sequences, skin tones, keycaps, flags
  and tag sequences); ligatures that form a sequence the list does not name are dropped, so
  the subset does not pull in every flag or every skin-tone combination of its components.
- The metrics are Apple Color Emoji's, in kind (see Docs/Text.md, "Colour emoji"): each emoji
  advances 1 em; its picture (Noto's 128-pixel-high artwork) is 1 em high, 1/8 em below the
  baseline to 7/8 em above it; the line metrics are ascent 1 em, descent 0.3125 em. This is
  done by declaring the strike at 128 pixels per em (the artwork's height) and rewriting each
  glyph's bearings, so the renderer needs no emoji-specific rule.
- No timestamp or glyph names are written: the output is byte-identical from run to run.

Usage: apt-get install fonts-noto-color-emoji; pip install fonttools
       python3 Scripts/fonts/emoji/make-emoji-font.py [--check]
"""
import io
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
SOURCE = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
SELECTION = os.path.join(ROOT, "Scripts/fonts/emoji/emoji-selection.txt")
OUTPUT = os.path.join(ROOT, "Sources/ProofText/Resources/ProofEmoji.ttf")
LICENSE = os.path.join(ROOT, "Sources/ProofText/Resources/ProofEmoji-OFL.txt")
VARIATION_SELECTORS = {0xFE0E, 0xFE0F}
# The artwork's height in Noto's bitmaps: declared as the strike's pixels per em, it is 1 em.
ART_PIXELS = 128
# Apple Color Emoji's picture spans 1/8 em below the baseline to 7/8 em above it.
ART_TOP = ART_PIXELS * 7 // 8


def selection():
    sequences = []
    for line in open(SELECTION, encoding="utf-8"):
        text = line.split("#", 1)[0].strip()
        if text:
            sequences.append([int(part, 16) for part in text.split() if int(part, 16) not in VARIATION_SELECTORS])
    return sequences


def ligature_table(font):
    """(first glyph, component glyphs) -> ligature glyph, over every ligature subtable."""
    table = {}
    for lookup in font["GSUB"].table.LookupList.Lookup:
        if lookup.LookupType != 4:
            continue
        for sub in lookup.SubTable:
            for first, ligatures in sub.ligatures.items():
                for ligature in ligatures:
                    table[(first, tuple(ligature.Component))] = ligature.LigGlyph
    return table


def main():
    check = "--check" in sys.argv
    font = TTFont(SOURCE)
    cmap = font.getBestCmap()
    ligatures = ligature_table(font)
    wanted = {".notdef"}
    unicodes = set()
    absent = []
    for sequence in selection():
        if any(code not in cmap for code in sequence):
            absent.append(sequence)
            continue
        glyphs = [cmap[code] for code in sequence]
        unicodes.update(sequence)
        if len(glyphs) == 1:
            wanted.add(glyphs[0])
            continue
        result = ligatures.get((glyphs[0], tuple(glyphs[1:])))
        if result is None:
            absent.append(sequence)
            continue
        wanted.add(result)
    wanted.update(cmap[code] for code in unicodes)
    # Drop the ligatures the list does not ask for before subsetting, so the subsetter's
    # closure does not bring them back.
    for lookup in font["GSUB"].table.LookupList.Lookup:
        if lookup.LookupType != 4:
            continue
        for sub in lookup.SubTable:
            for first in list(sub.ligatures):
                kept = [ligature for ligature in sub.ligatures[first] if ligature.LigGlyph in wanted]
                if kept:
                    sub.ligatures[first] = kept
                else:
                    del sub.ligatures[first]

    options = subset.Options()
    options.layout_features = ["*"]
    options.layout_scripts = ["*"]
    options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]
    options.notdef_outline = False
    options.recalc_timestamp = False
    options.drop_tables += ["DSIG", "vhea", "vmtx"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(glyphs=sorted(wanted), unicodes=sorted(unicodes))
    subsetter.subset(font)

    upem = font["head"].unitsPerEm
    strike = font["CBLC"].strikes[0]
    size = strike.bitmapSizeTable
    size.ppemX = size.ppemY = ART_PIXELS
    widest = 0
    for name, bitmap in font["CBDT"].strikeData[0].items():
        metrics = bitmap.metrics
        metrics.BearingX = (ART_PIXELS - metrics.width) // 2
        metrics.BearingY = ART_TOP - (ART_PIXELS - metrics.height) // 2
        metrics.Advance = ART_PIXELS
        widest = max(widest, metrics.width)
    size.hori.ascender, size.hori.descender, size.hori.widthMax = ART_TOP, ART_TOP - ART_PIXELS, widest
    hmtx = font["hmtx"]
    for name in font.getGlyphOrder():
        advance, _ = hmtx[name]
        hmtx[name] = (upem if advance > 0 else 0, 0)
    # Apple Color Emoji's line metrics: ascent 800 and descent 250 of 800 units per em.
    ascent, descent = upem, -(upem * 250 // 800)
    font["hhea"].ascent, font["hhea"].descent, font["hhea"].lineGap = ascent, descent, 0
    os2 = font["OS/2"]
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = ascent, descent, 0
    os2.usWinAscent, os2.usWinDescent = ascent, -descent
    font["post"].formatType = 3.0
    font["head"].created = font["head"].modified = 0
    font.recalcTimestamp = False
    buffer = io.BytesIO()
    font.save(buffer)
    data = buffer.getvalue()
    # The licence: Noto's copyright notice, then the SIL OFL text the package already carries.
    ofl = open(os.path.join(ROOT, "Sources/ProofText/Resources/OFL.txt"), encoding="utf-8").read()
    notice = ("ProofEmoji.ttf: a subset of Noto Color Emoji 2.042 with changed metrics (Scripts/fonts/emoji/make-emoji-font.py)\n"
              + TTFont(SOURCE)["name"].getDebugName(0) + "\n\n" + ofl[ofl.index("SIL OPEN FONT LICENSE"):])
    targets = [(OUTPUT, data), (LICENSE, notice.encode("utf-8"))]
    if check:
        stale = [path for path, content in targets if not os.path.exists(path) or open(path, "rb").read() != content]
        if stale:
            print("out of date: " + ", ".join(stale))
            return 1
        print(f"emoji: {len(wanted) - 1} glyphs match")
        return 0
    for path, content in targets:
        with open(path, "wb") as out:
            out.write(content)
    print(f"emoji: {len(wanted) - 1} glyphs, {len(font.getGlyphOrder())} in the font, {len(data)} bytes; "
          f"not in Noto Color Emoji: {' '.join('+'.join('%04X' % c for c in s) for s in absent) or 'none'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

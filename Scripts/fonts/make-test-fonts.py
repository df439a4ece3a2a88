#!/usr/bin/env python3
"""Builds the tiny fonts the ProofText tests read (Tests/ProofTextTests/Fixtures).

Each exercises something Inter does not: composite transforms, point matching, the legacy
`kern` table, GPOS pair formats 1 and 2 in one lookup, a composite that contains itself, left
side bearings that disagree with the glyphs' boxes.
Needs fontTools (pip install fonttools). Output is deterministic (fixed timestamps).
"""
import os
import struct
import sys
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._g_l_y_f import GlyphComponent, Glyph
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0

out = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "ProofTextTests", "Fixtures")


def square(x0, y0, x1, y1):
    pen = TTGlyphPen(None)
    pen.moveTo((x0, y0)); pen.lineTo((x0, y1)); pen.lineTo((x1, y1)); pen.lineTo((x1, y0)); pen.closePath()
    return pen.glyph()


def bowl():
    """A closed shape made of quadratic curves (a diamond with bulging sides)."""
    pen = TTGlyphPen(None)
    pen.moveTo((500, 0)); pen.qCurveTo((900, 100), (1000, 500)); pen.qCurveTo((900, 900), (500, 1000))
    pen.qCurveTo((100, 900), (0, 500)); pen.qCurveTo((100, 100), (500, 0)); pen.closePath()
    return pen.glyph()


def component(name, x=0, y=0, transform=None, match=None):
    c = GlyphComponent()
    c.glyphName = name
    c.flags = 0
    if match:
        c.firstPt, c.secondPt = match
    else:
        c.x, c.y = x, y
    if transform:
        c.transform = transform
    return c


def composite(*components):
    g = Glyph()
    g.numberOfContours = -1
    g.components = list(components)
    return g


def build(name, glyphs, cmap, advances, kern=None, features=None, bearings=None):
    order = list(glyphs)
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap(cmap)
    fb.setupGlyf(glyphs)
    fb.setupHorizontalMetrics({g: (advances.get(g, 600), (bearings or {}).get(g, 0)) for g in order})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200, sCapHeight=700, sxHeight=500, usWeightClass=500)
    fb.setupNameTable({"familyName": "Proof Test", "styleName": name})
    fb.setupPost()
    if features:
        fb.addOpenTypeFeatures(features)
    if kern:
        table = newTable("kern")
        table.version = 0
        sub = KernTable_format_0()
        sub.version, sub.coverage, sub.format = 0, 1, 0
        sub.kernTable = kern
        table.kernTables = [sub]
        fb.font["kern"] = table
    fb.font["head"].created = fb.font["head"].modified = 0
    fb.font.recalcTimestamp = False
    path = os.path.join(out, f"ProofTest-{name}.ttf")
    fb.save(path)
    return path


# Shapes: a unit square in the em, a curved bowl, and composites of them.
glyphs = {
    ".notdef": square(100, 0, 500, 700),
    "square": square(0, 0, 1000, 1000),
    "bowl": bowl(),
    "half": composite(component("square", 250, 100, transform=[[0.5, 0], [0, 0.5]])),
    "skew": composite(component("square", 0, 0, transform=[[1, 0], [0.5, 1]])),
    "pair": composite(component("square"), component("bowl", match=(2, 0))),
    "space": Glyph(),
    "smile": square(0, 0, 500, 500),
}
cmap = {ord("a"): "square", ord("b"): "bowl", ord("c"): "half", ord("d"): "skew", ord("e"): "pair",
        ord(" "): "space", 0x1F600: "smile"}
advances = {"square": 1000, "bowl": 1100, "half": 700, "space": 250}
build("Shapes", glyphs, cmap, advances, kern={("square", "bowl"): -100, ("bowl", "square"): 40})

features = """
languagesystem DFLT dflt;
@LEFT = [bowl half];
@RIGHT = [square skew];
feature kern {
    pos square bowl -70;
    pos square half 15;
    pos @LEFT @RIGHT -33;
} kern;
"""
build("Kerning", glyphs, cmap, advances, features=features)

# A composite that contains itself: "pair" (glyph 5) gets its first component pointed at glyph 5.
path = build("Loop", glyphs, cmap, advances)
font = TTFont(path)
order = font.getGlyphOrder()
index = order.index("pair")
font.close()
data = bytearray(open(path, "rb").read())
count, = struct.unpack(">H", data[4:6])
tables = {bytes(data[12 + i * 16:16 + i * 16]).decode(): struct.unpack(">II", data[20 + i * 16:28 + i * 16]) for i in range(count)}
loca_offset, _ = tables["loca"]
glyf_offset, _ = tables["glyf"]
long_loca = struct.unpack(">h", data[tables["head"][0] + 50:tables["head"][0] + 52])[0] == 1
if long_loca:
    start, = struct.unpack(">I", data[loca_offset + index * 4:loca_offset + index * 4 + 4])
else:
    start = struct.unpack(">H", data[loca_offset + index * 2:loca_offset + index * 2 + 2])[0] * 2
at = glyf_offset + start + 10 + 2  # header, then the first component's flags
data[at:at + 2] = struct.pack(">H", index)
open(path, "wb").write(bytes(data))

# Bearings: a slanted stem (xMin 100) whose hmtx left side bearing says 130, so FreeType moves it
# 30 units right of where its coordinates put it; the same stem with a bearing of 60 (40 units
# left); composites of it with their own bearing, with and without USE_MY_METRICS (which takes
# the component's origin instead of the composite's).
def stem():
    pen = TTGlyphPen(None)
    pen.moveTo((100, 0)); pen.lineTo((350, 1000)); pen.lineTo((530, 1000)); pen.lineTo((280, 0)); pen.closePath()
    return pen.glyph()


def use_my_metrics(c):
    c.flags |= 0x0200
    return c


bearing_glyphs = {
    ".notdef": square(100, 0, 500, 700),
    "stem": stem(),
    "stemleft": stem(),
    "moved": composite(component("stem", 200, 0)),
    "metrics": composite(use_my_metrics(component("stem", 200, 0))),
}
bearing_cmap = {ord("i"): "stem", ord("l"): "stemleft", ord("m"): "moved", ord("n"): "metrics"}
build("Bearings", bearing_glyphs, bearing_cmap, {"stem": 600, "stemleft": 600, "moved": 800, "metrics": 600},
      bearings={".notdef": 100, "stem": 130, "stemleft": 60, "moved": 250, "metrics": 0})

print("wrote", sorted(f for f in os.listdir(out) if f.endswith(".ttf")))

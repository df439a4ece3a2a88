#!/usr/bin/env python3
"""Writes TrueType fonts crafted to make loading or drawing expensive, for the fuzz corpus.

Usage: make-hostile.py FOLDER

- fan: one glyph of 16,000 points, 20,000 composites that each place it (loading used to
  resolve all of them: 3.2 x 10^8 point copies);
- fanout: composites that place the previous glyph three times (3^n copies);
- chain: a chain of composites as deep as the limit allows, then deeper;
- heavy: 24 glyphs of 16,000 points each (the most a glyph may have is 16,384).
The same byte layout as Tests/ProofTextTests/HostileFontTests.swift builds.
"""
import os
import struct
import sys


def font(glyphs):
    """glyphs: list of ('simple', points) or ('composite', [children])."""
    glyf, loca = b"", [0]
    for kind, value in glyphs:
        if kind == "simple":
            points = value
            data = struct.pack(">hhhhhHH", 1, 0, 0, 1000, 1000, points - 1, 0)
            remaining = points
            while remaining > 0:
                run = min(remaining, 256)
                data += bytes([0x3F, run - 1]) if run > 1 else bytes([0x37])
                remaining -= run
            data += bytes([1]) * (points * 2)
        else:
            data = struct.pack(">hhhhh", -1, 0, 0, 1000, 1000)
            for position, child in enumerate(value):
                more = 0x0020 if position < len(value) - 1 else 0
                data += struct.pack(">HHbb", 0x0002 | more, child, 0, 0)
        data += b"\0" * (-len(data) % 4)
        glyf += data
        loca.append(len(glyf))
    count = len(glyphs)
    head = bytearray(54)
    head[0:4] = struct.pack(">I", 0x00010000)
    head[12:16] = struct.pack(">I", 0x5F0F3CF5)
    head[18:20] = struct.pack(">H", 1000)
    head[50:52] = struct.pack(">H", 1)
    hhea = bytearray(36)
    hhea[0:4] = struct.pack(">I", 0x00010000)
    hhea[4:8] = struct.pack(">hh", 800, -200)
    hhea[34:36] = struct.pack(">H", 1)
    maxp = struct.pack(">IH", 0x00005000, count)
    hmtx = struct.pack(">Hh", 600, 0)
    cmap = struct.pack(">HHHHI", 0, 1, 3, 1, 12) + struct.pack(">HHHHHHHHHHHHH", 4, 24, 0, 2, 2, 0, 0, 0xFFFF, 0, 0xFFFF, 1, 0, 0)[:24]
    tables = [("cmap", cmap), ("glyf", glyf), ("head", bytes(head)), ("hhea", bytes(hhea)), ("hmtx", hmtx),
              ("loca", b"".join(struct.pack(">I", o) for o in loca)), ("maxp", maxp)]
    header = struct.pack(">IHHHH", 0x00010000, len(tables), 64, 2, 48)
    offset = 12 + 16 * len(tables)
    records, body = b"", b""
    for tag, data in tables:
        records += tag.encode() + struct.pack(">III", 0, offset, len(data))
        padded = data + b"\0" * (-len(data) % 4)
        body += padded
        offset += len(padded)
    return header + records + body


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    fonts = {
        "fan": [("simple", 16000)] + [("composite", [0])] * 20000,
        "fanout": [("simple", 100)] + [("composite", [i, i, i]) for i in range(40)],
        "chain": [("simple", 10)] + [("composite", [i]) for i in range(64)],
        "heavy": [("simple", 16000)] * 24,
    }
    for name, glyphs in fonts.items():
        with open(os.path.join(folder, f"hostile-{name}.ttf"), "wb") as out:
            out.write(font(glyphs))


if __name__ == "__main__":
    main()

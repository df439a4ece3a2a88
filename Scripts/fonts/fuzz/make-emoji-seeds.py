#!/usr/bin/env python3
"""Writes colour-emoji (CBDT/CBLC) fonts for the fuzz corpus, from ProofEmoji.ttf.

Usage: make-emoji-seeds.py FOLDER      (needs fontTools: pip install fonttools)

- emoji-seed: six emoji, a skin tone, a ZWJ family, a keycap and a flag (their GSUB
  ligatures included), a few KB: the fuzzer mutates its CBLC index, CBDT records and PNGs;
- hostile-emoji-bigpng: the same, with one picture's PNG header claiming 65,535 x 65,535
  pixels (its metrics say 136 x 128): refused before anything is decoded;
- hostile-emoji-strikes: the index repeated as 64 strikes (the most read), each listing
  every glyph: loading checks every record of every strike.
"""
import io
import os
import struct
import sys
import zlib

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
EMOJI = os.path.join(ROOT, "Sources/ProofText/Resources/ProofEmoji.ttf")
TEXT = "😀🦄👍🏽👨‍👩‍👧‍👦1️⃣🇫🇷❤️"


def seed():
    font = TTFont(EMOJI)
    options = subset.Options()
    options.layout_features = ["*"]
    options.notdef_outline = False
    options.recalc_timestamp = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=TEXT)
    subsetter.subset(font)
    font.recalcTimestamp = False
    return font


def save(font, path):
    buffer = io.BytesIO()
    font.save(buffer)
    with open(path, "wb") as out:
        out.write(buffer.getvalue())
    return buffer.getvalue()


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    data = save(seed(), os.path.join(folder, "emoji-seed.ttf"))
    # The first PNG's IHDR width and height, with its CRC recomputed so only the size is wrong.
    at = data.index(b"IHDR")
    header = bytearray(data)
    header[at + 4:at + 12] = struct.pack(">II", 65535, 65535)
    header[at + 17:at + 21] = struct.pack(">I", zlib.crc32(bytes(header[at:at + 17])) & 0xFFFFFFFF)
    with open(os.path.join(folder, "hostile-emoji-bigpng.ttf"), "wb") as out:
        out.write(bytes(header))
    font = seed()
    strikes = font["CBLC"].strikes
    while len(strikes) < 64:
        strikes.append(strikes[0])
    font["CBDT"].strikeData = [font["CBDT"].strikeData[0]] * len(strikes)
    save(font, os.path.join(folder, "hostile-emoji-strikes.ttf"))


if __name__ == "__main__":
    main()

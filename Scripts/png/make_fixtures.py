#!/usr/bin/env python3
"""Makes the PNG decoder's test fixtures and their expected pixels, independently of Proofsheet.

Run from the package root:  pip install pypng xxhash && python3 Scripts/png/make_fixtures.py

1. Writes PNGs in every colour type, bit depth, interlacing and transparency form with
   pypng (a pure-Python encoder) into Tests/ProofRenderTests/Resources/png/generated/,
   from seeded pseudo-random pixels, so the expected RGBA8 pixels come from the source
   values and not from any decoder.
2. Decodes the PngSuite images in Tests/ProofRenderTests/Resources/png/valid/ with pypng.
3. Writes Tests/ProofRenderTests/PNGExpectedPixels.swift: for each file its size and the
   XXH64 digest of its RGBA8 pixels seeded with (width << 32 | height), which is exactly
   Bitmap.contentHash.

The conversion to RGBA8 is the one the decoder promises: samples as stored (no gamma),
grey replicated, low bit depths scaled by v * 255 / (2^depth - 1), 16-bit samples rounded
with (v * 255 + 32767) // 65535, tRNS and palette alpha turned into alpha.
"""
import os
import random
import sys

import png
import xxhash

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RESOURCES = os.path.join(ROOT, "Tests", "ProofRenderTests", "Resources", "png")
GENERATED = os.path.join(RESOURCES, "generated")
OUTPUT = os.path.join(ROOT, "Tests", "ProofRenderTests", "PNGExpectedPixels.swift")


def to8(value, depth):
    if depth == 16:
        return (value * 255 + 32767) // 65535
    return value * 255 // ((1 << depth) - 1)


def content_hash(width, height, rgba):
    return xxhash.xxh64(bytes(rgba), seed=(width << 32) | height).intdigest()


def write(name, width, height, rows, **options):
    path = os.path.join(GENERATED, name + ".png")
    with open(path, "wb") as handle:
        png.Writer(width, height, **options).write(handle, rows)
    return path


def generated_cases():
    """Yields (name, width, height, rgba bytes) after writing each file."""
    sizes = [(1, 1), (7, 5), (33, 17)]
    for depth in (1, 2, 4, 8, 16):
        for interlace in (False, True):
            for (width, height) in sizes:
                rng = random.Random(f"grey-{depth}-{interlace}-{width}x{height}")
                top = (1 << depth) - 1
                rows = [[rng.randint(0, top) for _ in range(width)] for _ in range(height)]
                transparent = rows[0][0] if width * height > 1 else None
                suffix = f"g{depth}{'i' if interlace else 'n'}_{width}x{height}"
                for with_trns in (False, True):
                    if with_trns and transparent is None:
                        continue
                    name = suffix + ("_trns" if with_trns else "")
                    write(name, width, height, rows, greyscale=True, bitdepth=depth, interlace=interlace,
                          transparent=transparent if with_trns else None)
                    rgba = []
                    for row in rows:
                        for v in row:
                            g = to8(v, depth)
                            a = 0 if with_trns and v == transparent else 255
                            rgba += [g, g, g, a]
                    yield name, width, height, rgba
    for depth in (8, 16):
        top = (1 << depth) - 1
        for interlace in (False, True):
            for (width, height) in sizes:
                for kind in ("rgb", "rgb_trns", "rgba", "greyalpha"):
                    rng = random.Random(f"{kind}-{depth}-{interlace}-{width}x{height}")
                    channels = {"rgb": 3, "rgb_trns": 3, "rgba": 4, "greyalpha": 2}[kind]
                    pixels = [[tuple(rng.randint(0, top) for _ in range(channels)) for _ in range(width)]
                              for _ in range(height)]
                    # Repeat one colour so tRNS matches more than one pixel.
                    if kind == "rgb_trns":
                        if width * height == 1:
                            continue
                        pixels[-1][-1] = pixels[0][0]
                    transparent = pixels[0][0] if kind == "rgb_trns" else None
                    name = f"{kind}{depth}{'i' if interlace else 'n'}_{width}x{height}"
                    rows = [[sample for pixel in row for sample in pixel] for row in pixels]
                    write(name, width, height, rows, greyscale=(kind == "greyalpha"), alpha=kind in ("rgba", "greyalpha"),
                          bitdepth=depth, interlace=interlace, transparent=transparent)
                    rgba = []
                    for row in pixels:
                        for pixel in row:
                            if kind == "greyalpha":
                                g = to8(pixel[0], depth)
                                rgba += [g, g, g, to8(pixel[1], depth)]
                            elif kind == "rgba":
                                rgba += [to8(s, depth) for s in pixel]
                            else:
                                a = 0 if transparent is not None and pixel == transparent else 255
                                rgba += [to8(s, depth) for s in pixel] + [a]
                    yield name, width, height, rgba
    for depth in (1, 2, 4, 8):
        for interlace in (False, True):
            for (width, height) in sizes:
                for with_alpha in (False, True):
                    rng = random.Random(f"palette-{depth}-{interlace}-{width}x{height}-{with_alpha}")
                    count = min(1 << depth, 200)
                    palette = [tuple(rng.randint(0, 255) for _ in range(4 if with_alpha else 3)) for _ in range(count)]
                    if with_alpha:
                        # tRNS shorter than the palette: later entries are opaque.
                        palette = [entry if index < count // 2 + 1 else entry[:3] + (255,)
                                   for index, entry in enumerate(palette)]
                    rows = [[rng.randrange(count) for _ in range(width)] for _ in range(height)]
                    name = f"p{depth}{'i' if interlace else 'n'}_{width}x{height}{'_trns' if with_alpha else ''}"
                    write(name, width, height, rows, palette=palette, bitdepth=depth, interlace=interlace)
                    rgba = []
                    for row in rows:
                        for index in row:
                            entry = palette[index]
                            rgba += list(entry[:3]) + [entry[3] if len(entry) == 4 else 255]
                    yield name, width, height, rgba
    # Every 16-bit value once, to pin the rounding of each.
    rows = [[y * 256 + x for x in range(256)] for y in range(256)]
    write("g16_all_values", 256, 256, rows, greyscale=True, bitdepth=16)
    rgba = []
    for row in rows:
        for v in row:
            g = to8(v, 16)
            rgba += [g, g, g, 255]
    yield "g16_all_values", 256, 256, rgba


def pngsuite_cases():
    folder = os.path.join(RESOURCES, "valid")
    for file in sorted(os.listdir(folder)):
        if not file.endswith(".png"):
            continue
        reader = png.Reader(filename=os.path.join(folder, file))
        width, height, rows, info = reader.asRGBA()
        depth = info["bitdepth"]
        rgba = [to8(v, depth) for row in rows for v in row]
        yield file[:-4], width, height, rgba


def main():
    os.makedirs(GENERATED, exist_ok=True)
    for stale in os.listdir(GENERATED):
        os.remove(os.path.join(GENERATED, stale))
    lines = [
        "// Generated by Scripts/png/make_fixtures.py from pypng's decoding (PngSuite) and from the",
        "// source pixel values (generated/); do not edit by hand.",
        "",
        "/// A fixture's size and the `Bitmap.contentHash` its RGBA8 pixels must have.",
        "struct ExpectedPixels: Sendable, CustomStringConvertible {",
        "    var folder: String",
        "    var name: String",
        "    var width: Int",
        "    var height: Int",
        "    var contentHash: UInt64",
        "    var description: String { \"\\(folder)/\\(name)\" }",
        "}",
        "",
        "let expectedPixels: [ExpectedPixels] = [",
    ]
    count = 0
    for folder, cases in (("valid", pngsuite_cases()), ("generated", generated_cases())):
        for name, width, height, rgba in cases:
            assert len(rgba) == width * height * 4, name
            digest = content_hash(width, height, rgba)
            lines.append(f'    ExpectedPixels(folder: "{folder}", name: "{name}", width: {width}, height: {height}, '
                         f'contentHash: 0x{digest:016X}),')
            count += 1
    lines.append("]")
    with open(OUTPUT, "w") as handle:
        handle.write("\n".join(lines) + "\n")
    print(f"wrote {count} expectations to {os.path.relpath(OUTPUT, ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Writes the asset catalogue the ProofUI tests read (Tests/ProofUITests/Fixtures/Assets.xcassets).

Every image is a few pixels of flat colours, so the tests can assert exact pixels. Needs Pillow
(only to regenerate; the files are committed).
    python3 Scripts/assets/make-fixtures.py
"""
import io
import json
import os
import shutil
import zlib

from PIL import Image

ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "Tests", "ProofUITests", "Fixtures", "Assets.xcassets")


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def contents(folder, images=None, properties=None, symbols=None):
    body = {}
    if images is not None:
        body["images"] = images
    if symbols is not None:
        body["symbols"] = symbols
    body["info"] = {"author": "xcode", "version": 1}
    if properties:
        body["properties"] = properties
    write(os.path.join(ROOT, folder, "Contents.json"), json.dumps(body, indent=2) + "\n")


def png(path, size, colour):
    image = Image.new("RGBA", size, colour)
    buffer = io.BytesIO()
    image.save(buffer, "PNG", optimize=False)
    write(path, buffer.getvalue())


def pdf(content, compress):
    stream = zlib.compress(content.encode(), 9) if compress else content.encode()
    filter_ = b" /Filter /FlateDecode" if compress else b""
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 10 10] >>",
        b"<< /Type /Page /Parent 2 0 R /Resources << >> /Contents 4 0 R >>",
        b"<< /Length " + str(len(stream)).encode() + filter_ + b" >>\nstream\n" + stream + b"\nendstream",
    ]
    out = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += str(number).encode() + b" 0 obj\n" + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 " + str(len(objects) + 1).encode() + b"\n0000000000 65535 f \n"
    for offset in offsets:
        out += b"%010d 00000 n \n" % offset
    out += b"trailer\n<< /Size " + str(len(objects) + 1).encode() + b" /Root 1 0 R >>\nstartxref\n" + str(xref).encode() + b"\n%%EOF\n"
    return out


def main():
    shutil.rmtree(ROOT, ignore_errors=True)
    contents("", images=None)
    os.remove(os.path.join(ROOT, "Contents.json"))
    write(os.path.join(ROOT, "Contents.json"), json.dumps({"info": {"author": "xcode", "version": 1}}, indent=2) + "\n")

    # Scale variants: 2×2 points in red (1x), green (2x), blue (3x).
    for scale, colour in ((1, (255, 0, 0, 255)), (2, (0, 255, 0, 255)), (3, (0, 0, 255, 255))):
        png(os.path.join(ROOT, "Dot.imageset", "dot@%dx.png" % scale), (2 * scale, 2 * scale), colour)
    contents("Dot.imageset", [{"filename": "dot@%dx.png" % s, "idiom": "universal", "scale": "%dx" % s} for s in (1, 2, 3)])

    # A JPEG, single scale: 16×16 pixels of one colour.
    image = Image.new("RGB", (16, 16), (200, 100, 50))
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=95, subsampling=0)
    write(os.path.join(ROOT, "Photo.imageset", "photo.jpg"), buffer.getvalue())
    contents("Photo.imageset", [{"filename": "photo.jpg", "idiom": "universal"}])

    # Any and dark appearances (in a folder that provides no namespace).
    png(os.path.join(ROOT, "Badges", "Badge.imageset", "badge.png"), (2, 2), (255, 255, 255, 255))
    png(os.path.join(ROOT, "Badges", "Badge.imageset", "badge-dark.png"), (2, 2), (0, 0, 0, 255))
    contents("Badges/Badge.imageset", [
        {"filename": "badge.png", "idiom": "universal"},
        {"appearances": [{"appearance": "luminosity", "value": "dark"}], "filename": "badge-dark.png", "idiom": "universal"},
    ])
    write(os.path.join(ROOT, "Badges", "Contents.json"), json.dumps({"info": {"author": "xcode", "version": 1}}) + "\n")

    # A template image: the left half opaque black, the right half clear.
    glyph = Image.new("RGBA", (4, 4), (0, 0, 0, 0))
    for y in range(4):
        for x in range(2):
            glyph.putpixel((x, y), (0, 0, 0, 255))
    buffer = io.BytesIO()
    glyph.save(buffer, "PNG")
    write(os.path.join(ROOT, "Glyph.imageset", "glyph.png"), buffer.getvalue())
    contents("Glyph.imageset", [{"filename": "glyph.png", "idiom": "universal"}],
             properties={"template-rendering-intent": "template"})

    # SVG: 10×10 points, left half red (a rect), right half blue (a path in a translated group).
    write(os.path.join(ROOT, "Vector.imageset", "vector.svg"),
          '<?xml version="1.0" encoding="UTF-8"?>\n<!-- an icon export -->\n'
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 20 20">\n'
          '  <rect x="0" y="0" width="10" height="20" fill="#ff0000"/>\n'
          '  <g transform="translate(10 0)"><path d="M0 0h10v20H0z" style="fill: rgb(0, 0, 255)"/></g>\n'
          '  <circle cx="5" cy="5" r="0" fill="green"/>\n'
          '</svg>\n')
    contents("Vector.imageset", [{"filename": "vector.svg", "idiom": "universal"}],
             properties={"preserves-vector-representation": True})

    # PDF: 10×10 points, the bottom half green, a red line 2 points wide across at 2.5 from the top.
    write(os.path.join(ROOT, "Page.imageset", "page.pdf"),
          pdf("q 0 1 0 rg 0 0 10 5 re f Q\n1 0 0 RG 2 w 0 7.5 m 10 7.5 l S\n", compress=True))
    contents("Page.imageset", [{"filename": "page.pdf", "idiom": "universal"}])

    # A PDF with text: drawn as a placeholder and reported.
    write(os.path.join(ROOT, "Lettered.imageset", "lettered.pdf"),
          pdf("0 0 1 rg 0 0 10 10 re f BT /F1 8 Tf 1 1 Td (A) Tj ET\n", compress=False))
    contents("Lettered.imageset", [{"filename": "lettered.pdf", "idiom": "universal"}])

    # A custom symbol: a square from the capline to the baseline of the M guides.
    write(os.path.join(ROOT, "custom.square.symbolset", "custom.square.svg"),
          '<?xml version="1.0" encoding="UTF-8"?>\n'
          '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">\n'
          ' <g id="Notes"><text>Template v.3.0</text></g>\n'
          ' <g id="Guides">\n'
          '  <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126" style="fill:none;stroke:#27AAE1;stroke-width:0.5"/>\n'
          '  <line id="Capline-M" x1="263" x2="3036" y1="826" y2="826" style="fill:none;stroke:#27AAE1;stroke-width:0.5"/>\n'
          ' </g>\n'
          ' <g id="Symbols">\n'
          '  <g id="Ultralight-S" transform="matrix(1 0 0 1 100 100)"><path d="M0 0h10v10H0z"/></g>\n'
          '  <g id="Regular-M" transform="matrix(1 0 0 1 1000 826)"><path d="M0 0h300v300H0z"/></g>\n'
          ' </g>\n'
          '</svg>\n')
    contents("custom.square.symbolset", symbols=[{"filename": "custom.square.svg", "idiom": "universal"}])

    # Hostile (a folder that provides a namespace: its assets are "Hostile/…"): a filename that
    # leaves the asset folder, and a Contents.json that is not JSON.
    write(os.path.join(ROOT, "Hostile", "Contents.json"),
          json.dumps({"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": True}}, indent=2) + "\n")
    contents("Hostile/Escape.imageset", [{"filename": "../../Dot.imageset/dot@1x.png", "idiom": "universal"}])
    write(os.path.join(ROOT, "Hostile", "NotJSON.imageset", "Contents.json"), "{ this is not JSON\n")
    # A PDF whose content stream inflates to 64 MiB (above the readers' 32 MiB): a zip bomb.
    write(os.path.join(ROOT, "Hostile", "Bomb.imageset", "bomb.pdf"), pdf("0 0 1 rg" + " " * (64 << 20), compress=True))
    contents("Hostile/Bomb.imageset", [{"filename": "bomb.pdf", "idiom": "universal"}])
    # Truncated JPEG.
    write(os.path.join(ROOT, "Hostile", "Cut.imageset", "cut.jpg"), buffer_jpeg()[:300])
    contents("Hostile/Cut.imageset", [{"filename": "cut.jpg", "idiom": "universal"}])


def buffer_jpeg():
    image = Image.new("RGB", (64, 64), (10, 200, 30))
    for x in range(64):
        image.putpixel((x, x), (255, 255, 255))
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=90)
    return buffer.getvalue()


if __name__ == "__main__":
    main()

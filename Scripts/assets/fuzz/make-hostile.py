#!/usr/bin/env python3
"""Seeds for the asset fuzzer made to be expensive or hostile: deep SVG nesting, long path data,
many full-size fills, entity declarations, a PDF of many operators, nested q, a zip bomb, a
self-referring object, a JPEG whose header claims 60000×60000 pixels, a progressive JPEG.
    python3 make-hostile.py CORPUS_DIR
"""
import io
import os
import sys
import zlib

out = sys.argv[1]


def write(name, data):
    with open(os.path.join(out, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def pdf(content, compress=False):
    stream = zlib.compress(content, 9) if compress else content
    filt = b" /Filter /FlateDecode" if compress else b""
    return (b"%PDF-1.4\n1 0 obj << /Type /Page /MediaBox [0 0 100 100] /Contents 2 0 R >> endobj\n"
            b"2 0 obj << /Length " + str(len(stream)).encode() + filt + b" >>\nstream\n" + stream + b"\nendstream endobj\n%%EOF\n")


write("deep.svg", '<svg width="10" height="10">' + "<g>" * 63 + '<rect width="5" height="5"/>' + "</g>" * 63 + "</svg>")
write("long-path.svg", '<svg width="100" height="100"><path d="M0 0' + " l1 1 -1 -1" * 90000 + '"/></svg>')
write("many-fills.svg", '<svg width="1000" height="1000">' + '<rect width="1000" height="1000" fill="#123"/>' * 15000 + "</svg>")
write("arcs.svg", '<svg width="100" height="100" viewBox="0 0 24 24"><path d="M12 2a10 10 0 1 0 0.001 0zm0 4a6 6 30 1 1-.001 0z'
      + ' M1 1 A 5 3 45 0 1 9 9 a1e-300 1e300 720 1 0 3 3" fill-rule="evenodd" stroke="red" stroke-width="2"/>'
      '<g transform="rotate(33 12 12) skewX(10) scale(0.5)"><circle cx="12" cy="12" r="5" fill="url(#g) blue"/></g></svg>')
write("entities.svg", '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;">]>'
      '<svg width="10" height="10"><g id="&b;&#x41;&amp;"><polygon points="0,0 10,0 5,10"/></g></svg>')
write("ops.pdf", pdf(b"0 0 m 1 1 l " * 80000 + b"S"))
write("q.pdf", pdf(b"q " * 70 + b"0 0 10 10 re f"))
write("fills.pdf", pdf(b"1 0 0 rg 0 0 100 100 re f\n" * 25000))
write("bomb.pdf", pdf(b"0 g" + b" " * (40 << 20), compress=True))
write("cycle.pdf", b"%PDF-1.4\n1 0 obj << /Type /Page /Parent 3 0 R /Contents 2 0 R >> endobj\n2 0 obj 2 0 R endobj\n"
      b"3 0 obj << /Type /Pages /Parent 3 0 R /Kids [1 0 R] >> endobj\n")
write("unclosed.pdf", b"%PDF-1.4\n" + b"(" * 200000)
write("brackets.pdf", b"%PDF-1.4\n" + b"<<1 " * 100000)
try:
    from PIL import Image
    image = Image.new("RGB", (64, 48), (10, 200, 30))
    buf = io.BytesIO()
    image.save(buf, "JPEG", quality=80, progressive=True)
    write("progressive.jpg", buf.getvalue())
    buf = io.BytesIO()
    image.save(buf, "JPEG", quality=80)
    data = bytearray(buf.getvalue())
    write("baseline.jpg", bytes(data))
    sof = data.index(b"\xff\xc0")
    data[sof + 5:sof + 9] = b"\xea\x60\xea\x60"
    write("bomb.jpg", bytes(data))
    write("cut.jpg", bytes(buf.getvalue()[:200]))
    grey = Image.new("L", (17, 9), 128)
    buf = io.BytesIO()
    grey.save(buf, "JPEG")
    write("grey.jpg", buf.getvalue())
except ImportError:
    print("Pillow is not installed: no JPEG seeds beyond the fixtures")

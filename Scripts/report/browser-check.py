#!/usr/bin/env python3
"""Opens a `proof report` page in headless Chromium and checks it works.

Usage: browser-check.py PROOF_BINARY FIXTURE_ROOT OUTPUT_FOLDER

FIXTURE_ROOT holds `References/` and `artifacts/` of a run with every status (made by the
`fixtureHasEveryStatus` test with PROOF_REPORT_FIXTURE set; see browser-check.sh). The
script builds the report with the proof binary, loads it from file:// and checks that the
page's script finished (it sets data-ready on <body>), that no script error was caught
(window.onerror writes data-errors), that the hostile snapshot name injected nothing, and
that the list, viewer, accept command and contact sheet are there, and that a failed
case's reference, actual and diff pictures load (naturalWidth > 0) and, made phone-sized and
slow to decode, are painted in screenshots taken at a cold start (the Diff pane was once seen
blank). It saves screenshots to OUTPUT_FOLDER for a person to look at, then scales the fixture to 5,000 results, checks
that every row is listed, and prints how long `proof report` and the page's start-up take.

The timings are printed, not judged: on a loaded 2-core machine (CI, or developers sharing
one) a debug `proof report` of 5,000 results and Chromium's start-up vary several-fold from
run to run, so a wall-clock limit fails runs that are correct. A hang is still caught: each
browser run is killed after 120 s, which fails the check.

Standard library only.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import time

CHROMIUM_FLAGS = ["--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--allow-file-access-from-files",
                  "--no-first-run", "--disable-extensions", "--mute-audio"]


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("browser-check: no chromium on PATH (apt-get install chromium)")


def run_browser(args, timeout=120):
    result = subprocess.run([chromium()] + CHROMIUM_FLAGS + args, capture_output=True, text=True, timeout=timeout)
    if result.returncode != 0:
        sys.exit(f"browser-check: chromium failed ({result.returncode}): {result.stderr[-2000:]}")
    return result.stdout


def dump_dom(url, budget_ms=4000):
    return run_browser([f"--virtual-time-budget={budget_ms}", "--dump-dom", url])


def screenshot(url, path, size="1440,1000"):
    run_browser(["--virtual-time-budget=4000", f"--window-size={size}", f"--screenshot={path}", url])
    if not os.path.exists(path) or os.path.getsize(path) < 1000:
        sys.exit(f"browser-check: no screenshot written to {path}")


def read_png(path):
    """(width, height, rows of RGBA tuples) of an 8-bit, non-interlaced PNG (Chromium's screenshots)."""
    import struct
    import zlib
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"browser-check: {path} is not a PNG")
    at, idat, header = 8, b"", None
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        at += 12 + length
    width, height, depth, color, _, _, interlace = header
    channels = {2: 3, 6: 4}.get(color)
    if depth != 8 or channels is None or interlace:
        sys.exit(f"browser-check: {path}: unexpected PNG format (depth {depth}, colour type {color}, interlace {interlace})")
    raw, stride, rows, previous = zlib.decompress(idat), width * channels, [], bytearray(width * channels)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        previous = line
    pixel = (lambda row, x: tuple(row[x * 3:x * 3 + 3]) + (255,)) if channels == 3 else (lambda row, x: tuple(row[x * 4:x * 4 + 4]))
    return width, height, [[pixel(row, x) for x in range(width)] for row in rows]


def write_noise_png(path, width, height, seed):
    """A large picture that is slow to decode (noise does not compress), as a phone-sized
    screenshot of a busy screen is."""
    import random
    import struct
    import zlib
    rnd = random.Random(seed)
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        raw += rnd.randbytes(width * 3) if y % 2 == 0 else bytes((x * 7 + y + seed * 50) & 255 for x in range(width * 3))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                  + chunk(b"IDAT", zlib.compress(bytes(raw), 6)) + chunk(b"IEND", b""))


def viewer_images(dom):
    """{alt: data-loaded (the natural size, "W×H") or None} of the viewer's pictures."""
    images = {}
    for tag in re.findall(r"<img [^>]*>", dom):
        alt = re.search(r'alt="([^"]*)"', tag)
        decoded = re.search(r'data-loaded="([^"]*)"', tag)
        if alt and alt.group(1) in ("reference", "actual", "difference"):
            images[alt.group(1)] = decoded.group(1) if decoded else None
    return images


def painted_share(pixels, box):
    """The share of a pane's pixels that are neither the empty viewer's checkerboard nor white."""
    x, y, width, height = box
    empty = {(255, 255, 255, 255), (232, 232, 232, 255)}
    inner = [(px, py) for py in range(y + 4, y + height - 4, 2) for px in range(x + 4, x + width - 4, 2)]
    return sum(1 for px, py in inner if pixels[py][px] not in empty) / max(1, len(inner))


failures = []


def check(condition, what):
    print(("ok      " if condition else "FAILED  ") + what)
    if not condition:
        failures.append(what)


def body_attributes(dom):
    match = re.search(r"<body([^>]*)>", dom)
    return match.group(1) if match else ""


def check_page(dom, label):
    attributes = body_attributes(dom)
    check('data-ready="1"' in attributes, f"{label}: the page script finished (data-ready)")
    errors = re.findall(r'<div class="proof-error">(.*?)</div>', dom)
    check("data-errors" not in attributes, f"{label}: no script error" + (f" (got: {errors[:3]})" if errors else ""))
    check("data-injected" not in attributes, f"{label}: the hostile snapshot name injected no markup")


def dom_overlay(index):
    return dump_dom(index + "?mode=overlay#RewardsCard/expired-L-light")


def build_report(proof, root, output):
    started = time.monotonic()
    result = subprocess.run([proof, "report", "--artifacts", os.path.join(root, "artifacts"),
                             "--references", os.path.join(root, "References"), "--output", output],
                            capture_output=True, text=True)
    elapsed = time.monotonic() - started
    if result.returncode != 0:
        sys.exit(f"browser-check: proof report failed ({result.returncode}): {result.stderr}")
    return elapsed, result.stdout


def scale_fixture(root, big_root, count):
    """A 5,000-result run: the fixture's lines repeated under new ids, pictures hard-linked."""
    shutil.rmtree(big_root, ignore_errors=True)
    artifacts = os.path.join(root, "artifacts")
    big_artifacts = os.path.join(big_root, "artifacts")
    os.makedirs(big_artifacts)
    shutil.copytree(os.path.join(root, "References"), os.path.join(big_root, "References"))
    with open(os.path.join(artifacts, "results.jsonl"), encoding="utf-8") as log:
        lines = [json.loads(line) for line in log if line.strip()]
    lines = [line for line in lines if line["run"] == lines[-1]["run"] and line["suite"] == "RewardsCard"
             and line.get("record", "result") == "result"]
    out = []
    for index in range(count):
        template = lines[index % len(lines)]
        line = dict(template)
        copy = index // len(lines)
        line["suite"] = f"Screen{copy % 50}"
        line["id"] = f"Screen{copy % 50}/{template['name']}-{copy}"
        line["name"] = f"{template['name']}-{copy}"
        line["axes"] = template["axes"] + [["device", f"device{copy // 50}"]]
        for kind in ("reference", "actual", "diff"):
            if template["artifacts"][kind]:
                source = os.path.join(artifacts, template["id"] + f".{kind}.png")
                target = os.path.join(big_artifacts, line["id"] + f".{kind}.png")
                os.makedirs(os.path.dirname(target), exist_ok=True)
                os.link(source, target)
        if template["status"] == "passed":
            target = os.path.join(big_root, "References", line["id"] + ".png")
            os.makedirs(os.path.dirname(target), exist_ok=True)
            os.link(os.path.join(root, "References", template["id"] + ".png"), target)
        out.append(json.dumps(line, separators=(",", ":")))
    with open(os.path.join(big_artifacts, "results.jsonl"), "w", encoding="utf-8") as log:
        log.write("\n".join(out) + "\n")


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    proof, root, output = (os.path.abspath(arg) for arg in sys.argv[1:])
    os.makedirs(output, exist_ok=True)
    report = os.path.join(output, "report")
    elapsed, printed = build_report(proof, root, report)
    print(printed.strip())
    index = "file://" + os.path.join(report, "index.html")

    dom = dump_dom(index)
    check_page(dom, "review")
    check(len(re.findall(r'<a class="row st-', dom)) == 20, "review: 20 rows in the list")
    check(len(re.findall(r'<button type="button" class="chip st-', dom)) == 6, "review: 6 status chips")
    check('class="accept-command">swift run proof accept Odd_names/' in dom, "review: the first failure is selected with its accept command")
    check(len(re.findall(r'class="viewport"', dom)) == 3, "review: reference, actual and diff viewers")
    check('class="outline"' in dom, "review: the changed region is outlined")
    check(re.search(r'<img [^>]*src="images/Odd_names/[^"]+\.actual\.png"', dom) is not None, "review: images by relative path")
    check("&lt;img src=x onerror" in dom, "review: the hostile name is shown as text")
    check("Changed pixels" in dom and "Largest ΔE94" in dom, "review: the numbers are shown")

    dom = dump_dom(index + "#RewardsCard/active-AX3-light")
    check_page(dom, "size change")
    check('class="accept-command">swift run proof accept RewardsCard/active-AX3-light' in dom, "size change: opened from the URL")
    check("64×104" in dom and "64×116" in dom, "size change: both sizes shown")

    dom = dump_dom(index + "#sheets")
    check_page(dom, "contact sheet")
    check('<section class="sheet">' in dom and dom.count('<section class="sheet">') == 2, "contact sheet: one sheet per suite")
    check(len(re.findall(r'<button class="cell st-', dom)) == 11,
          "contact sheet: 3 states × 3 categories for the picked scheme, plus 2 snapshots without axes")
    check('class="tab-axis"' in dom, "contact sheet: the third axis (scheme) is a selector")
    check(re.search(r'<th class="rowhead">state \\ category</th>', dom) is not None, "contact sheet: states as rows, categories as columns")
    check('loading="lazy"' in dom, "contact sheet: thumbnails load lazily")

    dom = dump_dom(index + "#audits")
    check_page(dom, "audits")
    check('class="audit-counts"' in dom, "audits: counts by audit and severity")
    check(dom.count('<li class="sev-') == 3, "audits: the three findings are listed")
    check("&lt;img src=x onerror" in dom, "audits: a hostile message is shown as text")
    check("Waived: a compact card action, as designed" in dom, "audits: the waiver's reason is listed")
    dom = dump_dom(index + "#RewardsCard/expired-L-light")
    check('class="finding sev-failure"' in dom, "review: the finding is outlined on the picture")
    check("below 4.50:1 for text" in dom, "review: the case's findings are listed")

    # The Diff pane (and the others) of a failed case: each picture loaded, with its size.
    dom = dump_dom(index + "#RewardsCard/expired-L-light")
    images = viewer_images(dom)
    for alt in ("reference", "actual", "difference"):
        decoded = re.fullmatch(r"(\d+)×(\d+)", images.get(alt) or "")
        check(decoded is not None and int(decoded.group(1)) > 0 and int(decoded.group(2)) > 0,
              f"review: the {alt} picture of a failed case is loaded (naturalWidth > 0; got {images.get(alt)!r})")

    for mode in ("overlay", "blink"):
        dom = dump_dom(index + f"?mode={mode}#RewardsCard/expired-L-light")
        check_page(dom, mode)
        check(len(re.findall(r'class="viewport"', dom)) == 1 and len(re.findall(r'<img class="over"', dom)) == 1,
              f"{mode}: one viewer with the actual image over the reference")
    check('id="opacity"' in dom_overlay(index), "overlay: the opacity slider is there")

    screenshot(index, os.path.join(output, "report-review.png"))
    screenshot(index + "?mode=overlay#RewardsCard/active-AX3-light", os.path.join(output, "report-overlay.png"))
    screenshot(index + "#sheets", os.path.join(output, "report-sheets.png"))
    screenshot(index + "#audits", os.path.join(output, "report-audits.png"))
    screenshot(index + "#RewardsCard/blocked-AX3-dark", os.path.join(output, "report-narrow.png"), size="760,1000")
    print(f"screenshots: {output}/report-review.png, report-overlay.png, report-sheets.png, report-narrow.png")

    # Phone-sized pictures that are slow to decode, each page load a cold start: the panes must
    # be painted in the screenshot. With `decoding = 'async'` the Actual and Diff panes were
    # blank in most such screenshots.
    slow = os.path.join(output, "slow-decode")
    shutil.rmtree(slow, ignore_errors=True)
    shutil.copytree(report, slow)
    for seed, kind in enumerate(("reference", "actual", "diff"), 1):
        target = os.path.join(slow, "images", "RewardsCard", f"expired-L-light.{kind}.png")
        os.unlink(target)  # a hard link to the fixture's picture
        write_noise_png(target, 1179, 2556, seed)
    slow_url = "file://" + os.path.join(slow, "index.html") + "#RewardsCard/expired-L-light"
    boxes = re.findall(r'<div class="viewport" data-box="(\d+),(\d+),(\d+),(\d+)"', run_browser(
        ["--virtual-time-budget=4000", "--window-size=1440,1000", "--dump-dom", slow_url]))
    check(len(boxes) == 3, "slow decode: three panes, each with its place on the page (data-box)")
    for attempt in range(1, 4):
        shot = os.path.join(output, f"slow-decode-{attempt}.png")
        screenshot(slow_url, shot)
        _, _, pixels = read_png(shot)
        shares = [painted_share(pixels, tuple(int(v) for v in box)) for box in boxes]
        check(len(shares) == 3 and min(shares) > 0.5,
              f"slow decode, cold start {attempt}: reference, actual and diff panes painted "
              f"({', '.join(f'{share:.0%}' for share in shares)} of their pixels)")

    big_root = os.path.join(output, "big")
    scale_fixture(root, big_root, 5000)
    elapsed, printed = build_report(proof, big_root, os.path.join(big_root, "report"))
    print(f"timing (printed, not judged): 5,000 results: proof report (debug build) took {elapsed:.2f} s "
          f"({printed.splitlines()[0]})")
    big_index = "file://" + os.path.join(big_root, "report", "index.html")
    started = time.monotonic()
    dom = dump_dom(big_index, budget_ms=10000)
    wall = time.monotonic() - started
    check_page(dom, "5,000 results")
    init = re.search(r'data-init-ms="(\d+)"', body_attributes(dom))
    init_ms = int(init.group(1)) if init else -1
    print(f"timing (printed, not judged): 5,000 results: page script ready in {init_ms} ms (chromium wall time {wall:.1f} s)")
    check(init_ms >= 0, "5,000 results: the page script says how long it took (data-init-ms)")
    check(len(re.findall(r'<a class="row st-', dom)) == 5000, "5,000 results: 5,000 rows")

    if failures:
        print(f"{len(failures)} browser checks failed")
        sys.exit(1)
    print("all browser checks passed")


if __name__ == "__main__":
    main()

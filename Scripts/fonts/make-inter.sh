#!/usr/bin/env bash
# Regenerates the bundled Inter fonts in Sources/ProofText/Resources from Debian's variable
# Inter: static TrueType instances at wght 400/500/600/700 with overlaps removed (so the
# nonzero rasterizer and FreeType agree on every pixel), and only the tables ProofText reads
# (glyf outlines, metrics, cmap, names, kerning in GPOS). GSUB/GDEF/DSIG/STAT and the
# variation tables are dropped to keep the package small.
#
# Needs: apt-get install fonts-inter-variable; pip install fonttools skia-pathops
set -euo pipefail
cd "$(dirname "$0")/../.."

source_font=/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf
out=Sources/ProofText/Resources
[ -f "$source_font" ] || { echo "missing $source_font: apt-get install fonts-inter-variable" >&2; exit 1; }
python3 -c 'import fontTools, pathops' 2>/dev/null || { echo "missing fontTools/skia-pathops: pip install fonttools skia-pathops" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for pair in 400:Regular 500:Medium 600:SemiBold 700:Bold; do
    weight=${pair%%:*}
    style=${pair##*:}
    fonttools varLib.instancer "$source_font" "wght=$weight" --remove-overlaps \
        --update-name-table -q -o "$tmp/Inter-$style.ttf"
    python3 - "$tmp/Inter-$style.ttf" "$out/Inter-$style.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
keep = {"head", "hhea", "hmtx", "maxp", "OS/2", "name", "cmap", "post", "loca", "glyf", "GPOS", "kern"}
font = TTFont(sys.argv[1])
for tag in list(font.keys()):
    if tag != "GlyphOrder" and tag not in keep:
        del font[tag]
# Glyph names are not read; a format 3 post table saves ~30 KB per font.
font["post"].formatType = 3.0
# A fixed timestamp keeps the output byte-identical from run to run.
font["head"].created = font["head"].modified = 0
font.recalcTimestamp = False
font.save(sys.argv[2])
PY
done
ls -l "$out"/Inter-*.ttf

#!/usr/bin/env bash
# Regenerates the bundled fallback fonts for scripts Inter lacks, in Sources/ProofText/Resources:
# Noto Sans Arabic, Hebrew and Devanagari, Regular and Bold (Debian's fonts-noto-core), subset
# to their scripts' blocks (plus the marks, joiners, directional marks and the dotted circle
# the shaping features refer to) with every OpenType layout feature kept (GSUB, GPOS, GDEF),
# hinting and glyph names dropped, and a fixed timestamp so the output is byte-identical from
# run to run. Inter already covers Latin, Greek and Cyrillic, so no font is added for them.
# Medium and Semi Bold text uses the closest of Regular and Bold (FontLibrary's weight rules).
#
# Needs: apt-get install fonts-noto-core; pip install fonttools
set -euo pipefail
cd "$(dirname "$0")/../.."

noto=/usr/share/fonts/truetype/noto
out=Sources/ProofText/Resources
[ -f "$noto/NotoSansArabic-Regular.ttf" ] || { echo "missing $noto/NotoSansArabic-Regular.ttf: apt-get install fonts-noto-core" >&2; exit 1; }
python3 -c 'import fontTools' 2>/dev/null || { echo "missing fontTools: pip install fonttools" >&2; exit 1; }

# Shared by all three scripts: ZWNJ, ZWJ, LRM, RLM, ALM, NBSP, the dotted circle (shown under a
# combining mark that has no base).
common="U+00A0,U+200C-200F,U+061C,U+25CC"
arabic="U+0600-06FF,U+0750-077F,U+08A0-08FF,U+FB50-FDFF,U+FE70-FEFF,$common"
hebrew="U+0590-05FF,U+FB1D-FB4F,$common"
# Devanagari, Devanagari Extended and Vedic Extensions (Hindi, Marathi, Nepali). The Indic
# shaper inserts the dotted circle in broken clusters, and ZWJ/ZWNJ select half forms.
devanagari="U+0900-097F,U+A8E0-A8FF,U+1CD0-1CFF,$common"

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for family in Arabic:$arabic Hebrew:$hebrew Devanagari:$devanagari; do
    name=${family%%:*}
    unicodes=${family#*:}
    for style in Regular Bold; do
        pyftsubset "$noto/NotoSans$name-$style.ttf" --unicodes="$unicodes" \
            --layout-features='*' --layout-scripts='*' --no-hinting --desubroutinize \
            --drop-tables+=DSIG,gasp --name-IDs='0,1,2,3,4,5,6,13,14,16,17' \
            --output-file="$tmp/NotoSans$name-$style.ttf"
        python3 - "$tmp/NotoSans$name-$style.ttf" "$out/NotoSans$name-$style.ttf" <<'PY'
import sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
# Glyph names are not read; format 3 post saves space.
font["post"].formatType = 3.0
# A fixed timestamp keeps the output byte-identical from run to run.
font["head"].created = font["head"].modified = 0
font.recalcTimestamp = False
font.save(sys.argv[2])
PY
    done
done
# The Noto fonts' licence (SIL OFL 1.1), from the Debian package's copyright file.
python3 - > "$out/Noto-OFL.txt" <<'PY'
from fontTools.ttLib import TTFont
name = TTFont("/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf")["name"]
print("Noto Sans Arabic, Noto Sans Hebrew and Noto Sans Devanagari (subset by Scripts/fonts/make-script-fonts.sh)")
print(name.getDebugName(0))
print()
PY
sed -n '/^SIL OPEN FONT LICENSE/,$p' Sources/ProofText/Resources/OFL.txt >> "$out/Noto-OFL.txt"
ls -l "$out"/NotoSans*.ttf

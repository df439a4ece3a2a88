#!/usr/bin/env bash
# libFuzzer (with AddressSanitizer) over FontFace loading, glyph decoding, kerning, the
# GSUB/GPOS/GDEF readers, shaping and the rasterizer. Seeds: the test fonts, Inter Regular, and fonts crafted to make loading or
# drawing expensive (make-hostile.py). After the run, every input of the corpus (the seeds
# and what the fuzzer found) is executed once more and the slowest one is printed: no input
# may take more than 100 ms. Linux with the Swift toolchain's libFuzzer; not part of CI.
#   Scripts/fonts/fuzz/run.sh [seconds]    (default 300)
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release -Xswiftc -sanitize=fuzzer,address
corpus=$(mktemp -d)
cp ../../../Tests/ProofTextTests/Fixtures/*.ttf ../../../Sources/ProofText/Resources/Inter-Regular.ttf \
    ../../../Sources/ProofText/Resources/NotoSansHebrew-Regular.ttf "$corpus"
python3 make-hostile.py "$corpus"
.build/release/FontFuzz "$corpus" -max_total_time="${1:-300}" -max_len=1000000 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1
echo "== time per input, every input of the corpus ($(ls "$corpus" | wc -l) files)"
slowest=$(for input in "$corpus"/*; do
    .build/release/FontFuzz -rss_limit_mb=2048 -timeout=10 "$input" 2>&1 | sed -n 's/^Executed \(.*\) in \([0-9]*\) ms$/\2 \1/p'
done | sort -n | tail -3)
echo "$slowest"
max=$(echo "$slowest" | tail -1 | cut -d' ' -f1)
echo "slowest input: ${max} ms (limit 100 ms)"
[ "$max" -le 100 ]

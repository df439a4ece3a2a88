#!/usr/bin/env bash
# libFuzzer (with AddressSanitizer) over FontFace loading, glyph decoding, kerning, the
# GSUB/GPOS/GDEF readers, shaping (Arabic, Hebrew, Devanagari, Latin, emoji sequences), the
# rasterizer and colour bitmaps (CBLC/CBDT read, PNGs decoded and scaled by ProofRender).
# Seeds: the test fonts, Inter Regular, fonts crafted to make loading or drawing expensive
# (make-hostile.py) and small colour emoji fonts, sound and hostile (make-emoji-seeds.py,
# which needs fontTools). After the run, every input of the corpus (the seeds
# and what the fuzzer found) is executed once more, by FontTiming, a release build without
# libFuzzer's coverage callbacks and AddressSanitizer (they multiply comparison-heavy loops
# five to ten times: 66% of the slowest seed's instrumented time is __sanitizer_cov_trace_*),
# and the slowest one is printed: no input may take more than 25 ms. The heaviest legitimate
# work, the seed of 24 glyphs of 16,000 points, takes about 4 ms, so a limit six times that
# catches an input that makes the engine's work grow out of proportion (under instrumentation
# the limit was 100 ms, which the heavy seed alone came close to). Linux with the Swift
# toolchain's libFuzzer; not part of CI.
#   Scripts/fonts/fuzz/run.sh [seconds]    (default 300)
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product FontFuzz -Xswiftc -sanitize=fuzzer,address
swift build -c release --product FontTiming --scratch-path .build/timing
corpus=$(mktemp -d)
cp ../../../Tests/ProofTextTests/Fixtures/*.ttf ../../../Sources/ProofText/Resources/Inter-Regular.ttf \
    ../../../Sources/ProofText/Resources/NotoSansHebrew-Regular.ttf \
    ../../../Sources/ProofText/Resources/NotoSansDevanagari-Regular.ttf "$corpus"
python3 make-hostile.py "$corpus"
python3 make-emoji-seeds.py "$corpus"
# lsan.supp: one static LeakSanitizer cannot follow (see the file); every other leak still fails.
LSAN_OPTIONS="suppressions=$PWD/lsan.supp" .build/release/FontFuzz "$corpus" -max_total_time="${1:-300}" -max_len=1000000 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1
echo "== time per input, every input of the corpus ($(ls "$corpus" | wc -l) files)"
slowest=$(find "$corpus" -type f -print0 | xargs -0 -n 200 .build/timing/release/FontTiming | sort -n | tail -3)
echo "$slowest"
max=$(echo "$slowest" | tail -1 | cut -d' ' -f1)
echo "slowest input: ${max} ms (limit 25 ms)"
awk -v max="$max" 'BEGIN { exit !(max <= 25) }'

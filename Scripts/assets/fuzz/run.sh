#!/usr/bin/env bash
# libFuzzer (with AddressSanitizer) over the asset catalogue readers: JPEG (libjpeg-turbo
# through CAssetCodecs), SVG (the XML reader, path data, transforms) and PDF (objects, object
# streams, FlateDecode through zlib, content operators), each picture that reads drawn by the
# painter at scale 2 under a 4-megapixel limit. Seeds: the test catalogue's files and hostile
# files (make-hostile.py). After the run, every input of the corpus is executed again by
# AssetTiming (a release build without instrumentation) and the slowest is printed: no input
# may take more than 250 ms. Linux with the Swift toolchain's libFuzzer; not part of CI.
#   Scripts/assets/fuzz/run.sh [seconds]    (default 300)
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product AssetFuzz -Xswiftc -sanitize=fuzzer,address
swift build -c release --product AssetTiming --scratch-path .build/timing
corpus=$(mktemp -d)
find ../../../Tests/ProofUITests/Fixtures/Assets.xcassets -type f \( -name '*.svg' -o -name '*.pdf' -o -name '*.jpg' \) \
    ! -name bomb.pdf -exec cp {} "$corpus" \;
python3 make-hostile.py "$corpus"
seconds="${1:-300}"
# Two passes: the hostile seeds of up to 1 MB (a few runs a second), then the inputs under
# 64 KB with -max_len=65536 (around a hundred runs a second), for twice as long.
.build/release/AssetFuzz "$corpus" -max_total_time=$((seconds / 3)) -max_len=1000000 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1
small=$(mktemp -d)
find "$corpus" -type f -size -64k -exec cp {} "$small" \;
.build/release/AssetFuzz "$small" -max_total_time=$((seconds - seconds / 3)) -max_len=65536 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1
cp -n "$small"/* "$corpus"/ 2>/dev/null || true
echo "== time per input, every input of the corpus ($(ls "$corpus" | wc -l) files)"
slowest=$(find "$corpus" -type f -print0 | xargs -0 -n 200 .build/timing/release/AssetTiming | sort -n | tail -3)
echo "$slowest"
max=$(echo "$slowest" | tail -1 | cut -d' ' -f1)
echo "slowest input: ${max} ms (limit 250 ms)"
awk -v max="$max" 'BEGIN { exit !(max <= 250) }'

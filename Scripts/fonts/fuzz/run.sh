#!/usr/bin/env bash
# libFuzzer (with AddressSanitizer) over FontFace loading, glyph decoding, kerning and the
# rasterizer. Seeds: the test fonts and Inter Regular. Linux with the Swift toolchain's
# libFuzzer; not part of CI.
#   Scripts/fonts/fuzz/run.sh [seconds]    (default 300)
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release -Xswiftc -sanitize=fuzzer,address
corpus=$(mktemp -d)
cp ../../../Tests/ProofTextTests/Fixtures/*.ttf ../../../Sources/ProofText/Resources/Inter-Regular.ttf "$corpus"
.build/release/FontFuzz "$corpus" -max_total_time="${1:-300}" -max_len=300000 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1

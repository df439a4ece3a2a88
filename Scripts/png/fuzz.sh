#!/usr/bin/env bash
# Fuzzes the PNG codec with libFuzzer and AddressSanitizer, outside SwiftPM.
# Usage: Scripts/png/fuzz.sh [seconds] [extra libFuzzer flags]   (from the package root)
# Needs clang's libFuzzer runtime (part of the Swift toolchain on Linux) and libpng-dev.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-300}"
shift || true
work=".build/fuzz-png"
mkdir -p "$work/module" "$work/corpus"
cat > "$work/module/module.modulemap" <<MAP
module CPNGBridge {
    header "$(pwd)/Sources/CPNGBridge/include/proof_png_bridge.h"
    export *
}
MAP
clang -O1 -g -fsanitize=fuzzer-no-link,address $(pkg-config --cflags libpng) \
    -I Sources/CPNGBridge/include -c Sources/CPNGBridge/proof_png_bridge.c -o "$work/bridge.o"
sources=(Bitmap XXH64 Checksums Huffman Deflate PNG PNGDecoder PNGEncoder PNGError PNGFile PNGFormatSniffer PNGStructure)
swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name ProofRenderFuzz \
    -I "$work/module" $(for s in "${sources[@]}"; do echo "Sources/ProofRender/$s.swift"; done) \
    Scripts/png/FuzzPNG.swift "$work/bridge.o" $(pkg-config --libs libpng) -o "$work/fuzz-png"
cp Tests/ProofRenderTests/Resources/png/valid/*.png Tests/ProofRenderTests/Resources/png/generated/*.png "$work/corpus/"
"$work/fuzz-png" "$work/corpus" -artifact_prefix="$work/" -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -print_final_stats=1 "$@"

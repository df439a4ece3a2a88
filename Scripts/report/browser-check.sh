#!/usr/bin/env bash
# Builds a fixture run with every status (through the real screenshot service, in the
# fixtureHasEveryStatus test), makes its report with `proof report`, and checks the page in
# headless Chromium (Scripts/report/browser-check.py). Screenshots go to the output folder.
# Usage: Scripts/report/browser-check.sh [output folder, default .build/report-check]
set -euo pipefail
cd "$(dirname "$0")/../.."
output="${1:-.build/report-check}"
rm -rf "$output"
mkdir -p "$output"
output="$(cd "$output" && pwd)"
fixture="$output/fixture"

PROOF_REPORT_FIXTURE="$fixture" swift test --filter ReportBuildTests/fixtureHasEveryStatus >"$output/fixture.log" 2>&1 \
    || { cat "$output/fixture.log"; exit 1; }
[ -f "$fixture/artifacts/results.jsonl" ] || { echo "the fixture test wrote no results.jsonl"; cat "$output/fixture.log"; exit 1; }
swift build --product proof >/dev/null
python3 Scripts/report/browser-check.py "$(swift build --show-bin-path)/proof" "$fixture" "$output"

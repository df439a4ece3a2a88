#!/usr/bin/env bash
# The fast `proof` tool as Docs/Snapshots.md says to build it (release, no default traits, the
# Swift runtime linked in).
#   check-fast-tool.sh                it must build on a fresh machine, load neither
#                                     FoundationNetworking nor libcurl, and tell an identical
#                                     pair of references from a different pair.
#   check-fast-tool.sh --conformance  it must compare the PNG conformance set (../shared, in the
#                                     planning repository only) as the debug tool does; exits 3
#                                     (skipped, in .ci/run) when the set is not beside the project.
set -euo pipefail
conformance=../shared/conformance/png
if [ "${1:-}" = "--conformance" ] && [ ! -d "$conformance" ]; then
    echo "SKIPPED: the PNG conformance set ($conformance) is not beside the project; the fast tool's comparisons were not checked against it" >&2
    exit 3
fi
scratch=.build/fast-tool
swift build -c release --product proof --disable-default-traits --static-swift-stdlib --scratch-path "$scratch"
tool="$scratch/release/proof"
if [ "${1:-}" = "--conformance" ]; then
    python3 Scripts/check-png-conformance.py "$tool" "$conformance"
    exit
fi
if ldd "$tool" | grep -E "FoundationNetworking|libcurl|libswiftCore"; then
    echo "the fast tool links the libraries above; it should not" >&2
    exit 1
fi
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
# Not `| head -n 1`: under pipefail, git dying of SIGPIPE when head stops reading fails the script.
mapfile -t references < <(git ls-files 'References/*.png')
if [ ${#references[@]} -lt 2 ]; then
    echo "fewer than two tracked references to compare" >&2
    exit 1
fi
# A smoke test, not the conformance set: the same file is the same (exit 0), two different
# references differ (exit 1).
"$tool" compare "${references[0]}" "${references[0]}" --diff "$folder/same.png"
status=0
"$tool" compare "${references[0]}" "${references[1]}" --diff "$folder/different.png" || status=$?
if [ $status -ne 1 ]; then
    echo "proof compare of two different references exited $status, expected 1" >&2
    exit 1
fi

#!/usr/bin/env bash
# The fast `proof` tool as Docs/Snapshots.md says to build it (release, no default traits, the
# Swift runtime linked in): it must build on a fresh machine, load neither FoundationNetworking
# nor libcurl, and compare as the debug tool does (the PNG conformance set, when present).
set -euo pipefail
scratch=.build/fast-tool
swift build -c release --product proof --disable-default-traits --static-swift-stdlib --scratch-path "$scratch"
tool="$scratch/release/proof"
if ldd "$tool" | grep -E "FoundationNetworking|libcurl|libswiftCore"; then
    echo "the fast tool links the libraries above; it should not" >&2
    exit 1
fi
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
# Not `| head -n 1`: under pipefail, git dying of SIGPIPE when head stops reading fails the script.
mapfile -t references < <(git ls-files 'References/*.png')
reference=${references[0]}
"$tool" compare "$reference" "$reference" --diff "$folder/same.png"
if [ -d ../shared/conformance/png ]; then
    python3 Scripts/check-png-conformance.py "$tool" ../shared/conformance/png
fi

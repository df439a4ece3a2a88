#!/usr/bin/env bash
# A clone of this repository is clean whether git-lfs is set up or not, and holds the same
# reference files either way: the root .gitattributes keeps the LFS rule users copy, and
# a later line of it makes this repository's own references ordinary files (it has
# no LFS server). The LFS filters are passed on the command line, as `git lfs install` would
# configure them, so that nothing global is changed.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v git-lfs >/dev/null 2>&1 || { echo "SKIPPED: git-lfs is not installed (apt-get install git-lfs)"; exit 3; }
root="$(pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
lfs=(-c filter.lfs.process="git-lfs filter-process" -c filter.lfs.smudge="git-lfs smudge -- %f"
     -c filter.lfs.clean="git-lfs clean -- %f" -c filter.lfs.required=true)
plain=(-c filter.lfs.process= -c filter.lfs.smudge= -c filter.lfs.clean= -c filter.lfs.required=false)

git "${plain[@]}" clone -q "$root" "$work/plain"
git "${lfs[@]}" clone -q "$root" "$work/lfs"
status_plain="$(git "${plain[@]}" -C "$work/plain" status --porcelain)"
status_lfs="$(git "${lfs[@]}" -C "$work/lfs" status --porcelain)"
[ -z "$status_plain" ] || { echo "a clone without git-lfs is not clean:"; echo "$status_plain"; exit 1; }
[ -z "$status_lfs" ] || { echo "a clone with git-lfs is not clean:"; echo "$status_lfs"; exit 1; }
references=0
while IFS= read -r -d '' file; do
    cmp -s "$work/plain/$file" "$work/lfs/$file" || { echo "$file differs between the clones"; exit 1; }
    head -c 8 "$work/lfs/$file" | cmp -s - <(printf '\x89PNG\r\n\x1a\n') || { echo "$file is not a PNG in the git-lfs clone"; exit 1; }
    references=$((references + 1))
done < <(git -C "$work/plain" ls-files -z -- 'References/*.png')
fsck="$(cd "$work/lfs" && git "${lfs[@]}" lfs fsck --pointers 2>&1)" || { echo "git lfs fsck: $fsck"; exit 1; }
echo "both clones clean; $references reference PNGs identical and real PNGs in both; git lfs fsck: $fsck"

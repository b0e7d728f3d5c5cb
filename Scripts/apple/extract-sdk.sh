#!/usr/bin/env bash
# Writes one SDK folder out of a clone of itsnebulalol/sdks, for `APPLE_SDKS=DIR make check-apple`
# off a Mac:
#   git clone https://github.com/itsnebulalol/sdks && cd sdks
#   bash PATH/TO/KIT/Scripts/apple/extract-sdk.sh iPhoneOS17.0.sdk DIR
#   bash PATH/TO/KIT/Scripts/apple/extract-sdk.sh macOS14.0.sdk DIR
# File by file, not with `git archive`, which stops at the first object a partial clone lacks (a
# few `.tbd` stubs, none that UIKit or Foundation needs); those are counted instead. Then
# `usr/include/libxml`, stored as a copy of `libxml2/libxml`, becomes the link it is in Xcode's
# SDK: as a copy, clang finds module `libxml2` defined twice.
set -euo pipefail
sdk=${1:?name the SDK folder: iPhoneOS17.0.sdk or macOS14.0.sdk}
destination=${2:?name the folder to write it in}
written=0
missing=0
while IFS=$'\t' read -r meta path; do
  read -r mode _ object <<<"$meta"
  out="$destination/$path"
  mkdir -p "$(dirname "$out")"
  if [[ $mode == 120000 ]]; then
    target=$(git cat-file blob "$object" 2>/dev/null) || { missing=$((missing + 1)); continue; }
    ln -sfn "$target" "$out"
  elif git cat-file blob "$object" >"$out" 2>/dev/null; then
    written=$((written + 1))
  else
    rm -f "$out"
    missing=$((missing + 1))
  fi
done < <(git ls-tree -r HEAD "$sdk")
if [[ -d $destination/$sdk/usr/include/libxml2/libxml ]]; then
  rm -rf "$destination/$sdk/usr/include/libxml"
  ln -s libxml2/libxml "$destination/$sdk/usr/include/libxml"
fi
echo "$sdk: $written files written, $missing missing from the clone"

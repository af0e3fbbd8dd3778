#!/usr/bin/env bash
# The README's install: the release binary copied to a bin folder of its own and run from
# another folder, with the build folder out of reach. Book Library's AddBook searches the
# 100,000-book catalog, made in the process (nothing read beside the binary). Seconds, no build.
set -euo pipefail
release=${1:-.build/release/sirisim}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/bin" "$work/elsewhere"
install -m 755 "$release" "$work/bin/sirisim"
cd "$work/elsewhere"
# HOME and the XDG folders point into the temporary folder: no store, no cache of the person's.
out=$(HOME="$work" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache" \
  "$work/bin/sirisim" run AddBook title=Darkness authorName=Conrad --store :memory: \
  --now 2026-11-21T12:00:00Z 2>&1) || {
  echo "FAIL installed sirisim: AddBook exited $?" >&2
  echo "$out" | sed 's/^/     | /' >&2
  exit 1
}
if grep -qF "Heart of Darkness" <<<"$out" && ! grep -qi "catalog" <<<"$out"; then
  echo "ok   installed sirisim, run from $(pwd): AddBook adds Heart of Darkness"
else
  echo "FAIL installed sirisim: AddBook did not add Heart of Darkness" >&2
  echo "$out" | sed 's/^/     | /' >&2
  exit 1
fi

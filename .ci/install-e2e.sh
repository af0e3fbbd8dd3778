#!/usr/bin/env bash
# The README's install, as a fresh account runs it: the README's own `install` line, run word
# for word with HOME a new empty folder (no ~/.local/bin yet), puts the release binary in
# ~/.local/bin, and the copy runs from another folder with the build folder out of reach. Book
# Library's AddBook searches the 100,000-book catalog, made in the process (nothing read beside
# the binary). The README's apt line is checked to be .ci/apt-packages (the line .ci/run
# installs) and to need no sudo. Seconds, no build.
set -euo pipefail
release=${1:-.build/release/sirisim}
readme=README.md
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() {
  echo "FAIL $*" >&2
  exit 1
}

# The apt line: the packages of .ci/apt-packages, with no `sudo` (root in a container has none).
apt_line=$(grep -m1 '^[a-z ]*apt-get install' "$readme") || fail "$readme has no apt-get install line"
case $apt_line in sudo*) fail "the apt line starts with sudo, which root in a container lacks: $apt_line" ;; esac
said=$(sed 's/#.*//; s/.*apt-get install -y//' <<<"$apt_line" | xargs)
wanted=$(grep -v '^#' .ci/apt-packages | xargs)
[ "$said" = "$wanted" ] || fail "the README's apt line installs \"$said\", .ci/apt-packages \"$wanted\""
echo "ok   the README's apt line is .ci/apt-packages ($wanted), without sudo"

# The install line, with the README's build path pointed at the binary under test.
install_line=$(grep -m1 '^install .*\.build/release/sirisim' "$readme") ||
  fail "$readme has no install line for .build/release/sirisim"
install_line=${install_line%%#*}
mkdir -p "$work/home" "$work/elsewhere"
[ ! -e "$work/home/.local" ] || fail "the fresh HOME already has .local"
HOME="$work/home" bash -euc "${install_line//.build\/release\/sirisim/\"\$1\"}" install-line \
  "$(cd "$(dirname "$release")" && pwd)/$(basename "$release")" ||
  fail "the README's install line failed with a fresh HOME: $install_line"
installed="$work/home/.local/bin/sirisim"
[ -x "$installed" ] || fail "the README's install line left no executable at ~/.local/bin/sirisim"
echo "ok   the README's install line on a fresh HOME (no ~/.local/bin): ~/.local/bin/sirisim"

cd "$work/elsewhere"
# HOME and the XDG folders point into the temporary folder: no store, no cache of the person's.
out=$(HOME="$work/home" XDG_DATA_HOME="$work/data" XDG_CACHE_HOME="$work/cache" \
  "$installed" run AddBook title=Darkness authorName=Conrad --store :memory: \
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

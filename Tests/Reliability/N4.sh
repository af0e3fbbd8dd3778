#!/usr/bin/env bash
# N4: the --json commands printed JSON through the text sanitizer, which wrote U+202E as
# `\u{202E}` (not JSON). Every JSON document must parse and keep the characters as `\u202e`.
source "$(dirname "$0")/lib.sh"
store=$T/x.sqlite
rlo=$'\u202e'
csi=$'\xc2\x9b'
$S shortcuts add "Soup $rlo time" OrderSoup "deliveryLocation=Pier $csi 39" --store "$store" >/dev/null
printf 'yes\n' | $S run OrderSoup soup="Tomato Soup" orderType=delivery \
  "deliveryLocation=1 Main $rlo St $csi" --store "$store" >/dev/null
check() { # $1: a name; the output on standard input
  local out
  out=$(cat)
  [ -n "$out" ] || fail "$1 printed nothing"
  while IFS= read -r line; do
    python3 -m json.tool <<<"$line" >/dev/null || fail "$1 printed invalid JSON: $line"
  done <<<"$out"
  grep -qi '\\u202e' <<<"$out" || fail "$1 lost U+202E: $out"
  if LC_ALL=C grep -q $'\xe2\x80\xae\|\xc2\x9b' <<<"$out"; then fail "$1 printed a raw bidi/C1: $out"; fi
}
$S shortcuts list --json --store "$store" | check "shortcuts list --json"
$S donations list --json --store "$store" | check "donations list --json"
$S suggestions --json --store "$store" | check "suggestions --json"

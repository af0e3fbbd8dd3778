#!/usr/bin/env bash
# R10: a JSON-mode reply that names a member twice is refused with an error event.
source "$(dirname "$0")/lib.sh"
out=$(printf '%s\n' "Order clam chowder from Soup Chef" '{"reply":"choice","index":0,"index":1}' '{"reply":"cancel"}' |
  "$S" converse --json --store :memory: 2>&1)
grep -F '"error"' <<<"$out" | grep -qF 'appears twice' || fail "no error event for the duplicate member: $out"
grep -qF 'store location' <<<"$out" && fail "the duplicate reply was taken: $out"
exit 0

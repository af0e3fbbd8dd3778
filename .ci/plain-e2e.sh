#!/usr/bin/env bash
# End-to-end checks of plain and JSON mode through the real sirisim binary, with a fixed clock.
set -euo pipefail
bin=${1:-.build/debug/sirisim}
now=2026-11-21T12:00:00Z
failures=0
checks=0

check() { # name, expected text, actual output
  checks=$((checks + 1))
  if grep -qF -- "$2" <<<"$3"; then
    echo "ok   $1"
  else
    echo "FAIL $1: expected to see: $2" >&2
    echo "$3" | sed 's/^/     | /' >&2
    failures=$((failures + 1))
  fi
}

out=$(printf 'Order clam chowder from Soup Chef\n2\nferry building\norder\n' | "$bin" --now "$now")
check "clam chowder asks which soup" "2. New England Clam Chowder" "$out"
check "pickup asks which store" "Siri: Which store location?" "$out"
check "preview shows total" "Your total is \$3.75. ready to order?" "$out"
check "order button" "[Order]  [Cancel]" "$out"
check "order placed" "order will be ready in 10 minutes." "$out"

out=$(printf 'no\n' | "$bin" run OrderSoup quantity=7 soup="Tomato Soup" --now "$now")
check "seven soups confirm" "you would like to order 7 soups?" "$out"
check "declined" "Siri: OK, Order Cancelled" "$out"

out=$(printf 'yes\n' | "$bin" run OrderSoup quantity=seven soup=tomato --now "$now")
check "not enough stock" "we don't have that many in stock." "$out"

out=$(printf 'Order Soup Chef\ncancel\n' | "$bin" --now "$now")
check "specials section" "Specials:" "$out"
check "cancel at a prompt" "Siri: Cancelled." "$out"
checks=$((checks + 1))
if grep -q "Manhattan" <<<"$out"; then
  echo "FAIL secret item offered" >&2
  failures=$((failures + 1))
else
  echo "ok   secret item not offered"
fi

out=$(printf '1 Market Street\norder\n' | "$bin" run OrderSoup soup=chicken orderType=delivery --now "$now")
check "delivery asks where" "Where would you like your order delivered?" "$out"
check "delivery preview" "Delivery to 1 Market Street" "$out"

out=$(printf 'Order clam chowder from Soup Chef\n{"reply":"choice","index":0}\n{"reply":"cancel"}\n' |
  "$bin" converse --json --now "$now")
check "json prompt" '"event":"prompt"' "$out"
check "json cancelled" '"outcome":"cancelled"' "$out"

bytes=$(mktemp)
printf '\x00\xff\xfe garbage\n\n\n' >"$bytes"
out=$("$bin" --now "$now" <"$bytes")
rm -f "$bytes"
check "bad bytes get help" "Sorry, I can't help with that." "$out"

echo "e2e: $((checks - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]

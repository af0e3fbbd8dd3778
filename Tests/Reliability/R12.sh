#!/usr/bin/env bash
# R12: suggestions made right after a conversation see what it did, in the same second.
source "$(dirname "$0")/lib.sh"
for k in 1 2 3 4; do
  printf 'Order tomato soup from Soup Chef\n1\norder\n' | "$S" converse --store "s$k.sqlite" >/dev/null
  out=$("$S" suggestions --store "s$k.sqlite" | head -1)
  grep -qF "Order Soup" <<<"$out" || fail "run $k: no suggestion right after the conversation: $out"
done

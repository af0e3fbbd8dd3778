#!/usr/bin/env bash
# N6 (rest): a saved phrase needs its content words said, not one of them; phrases of answer
# words ("cancel", "no", "1", "i want") are refused.
source "$(dirname "$0")/lib.sh"
store="$T/n6.sqlite"
"$S" shortcuts add "pangolin dance" OpenFavorites --store "$store" >/dev/null || fail "a real phrase was refused"
out=$(printf 'dance\nI like to dance\npangolin\n' | "$S" converse --store "$store" 2>&1)
grep -qF "→ Trails · Open Favorite" <<<"$out" && fail "one word of the phrase ran it: $out"
out=$(printf 'pangolin dance\n' | "$S" converse --store "$store" 2>&1)
grep -qF "→ Trails · Open Favorite" <<<"$out" || fail "the phrase itself no longer runs: $out"
for phrase in cancel no 1 "i want" "uh huh" yes two; do
  rc=0
  out=$("$S" shortcuts add "$phrase" OpenFavorites --store "$T/n6b.sqlite" 2>&1) || rc=$?
  [ "$rc" -ne 0 ] || fail "the phrase “$phrase” was saved"
  grep -qE "answer to Siri|words Siri skips" <<<"$out" || fail "no clear refusal for “$phrase”: $out"
done

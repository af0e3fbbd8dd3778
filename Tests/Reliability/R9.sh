#!/usr/bin/env bash
# R9: thousands of command-line words are refused before parsing, at once (scaled: 20,000
# words took over 10 s before; now they are refused in well under a second of processor time).
source "$(dirname "$0")/lib.sh"
words=$(python3 -c "print(' '.join(['ab']*20000))")
# shellcheck disable=SC2086
rc=0
out=$("$S" match $words 2>&1) || rc=$?
[ "$rc" -eq 2 ] || fail "exit $rc (want 2)"
grep -qF "more than the 1024" <<<"$out" || fail "no clear message: ${out:0:300}"
# shellcheck disable=SC2086
ms=$(cpu_ms "$S" match $words)
[ "$ms" -lt 2000 ] || fail "20,000 words took $ms ms of processor time"
# A thousand words are still read.
few=$(python3 -c "print(' '.join(['ab']*1000))")
# shellcheck disable=SC2086
"$S" match $few >/dev/null 2>&1 || [ $? -ne 2 ] || fail "1,000 words were refused"
exit 0

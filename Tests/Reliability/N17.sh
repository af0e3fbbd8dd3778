#!/usr/bin/env bash
# N17: a `.siri` transcript that starts with a UTF-8 byte-order mark (as some editors save) is
# read as if it had none; `replay --update` writes it back without the mark.
source "$(dirname "$0")/lib.sh"
printf '\xef\xbb\xbf# sirisim 1 · apps: Soup Chef · now: 2026-11-21T12:00:00Z\nYou: hi\n' >b.siri
out=$("$S" replay b.siri 2>&1) && rc=0 || rc=$?
[ "$rc" -ne 2 ] || fail "refused as malformed: $out"
case $out in *"starts with a line such as"*) fail "the misleading message: $out" ;; esac
expect_rc 0 "$S" replay --update b.siri
[ "$(head -c 3 b.siri | od -An -tx1 | tr -d ' ')" != efbbbf ] || fail "the mark was written back"
head -1 b.siri | grep -q '^# sirisim 1 · apps: Soup Chef' || fail "the header was not kept: $(head -1 b.siri)"
expect_rc 0 "$S" replay b.siri

#!/usr/bin/env bash
# R6: --cast never replaces a file that is there without --force (as --record); a device is
# written through.
source "$(dirname "$0")/lib.sh"
cp "$(dirname "$0")/../Transcripts/soup-chef-order-clam-chowder.siri" o.siri
echo precious >existing.cast
rc=0
out=$("$S" replay o.siri --cast existing.cast 2>&1) || rc=$?
[ "$rc" -eq 2 ] || fail "replay --cast over a file: exit $rc: $out"
grep -qF "is there already. Add --force" <<<"$out" || fail "no clear refusal: $out"
[ "$(cat existing.cast)" = precious ] || fail "the file was replaced"
expect_rc 0 "$S" replay o.siri --cast existing.cast --force
head -c 20 existing.cast | grep -qF '{"version"' || fail "--force did not write the cast"
expect_rc 0 "$S" replay o.siri --cast new.cast
expect_rc 0 "$S" replay o.siri --cast /dev/null

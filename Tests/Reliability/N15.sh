#!/usr/bin/env bash
# N15: `replay --update` rewrites a transcript in place: a symlink is followed (its target is
# updated, the link stays a link), and the file keeps its mode (0600 stays 0600) and owner.
source "$(dirname "$0")/lib.sh"
header='# sirisim 1 · apps: Trails · now: 2026-11-21T12:00:00Z'

mkdir t
printf '%s\nYou: Open Favorites in Trails\n' "$header" >t/target.siri
ln -s target.siri t/link.siri
expect_rc 0 "$S" replay --update t/link.siri
[ -L t/link.siri ] || fail "link.siri was replaced by a $(stat -c %F t/link.siri)"
grep -q "Trails opened" t/target.siri || fail "the symlink's target was not updated"
expect_rc 0 "$S" replay t/target.siri

printf '%s\nYou: Open Favorites in Trails\n' "$header" >t/private.siri
chmod 600 t/private.siri
owner=$(stat -c %u:%g t/private.siri)
expect_rc 0 "$S" replay --update t/private.siri
grep -q "Trails opened" t/private.siri || fail "private.siri was not updated"
[ "$(stat -c %a t/private.siri)" = 600 ] || fail "a 0600 file became $(stat -c %a t/private.siri)"
[ "$(stat -c %u:%g t/private.siri)" = "$owner" ] || fail "the owner changed"

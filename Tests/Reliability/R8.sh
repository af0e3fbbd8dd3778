#!/usr/bin/env bash
# R8: replay --update refuses a transcript the user may not write, even in a folder they may
# write; it neither replaces it nor changes its owner.
source "$(dirname "$0")/lib.sh"
printf '# sirisim 1 · apps: Trails · now: 2026-11-21T12:00:00Z\nYou: Open Favorites in Trails\n' >t.siri
chmod 444 t.siri
chmod 777 "$T"
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null; then
  run=(setpriv --reuid=65534 --regid=65534 --clear-groups env HOME="$T")
else
  run=(env HOME="$T")
  [ "$(id -u)" = 0 ] && { echo "note: no setpriv; root may write any file" >&2; exit 0; }
fi
before=$(stat -c '%u %s %i' t.siri)
rc=0
out=$("${run[@]}" "$S" replay --update "$T/t.siri" 2>&1) || rc=$?
[ "$rc" -eq 2 ] || fail "exit $rc (want 2): $out"
grep -qF "permission denied" <<<"$out" || fail "no clear refusal: $out"
[ "$before" = "$(stat -c '%u %s %i' t.siri)" ] || fail "the file was replaced"
# A file the user may write is updated.
chmod 666 t.siri
"${run[@]}" "$S" replay --update "$T/t.siri" >/dev/null 2>&1 || fail "a writable file was not updated"
grep -q "Trails" t.siri || fail "the update did not write"
[ "$(stat -c %u t.siri)" = "$(echo "$before" | cut -d' ' -f1)" ] || fail "the owner changed"

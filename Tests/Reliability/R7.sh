#!/usr/bin/env bash
# R7: --record writes through a FIFO or a shell's >(…) pipe (never "there already"), and calls
# a folder a folder.
source "$(dirname "$0")/lib.sh"
out=$(printf 'Open Favorites in Trails\n' | "$S" converse --store :memory: --record >(cat >ps.got) 2>&1) ||
  fail "--record >(…) was refused: $out"
mkfifo fifo
cat fifo >fifo.got &
reader=$!
printf 'Open Favorites in Trails\n' | "$S" converse --store :memory: --record fifo >/dev/null 2>&1 ||
  fail "--record FIFO was refused"
wait "$reader"
grep -qF "You: Open Favorites in Trails" fifo.got || fail "nothing came through the FIFO: $(cat fifo.got)"
sleep 0.2
grep -qF "You: Open Favorites in Trails" ps.got || fail "nothing came through >(…): $(cat ps.got)"
mkdir adir
rc=0
out=$(printf '' | "$S" converse --store :memory: --record adir 2>&1) || rc=$?
[ "$rc" -eq 2 ] || fail "--record adir: exit $rc"
grep -qF "is a folder" <<<"$out" || fail "--record adir: $out"
grep -qF "there already" <<<"$out" && fail "--record adir called a folder 'there already': $out"
echo old >taken.siri
rc=0
out=$(printf '' | "$S" converse --store :memory: --record taken.siri 2>&1) || rc=$?
[ "$rc" -eq 2 ] && grep -qF "is there already" <<<"$out" || fail "a regular file was not protected: $out"
exit 0

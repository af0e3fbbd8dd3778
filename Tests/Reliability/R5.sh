#!/usr/bin/env bash
# R5: every `reset` refusal ended with a stray `sirisim: ExitCode(rawValue: 1)` line. A store
# that can't be used (a folder, a file that isn't SQLite, a FIFO) is said once, rc 1.
source "$(dirname "$0")/lib.sh"
mkdir folder
echo "not a database, a note" >notes.sqlite
mkfifo fifo.sqlite
for store in folder notes.sqlite fifo.sqlite; do
  err=$(timeout 20 "$S" reset -y --store "$T/$store" 2>&1 >/dev/null) && rc=0 || rc=$?
  [ "$rc" -eq 1 ] || fail "reset -y --store $store: expected rc 1, got $rc: $err"
  case $err in *ExitCode*) fail "reset -y --store $store printed the ExitCode: $err" ;; esac
  [ "$(grep -c . <<<"$err")" -eq 1 ] || fail "reset -y --store $store: not one line: $err"
  grep -qF "$T/$store" <<<"$err" || fail "reset -y --store $store does not name the file: $err"
done
[ "$(cat notes.sqlite)" = "not a database, a note" ] || fail "the refused file was changed"

#!/usr/bin/env bash
# R4: every signal whose default action ends the process leaves the terminal as it was. SIGUSR1,
# SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF and SIGXCPU end the UI as SIGTERM does: the terminal's modes
# restored (icanon, echo, isig), the main screen back, and the status 128 + the signal's number.
source "$(dirname "$0")/lib.sh"
command -v tmux >/dev/null || {
  echo "note: no tmux; R4 needs a terminal, skipped" >&2
  exit 0
}
socket="r4-$$"
t() { tmux -L "$socket" -f /dev/null "$@"; }
trap 't kill-server >/dev/null 2>&1 || true' EXIT
wait_screen() {
  local deadline=$((SECONDS + 20))
  until t capture-pane -t r4 -p | grep -qF -- "$1"; do
    ((SECONDS < deadline)) || return 1
    sleep 0.05
  done
}
for name in USR1 USR2 ALRM VTALRM PROF XCPU; do
  number=$(kill -l "$name")
  rm -f "$T/rc" "$T/stty" "$T/pid"
  retry fresh_session r4 -x 80 -y 24 \
    "env HOME=$T TERM=screen-256color LANG=C.UTF-8 sh -c 'echo \$\$ >\"$T/pid\"; exec \"$S\" --store :memory:'; echo \$? >'$T/rc'; stty -a >'$T/stty'; sleep 60"
  wait_screen "Try:" || fail "the UI did not start (SIG$name)"
  kill -s "$name" "$(cat "$T/pid")"
  deadline=$((SECONDS + 15))
  until [ -s "$T/stty" ]; do
    ((SECONDS < deadline)) || fail "the UI did not end on SIG$name"
    sleep 0.05
  done
  [ "$(cat "$T/rc")" = $((128 + number)) ] ||
    fail "SIG$name: exit $(cat "$T/rc"), not $((128 + number))"
  for mode in icanon echo isig; do
    grep -qE -- "(^| )$mode( |$)" "$T/stty" || fail "SIG$name left the terminal without $mode"
  done
  t capture-pane -t r4 -p | grep -qF "Try:" && fail "SIG$name left the UI's screen on display"
  t kill-session -t r4
done
echo "R4: USR1, USR2, ALRM, VTALRM, PROF and XCPU restore the terminal and exit 128 + N"

#!/usr/bin/env bash
# R3: the UI in a background process group. `timeout` puts its child in a process group of its
# own, which may not read the terminal: the UI must not spin on failing reads, but restore the
# terminal, say why (naming `--foreground`) and exit 1 at the first key. Started with `&` from an
# interactive shell, a read stops it (SIGTTIN) as curses programs are stopped; after `fg` it takes
# the terminal again: raw mode, a redraw, and a phrase typed then is answered.
source "$(dirname "$0")/lib.sh"
command -v tmux >/dev/null || {
  echo "note: no tmux; R3 needs a terminal with job control, skipped" >&2
  exit 0
}
socket="r3-$$"
t() { tmux -L "$socket" -f /dev/null "$@"; }
trap 't kill-server >/dev/null 2>&1 || true' EXIT
wait_screen() {
  local deadline=$((SECONDS + ${2:-20}))
  until t capture-pane -t r3 -p | grep -qF -- "$1"; do
    ((SECONDS < deadline)) || return 1
    sleep 0.05
  done
}

# 1. timeout without --foreground: the first key ends the UI, with the reason and status 1.
retry fresh_session r3 -x 80 -y 24 \
  "env HOME=$T TERM=screen-256color LANG=C.UTF-8 timeout 60 '$S' --store :memory: 2>'$T/err'; echo \$? >'$T/rc'; stty -a >'$T/stty'; sleep 60"
wait_screen "Try:" || fail "the UI did not draw its screen under timeout"
start=$SECONDS
t send-keys -t r3 -l "Open Favorites"
until [ -s "$T/rc" ]; do
  ((SECONDS - start < 15)) || fail "the UI kept running after a key it could not read"
  sleep 0.1
done
[ "$(cat "$T/rc")" = 1 ] || fail "the UI exited $(cat "$T/rc"), not 1, when it could not read"
grep -qF -- "--foreground" "$T/err" || fail "no reason naming --foreground: $(cat "$T/err")"
for mode in icanon echo isig; do
  grep -qE -- "(^| )$mode( |$)" "$T/stty" || fail "the terminal was left without $mode"
done
t kill-session -t r3

# 2. `sirisim &` in an interactive shell: stopped by its read, then `fg` gives it the terminal.
retry fresh_session r3 -x 80 -y 24 \
  "env -i PATH=/usr/bin:/bin HOME=$T TERM=screen-256color LANG=C.UTF-8 PS1='$ ' bash --norc -i"
wait_screen '$' || fail "the shell did not start"
t send-keys -t r3 -l "'$S' --store :memory: &"
t send-keys -t r3 Enter
wait_screen "Try:" || fail "the UI in the background did not draw"
# A key for the shell makes the terminal readable: the UI's read must stop it, not spin. The
# shell may take a line before the UI wakes to it, so lines are typed until the job is stopped.
stopped=
for _ in $(seq 20); do
  t send-keys -t r3 -l "jobs"
  t send-keys -t r3 Enter
  if wait_screen "Stopped" 1; then
    stopped=yes
    break
  fi
done
[ -n "$stopped" ] || fail "the UI in the background was not stopped by its read (SIGTTIN)"
t send-keys -t r3 -l "fg"
t send-keys -t r3 Enter
wait_screen "Try:" || fail "the UI did not redraw after fg"
t send-keys -t r3 -l "Open Favorites in Trails"
t send-keys -t r3 Enter
wait_screen "Trails opened" || fail "after fg the UI did not take keys: $(t capture-pane -t r3 -p)"
t send-keys -t r3 C-d
wait_screen '$' || fail "the UI did not quit after fg and ^D"
t send-keys -t r3 -l "stty -a >'$T/stty2'"
t send-keys -t r3 Enter
deadline=$((SECONDS + 10))
until [ -s "$T/stty2" ]; do
  ((SECONDS < deadline)) || fail "the shell did not run stty after the UI quit"
  sleep 0.1
done
grep -qE -- "(^| )icanon( |$)" "$T/stty2" || fail "the terminal stayed raw after fg and ^D"
echo "R3: timeout exits 1 at the first key with the reason; & is stopped, fg resumes"

#!/usr/bin/env bash
# B12: keys typed while the terminal is under 30×8 are kept. The UI starts at 20×5 (it shows
# only "Terminal too small"), text is typed, the window grows to 80×24: the text is in the
# input line. Then, typed and sent with Enter while small, the utterance is answered and is in
# the conversation after the window grows.
source "$(dirname "$0")/lib.sh"
command -v tmux >/dev/null || fail "tmux is needed (CI installs it)"
socket="b12-$$"
t() { tmux -L "$socket" -f /dev/null "$@"; }
trap 't kill-server >/dev/null 2>&1 || true' EXIT
screen() { t capture-pane -t b12 -p; }
wait_screen() {
  local deadline=$((SECONDS + 20))
  until screen | grep -qF -- "$1"; do
    ((SECONDS < deadline)) || return 1
    sleep 0.05
  done
}
start_small() {
  t kill-session -t b12 >/dev/null 2>&1 || true
  retry fresh_session b12 -x 20 -y 5 \
    "env HOME=$T TERM=screen-256color LANG=C.UTF-8 SIRISIM_HISTORY= '$S' --store '$T/s.sqlite'; sleep 60"
  wait_screen "too small" || fail "the UI did not start small: $(screen)"
}

start_small
t send-keys -t b12 -l "Order tomato soup"
sleep 0.5
t resize-window -t b12 -x 80 -y 24
wait_screen "SiriSim ·" || fail "the UI did not grow: $(screen)"
wait_screen "› Order tomato soup" || fail "the typed text is not in the input line: $(screen)"

start_small
t send-keys -t b12 -l "Order tomato soup from Soup Chef"
t send-keys -t b12 Enter
sleep 1
t resize-window -t b12 -x 80 -y 24
wait_screen "SiriSim ·" || fail "the UI did not grow: $(screen)"
wait_screen "Order tomato soup from Soup Chef" || fail "the utterance is not in the conversation: $(screen)"
wait_screen "Which store" || fail "the utterance was not answered: $(screen)"

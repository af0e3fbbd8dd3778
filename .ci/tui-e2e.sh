#!/usr/bin/env bash
# End-to-end test of the curses UI in a real terminal (tmux), with a fixed clock: what only a
# real terminal or a second process shows. The keys as the terminal sends them, resizing with a
# pane open, NO_COLOR, every way out (Ctrl-C, SIGTERM, a crash signal) leaving the terminal as it
# was, keys typed ahead, pastes, escape sequences, --record, play, the running clock and the
# history file. What the UI does with each key and event, every app's panes and the screen
# itself are checked in swift test (Tests/SiriTerminalTests: the loop over the real runtime, and
# curses on newterm).
#
# Usage: .ci/tui-e2e.sh [path/to/sirisim]. Needs tmux. Polls the screen instead of sleeping.
set -euo pipefail

bin=$(realpath "${1:-.build/debug/sirisim}")
now=2026-11-21T12:00:00Z
socket="sirisim-e2e-$$"
work=$(mktemp -d)
export LANG=C.UTF-8 LC_ALL=C.UTF-8
failures=0
checks=0

t() { tmux -L "$socket" -f "$work/tmux.conf" "$@"; }
cleanup() {
  t kill-server >/dev/null 2>&1 || true
  # The panes' processes die after kill-server returns and may still write into $work.
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    rm -rf "$work" 2>/dev/null && return 0
    sleep 0.2
  done
  echo "note: could not remove $work" >&2
}
trap cleanup EXIT

# What the pane shows (with -e: with its colors and attributes as escape sequences).
screen() { t capture-pane -t e2e -p "$@"; }
# The pane's whole history, for text printed after the UI closed.
history() { t capture-pane -t e2e -p -S -300; }

# Waits until the pane shows the text; fails after the timeout (seconds, default 10).
wait_for() {
  local deadline=$((SECONDS + ${2:-10}))
  until screen | grep -qF -- "$1"; do
    if ((SECONDS >= deadline)); then return 1; fi
    sleep 0.05
  done
}

pass() { echo "ok   $1"; }
fail() {
  echo "FAIL $1" >&2
  screen | sed 's/^/     | /' >&2
  failures=$((failures + 1))
}

# Checks that the pane comes to show the text.
expect_screen() { # name text [timeout]
  checks=$((checks + 1))
  if wait_for "$2" "${3:-10}"; then pass "$1"; else fail "$1: expected to see: $2"; fi
}

# Checks that the pane's history (including the normal screen after the UI) comes to hold the text.
expect_history() { # name text
  checks=$((checks + 1))
  local deadline=$((SECONDS + 10))
  until history | grep -qF -- "$2"; do
    if ((SECONDS >= deadline)); then
      fail "$1: expected in the scrollback: $2"
      return
    fi
    sleep 0.05
  done
  pass "$1"
}

expect_true() { # name command...
  checks=$((checks + 1))
  local name=$1
  shift
  if "$@"; then pass "$name"; else fail "$name"; fi
}

keys() { t send-keys -t e2e "$@"; }
text() { t send-keys -t e2e -l "$1"; }
flag() { t display -p -t e2e "#{$1}"; }

# The pane shows as many lines as it has rows, none wider than its columns (display width).
fits() { # columns rows
  local lines
  lines=$(screen)
  [ "$(printf '%s\n' "$lines" | wc -l)" -eq "$2" ] && [ "$(printf '%s\n' "$lines" | wc -L)" -le "$1" ]
}

# Whether the terminal is back to normal: the normal screen, a visible cursor, no keypad mode,
# and the same stty settings as before the UI started (the launcher compares them).
restored() {
  [ "$(flag alternate_on)" = 0 ] && [ "$(flag cursor_flag)" = 1 ] &&
    [ "$(flag keypad_cursor_flag)" = 0 ] && wait_for "TTY=restored" 5
}

# Whether the pane shows any color, or reverse video, in its cells.
colored() { screen -e | grep -qE $'\e\\[([0-9]+;)*(3[0-7]|4[0-7]|38|48)(;[0-9]+)*m'; }
uncolored() { ! colored; }
reversed() { screen -e | grep -qE $'\e\\[([0-9]+;)*7(;[0-9]+)*m'; }

# The launcher runs sirisim in the pane's shell, records its pid, and afterwards prints its exit
# status and whether the terminal's settings are the ones it found.
cat >"$work/launch.sh" <<EOF
#!/usr/bin/env bash
before=\$(stty -g)
sh -c 'echo \$\$ > "$work/pid"; exec "\$@"' sh "$bin" --now "$now" "\$@"
status=\$?
echo "EXIT=\$status"
if [ "\$(stty -g)" = "\$before" ]; then echo "TTY=restored"; else echo "TTY=changed"; fi
EOF
chmod +x "$work/launch.sh"
printf 'set -g default-terminal screen-256color\nset -g history-limit 2000\n' >"$work/tmux.conf"

start() { # [env assignments]
  t clear-history -t e2e
  keys "clear; rm -f $work/pid; $* $work/launch.sh" Enter
  expect_screen "UI starts ${*:-}" "SiriSim · Soup Chef"
}

start_with() { # sirisim arguments
  t clear-history -t e2e
  keys "clear; rm -f $work/pid; $work/launch.sh $*" Enter
  expect_screen "UI starts with $*" "SiriSim · Soup Chef"
}

t new-session -d -s e2e -x 80 -y 24 "env -i PATH=$PATH HOME=$work TERM=screen-256color LANG=C.UTF-8 PS1='$ ' bash --norc --noprofile"
wait_for '$' 5 || true

echo "== the Soup Chef order with the terminal's own keys: arrows, Tab, Shift-Tab"
# The keys' meaning and every pane are ConversationFlowTests' and PreviewTests'; here the
# sequences a real terminal sends reach them.
start
expect_true "colors by default" colored
text "Order clam chowder from Soup Chef"
keys Enter
expect_screen "first soup highlighted" "▸ 1 Manhattan Clam Chowder"
keys Down
expect_screen "arrow moves the highlight" "▸ 2 New England Clam Chowder"
keys Enter
expect_screen "stores listed" "▸ 1 Ferry Building"
keys Enter
expect_screen "confirmation with the Order button" "▸[ Order ]   [ Cancel ]"
keys Tab
expect_screen "Tab moves to Cancel" "[ Order ]  ▸[ Cancel ]"
keys BTab
expect_screen "Shift-Tab back to Order" "▸[ Order ]"
keys Enter
expect_screen "order placed" "order will be ready in"

echo "== resize with a pane open"
text "Order Soup Chef"
keys Enter
expect_screen "value pane with sections" "Specials"
t resize-window -t e2e -x 40 -y 12
expect_screen "pane stays open at 40×12" "┌─ Soup Chef ──"
expect_true "40×12 screen fits" fits 40 12
t resize-window -t e2e -x 24 -y 6
expect_screen "too small says so" "Terminal too small"
t resize-window -t e2e -x 80 -y 24
expect_screen "pane back at 80×24" "Contains: Chicken, noodles"
expect_true "80×24 screen fits" fits 80 24
keys Escape
expect_screen "Esc cancels at once" "Cancelled." 2

echo "== Ctrl-C quits and restores the terminal"
keys C-c
expect_screen "exit status 130" "EXIT=130"
expect_history "transcript printed on the normal screen" "You: Order clam chowder from Soup Chef"
expect_history "transcript has the order" "Siri: Your total is \$3.75. Your New England Clam Chowder order will be ready in"
expect_true "terminal restored after Ctrl-C" restored

echo "== NO_COLOR, then SIGTERM"
start NO_COLOR=1
text "Order clam chowder from Soup Chef"
keys Enter
expect_screen "NO_COLOR pane" "▸ 1 Manhattan Clam Chowder"
expect_true "NO_COLOR draws no colors" uncolored
expect_true "NO_COLOR marks the highlight with reverse video" reversed
kill -TERM "$(cat "$work/pid")"
expect_screen "SIGTERM exit status" "EXIT=143"
expect_history "transcript printed after SIGTERM" "Siri: Which soup?"
expect_true "terminal restored after SIGTERM" restored

echo "== a crash signal"
start
text "Order Soup Chef"
keys Enter
expect_screen "pane open before the crash" "Specials"
kill -SEGV "$(cat "$work/pid")"
expect_screen "crash exit status" "EXIT=139"
expect_true "terminal restored after a crash" restored

echo "== Ctrl-D quits"
start
keys C-d
expect_screen "Ctrl-D exit status" "EXIT=0"
expect_true "terminal restored after Ctrl-D" restored

echo "== keys typed ahead (issue 11); the history kept between runs"
# Not on screen: the text was never typed into the input line.
not_on_screen() { ! screen | grep -qF -- "$1"; }
start
text "Order clam chowder from Soup Chef"
keys Enter
expect_screen "soup pane" "▸ 1 Manhattan Clam Chowder"
# Enter picks the soup; "civic" and Enter go out with it, before Siri asks for the store.
t send-keys -t e2e Enter civic Enter
expect_screen "the keys typed ahead answered the store pane" "Pick up from Civic Center"
expect_true "nothing typed ahead became an utterance" not_on_screen "You   ivic"
keys Escape
expect_screen "cancelled" "Cancelled."
keys C-d
expect_screen "quit after typing ahead" "EXIT="
start
keys Up
expect_screen "the history is kept between runs" "› Order clam chowder from Soup Chef"
expect_true "the history file is private" test "$(stat -c %a "$work/.local/state/sirisim/history")" = 600
keys C-u C-d
expect_screen "quit after the history" "EXIT="

echo "== hostile input (issue 7)"
# Seconds since the epoch, with fractions.
now_s() { date +%s.%N; }
# Whether the elapsed time since $1 is under $2 seconds.
faster_than() { python3 -c "import sys; sys.exit(0 if float(sys.argv[2]) - float(sys.argv[1]) < float(sys.argv[3]) else 1)" "$1" "$(now_s)" "$2"; }

start
python3 -c "import sys; sys.stdout.write('x' * 9_995 + 'ZZEND')" >"$work/paste"
t load-buffer "$work/paste"
began=$(now_s)
t paste-buffer -t e2e
expect_screen "a 10,000-character paste shows its end" "ZZEND" 20
expect_true "the paste took under 2 seconds" faster_than "$began" 2
keys C-u
text "Order Soup Chef"
keys Enter
expect_screen "pane for a pasted answer" "Specials"
python3 -c "import sys; sys.stdout.write('tomato ' * 1_428 + 'ZZTAIL')" >"$work/paste"
t load-buffer "$work/paste"
began=$(now_s)
t paste-buffer -t e2e
expect_screen "a 10,000-character paste into a pane shows its end" "ZZTAIL" 20
expect_true "the pane paste took under 2 seconds" faster_than "$began" 2
python3 -c "import sys; sys.stdout.write('y' * 100_000)" >"$work/paste"
t load-buffer "$work/paste"
t paste-buffer -t e2e
keys C-c
began=$(now_s)
expect_screen "Ctrl-C behind a 100,000-key paste quits" "EXIT=130" 10
expect_true "and quits within 3 seconds" faster_than "$began" 3
expect_true "terminal restored after Ctrl-C behind a paste" restored

echo "== a stack overflow on the runtime's thread"
start_with --simulate-crash stack-overflow
text "Order Soup Chef"
keys Enter
expect_screen "stack overflow exit status (SIGSEGV)" "EXIT=139"
expect_history "the crash prints the transcript" "You: Order Soup Chef"
expect_history "and says it crashed" "sirisim: crashed; the terminal was restored"
expect_true "terminal restored after a stack overflow" restored

echo "== escape sequences in phrases, on screen and in the printed transcript"
mkdir -p "$work/evil/Soup Chef/en.lproj"
printf '"Order ${applicationName}" = "Order \\U001B]2;pwned\\U0007 ${applicationName}";\n' \
  >"$work/evil/Soup Chef/en.lproj/AppShortcuts.strings"
title=$(flag pane_title)
start_with "--app 'Soup Chef' --phrases $work/evil"
text ":apps"
keys Enter
expect_screen "the phrase shows inert on screen" "Order ␛]2;pwned␇ Soup Chef"
keys C-c
expect_screen "quit after :apps" "EXIT=130"
expect_history "the printed transcript shows it inert" "Order ␛]2;pwned␇ Soup Chef"
expect_true "the pane title was not changed" test "$(flag pane_title)" = "$title"

echo "== a key after 3,000 :apps"
# Soup Chef alone, as when this check was written: the check is a key's cost after many
# turns, not how fast 100,000 lines of :apps output are laid out.
start_with "--app 'Soup Chef'"
python3 -c "import sys; sys.stdout.write(':apps\n' * 3_000)" >"$work/paste"
t load-buffer "$work/paste"
t paste-buffer -t e2e
expect_screen "3,000 :apps sent" "SiriSim · Soup Chef" 60
sleep 1
began=$(now_s)
text "ZZKEY"
expect_screen "a key is shown at once after 3,000 turns" "ZZKEY" 10
expect_true "within half a second" faster_than "$began" 0.5
keys C-c
expect_screen "quit after 3,000 turns" "EXIT=130"

echo "== exit status: Ctrl-C and SIGINT exit 130, :quit 0 (Ctrl-D: above) (issue 11, CLI conventions)"
start
text "Order Soup Chef"
keys Enter
expect_screen "a pane is open before Ctrl-C" "Specials"
keys C-c
expect_screen "Ctrl-C in a pane exits 130" "EXIT=130"
expect_true "terminal restored after Ctrl-C in a pane" restored
start
kill -INT "$(cat "$work/pid")"
expect_screen "SIGINT exits 130" "EXIT=130"
expect_true "terminal restored after SIGINT" restored
start
text ":quit"
keys Enter
expect_screen ":quit exits 0" "EXIT=0"

echo "== transcripts (issue 12): --record and :record in the UI replay in plain mode"
start_with "--app 'Soup Chef' --record $work/ui.siri"
text "Order clam chowder from Soup Chef"
keys Enter
expect_screen "record: the pick list" "New England Clam Chowder"
keys Down Enter
expect_screen "record: the store list" "Civic Center"
keys Enter
expect_screen "record: the confirmation" "Order"
keys Enter
expect_screen "record: the order placed" "Order Confirmed"
text ":record $work/again.siri"
keys Enter
expect_screen ":record says where" "again.siri, from the start"
keys C-d
expect_screen "quit after recording" "EXIT=0"
expect_true "--record: the file replays exactly" "$bin" replay "$work/ui.siri"
expect_true ":record: the file replays exactly" "$bin" replay "$work/again.siri"
expect_true "--record: the arrow-key pick is row 2" grep -qx "You: 2" "$work/ui.siri"
expect_true "--record: the header holds the terminal's size" grep -q "width: 80 · height: 24" "$work/ui.siri"

echo "== play (issue 12): a transcript typed into the UI"
t clear-history -t e2e
keys "clear; $bin play --auto 0.05 --speed 400 --cast $work/play.cast $(pwd)/Tests/Transcripts/soup-chef-order-clam-chowder.siri; echo EXIT=\$?" Enter
expect_screen "play: the utterance is typed" "Order clam chowder from Soup Chef"
expect_screen "play: the pick list opens" "New England Clam Chowder"
expect_screen "play: the order is placed" "Order Confirmed" 20
expect_screen "play --auto ends by itself with 0" "EXIT=0" 20
expect_true "play: the terminal is back on the normal screen" test "$(flag alternate_on)" = 0
expect_history "play: the transcript after it" "You: Order clam chowder from Soup Chef"
expect_true "play --cast: the recording is asciicast v3" grep -q '"version": 3' "$work/play.cast"
t clear-history -t e2e
keys "clear; $bin play --speed 60 $(pwd)/Tests/Transcripts/trails-buy-day-pass.siri; echo EXIT=\$?" Enter
expect_screen "play: waits for a key before typing" "Try: “"
sleep 0.5
expect_true "play: nothing typed before the key" bash -c "! tmux -L $socket capture-pane -t e2e -p | grep -q 'Buy a Trails'"
expect_screen "play: the cue says which keys work" "press a key · q quits · ← back"
keys Space
expect_screen "play: a key goes on" "Buy a Trails day pass"
sleep 1
keys Left
sleep 1.5
expect_true "play: ← goes back a turn (the first line is not typed again yet)" bash -c "! tmux -L $socket capture-pane -t e2e -p | grep -q 'Buy a Trails'"
expect_screen "play: the cue again after going back" "press a key · q quits · ← back"
keys C-c
expect_screen "play: Ctrl-C stops with 130" "EXIT=130"
expect_true "play: the terminal is back after Ctrl-C" test "$(flag alternate_on)" = 0
t clear-history -t e2e
keys "clear; rm -f $work/pid; sh -c 'echo \$\$ > $work/pid; exec $bin play --speed 60 $(pwd)/Tests/Transcripts/trails-buy-day-pass.siri'; echo EXIT=\$?" Enter
expect_screen "play: waiting before SIGTERM" "Try: “"
kill -TERM "$(cat "$work/pid")"
expect_screen "play: SIGTERM stops with 143" "EXIT=143"
expect_true "play: the terminal is back after SIGTERM" test "$(flag alternate_on)" = 0
keys "clear; echo MODES=\$(stty -a | tr ' ' '\\n' | grep -cx 'icanon\\|echo')" Enter
expect_screen "play: line editing and echo are back after SIGTERM" "MODES=2"
# A pause of 3,000,000 s is more milliseconds than one wait for a key takes (it trapped).
t clear-history -t e2e
keys "clear; $bin play --auto 3000000 $(pwd)/Tests/Transcripts/trails-buy-day-pass.siri; echo EXIT=\$?" Enter
expect_screen "play --auto 3000000: waits its pause" "Try: “"
keys q
expect_screen "play --auto 3000000: q stops it" "EXIT=0"

echo "== a running clock (issue 26): the UI without --now, its store read by a second process"
# Without --now the clock runs: two orders about 2 seconds apart are donated about 2 seconds apart.
t clear-history -t e2e
keys "clear; $bin --app 'Soup Chef' --store $work/clock.sqlite; echo EXIT=\$?" Enter
expect_screen "wall clock: the UI starts" "SiriSim · Soup Chef"
expect_true "wall clock: the header says no fixed time" not_on_screen "(fixed)"
for order in 1 2; do
  text "Order tomato soup from Soup Chef for pickup"
  keys Enter
  expect_screen "wall clock: order $order, the store list" "Which store location?"
  keys Enter
  expect_screen "wall clock: order $order, the confirmation" "▸[ Order ]"
  keys Enter
  expect_screen "wall clock: order $order placed" "order will be ready in"
  if [ "$order" = 1 ]; then sleep 2; fi
done
keys C-d
expect_screen "wall clock: quit" "EXIT=0"
donated_apart() { # low high
  "$bin" donations list --store "$work/clock.sqlite" --json | python3 -c '
import datetime, json, sys
dates = sorted(datetime.datetime.fromisoformat(json.loads(line)["date"].replace("Z", "+00:00"))
               for line in sys.stdin if "OrderSoup" in line)
gap = (dates[-1] - dates[0]).total_seconds() if len(dates) == 2 else -1
print(f"     donations {gap} s apart", file=sys.stderr)
sys.exit(0 if float(sys.argv[1]) <= gap <= float(sys.argv[2]) else 1)' "$1" "$2"
}
expect_true "wall clock: the two orders are donated 2 s (-0.5, plus typing) apart" donated_apart 1.5 5

echo "tui e2e: $((checks - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]

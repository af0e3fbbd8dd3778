#!/usr/bin/env bash
# N3: the `sirisim run …` line `suggestions` prints (and its JSON `run` member, and the
# `shortcuts add/list` summaries) was not shell-quoted: pasting it ran `$(…)`. Each argument
# must be quoted for a POSIX shell, so the pasted line runs nothing and gives the value back.
source "$(dirname "$0")/lib.sh"
store=$T/q.sqlite
value="1 Main \"St\" \$(touch $T/PWNED) \`touch $T/PWNED2\` it's \\ \$HOME"
printf 'yes\n' | $S run OrderSoup soup="Tomato Soup" orderType=delivery "deliveryLocation=$value" \
  --store "$store" >/dev/null
$S shortcuts add "Pangolin soup time" OrderSoup "deliveryLocation=$value" --store "$store" \
  >"$T/add.txt"

# Runs a printed `sirisim run …` line with sirisim swapped for printf, one argument a line.
paste_line() { sh -c "printf '%s\n' ${1#sirisim run }"; }
check_value() { # $1: what the pasted line gave back; $2: where it came from
  [ ! -e "$T/PWNED" ] && [ ! -e "$T/PWNED2" ] || fail "pasting the $2 ran a command"
  grep -qxF "deliveryLocation=$value" <<<"$1" || fail "the $2 gave back: $1"
}

line=$($S suggestions --store "$store" | grep '^   sirisim run ' | head -1)
[ -n "$line" ] || fail "no sirisim run line in suggestions"
check_value "$(paste_line "${line#   }")" "suggestions line"
grep -qF "'soup=Tomato Soup'" <<<"$line" || fail "plain values no longer read naturally: $line"

run=$($S suggestions --json --store "$store" | head -1 |
  python3 -c 'import json,sys; print(json.load(sys.stdin)["run"])')
check_value "$(paste_line "$run")" "JSON run member"

# The summaries hold the same words after the arrow: INTENT name=value … (App).
for summary in "$(cat "$T/add.txt")" "$($S shortcuts list --store "$store" | head -1)"; do
  words=${summary#*→ }
  words=${words% (Soup Chef)*}
  check_value "$(paste_line "$words")" "shortcut summary ($summary)"
done

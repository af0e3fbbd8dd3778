#!/usr/bin/env bash
# Siri's voice, heard: conversations with --speak-to write one WAV file a turn through eSpeak
# NG, and PocketSphinx (CMU's recognizer, with a grammar made from the dialog's own words)
# must hear each turn's words in its file. In plain mode, JSON mode, voice-only mode and the
# curses UI (tmux); a missing eSpeak NG is one line and a silent conversation.
#
# Usage: .ci/voice-e2e.sh [path/to/sirisim]. Installs espeak-ng and pocketsphinx when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
sirisim=$(realpath "${1:-.build/debug/sirisim}")
work=$(mktemp -d)
socket="voice-e2e-$$"
trap 'tmux -L "$socket" kill-server >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
export LANG=C.UTF-8 LC_ALL=C.UTF-8 HOME="$work/home"
mkdir -p "$HOME"
model=/usr/share/pocketsphinx/model/en-us
if ! command -v espeak-ng >/dev/null || ! command -v pocketsphinx_continuous >/dev/null ||
  [ ! -d "$model" ]; then
  echo "installing espeak-ng, pocketsphinx and pocketsphinx-en-us"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq espeak-ng pocketsphinx pocketsphinx-en-us >/dev/null
fi
passed=0
failed=0
pass() { echo "ok   $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1" >&2; failed=$((failed + 1)); }

# Transcribes each turn's WAV file in FOLDER against a grammar of the words Siri said (the
# "Siri:" lines of TRANSCRIPT, with the number words eSpeak says for amounts), and checks that
# each turn holds at least 60% of the words of its own lines (TURNS: one line a turn).
heard() { # name folder turns-file
  local name=$1 folder=$2 turns=$3
  python3 - "$folder" "$turns" "$model" <<'PY' && pass "$name" || fail "$name"
import re, subprocess, sys
folder, turns_file, model = sys.argv[1:]
known = {line.split()[0] for line in open(f"{model}/cmudict-en-us.dict", encoding="latin-1")}
turns = [line.strip() for line in open(turns_file, encoding="utf-8") if line.strip()]
def words(text):
    return [w for w in re.findall(r"[a-z']+", text.lower()) if w in known]
vocabulary = {w for turn in turns for w in words(turn)}
vocabulary |= set("zero one two three four five six seven eight nine ten twenty thirty forty "
                  "fifty sixty seventy eighty ninety hundred dollar dollars cents and point".split())
with open(f"{folder}/grammar.jsgf", "w") as grammar:
    grammar.write("#JSGF V1.0;\ngrammar dialog;\npublic <s> = ( "
                  + " | ".join(sorted(vocabulary)) + " ) + ;\n")
ok = True
for number, turn in enumerate(turns, 1):
    wav = f"{folder}/turn-{number:02d}.wav"
    heard = subprocess.run(
        ["pocketsphinx_continuous", "-infile", wav, "-samprate", "22050", "-nfft", "1024",
         "-hmm", f"{model}/en-us", "-dict", f"{model}/cmudict-en-us.dict",
         "-jsgf", f"{folder}/grammar.jsgf"],
        capture_output=True, text=True).stdout.split()
    said = set(words(turn))
    share = len(said & set(heard)) / max(1, len(said))
    print(f"     turn {number}: said “{turn}”; heard “{' '.join(heard)}” ({share:.0%})")
    ok = ok and share >= 0.6
sys.exit(0 if ok else 1)
PY
}

order=$'Order clam chowder from Soup Chef\n2\n1\nyes\n'
run_plain() { # folder extra-args...
  local folder=$1
  shift
  printf '%s' "$order" | "$sirisim" converse --store :memory: --now 2026-11-21T12:00:00Z \
    --speak-to "$folder" "$@"
}

# Plain mode: the four turns of an order.
run_plain "$work/plain" >"$work/plain.txt"
grep '^Siri: ' "$work/plain.txt" | sed 's/^Siri: //' >"$work/plain.turns"
[ "$(ls "$work/plain"/turn-*.wav | wc -l)" -eq 4 ] && pass "plain: a WAV file a turn (4)" ||
  fail "plain: $(ls "$work/plain")"
heard "plain: PocketSphinx hears each turn's words" "$work/plain" "$work/plain.turns"

# JSON mode: the same speech as plain mode's.
run_plain "$work/json" --json >/dev/null
cmp -s "$work/plain/turn-04.wav" "$work/json/turn-04.wav" &&
  pass "json: the same speech as plain mode" || fail "json: turn 4 differs from plain mode's"

# Voice-only mode: the full dialog is spoken (Trails' conditions, which the display mode shows
# in a snippet).
printf 'Get conditions on Vernal Falls with Trails\n' | "$sirisim" converse --store :memory: \
  --now 2026-11-21T12:00:00Z --voice-only --speak-to "$work/voice" >"$work/voice.txt"
grep '^Siri: ' "$work/voice.txt" | sed 's/^Siri: //' >"$work/voice.turns"
heard "voice-only: PocketSphinx hears the full dialog" "$work/voice" "$work/voice.turns"

# French: eSpeak NG's French voice (not English's), the turn's two lines spoken as one.
french=$'Commander une soupe aux palourdes dans Soup Chef\nannuler\n'
printf '%s' "$french" |
  "$sirisim" converse --store :memory: --locale fr --speak-to "$work/fr" >"$work/fr.txt"
espeak-ng -v fr -w "$work/fr-expected.wav" -- \
  "$(grep '^Siri: ' "$work/fr.txt" | head -2 | sed 's/^Siri: //' | paste -sd' ' -)"
cmp -s "$work/fr/turn-01.wav" "$work/fr-expected.wav" &&
  pass "fr: spoken with eSpeak NG's French voice" || fail "fr: turn 1 is not the French voice's"

# No eSpeak NG: one line, and the conversation goes on.
out=$(printf '%s' "$order" | PATH=/nonexistent "$sirisim" converse --store :memory: \
  --speak-to "$work/none" 2>&1)
grep -qF "needs eSpeak NG, which isn't installed (apt-get install espeak-ng): going on silently." <<<"$out" &&
  grep -qF "order will be ready" <<<"$out" && [ ! -e "$work/none" ] &&
  pass "no eSpeak NG: one line, the order still placed" || fail "no eSpeak NG: $out"

# A symlink planted at a turn's name (probe P1): left alone, never written through.
mkdir -p "$work/planted"
echo precious >"$work/victim.txt"
ln -s ../victim.txt "$work/planted/turn-01.wav"
out=$(printf '%s' "$order" | "$sirisim" converse --store :memory: --speak-to "$work/planted" 2>&1)
grep -qF "turn-01.wav is a symbolic link; SiriSim leaves what it did not write alone" <<<"$out" &&
  [ "$(cat "$work/victim.txt")" = precious ] && [ -L "$work/planted/turn-01.wav" ] &&
  pass "a symlink at a turn's name is left alone, its target untouched" ||
  fail "a planted symlink: $out"

# The curses UI: the same four turns, spoken from the UI.
if command -v tmux >/dev/null; then
  tmux -L "$socket" new-session -d -x 80 -y 24 \
    "$sirisim --store :memory: --now 2026-11-21T12:00:00Z --speak-to $work/ui"
  sleep 1
  for keys in "Order clam chowder from Soup Chef" Enter 2 Enter Enter Enter; do
    tmux -L "$socket" send-keys -t 0 -- "$keys"
    sleep 0.7
  done
  sleep 2
  tmux -L "$socket" send-keys -t 0 C-d
  sleep 1
  cp "$work/plain.turns" "$work/ui.turns"
  heard "ui: PocketSphinx hears each turn's words" "$work/ui" "$work/ui.turns"
fi
echo "voice-e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ]

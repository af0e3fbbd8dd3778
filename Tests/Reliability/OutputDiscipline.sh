#!/usr/bin/env bash
# Output discipline: hostile text stored through `shortcuts add` (phrase and value) and `run`
# (a delivery location) — an escape sequence, a C1 control and a bidi override — comes out of
# every command that prints stored data inert: no raw ESC, C1 or bidi byte in any output, every
# JSON line parses and gives the characters back, and every shell line is quoted.
source "$(dirname "$0")/lib.sh"
store=$T/od.sqlite
esc=$'\e[2J'
c1=$'\xc2\x9b'
bidi=$'\xe2\x80\xae'
inject="\$(touch $T/PWNED) \`touch $T/PWNED\` it's"
n=0
for pair in "Pangolin dance:$esc" "Walrus tango:$c1" "Heron waltz:$bidi"; do
  phrase=${pair%%:*}
  sample=${pair#*:}
  n=$((n + 1))
  $S shortcuts add "${phrase% *} $sample ${phrase#* }" OrderSoup \
    "deliveryLocation=Pier $n $sample $inject" --store "$store" >"$T/out-add-$n.txt" 2>&1 || true
  printf 'yes\n' | $S run OrderSoup soup="Tomato Soup" orderType=delivery \
    "deliveryLocation=Main $n $sample $inject" --store "$store" >"$T/out-run-$n.txt" 2>&1 || true
done
[ "$($S shortcuts list --json --store "$store" | wc -l)" -eq 3 ] || fail "not every shortcut was saved"
[ "$($S donations list --json --store "$store" | wc -l)" -eq 3 ] || fail "not every run was donated"

$S shortcuts list --store "$store" >"$T/out-shortcuts-list.txt"
$S shortcuts list --json --store "$store" >"$T/json-shortcuts-list.txt"
$S donations list --store "$store" >"$T/out-donations-list.txt"
$S donations list --json --store "$store" >"$T/json-donations-list.txt"
$S suggestions --store "$store" >"$T/out-suggestions.txt"
$S suggestions --json --store "$store" >"$T/json-suggestions.txt"
printf ':suggestions\n' | $S converse --store "$store" >"$T/out-converse.txt" 2>&1
printf ':suggestions\n' | $S converse --json --store "$store" >"$T/json-converse.txt" 2>"$T/err-converse-json.txt"
$S shortcuts remove "Walrus $c1 tango" --store "$store" >"$T/out-shortcuts-remove.txt" 2>&1

python3 - "$T" <<'PY'
import glob, json, os, re, sys
folder = sys.argv[1]
raw = re.compile(rb"\x1b|\xc2[\x80-\x9f]|\xe2\x80[\xaa-\xae]|\xe2\x81[\xa6-\xa9]")
problems = []
# Input cleaning drops ESC and C1 from what `run` and `shortcuts add` are given (the N11 fix:
# control characters never reach the store); the bidi override (not a control) survives
# everywhere, escaped in JSON.
# (Suggestions show one of the three runs' values, so they may hold none.)
expected = {
    "json-shortcuts-list.txt": ("\\u202e",),
    "json-donations-list.txt": ("\\u202e",),
}
for path in sorted(glob.glob(os.path.join(folder, "*-*.txt"))):
    name = os.path.basename(path)
    data = open(path, "rb").read()
    if not data.strip() and not name.startswith("err-"):
        problems.append(f"{name}: printed nothing")
    found = raw.search(data)
    if found:
        problems.append(f"{name}: raw {found.group()!r} at byte {found.start()}")
    if name.startswith("json-"):
        try:
            text = json.dumps([json.loads(line) for line in data.decode().splitlines() if line.strip()])
        except ValueError as error:
            problems.append(f"{name}: invalid JSON ({error})")
            continue
        for sample in expected.get(name, ()):
            if sample not in text:
                problems.append(f"{name}: {sample} did not come back")
if problems:
    sys.exit("\n".join(problems))
PY

# Shell lines: pasted into sh (sirisim swapped for printf), they run nothing, and each gives
# back one name=value word a value.
check_line() { # $1: the words after `sirisim run`; $2: where from
  local words
  words=$(sh -c "printf '%s\n' $1") || fail "$2 does not parse in sh: $1"
  [ ! -e "$T/PWNED" ] || fail "pasting the $2 ran a command: $1"
  grep -q "^deliveryLocation=.*touch $T/PWNED) \`touch $T/PWNED\` it's\$" <<<"$words" \
    || fail "the $2 did not give the value back as one word: $words"
}
lines=0
while IFS= read -r line; do
  check_line "${line#   sirisim run }" "suggestions line"
  lines=$((lines + 1))
done < <(grep '^   sirisim run ' "$T/out-suggestions.txt")
[ "$lines" -ge 1 ] || fail "no sirisim run line in suggestions"
while IFS= read -r run; do
  check_line "$run" "suggestions --json run member"
done < <(python3 -c 'import json,sys
for line in sys.stdin: print(json.loads(line)["run"])' <"$T/json-suggestions.txt")
while IFS= read -r summary; do
  words=${summary#*→ }
  check_line "${words% (Soup Chef)*}" "shortcut summary"
done < <(cat "$T/out-shortcuts-list.txt" "$T"/out-add-*.txt "$T/out-shortcuts-remove.txt")

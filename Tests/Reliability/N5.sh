#!/usr/bin/env bash
# N5: saved phrases are capped (512 bytes, 32 words) however they are saved, and an utterance
# past the 4 KiB utterance cap never runs a saved phrase, even one saved before the cap.
source "$(dirname "$0")/lib.sh"
store="$T/n5.sqlite"

# A 5,000-character phrase is refused with the cap named.
long=$(python3 -c "print('abcdefgh' * 625)")
rc=0
out=$("$S" shortcuts add "$long" OpenFavorites --store "$store" 2>&1) || rc=$?
[ "$rc" -ne 0 ] || fail "a 5,000-character phrase was saved: $out"
grep -q "5,000 characters long; a phrase has at most 512" <<<"$out" || fail "no clear refusal: $out"

# A legacy file with a long phrase: that shortcut is refused at file:line:column, the other imports.
python3 - <<'PY'
import json
shortcuts = [
    {"identifier": "8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A70", "invocationPhrase": "x" * 5000,
     "shortcut": {"intent": {"className": "OrderSoupIntent"}}},
    {"identifier": "8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A71", "invocationPhrase": "Chowder night",
     "shortcut": {"intent": {"className": "OrderSoupIntent"}}},
]
open("long.json", "w").write('{"voiceShortcuts": [\n' + ",\n".join(json.dumps(s) for s in shortcuts) + "\n]}\n")
PY
rc=0
out=$("$S" shortcuts import long.json --store "$store" 2>&1) || rc=$?
[ "$rc" -eq 1 ] || fail "import of a file with a long phrase exited $rc: $out"
grep -Eq '^long\.json:2:[0-9]+: error: invocationPhrase: That phrase is 5,000 characters long' <<<"$out" ||
  fail "the long phrase is not refused at file:line:column: $out"
listed=$("$S" shortcuts list --store "$store")
grep -q "Chowder night" <<<"$listed" || fail "the good shortcut was not imported: $listed"
grep -q "xxxxxxxx" <<<"$listed" && fail "the long phrase was saved"

# A store that holds a 130 KB phrase (saved before the cap): a 130 KB utterance saying it
# runs nothing, and an ordinary turn stays fast.
phrase=$(python3 -c "import random; random.seed(1); print(' '.join(''.join(random.choice('abcdefghij') for _ in range(4000)) for _ in range(32)))")
python3 - "$store" "$phrase" <<'PY'
import sqlite3, sys, json, time
db = sqlite3.connect(sys.argv[1])
db.execute("INSERT INTO voiceShortcut (id, phrase, app, intent, parameters, created, source) VALUES (?, ?, 'Trails', 'OpenFavorites', '[]', ?, 'Add to Siri')",
           ("8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A7F", sys.argv[2], time.time()))
db.commit()
PY
out=$(printf '%s\n' "$phrase" | "$S" converse --store "$store" 2>&1)
grep -q "→ Trails · Open Favorite" <<<"$out" && fail "a 130 KB utterance ran the saved 130 KB phrase"
ms=$(cpu_ms bash -c "yes 'hello there' | head -20 | '$S' converse --store '$store'")
[ "$ms" -lt 10000 ] || fail "20 turns took $ms ms with a long saved phrase"
exit 0

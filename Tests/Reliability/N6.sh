#!/usr/bin/env bash
# N6: a phrase of fillers only ("a", "please", "hey") is refused, and one saved before that
# never takes over an unrelated utterance.
source "$(dirname "$0")/lib.sh"
store="$T/n6.sqlite"
for phrase in a please hey "hey siri please"; do
  rc=0
  out=$("$S" shortcuts add "$phrase" OpenFavorites --store "$store" 2>&1) || rc=$?
  [ "$rc" -ne 0 ] || fail "the filler phrase “$phrase” was saved: $out"
  grep -q "has only words Siri skips" <<<"$out" || fail "no clear refusal for “$phrase”: $out"
done
"$S" shortcuts add "Trail time" OpenFavorites --store "$store" >/dev/null || fail "a real phrase was refused"

# A store holding filler phrases saved by an older SiriSim.
python3 - "$store" <<'PY'
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1])
for n, phrase in enumerate(["a", "please", "hey"]):
    db.execute("INSERT INTO voiceShortcut (id, phrase, app, intent, parameters, created, source) VALUES (?, ?, 'Trails', 'OpenFavorites', '[]', ?, 'Add to Siri')",
               ("8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A8%d" % n, phrase, time.time()))
db.commit()
PY
out=$(printf 'hello\nxyzzy\nthe best\nplease help\n' | "$S" converse --store "$store" 2>&1)
grep -q "→ Trails · Open Favorite" <<<"$out" && fail "an unrelated utterance ran a filler phrase: $out"
out=$(printf 'trail tiem\n' | "$S" converse --store "$store" 2>&1)
grep -q "→ Trails · Open Favorite" <<<"$out" || fail "the real phrase no longer runs: $out"
exit 0

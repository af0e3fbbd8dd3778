#!/usr/bin/env bash
# N11: control characters are dropped from imported phrases and values before they are checked
# and saved (a NUL no longer cuts a phrase short); the same shortcut again is "already imported",
# and the same phrase for other values is refused as
# "too close", never with SQLite's raw UNIQUE constraint error.
source "$(dirname "$0")/lib.sh"
store="$T/n.sqlite"
printf '{"voiceShortcuts":[{"identifier":"8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A60","invocationPhrase":"Order\\u0000 from the kitchen now","shortcut":{"intent":{"className":"OrderSoupIntent","parameters":{"deliveryLocation":{"type":"String","value":"1 Main\\u0000 St\\u001b[31m"}}}}}]}' >nul.json
"$S" shortcuts import nul.json --store "$store" >/dev/null 2>&1 || true
listed=$("$S" shortcuts list --store "$store")
grep -q "“Order from the kitchen now”" <<<"$listed" || fail "the phrase was not saved whole: $listed"
python3 - "$store" <<'PY' || fail "a control character reached the store"
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for phrase, parameters in db.execute("SELECT phrase, parameters FROM voiceShortcut"):
    if any(ord(c) < 32 for c in phrase) or "\\u0000" in parameters or "\\u001b" in parameters:
        sys.exit(1)
PY

printf '{"voiceShortcuts":[{"identifier":"8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A61","invocationPhrase":"ORDER\\u0000 from the kitchen NOW","shortcut":{"intent":{"className":"OrderSoupIntent"}}}]}' >again.json
rc=0
out=$("$S" shortcuts import again.json --store "$store" 2>&1) || rc=$?
# The same phrase, intent and values again is the same shortcut: already imported, exit 0.
[ "$rc" -eq 0 ] || fail "the same shortcut imported again exited $rc: $out"
grep -q "UNIQUE" <<<"$out" && fail "a raw SQLite error: $out"
grep -q "Already imported “ORDER from the kitchen NOW”" <<<"$out" || fail "not said to be there: $out"

# The same phrase for other values is a different shortcut: refused as too close, exit 1.
printf '{"voiceShortcuts":[{"identifier":"8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A62","invocationPhrase":"ORDER\\u0000 from the kitchen NOW","shortcut":{"intent":{"className":"OrderSoupIntent","parameters":{"quantity":{"type":"Integer","value":2}}}}}]}' >other.json
rc=0
out=$("$S" shortcuts import other.json --store "$store" 2>&1) || rc=$?
[ "$rc" -eq 1 ] || fail "the same phrase for other values exited $rc: $out"
grep -q "UNIQUE" <<<"$out" && fail "a raw SQLite error: $out"
grep -q "too close to your shortcut “Order from the kitchen now”" <<<"$out" || fail "no clear refusal: $out"
exit 0

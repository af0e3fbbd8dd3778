#!/usr/bin/env bash
# N10: `shortcuts import` is near-linear, writes one transaction, caps a file at 1,000
# shortcuts, and summarises its problems. Scaled: 1,000 shortcuts (34 s before the fix on a
# release build) must import in under 10 s even on a debug build.
source "$(dirname "$0")/lib.sh"
python3 - <<'PY'
import json
def file(name, count, cls="OrderSoupIntent"):
    items = [{"identifier": "8E3F5C1A-2B4D-4E6F-8A9B-%012X" % i,
              "invocationPhrase": "soup phrase number %d alpha" % i,
              "shortcut": {"intent": {"className": cls}}} for i in range(count)]
    open(name, "w").write(json.dumps({"voiceShortcuts": items}))
file("many.json", 1000)
file("toomany.json", 1001)
file("bad.json", 100, "NoSuchIntent")
PY
ms=$(cpu_ms "$S" shortcuts import many.json --store "$T/m.sqlite")
[ "$ms" -lt 10000 ] || fail "importing 1,000 shortcuts took $ms ms"
count=$("$S" shortcuts list --json --store "$T/m.sqlite" | wc -l)
[ "$count" -eq 1000 ] || fail "imported $count of 1,000 shortcuts"

rc=0
out=$("$S" shortcuts import toomany.json --store "$T/t.sqlite" 2>&1) || rc=$?
[ "$rc" -eq 1 ] || fail "a file of 1,001 shortcuts exited $rc"
grep -Eq '^toomany\.json:1:[0-9]+: error: the file holds 1001 shortcuts and a file may hold at most 1000' <<<"$out" ||
  fail "no cap message: $(head -3 <<<"$out")"

rc=0
out=$("$S" shortcuts import bad.json --store "$T/b.sqlite" 2>&1) || rc=$?
[ "$rc" -eq 1 ] || fail "a file of 100 unmigrated shortcuts exited $rc"
errors=$(grep -c ': error: ' <<<"$out" || true)
[ "$errors" -le 21 ] || fail "import printed $errors error lines"
grep -q "and 80 more problems" <<<"$out" || fail "no summary of the other problems: $(tail -3 <<<"$out")"
exit 0

#!/usr/bin/env bash
# N12: a legacy Integer that doesn't fit Int or the parameter's inclusiveRange is dropped with
# a warning at file:line:column (so `check` exits 1), and the shortcut asks for it when run.
source "$(dirname "$0")/lib.sh"
store="$T/w.sqlite"
cat >wrongtypes.json <<'JSON'
{"voiceShortcuts":[
 {"identifier":"8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A61","invocationPhrase":"Soup minint","shortcut":{"intent":{"className":"OrderSoupIntent","parameters":{"quantity":{"type":"Integer","value":-9223372036854775809}}}}},
 {"identifier":"8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A62","invocationPhrase":"Soup negative","shortcut":{"intent":{"className":"OrderSoupIntent","parameters":{"quantity":{"type":"Integer","value":-5}}}}},
 {"identifier":"8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A63","invocationPhrase":"Soup plenty","shortcut":{"intent":{"className":"OrderSoupIntent","parameters":{"quantity":{"type":"Integer","value":100}}}}}
]}
JSON
rc=0
out=$("$S" shortcuts check wrongtypes.json --store "$store" 2>&1) || rc=$?
[ "$rc" -eq 1 ] || fail "check exited $rc: $out"
grep -Eq '^wrongtypes\.json:2:[0-9]+: warning: quantity: -9223372036854775809 doesn.t fit a whole number' <<<"$out" ||
  fail "the value past Int is not reported: $out"
grep -Eq '^wrongtypes\.json:3:[0-9]+: warning: quantity: -5 is outside quantity.s range \(from 1 to 99\)' <<<"$out" ||
  fail "the value below the range is not reported: $out"
grep -Eq '^wrongtypes\.json:4:[0-9]+: warning: quantity: 100 is outside' <<<"$out" ||
  fail "the value above the range is not reported: $out"
"$S" shortcuts import wrongtypes.json --store "$store" >/dev/null 2>&1 || true
listed=$("$S" shortcuts list --store "$store")
grep -q "quantity=" <<<"$listed" && fail "an out-of-range quantity was saved: $listed"
grep -q "Soup negative" <<<"$listed" || fail "the shortcut was not imported without the value: $listed"
exit 0

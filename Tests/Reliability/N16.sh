#!/usr/bin/env bash
# N16: a cast's header line (its title comes from the transcript's first comment) holds no raw
# C1 control or bidirectional override: they are written as JSON \u escapes, so `head` of the
# cast on a terminal acts on nothing, and a player still reads the same title.
source "$(dirname "$0")/lib.sh"
printf '# sirisim 1 · apps: Soup Chef · now: 2026-11-21T12:00:00Z\n# T \xc2\x9b2J \xe2\x80\xae x\nYou: hi\n' >c.siri
"$S" replay c.siri --cast c.cast >/dev/null 2>&1 || true
[ -s c.cast ] || fail "no cast was written"
if grep -qP '[\x{80}-\x{9f}\x{202a}-\x{202e}\x{2066}-\x{2069}]' c.cast; then
  fail "raw C1 or bidi characters in the cast: $(grep -nP '[\x{80}-\x{9f}\x{202a}-\x{202e}\x{2066}-\x{2069}]' c.cast | cut -c1-80)"
fi
head -1 c.cast | grep -qF '"title": "T \u009b2J \u202e x"' || fail "the title is not escaped: $(head -1 c.cast)"
if command -v python3 >/dev/null; then
  title=$(head -1 c.cast | python3 -c 'import json,sys; print(ascii(json.load(sys.stdin)["title"]))')
  [ "$title" = "'T \\x9b2J \\u202e x'" ] || fail "the title reads back as $title"
fi

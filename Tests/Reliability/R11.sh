#!/usr/bin/env bash
# R11: a phrase file over 1 MiB is refused unread, at start-up and in --lint (scaled: a 6 MB
# file, which cost over a second and 147 MB before).
source "$(dirname "$0")/lib.sh"
cp -r "$(dirname "$0")/../../Phrases" p
python3 -c "open('p/Soup Chef/en.lproj/AppShortcuts.strings','w').write(('\"Order \${applicationName}\" = \"Order ' + ('y'*2000+' ')*30 + '\${applicationName}\";\n')*100)"
ms=$(cpu_ms "$S" match --json --phrases p "Order tomato soup from Soup Chef")
[ "$ms" -lt 1500 ] || fail "start-up took $ms ms of processor time"
out=$("$S" phrases --lint --phrases p 2>&1) && fail "--lint passed an oversized file"
grep -qF "AppShortcuts.strings:1:1" <<<"$out" || fail "no file:line:column: $out"
grep -qF "over the 1048576 a phrase file may hold" <<<"$out" || fail "no clear message: $out"
exit 0

# B11: a UTF-8 `.strings` file with one bad byte was read as UTF-16 (and reported as a key that
# starts with '≃'). Should: UTF-16 only with a byte order mark; else "not UTF-8" at the bad byte's
# line and column. A UTF-16 file with its byte order mark still reads.
source "$(dirname "$0")/lib.sh"
cp -r "$(dirname "$0")/../../Phrases" "$T/p"
strings="$T/p/Soup Chef/fr.lproj/AppShortcuts.strings"
printf '"Commander ${applicationName}" = "Commander \xc3\x28 ${applicationName}";\n' >"$strings"
rc=0
out=$("$S" phrases --lint --store :memory: --phrases "$T/p" 2>&1) || rc=$?
[ "$rc" -eq 1 ] || fail "lint exited $rc, expected 1: $out"
grep -qF "$strings:1:45: error: Malformed AppShortcuts.strings file: it is not UTF-8" <<<"$out" ||
  fail "no 'not UTF-8' error at 1:45: $out"
grep -q "≃\|found '" <<<"$out" && fail "read as UTF-16: $out"

# The same file in UTF-16 with a byte order mark is read.
python3 -c '
import sys
text = "\"Order ${applicationName}\" = \"Commander sur ${applicationName}\";\n"
open(sys.argv[1], "wb").write(b"\xff\xfe" + text.encode("utf-16-le"))' "$strings"
out=$("$S" phrases --lint --store :memory: --phrases "$T/p" 2>&1) || fail "lint of a UTF-16 file failed: $out"
grep -q ": error:" <<<"$out" && fail "UTF-16 file with a byte order mark reported: $out"
exit 0

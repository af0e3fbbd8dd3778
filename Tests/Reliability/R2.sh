#!/usr/bin/env bash
# R2: `init` printed `--path` unquoted in its "Try it" lines (a `$(…)` in a folder name ran when
# pasted) and wrote `--sirisim` raw into the generated Package.swift (code SwiftPM runs). Now
# each printed line, read back by a shell, names the folder exactly and runs nothing; the
# manifest names the checkout in an escaped string literal that Swift reads back exactly; and
# the types are UpperCamelCase whatever the name's case (issue 40 item 15: `parkpal2App`).
source "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)

# The "Try it" lines, each run by bash with `swift` a function that prints its arguments.
folder="$T/with space \$(touch PWN) it's"
"$S" init Sp --path "$folder" --sirisim "$root" >init.log || fail "init failed: $(cat init.log)"
grep -q '^  swift ' init.log || fail "no Try it lines: $(cat init.log)"
while IFS= read -r line; do
  words=$(bash -c 'swift() { printf "%s\n" "$@"; }; '"$line" 2>&1) || fail "the line fails: $line"
  grep -qxF -- "$folder" <<<"$words" || fail "the line does not name the folder: $line → $words"
done < <(grep '^  \(echo\|swift\)' init.log | sed 's/ *#.*//')
[ ! -e PWN ] || fail "pasting a Try it line ran the \$(touch) in the folder's name"

# A checkout whose folder name holds a quote, a backslash, an interpolation and a newline.
checkout="$T/q\"b\\x\$(id)\\(1)
line"
mkdir -p "$checkout"
cp "$root/Package.swift" "$checkout/"
"$S" init Qq --sirisim "$checkout" >/dev/null || fail "init --sirisim with a hostile folder failed"
manifest_line=$(grep -n 'path:' Qq/Package.swift)
[ "$(grep -c 'path:' Qq/Package.swift)" -eq 1 ] || fail "the path is not on one line: $manifest_line"
if command -v swift >/dev/null 2>&1; then
  # SwiftPM evaluates the manifest; the dependency's path must be the folder, byte for byte.
  (cd Qq && timeout 300 swift package dump-package >../dumped.json 2>../dump.err) ||
    fail "SwiftPM can't read the manifest: $(cat dump.err)"
  python3 - "$checkout" <<'PY' || fail "SwiftPM read another path: $manifest_line"
import json, sys
package = json.load(open("dumped.json"))
paths = [d["fileSystem"][0]["path"] for d in package["dependencies"] if "fileSystem" in d]
sys.exit(0 if paths == [sys.argv[1]] else 1)
PY
else
  echo "note: no swift: the manifest's literal was not read back by SwiftPM" >&2
fi

# A lowercase name: its types are UpperCamelCase.
"$S" init parkpal2 --sirisim "$root" >/dev/null || fail "init parkpal2 failed"
grep -q 'public enum Parkpal2App: SimulatedApp' parkpal2/Sources/parkpal2/SiriSim/Parkpal2App.swift ||
  fail "no Parkpal2App: $(ls parkpal2/Sources/parkpal2/SiriSim)"
grep -q 'public struct Parkpal2Shortcuts' parkpal2/Sources/parkpal2/AppIntents/Parkpal2Shortcuts.swift ||
  fail "no Parkpal2Shortcuts"
grep -q 'struct Parkpal2Siri' parkpal2/Sources/parkpal2-siri/Main.swift || fail "no Parkpal2Siri"
if grep -rqE '(struct|enum) [a-z]' parkpal2; then fail "a lowercase type: $(grep -rE '(struct|enum) [a-z]' parkpal2)"; fi

# A name that is a Swift keyword or a module the package imports is a usage error.
for name in class Foundation Testing; do
  expect_rc 2 "$S" init "$name" --sirisim "$root"
  [ ! -e "$name" ] || fail "init $name wrote a folder"
done

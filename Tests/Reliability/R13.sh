#!/usr/bin/env bash
# R13: `swift test` failed when HOME was not the passwd home: two tests built their expectation
# from the password database's home (`expandingTildeInPath`) while SiriSim reads `$HOME`. Now no
# test reads either home on its own, and those two tests pass with HOME an empty new folder.
# (.ci/run runs the whole `swift test` that way; this runs only the two, from the test build
# that is there, in seconds, and is skipped without one.)
source "$(dirname "$0")/lib.sh"
root=$(cd "$(dirname "$0")/../.." && pwd)
# A test that takes the home from somewhere other than the environment it passes in.
if grep -rnE 'expandingTildeInPath|NSHomeDirectory|homeDirectoryForCurrentUser|getpwuid|getpwnam' \
  "$root/Tests" --include='*.swift'; then
  fail "a test reads the account's home itself (above): pass an environment with HOME instead"
fi
if [ ! -d "$root/.build/debug" ] || ! ls "$root"/.build/debug/*PackageTests* >/dev/null 2>&1; then
  echo "note: no debug test build in $root/.build: the two tests were not run" >&2
  exit 0
fi
mkdir home
out=$(cd "$root" && HOME="$T/home" timeout 300 swift test --skip-build \
  --filter 'theStoreOptionNamesMemoryOrAFile|recordTakesAPathWithTheHomeFolderExpanded' 2>&1) ||
  fail "with HOME=$T/home: $(tail -20 <<<"$out")"
grep -qE "Test run with 2 tests.* passed" <<<"$out" || fail "the two tests did not both run: $(tail -5 <<<"$out")"

#!/usr/bin/env bash
# SiriSim builds without warnings: fails when a build log holds a compiler warning in SiriSim's
# own files (Sources/, Tests/, Examples/ of this checkout; the dependencies' in .build/ are
# theirs). Reads the logs of builds CI runs anyway (the swift test build, the release build),
# so it costs no build. A module's warnings are printed only when it compiles, so the logs must
# be of builds that compiled it (CI's, on a clean clone).
#
#   .ci/no-warnings.sh LOG…
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
found=$(grep -hE "^($root/)?(Sources|Tests|Examples)/[^:]+:[0-9]+:[0-9]+: warning:" "$@" |
  grep -v "/.build/" | sort -u || true)
if [ -n "$found" ]; then
  echo "$found"
  echo "no-warnings: $(wc -l <<<"$found") warning(s) in SiriSim's own files (above); SiriSim builds without warnings" >&2
  exit 1
fi
echo "no-warnings: no warning in SiriSim's own files in $*"

#!/usr/bin/env bash
# Runs the tests of everything that shares state across threads under ThreadSanitizer.
#
# Usage: Tests/Sanitizers/race-check.sh
#
# Builds with SIRISIM_RACE_CHECK=1 (Package.swift's last lines leave out the tests of the
# single-threaded modules and of the CLI's processes, and the tools) into .build-tsan, then runs
# the tests with halt_on_error, so the first report fails the run. Skips the two matcher corpora:
# thousands of utterances matched on one thread, most of the run's CPU under the sanitizer, and
# nothing to race. Prints the test count; the whole log is in .build-tsan/race-check.log.
# Not part of .ci/run (it would take five of CI's 25 minutes): docs/testing.md records the last
# run.
set -euo pipefail
cd "$(dirname "$0")/../.."

export SIRISIM_RACE_CHECK=1
flags=(--sanitize=thread --scratch-path .build-tsan)
mkdir -p .build-tsan
log=.build-tsan/race-check.log
swift build --build-tests "${flags[@]}" >"$log" 2>&1 || {
  status=$?
  tail -40 "$log" >&2
  echo "race-check: the ThreadSanitizer build failed with status $status" >&2
  exit "$status"
}
TSAN_OPTIONS=halt_on_error=1 swift test --skip-build "${flags[@]}" \
  --skip "\\.(GeneratedCorpusTests|MatcherCorpusTests)/" >>"$log" 2>&1 || {
  status=$?
  tail -40 "$log" >&2
  echo "race-check: swift test under ThreadSanitizer failed with status $status" >&2
  exit "$status"
}
grep -E "Test run with" "$log" | tail -1

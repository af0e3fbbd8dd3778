#!/usr/bin/env bash
# Fuzzes one of SiriSim's readers with libFuzzer and AddressSanitizer.
#
# Usage: Tests/Fuzz/run.sh TARGET [SECONDS] [RUNS]
#   TARGET   strings-file | string-catalog | phrase-template | matcher | answers | json-reply |
#            keys | transcript | legacy-shortcuts | store-commands | path-kinds | all
#            | build (only build the driver, and print its path)
#            (`all` runs FUZZ_JOBS targets at a time, default 2)
#   SECONDS  how long to fuzz (default 60)
#   RUNS     stop after this many executions instead (e.g. 1000000); -1 for no limit
# Environment: SIRISIM_FUZZ_BINARY names a driver already built (as `all` passes it to each
# target).
#
# Builds Sources/sirisim-fuzz optimized (unoptimized, one conversation through the runtime can
# pass libFuzzer's 10 s timeout), with -sanitize=fuzzer,address and -DFUZZING, into .build-fuzz;
# starts from the seeds in Tests/Fuzz/Corpus/TARGET (never written to: new inputs go to
# .build-fuzz/corpus/TARGET, crashes to .build-fuzz/artifacts/). Prints libFuzzer's final
# statistics; exits non-zero when an input crashes, traps, leaks past the memory limit or hangs.
# A crashing input replays with: swift run sirisim-fuzz TARGET FILE
set -euo pipefail
cd "$(dirname "$0")/../.."

target=${1:?usage: Tests/Fuzz/run.sh TARGET [SECONDS] [RUNS]}
seconds=${2:-60}
runs=${3:--1}
targets=(strings-file string-catalog phrase-template matcher answers json-reply keys transcript
  legacy-shortcuts store-commands path-kinds)

if [ "$target" != all ] && [ "$target" != build ] && [[ ! " ${targets[*]} " =~ " $target " ]]; then
  echo "unknown target '$target'; one of: ${targets[*]} all build" >&2
  exit 2
fi

scratch=.build-fuzz
# Package.swift instruments every target but the macros when SIRISIM_FUZZING is set.
export SIRISIM_FUZZING=1
flags=(-c release --scratch-path "$scratch")
# Built once here, `all` included: asking SwiftPM again for each target costs seconds apiece.
if [ -z "${SIRISIM_FUZZ_BINARY:-}" ]; then
  swift build --product sirisim-fuzz "${flags[@]}" >&2
  SIRISIM_FUZZ_BINARY="$(swift build "${flags[@]}" --show-bin-path)/sirisim-fuzz"
  export SIRISIM_FUZZ_BINARY
fi
binary=$SIRISIM_FUZZ_BINARY
if [ "$target" = build ]; then
  echo "$binary"
  exit 0
fi

if [ "$target" = all ]; then
  # A run takes one core: FUZZ_JOBS targets at a time (default 2), each one's lines printed
  # together once all have run.
  logs=$(mktemp -d)
  status=0
  printf '%s\n' "${targets[@]}" |
    xargs -P "${FUZZ_JOBS:-2}" -I{} bash -c '"$0" {} "$1" "$2" >"$3/{}.log" 2>&1' \
      "$0" "$seconds" "$runs" "$logs" || status=$?
  for name in "${targets[@]}"; do cat "$logs/$name.log"; done
  rm -rf "$logs"
  exit "$status"
fi

corpus="$scratch/corpus/$target"
artifacts="$scratch/artifacts"
mkdir -p "$corpus" "$artifacts"
dictionary=()
[ -f "Tests/Fuzz/$target.dict" ] && dictionary=(-dict="Tests/Fuzz/$target.dict")

echo "== fuzzing $target for ${seconds}s (runs: $runs)" >&2
# The Swift runtime keeps its metadata caches for the life of the process, which LeakSanitizer
# reports as leaks at exit; real leaks show up as growth against -rss_limit_mb instead.
export ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1:handle_sigill=1:handle_abort=1
# Swift's own backtracer would hold the pipe below open after a crash, and the run would hang;
# AddressSanitizer prints the stack instead.
export SWIFT_BACKTRACE=enable=no
set +e
SIRISIM_FUZZ_TARGET=$target "$binary" "$corpus" "Tests/Fuzz/Corpus/$target" \
  "${dictionary[@]}" -max_total_time="$seconds" -runs="$runs" -max_len=4096 \
  -rss_limit_mb=2048 -timeout=10 -detect_leaks=0 -print_final_stats=1 \
  -artifact_prefix="$artifacts/$target-" 2>&1 |
  grep -E '^(stat::|==[0-9]+==|SUMMARY|INFO: seed|#[0-9]+ +DONE|Test unit written| +#[0-9]+ 0x|.*(ERROR|Crash|deadly|Fatal|failure))'
statuses=("${PIPESTATUS[@]}")
set -e
status=${statuses[0]}
if [ "$status" -ne 0 ]; then
  echo "fuzzing $target failed (status $status); inputs in $artifacts" >&2
  exit "$status"
fi

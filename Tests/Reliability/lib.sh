# Shared by the reliability checks: source it first.
set -euo pipefail
fail() {
  echo "$*" >&2
  exit 1
}
# expect_rc WANT COMMAND…: runs the command and fails unless it exits with WANT.
expect_rc() {
  local want=$1
  shift
  local rc=0
  "$@" || rc=$?
  [ "$rc" -eq "$want" ] || fail "expected exit $want, got $rc: $*"
}
# cpu_ms COMMAND…: runs the command (output to /dev/null) and prints the processor time it and
# its children took (user + system), in ms. Processor time, not wall time, so that a bound holds
# on a machine busy with other work.
cpu_ms() {
  python3 -c '
import resource, subprocess, sys
subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(int((usage.ru_utime + usage.ru_stime) * 1000))' "$@"
}
# retry COMMAND…: runs the command up to three times, half a second apart, until it succeeds.
# For starting a tmux server, which on a busy machine now and then "exited unexpectedly".
retry() {
  local attempt
  for attempt in 1 2 3; do
    "$@" && return 0
    sleep 0.5
  done
  return 1
}
# fresh_session NAME ARGS…: a new detached tmux session NAME (through the script's own `t`
# wrapper for its socket), replacing one a failed attempt may have left.
fresh_session() {
  local name=$1
  shift
  t kill-session -t "$name" >/dev/null 2>&1 || true
  t new-session -d -s "$name" "$@"
}

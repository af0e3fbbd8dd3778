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
# elapsed_ms COMMAND…: runs the command (output to /dev/null) and prints how long it took in ms.
elapsed_ms() {
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}

#!/usr/bin/env bash
# End-to-end checks of plain mode that need more than one run of the binary at a time, a signal,
# or the process's own memory: everything else plain and JSON mode do is checked by
# Tests/SiriSimCLITests (swift test), through the same built binary.
set -euo pipefail
bin=${1:-.build/debug/sirisim}
now=2026-11-21T12:00:00Z
# Every run here remembers into a store of its own, never the person's (~/.local/share/sirisim).
data_home=$(mktemp -d)
export XDG_DATA_HOME="$data_home"
export TZ=UTC
failures=0
checks=0
work=$(mktemp -d)
trap 'rm -rf "$work" "$data_home"' EXIT

check() { # name, expected text, actual output
  checks=$((checks + 1))
  if grep -qF -- "$2" <<<"$3"; then
    echo "ok   $1"
  else
    echo "FAIL $1: expected to see: $2" >&2
    echo "$3" | sed 's/^/     | /' >&2
    failures=$((failures + 1))
  fi
}
run() { # command…: sets out (stdout and stderr) and status
  set +e
  out=$("$@" 2>&1)
  status=$?
  set -e
}
# Checks that the last `run` exited with this status.
check_status() { # name, expected status
  checks=$((checks + 1))
  if [ "$status" -eq "$2" ]; then
    echo "ok   $1"
  else
    echo "FAIL $1: exit status $status, expected $2" >&2
    printf '%s\n' "$out" | sed 's/^/     | /' >&2
    failures=$((failures + 1))
  fi
}

echo "== memory: a long line and many turns cost no more than a short session"
# The peak memory (KB) of a command run with its standard input from a file.
peak_kb() { # input-file command…
  python3 - "$@" <<'PY'
import resource, subprocess, sys
with open(sys.argv[1], "rb") as stdin:
    subprocess.run(sys.argv[2:], stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
PY
}

python3 -c "import sys; sys.stdout.write('a' * 100_000_000 + '\\nOrder Soup Chef\\ncancel\\n')" >"$work/line"
run bash -c "'$bin' converse --now $now <'$work/line' | cut -c1-200"
check "a 100 MB line is cut" "That line was longer than 64 KiB; its last 99934464 bytes were dropped." "$out"
check "the next line is read" "Siri: Which soup?" "$out"
peak=$(peak_kb "$work/line" "$bin" converse --now "$now")
checks=$((checks + 1))
if [ "$peak" -lt 150000 ]; then echo "ok   a 100 MB line costs ${peak} KB"; else
  echo "FAIL a 100 MB line took ${peak} KB of memory" >&2
  failures=$((failures + 1))
fi

python3 -c "import sys; sys.stdout.write('hello\\n' * 30_000)" >"$work/short"
python3 -c "import sys; sys.stdout.write('hello\\n' * 300_000)" >"$work/longer"
small=$(peak_kb "$work/short" "$bin" converse)
large=$(peak_kb "$work/longer" "$bin" converse)
checks=$((checks + 1))
if [ $((large - small)) -lt 8000 ]; then
  echo "ok   300,000 turns cost no more memory than 30,000 (${small} KB, ${large} KB)"
else
  echo "FAIL memory grows with turns: ${small} KB for 30,000, ${large} KB for 300,000" >&2
  failures=$((failures + 1))
fi

echo "== signals: SIGINT at a prompt"
# SIGINT (Ctrl-C) to plain mode: 130. A script's background job starts with SIGINT ignored;
# python puts back the default, as a terminal's foreground job has it.
mkfifo "$work/sigint"
python3 -c 'import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execv(sys.argv[1], sys.argv[1:])' \
  "$bin" converse --now "$now" <"$work/sigint" >"$work/sigint.out" 2>&1 &
pid=$!
exec 3>"$work/sigint"
printf 'Order Soup Chef\n' >&3
for _ in $(seq 100); do
  grep -q "Which soup" "$work/sigint.out" && break
  sleep 0.1
done
kill -INT "$pid"
set +e
wait "$pid"
status=$?
set -e
exec 3>&-
out=$(cat "$work/sigint.out")
check_status "converse: SIGINT at a prompt exits 130" 130

echo "== one store, two processes; a process killed mid-write"
order=$'order tomato soup from soup chef\nferry building\nyes\n'
shared="$work/shared.sqlite"
(printf '%s%s%s' "$order" "$order" "$order" | "$bin" converse --store "$shared" --now "$now" >/dev/null 2>&1) &
first=$!
(printf '%s%s%s' "$order" "$order" "$order" | "$bin" converse --store "$shared" --now "$now" >/dev/null 2>&1) &
second=$!
wait "$first" "$second"
run "$bin" donations list --store "$shared"
check "two processes on one store: six donations" "6" "$(grep -c 'Order Soup' <<<"$out")"

killed="$work/killed.sqlite"
fifo="$work/orders.fifo"
mkfifo "$fifo"
"$bin" converse --store "$killed" --now "$now" <"$fifo" >"$work/killed.out" 2>&1 &
victim=$!
exec 9>"$fifo"
for _ in $(seq 1 40); do printf '%s' "$order" >&9; done
for _ in $(seq 1 100); do
  [ "$(grep -c 'order will be ready' "$work/killed.out" || true)" -ge 3 ] && break
  sleep 0.1
done
kill -9 "$victim"
wait "$victim" 2>/dev/null || true
exec 9>&-
seen=$(grep -c 'order will be ready' "$work/killed.out" || true)
run "$bin" donations list --store "$killed"
check_status "after kill -9 the store opens" 0
kept=$(grep -c 'Order Soup' <<<"$out" || true)
checks=$((checks + 1))
if [ "$seen" -ge 3 ] && [ "$kept" -ge $((seen - 1)) ]; then
  echo "ok   kill -9 after $seen orders: $kept donations kept"
else
  echo "FAIL kill -9: $seen orders seen, $kept donations kept" >&2
  failures=$((failures + 1))
fi

echo "e2e: $((checks - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]

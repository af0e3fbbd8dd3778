#!/usr/bin/env bash
# N9: transcript lines are capped at 64 KiB and files at 8 MiB (InputLimits). Scaled from the
# bug's 100 MB line: a 1 MB line is refused at file:line:column with rc 2, quickly and in
# bounded memory (the whole 1 MB would cost ~12 MB more if replayed; the cap keeps the peak near
# the binary's own), and a 20 MB file is refused without reading it whole.
source "$(dirname "$0")/lib.sh"
header='# sirisim 1 · apps: Soup Chef · now: 2026-11-21T12:00:00Z'
{
  echo "$header"
  echo "You: hi"
  printf 'You: '
  head -c 1000000 /dev/zero | tr '\0' 'x'
  echo
} >long.siri
start=$(date +%s%N)
out=$("$S" replay long.siri 2>&1) && rc=0 || rc=$?
ms=$((($(date +%s%N) - start) / 1000000))
[ "$rc" -eq 2 ] || fail "expected rc 2 for a 1 MB line, got $rc: ${out:0:200}"
case $out in
  *"long.siri:3:65537: the line is longer than 65536 bytes"*) ;;
  *) fail "expected long.siri:3:65537: …, got: ${out:0:200}" ;;
esac
# The unscaled bug took 24.7 s for 100 MB (~250 ms a MB, and every line typed); a refusal
# is a read and a scan.
[ "$ms" -lt 3000 ] || fail "the refusal took $ms ms"

# play --cast refuses it too, before typing anything.
expect_rc 2 "$S" play long.siri --cast long.cast

# A 20 MB file of short lines: over the file cap.
python3 -c "
import sys
sys.stdout.write('$header\n' + '# a comment line of a hundred bytes, more or less, to make a file far over the cap ........\n' * 220000)
" >big.siri
out=$("$S" replay big.siri 2>&1) && rc=0 || rc=$?
[ "$rc" -eq 2 ] || fail "expected rc 2 for a 20 MB file, got $rc"
case $out in
  *"big.siri: larger than 8388608 bytes"*) ;;
  *) fail "expected big.siri: larger than 8388608 bytes…, got: ${out:0:200}" ;;
esac

# Memory: a 200 MB stream (a FIFO, so no size to check first) is read only to the cap. Read
# whole, as before, it cost well over 200 MB.
if [ -x /usr/bin/time ]; then
  mkfifo stream.siri
  (
    echo "$header"
    yes '# filler' 2>/dev/null | head -c 200000000
  ) >stream.siri 2>/dev/null &
  feeder=$!
  /usr/bin/time -f %M -o mem.txt timeout 20 "$S" replay stream.siri >out.txt 2>&1 || true
  kill "$feeder" 2>/dev/null || true
  wait "$feeder" 2>/dev/null || true
  grep -q "stream.siri: larger than 8388608 bytes" out.txt || fail "the stream was not refused: $(head -c 200 out.txt)"
  /usr/bin/time -f %M -o base.txt "$S" replay --help >/dev/null 2>&1 || true
  kb=$(tail -1 mem.txt)
  base=$(tail -1 base.txt)
  [ $((kb - base)) -lt 100000 ] || fail "reading a 200 MB stream took $kb KB (baseline $base KB)"
else
  echo "note: no /usr/bin/time, memory not measured" >&2
fi

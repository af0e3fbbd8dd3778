#!/usr/bin/env bash
# N19: `find` date values: a 7-digit year wrapped around (all 15 books) and 2025-02-30 was
# accepted. Both, and years outside 1...9999, are refused with the "wants a date" message.
source "$(dirname "$0")/lib.sh"
for value in 9999999-01-01 10000-01-01 0000-01-01 2025-02-30 2023-02-29 2025-04-31 2025-13-45 0000; do
  rc=0
  err=$($S find Book --where "publishingDate > $value" --store :memory: 2>&1 >/dev/null) || rc=$?
  [ "$rc" -ne 0 ] || fail "publishingDate > $value was accepted"
  grep -q "wants a date" <<<"$err" || fail "publishingDate > $value said: $err"
done
# Real dates still work: a leap day, and the last day of the year 9999.
$S find Book --where "publishingDate > 1904-02-29" --store :memory: | grep -q . \
  || fail "publishingDate > 1904-02-29 found nothing"
expect_rc 0 $S find Book --where "publishingDate < 9999-12-31" --store :memory:

#!/usr/bin/env bash
# N2: `donations delete --all` with a filter deleted every donation. --all must come alone
# (a usage error otherwise, rc 2, nothing deleted); the filter alone deletes only its own.
source "$(dirname "$0")/lib.sh"
store=$T/del.sqlite
$S run OpenFavorites --store "$store" </dev/null >/dev/null
printf 'yes\n' | $S run OrderSoup soup="Tomato Soup" storeLocation="Ferry Building" --store "$store" >/dev/null
count() { $S donations list --json --store "$store" | wc -l; }
[ "$(count)" -eq 2 ] || fail "expected 2 donations to start with, got $(count)"

for filter in "--app Trails" "--intent OpenFavorites" "--entity SoupAppEntity/tomatoSoup" \
  "--id 8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A5B" "--before 2100-01-01T00:00:00Z"; do
  # shellcheck disable=SC2086
  expect_rc 2 $S donations delete --all $filter --store "$store" 2>/dev/null
  [ "$(count)" -eq 2 ] || fail "--all $filter deleted donations: $(count) left"
done
out=$($S donations delete --app Trails --store "$store")
[ "$out" = "Deleted 1 donation." ] || fail "--app Trails said: $out"
$S donations list --store "$store" | grep -q "Soup Chef" || fail "the Soup Chef donation is gone"
out=$($S donations delete --all --store "$store")
[ "$out" = "Deleted 1 donation." ] || fail "--all said: $out"

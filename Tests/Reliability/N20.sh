#!/usr/bin/env bash
# N20: `find --limit=-1` exited 1 and `donations delete --entity foo` deleted nothing with rc 0;
# both are usage errors (rc 2), as `match --top=-1` and `--id not-a-uuid` are.
source "$(dirname "$0")/lib.sh"
expect_rc 2 $S find Trail --limit=-1 --store :memory:
expect_rc 2 $S find Trail --limit -5 --store :memory:
expect_rc 0 $S find Trail --limit=0 --store :memory:
expect_rc 2 $S donations delete --entity foo --store "$T/s.sqlite"
expect_rc 2 $S donations delete --entity /foo --store "$T/s.sqlite"
expect_rc 2 $S donations delete --entity Type/ --store "$T/s.sqlite"
expect_rc 2 $S donations list --entity foo --store "$T/s.sqlite"
err=$($S donations delete --entity foo --store "$T/s.sqlite" 2>&1 || true)
grep -q "Type/id" <<<"$err" || fail "the refusal does not say Type/id: $err"
expect_rc 0 $S donations delete --entity SoupAppEntity/tomatoSoup --store "$T/s.sqlite"

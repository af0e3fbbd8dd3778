#!/usr/bin/env bash
# Runs every reproduction of the reliability bug list (../shared/reference/bugs-*.md) against a
# sirisim binary: each check is a script beside this one, named for its bug (N1.sh, B12.sh…),
# that exits 0 when the binary behaves as the list's "Should" says. The slow reproductions are
# scaled down but still prove the bound (each script says how).
#
#   Tests/Reliability/run.sh .build/release/sirisim [CHECK…]
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
S=$(cd "$(dirname "${1:?usage: run.sh SIRISIM [CHECK…]}")" && pwd)/$(basename "$1")
shift
export S
checks=("$@")
if [ ${#checks[@]} -eq 0 ]; then
  for file in "$here"/[A-Z]*.sh; do checks+=("$(basename "$file" .sh)"); done
fi
passed=0
failed=0
for check in "${checks[@]}"; do
  T=$(mktemp -d)
  export T
  start=$SECONDS
  if output=$(cd "$T" && bash "$here/$check.sh" </dev/null 2>&1); then
    passed=$((passed + 1))
    echo "ok   $check ($((SECONDS - start)) s)"
  else
    failed=$((failed + 1))
    echo "FAIL $check ($((SECONDS - start)) s)"
    printf '%s\n' "$output" | tail -20 | sed 's/^/     /'
  fi
  chmod -R u+w "$T" 2>/dev/null
  rm -rf "$T"
done
echo "reliability: $passed passed, $failed failed"
[ "$failed" -eq 0 ]

# N7: Soup Chef's order history was one value, read, re-encoded and rewritten on every order:
# 7.5 ms an order on an empty store, 145 ms at 4,000 orders. Should: an order's cost does not
# grow with the history (orders are stored one row each, the newest InputLimits.maxOrderHistory
# kept; the cap is tested in Tests/SiriStoreTests/OrderHistoryStoreTests.swift). Scaled down:
# 50 orders on a store holding 600 cost at most twice 50 on an empty store (the old code: 5x).
source "$(dirname "$0")/lib.sh"
orders() { python3 -c "print('Order tomato soup from Soup Chef\nferry\nyes\n' * $1, end='')"; }
orders 600 >"$T/fill.txt"
orders 50 >"$T/50.txt"
confirmed=$("$S" converse --store "$T/full.sqlite" <"$T/fill.txt" 2>&1 | grep -c Confirmed || true)
[ "$confirmed" -eq 600 ] || fail "600 orders: $confirmed confirmed"
# The best of three runs each: the machine may be busy.
best() {
  local best=999999 ms
  for run in 1 2 3; do
    [ "$1" = empty ] && rm -f "$T/empty.sqlite"*
    ms=$(cpu_ms "$S" converse --store "$T/$1.sqlite" <"$T/50.txt")
    [ "$ms" -lt "$best" ] && best=$ms
  done
  echo "$best"
}
empty=$(best empty)
full=$(best full)
echo "50 orders: $empty ms on an empty store, $full ms on one holding 600+"
[ "$full" -le $((2 * empty)) ] || fail "50 orders took $full ms after 600, over twice $empty ms"
confirmed=$("$S" converse --store "$T/full.sqlite" <"$T/50.txt" 2>&1 | grep -c Confirmed || true)
[ "$confirmed" -eq 50 ] || fail "50 more orders: $confirmed confirmed"
exit 0

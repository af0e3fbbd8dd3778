# N22: catalog search cost grew with repeated words: "the" x16,000 as AddBook's title and author
# took 7.5 s. Should: query words de-duplicated and capped (InputLimits.maxCatalogQueryWords), so
# the 64 KiB answers cost what "the" does: a few seconds at most, startup and catalog included.
source "$(dirname "$0")/lib.sh"
python3 -c "
words = ' '.join(['the'] * 16000)
print('Add a book to Book Library'); print(words); print(words)" >"$T/in.txt"
case "$S" in */release/*) bound=3000 ;; *) bound=12000 ;; esac
ms=$(cpu_ms "$S" converse --store :memory: <"$T/in.txt")
echo "16,000 x 'the' as title and author: $ms ms (bound $bound ms)"
[ "$ms" -le "$bound" ] || fail "took $ms ms, over $bound ms"
out=$("$S" converse --store :memory: <"$T/in.txt" 2>&1) || fail "converse failed: $out"
[ -n "$out" ] || fail "no answer"
exit 0

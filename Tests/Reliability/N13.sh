#!/usr/bin/env bash
# N13: the store was made 0644 and its folders followed the umask (0777 under umask 000). A new
# store's folders are 0700 and the store with its -wal and -shm 0600, whatever the umask; an
# existing store keeps its mode.
source "$(dirname "$0")/lib.sh"
mode() { stat -c %a "$1"; }
(umask 000; HOME=$T/home XDG_DATA_HOME=$T/u/data $S shortcuts add "pangolin dance" OpenFavorites >/dev/null)
for folder in "$T/u" "$T/u/data" "$T/u/data/sirisim"; do
  [ "$(mode "$folder")" = 700 ] || fail "$folder is $(mode "$folder"), not 700"
done
store=$T/u/data/sirisim/sirisim.sqlite
[ "$(mode "$store")" = 600 ] || fail "the store is $(mode "$store"), not 600"
[ ! -e "$T/home" ] || fail "the store went to \$HOME, not \$XDG_DATA_HOME"

# The -wal and -shm exist while a SiriSim has the store open: a conversation waiting for input.
(umask 000; sleep 3 | $S converse --store "$T/open/store.sqlite" >/dev/null) &
waiter=$!
for _ in $(seq 50); do [ -e "$T/open/store.sqlite-shm" ] && break; sleep 0.1; done
for file in store.sqlite store.sqlite-wal store.sqlite-shm; do
  [ -e "$T/open/$file" ] || fail "no $file while the store is open"
  [ "$(mode "$T/open/$file")" = 600 ] || fail "$file is $(mode "$T/open/$file"), not 600"
done
wait "$waiter"

# An existing store keeps the mode its owner gave it.
chmod 640 "$store"
$S shortcuts list --store "$store" >/dev/null
[ "$(mode "$store")" = 640 ] || fail "the existing store became $(mode "$store")"

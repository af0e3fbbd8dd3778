#!/usr/bin/env bash
# R1: --store naming a device, a FIFO, a socket or a folder is decided before SQLite sees it:
# refused with one message a kind (the null device is a store in memory), nothing written into
# it and no -journal made beside it; a symlink is followed. Read-only commands open the store
# read-only: they create nothing beside it, even in a folder they may write.
source "$(dirname "$0")/lib.sh"
umask 077

# A FIFO, a socket and a folder: refused by every command, nothing made beside them.
mkfifo "$T/fifo"
python3 -c 'import socket,sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' "$T/sock"
mkdir "$T/folder"
for target in fifo sock folder; do
  for command in "suggestions" "donations list" "shortcuts list" "reset -y"; do
    rc=0
    # shellcheck disable=SC2086
    out=$(timeout 20 "$S" $command --store "$T/$target" 2>&1) || rc=$?
    [ "$rc" -eq 1 ] || fail "$command --store $target: exit $rc (want 1): $out"
    case $target in
      fifo) want="is a FIFO (a pipe), not a store file" ;;
      sock) want="is a socket, not a store file" ;;
      folder) want="is a folder, not a store file" ;;
    esac
    grep -qF "$want" <<<"$out" || fail "$command --store $target: no clear message: $out"
  done
  out=$(printf 'Open Favorites in Trails\n' | timeout 20 "$S" converse --store "$T/$target" 2>&1) ||
    fail "converse --store $target did not go on: $out"
  grep -qF "This session remembers nothing" <<<"$out" || fail "converse --store $target: $out"
done
[ -z "$(ls "$T" | grep -E -- '-(journal|wal|shm)$')" ] || fail "files were made beside: $(ls "$T")"
[ "$(stat -c %F "$T/fifo")" = fifo ] || fail "the FIFO was replaced"

# A symlink to a store is followed, and the link stays a link.
"$S" shortcuts add "Trail time" OpenFavorites --store "$T/real.sqlite" >/dev/null
ln -s real.sqlite "$T/link.sqlite"
"$S" shortcuts list --store "$T/link.sqlite" | grep -qF "Trail time" || fail "the symlinked store was not read"
[ -L "$T/link.sqlite" ] || fail "the link was replaced"

# Read-only commands on a store: nothing made or changed beside it.
rm -f "$T"/real.sqlite-wal "$T"/real.sqlite-shm
before=$(ls "$T" | sort | tr '\n' ' ')
sum=$(md5sum <"$T/real.sqlite")
for command in "suggestions" "donations list" "shortcuts list" "spotlight trail" "find Trail"; do
  # shellcheck disable=SC2086
  "$S" $command --store "$T/real.sqlite" >/dev/null 2>&1 || true
done
# Not even SQLite's WAL companions (-wal, -shm): a store no SiriSim is writing is read whole.
after=$(ls "$T" | sort | tr '\n' ' ')
[ "$before" = "$after" ] || fail "read-only commands made files: before: $before after: $after"
[ "$sum" = "$(md5sum <"$T/real.sqlite")" ] || fail "a read-only command changed the store"
# … and work on a store they may not write.
chmod 444 "$T/real.sqlite"
"$S" shortcuts list --store "$T/real.sqlite" | grep -qF "Trail time" || fail "a read-only store could not be listed"
chmod 644 "$T/real.sqlite"
# … and in a folder they may not write (root ignores modes: chattr +i).
mkdir "$T/ro"
cp "$T/real.sqlite" "$T/ro/"
if [ "$(id -u)" -eq 0 ]; then locked=$(chattr +i "$T/ro" 2>/dev/null && echo yes || true); else chmod 555 "$T/ro"; locked=yes; fi
if [ "$locked" = yes ]; then
  for command in "suggestions" "donations list" "shortcuts list" "spotlight trail" "find Trail"; do
    # shellcheck disable=SC2086
    out=$("$S" $command --store "$T/ro/real.sqlite" 2>&1) || {
      [ "$(id -u)" -eq 0 ] && chattr -i "$T/ro" || chmod 755 "$T/ro"
      fail "$command could not read a store in a read-only folder: $out"
    }
  done
  listed=$("$S" shortcuts list --store "$T/ro/real.sqlite" 2>&1)
  [ "$(id -u)" -eq 0 ] && chattr -i "$T/ro" || chmod 755 "$T/ro"
  grep -qF "Trail time" <<<"$listed" || fail "the store in a read-only folder was not listed: $listed"
  [ "$(ls "$T/ro")" = real.sqlite ] || fail "files were made beside the store: $(ls "$T/ro")"
else
  echo "chattr is unavailable here: the read-only folder half is skipped" >&2
fi

# A character device (only root can make one): never written, no journal beside it.
if [ "$(id -u)" != 0 ]; then
  echo "note: not root, so no character device to check (mknod needs root); CI runs as root" >&2
  exit 0
fi
mknod -m 666 "$T/fakezero" c 1 5
mknod -m 666 "$T/fakenull" c 1 3
for command in "suggestions" "donations list" "reset -y"; do
  rc=0
  # shellcheck disable=SC2086
  out=$("$S" $command --store "$T/fakezero" 2>&1) || rc=$?
  [ "$rc" -eq 1 ] || fail "$command --store fakezero: exit $rc: $out"
  grep -qF "is a character device, not a store file" <<<"$out" || fail "$command --store fakezero: $out"
  # The null device is a store in memory, as the history's "off".
  # shellcheck disable=SC2086
  "$S" $command --store "$T/fakenull" >/dev/null 2>&1 || fail "$command --store fakenull failed"
done
out=$(printf 'Open Favorites in Trails\n' | "$S" converse --store "$T/fakenull" 2>&1)
grep -qF "Trails opened" <<<"$out" || fail "converse --store fakenull: $out"
[ -z "$(ls "$T" | grep -E -- '^fake.*-(journal|wal|shm)$')" ] || fail "files were made beside a device: $(ls "$T")"
[ "$(stat -c %a "$T/fakenull")" = 666 ] || fail "the device's mode changed"

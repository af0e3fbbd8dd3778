#!/usr/bin/env bash
# N14: store refusals were misleading: a folder gave "disk I/O error", a read-only folder blamed
# the file, a damaged store printed up to 100 quick_check lines joined in one, and a symlinked
# -wal said "can't be created".
source "$(dirname "$0")/lib.sh"
refusal() { # the store's message for `shortcuts add … --store PATH` (a command that writes; the
  # reading commands open the store read-only since R1), which must exit 1
  local rc=0 err
  err=$($S shortcuts add "otter parade" OpenFavorites --store "$1" 2>&1 >/dev/null) || rc=$?
  [ "$rc" -eq 1 ] || fail "--store '$1' exited $rc: $err"
  printf '%s' "$err"
}

mkdir "$T/adir"
grep -q "adir is a folder" <<<"$(refusal "$T/adir")" || fail "a folder: $(refusal "$T/adir")"
grep -q "is a folder" <<<"$(cd "$T/adir" && refusal "")" || fail "--store \"\": $(refusal "")"

# A writable store in a read-only folder names the folder. Root ignores modes: chattr +i.
mkdir "$T/ro"
$S shortcuts add "pangolin dance" OpenFavorites --store "$T/ro/s.sqlite" >/dev/null
if [ "$(id -u)" -eq 0 ]; then locked=$(chattr +i "$T/ro" 2>/dev/null && echo yes || true); else chmod 555 "$T/ro"; locked=yes; fi
if [ "$locked" = yes ]; then
  err=$(refusal "$T/ro/s.sqlite")
  [ "$(id -u)" -eq 0 ] && chattr -i "$T/ro" || chmod 755 "$T/ro"
  grep -q "its folder $T/ro can't be written" <<<"$err" || fail "a read-only folder: $err"
  if grep -q "Make it writable" <<<"$err"; then fail "a read-only folder blames the file: $err"; fi
else
  echo "chattr is unavailable here: the read-only folder half is skipped" >&2
fi

# A damaged store: one line, its first 3 problems.
$S shortcuts add "pangolin dance" OpenFavorites --store "$T/bad.sqlite" >/dev/null
printf 'yes\n' | $S run OrderSoup soup="Tomato Soup" storeLocation="Ferry Building" --store "$T/bad.sqlite" >/dev/null
python3 - "$T/bad.sqlite" <<'PY'
import sqlite3, sys
path = sys.argv[1]
db = sqlite3.connect(path)
db.executemany(
    "INSERT INTO donation (id, app, intent, intentTitle, parameters, date, outcome)"
    " VALUES (?, 'Soup Chef', 'OrderSoup', 'Order Soup', '[]', ?, 'completed')",
    [("%08d-0000-4000-8000-000000000000" % i, 1.0e9 + i) for i in range(300)])
db.commit()
db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
db.execute("PRAGMA journal_mode = DELETE")
db.close()
original = open(path, "rb").read()
for page in range(3, len(original) // 4096 + 1):
    data = bytearray(original)
    start = (page - 1) * 4096
    data[start + 8:start + 60] = b"\x11" * 52
    open(path, "wb").write(data)
    try:
        rows = sqlite3.connect(path).execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError:
        continue
    if len(rows) == 1 and rows[0][0].count("\n") > 4:
        sys.exit(0)
sys.exit("no page gave several problems")
PY
err=$(refusal "$T/bad.sqlite")
[ "$(wc -l <<<"$err")" -eq 1 ] || fail "a damaged store's message spans lines: $err"
if grep -q '␊' <<<"$err"; then fail "a damaged store's message joins every line: $err"; fi
[ ${#err} -lt 600 ] || fail "a damaged store's message is ${#err} characters: $err"
grep -q "is damaged (.*; and [0-9]* more)" <<<"$err" || fail "a damaged store: $err"

# A symlinked -wal.
$S shortcuts add "pangolin dance" OpenFavorites --store "$T/w.sqlite" >/dev/null
ln -s "$T/elsewhere" "$T/w.sqlite-wal"
err=$(refusal "$T/w.sqlite")
grep -q "w.sqlite-wal is a symbolic link" <<<"$err" || fail "a symlinked -wal: $err"

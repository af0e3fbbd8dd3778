#!/usr/bin/env bash
# N21: `--store "~/…"` (and `shortcuts import "~/…"`) expanded `~` from the password database,
# not $HOME as the default store does.
source "$(dirname "$0")/lib.sh"
mkdir -p "$T/h2"
name=n21-$$-$RANDOM.sqlite
account_home=$(getent passwd "$(id -u)" | cut -d: -f6)
# A command that writes (read-only ones never make a store): Add to Siri saves a shortcut.
HOME=$T/h2 $S shortcuts add "Pangolin stew time" OrderSoup soup="Tomato Soup" \
  storeLocation="Ferry Building" --store "~/$name" >/dev/null
if [ -n "$account_home" ] && [ "$account_home" != "$T/h2" ] && [ -e "$account_home/$name" ]; then
  rm -f "$account_home/$name"*
  fail "the store was made in the account's home $account_home"
fi
[ -f "$T/h2/$name" ] || fail "no store at \$HOME/$name"
cat >"$T/h2/legacy.json" <<'JSON'
{"voiceShortcuts":[{"identifier":"8E3F5C1A-2B4D-4E6F-8A9B-0C1D2E3F4A60","invocationPhrase":"Pangolin soup time","shortcut":{"intent":{"className":"OrderSoupIntent"}}}]}
JSON
out=$(HOME=$T/h2 $S shortcuts import "~/legacy.json" --store "$T/s.sqlite" 2>&1) \
  || fail "import of ~/legacy.json failed: $out"
grep -q "Imported “Pangolin soup time”" <<<"$out" || fail "import said: $out"

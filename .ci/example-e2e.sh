#!/usr/bin/env bash
# An app that is not bundled, end to end: Examples/CoffeeShop built against this checkout
# (sharing the root's build folder, so SiriSim is not built twice) and its tests, among them
# CoffeeSiriTests, which run its executable piped as a person does (every subcommand, its
# transcripts, plain and JSON conversations); then what those cannot show: its curses UI in a
# real terminal (tmux), its intent files checked as one source for iOS and Linux, a store shared
# with `sirisim` keeping each app's data apart, and `sirisim init`'s package built and run.
#
# Usage: .ci/example-e2e.sh [path/to/sirisim] (default .build/debug/sirisim). Needs tmux.
set -euo pipefail
cd "$(dirname "$0")/.."

sirisim=$(realpath "${1:-.build/debug/sirisim}")
example=Examples/CoffeeShop
now=2026-11-21T12:00:00Z
work=$(mktemp -d)
socket="coffee-e2e-$$"
export LANG=C.UTF-8 LC_ALL=C.UTF-8
# A home of its own: the default store starts empty, so order numbers are known.
export HOME="$work" XDG_DATA_HOME="$work/data"
failures=0
checks=0
cleanup() {
  tmux -L "$socket" kill-server >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

pass() { echo "ok   $1"; }
fail() {
  echo "FAIL $1" >&2
  failures=$((failures + 1))
}
check() { # name expected-text actual
  checks=$((checks + 1))
  if grep -qF -- "$2" <<<"$3"; then pass "$1"; else
    fail "$1: expected “$2” in:"
    sed 's/^/     | /' <<<"$3" >&2
  fi
}

echo "== build the example against this checkout (shared .build)"
start=$SECONDS
swift build --build-tests --package-path "$example" --scratch-path .build >"$work/build.log" 2>&1 || {
  tail -30 "$work/build.log" >&2
  exit 1
}
tail -3 "$work/build.log"
echo "built in $((SECONDS - start)) s"
# Whatever of SiriSim's this build compiled, and the example's own files: no warning.
checks=$((checks + 1))
if bash .ci/no-warnings.sh "$work/build.log"; then pass "the example builds without a warning"; else
  fail "the example's build printed warnings in SiriSim's or the example's files"
fi
coffee=$(realpath .build/debug/coffee-siri)

echo "== the example's tests (ConversationTesting, and coffee-siri run as a person runs it)"
checks=$((checks + 1))
if swift test --skip-build --package-path "$example" --scratch-path .build >"$work/test.log" 2>&1
then
  tail -1 "$work/test.log"
  pass "the example's tests pass"
else
  fail "the example's tests"
  tail -30 "$work/test.log" >&2
fi

echo "== one store, two executables: each app's data under its own identity"
out=$("$coffee" --version 2>&1)
check "coffee-siri --version is sirisim's" "$("$sirisim" --version)" "$out"
store="$work/siri.sqlite"
printf '%s\n' "Order a cold brew from Coffee Corner" "small" "1" "yes" |
  "$coffee" converse --now "$now" --store "$store" >/dev/null 2>&1
printf '%s\n' "Order tomato soup from Soup Chef" "Ferry Building" "yes" |
  "$sirisim" converse --now "$now" --store "$store" >/dev/null 2>&1
out=$(printf '%s\n' "Order a cold brew from Coffee Corner" "small" "1" "yes" |
  "$coffee" converse --now "$now" --store "$store" 2>&1)
check "Coffee Corner's order numbers go on in the shared store" "Siri: Order 102 is in" "$out"
# Python's sqlite3 reads the store (the image has Python; the sqlite3 shell may be missing).
out=$(python3 -c 'import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for (app,) in db.execute("SELECT app FROM appData UNION SELECT app FROM appDataListElement"):
    print(app)' "$store" 2>&1 || true)
check "Coffee Corner's data is under its bundle identifier" "com.example.CoffeeCorner" "$out"
check "Soup Chef's under its own" "SoupChef.SoupChefApp" "$out"
out=$("$coffee" suggestions --store "$store" --now "$now" 2>&1)
check "its suggestions paste into its own executable" "coffee-siri run OrderDrink 'drink=Cold Brew' size=small" "$out"
out=$("$sirisim" donations --store "$store" 2>&1)
check "sirisim lists the shared store's donations" "Order Soup" "$out"

echo "== one source for iOS and Linux: the shared files type-check against OpenAppIntents alone"
shared=$(find "$example/Sources/CoffeeShop/AppIntents" "$example/Sources/CoffeeShop/Views" \
  "$example/Sources/CoffeeShop/Model" -name '*.swift' | sort)
checks=$((checks + 1))
# OpenAppIntents' macros (`@AppIntent(schema:)`) expand with the plug-in the root build made.
if swiftc -typecheck -swift-version 6 -I .build/debug/Modules -module-name CoffeeShopShared \
  -load-plugin-executable ".build/debug/OpenAppIntentsMacros-tool#OpenAppIntentsMacros" \
  $shared 2>"$work/typecheck.log"; then
  pass "AppIntents/, Views/ and Model/ need nothing SiriSim-only"
else
  fail "the shared files need more than OpenAppIntents:"
  sed 's/^/     | /' "$work/typecheck.log" >&2
fi
checks=$((checks + 1))
if grep -lE 'SiriSimApp|SimulatedApp|AppManifest|AppDataStore|IntentEnvironment' $shared; then
  fail "a shared file names a SiriSim-only type (above)"
else
  pass "no shared file names a SiriSim-only type"
fi
checks=$((checks + 1))
missing=$(grep -L 'canImport(AppIntents)\|canImport(SwiftUI)' \
  $(find "$example/Sources/CoffeeShop/AppIntents" "$example/Sources/CoffeeShop/Views" -name '*.swift') || true)
if [ -z "$missing" ]; then pass "every intent and view file imports Apple's module on Apple platforms"; else
  fail "files without the #if canImport import: $missing"
fi

echo "== sirisim init: a new package, built, tested and talked to"
"$sirisim" init Greenhouse --path "$work/Greenhouse" --sirisim "$PWD" >"$work/init.log"
check "init lists what it wrote" "wrote Sources/Greenhouse/AppIntents/AddNote.swift" "$(cat "$work/init.log")"
swift build --build-tests --package-path "$work/Greenhouse" --scratch-path .build 2>&1 | tail -1
checks=$((checks + 1))
if swift test --skip-build --package-path "$work/Greenhouse" --scratch-path .build \
  >"$work/greenhouse-test.log" 2>&1; then pass "the new package's test passes"; else
  fail "the new package's test"
  tail -20 "$work/greenhouse-test.log" >&2
fi
out=$(printf '%s\n' "Add a note in Greenhouse" "Water the basil" "yes" |
  .build/debug/greenhouse-siri --store :memory: 2>&1)
check "its executable runs its intent" "Siri: Added “Water the basil”." "$out"

echo "== the curses UI on Coffee Corner (tmux)"
if ! command -v tmux >/dev/null 2>&1; then
  echo "tmux is needed for the UI check" >&2
  exit 1
fi
t() { tmux -L "$socket" "$@"; }
screen() { t capture-pane -t coffee -p; }
expect_screen() { # name text
  checks=$((checks + 1))
  local deadline=$((SECONDS + 15))
  until screen | grep -qF -- "$2"; do
    if ((SECONDS >= deadline)); then
      fail "$1: expected to see: $2"
      screen | sed 's/^/     | /' >&2
      return
    fi
    sleep 0.05
  done
  pass "$1"
}
t new-session -d -s coffee -x 80 -y 24 \
  "env -i PATH=$PATH HOME=$work TERM=screen-256color LANG=C.UTF-8 $coffee --now $now --store $work/ui.sqlite; sleep 30"
expect_screen "the UI opens on Coffee Corner" "SiriSim · Coffee Corner"
t send-keys -t coffee -l "Order a latte from Coffee Corner"
t send-keys -t coffee Enter
expect_screen "the drink pane" "┌─ Coffee Corner"
expect_screen "the lattes first" "▸ 1 Caffè Latte"
t send-keys -t coffee Down Enter
expect_screen "then the size" "Which size would you like?"
t send-keys -t coffee -l "large"
t send-keys -t coffee Enter
expect_screen "then the café" "Which café should make it?"
t send-keys -t coffee Enter
expect_screen "the confirmation's snippet" "Large Oat Milk Latte"
t send-keys -t coffee Enter
expect_screen "the order is placed" "Order 101 is in"
t send-keys -t coffee -l "Cancel my order at Coffee Corner"
t send-keys -t coffee Enter
expect_screen "requestChoice: a choice pane" "Cancel it?"
expect_screen "the destructive option marked" "⚠ Cancel Order 101"
expect_screen "Enter alone would keep it: the safe option is highlighted" "▸ 2 Keep It"
checks=$((checks + 1))
if t capture-pane -t coffee -p -e | grep -F "Cancel Order 101" | grep -qE $'\e\\[([0-9;]*;)?31m'; then
  pass "the destructive option is red"
else
  fail "the destructive option is not red"
fi
t send-keys -t coffee Enter
expect_screen "the cancel-style option keeps the order" "OK, your Oat Milk Latte is still on its way."
# UndoableIntent: cancel, then Ctrl-Z brings the order back.
t send-keys -t coffee -l "Cancel my order at Coffee Corner"
t send-keys -t coffee Enter
expect_screen "the choice again" "▸ 2 Keep It"
t send-keys -t coffee -l "1"
t send-keys -t coffee Enter
expect_screen "the destructive option cancels" "Order 101 is cancelled."
t send-keys -t coffee C-z
expect_screen "Ctrl-Z undoes it" "Undid “Cancel Order 101”."
# Spotlight: the menu was indexed when the app launched; the result opens with OpenDrink.
t send-keys -t coffee -l ":spotlight latte"
t send-keys -t coffee Enter
expect_screen "Spotlight's results in a pick list" "Spotlight found 2 for “latte”."
t send-keys -t coffee Down Enter
expect_screen "the picked result opens the app on it" "Coffee Corner opened: Oat Milk Latte"
# An interactive snippet: two Button(intent:)s under the order; pressing one redraws it.
t send-keys -t coffee -l "Show my order at Coffee Corner"
t send-keys -t coffee Enter
expect_screen "the snippet shows its buttons" "[Make It Small] [Make It Large]"
expect_screen "the buttons are a pick list" "Press a button, or Done."
t send-keys -t coffee Enter
expect_screen "pressing the first runs its intent" "It's a small Oat Milk Latte now, \$4.50."
expect_screen "and the snippet is drawn again" "Small Oat Milk Latte"
t send-keys -t coffee Escape
expect_screen "Esc closes the snippet's list" "↑/↓ history · ? help"
# A schema intent with no App Shortcut phrase, reached by the search schema's words.
t send-keys -t coffee -l "Search Coffee Corner for cold brew"
t send-keys -t coffee Enter
expect_screen "a schema intent runs without an App Shortcut phrase" "Coffee Corner found 1 drink."
t send-keys -t coffee C-c

echo "example e2e: $((checks - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]

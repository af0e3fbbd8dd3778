#!/usr/bin/env bash
# End-to-end checks of plain and JSON mode through the real sirisim binary, with a fixed clock.
set -euo pipefail
bin=${1:-.build/debug/sirisim}
now=2026-11-21T12:00:00Z
# Every run here remembers into a store of its own, never the person's (~/.local/share/sirisim).
data_home=$(mktemp -d)
export XDG_DATA_HOME="$data_home"
# Suggestions read hours in the system's time zone; the expected reasons are UTC's.
export TZ=UTC
failures=0
checks=0

check() { # name, expected text, actual output
  checks=$((checks + 1))
  if grep -qF -- "$2" <<<"$3"; then
    echo "ok   $1"
  else
    echo "FAIL $1: expected to see: $2" >&2
    echo "$3" | sed 's/^/     | /' >&2
    failures=$((failures + 1))
  fi
}

out=$(printf 'Order clam chowder from Soup Chef\n2\nferry building\norder\n' | "$bin" --now "$now")
check "clam chowder asks which soup" "2. New England Clam Chowder" "$out"
check "pickup asks which store" "Siri: Which store location?" "$out"
check "preview shows total" "Your total is \$3.75. ready to order?" "$out"
check "order button" "[Order]  [Cancel]" "$out"
check "order placed" "order will be ready in 10 minutes." "$out"

out=$(printf 'no\n' | "$bin" run OrderSoup quantity=7 soup="Tomato Soup" --now "$now")
check "seven soups confirm" "you would like to order 7 soups?" "$out"
check "declined" "Siri: OK, Order Cancelled" "$out"

out=$(printf 'yes\n' | "$bin" run OrderSoup quantity=seven soup=tomato --now "$now")
check "not enough stock" "we don't have that many in stock." "$out"

out=$(printf 'Order Soup Chef\ncancel\n' | "$bin" --now "$now")
check "specials section" "Specials:" "$out"
check "cancel at a prompt" "Siri: Cancelled." "$out"
checks=$((checks + 1))
if grep -q "Manhattan" <<<"$out"; then
  echo "FAIL secret item offered" >&2
  failures=$((failures + 1))
else
  echo "ok   secret item not offered"
fi

out=$(printf '1 Market Street\norder\n' | "$bin" run OrderSoup soup=chicken orderType=delivery --now "$now")
check "delivery asks where" "Where would you like your order delivered?" "$out"
check "delivery preview" "Delivery to 1 Market Street" "$out"

out=$(printf 'Order clam chowder from Soup Chef\n{"reply":"choice","index":0}\n{"reply":"cancel"}\n' |
  "$bin" converse --json --now "$now")
check "json prompt" '"event":"prompt"' "$out"
check "json cancelled" '"outcome":"cancelled"' "$out"

bytes=$(mktemp)
printf '\x00\xff\xfe garbage\n\n\n' >"$bytes"
out=$("$bin" --now "$now" <"$bytes")
rm -f "$bytes"
check "bad bytes get help" "Sorry, I can't help with that." "$out"

echo "== hostile input (issue 7)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Checks that a command neither crashed nor printed a raw control character (ESC, BEL, CSI…).
check_inert() { # name, status, output
  checks=$((checks + 1))
  if [ "$2" -ge 128 ]; then
    echo "FAIL $1: died with status $2" >&2
    failures=$((failures + 1))
  elif LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]\|\xc2[\x80-\x9f]' <<<"$3"; then
    echo "FAIL $1: printed a raw control character" >&2
    printf '%s\n' "$3" | cat -v | sed 's/^/     | /' >&2
    failures=$((failures + 1))
  else
    echo "ok   $1"
  fi
}
run() { # command…: sets out (stdout and stderr) and status
  set +e
  out=$("$@" 2>&1)
  status=$?
  set -e
}

run bash -c "printf 'Order Soup Chef\n-9223372036854775808\n' | '$bin' converse --now $now"
check_inert "smallest Int at a prompt" "$status" "$out"
check "smallest Int is asked again" "I couldn't find “-9223372036854775808” in soup choices." "$out"
run bash -c "printf 'Order Soup Chef\n-9223372036854775808\n' | '$bin' converse --json --now $now"
check_inert "smallest Int in JSON mode" "$status" "$out"
run bash -c "printf -- '-9223372036854775808\n' | '$bin' run OrderSoup --now $now"
check_inert "smallest Int answering run" "$status" "$out"

run "$bin" match --top 9223372036854775807 "Order tomato soup from Soup Chef"
check_inert "--top Int.max" "$status" "$out"
check "--top Int.max still matches" "match  1.000  Soup Chef › OrderSoup" "$out"

run "$bin" match $'Order \e]0;pwned\a soup from Soup Chef'
check_inert "escape sequence in a match argument" "$status" "$out"
check "match shows the escape inert" "“Order ␛]0;pwned␇ soup from Soup Chef”" "$out"
run "$bin" match --json $'Order \e]0;pwned\a soup'
check_inert "escape sequence in match --json" "$status" "$out"
run bash -c "printf 'order\n' | '$bin' run OrderSoup soup=tomato orderType=delivery deliveryLocation=\$'\\e[2J1 Main St' --now $now"
check_inert "escape sequence in a preset value" "$status" "$out"
check "the app never sees the control character" "Delivery to [2J1 Main St" "$out"
run "$bin" --app $'\e[2J'
check_inert "escape sequence in a bad option value" "$status" "$out"
check "the error names the app" "No app named “␛[2J”" "$out"

mkdir -p "$work/evil/Soup Chef/en.lproj"
printf '"Order ${applicationName}" = "Order \\U001B]2;pwned\\U0007 ${applicationName}";\n"\\U001B[2J" = "x";\n' \
  >"$work/evil/Soup Chef/en.lproj/AppShortcuts.strings"
printf '"Soup \\U001B[31mKitchen" = "soup kitchen";\n' >"$work/evil/Soup Chef/AlternativeAppNames.strings"
for command in phrases "phrases --lint" apps; do
  run "$bin" $command --phrases "$work/evil"
  check_inert "escape sequences in phrase files: $command" "$status" "$out"
  if [ "$command" = "phrases --lint" ]; then
    check "lint names the bad key's place" "AppShortcuts.strings:2:1: warning: This phrase is not used" "$out"
  fi
done
run bash -c "printf 'pwned soup\n' | '$bin' converse --phrases '$work/evil' --now $now"
check_inert "escape sequences in the \"You can say\" help" "$status" "$out"
check "the help lists the phrase inert" "Order ␛]2;pwned␇ Soup Chef" "$out"

words=$(python3 -c "print(' '.join(['word'] * 5100))")
mkdir -p "$work/long/Soup Chef/en.lproj"
printf '"Order ${soup} from ${applicationName}" = "%s ${soup} ${applicationName}";\n' "$words" \
  >"$work/long/Soup Chef/en.lproj/AppShortcuts.strings"
run "$bin" match --phrases "$work/long" "Order tomato soup from Soup Chef"
check_inert "a 5,100-word phrase" "$status" "$out"
check "the short phrase still matches" "Soup Chef › OrderSoup" "$out"
run "$bin" phrases --lint --phrases "$work/long"
check "lint reports the long phrase" "AppShortcuts.strings:1:43: error: Phrase is too long: it has 25526 bytes" "$out"
check "lint fails on it" "1 error" "$out"

# The peak memory (KB) of a command run with its standard input from a file.
peak_kb() { # input-file command…
  python3 - "$@" <<'PY'
import resource, subprocess, sys
with open(sys.argv[1], "rb") as stdin:
    subprocess.run(sys.argv[2:], stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
PY
}

python3 -c "import sys; sys.stdout.write('a' * 100_000_000 + '\\nOrder Soup Chef\\ncancel\\n')" >"$work/line"
run bash -c "'$bin' converse --now $now <'$work/line' | cut -c1-200"
check "a 100 MB line is cut" "That line was longer than 64 KiB; its last 99934464 bytes were dropped." "$out"
check "the next line is read" "Siri: Which soup?" "$out"
peak=$(peak_kb "$work/line" "$bin" converse --now "$now")
checks=$((checks + 1))
if [ "$peak" -lt 150000 ]; then echo "ok   a 100 MB line costs ${peak} KB"; else
  echo "FAIL a 100 MB line took ${peak} KB of memory" >&2
  failures=$((failures + 1))
fi

python3 -c "import sys; sys.stdout.write('hello\\n' * 30_000)" >"$work/short"
python3 -c "import sys; sys.stdout.write('hello\\n' * 300_000)" >"$work/longer"
small=$(peak_kb "$work/short" "$bin" converse)
large=$(peak_kb "$work/longer" "$bin" converse)
checks=$((checks + 1))
if [ $((large - small)) -lt 8000 ]; then
  echo "ok   300,000 turns cost no more memory than 30,000 (${small} KB, ${large} KB)"
else
  echo "FAIL memory grows with turns: ${small} KB for 30,000, ${large} KB for 300,000" >&2
  failures=$((failures + 1))
fi

run bash -c "printf '{\"reply\":\"confirm\",\"value\":1}\n{\"reply\":\"choice\",\"index\":0}\n{\"reply\":\"cancel\"}\n' | '$bin' run OrderSoup soup=tomato --json --now $now"
check_inert "JSON reply with a number for a boolean" "$status" "$out"
check "mistyped JSON reply is an error" '{"event":"error","message":"\"confirm\" answers a confirmation' "$out"
check "the prompt stays open" '"event":"prompt","kind":"result"' "$out"

run bash -c "printf '2\nferry\norder\n' | '$bin' run OrderSoup quantity=-5 soup=tomato --now $now"
check_inert "a negative quantity" "$status" "$out"
check "a negative quantity is asked again" "Siri: The quantity must be from 1 to 99." "$out"
check "two soups are ordered instead" "Your total is \$5.90." "$out"

echo "== Trails (issue 8)"
out=$(printf 'Get Half Dome Trail conditions with Trails\nGet conditions on McWay with Trails\n' | "$bin" --now "$now")
check "trail conditions: supporting dialog" "Siri: Here's the latest information on trail conditions." "$out"
check "trail conditions: snippet" "│ Closed for the season  │" "$out"
check "partial trail name" "│ McWay Falls Trail               │" "$out"
out=$(printf 'Get Half Dome Trail conditions with Trails\n' | "$bin" --voice-only --now "$now")
check "voice-only: full dialog" "Siri: The latest conditions reported for Half Dome Trail indicate: Closed for the season." "$out"

out=$(printf 'Buy a Trails day pass\nyes\nPurchase a pass in Trails Sample App\nno\n' | "$bin" --now "$now")
check "day pass asks" "Siri: Are you sure you want to purchase a day pass for \$6.50?" "$out"
check "day pass button" "[Buy]  [Cancel]" "$out"
check "day pass bought" "Siri: Your trail day pass is active." "$out"
check "day pass declined" "Siri: Your purchase was canceled." "$out"

activity='Track my snowshoeing in Trails\n:run NextTrailManeuver\n:run PauseTrailActivity\n:run ResumeTrailActivity\n:run EndTrailActivity\n:run SummarizeActivities\n'
out=$(printf "$activity" | "$bin" --now "$now")
again=$(printf "$activity" | "$bin" --now "$now")
check "tracking opens the app" "[Trails opened: Tracking Snowshoeing on " "$out"
check "next maneuver" "Siri: Turn right in 300 m to return to the parking lot and complete your activity." "$out"
check "action button after the maneuver" "Siri: The Action button now runs End Trail Activity." "$out"
check "paused" " (paused) — Turn right in 300 m" "$out"
check "ended: back on Near Me" "[Trails opened: Near Me — Devil's Slide Trail" "$out"
check "summary" "Siri: You completed 1 workouts in 0 months. Incredible!" "$out"
checks=$((checks + 1))
if [ "$out" = "$again" ]; then
  echo "ok   --now replays the random trail"
else
  echo "FAIL two --now runs picked differently" >&2
  diff <(echo "$out") <(echo "$again") >&2 || true
  failures=$((failures + 1))
fi
out=$("$bin" run NextTrailManeuver --now "$now" 2>&1 || true)
check "no activity to navigate" "Siri: Not currently tracking an activity." "$out"

# A fresh install each time (--store :memory:): Trails remembers a login, as its UserDefaults do.
out=$(printf 'hiking\ncontinue\nlog in\nYosemite\nyes\n' | "$bin" run SuggestTrails --store :memory: --now "$now")
check "suggest: activity" "Siri: What activity would you like to do?" "$out"
check "suggest: logged out" "Siri: You aren't logged in. Tap the Continue button to open the app and log in." "$out"
check "suggest: continue button" "[Continue]  [Cancel]" "$out"
check "suggest: the app opens to log in" "Siri: Trails is open. What would you like to do?" "$out"
check "suggest: needs a location" "Siri: Please provide a location." "$out"
check "suggest: did you mean" "Siri: Did you mean Yosemite National Park?" "$out"
check "suggest: the trails" "Siri: Suggested Trails: Hetch Hetchy Valley Trail, Tuolumne Grove Trail" "$out"
out=$(printf 'continue\nlog in\n3\n' | "$bin" run SuggestTrails activity=hiking location="National Forest" --store :memory: --now "$now" 2>&1 || true)
check "suggest: several regions" "Siri: Multiple locations match National Forest. Did you mean one of these locations?" "$out"
out=$(printf 'hiking\ncontinue\nlog in\n{"reply":"choice","index":2}\n' | "$bin" run SuggestTrails --json --store :memory: --now "$now" 2>&1 || true)
check "suggest in JSON: continuation" '"confirm":"Continue","decline":"Cancel","event":"prompt","kind":"action"' "$out"
check "suggest in JSON: app opened" '"event":"appOpened","screen":"Trails — Near Me, Favorites, Browse"' "$out"

out=$("$bin" find Trail --where "name contains Falls" --where "trailLength <= 5 km" --sort trailLength)
check "find: falls within 5 km" "$(printf 'McWay Falls Trail\nVernal Falls Trail')" "$out"
out=$("$bin" find "Featured Trail Collection")
check "find: featured collections" "$(printf 'Mavericks\nYosemite\nEl Capitan')" "$out"
run "$bin" find Trail --where "region = Lake Tahoe"
check "find: undeclared property" "Find Trails has no property “region”. Properties: name (contains, =, !=); trailLength (<=, >=)." "$out"
out=$(printf ':find Trail --where "trailLength >= 30 miles"\n' | "$bin" --now "$now")
check ":find in plain mode" "Backbone Trail" "$out"
out=$("$bin" apps)
check "apps lists Find actions" "Find Trails: sirisim find Trail" "$out"
run "$bin" phrases --lint
check "lint clean for every app" "0 errors, 0 warnings" "$out"
mkdir -p "$work/catalog"
cp -R Phrases/Trails "$work/catalog/"
sed -i 's/"Purchase a pass in ${applicationName}"/&,/' "$work/catalog/Trails/AppShortcuts.xcstrings"
run "$bin" phrases --lint --phrases "$work/catalog"
check "a trailing comma in a String Catalog, at file:line:column" "Trails/AppShortcuts.xcstrings:12:54: error: Malformed AppShortcuts.xcstrings file: this ',' is followed by ']'" "$out"
run bash -c "printf 'Buy a Trails day pass\nyes\n' | '$bin' --phrases '$work/catalog' --now $now"
check "the app still loads from its Swift phrases" "Siri: Your trail day pass is active." "$out"
out=$(printf 'Order tomato soup from Soup Chef\n' | "$bin" --app Trails --now "$now")
check "--app narrows the apps" "Siri: I don't know an app called Soup Chef. The only app here is Trails." "$out"

echo "== Book Library (issue 9)"
out=$(printf 'Open Want to Read in Book Library\nShow my currently reading shelf in Library\n' | "$bin" --now "$now")
check "want to read: the shelf and its books" "[Book Library opened: Want to Read — One Hundred Years of Solitude, Sense and Sensibility, Moby-Dick," "$out"
check "alternative name: currently reading" "[Book Library opened: Currently Reading — Dune, Frankenstein, The Left Hand of Darkness]" "$out"
out=$(printf 'Add a book to Book Library\nDarkness\nJoseph Conrad\n' | "$bin" --now "$now")
check "add book asks the title" "Siri: What's the title?" "$out"
check "several darkness books: who wrote it" "Siri: Who wrote the book?" "$out"
check "added and opened" "[Book Library opened: Heart of Darkness by Joseph Conrad]" "$out"
out=$(printf 'Add a book to Book Library\n{"reply":"text","text":"Darkness"}\n{"reply":"text","text":"conrad"}\n' | "$bin" converse --json --now "$now")
check "add book in JSON: the author question" '"parameter":"authorName","parameterTitle":"Author Name"' "$out"
check "add book in JSON: opened" '"event":"appOpened","screen":"Heart of Darkness by Joseph Conrad"' "$out"
out=$(printf 'Add Beloved by Toni Morrison to Book Library, recommended by Sam\n' | "$bin" --now "$now")
check "title and author said in the utterance" "[Book Library opened: Beloved by Toni Morrison]" "$out"
out=$(printf 'Add a book to Book Library\nZzyzx Road Atlas\n' | "$bin" --now "$now")
check "a book the catalog lacks" "Siri: Book Not Found" "$out"
out=$(printf 'Add a book to Book Library\n{"reply":"text","text":"Suite Francaise"}\nBuy a book in Book Library\n{"reply":"text","text":"Fran\\u00e7aise\\u0000"}\n{"reply":"text","text":"1"}\n{"reply":"confirm","value":true}\n' |
  "$bin" converse --json --now "$now" 2>&1 || true)
check "a NUL in a JSON answer never reaches the app (it trapped in Foundation)" '"text":"Thank you for your order!"' "$out"
out=$(printf 'Buy Dune from Book Library\n2\nyes\n' | "$bin" --now "$now")
check "buy asks the count" "Siri: How many? (Count)" "$out"
check "buy previews the order" "Siri: Are you ready to order?" "$out"
check "buy: order button" "[Order]  [Cancel]" "$out"
check "buy: thanks" "Siri: Thank you for your order!" "$out"
check "buy: confirmation snippet" "2 × Dune" "$out"
run "$bin" match --explain "Buy a Soup Chef gift card"
check "match: nothing above the threshold exits 1" "status=1" "status=$status"
check "match --explain: the paraphrase stretched to a slot" "“Buy”        order    paraphrase      100" "$out"
check "match --explain: the nearest phrase" "scores 0.690, under the threshold 0.700." "$out"
lines=$(seq 1 1500 | sed 's/.*/Order & tomato soups from Soup Chef/')
out=$(printf '%s\n' "$lines" | "$bin" match --json |
  python3 -c 'import json, sys; print(" ".join(json.loads(l)["utterance"].split()[1] for l in sys.stdin))')
check "match --json answers a batch on every core, in input order" "$(seq -s ' ' 1 1500)" "$out"

out=$("$bin" match --json --explain "Track my jogingg in Trails")
check "match --json --explain: a why object" '"parts":[{"cost":70,"element":"","kind":"sounds-alike","words":"jogingg"}]' "$out"
out=$(printf 'Order tomato soup from Soup Chef\ncancel\n:why\n' | "$bin" --now "$now")
check ":why in plain mode" "why “Order tomato soup from Soup Chef” (threshold 0.700):" "$out"
out=$(printf ':why Get conditions on Half Dome Trail with Trails\n' | "$bin" converse --json --now "$now")
check ":why in JSON mode" '"event":"notice"' "$out"
check ":why in JSON mode: the slot" '${trail}' "$out"
out=$(printf 'Open Want to Read in Trails\n' | "$bin" --now "$now")
checks=$((checks + 1))
if grep -q "opened" <<<"$out"; then
  echo "FAIL another app's name opened something: a Book Library shelf said to Trails" >&2
  failures=$((failures + 1))
else
  echo "ok   another app's name never opens a Book Library shelf"
fi
check "a Book Library shelf said to Trails: Trails hasn't added support" "Trails hasn't added support for that with Siri." "$out"
out=$("$bin" run AddBook title=Dune --then OpenBook book=@result --now "$now" </dev/null)
check "--then: the added book opens" "[Book Library opened: Dune by Frank Herbert]" "$out"
run "$bin" run BuyBook book=Dune count=1 --then OpenBook book=@result --now "$now"
check "--then: a result of another type is refused" "OpenBook's book takes a Book, but BuyBook returns an Order." "$out"
out=$(printf ':run AddBook title="The Hobbit" --then OpenBook book=@result\n' | "$bin" --now "$now")
check ":run --then in plain mode" "[Book Library opened: The Hobbit by J. R. R. Tolkien]" "$out"
out=$("$bin" find Book --where "title contains Darkness" --sort title)
check "find: darkness by title" "$(printf 'Heart of Darkness\nThe Left Hand of Darkness')" "$out"
out=$("$bin" find Book --where "datePublished < 1850" --sort datePublished --limit 2)
check "find: the two oldest" "$(printf 'Sense and Sensibility\nPride and Prejudice')" "$out"

echo "== CLI conventions (issue 11): --version, did you mean, --locale, help, exit status"
# Checks that the last `run` exited with this status.
check_status() { # name, expected status
  checks=$((checks + 1))
  if [ "$status" -eq "$2" ]; then
    echo "ok   $1"
  else
    echo "FAIL $1: exit status $status, expected $2" >&2
    printf '%s\n' "$out" | sed 's/^/     | /' >&2
    failures=$((failures + 1))
  fi
}
run "$bin" --version
check_status "--version exits 0" 0
checks=$((checks + 1))
if [[ "$out" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
  echo "ok   --version prints the version alone"
else
  echo "FAIL --version prints the version alone: $out" >&2
  failures=$((failures + 1))
fi
run "$bin" mach
check_status "a mistyped subcommand is a usage error" 2
check "a mistyped subcommand: did you mean" "Unknown subcommand 'mach'. Did you mean 'match'?" "$out"
run "$bin" help fnd
check "help for a mistyped subcommand: did you mean" "Unknown subcommand 'fnd'. Did you mean 'find'?" "$out"
run "$bin" rnu OrderSoup
check "two letters swapped: did you mean" "Unknown subcommand 'rnu'. Did you mean 'run'?" "$out"
run "$bin" zzzzzz
check_status "a word that is no subcommand is a usage error" 2
check "a word that is no subcommand: the list" "Subcommands: ui, converse, run," "$out"
run "$bin" match --jsn "Order tomato soup from Soup Chef"
check_status "a mistyped option is a usage error" 2
check "a mistyped option: did you mean" "Unknown option '--jsn'. Did you mean '--json'?" "$out"
run "$bin" run
check_status "a missing argument is a usage error" 2
run "$bin" match --locale xx "Order tomato soup from Soup Chef"
check_status "an unknown --locale is a usage error" 2
check "an unknown --locale lists the shipped locales" "--locale: no phrases for “xx”. Locales: de, en, fr." "$out"
run "$bin" match --locale fr_FR "Commander tomato soup chez Soup Chef"
check_status "--locale fr_FR is French" 0
check "--locale fr_FR reads the French phrases" "via “Commander \${soup} chez \${applicationName}”" "$out"
run "$bin" --help
check "the top-level help lists the default command's options" "Options of the default command (sirisim ui):" "$out"
check "the top-level help: --echo" "--echo/--no-echo" "$out"
check "the top-level help: --version" "--version" "$out"
# Completions, asked as the generated scripts ask (---completion … -- ARGUMENT INDEX CURSOR WORDS).
out=$("$bin" ---completion ui -- --app 3 0 sirisim ui --app '')
check "completion: --app offers the apps" "$(printf 'Soup Chef\nTrails\nBook Library')" "$out"
out=$("$bin" ---completion run -- positional@0 2 2 sirisim run Or)
check "completion: run offers intents" "OrderSoup" "$out"
out=$("$bin" ---completion run -- positional@1 4 0 sirisim run OrderSoup quantity=7 '')
check "completion: run offers the intent's other parameters" "$(printf 'soup=\ntoppings=')" "$out"
out=$("$bin" ---completion run -- positional@1 5 4 sirisim run AddBook title=Dune --then Open)
check "completion: --then offers intents" "OpenBook" "$out"
out=$("$bin" ---completion match -- --locale 3 0 sirisim match --locale '')
check "completion: --locale offers the shipped locales" "$(printf 'de\nen\nfr')" "$out"
run bash -c "printf 'ferry building\norder\n' | '$bin' run OrderSoup soup=tomato --now $now"
check_status "run: an order placed exits 0" 0
run bash -c "printf 'cancel\n' | '$bin' run OrderSoup soup=tomato --now $now"
check_status "run: cancel at a prompt exits 1" 1
run bash -c "printf 'ferry building\nno\n' | '$bin' run OrderSoup soup=tomato --now $now"
check_status "run: a declined order exits 1" 1
run "$bin" run OrderSoup soup=tomato --now "$now" </dev/null
check_status "run: input ending at a prompt exits 1" 1
run "$bin" run NextTrailManeuver --now "$now"
check_status "run: an intent that fails exits 1" 1
# Soup Chef returns "we don't have that many in stock" as its result (Apple's sample returns
# it rather than throwing), so the intent completed.
run bash -c "printf 'yes\n' | '$bin' run OrderSoup quantity=7 soup='Tomato Soup' --now $now"
check "run: out of stock" "we don't have that many in stock." "$out"
check_status "run: out of stock is the intent's result, exit 0" 0
run bash -c "printf 'Order Soup Chef\n' | '$bin' converse --now $now"
check_status "converse: input ending at a prompt still exits 0" 0
# SIGINT (Ctrl-C) to plain mode: 130. A script's background job starts with SIGINT ignored;
# python puts back the default, as a terminal's foreground job has it.
mkfifo "$work/sigint"
python3 -c 'import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.execv(sys.argv[1], sys.argv[1:])' \
  "$bin" converse --now "$now" <"$work/sigint" >"$work/sigint.out" 2>&1 &
pid=$!
exec 3>"$work/sigint"
printf 'Order Soup Chef\n' >&3
for _ in $(seq 100); do
  grep -q "Which soup" "$work/sigint.out" && break
  sleep 0.1
done
kill -INT "$pid"
set +e
wait "$pid"
status=$?
set -e
exec 3>&-
out=$(cat "$work/sigint.out")
check_status "converse: SIGINT at a prompt exits 130" 130

echo "== transcripts (issue 12): record, replay, --update, --json, malformed files"
siri="$work/order.siri"
run bash -c "printf 'Order clam chowder from Soup Chef\n2\nferry\nyes\n' | '$bin' converse --app 'Soup Chef' --now $now --record '$siri'"
check_status "converse --record: exits 0" 0
recorded=$(cat "$siri")
check "record: the header" "# sirisim 1 · apps: Soup Chef · now: $now · locale: en · mode: display" "$recorded"
check "record: the typed lines" "You: ferry" "$recorded"
check "record: Siri's side" "order will be ready in 10 minutes." "$recorded"
plain=$(printf 'Order clam chowder from Soup Chef\n2\nferry\nyes\n' | "$bin" converse --app 'Soup Chef' --now "$now")
checks=$((checks + 1))
if [ "$(tail -n +2 "$siri")" == "$plain" ]; then
  echo "ok   record: the body is what plain mode prints"
else
  echo "FAIL record: the body differs from plain mode's output" >&2
  diff <(tail -n +2 "$siri") <(printf '%s\n' "$plain") >&2 || true
  failures=$((failures + 1))
fi
run "$bin" replay "$siri"
check_status "replay: an unchanged transcript exits 0" 0
check "replay: says it passed" "PASS $siri" "$out"
sed -i 's/ready in 10 minutes/ready in 12 minutes/' "$siri"
run "$bin" replay "$siri"
check_status "replay: a one-word change exits 1" 1
check "replay: the diff's expected line" "-Siri: Your total is \$3.75. Your New England Clam Chowder order will be ready in 12 minutes." "$out"
check "replay: the diff's actual line" "+Siri: Your total is \$3.75. Your New England Clam Chowder order will be ready in 10 minutes." "$out"
check "replay: the hunk's line numbers" "@@ -" "$out"
run "$bin" replay --json "$siri"
check_status "replay --json: a difference exits 1" 1
check "replay --json: one object a file" '"result":"failed"' "$out"
run "$bin" replay --update "$siri"
check_status "replay --update: exits 0" 0
run "$bin" replay "$siri"
check_status "replay: the updated file passes" 0
printf '# sirisim 1 · apps: Soup Chef · now: noon\nYou: hi\n' >"$work/bad.siri"
run "$bin" replay "$work/bad.siri" "$siri"
check_status "replay: a malformed file exits 2" 2
check "replay: file:line:column" "bad.siri:1:38: “now” wants an ISO 8601 time" "$out"
check "replay: the other files still run" "PASS $siri" "$out"
printf '# sirisim 1 · apps: Soup Chef · now: %s\n# only the typed lines\nYou: Order tomato soup from Soup Chef\nYou: Ferry Building\nYou: yes\n' "$now" >"$work/golden.siri"
run "$bin" replay --update "$work/golden.siri"
check_status "replay --update fills in Siri's side" 0
check "replay --update: the order" "Tomato Soup order will be ready" "$(cat "$work/golden.siri")"
check "replay --update: comments kept" "# only the typed lines" "$(cat "$work/golden.siri")"
run bash -c "printf 'Order tomato soup from Soup Chef\nferry\nyes\n:record $work/mid.siri\nOrder soup from Soup Chef\ncancel\n:stop\nquit\n' | '$bin' converse --app 'Soup Chef' --now $now"
check ":record: says where" "Recording to $work/mid.siri, from the start of this session." "$out"
check ":stop: says so" "Recording stopped: $work/mid.siri." "$out"
run "$bin" replay "$work/mid.siri"
check_status ":record mid-session replays" 0
run bash -c "printf '{\"reply\":\"choice\",\"index\":1}\n{\"reply\":\"confirm\",\"value\":true}\n' | '$bin' run OrderSoup soup=clam storeLocation='Ferry Building' --json --now $now --record '$work/run.siri'"
check "run --json --record: the run command" ':run OrderSoup soup=clam storeLocation="Ferry Building"' "$(cat "$work/run.siri")"
run "$bin" replay "$work/run.siri"
check_status "run --record replays" 0
run "$bin" converse --record /nonexistent-folder/x.siri </dev/null
check_status "--record to a folder that isn't there: usage error" 2
check "--record: names the file" "/nonexistent-folder/x.siri: cannot be written" "$out"
run "$bin" converse --record "$work/run.siri" </dev/null
check_status "--record over a file that is there: usage error" 2
check "--record: says to add --force" "is there already. Add --force to replace it" "$out"
run "$bin" converse --record "$work/run.siri" --force </dev/null
check_status "--record --force replaces it" 0
run "$bin" run ordersoup </dev/null
check_status "run with an intent in the wrong case: usage error" 2
check "run: did you mean the intent" "Unknown intent 'ordersoup'. Did you mean 'OrderSoup'?" "$out"
run "$bin" run OrderSoup sop=clam </dev/null
check_status "run with a mistyped parameter: usage error" 2
check "run: did you mean the parameter" "Did you mean 'soup'?" "$out"
run "$bin" find Trail --where name
check_status "find --where without an operator: usage error" 2
check "find: its own usage, not the top level's" "Usage: sirisim find <entity>" "$out"
run "$bin" match --voice-only "order soup"
check_status "match --voice-only (does nothing there): usage error" 2
run "$bin" match "zzzz qqqq"
check_status "match: nothing matches, exits 1" 1
out=$("$bin" apps --app "Book Library")
check "apps: every intent, by type name and title" "OpenCurrentlyReading — " "$out"

echo "== play and casts (issue 12)"
run "$bin" play "$siri" </dev/null
check_status "play without a terminal or --cast: usage error" 2
check "play: says what to do" "play needs a terminal. Record it without one with --cast OUT.cast" "$out"
run "$bin" play --cast "$work/headless.cast" "$siri" </dev/null
check_status "play --cast without a terminal: exits 0" 0
check "play --cast: asciicast v3 header" '{"version": 3, "term": {"cols": 80, "rows": 24' "$(head -1 "$work/headless.cast")"
check "play --cast: curses output events" '"o", "' "$(sed -n 2p "$work/headless.cast")"
check "play --cast: a marker at each turn" '"m", "turn 1: Order clam chowder…"' "$(cat "$work/headless.cast")"
check "play --cast: ends with the exit event" '"x", "0"]' "$(tail -1 "$work/headless.cast")"
run grep -cF '[?1049' "$work/headless.cast"
check_status "play --cast: no alternate screen, so it ends on the last frame" 1
run "$bin" play --cast "$work/headless2.cast" --cast-format v2 "$siri" </dev/null
check_status "play --cast-format v2: exits 0" 0
check "play --cast-format v2: asciicast v2 header" '{"version": 2, "width": 80, "height": 24' "$(head -1 "$work/headless2.cast")"
run "$bin" replay --cast-format v2 "$siri"
check_status "--cast-format without --cast: usage error" 2
check "--cast-format without --cast: says why" "--cast-format needs --cast FILE." "$out"
run "$bin" replay --cast "$work/replay.cast" "$siri"
check_status "replay --cast: exits 0" 0
check "replay --cast: still compares" "PASS $siri" "$out"
check "replay --cast: the order in the recording" "Order Confirmed" "$(cat "$work/replay.cast")"
check "replay --cast: titled with the conversation, not the path" '"title": "Soup Chef: Order clam chowder from Soup Chef"' "$(head -1 "$work/replay.cast")"
run "$bin" replay --help
check "replay --help: --cast-format v2 for asciinema 2.x" "v2 for asciinema 2.x" "$out"
run "$bin" replay --cast "$work/two.cast" "$siri" "$siri"
check_status "replay --cast with two files: usage error" 2
run "$bin" play --cast /nonexistent-folder/a.cast "$siri" </dev/null
check_status "play --cast to a folder that isn't there: usage error" 2
check "play --cast: names the file" "/nonexistent-folder/a.cast: cannot be written" "$out"
run "$bin" play --cast "$work/x.cast" "$work/bad.siri" </dev/null
check_status "play: a malformed transcript exits 2" 2
check "play: file:line:column" "bad.siri:1:38:" "$out"
run "$bin" play --cast "$work/headless.cast" "$siri" </dev/null
check_status "play --cast over a file that is there: usage error" 2
check "play --cast: says --force replaces it" "--cast: “$work/headless.cast” is there already. Add --force" "$out"
run "$bin" play --force --cast "$work/headless.cast" "$siri" </dev/null
check_status "play --force --cast: replaces it" 0
run "$bin" play --force "$siri" </dev/null
check_status "--force without a file to write: usage error" 2
run "$bin" replay --html "$work/page.html" "$siri"
check_status "replay --html: exits 0" 0
check "replay --html: the page holds the recording" "Order Confirmed" "$(cat "$work/page.html")"
check "replay --html: each turn a chapter" '<button data-marker="3">turn 4: yes</button>' "$(cat "$work/page.html")"

echo "== memory: donations, suggestions, Add to Siri, legacy shortcuts (issue 13)"
store="$work/memory.sqlite"
order=$'order tomato soup from soup chef\nferry building\nyes\n'
run "$bin" suggestions --store "$store" --now "$now"
check_status "suggestions of a new store: exits 0" 0
check "suggestions: none yet" "No suggestions yet" "$out"
out=$(printf '%s%s' "$order" "$order" | "$bin" converse --store "$store" --now "$now" 2>&1)
check "two tomato soups ordered" "Your Tomato Soup order will be ready in 10 minutes." "$out"
check "the store is a SQLite file" "SQLite format 3" "$(head -c 15 "$store")"
check "in WAL mode (header bytes 18-19)" "2 2" "$(od -An -tu1 -j18 -N2 "$store" | xargs)"
run "$bin" suggestions --store "$store" --now "$now"
check_status "suggestions: exits 0" 0
check "suggestions: tomato soup first" "1. Order Soup · soup: Tomato Soup" "$out"
check "suggestions: the reason" "You order Tomato Soup around noon · 2 times" "$out"
check "suggestions: how to run it" "sirisim run OrderSoup 'soup=Tomato Soup'" "$out"
run "$bin" suggestions --json --store "$store" --now "$now"
check "suggestions --json: the reason" '"reason":"You order Tomato Soup around noon"' "$out"
run "$bin" suggestions --store "$store" --now 2026-11-21T19:00:00Z
check "suggestions at another hour: the habit is still around noon" "You order Tomato Soup around noon" "$out"
out=$(printf ':suggestions\n:suggestion\nyes\n' | "$bin" converse --store "$store" --now "$now" 2>&1)
check ":suggestions in plain mode" "1. Order Soup · soup: Tomato Soup" "$out"
check ":suggestion runs the top one" "Pick up from Ferry Building" "$out"
# A stray Enter runs nothing: an empty line is no suggestion, and no answer to its confirmation.
out=$(printf '\n:suggestion\n\ncancel\n' | "$bin" converse --store "$store" --now "$now" 2>&1)
check "plain: an empty answer presses no button of the suggestion's confirmation" "Please answer “Order” or “Cancel”." "$out"
check "plain: and the order is not placed" "Siri: Cancelled." "$out"
out=$(printf ':suggestions\n' | "$bin" converse --json --store "$store" --now "$now" 2>&1)
check ":suggestions in JSON mode" '"text":"1. Order Soup · soup: Tomato Soup' "$out"
run "$bin" donations list --store "$store"
check "donations list: the orders" "Soup Chef · Order Soup · soup: Tomato Soup" "$out"
check "donations list: completed" "[completed]" "$out"
run "$bin" donations delete --store "$store"
check_status "donations delete without a filter: usage error" 2
run "$bin" donations delete --intent OrderSoup --store "$store"
check "donations delete --intent" "Deleted 3 donations." "$out"
run "$bin" suggestions --store "$store" --now "$now"
check "no suggestions after deleting the donations" "No suggestions yet" "$out"

run "$bin" shortcuts add "Soup time" OrderSoup soup="Tomato Soup" storeLocation="Ferry Building" --store "$store"
check_status "shortcuts add: exits 0" 0
check "shortcuts add: says what was saved" "Added “Soup time” → OrderSoup 'soup=Tomato Soup' 'storeLocation=Ferry Building' (Soup Chef)." "$out"
out=$(printf 'soup tiem\nyes\n' | "$bin" converse --store "$store" --now "$now" 2>&1)
check "a saved phrase with a typo runs its intent" "→ Soup Chef · Order Soup · soup: Tomato Soup · storeLocation: Ferry Building" "$out"
check "the saved phrase still confirms" "[Order]  [Cancel]" "$out"
check "the saved phrase places the order" "Pick up from Ferry Building" "$out"
run "$bin" shortcuts add "Order Soup Chef" OrderSoup --store "$store"
check_status "a phrase an App Shortcut says: refused" 1
check "refused with the reason" "is already how you start Soup Chef's Order Soup" "$out"
run "$bin" shortcuts add "soup time" OrderSoup --store "$store"
check_status "a phrase saved already: refused" 1
check "refused: too close" "is too close to your shortcut “Soup time”" "$out"
run "$bin" shortcuts add "Lunch" OrderSoup flavor=x --store "$store"
check_status "an unknown parameter: refused" 1
out=$(printf '%s:add-to-siri Chowder o clock\n' "$order" | "$bin" converse --store "$store" --now "$now" 2>&1)
check ":add-to-siri after a run" "Added to Siri: “Chowder o clock” → OrderSoup" "$out"
out=$(printf ':add-to-siri Too soon\n' | "$bin" converse --store "$store" --now "$now" 2>&1)
check ":add-to-siri before any run" "Run something first" "$out"
out=$(printf '%s:add-to-siri Json lunch\n' "$order" | "$bin" converse --json --store "$store" --now "$now" 2>&1)
check ":add-to-siri in JSON mode" '"text":"Added to Siri: “Json lunch”' "$out"
run "$bin" shortcuts rename "Chowder o clock" "Soup o clock" --store "$store"
check "shortcuts rename" "Renamed “Chowder o clock” to “Soup o clock”." "$out"
run "$bin" shortcuts remove "json LUNCH" --store "$store"
check "shortcuts remove ignores case" "Removed “Json lunch”" "$out"
run "$bin" shortcuts list --store "$store"
check "shortcuts list" "“Soup o clock” → OrderSoup" "$out"
run "$bin" shortcuts remove "nothing like it" --store "$store"
check_status "removing a phrase nobody saved: exits 1" 1

legacy=Tests/LegacyShortcutsTests/Fixtures
run "$bin" shortcuts check "$legacy/soup-chef-renamed.json" --store "$store"
check_status "shortcuts check: a parameter that no longer maps exits 1" 1
check "shortcuts check: a renamed parameter at its line" "soup-chef-renamed.json:" "$out"
check "shortcuts check: names the parameter" "soupType" "$out"
run "$bin" shortcuts check "$legacy/soup-chef-legacy.json" --store "$store"
check_status "shortcuts check: a file that maps exits 0" 0
run "$bin" shortcuts import "$legacy/soup-chef-legacy.json" --store "$store"
check_status "shortcuts import: exits 0" 0
check "shortcuts import: the SiriKit shortcut maps onto OrderSoup" "Imported “Clam chowder time” → OrderSoup" "$out"
out=$(printf 'clam chowder time\nyes\n' | "$bin" converse --store "$store" --now "$now" 2>&1)
check "an imported SiriKit shortcut runs" "New England Clam Chowder" "$out"
check "an imported SiriKit shortcut orders" "order will be ready in 10 minutes." "$out"
run "$bin" shortcuts import "$legacy/soup-chef-legacy.json" --store "$store"
check_status "shortcuts import again: exits 0" 0
check "shortcuts import again: already imported" "Already imported “Clam chowder time” → OrderSoup" "$out"
checks=$((checks + 1))
if grep -q "too close\|^Imported" <<<"$out"; then
  echo "FAIL shortcuts import again: imported or refused something" >&2
  failures=$((failures + 1))
else
  echo "ok   shortcuts import again: nothing imported, nothing refused"
fi

# The bundled apps index at launch: a fresh store finds Half Dome, and opens it.
run "$bin" spotlight half dome --store "$work/spotlight/fresh.sqlite"
check "spotlight on a fresh store finds Half Dome" "1. Half Dome Trail — Trails" "$out"
run "$bin" spotlight half dome --open 1 --store "$work/spotlight-open.sqlite" --now "$now"
check_status "spotlight --open 1 opens the trail" 0
check "spotlight --open 1: the trail opens (Half Dome is trail 9)" "[Trails opened: https://example.com/trail/9/details]" "$out"

# Commands that only read never make a store that isn't there.
fresh="$work/fresh/new.sqlite"
for command in "apps" "phrases" "match Order soup from Soup Chef" "find Trail" "donations list" \
  "shortcuts list" "suggestions" "spotlight dune" "shortcuts check $legacy/soup-chef-legacy.json"; do
  read -r -a words <<<"$command"
  run "$bin" "${words[@]}" --store "$fresh"
  checks=$((checks + 1))
  # (spotlight exits 1 when it finds nothing, as it must in an empty store)
  if [ "$status" -le 1 ] && [ ! -e "$fresh" ] && [ ! -e "$work/fresh" ]; then
    echo "ok   $command: no store made"
  else
    echo "FAIL $command: status $status, store made: $(ls "$work/fresh" 2>&1)" >&2
    printf '%s\n' "$out" | sed 's/^/     | /' >&2
    failures=$((failures + 1))
  fi
done

# sirisim reset: asks on a terminal, refuses without one unless --yes, says what it removed.
run bash -c "'$bin' reset --store '$store' </dev/null"
check_status "reset with no terminal and no --yes: exits 2" 2
check "reset says to add --yes" "add --yes to reset everything (donations, shortcuts, apps' data) in $store" "$out"
run "$bin" reset --app "Soup Chf" --yes --store "$store"
check_status "reset of an unknown app: exits 2" 2
check "reset: did you mean" "No app named “Soup Chf” in sirisim. Did you mean “Soup Chef”?" "$out"
run "$bin" reset --shortcuts --app "Soup Chef" --yes --store "$store"
check_status "reset --shortcuts --app: exits 0" 0
check "reset --shortcuts --app: counts" "Removed 3 shortcuts from $store." "$out"
run "$bin" shortcuts list --store "$store"
check "reset --shortcuts --app: none left" "No shortcuts" "$out"
run "$bin" reset -y --store "$store"
check "reset everything: counts" "0 shortcuts, " "$out"
check "reset everything: says where" "Spotlight items from $store." "$out"
run "$bin" donations list --store "$store"
check "reset everything: no donations" "No donations." "$out"
run "$bin" reset --yes --store "$work/none/x.sqlite"
check "reset of a store that isn't there" "Nothing to reset: there is no store at $work/none/x.sqlite." "$out"
checks=$((checks + 1))
if [ -e "$work/none" ]; then
  echo "FAIL reset made a store" >&2
  failures=$((failures + 1))
else
  echo "ok   reset made no store"
fi

# Trails' Log Out: a login remembered in the store, then "Log out of Trails".
trails_store="$work/trails.sqlite"
printf 'continue\nlog in\n' | "$bin" run SuggestTrails activity=hiking location=Yosemite \
  --store "$trails_store" --now "$now" >/dev/null 2>&1 || true
out=$(printf 'Log out of Trails\nLog out of Trails\n' | "$bin" converse --store "$trails_store" --now "$now" 2>&1)
check "log out: matched" "→ Trails · Log Out" "$out"
check "log out: logged out" "Siri: You're logged out." "$out"
check "log out again: not logged in" "Siri: You aren't logged in." "$out"
out=$(printf 'cancel\n' | "$bin" run SuggestTrails activity=hiking location=Yosemite --store "$trails_store" --now "$now" 2>&1 || true)
check "after log out, suggest asks to log in" "Siri: You aren't logged in. Tap the Continue button" "$out"

printf 'not a database\n' >"$work/text.sqlite"
run "$bin" suggestions --store "$work/text.sqlite"
check_status "a store that isn't SQLite: exits 1" 1
check "names the file and what to do" "text.sqlite is not a SiriSim store (not a SQLite database). SiriSim leaves it untouched" "$out"
check "the file is untouched" "not a database" "$(cat "$work/text.sqlite")"
out=$(printf '%s' "$order" | "$bin" converse --store "$work/text.sqlite" --now "$now" 2>&1)
check "a conversation goes on without memory" "This session remembers nothing." "$out"
check "and still orders" "order will be ready" "$out"

shared="$work/shared.sqlite"
(printf '%s%s%s' "$order" "$order" "$order" | "$bin" converse --store "$shared" --now "$now" >/dev/null 2>&1) &
first=$!
(printf '%s%s%s' "$order" "$order" "$order" | "$bin" converse --store "$shared" --now "$now" >/dev/null 2>&1) &
second=$!
wait "$first" "$second"
run "$bin" donations list --store "$shared"
check "two processes on one store: six donations" "6" "$(grep -c 'Order Soup' <<<"$out")"

killed="$work/killed.sqlite"
fifo="$work/orders.fifo"
mkfifo "$fifo"
"$bin" converse --store "$killed" --now "$now" <"$fifo" >"$work/killed.out" 2>&1 &
victim=$!
exec 9>"$fifo"
for _ in $(seq 1 40); do printf '%s' "$order" >&9; done
for _ in $(seq 1 100); do
  [ "$(grep -c 'order will be ready' "$work/killed.out" || true)" -ge 3 ] && break
  sleep 0.1
done
kill -9 "$victim"
wait "$victim" 2>/dev/null || true
exec 9>&-
seen=$(grep -c 'order will be ready' "$work/killed.out" || true)
run "$bin" donations list --store "$killed"
check_status "after kill -9 the store opens" 0
kept=$(grep -c 'Order Soup' <<<"$out" || true)
checks=$((checks + 1))
if [ "$seen" -ge 3 ] && [ "$kept" -ge $((seen - 1)) ]; then
  echo "ok   kill -9 after $seen orders: $kept donations kept"
else
  echo "FAIL kill -9: $seen orders seen, $kept donations kept" >&2
  failures=$((failures + 1))
fi

rm -rf "$data_home"
echo "e2e: $((checks - failures)) passed, $failures failed"
[ "$failures" -eq 0 ]

#!/usr/bin/env bash
# `sirisim adopt` end to end, on an app folder this script writes: two App Intents files that use
# an app type they don't define (HabitStore), beside an app file that doesn't import App Intents.
# Checks the package links the app's files (never copies), learns the stand-ins from the
# compiler, builds once they are filled (as a developer would fill them), and answers a phrase;
# and that a build failure stand-ins don't answer is named at the app's path. Shares the root's
# build folder, so SiriSim is built once. What needs no build (the package's files and links, bad
# input) is in swift test: Tests/SiriSimCLITests/AdoptCommandTests.swift; what adopt learns from
# each kind of compiler error, in Tests/AdoptTests.
#
# Usage: .ci/adopt-e2e.sh [path/to/sirisim] (default .build/debug/sirisim). Four swift builds of
# the small app once SiriSim is built.
set -euo pipefail
cd "$(dirname "$0")/.."

sirisim=$(realpath "${1:-.build/debug/sirisim}")
scratch=$PWD/.build
work=$(mktemp -d)
export LANG=C.UTF-8 LC_ALL=C.UTF-8
failures=0
checks=0
trap 'rm -rf "$work"' EXIT

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
check_status() { # name expected actual
  checks=$((checks + 1))
  if [ "$2" = "$3" ]; then pass "$1"; else fail "$1: exit status $3, expected $2"; fi
}

app="$work/Habits"
mkdir -p "$app/Habits/Intents" "$app/Habits/Views"
cat >"$app/Habits/Intents/LogHabit.swift" <<'SWIFT'
import AppIntents

struct LogHabit: AppIntent {
  static let title: LocalizedStringResource = "Log a Habit"

  @Parameter(title: "Habit", requestValueDialog: "Which habit?")
  var habit: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let count = HabitStore.shared.log(habit)
    return .result(dialog: "Logged \(habit): \(count) today.")
  }
}
SWIFT
cat >"$app/Habits/Intents/HabitsShortcuts.swift" <<'SWIFT'
import AppIntents
import SwiftUI

struct HabitsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: LogHabit(), phrases: ["Log a habit in \(.applicationName)"],
      shortTitle: "Log a Habit", systemImageName: "checkmark")
  }
}
SWIFT
cat >"$app/Habits/Views/HabitsApp.swift" <<'SWIFT'
import SwiftUI

@main
struct HabitsApp: App {
  var body: some Scene { WindowGroup { Text("Habits") } }
}
SWIFT

echo "== adopt: the package, the links, the stand-ins learned from the compiler"
start=$SECONDS
set +e
out=$(cd "$work" && "$sirisim" adopt Habits --scratch-path "$scratch" 2>&1)
status=$?
set -e
check_status "adopt exits 0 when it wrote stand-ins to fill" 0 "$status"
check "it links the App Intents files only" "linked 2 App Intents files of $app in Sources/Habits/App" "$out"
check "a stand-in module for SwiftUI" "wrote Sources/SwiftUI/SwiftUI.swift" "$out"
check "and for AppIntents" "wrote Sources/AppIntents/AppIntents.swift" "$out"
check "it says what to fill" "wrote Sources/Habits/SiriSim/StandIns.swift: 1 stand-in, 1 to fill." "$out"
package="$work/HabitsSiri"
link="$package/Sources/Habits/App/Habits/Intents/LogHabit.swift"
checks=$((checks + 1))
if [ -L "$link" ] && [ "$(readlink "$link")" = "$app/Habits/Intents/LogHabit.swift" ]; then
  pass "the app's file is linked, not copied"
else fail "$link is not a link to the app's file"; fi
checks=$((checks + 1))
if [ ! -e "$package/Sources/Habits/App/Habits/Views/HabitsApp.swift" ]; then
  pass "a file without import AppIntents is left out"
else fail "HabitsApp.swift was linked"; fi
standins="$package/Sources/Habits/SiriSim/StandIns.swift"
out=$(cat "$standins")
check "the missing type is a stand-in" "struct HabitStore: Hashable, Codable, Sendable {" "$out"
check "its shared instance" "  static let shared = Self()" "$out"
check "the method the intent calls, its argument to fill" "  func log(_ value1: <#Type#>) -> <#Result#> { <#value#> }" "$out"
check "where it is first used" "// First used at Habits/Intents/LogHabit.swift:10." "$out"

echo "== filled by hand, the package builds and answers its phrase"
sed -i 's/func log(_ value1: <#Type#>) -> <#Result#> { <#value#> }/func log(_ habit: String) -> Int { 1 }/' "$standins"
swift build --package-path "$package" --scratch-path "$scratch" 2>&1 | tail -1
out=$(printf '%s\n' "Log a habit in Habits" "Stretch" | "$scratch/debug/habits-siri" --store :memory: 2>&1)
check "the app's phrase runs its intent" "  → Habits · Log a Habit" "$out"
check "which asks and answers" "Siri: Logged Stretch: 1 today." "$out"
out=$("$scratch/debug/habits-siri" run LogHabit habit=Read --store :memory: 2>&1)
check "every intent of the app's files runs by name" "Siri: Logged Read: 1 today." "$out"
echo "   (adopt, fill, build and a conversation: $((SECONDS - start)) s)"

echo "== a build failure stand-ins don't answer"
broken="$work/Broken"
mkdir -p "$broken"
cat >"$broken/Count.swift" <<'SWIFT'
import AppIntents

struct Count: AppIntent {
  static let title: LocalizedStringResource = "Count"
  func perform() async throws -> some IntentResult {
    let number: Int = "three"
    _ = number
    return .result()
  }
}
SWIFT
set +e
out=$(cd "$work" && "$sirisim" adopt Broken --scratch-path "$scratch" 2>&1)
status=$?
set -e
check_status "a build failure that stand-ins don't answer exits 1" 1 "$status"
check "and names it" "Broken doesn't build, and not for want of stand-ins:" "$out"
check "with the app's path of the error" "Count.swift:6:23: cannot convert value of type 'String' to specified type 'Int'" "$out"
checks=$((checks + 1))
if grep -q "BrokenApp.swift:" <<<"$out"; then fail "the generated files have errors too"; else
  pass "an app with no App Shortcuts provider gets one with no shortcuts"
fi

echo "adopt e2e: $((checks - failures)) passed, $failures failed ($((SECONDS)) s)"
[ "$failures" -eq 0 ]

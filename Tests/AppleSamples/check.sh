#!/usr/bin/env bash
# Compiles Apple's App Intents sample code against OpenAppIntents with only the imports swapped:
# the proof that code written for iOS builds on SiriSim unchanged.
#
# Usage: Tests/AppleSamples/check.sh trails SAMPLE_DIR
#   SAMPLE_DIR  the folder of Apple's "Accelerating app interactions with App Intents" sample that
#               holds "App Intents/" and "Views/" (AppIntentsSampleApp), e.g. from
#               github.com/mihaelamj/cupertino-sample-code,
#               appintents-acceleratingappinteractionswithappintents/AppIntentsSampleApp
#
# Apple's files are copied (never into the repository) to .build-apple/APP/Sources/App, where
#   import AppIntents  → import OpenAppIntents
#   import SwiftUI     → import OpenAppIntents   (views are OpenAppIntents' text views)
#   import OSLog, import CoreLocation → dropped  (Tests/AppleSamples/<App>/Support.swift has Logger)
#   import Foundation  → also import OpenAppIntents, in files that do not import AppIntents
#                        (Darwin's Foundation declares LocalizedStringResource; here
#                        OpenAppIntents does, with the Foundation API Linux lacks)
# and compiled in Swift 6 mode with the snippet view they show (Apple's too) and the port's own
# model (Sources/<App>/Model), which stands in for the app code the intents call. Files that need
# a framework other than App Intents and Foundation (CoreTransferable, UIKit) are listed and left
# out. Exits non-zero when a
# file fails; prints each file's verdict.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
app=${1:?usage: Tests/AppleSamples/check.sh trails SAMPLE_DIR}
sample=${2:?usage: Tests/AppleSamples/check.sh trails SAMPLE_DIR}

case $app in
  trails)
    intents="$sample/App Intents"
    # The snippet view the intents show: Apple's SwiftUI, which OpenAppIntents draws as text.
    views=("$sample/Views/TrailInfoView.swift")
    ours=(Sources/Trails/Model)
    support=Tests/AppleSamples/Trails
    ;;
  *)
    echo "unknown app '$app'; one of: trails" >&2
    exit 2
    ;;
esac
[ -d "$intents" ] || { echo "no folder '$intents'" >&2; exit 2; }

work="$root/.build-apple/$app"
rm -rf "$work/Sources"
mkdir -p "$work/Sources/App"
cat >"$work/Package.swift" <<PACKAGE
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "AppleSampleCheck",
  dependencies: [.package(path: "$root")],
  targets: [
    .target(
      name: "App",
      dependencies: [
        .product(name: "OpenAppIntents", package: "$(basename "$root" | tr 'A-Z' 'a-z')"),
        // The port's model (below) keeps its data and clock through SiriSim's app support;
        // Apple's files see only OpenAppIntents.
        .product(name: "SiriSimApp", package: "$(basename "$root" | tr 'A-Z' 'a-z')"),
      ],
      path: "Sources/App")
  ]
)
PACKAGE

apple=()
skipped=()
while IFS= read -r -d '' file; do
  name=$(basename "$file")
  if grep -qE '^import (CoreTransferable|UIKit|HealthKit|CoreSpotlight)' "$file"; then
    skipped+=("$name ($(grep -oE '^import (CoreTransferable|UIKit|HealthKit|CoreSpotlight)' "$file" |
      sed 's/import //' | paste -sd, -))")
    continue
  fi
  foundation=()
  grep -qE '^(@preconcurrency )?import AppIntents$' "$file" ||
    foundation=(-e 's/^import Foundation$/import Foundation\nimport OpenAppIntents/')
  sed -E -e 's/^(@preconcurrency )?import AppIntents$/\1import OpenAppIntents/' \
    -e 's/^import SwiftUI$/import OpenAppIntents/' \
    -e '/^import (OSLog|CoreLocation)$/d' "${foundation[@]}" "$file" >"$work/Sources/App/Apple-$name"
  apple+=("$name")
done < <(find "$intents" -name '*.swift' -print0 | sort -z; printf '%s\0' "${views[@]}")

for folder in "${ours[@]}"; do
  # One module here, so the port's `public` (its module boundary) goes.
  for file in "$root/$folder"/*.swift; do
    sed -E 's/(^|[^[:alnum:]_])public /\1/g' "$file" >"$work/Sources/App/Port-$(basename "$file")"
  done
done
cp "$root/$support/"*.swift "$work/Sources/App/"

echo "== compiling ${#apple[@]} of Apple's files against OpenAppIntents" >&2
set +e
(cd "$work" && swift build --scratch-path "$work/.build" 2>&1) >"$work/build.log"
status=$?
set -e
failed=0
for name in "${apple[@]}"; do
  # Errors inside a macro expansion are reported at the macro's use, in a note under the error.
  count=$(grep -E -A3 ': error' "$work/build.log" | grep -cE "Apple-$name:[0-9]+:[0-9]+: (error|note: in expansion)" || true)
  if [ "$count" -eq 0 ]; then
    echo "ok      $name"
  else
    echo "FAILED  $name ($count errors)"
    failed=$((failed + 1))
  fi
done
for entry in "${skipped[@]}"; do echo "skipped $entry"; done
other=$(grep -E ': error' "$work/build.log" | grep -vc "Apple-" || true)
if [ "$status" -ne 0 ] || [ "$failed" -ne 0 ]; then
  grep -E ': error' "$work/build.log" | sed "s|$work/Sources/App/||" | sort -u | head -60 >&2
  echo "$failed of ${#apple[@]} Apple files failed ($other errors elsewhere); log: $work/build.log" >&2
  exit 1
fi
echo "all ${#apple[@]} Apple files compile (${#skipped[@]} left out)"

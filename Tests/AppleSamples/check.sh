#!/usr/bin/env bash
# Compiles Apple's App Intents sample code against OpenAppIntents with only the imports swapped:
# the proof that code written for iOS builds on SiriSim unchanged.
#
# Usage: Tests/AppleSamples/check.sh trails|schemas|travel SAMPLE_DIR
#   SAMPLE_DIR  the folder of one of Apple's samples, e.g. from
#               github.com/mihaelamj/cupertino-sample-code:
#     trails   "Accelerating app interactions with App Intents" (iOS 17, with iOS 18.1's
#              Spotlight indexing), the folder that holds "App Intents/", "Model/" and "Views/":
#              appintents-acceleratingappinteractionswithappintents/AppIntentsSampleApp
#     schemas  "Making your app's functionality available to Siri" (iOS 18.4, assistant schemas,
#              a photos app), the folder that holds "AppIntents/", "Model/" and "Managers/":
#              appintents-making-your-app-s-functionality-available-to-siri/
#              AssistantSchemasExample
#     travel   "Adopting App Intents to support system experiences" (iOS 26, landmarks), the
#              folder that holds "AppIntents/", "Model/" and "Utilities/":
#              appintents-adopting-app-intents-to-support-system-experiences/
#              AppIntentsTravelTracking/AppIntentsTravelTracking
#
# Apple's files are copied (never into the repository) to .build-apple/APP/Sources/App, where
#   import AppIntents  → import OpenAppIntents
#   import SwiftUI     → import OpenAppIntents   (views are OpenAppIntents' text views)
#   import Foundation  → also import OpenAppIntents, in files that do not import AppIntents
#                        (Darwin's Foundation declares LocalizedStringResource; here
#                        OpenAppIntents does, with the Foundation API Linux lacks)
#   import OSLog       → dropped  (the sample's support files have Logger)
# For trails,
#   import CoreLocation → dropped
#   import CoreSpotlight → kept: the stub module Trails/Modules/CoreSpotlight (below) re-exports
#                        OpenAppIntents, whose CSSearchableIndex, CSSearchableItem and
#                        CSSearchableItemAttributeSet are Core Spotlight's, so
#                        `#if canImport(CoreSpotlight)` holds and the code in it is compiled
# and files that need a framework other than App Intents, Core Spotlight and Foundation
# (CoreTransferable, UIKit, HealthKit) are listed and left out. For schemas and travel, every
# file compiles, with
#   import CoreSpotlight → import OpenAppIntents  (CSSearchableIndex, CSSearchableItemAttributeSet
#                        and CSCustomAttributeKey are OpenAppIntents' own)
#   import CoreLocation, Photos, MapKit, GeoToolbox, PDFKit, VideoToolbox, UIKit,
#   VisualIntelligence → import Foundation  (which each re-exports on Darwin), unless the
#                        sample has a stub module of that name (below). CoreLocation's
#                        CLLocation, CLLocationCoordinate2D and CLPlacemark are OpenAppIntents'
#                        own; what else the sample uses of these frameworks (PHAsset, MKMapItem,
#                        PlaceDescriptor, ...) is stubbed in its support files
#   import CoreTransferable, import UniformTypeIdentifiers → kept: SiriSim's modules of those
#                        names re-export OpenAppIntents, whose Transferable, the
#                        representations and UTType are theirs
#   import SwiftUI, import Foundation → also import Observation  (Darwin's SDK makes
#                        `@Observable` visible through them)
#   #if os(iOS)        → #if os(Linux) || os(iOS)  (SiriSim stands in for iOS, so the iOS code is
#                        compiled rather than left out)
# and the sample's string catalogs (Resources/*.xcstrings but Localizable) become the symbols
# Xcode generates for them (STRING_CATALOG_GENERATE_SYMBOLS), such as `.LandmarkData.alpsName`.
#
# They are compiled in Swift 6 mode in one target with the snippet views they show (Apple's too),
# the app's model and the sample's support files (Tests/AppleSamples/<App>/*.swift), which stub
# the SwiftUI and other frameworks the sample uses that are not App Intents. The model is the
# port's own for trails (Sources/Trails/Model), Apple's files for schemas (Model/, Managers/,
# Extensions/) and travel (Model/, Utilities/), converted as above; Apple's files outside the
# App Intents folder get no verdict, but for the snippet views and trails'
# Model/TrailDataManager+Spotlight.swift (its Spotlight indexing, App Intents' IndexedEntity).
# A support folder's Modules/NAME becomes a target NAME the app depends on (so `import UIKit`,
# `import CoreSpotlight` and `#if canImport(VisualIntelligence)` find it), Macros/NAME a macro
# target (SwiftUI's #Preview). Exits non-zero when a file fails; prints each file's verdict.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
usage="usage: Tests/AppleSamples/check.sh trails|schemas|travel SAMPLE_DIR"
app=${1:?$usage}
sample=${2:?$usage}

# Apple's files besides the App Intents folder that are compiled without a verdict.
model=()
# Apple's files besides the App Intents folder that get a verdict as its files do.
verdict=()
# The port's own folders standing in for the app's model.
ours=()
# Files importing these frameworks are left out.
skip=''
# Imports dropped.
drop='OSLog'
# Whether CoreSpotlight, the other frameworks, Observation and os(iOS) are mapped.
mapped=true
# The frameworks whose imports become `import Foundation`.
frameworks='CoreLocation|Photos|MapKit|GeoToolbox|PDFKit|VideoToolbox|UIKit'
frameworks+='|VisualIntelligence'
case $app in
  trails)
    intents="$sample/App Intents"
    # The snippet view the intents show: Apple's SwiftUI, which OpenAppIntents draws as text;
    # and the model's Spotlight indexing (IndexedEntity, CSSearchableItem), which is App Intents.
    verdict=("$sample/Views/TrailInfoView.swift"
      "$sample/Model/TrailDataManager+Spotlight.swift")
    ours=(Sources/Trails/Model)
    support=Tests/AppleSamples/Trails
    skip='CoreTransferable|UIKit|HealthKit'
    drop='OSLog|CoreLocation'
    mapped=false
    ;;
  schemas)
    intents="$sample/AppIntents"
    model=("$sample/Model/"*.swift "$sample/Managers/"*.swift "$sample/Extensions/"*.swift)
    support=Tests/AppleSamples/Schemas
    ;;
  travel)
    # Its snippet views are in AppIntents/ (Views/, FindTickets/).
    intents="$sample/AppIntents"
    model=("$sample/Model/"*.swift "$sample/Utilities/"*.swift)
    support=Tests/AppleSamples/TravelTracking
    ;;
  *)
    echo "unknown app '$app'; one of: trails, schemas, travel" >&2
    exit 2
    ;;
esac
[ -d "$intents" ] || { echo "no folder '$intents'" >&2; exit 2; }
for file in "${model[@]}" "${verdict[@]}"; do
  [ -f "$file" ] || { echo "no file '$file'" >&2; exit 2; }
done

work="$root/.build-apple/$app"
rm -rf "$work/Sources"
mkdir -p "$work/Sources/App"

# The sample's stub modules and macros.
modules=()
macros=()
for folder in "$root/$support"/Modules/*/ "$root/$support"/Macros/*/; do
  [ -d "$folder" ] || continue
  name=$(basename "$folder")
  case $folder in
    */Modules/*) modules+=("$name") ;;
    *) macros+=("$name") ;;
  esac
  mkdir -p "$work/Sources/$name"
  cp "$folder"*.swift "$work/Sources/$name/"
done
package=$(basename "$root" | tr 'A-Z' 'a-z')
# The toolchain's swift-syntax, as the root package's macros link it.
host=${SIRISIM_SWIFT_HOST_LIBRARIES:-$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")/lib/swift/host}
targets=''
deps=''
for name in "${modules[@]}"; do
  targets+="
    .target(
      name: \"$name\",
      dependencies: [.product(name: \"OpenAppIntents\", package: \"$package\")],
      path: \"Sources/$name\"),"
  deps+="
        \"$name\","
done
for name in "${macros[@]}"; do
  targets+="
    .macro(
      name: \"$name\", path: \"Sources/$name\",
      swiftSettings: [.unsafeFlags([\"-I\", \"$host\"])],
      linkerSettings: [
        .unsafeFlags([
          \"-L\", \"$host\", \"-Xlinker\", \"-rpath\", \"-Xlinker\", \"$host\",
          \"-lSwiftSyntax\", \"-lSwiftSyntaxMacros\", \"-lSwiftCompilerPluginMessageHandling\",
        ])
      ]),"
  deps+="
        \"$name\","
done
cat >"$work/Package.swift" <<PACKAGE
// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "AppleSampleCheck",
  dependencies: [.package(path: "$root")],
  targets: [$targets
    .target(
      name: "App",
      dependencies: [$deps
        .product(name: "OpenAppIntents", package: "$package"),
        // SiriSim's modules for import CoreTransferable and import UniformTypeIdentifiers.
        .product(name: "CoreTransferable", package: "$package"),
        .product(name: "UniformTypeIdentifiers", package: "$package"),
        // The port's model (below) keeps its data and clock through SiriSim's app support;
        // Apple's files see only OpenAppIntents.
        .product(name: "SiriSimApp", package: "$package"),
      ],
      path: "Sources/App")
  ]
)
PACKAGE

# Copies one of Apple's files to $2 with its imports swapped.
convert() {
  local file=$1 out=$2
  local foundation='import Foundation' swiftui='import OpenAppIntents' edits=() name
  grep -qE '^(@preconcurrency )?import AppIntents$' "$file" || foundation+='\nimport OpenAppIntents'
  if $mapped; then
    foundation+='\nimport Observation'
    swiftui+='\nimport Observation'
    local stubbed=$frameworks
    for name in "${modules[@]}"; do
      stubbed=$(printf '%s' "$stubbed" | tr '|' '\n' | grep -vx "$name" | paste -sd'|' - || true)
    done
    edits+=(
      -e 's/^import CoreSpotlight$/import OpenAppIntents/'
      -e "s/^import ($stubbed)\$/import Foundation/"
      -e 's/^([[:space:]]*#(if|elseif)) os\(iOS\)/\1 os(Linux) || os(iOS)/'
    )
  fi
  sed -E -e 's/^(@preconcurrency )?import AppIntents$/\1import OpenAppIntents/' \
    -e "s/^import SwiftUI\$/$swiftui/" "${edits[@]}" -e "s/^import Foundation\$/$foundation/" \
    -e "/^import ($drop)\$/d" "$file" >"$out"
}

apple=()
skipped=()
while IFS= read -r -d '' file; do
  name=$(basename "$file")
  if [ -n "$skip" ] && grep -qE "^import ($skip)" "$file"; then
    skipped+=("$name ($(grep -oE "^import ($skip)" "$file" | sed 's/import //' | paste -sd, -))")
    continue
  fi
  if [ -e "$work/Sources/App/Apple-$name" ]; then
    echo "two of Apple's files are named '$name'" >&2
    exit 2
  fi
  convert "$file" "$work/Sources/App/Apple-$name"
  apple+=("$name")
done < <(
  find "$intents" -name '*.swift' -print0 | sort -z
  [ ${#verdict[@]} -eq 0 ] || printf '%s\0' "${verdict[@]}"
)

for file in "${model[@]}"; do
  convert "$file" "$work/Sources/App/Sample-$(basename "$file")"
done
for folder in "${ours[@]}"; do
  # One module here, so the port's `public` (its module boundary) goes.
  for file in "$root/$folder"/*.swift; do
    # Where Apple's own file of that name gets a verdict, it stands in for the port's.
    for given in "${verdict[@]}"; do
      [ "$(basename "$given")" != "$(basename "$file")" ] || continue 2
    done
    sed -E 's/(^|[^[:alnum:]_])public /\1/g' "$file" >"$work/Sources/App/Port-$(basename "$file")"
  done
done
# Xcode's string catalog symbols (STRING_CATALOG_GENERATE_SYMBOLS): each key of a table but
# Localizable, such as LandmarkData's SAHARA_DESERT_NAME, as `.LandmarkData.saharaDesertName`.
if $mapped; then
  while IFS= read -r -d '' catalog; do
    table=$(basename "$catalog" .xcstrings)
    [ "$table" != Localizable ] || continue
    {
      echo "import OpenAppIntents"
      echo
      echo "extension LocalizedStringResource {"
      echo "  enum $table {"
      grep -oE '^    "[^"]+" : \{' "$catalog" | sed -E 's/^    "([^"]+)".*/\1/' |
        while IFS= read -r key; do
          symbol=$(printf '%s' "$key" | LC_ALL=C.UTF-8 sed -E 's/.*/\L&/; s/_(.)/\u\1/g; s/^[0-9]/_&/')
          echo "    static var $symbol: LocalizedStringResource {"
          echo "      LocalizedStringResource(\"$key\", table: \"$table\")"
          echo "    }"
        done
      echo "  }"
      echo "}"
    } >"$work/Sources/App/Symbols-$table.swift"
  done < <(find "$sample" -name '*.xcstrings' -print0 | sort -z)
fi
cp "$root/$support/"*.swift "$work/Sources/App/"

echo "== compiling ${#apple[@]} of Apple's files against OpenAppIntents" >&2
set +e
(cd "$work" && swift build --scratch-path "$work/.build" 2>&1) >"$work/build.log"
status=$?
set -e
failed=0
for name in "${apple[@]}"; do
  # Errors inside a macro expansion are reported at the macro's use, in a note under the error.
  pattern=$(printf '%s' "Apple-$name" | sed -E 's/[]+*?^$(){}|.[\\]/\\&/g')
  # The log repeats each diagnostic (once per file of the batch), so each is counted once.
  count=$({ grep -E -A3 ': error' "$work/build.log" || true; } |
    { grep -E "$pattern:[0-9]+:[0-9]+: (error|note: in expansion)" || true; } | sort -u | wc -l)
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

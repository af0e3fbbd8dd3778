#!/usr/bin/env bash
# Compiles real apps' App Intents files against OpenAppIntents, unchanged (not even their
# imports), and prints per file whether it compiles and which App Intents API it lacks.
#
# Usage: Tests/RealApps/check.sh APP_FOLDER[:STAND_INS] ...
#   APP_FOLDER  a folder of one app's source; every .swift file under it that imports AppIntents
#               is checked (others are left out). It stays where it is: the files are linked,
#               never copied, and nothing of it enters this repository.
#   STAND_INS   a Swift file declaring the app's own types those files use, such as the
#               StandIns.swift `sirisim adopt APP_FOLDER` writes (its `<#placeholders#>` may stay:
#               their errors are the stand-ins', not the app's).
#
# All apps are targets of ONE package (.build-realapps/Package.swift) that shares this checkout's
# build folder (SIRISIM_SCRATCH, default .build), so SiriSim is built once. Each app's target
# sees, for every module its files import that Linux lacks, a module of that name re-exporting
# OpenAppIntents (AppIntents too), as `sirisim adopt` makes them; SiriSim's CoreTransferable and
# UniformTypeIdentifiers are used as they are. Apps compile in the Swift 5 language mode, as
# most iOS apps' code is written. Tests/RealApps/classify.py reads each app's log and names what
# each failing file lacks; the App Intents API errors of all apps, sorted by count, are printed
# at the end and written to .build-realapps/api-errors.tsv. Exits 1 when a file fails.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -gt 0 ] || { echo "usage: Tests/RealApps/check.sh APP_FOLDER[:STAND_INS] ..." >&2; exit 2; }
scratch=${SIRISIM_SCRATCH:-$root/.build}
work="$root/.build-realapps"
rm -rf "$work/Sources"
mkdir -p "$work/Sources"
: >"$work/api-errors.tsv"
package=$(basename "$root" | tr 'A-Z' 'a-z')
linux='Foundation|FoundationEssentials|FoundationInternationalization|FoundationNetworking|FoundationXML|Dispatch|Observation|Synchronization|RegexBuilder|Swift|_Concurrency|_StringProcessing|Distributed|Glibc'
sirisim_modules='CoreTransferable|UniformTypeIdentifiers'
dependency_modules='GRDB|ArgumentParser|Collections|DequeModule|OrderedCollections|HeapModule|BitCollections|HashTreeCollections|RopeModule|SwiftSyntax'

# The modules a file imports (first component), one a line.
imports() {
  sed -nE 's/^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+((struct|class|enum|protocol|typealias|func|var|let)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*/\4/p' "$1"
}

declare -A modules=() submodules=()
apps=()
targets=''
for argument in "$@"; do
  folder=${argument%%:*}
  standins=''
  [ "$folder" = "$argument" ] || standins=${argument#*:}
  [ -d "$folder" ] || { echo "no folder '$folder'" >&2; exit 2; }
  [ -z "$standins" ] || [ -f "$standins" ] || { echo "no file '$standins'" >&2; exit 2; }
  folder=$(cd "$folder" && pwd)
  app=$(basename "$folder" | tr -cd 'A-Za-z0-9')
  target="App$app"
  mkdir -p "$work/Sources/$target/App"
  : >"$work/$target.files"
  deps=''
  declare -A seen=()
  while IFS= read -r -d '' file; do
    grep -qE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+AppIntents([[:space:]]|$)' "$file" || continue
    relative=${file#"$folder/"}
    # An entry point (the app, a widget bundle) is left out, as `sirisim adopt` leaves it out.
    if grep -qE '^[[:space:]]*@main([[:space:]]|$)' "$file"; then
      echo "left out $app: $relative (@main)" >&2
      continue
    fi
    # One object file per name in a target: a file's link is named by its whole path.
    link="$work/Sources/$target/App/$(printf '%s' "$relative" | sed 's|/|-|g')"
    ln -s "$file" "$link"
    printf '%s\n' "$relative" >>"$work/$target.files"
    for module in $(imports "$file"); do
      [[ $module =~ ^($linux)$ ]] && continue
      seen[$module]=1
    done
    while read -r sub; do
      [ -n "$sub" ] && submodules[${sub%%.*}]+=" ${sub#*.}"
    done < <(sed -nE 's/^[[:space:]]*import[[:space:]]+([A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*)[[:space:]]*$/\1/p' "$file")
  done < <(find "$folder" -name '*.swift' -not -path '*/.build/*' -print0 | sort -z)
  [ -z "$standins" ] || cp "$standins" "$work/Sources/$target/StandIns.swift"
  for module in "${!seen[@]}"; do
    if [[ $module =~ ^($sirisim_modules)$ ]]; then
      deps+=".product(name: \"$module\", package: \"$package\"), "
    elif [ "$module" = GRDB ]; then
      # SiriSim's own dependency, the same package (so one checkout serves both).
      deps+=".product(name: \"GRDB\", package: \"GRDB.swift\"), "
    elif [ -d "$root/Sources/$module" ] || [[ $module =~ ^($dependency_modules)$ ]]; then
      # A module of SiriSim's graph: a stand-in would clash; the import finds the real one.
      :
    else
      modules[$module]=1
      deps+="\"$module\", "
    fi
  done
  unset seen
  targets+="
    .target(
      name: \"$target\",
      dependencies: [${deps}.product(name: \"OpenAppIntents\", package: \"$package\")],
      path: \"Sources/$target\", swiftSettings: [.swiftLanguageMode(.v5)]),"
  apps+=("$app")
done

# The modules standing in for frameworks and the apps' other modules.
for module in "${!modules[@]}"; do
  mkdir -p "$work/Sources/$module"
  if [ -n "${submodules[$module]:-}" ]; then
    # `import os.log`: a C module whose module map declares the submodules.
    mkdir -p "$work/Sources/$module/include"
    : >"$work/Sources/$module/$module.c"
    : >"$work/Sources/$module/include/$module.h"
    map="module $module {
  header \"$module.h\""
    for sub in $(tr ' ' '\n' <<<"${submodules[$module]}" | sort -u); do
      : >"$work/Sources/$module/include/${module}_$sub.h"
      map+="
  explicit module $sub {
    header \"${module}_$sub.h\"
  }"
    done
    printf '%s\n  export *\n}\n' "$map" >"$work/Sources/$module/include/module.modulemap"
    targets+="
    .target(name: \"$module\", path: \"Sources/$module\"),"
  else
    printf '@_exported import Foundation\n@_exported import OpenAppIntents\n' \
      >"$work/Sources/$module/$module.swift"
    targets+="
    .target(
      name: \"$module\", dependencies: [.product(name: \"OpenAppIntents\", package: \"$package\")],
      path: \"Sources/$module\"),"
  fi
done

cat >"$work/Package.swift" <<PACKAGE
// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "RealAppCheck",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "$root"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
  ],
  targets: [$targets
  ]
)
PACKAGE

failed=0
for app in "${apps[@]}"; do
  target="App$app"
  echo "== $app" >&2
  set +e
  # The build folder is shared with other packages: SwiftPM's cached plan may be another's.
  swift build --package-path "$work" --scratch-path "$scratch" --target "$target" \
    --disable-build-manifest-caching \
    >"$work/$target.log" 2>&1
  set -e
  mapfile -t files <"$work/$target.files"
  python3 "$root/Tests/RealApps/classify.py" "$root" "$app" "$work/$target.log" \
    "$work/Sources/$target/App" "$work/api-errors.tsv" "${files[@]}" |
    tee "$work/$target.verdicts"
  grep -q '^FAILED' "$work/$target.verdicts" && failed=$((failed + 1))
done

echo
echo "App Intents API errors, by count (symbol, errors, apps):"
grep -v '^#' "$work/api-errors.tsv" | awk -F'\t' '
  { count[$2] += $3; if (!index(apps[$2], $1)) apps[$2] = apps[$2] (apps[$2] ? ", " : "") $1 }
  END { for (s in count) printf "%5d  %s  (%s)\n", count[s], s, apps[s] }' | sort -k1,1nr -k2 |
  tee "$work/api-errors-by-count.txt"
echo
echo "app	files	clean"
grep '^#files' "$work/api-errors.tsv" | cut -f2-
[ "$failed" -eq 0 ]

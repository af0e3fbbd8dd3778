#!/usr/bin/env bash
# No SiriSim library names a bundled app: only the bundled apps' own targets, `sirisim` (which
# registers them), the benchmark and the fuzz targets may. Comments may use them as examples;
# code and the strings a library prints may not. Exits 1 naming each line that does.
set -euo pipefail
cd "$(dirname "$0")/.."
names='Soup ?Chef|SoupKit|OrderSoup|TrailsApp|TrailShortcuts|import Trails|Book ?Library|BookCatalog|clam chowder'
allowed='^(SoupChef|Trails|BookLibrary|BookCatalog|sirisim|sirisim-bench|sirisim-fuzz|FuzzTargets|generate-book-catalog)$'
found=0
for dir in Sources/*/; do
  target=$(basename "$dir")
  [[ $target =~ $allowed ]] && continue
  # Swift files only, comment lines (// and ///) left out.
  while IFS= read -r hit; do
    echo "$hit"
    found=1
  done < <(grep -rnE --include='*.swift' "$names" "$dir" | grep -vE '^[^:]+:[0-9]+:[[:space:]]*//' || true)
done
if [[ $found -ne 0 ]]; then
  echo "no-bundled-app-names: a library names a bundled app (above); only Sources/sirisim registers them." >&2
  exit 1
fi
echo "no-bundled-app-names: no library names a bundled app"

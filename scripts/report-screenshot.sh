#!/usr/bin/env bash
# A full-page screenshot of a local HTML file (the report) with headless Chromium, to look at a
# report as rendered without opening a browser: report-screenshot.sh REPORT.html OUT.png [WIDTH]
# [HEIGHT]. The window is WIDTH x HEIGHT CSS pixels (default 1280 x 6000): make HEIGHT at least
# the page's height, the rest is blank. Uses $CHROMIUM if set, else Debian's chromium; a fresh
# temporary profile, removed at the end; the browser's stderr is shown only if it fails.
set -euo pipefail
if (($# < 2 || $# > 4)); then
  echo "usage: $0 REPORT.html OUT.png [WIDTH] [HEIGHT]" >&2
  exit 2
fi
report=$(realpath -e "$1")
out=$(realpath -m "$2")
width=${3:-1280}
height=${4:-6000}
profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
rm -f "$out"
if ! "${CHROMIUM:-chromium}" --headless --no-sandbox --disable-gpu --hide-scrollbars \
  --disable-background-networking --disable-component-update --disable-sync --no-first-run \
  --user-data-dir="$profile/data" --screenshot="$out" --window-size="$width,$height" \
  "file://$report" >/dev/null 2>"$profile/stderr" || [[ ! -s "$out" ]]; then
  cat "$profile/stderr" >&2
  echo "report-screenshot: no screenshot of $report" >&2
  exit 1
fi
echo "$out: ${width}x${height} screenshot of $report"

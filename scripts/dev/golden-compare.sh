#!/usr/bin/env bash
# Compares two golden captures (scripts/dev/golden.sh) file by file, recursively.
#
#   scripts/dev/golden-compare.sh BEFORE AFTER
#
# Skips the paths matched by the glob patterns of either capture's NOT-COMPARED file (raw stderr,
# Parquet part files, the raw report, the capture's own notes and timings); Parquet is compared
# through its *.parquet.dump.csv and *.parquet.files.txt. Prints the identical files' count, each
# differing file with the head of its unified diff, the files found on one side only, and a summary.
# Exit 0 when every compared file is identical and no file is on one side only, 1 otherwise, 2 on a
# bad command line.
# Environment: DIFF_LINES (default 30) lines of each diff shown; SHOW_IDENTICAL=1 lists the identical
# files too.
set -uo pipefail

if [[ $# -ne 2 || "$1" == -h || "$1" == --help ]]; then
  sed -n '2,/^set -uo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//' >&2
  exit 2
fi
before="${1%/}"
after="${2%/}"
for d in "$before" "$after"; do
  [[ -d "$d" ]] || { echo "golden-compare: $d is not a directory" >&2; exit 2; }
  [[ -f "$d/capture.txt" ]] || echo "golden-compare: warning: $d has no capture.txt (not made by golden.sh?)" >&2
done
diff_lines="${DIFF_LINES:-30}"

# the patterns not compared: both captures' NOT-COMPARED, plus the defaults
patterns=(capture.txt timings.txt NOT-COMPARED parquet-dump.log '*/stderr.raw.txt' '*.parquet/*' '*.parquet' '*.crc' '*/report.raw.html')
for d in "$before" "$after"; do
  [[ -f "$d/NOT-COMPARED" ]] || continue
  while IFS= read -r p; do
    [[ -z "$p" || "$p" == \#* ]] && continue
    [[ " ${patterns[*]} " == *" $p "* ]] || patterns+=("$p")
  done <"$d/NOT-COMPARED"
done
compared() { # PATH (relative): 0 when compared
  local p
  for p in "${patterns[@]}"; do
    # shellcheck disable=SC2053
    [[ "$1" == $p ]] && return 1
  done
  return 0
}
list() { # DIR: its compared files, relative, sorted
  (cd "$1" && find . \( -type f -o -type l \) -printf '%P\n') | LC_ALL=C sort | while IFS= read -r f; do
    compared "$f" && printf '%s\n' "$f"
  done
}

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
list "$before" >"$tmp/before"
list "$after" >"$tmp/after"
LC_ALL=C comm -12 "$tmp/before" "$tmp/after" >"$tmp/both"
LC_ALL=C comm -23 "$tmp/before" "$tmp/after" >"$tmp/only-before"
LC_ALL=C comm -13 "$tmp/before" "$tmp/after" >"$tmp/only-after"

identical=0
differing=()
while IFS= read -r f; do
  if cmp -s "$before/$f" "$after/$f"; then
    identical=$((identical + 1))
    [[ "${SHOW_IDENTICAL:-0}" == 1 ]] && echo "identical: $f"
  else
    differing+=("$f")
  fi
done <"$tmp/both"

echo "golden-compare: $before vs $after"
if ((${#differing[@]})); then
  echo
  echo "== ${#differing[@]} differing file(s)"
  for f in "${differing[@]}"; do
    echo
    echo "### $f"
    if grep -Iq . "$before/$f" 2>/dev/null || [[ ! -s "$before/$f" ]]; then
      diff -u --label "before/$f" --label "after/$f" "$before/$f" "$after/$f" | head -n "$diff_lines"
      n=$(diff -u "$before/$f" "$after/$f" | wc -l)
      ((n > diff_lines)) && echo "... ($n diff lines in all)"
    else
      echo "binary files differ ($(stat -c %s "$before/$f") vs $(stat -c %s "$after/$f") bytes)"
    fi
  done
fi
for side in before after; do
  if [[ -s "$tmp/only-$side" ]]; then
    echo
    echo "== $(wc -l <"$tmp/only-$side") file(s) only in $side ($([[ $side == before ]] && echo "$before" || echo "$after"))"
    sed 's/^/  /' "$tmp/only-$side"
  fi
done
nb=$(wc -l <"$tmp/only-before")
na=$(wc -l <"$tmp/only-after")
echo
echo "summary: $identical identical, ${#differing[@]} differing, $nb only in before, $na only in after" \
  "(compared: $(wc -l <"$tmp/both") files on both sides; not compared: ${patterns[*]})"
[[ ${#differing[@]} -eq 0 && $nb -eq 0 && $na -eq 0 ]]

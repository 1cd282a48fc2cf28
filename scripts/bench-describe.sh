#!/usr/bin/env bash
# Benchmark of `corefstats describe` (udapi's corefud.Stats, docs/explanation/descriptors.md) on a
# CorefUD CoNLL-U file of about 1,000,000 words: the LitBank key converted to CoNLL-U by
# `corefstats convert --to conllu` (100 files, 210,532 words), concatenated 5 times with each
# `# newdoc id` made distinct (ID_copyN): 1,052,660 words, 500 documents, 34 MB (32 MiB). Times through the
# launcher (scripts/corefstats: JVM start included, its default JAVA_OPTS), per round:
#   version   `corefstats --version`: the JVM's and the command line's start-up alone;
#   whole     `corefstats describe FILE` (the whole file one udapi document, udapi's default);
#   per-doc   `corefstats describe FILE --split-docs --per-doc` (a report per document).
# Prints per case the median (min-max) wall time in seconds and the largest peak RSS.
# With --before OLD (a checkout of an older commit, built there already: its launcher runs with
# COREFSTATS_REBUILD=0 and is never rebuilt), OLD's launcher and this one's are alternated in every
# round (OLD first in odd rounds, this one first in even ones), the ratio new/old of the medians is
# printed, and the two builds' outputs are compared byte for byte.
# Usage: scripts/bench-describe.sh [--before OLD_CHECKOUT] [ROUNDS]   (default 5 rounds)
# Work files go to target/bench/describe (the 1M-word file is made once and kept; ~70 MB).
# Environment: COREFSTATS_SHARED (default ../shared next to the project: LitBank).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
before=""
if [[ "${1:-}" == --before ]]; then
  before="$(cd "${2:?--before needs a checkout}" && pwd)"
  shift 2
fi
rounds="${1:-5}"
litbank="${COREFSTATS_SHARED:-$here/../shared}/data/litbank/conll"
work="$here/target/bench/describe"
file="$work/one.conllu"

[[ -d "$litbank" ]] || { echo "bench-describe: LitBank not found at $litbank" >&2; exit 1; }
if [[ -n "$before" ]]; then
  [[ -x "$before/scripts/corefstats" && -f "$before/target/corefstats.jar" ]] ||
    { echo "bench-describe: $before has no built launcher (run mvn -o -q package -DskipTests there)" >&2; exit 1; }
fi
"$here/scripts/corefstats" --version >/dev/null # builds this checkout if needed, before any timing
mkdir -p "$work"
if [[ ! -f "$file" ]]; then
  rm -rf "$work/key"
  "$here/scripts/corefstats" convert "$litbank" "$work/key" --to conllu >/dev/null 2>&1
  for copy in 1 2 3 4 5; do
    for f in "$work"/key/*.conllu; do
      sed "s/^# newdoc id = \(.*\)$/# newdoc id = \1_copy$copy/" "$f"
    done
  done >"$file.tmp"
  mv "$file.tmp" "$file"
fi
words="$(awk -F'\t' 'NF >= 10 && $1 ~ /^[0-9]+$/' "$file" | wc -l)"

median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
cases=(version whole per-doc)
args_of() {
  case "$1" in
    version) echo "--version" ;;
    whole) echo "describe $file" ;;
    per-doc) echo "describe $file --split-docs --per-doc" ;;
  esac
}
# one BUILD CASE ROUND: one timed run, its wall and peak RSS appended to $work/BUILD.CASE.times
one() {
  local launcher="$here/scripts/corefstats" env=()
  if [[ "$1" == old ]]; then launcher="$before/scripts/corefstats"; env=(COREFSTATS_REBUILD=0); fi
  # shellcheck disable=SC2046
  env "${env[@]}" /usr/bin/time -f '%e %M' -o "$work/time.txt" "$launcher" $(args_of "$2") \
    >"$work/$1.$2.out" 2>"$work/$1.$2.err" || true
  cat "$work/time.txt" >>"$work/$1.$2.times"
}
builds=(new)
[[ -n "$before" ]] && builds=(old new)
for b in "${builds[@]}"; do for c in "${cases[@]}"; do rm -f "$work/$b.$c.times"; done; done
for ((r = 1; r <= rounds; r++)); do
  order=("${builds[@]}")
  ((r % 2 == 0)) && ((${#builds[@]} == 2)) && order=(new old)
  for c in "${cases[@]}"; do
    for b in "${order[@]}"; do one "$b" "$c"; done
  done
done

load="$(cut -d' ' -f1-3 /proc/loadavg)"
echo "corefstats describe benchmark: $(nproc) cores, load $load, $(java -version 2>&1 | sed -n 1p), $rounds rounds"
echo "file: $file, $words words, $(stat -c %s "$file") bytes"
[[ -n "$before" ]] && echo "old: $before ($(git -C "$before" rev-parse --short HEAD)), new: $here ($(git -C "$here" rev-parse --short HEAD))"
stats() { # BUILD CASE: "median (min-max)" of the walls and the largest RSS in MB
  local t="$work/$1.$2.times"
  printf '%s (%s-%s) %s' "$(cut -d' ' -f1 "$t" | median)" "$(cut -d' ' -f1 "$t" | sort -g | head -1)" \
    "$(cut -d' ' -f1 "$t" | sort -g | tail -1)" "$(($(cut -d' ' -f2 "$t" | sort -n | tail -1) / 1024))"
}
if [[ -n "$before" ]]; then
  printf '%-9s %-22s %8s %-22s %8s %8s %s\n' case "old wall s" "old MB" "new wall s" "new MB" new/old output
  for c in "${cases[@]}"; do
    read -r om orange omb <<<"$(stats old "$c")"
    read -r nm nrange nmb <<<"$(stats new "$c")"
    same="same"; cmp -s "$work/old.$c.out" "$work/new.$c.out" || same="DIFFERS"
    printf '%-9s %-22s %8s %-22s %8s %8s %s\n' "$c" "$om $orange" "$omb" "$nm $nrange" "$nmb" \
      "$(awk -v n="$nm" -v o="$om" 'BEGIN {printf "%.2f", n / o}')" "$same"
  done
else
  printf '%-9s %-22s %8s\n' case "wall s" "MB"
  for c in "${cases[@]}"; do
    read -r m range mb <<<"$(stats new "$c")"
    printf '%-9s %-22s %8s\n' "$c" "$m $range" "$mb"
  done
fi

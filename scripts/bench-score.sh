#!/usr/bin/env bash
# Benchmark of `corefstats score` (one key, one response, no Spark). Prints a table of wall
# times (median of RUNS runs, JVM start included), the command's own reading/scoring times
# and peak memory, for:
#   - LitBank (100 real documents, ../shared/data/litbank/conll) against itself,
#   - LitBank against a perturbed copy (a simulated system made with `corefstats perturb`),
#   - one synthetic document with 10,000 mentions / 3,000 entities against a perturbed system
#     (`corefstats synth`), and one with 100,000 mentions / 30,000 entities.
# Usage: scripts/bench-score.sh [RUNS]      (default 5; work files go to target/bench)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-5}"
litbank="$here/../shared/data/litbank/conll"
work="$here/target/bench"
jar="$here/target/corefstats.jar"
java_opts=(${JAVA_OPTS:--Xmx4g})

[[ -d "$litbank" ]] || { echo "bench: LitBank not found at $litbank (../shared must sit next to the project)" >&2; exit 1; }
(cd "$here" && mvn -B -q -DskipTests package 2>&1 | sed 's/\x1b\[[0-9;]*m//g') >&2
mkdir -p "$work"
cs() { java "${java_opts[@]}" -jar "$jar" "$@"; }

[[ -d "$work/litbank-perturbed/sys01" ]] ||
  cs perturb "$litbank" --systems 1 --profile medium --seed 1 --out "$work/litbank-perturbed" >/dev/null
[[ -d "$work/synth10k/key" ]] ||
  cs synth --docs 1 --systems 1 --mentions-per-doc 10000 --entities-per-doc 3000 --seed 1 --out "$work/synth10k" >/dev/null
[[ -d "$work/synth100k/key" ]] ||
  cs synth --docs 1 --systems 1 --mentions-per-doc 100000 --entities-per-doc 30000 --seed 1 --out "$work/synth100k" >/dev/null

median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }

# bench NAME KEY RESPONSE: runs `score --timings` RUNS times
bench() {
  local name="$1" key="$2" response="$3" walls=() reads=() scores=() rss=()
  for ((i = 0; i < runs; i++)); do
    /usr/bin/time -f '%e %M' -o "$work/time.txt" java "${java_opts[@]}" -jar "$jar" score "$key" "$response" \
      --timings >/dev/null 2>"$work/timings.txt"
    read -r wall kb <"$work/time.txt"
    walls+=("$wall"); rss+=("$kb")
    reads+=("$(sed -n 's/.*read key \([0-9.]*\) s.*/\1/p' "$work/timings.txt")")
    scores+=("$(sed -n 's/.*read and score response \([0-9.]*\) s.*/\1/p' "$work/timings.txt")")
  done
  printf '%-34s %9s %10s %14s %9s\n' "$name" \
    "$(printf '%s\n' "${walls[@]}" | median)" "$(printf '%s\n' "${reads[@]}" | median)" \
    "$(printf '%s\n' "${scores[@]}" | median)" "$(( $(printf '%s\n' "${rss[@]}" | sort -n | tail -1) / 1024 ))"
}

bytes() { du -sb "$1" | cut -f1; }
echo "corefstats score benchmark: $(nproc) cores, $(java -version 2>&1 | sed -n 1p), median of $runs runs"
echo "LitBank $(( $(bytes "$litbank") / 1024 / 1024 )) MB, synth10k $(( $(bytes "$work/synth10k/key") / 1024 )) KB," \
  "synth100k $(( $(bytes "$work/synth100k/key") / 1024 / 1024 )) MB per side"
printf '%-34s %9s %10s %14s %9s\n' "case (all metrics)" "wall s" "read key s" "score resp. s" "peak MB"
bench "LitBank vs itself" "$litbank" "$litbank"
bench "LitBank vs perturbed (medium)" "$litbank" "$work/litbank-perturbed/sys01"
bench "1 doc, 10k mentions, 3k entities" "$work/synth10k/key" "$work/synth10k/systems/sys01"
bench "1 doc, 100k mentions, 30k entities" "$work/synth100k/key" "$work/synth100k/systems/sys01"

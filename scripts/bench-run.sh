#!/usr/bin/env bash
# Benchmark of bulk rescoring: `corefstats run` with SYSTEMS simulated systems over LitBank
# (100 real documents, 13 MB per system), end to end through the launcher (JVM and Spark start,
# reading, scoring all metrics, writing every output). Prints wall time (median of RUNS runs,
# after one untimed run, before which the launcher writes its class-data archive if it has none),
# peak memory, and the job's own phase timings from run.json.
# Usage: scripts/bench-run.sh [RUNS] [SYSTEMS]     (defaults 5 and 15; work files in target/bench)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${1:-5}"
systems="${2:-15}"
litbank="$here/../shared/data/litbank/conll"
work="$here/target/bench"
[[ -d "$litbank" ]] || { echo "bench: LitBank not found at $litbank (../shared must sit next to the project)" >&2; exit 1; }
cs() { "$here/scripts/corefstats" "$@"; }
mkdir -p "$work"

sysdir="$work/litbank-$systems-systems"
[[ -f "$sysdir/systems.csv" ]] || cs perturb "$litbank" --systems "$systems" --seed 1 --out "$sysdir" >/dev/null
bytes=$(du -sb "$litbank" "$sysdir" | awk '{s += $1} END {print s}')

cs run --key "$litbank" --systems "$sysdir" --out "$work/run" --overwrite >/dev/null 2>&1 # warm-up (page cache; the CDS archive if new)
cpu_stat() { awk '/^cpu / {print $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9, $9}' /proc/stat; }
read -r total0 steal0 < <(cpu_stat)
walls=()
cpus=()
rss=()
for ((i = 0; i < runs; i++)); do
  /usr/bin/time -f '%e %U %S %M' -o "$work/time.txt" "$here/scripts/corefstats" run --key "$litbank" \
    --systems "$sysdir" --out "$work/run" --overwrite >/dev/null 2>&1
  read -r wall user sys kb <"$work/time.txt"
  walls+=("$wall")
  cpus+=("$(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}')")
  rss+=("$kb")
done
read -r total1 steal1 < <(cpu_stat)
steal=$(( 100 * (steal1 - steal0) / (total1 - total0 + 1) ))
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
echo "corefstats run benchmark: $(nproc) cores, $(java -version 2>&1 | sed -n 1p), launcher defaults"
echo "input: key + $systems systems over LitBank, $((bytes / 1024 / 1024)) MB; median of $runs runs"
printf 'wall s: %s (runs: %s)\n' "$(printf '%s\n' "${walls[@]}" | median)" "${walls[*]}"
printf 'CPU s (user+sys): %s (runs: %s)\n' "$(printf '%s\n' "${cpus[@]}" | median)" "${cpus[*]}"
# On a shared virtual machine the hypervisor may take CPU time away ("steal"): report it
printf 'CPU steal during the runs: %s%%\n' "$steal"
printf 'peak RSS MB: %s\n' "$(( $(printf '%s\n' "${rss[@]}" | sort -n | tail -1) / 1024 ))"
printf 'phases of the last run (ms): %s\n' "$(tr -d ' \n' <"$work/run/run.json" | sed 's/.*"timingsMillis":{\([^}]*\)}.*/\1/')"

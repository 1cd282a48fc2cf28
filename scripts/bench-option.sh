#!/usr/bin/env bash
# What one option adds to a `corefstats run`: PAIRS alternated pairs (plain run, then the run with
# the option; the order flips every pair), end to end through the launcher, each into its own --out.
# Prints per pair the two walls and CPU times (user + sys), then the medians, the added wall and CPU
# (absolute and in percent of the plain run's medians), and the CPU stolen by the hypervisor
# meanwhile (other processes are not counted: run it alone). The machine's noise is of the size of small effects: take 8
# pairs or more on a quiet machine.
# Usage: scripts/bench-option.sh PAIRS KEY SYSTEMS 'OPTION ...' [RUN OPTIONS ...]
#   e.g. on the CoNLL-U LitBank x 15 (scripts/bench.sh prepare-lit15u /tmp/lit15u):
#   scripts/bench-option.sh 8 /tmp/lit15u/key /tmp/lit15u/systems '--descriptors' --profile corefud
#   scripts/bench-option.sh 8 ../shared/data/litbank/conll target/bench/litbank-15-systems '--long-documents'
# Work files in target/bench/option (deleted and rewritten).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
if (($# < 4)); then
  sed -n 2,12p "$0" >&2
  exit 2
fi
pairs="$1" key="$2" systems="$3" option="$4"
shift 4
work="$here/target/bench/option"
rm -rf "$work"
mkdir -p "$work"
read -r -a option_args <<<"$option"
cs() { "$here/scripts/corefstats" "$@"; }

timed() { # NAME ARGS...: one run, its wall and CPU appended to $work/NAME
  local name="$1"
  shift
  rm -rf "$work/out-$name"
  /usr/bin/time -f '%e %U %S' -o "$work/time.txt" "$here/scripts/corefstats" run --key "$key" \
    --systems "$systems" --out "$work/out-$name" "$@" >"$work/$name.log" 2>&1 ||
    { echo "bench-option: the $name run failed, see $work/$name.log" >&2; exit 1; }
  awk '{printf "%s %.2f\n", $1, $2 + $3}' "$work/time.txt" >>"$work/$name.times"
}

cs --version >/dev/null                      # builds if needed
timed warm "$@" "${option_args[@]}"         # page cache, class-data archive
rm -f "$work"/*.times
cpu_stat() { awk '/^cpu / {print $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9, $9}' /proc/stat; }
read -r total0 steal0 < <(cpu_stat)
for ((i = 1; i <= pairs; i++)); do
  if ((i % 2)); then
    timed plain "$@"
    timed with "$@" "${option_args[@]}"
  else
    timed with "$@" "${option_args[@]}"
    timed plain "$@"
  fi
done
read -r total1 steal1 < <(cpu_stat)

median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
echo "corefstats run, plain against '$option': $(nproc) cores, $pairs alternated pairs"
echo "key $key, systems $systems${*:+, run options: $*}"
echo "pair  plain wall  plain cpu  with wall  with cpu"
paste -d' ' "$work/plain.times" "$work/with.times" |
  awk '{printf "%4d  %10.2f  %9.2f  %9.2f  %8.2f\n", NR, $1, $2, $3, $4}'
pw=$(cut -d' ' -f1 "$work/plain.times" | median)
pc=$(cut -d' ' -f2 "$work/plain.times" | median)
ww=$(cut -d' ' -f1 "$work/with.times" | median)
wc=$(cut -d' ' -f2 "$work/with.times" | median)
awk -v pw="$pw" -v pc="$pc" -v ww="$ww" -v wc="$wc" 'BEGIN {
  printf "median  %10.2f  %9.2f  %9.2f  %8.2f\n", pw, pc, ww, wc
  printf "added: wall %+.2f s (%+.1f%%, with/plain %.3f), cpu %+.2f s (%+.1f%%)\n",
    ww - pw, 100 * (ww - pw) / pw, ww / pw, wc - pc, 100 * (wc - pc) / pc }'
echo "cpu stolen by the hypervisor meanwhile: $((100 * (steal1 - steal0) / (total1 - total0 + 1)))%"

#!/usr/bin/env bash
# Checks that `run --long-documents` on LitBank x 15 perturbed systems gives, for every system,
# exactly the rows `score --out DIR --long-documents` writes for that system alone (issue 45): the
# sums (long_documents.csv, document ALL) and the per-document rows (long_documents_documents.csv),
# compared as sorted lines, byte for byte. ScoreOutEqualsRunTest does the same on the bundled sample;
# this is the real corpus (100 documents of ~2,100 words, 15 systems).
# Data: LitBank (../shared/data/litbank/conll, or COREFSTATS_SHARED/data/litbank/conll) and its 15
# perturbed systems, made as scripts/bench.sh makes them (perturb --systems 15 --seed 1) into
# target/bench/litbank-15-systems, or taken from COREFSTATS_BENCH_LIT15 (only read).
# Usage: scripts/check-long-documents.sh [OPTIONS...]   (OPTIONS replace --long-documents, e.g.
#        --windows 500,1500 --window-scheme fixed,sentence,bookcoref --major-entities all,2 --strata)
# Prints one line per system and a verdict; exit 0 when every system agrees, 1 otherwise.
# Outputs under target/check-long-documents (replaced on each call). About 2 minutes on 2 cores.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
litbank="${COREFSTATS_SHARED:-$here/../shared}/data/litbank/conll"
lit15="${COREFSTATS_BENCH_LIT15:-$here/target/bench/litbank-15-systems}"
out="$here/target/check-long-documents"
options=("$@")
((${#options[@]})) || options=(--long-documents)
cs="$here/scripts/corefstats"
log() { printf 'check-long-documents [%4ds]: %s\n' "$SECONDS" "$*" >&2; }

[[ -d "$litbank" ]] || { echo "check-long-documents: LitBank not found at $litbank (../shared must sit next to the project, or set COREFSTATS_SHARED)" >&2; exit 1; }
if [[ ! -f "$lit15/.complete" ]]; then
  [[ -z "${COREFSTATS_BENCH_LIT15:-}" ]] || { echo "check-long-documents: $lit15 (COREFSTATS_BENCH_LIT15) is not complete" >&2; exit 1; }
  log "generating $lit15 (perturb --systems 15 --seed 1, as scripts/bench.sh)"
  rm -rf "$lit15"
  "$cs" perturb "$litbank" --systems 15 --seed 1 --out "$lit15" >/dev/null
  touch "$lit15/.complete"
fi
rm -rf "$out"
mkdir -p "$out"
# a systems directory of the systems only (perturb writes systems.csv beside them)
mkdir -p "$out/systems"
find "$lit15" -mindepth 1 -maxdepth 1 -type d -name 'sys*' | sort | xargs ln -s -t "$out/systems"
systems=()
while IFS= read -r s; do systems+=("$s"); done < <(find "$out/systems" -mindepth 1 -maxdepth 1 -printf '%f\n' | sort)
((${#systems[@]})) || { echo "check-long-documents: no system in $lit15" >&2; exit 1; }

log "run --key LitBank --systems (${#systems[@]} systems) ${options[*]}"
"$cs" run --key "$litbank" --systems "$out/systems" --out "$out/run" "${options[@]}" >"$out/run.log" 2>&1 ||
  { tail -n 20 "$out/run.log" >&2; echo "check-long-documents: run failed (see $out/run.log)" >&2; exit 1; }

# rows FILE SYSTEM: the file's rows of SYSTEM (first column; no system name needs CSV quoting), sorted
rows() { awk -F, -v s="$2" 'NR > 1 && $1 == s' "$1" | LC_ALL=C sort; }
failed=0
for s in "${systems[@]}"; do
  # the system's own directory: score finds no input file in a symbolic link to a directory
  "$cs" score "$litbank" "$lit15/$s" --out "$out/score-$s" "${options[@]}" >"$out/score-$s.log" 2>&1 ||
    { tail -n 20 "$out/score-$s.log" >&2; echo "check-long-documents: score $s failed" >&2; exit 1; }
  verdict=""
  for f in long_documents.csv long_documents_documents.csv; do
    rows "$out/run/$f" "$s" >"$out/run-$s-$f"
    rows "$out/score-$s/$f" "$s" >"$out/score-$s-$f"
    n=$(wc -l <"$out/run-$s-$f")
    if ((n == 0)); then
      verdict+=" $f: no row in the run;"
      failed=1
    elif cmp -s "$out/run-$s-$f" "$out/score-$s-$f"; then
      verdict+=" $f: $n rows equal;"
    else
      verdict+=" $f: DIFFER ($(diff "$out/run-$s-$f" "$out/score-$s-$f" | grep -c '^[<>]') lines, diff $out/run-$s-$f $out/score-$s-$f);"
      failed=1
    fi
  done
  echo "$s:${verdict%;}"
done
if ((failed)); then
  echo "check-long-documents: FAILED: the run's rows differ from score's for some system (outputs in $out)"
  exit 1
fi
echo "check-long-documents: every system's rows of the run equal score's alone (${#systems[@]} systems, ${options[*]})"

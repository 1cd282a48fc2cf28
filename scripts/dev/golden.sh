#!/usr/bin/env bash
# Golden capture: runs the corefstats launcher of a checkout on a fixed set of inputs and keeps every
# output, normalised so that two captures of the same jar are byte for byte equal. Compare two
# captures with scripts/dev/golden-compare.sh BEFORE AFTER.
#
#   scripts/dev/golden.sh CHECKOUT OUTDIR
#
# CHECKOUT: a corefstats working tree (its scripts/corefstats is run, from CHECKOUT, with
#   COREFSTATS_REBUILD=0: the launcher still rebuilds by itself when CHECKOUT's sources are newer
#   than its jar, so never point it at a tree someone else is building in while they build).
# OUTDIR: where the capture goes; refused if it exists and is not an earlier capture (a capture is
#   replaced whole).
#
# Inputs the captures must share (simulated LitBank systems made by `perturb`, the bad-input
# catalogue) are made ONCE into $GOLDEN_INPUTS (default: OUTDIR/../inputs) if it is missing, by the
# launcher of $GOLDEN_GENERATOR (default: CHECKOUT), and reused as they are afterwards: capture the
# old version first, or set GOLDEN_GENERATOR to the old checkout. Delete that directory to remake it.
#
# Layout: OUTDIR/<case>/ holds cmd.txt (the command), stdout.txt, stderr.txt (without Spark's
# progress bar, log lines and the launcher's build/archive notes), exit.txt (the exit code) and
# out/ (the run's --out directory, or the files of score's CSV options). OUTDIR/NOT-COMPARED lists
# the paths golden-compare.sh skips; OUTDIR/capture.txt and OUTDIR/timings.txt describe the capture
# (not compared either), prepare.log the launcher's build, if it made one.
#
# Normalised: the paths of OUTDIR, the inputs directory and CHECKOUT (as <OUT>, <INPUTS>,
# <CHECKOUT>); in run.json (and every other *.json) versions, timings, finish times and host names
# are dropped (key order kept); ISO times, UUIDs, Spark's temporary directories and durations
# ("1.2 s", "350 ms") in text outputs are masked. report.html: report.raw.html keeps the page as
# written (not compared); report.html itself is compared after the above and with its timings
# table and the versions and timings of its embedded run.json masked (two runs of one jar then
# give the same bytes, plots included). Parquet: the part files are kept but not compared; each
# NAME.parquet gets NAME.parquet.dump.csv (its rows as CSV, header first, rows sorted: Parquet's
# row order is no contract; dumped by scripts/dev/ParquetDump.java run with the libraries of
# CHECKOUT/target/lib.classpath) and NAME.parquet.files.txt (part file names and sizes).
#
# Cases: 00-help (every command's --help); 01-conformance (scorer.pl v8.01's test suite, 36 pairs,
# as v801 and as coval; the CONE paper example, coval-reading, error-analysis); 02-litbank (run of
# 3 perturbed systems, one system through score with every CSV option but --cone-entities, which
# 06 has); 03-catalogue (bad inputs, scripts/dev/golden-inputs/catalogue, through score and run);
# 04-conllu, 04-crac (run --settings crac2024 --group-by file; score --group-by file --groups-csv); 05-litbank-ne-errors (--errors
# --error-costs --list-errors); 06-litbank-ne-cone (--metrics all,cone --cone-entities);
# 07-samples, 07-jsonl, 07-conllu (the README's sample runs and scores).
#
# Environment: GOLDEN_INPUTS, GOLDEN_GENERATOR (above); SHARED (default: CHECKOUT/../shared, else
# /work/shared); GOLDEN_CASES: a regex of the case names to run (default: all).
set -uo pipefail

usage() { sed -n '2,/^set -uo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; }
if [[ $# -ne 2 || "$1" == -h || "$1" == --help ]]; then
  usage >&2
  exit 2
fi

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
checkout="$(cd "$1" && pwd)" || exit 2
[[ -x "$checkout/scripts/corefstats" ]] || { echo "golden: no $checkout/scripts/corefstats" >&2; exit 2; }
mkdir -p "$(dirname "$2")" || exit 2
outdir="$(cd "$(dirname "$2")" && pwd)/$(basename "$2")"
if [[ -e "$outdir" ]]; then
  if [[ -f "$outdir/capture.txt" ]]; then
    rm -rf "$outdir"
  elif [[ -n "$(ls -A "$outdir" 2>/dev/null)" ]]; then
    echo "golden: $outdir exists and is not a capture (no capture.txt): refused" >&2
    exit 2
  fi
fi
mkdir -p "$outdir"
inputs="${GOLDEN_INPUTS:-$(dirname "$outdir")/inputs}"
mkdir -p "$(dirname "$inputs")"
inputs="$(cd "$(dirname "$inputs")" && pwd)/$(basename "$inputs")"
generator="$(cd "${GOLDEN_GENERATOR:-$checkout}" && pwd)"
if [[ -n "${SHARED:-}" ]]; then
  shared="$(cd "$SHARED" && pwd)"
elif [[ -d "$checkout/../shared" ]]; then
  shared="$(cd "$checkout/../shared" && pwd)"
else
  shared=/work/shared
fi
cases_filter="${GOLDEN_CASES:-.}"
export COREFSTATS_REBUILD=0
launcher="$checkout/scripts/corefstats"
T="$shared/conformance/testsuite"
LITBANK="$shared/data/litbank/conll"
LITBANK_NE="$shared/data/litbank/ne"

started=$(date +%s)
{
  echo "checkout: $checkout"
  echo "commit: $(git -C "$checkout" rev-parse HEAD 2>/dev/null || echo unknown)"
  echo "dirty files: $(git -C "$checkout" status --porcelain 2>/dev/null | wc -l)"
  echo "jar: $(stat -c '%s bytes, %y' "$checkout/target/corefstats.jar" 2>/dev/null || echo none yet)"
  echo "inputs: $inputs"
  echo "shared: $shared"
  echo "started: $(date -u +%FT%TZ)"
} >"$outdir/capture.txt"
: >"$outdir/timings.txt"
cat >"$outdir/NOT-COMPARED" <<'EOF'
# glob patterns (of paths relative to the capture) that golden-compare.sh does not compare
capture.txt
timings.txt
NOT-COMPARED
*/stderr.raw.txt
*.parquet/*
*.parquet
*.crc
*/report.raw.html
EOF

# ---- the shared inputs, made once ----------------------------------------------------------------
make_inputs() {
  local tmp="$inputs.tmp.$$" gen="$generator/scripts/corefstats" rc=0
  echo "golden: making the shared inputs in $inputs with $gen" >&2
  rm -rf "$tmp"
  mkdir -p "$tmp"
  # LitBank (CoNLL, no NE column) and LitBank with its NE column: 3 simulated systems each, fixed
  # seeds (perturb: the same seed gives the same bytes); systems.csv moved out of the systems dir
  (cd "$generator" && "$gen" perturb "$LITBANK" --systems 3 --seed 1 --out "$tmp/litbank-systems") \
    >"$tmp/perturb-litbank.log" 2>&1 || rc=1
  (cd "$generator" && "$gen" perturb "$LITBANK_NE" --systems 3 --seed 7 --out "$tmp/litbank-ne-systems") \
    >"$tmp/perturb-litbank-ne.log" 2>&1 || rc=1
  mv "$tmp/litbank-systems/systems.csv" "$tmp/litbank-systems.csv" 2>/dev/null
  mv "$tmp/litbank-ne-systems/systems.csv" "$tmp/litbank-ne-systems.csv" 2>/dev/null
  # the bad-input catalogue: the hand-written files, plus what git cannot hold
  cp -a "$here/golden-inputs/catalogue" "$tmp/catalogue" || rc=1
  mkdir -p "$tmp/catalogue/systems/empty_directory"
  # a gzip cut in the middle (gzip -n: no name or time in the header, the same bytes every time)
  gzip -n -9 -c "$tmp/catalogue/systems/plain.conll" >"$tmp/gz"
  head -c $(($(stat -c %s "$tmp/gz") / 2)) "$tmp/gz" >"$tmp/catalogue/systems/truncated_gzip.conll.gz"
  gzip -n -9 -c "$tmp/catalogue/systems/plain.conll" >"$tmp/catalogue/systems/gzipped.conll.gz"
  rm -f "$tmp/gz"
  {
    echo "made by: $generator ($(git -C "$generator" rev-parse HEAD 2>/dev/null || echo unknown))"
    echo "made at: $(date -u +%FT%TZ)"
  } >"$tmp/GENERATED"
  if [[ $rc -ne 0 ]]; then
    echo "golden: could not make the inputs (see $tmp/*.log)" >&2
    exit 1
  fi
  rm -rf "$inputs"
  mv "$tmp" "$inputs"
}
[[ -f "$inputs/GENERATED" ]] || make_inputs
echo "inputs $(head -n 1 "$inputs/GENERATED")" >>"$outdir/capture.txt"

# ---- normalisation -------------------------------------------------------------------------------
# text outputs: paths, times, UUIDs, Spark temp dirs, durations
normalise_text() { # FILE...
  OUTDIR="$outdir" INPUTS="$inputs" CHECKOUT="$checkout" perl -pi -e '
    BEGIN { @subst = ([$ENV{OUTDIR}, "<OUT>"], [$ENV{INPUTS}, "<INPUTS>"], [$ENV{CHECKOUT}, "<CHECKOUT>"]); }
    for my $s (@subst) { my ($from, $to) = @$s; s/\Q$from\E/$to/g; }
    s{(?:/private)?/tmp/[^\s"\x27,]*?(?:spark|blockmgr)-[0-9a-f-]{36}[^\s"\x27,]*}{<SPARKTMP>}g;
    s/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/<UUID>/gi;
    s/\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(?:[.,]\d+)?(?:Z|[+-]\d\d:?\d\d)?/<TIME>/g;
  ' "$@"
}
# durations, in what people read (stdout, stderr, summary.txt, *.md, *.txt): "3.2 s", "350 ms", "12s"
normalise_durations() { # FILE...
  perl -pi -e 's/\b\d+(?:\.\d+)?\s?(?:ms|s|sec|secs|seconds|min|minutes)\b/<DURATION>/g' "$@"
}
# JSON: drop every key that holds a time, a version or a host (recursively), pretty-print sorted
normalise_json() { # FILE
  local f="$1" tmp="$1.tmp"
  if jq 'def clean: walk(if type == "object" then with_entries(select(.key
      | test("(?i)(time|millis|seconds|nanos|duration|elapsed|started|finished|host|version|^java$|^spark$|^corefstats$|^scala$|^user$|^pid$)") | not)) else . end); clean' \
    "$f" >"$tmp" 2>/dev/null; then
    mv "$tmp" "$f"
  else
    rm -f "$tmp"
    echo "golden: $f is not JSON (kept as it is)" >&2
  fi
}
# stderr: Spark's progress bar (carriage returns), log lines, the JVM's and the launcher's notes
filter_stderr() { # RAW FILTERED
  tr '\r' '\n' <"$1" | grep -Ev \
    -e '^\s*$' \
    -e '^\s*\[Stage [0-9]+' \
    -e '^[0-9]{2}:[0-9]{2}:[0-9]{2}([.,][0-9]{3})? (TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL) ' \
    -e '^[0-9]{2,4}/[0-9]{2}/[0-9]{2} [0-9:]{8} (TRACE|DEBUG|INFO|WARN|ERROR) ' \
    -e '^(SLF4J|log4j|WARNING): ' \
    -e '^Using Spark.s default log4j profile' \
    -e '^Setting default log level' \
    -e '^To adjust logging level' \
    -e '^corefstats: (building|writing the class-data archive|could not write the class-data archive)' \
    -e '^OpenJDK 64-Bit Server VM warning' \
    -e '^\s+at [a-zA-Z_$][a-zA-Z0-9_$.]*\(' \
    >"$2"
}
# Parquet: dump every *.parquet directory or file under DIR to CSV (one JVM for all), list files
parquet_dumps=()
note_parquet() { # DIR
  local p
  while IFS= read -r -d '' p; do
    (cd "$p" 2>/dev/null && find . -type f ! -name '.*' -printf '%P %s\n' | LC_ALL=C sort) \
      >"$p.files.txt" 2>/dev/null || stat -c '%n %s' "$p" | sed "s|$outdir|<OUT>|" >"$p.files.txt"
    parquet_dumps+=("$p")
  done < <(find "$1" -name '*.parquet' \( -type d -o -type f \) -prune -print0)
}
dump_parquet() {
  ((${#parquet_dumps[@]})) || return 0
  local cpfile="$checkout/target/lib.classpath" libs=() cp
  if [[ ! -f "$cpfile" ]]; then
    echo "golden: no $cpfile: Parquet output listed with sizes only" >&2
    return 0
  fi
  IFS=: read -r -a libs <"$cpfile" || [[ ${#libs[@]} -gt 0 ]]
  cp="$(printf "$checkout/target/%s:" "${libs[@]}")"
  if ! java -cp "$cp" "$here/ParquetDump.java" "${parquet_dumps[@]}" >"$outdir/parquet-dump.log" 2>&1; then
    echo "golden: some Parquet output could not be dumped (see $outdir/parquet-dump.log)" >&2
  fi
  local d body
  for d in "${parquet_dumps[@]}"; do
    [[ -f "$d.dump.csv" ]] || continue
    # header first, then the rows sorted (Parquet's row order is not a contract), then the count line
    body="$(mktemp)"
    { head -n 1 "$d.dump.csv"; sed '1d;/^# rows: /d' "$d.dump.csv" | LC_ALL=C sort; grep '^# rows: ' "$d.dump.csv"; } >"$body"
    mv "$body" "$d.dump.csv"
    normalise_text "$d.dump.csv"
  done
  echo "parquet-dump.log" >>"$outdir/NOT-COMPARED"
}

normalise_case() { # DIR
  local dir="$1" f
  filter_stderr "$dir/stderr.raw.txt" "$dir/stderr.txt"
  if [[ -d "$dir/out" ]]; then
    note_parquet "$dir/out"
    while IFS= read -r -d '' f; do normalise_json "$f"; done < <(find "$dir/out" -name '*.json' -type f -print0)
    if [[ -f "$dir/out/report.html" ]]; then
      cp "$dir/out/report.html" "$dir/out/report.raw.html"
    fi
  fi
  local texts=()
  while IFS= read -r -d '' f; do
    case "$f" in *.raw.txt | *.raw.html) continue ;; esac
    grep -Iq . "$f" 2>/dev/null && texts+=("$f")
  done < <(find "$dir" -type f ! -path '*.parquet/*' ! -name '*.png' ! -name '*.parquet' -print0)
  ((${#texts[@]})) && normalise_text "${texts[@]}"
  local readable=("$dir/stdout.txt" "$dir/stderr.txt" "$dir/cmd.txt")
  [[ -d "$dir/out" ]] && while IFS= read -r -d '' f; do readable+=("$f"); done < \
    <(find "$dir/out" -type f \( -name '*.txt' -o -name '*.md' -o -name 'report.html' \) ! -name '*.files.txt' -print0)
  normalise_durations "${readable[@]}"
  if [[ -f "$dir/out/report.html" ]]; then
    normalise_report "$dir/out/report.html"
  fi
}
# report.html: the run's facts are volatile: the timings table, the versions, the timings and
# versions inside the embedded run.json (times and paths were masked above); the rest is compared
normalise_report() {
  perl -0777 -pi -e '
    s{(<table class="timings">).*?(</table>)}{$1<!-- timings masked by golden.sh -->$2}gs;
    s{(&quot;timingsMillis&quot;\s*:\s*)\{.*?\}}{$1\{<TIMINGS>\}}gs;
    s{(&quot;(?:corefstats|spark|java|scala)&quot;\s*:\s*&quot;)[^&]*(&quot;)}{$1<VERSION>$2}g;
    s{(\b(?:corefstats|Spark|Java|Scala)) \d+(?:\.\d+)*[\w.+-]*}{$1 <VERSION>}g;
  ' "$1"
}

# ---- running one case ----------------------------------------------------------------------------
n_cases=0
n_run=0
# cs CASE ARGS...: runs the launcher with ARGS from CHECKOUT into OUTDIR/CASE. In ARGS, @OUT@
# stands for OUTDIR/CASE/out: `run --out @OUT@` writes there (it must not exist: not created); for
# other commands out/ is created first and @OUT@/x.csv names a CSV option's file.
cs() {
  local case="$1"
  shift
  n_cases=$((n_cases + 1))
  [[ "$case" =~ $cases_filter ]] || return 0
  n_run=$((n_run + 1))
  local dir="$outdir/$case" args=() a t0 t1
  mkdir -p "$dir"
  [[ "${1:-}" == run ]] || mkdir -p "$dir/out"
  for a in "$@"; do args+=("${a//@OUT@/$dir/out}"); done
  printf '%q ' corefstats "${args[@]}" | sed 's/ $//' >"$dir/cmd.txt"
  echo >>"$dir/cmd.txt"
  t0=$(date +%s.%N)
  (cd "$checkout" && "$launcher" "${args[@]}" </dev/null >"$dir/stdout.txt" 2>"$dir/stderr.raw.txt")
  echo $? >"$dir/exit.txt"
  t1=$(date +%s.%N)
  awk -v a="$t0" -v b="$t1" -v c="$case" 'BEGIN { printf "%6.1f s  %s\n", b - a, c }' >>"$outdir/timings.txt"
  # a score case that wrote no file leaves no empty out/
  rmdir "$dir/out" 2>/dev/null
  normalise_case "$dir"
  printf 'golden: %-60s exit %s\n' "$case" "$(cat "$dir/exit.txt")" >&2
}

# ---- the build (if the launcher decides one is needed) and the class-data archive, not recorded --
echo "golden: preparing $launcher (a build happens here if its sources are newer than its jar)" >&2
if ! (cd "$checkout" && "$launcher" --version) >"$outdir/prepare.log" 2>&1; then
  echo "golden: $launcher --version failed (see $outdir/prepare.log)" >&2
  exit 1
fi
echo "prepare.log" >>"$outdir/NOT-COMPARED"

# ---- the cases -----------------------------------------------------------------------------------
# 0. every command's --help (the command line is part of what must not change)
for c in "" run score correlate behaviour significance report convert perturb synth; do
  cs "00-help/${c:-main}" ${c:+"$c"} --help
done

# 1. the reference test suite of scorer.pl v8.01: every key/response pair of cases.csv, scored
#    as v8.01 (printed totals and --csv) and as coval (--profile coval)
while IFS=, read -r name _ key response; do
  [[ "$name" == case || -z "$name" ]] && continue
  cs "01-conformance/v801/$name" score "$T/$key" "$T/$response" --csv @OUT@/scores.csv \
    --problems-csv @OUT@/problems.csv
  cs "01-conformance/coval/$name" score --profile coval "$T/$key" "$T/$response" \
    --csv @OUT@/scores.csv --problems-csv @OUT@/problems.csv
done < <(tr -d '\r' <"$T/cases.csv")
#    and the other small conformance sets of ../shared/conformance
C="$shared/conformance"
for r in o1 o2; do
  cs "01-conformance/cone-paper-example/$r" score "$C/cone-paper-example/key.conll" \
    "$C/cone-paper-example/$r.conll" --metrics all,cone --csv @OUT@/scores.csv \
    --cone-entities @OUT@/cone_entities.csv
done
for r in "$C"/coval-reading/r*.conll; do
  cs "01-conformance/coval-reading/$(basename "$r" .conll)" score --profile coval \
    "$C/coval-reading/key.conll" "$r" --csv @OUT@/scores.csv --problems-csv @OUT@/problems.csv
done
cs "01-conformance/error-analysis" score "$C/error-analysis/key.conll" "$C/error-analysis/response.conll" \
  --errors --error-costs --list-errors --errors-csv @OUT@/errors.csv \
  --errors-documents-csv @OUT@/errors_documents.csv --error-costs-csv @OUT@/error_costs.csv \
  --errors-list-csv @OUT@/errors_list.csv

# 2. LitBank with 3 simulated systems: run, and one system through score with every CSV option
LB="$inputs/litbank-systems"
cs "02-litbank/run" run --key "$LITBANK" --systems "$LB" --out @OUT@
cs "02-litbank/score-sys01-csvs" score "$LITBANK" "$LB/sys01" --per-document \
  --csv @OUT@/scores.csv --documents-csv @OUT@/documents.csv --problems-csv @OUT@/problems.csv \
  --group-by 'regex:^\((\d)' --groups-csv @OUT@/groups.csv \
  --errors --error-costs --list-errors --errors-csv @OUT@/errors.csv \
  --errors-documents-csv @OUT@/errors_documents.csv --error-costs-csv @OUT@/error_costs.csv \
  --errors-list-csv @OUT@/errors_list.csv
cs "02-litbank/score-sys02" score "$LITBANK" "$LB/sys02"
cs "02-litbank/run-grouped" run --key "$LITBANK" --systems "$LB" --group-by 'regex:^\((\d)' \
  --settings exact/keep,exact/remove --out @OUT@

# 3. the bad-input catalogue (hand-written, scripts/dev/golden-inputs/catalogue): score each
#    system alone, one run of them all, and a key with an error
K="$inputs/catalogue"
for s in "$K"/systems/*; do
  v="$(basename "$s")"
  v="${v%%.*}"
  cs "03-catalogue/score/$v" score "$K/key/tiny.conll" "$s" --csv @OUT@/scores.csv \
    --problems-csv @OUT@/problems.csv
done
cs "03-catalogue/score-options/unmatched_closing-lenient" score "$K/key/tiny.conll" \
  "$K/systems/unmatched_closing.conll" --lenient --problems-csv @OUT@/problems.csv
cs "03-catalogue/score-options/token_text-strict" score "$K/key/tiny.conll" \
  "$K/systems/token_text.conll" --strict --problems-csv @OUT@/problems.csv
cs "03-catalogue/score-options/repeated_mentions-max10" score "$K/key/tiny.conll" \
  "$K/systems/repeated_mentions.conll" --max-repeated-mentions 10 --problems-csv @OUT@/problems.csv
cs "03-catalogue/score-options/missing_end-lenient" score "$K/key/tiny.conll" \
  "$K/systems/missing_end.conll" --lenient --problems-csv @OUT@/problems.csv
cs "03-catalogue/score-options/no-such-response" score "$K/key/tiny.conll" "$K/systems/nope"
cs "03-catalogue/score-options/bad-key" score "$K/bad-key/tiny.conll" "$K/systems/plain.conll" \
  --problems-csv @OUT@/problems.csv
cs "03-catalogue/run" run --key "$K/key" --systems "$K/systems" --max-repeated-mentions 10 --out @OUT@
cs "03-catalogue/run-lenient" run --key "$K/key" --systems "$K/systems" --lenient --out @OUT@
cs "03-catalogue/run-bad-key" run --key "$K/bad-key" --systems "$K/systems" --out @OUT@
cs "03-catalogue/run-no-systems" run --key "$K/key" --systems "$K/systems/empty_directory" --out @OUT@
cs "03-catalogue/run-bad-option" run --key "$K/key" --systems "$K/systems" --group-by 'regex:nogroup' --out @OUT@

# 4. CoNLL-U and CRAC samples: a CRAC 2024 leaderboard per file, and each system through score
for s in conllu crac; do
  cs "04-$s/run-crac2024" run --key "samples/$s/key" --systems "samples/$s/systems" \
    --settings crac2024 --group-by file --out @OUT@
  for sys in $(cd "$checkout" && ls "samples/$s/systems"); do
    cs "04-$s/score-$sys" score "samples/$s/key" "samples/$s/systems/$sys" --group-by file \
      --groups-csv @OUT@/groups.csv --csv @OUT@/scores.csv
  done
done

# 5. LitBank with its NE column: error analysis, costs and the list of errors
NB="$inputs/litbank-ne-systems"
cs "05-litbank-ne-errors/run" run --key "$LITBANK_NE" --systems "$NB" --errors --error-costs \
  --list-errors --out @OUT@
cs "05-litbank-ne-errors/score-sys01" score "$LITBANK_NE" "$NB/sys01" --errors --error-costs \
  --list-errors --errors-csv @OUT@/errors.csv --errors-documents-csv @OUT@/errors_documents.csv \
  --error-costs-csv @OUT@/error_costs.csv --errors-list-csv @OUT@/errors_list.csv \
  --csv @OUT@/scores.csv
cs "05-litbank-ne-errors/score-sys02-keep" score "$LITBANK_NE" "$NB/sys02" --errors \
  --error-singletons keep --errors-csv @OUT@/errors.csv

# 6. CONE on LitBank's NE layer, with the entity level
cs "06-litbank-ne-cone/run" run --key "$LITBANK_NE" --systems "$NB" --metrics all,cone \
  --cone-entities --out @OUT@
cs "06-litbank-ne-cone/score-sys01" score "$LITBANK_NE" "$NB/sys01" --metrics all,cone \
  --cone-entities @OUT@/cone_entities.csv --csv @OUT@/scores.csv --documents-csv @OUT@/documents.csv

# 7. the README's sample run, its score, and the jsonlines sample
cs "07-samples/run" run --key samples/key --systems samples/systems --out @OUT@
cs "07-samples/run-errors" run --key samples/key --systems samples/systems --errors --error-costs --out @OUT@
for sys in strong merger singletons; do
  cs "07-samples/score-$sys" score samples/key "samples/systems/$sys" --csv @OUT@/scores.csv
done
cs "07-jsonl/run-conll-key" run --key samples/key --systems samples/jsonl/systems --out @OUT@
cs "07-jsonl/run" run --key samples/jsonl/key --systems samples/jsonl/systems --out @OUT@
for sys in strong merger; do
  cs "07-jsonl/score-$sys" score samples/jsonl/key "samples/jsonl/systems/$sys" --csv @OUT@/scores.csv
done
cs "07-conllu/score-strong" score samples/conllu/key samples/conllu/systems/strong --csv @OUT@/scores.csv

dump_parquet

ended=$(date +%s)
echo "ended: $(date -u +%FT%TZ) ($((ended - started)) s)" >>"$outdir/capture.txt"
echo "golden: $n_run of $n_cases cases captured in $outdir in $((ended - started)) s" >&2

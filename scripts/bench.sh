#!/usr/bin/env bash
# The benchmark of corefstats, printed as one table (also target/bench/bench.txt, and every figure
# in target/bench/bench.csv):
#   a. the core on one thread (JMH, src/test/java/org/corefstats/bench/CoreBenchmark.java): reading
#      and scoring LitBank's 100 documents against a perturbed system, in memory, per metric, and
#      its physical references: splitting the same bytes into lines (LineSource, the reader's own
#      splitter) and BufferedReader.readLine over the bytes decoded as UTF-8; and the time to score
#      one document of 10,000 mentions in head and in partial matching (CorefUD profile, every mention
#      paired by the scored step and its solver; target: under one second in head mode);
#   b. end to end through the launcher, `scripts/corefstats run` (JVM and Spark start, reading,
#      all metrics, every output), for 1, 10 and 50 synthetic systems of >= 100 MB each;
#   c. a size sweep, 1x 2x 4x 8x documents x 50 systems: time per document, wall and the job's own;
#   d. the README's anchors, LitBank key + 15 perturbed systems, against scorer.pl v8.01 and coval;
#   e. bulk: 10 and 100 synthetic systems of ~20 MB in one file each (740 documents), end to end
#      through the launcher: wall, CPU, peak RSS, the job's phases, and the time per (system,
#      document) pair, which should stay flat (+-20%) from 10 systems on;
#   f. formats: LitBank and a perturbed system as CoNLL-2012, CoNLL-U and jsonlines (written by
#      `corefstats convert`), `score --timings`: MB/s of reading and scoring the response per format;
#   g. matching modes: f's LitBank key and perturbed system in CoNLL-U (CorefUD profile), `score
#      --timings --matching exact|head|partial`: reading and scoring the response per mode, and its
#      ratio to exact matching (target: head and partial within 2x of exact);
#   h. leaderboards (issue 19): LitBank key + d's 15 perturbed systems converted to CoNLL-U
#      (CorefUD profile, head matching), `run` back to back, interleaved: one setting (the default,
#      head/remove), `--settings crac2024` (four settings in one pass), `--group-by regex:PATTERN`
#      (9 groups: the first digit of the Gutenberg id) and `--group-by file` (100 groups, one per key
#      file); prints the ratios to one setting (targets: crac2024 < 2x, grouping < 1.10x), or "not
#      supported by this build" for a flag the run rejects (exit code 2);
#   m. the moonshot, only with --moonshot: the same for 10, 100 and 1,000 systems of ~20 MB;
#   r. refactor check, only when asked (--sections r --before OLD): `run` through an older
#      checkout's launcher (OLD/scripts/corefstats, built there already: never rebuilt) and this
#      one's, alternated within each round (old first in odd rounds, new first in even ones), each
#      into its own --out: (lit15) LitBank key + d's 15 perturbed systems, 5 rounds; (bulk100) e's
#      bulk corpus, 100 systems of ~20 MB, 3 rounds; per case the medians (min-max) of wall and job
#      time for old and new, new/old, and a verdict: "within noise" when the ratio of the medians is
#      within [0.9, 1.1] or the two ranges overlap, else "slower" or "faster"; and the last round's
#      outputs of the two compared: every file byte for byte but run.json and report.html (times,
#      paths), each Parquet directory by its rows (sorted: files and order may differ).
# It builds once, makes its data under target/bench (kept for the next run: the generators are
# deterministic with --seed, and a directory counts as made only once its .complete marker is
# written), and deletes nothing outside target/bench (prepare-lit15u DIR writes DIR if it is empty
# or missing). The machine and the CPU taken by the
# hypervisor (steal) or by other processes during each section are printed with the table.
# Usage: scripts/bench.sh [--quick] [--sections LETTERS] [--moonshot]   (--sections c: the sweep only)
#        scripts/bench.sh --sections r --before OLD_CHECKOUT   (r: the refactor check, alone or with others)
#        scripts/bench.sh prepare-lit15u [DIR]   (h's data only, in DIR, default target/bench/lit15u)
#   full (abcdefghi): about 40 minutes on 2 cores (median of 3 runs per case); needs ~8.5 GB of free
#      disk (5.5 GB for b and c, 2 GB for e), generated on the first run and kept
#   --quick: short JMH iterations, 1 timed run per case, no 50-system case, and in e the 10-system
#      case only, on a corpus of 10 systems (0.2 GB) unless the 100-system one is there (a few minutes)
#   --moonshot: adds section m (or --moonshot --sections m: m alone): 1,000 systems x 20 MB, which
#      needs ~21 GB of free disk (checked before anything is generated; refused otherwise); generating
#      takes a few minutes, once (kept), and the 1,000-system run several (1 run, whatever --quick)
# Environment: COREFSTATS_SHARED (default ../shared next to the project: LitBank);
#   COREFSTATS_BENCH_BULK, COREFSTATS_BENCH_MOONSHOT: an existing corpus (key/ and systems/, as
#   `corefstats synth --layout concatenated` writes it) to use for e or m instead of generating one;
#   COREFSTATS_BENCH_FREE_MB: the free disk to assume, in MB (to try the disk checks);
#   COREFSTATS_BENCH_LIT15U: h's data (key/, key-by-digit/, systems/ as prepare-lit15u writes them)
#   to use instead of target/bench/lit15u (only read); COREFSTATS_BENCH_LIT15: d's and i's 15
#   perturbed LitBank systems (sys01..sys15, as `perturb --systems 15 --seed 1` writes them) to use
#   instead of generating them; COREFSTATS_BENCH_MVN_ARGS: more arguments for the build's mvn (e.g.
#   -o, offline).
# Section r: COREFSTATS_BENCH_BEFORE=DIR instead of --before DIR (the flag wins); its launcher runs
#   with COREFSTATS_REBUILD=0 and r refuses to start if it would build (no jar, target/lib or
#   target/lib.classpath, or pom.xml or src/main newer than its jar); COREFSTATS_BENCH_R_CASES: the
#   cases, comma-separated, of lit15 and bulk100 (default both; lit15 alone needs no bulk corpus);
#   COREFSTATS_BENCH_R_ROUNDS=N: N rounds for every case, or per case COREFSTATS_BENCH_R_LIT15_ROUNDS
#   (default 5) and COREFSTATS_BENCH_R_BULK100_ROUNDS (default 3); --quick does not change r.
#   COREFSTATS_BENCH_BULK, if set, is r's bulk corpus too (its first 100 systems). Full r (5 and 3
#   rounds), data made: about 4 minutes on 2 cores (10 LitBank runs of ~5 s, 6 bulk runs of ~20 s,
#   the build, two warm-up runs); the first time, making d's and e's data (2.1 GB) adds about 30 s.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here" # JMH's default corpus paths and the launcher are relative to the project root
work="$here/target/bench"
jar="$here/target/corefstats.jar"
litbank="${COREFSTATS_SHARED:-$here/../shared}/data/litbank/conll"

quick=0
moonshot=0
sections=abcdefghi
usage="usage: scripts/bench.sh [--quick] [--sections LETTERS (of abcdefghimr)] [--moonshot] [--before OLD_CHECKOUT]
       scripts/bench.sh prepare-lit15u [DIR]"
before_flag="" # r: the older checkout to compare with (--before, or COREFSTATS_BENCH_BEFORE)
prepare_dir="" # prepare-lit15u: only h's data, in this directory
if [[ "${1:-}" == prepare-lit15u ]]; then
  (($# <= 2)) || { echo "$usage" >&2; exit 2; }
  prepare_dir="${2:-$work/lit15u}"
  [[ "$prepare_dir" == /* ]] || prepare_dir="$OLDPWD/$prepare_dir" # relative to where it was called
  set --
fi
while (($#)); do
  case "$1" in
    --quick) quick=1 ;;
    --sections) sections="${2:?--sections needs letters, e.g. ac}"; shift ;;
    --moonshot) moonshot=1 ;;
    --before) before_flag="${2:?--before needs a directory, the older checkout}"; shift ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
  shift
done
[[ "$sections" =~ ^[abcdefghimr]+$ ]] || { echo "$usage" >&2; exit 2; }
# m is the moonshot: --moonshot adds it to the sections, and naming it is asking for it
if ((moonshot)); then
  [[ "$sections" == *m* ]] || sections+=m
elif [[ "$sections" == *m* ]]; then
  moonshot=1
fi
want() { [[ "$sections" == *"$1"* ]]; }
if ((quick)); then
  runs=1
  jmh_iterations=(-wi 1 -w 1s -i 2 -r 1s)
  system_counts=(1 10)
  sweep_systems=10
else
  runs=3
  jmh_iterations=(-wi 3 -w 2s -i 5 -r 2s)
  system_counts=(1 10 50)
  # The job's fixed cost (~2.4 s: planning, Spark SQL's first write, small jobs) must be small next
  # to the smallest size's work for time per document to mean anything: 500 documents x 50 systems
  sweep_systems=50
fi
# The synthetic corpus: 4000 documents of ~160 mentions (640 tokens): ~108 MB per system
synth_docs=4000
synth_mentions=160
synth_systems=50
sweep_docs=(500 1000 2000 4000) # subsets of the synthetic corpus (the first N documents)
# e and m: 740 documents x ~160 mentions, one file per side (--layout concatenated): ~20 MB per
# system, the size of a system output of a large corpus; m is the same corpus with 1,000 systems
bulk_docs=740
bulk_mentions=160
if ((quick)); then
  bulk_counts=(10)
  bulk_systems=10 # the corpus generated for --quick, unless the 100-system one is complete
else
  bulk_counts=(10 100)
  bulk_systems=100
fi
moon_systems=1000
moon_counts=(10 100 1000)
v801_cpu=922 # scorer.pl v8.01, its 5 metrics on LitBank x 15 systems: CPU seconds (README)
coval_wall=80 # coval without CEAF-m and BLANC, same input: wall seconds, about (README)
# r: the older checkout, its cases and rounds
before="${before_flag:-${COREFSTATS_BENCH_BEFORE:-}}"
r_cases=()
r_want() { [[ " ${r_cases[*]} " == *" $1 "* ]]; } # r's case ID is wanted (lit15, bulk100)
r_rounds_of() { # CASE
  case "$1" in
    lit15) echo "${COREFSTATS_BENCH_R_LIT15_ROUNDS:-${COREFSTATS_BENCH_R_ROUNDS:-5}}" ;;
    bulk100) echo "${COREFSTATS_BENCH_R_BULK100_ROUNDS:-${COREFSTATS_BENCH_R_ROUNDS:-3}}" ;;
  esac
}
if want r; then
  [[ -n "$before" ]] || { echo "bench: section r compares with an older checkout: --before DIR or COREFSTATS_BENCH_BEFORE=DIR" >&2; exit 2; }
  [[ "$before" == /* ]] || before="$OLDPWD/$before" # relative to where it was called
  [[ -d "$before" ]] || { echo "bench: r. --before: no such directory: $before" >&2; exit 2; }
  before="$(cd "$before" && pwd)"
  IFS=, read -r -a r_cases <<<"${COREFSTATS_BENCH_R_CASES:-lit15,bulk100}"
  ((${#r_cases[@]})) || { echo "bench: r. COREFSTATS_BENCH_R_CASES names no case (lit15, bulk100)" >&2; exit 2; }
  for c in "${r_cases[@]}"; do
    [[ "$c" == lit15 || "$c" == bulk100 ]] || { echo "bench: r. unknown case '$c' in COREFSTATS_BENCH_R_CASES (lit15, bulk100)" >&2; exit 2; }
    [[ "$(r_rounds_of "$c")" =~ ^[1-9][0-9]*$ ]] || { echo "bench: r. $c: rounds must be a positive integer, not '$(r_rounds_of "$c")'" >&2; exit 2; }
  done
  # The old launcher must run what is built there: it builds when its jar, target/lib or
  # target/lib.classpath is missing or pom.xml or src/main is newer than its jar (COREFSTATS_REBUILD=0
  # does not stop that), and r refuses then rather than build in someone else's checkout
  if [[ "$before" != "$here" ]]; then
    [[ -x "$before/scripts/corefstats" ]] || { echo "bench: r. $before/scripts/corefstats: no launcher there" >&2; exit 1; }
    for f in target/corefstats.jar target/lib target/lib.classpath; do
      [[ -e "$before/$f" ]] || { echo "bench: r. $before/$f missing: its launcher would build; build it there first (mvn -DskipTests package)" >&2; exit 1; }
    done
    newer="$(find "$before/pom.xml" "$before/src/main" -newer "$before/target/corefstats.jar" -print -quit 2>/dev/null || true)"
    [[ -z "$newer" ]] || { echo "bench: r. $newer is newer than $before/target/corefstats.jar: its launcher would rebuild;" \
      "build it there first (mvn -DskipTests package)" >&2; exit 1; }
  fi
  before_jar_time="$(stat -c %Y "$before/target/corefstats.jar" 2>/dev/null || echo none)"
elif [[ -n "$before_flag" ]]; then
  echo "bench: --before is for section r (the refactor check): add r to --sections" >&2
  exit 2
fi

lit15u="${COREFSTATS_BENCH_LIT15U:-$work/lit15u}" # h's data
if [[ -n "$prepare_dir" ]]; then lit15u="$prepare_dir" sections=h; fi
# h's data is made from LitBank unless given
if want a || want d || want f || want g || want i || [[ -n "$prepare_dir" ]] || (want r && r_want lit15) ||
  (want h && [[ -z "${COREFSTATS_BENCH_LIT15U:-}" && ! -f "$lit15u/.complete" ]]); then
  [[ -d "$litbank" ]] || { echo "bench: LitBank not found at $litbank (../shared must sit next to the project, or set COREFSTATS_SHARED)" >&2; exit 1; }
fi
log() { printf 'bench [%4ds]: %s\n' "$SECONDS" "$*" >&2; }
mkdir -p "$work"

# --- free disk, before anything is generated -----------------------------------------------
synth="$work/synth-${synth_docs}x${synth_mentions}-${synth_systems}sys"
perturbed="$work/litbank-perturbed"
lit15="${COREFSTATS_BENCH_LIT15:-$work/litbank-15-systems}"
bulk_of() { echo "$work/bulk-${bulk_docs}x${bulk_mentions}-${1}sys"; } # the corpus of N systems
if [[ -n "${COREFSTATS_BENCH_BULK:-}" ]]; then
  bulk="$COREFSTATS_BENCH_BULK"
elif ((quick)) && [[ -f "$(bulk_of 100)/.complete" ]]; then
  bulk="$(bulk_of 100)"
else
  bulk="$(bulk_of "$bulk_systems")"
fi
moon="${COREFSTATS_BENCH_MOONSHOT:-$(bulk_of "$moon_systems")}"
r_bulk="${COREFSTATS_BENCH_BULK:-$(bulk_of 100)}" # r's bulk corpus: its first 100 systems
# a corpus given by the environment is only read: never generated, never deleted
given() { [[ -n "${COREFSTATS_BENCH_BULK:-}" && "$1" == "$COREFSTATS_BENCH_BULK" ]] ||
  [[ -n "${COREFSTATS_BENCH_MOONSHOT:-}" && "$1" == "$COREFSTATS_BENCH_MOONSHOT" ]]; }
if want h && [[ -n "${COREFSTATS_BENCH_LIT15U:-}" && -z "$prepare_dir" ]] &&
  [[ ! -d "$lit15u/key" || ! -d "$lit15u/key-by-digit" || ! -d "$lit15u/systems" ]]; then
  echo "bench: $lit15u (COREFSTATS_BENCH_LIT15U) is not h's data: key/, key-by-digit/ and systems/ expected" \
    "(scripts/bench.sh prepare-lit15u DIR writes them)" >&2
  exit 1
fi
for c in "$bulk" "$moon"; do
  if given "$c" && [[ ! -d "$c/key" || ! -d "$c/systems" ]]; then
    echo "bench: $c (COREFSTATS_BENCH_BULK or _MOONSHOT) is not a corpus: key/ and systems/ expected" >&2
    exit 1
  fi
done
ready() { [[ -f "$1/.complete" ]] || given "$1"; } # data there already (generated or given)
key_docs() { find "$1/key" -type f -name '*conll' -exec cat {} + | grep -c '^#begin document' || true; }
# MB that N synthetic systems (and the key) of DOCS x MENTIONS take: ~170 bytes per mention (4
# tokens of ~42 bytes)
corpus_mb() { echo $(($1 * $2 * 170 * ($3 + 1) / 1000000)); }
need_mb=500 # run outputs, logs
to_make=() # what is to be generated, for the message
if (want b || want c) && [[ ! -f "$synth/.complete" ]]; then
  need_mb=$((need_mb + $(corpus_mb "$synth_docs" "$synth_mentions" "$synth_systems")))
  to_make+=("b and c's synthetic key + $synth_systems systems of ~$(corpus_mb "$synth_docs" "$synth_mentions" 0) MB")
fi
if (want d || want i || (want r && r_want lit15)) && [[ -z "${COREFSTATS_BENCH_LIT15:-}" && ! -f "$lit15/.complete" ]]; then
  need_mb=$((need_mb + 16 * 14))
  to_make+=("d's 15 perturbed LitBank systems of 14 MB")
fi
if want h && [[ ! -f "$lit15u/.complete" && ( -z "${COREFSTATS_BENCH_LIT15U:-}" || -n "$prepare_dir" ) ]]; then
  [[ -f "$lit15/.complete" ]] || need_mb=$((need_mb + 16 * 14))
  need_mb=$((need_mb + 16 * 7 * 2)) # the CoNLL-U key and systems (6.9 MB each), and the key by digit
  to_make+=("h's LitBank key + 15 perturbed systems in CoNLL-U of 7 MB")
fi
if want e && ! ready "$bulk"; then
  need_mb=$((need_mb + $(corpus_mb "$bulk_docs" "$bulk_mentions" "$bulk_systems")))
  to_make+=("e's key + $bulk_systems systems of ~$(corpus_mb "$bulk_docs" "$bulk_mentions" 0) MB")
fi
if want r && r_want bulk100 && ! ready "$r_bulk" && ! (want e && [[ "$bulk" == "$r_bulk" ]]); then
  need_mb=$((need_mb + $(corpus_mb "$bulk_docs" "$bulk_mentions" 100)))
  to_make+=("r's bulk key + 100 systems of ~$(corpus_mb "$bulk_docs" "$bulk_mentions" 0) MB")
fi
moon_mb=0
if want m; then
  moon_mb=1000 # the 1,000-system run's outputs (documents.parquet and .csv: 740,000 rows, twice
  # while --overwrite replaces them)
  if ! ready "$moon"; then
    moon_mb=$((moon_mb + $(corpus_mb "$bulk_docs" "$bulk_mentions" "$moon_systems")))
  fi
fi
free_mb=${COREFSTATS_BENCH_FREE_MB:-$(df -Pm "$work" | awk 'NR == 2 {print $4}')}
if ((free_mb < need_mb + moon_mb)); then
  if ((moon_mb > 0)); then
    echo "bench --moonshot: not enough free disk under $work: $free_mb MB free, about $((need_mb + moon_mb)) MB" \
      "needed, of which $moon_mb MB for the moonshot (1,000 systems x ~$(corpus_mb "$bulk_docs" "$bulk_mentions" 0) MB" \
      "plus the key and the run's outputs; ~21 GB in all). Free some space, or set COREFSTATS_BENCH_MOONSHOT" \
      "to an existing copy, or run without --moonshot; nothing was generated." >&2
  else
    what="run outputs"
    if ((${#to_make[@]})); then what="$(printf '%s; ' "${to_make[@]}")plus run outputs"; fi
    echo "bench: not enough free disk for the benchmark data under $work: $free_mb MB free, about $need_mb MB needed" \
      "($what). Free some space and run again, or choose fewer --sections; nothing was generated." >&2
  fi
  exit 1
fi
# The generator keeps one file open per system while it writes: 1,001 for the moonshot
if want m && ! ready "$moon"; then
  nofile=$(ulimit -n)
  if [[ "$nofile" != unlimited ]] && ((nofile < moon_systems + 100)); then
    ulimit -n $((moon_systems + 100)) 2>/dev/null || {
      echo "bench --moonshot: generating $moon_systems systems keeps $((moon_systems + 1)) files open, and the limit" \
        "is $nofile (ulimit -n, hard limit $(ulimit -Hn)): raise it and run again; nothing was generated." >&2
      exit 1
    }
  fi
fi

# --- build once: the jar and target/lib (the launcher's), the test classes with the JMH harness
# generated by annotation processing, and the test class path to run JMH with -----------------
log "building: mvn package (tests compiled, not run) and the test class path"
# Maven 3.8 prints ANSI reset codes even with -B -q: strip them (pipefail keeps its status)
read -r -a mvn_args <<<"${COREFSTATS_BENCH_MVN_ARGS:-}"
mvn -B -q "${mvn_args[@]}" -DskipTests package dependency:build-classpath -Dmdep.includeScope=test \
  -Dmdep.outputFile=target/test-classpath.txt 2>&1 | sed 's/\x1b\[[0-9;]*m//g' >&2
test_cp="$here/target/classes:$here/target/test-classes:$(cat "$here/target/test-classpath.txt")"

# --- data (cached) ---------------------------------------------------------------------------
# make DIR COMMAND...: runs COMMAND (which writes DIR) unless DIR is complete from an earlier run
make_data() {
  local dir="$1"
  shift
  [[ -f "$dir/.complete" ]] && return 0
  log "generating $dir"
  rm -rf "$dir" # an incomplete earlier attempt
  "$@" >/dev/null
  touch "$dir/.complete"
}
gen() { java -Xmx4g -jar "$jar" "$@"; } # full JIT: faster than the launcher's C1 for generating
(want a || want f || want g) && make_data "$perturbed" gen perturb "$litbank" --systems 1 --profile medium --seed 1 --out "$perturbed"
( ( (want d || want i || (want r && r_want lit15)) && [[ -z "${COREFSTATS_BENCH_LIT15:-}" ]] ) || (want h && ! [[ -f "$lit15u/.complete" || (-n "${COREFSTATS_BENCH_LIT15U:-}" && -z "$prepare_dir") ]])) &&
  make_data "$lit15" gen perturb "$litbank" --systems 15 --seed 1 --out "$lit15"
# h: LitBank's key and d's 15 systems in CoNLL-U, as `convert` writes them (one file per document;
# CoNLL-2012 has no heads, so no mention gets a head field and the CoNLL-U reader takes each
# mention's first word as its head); key-by-digit/: the same key documents in 9 files, one per first
# digit of the Gutenberg id (N.conllu), to group by file as by the pattern (the same 9 groups)
prepare_lit15u() { # DIR
  local dir="$1" s d
  mkdir -p "$dir/systems" "$dir/key-by-digit"
  java -jar "$jar" convert "$litbank" "$dir/key" --to conllu
  for s in "$lit15"/sys*/; do
    s="${s%/}"
    java -jar "$jar" convert "$s" "$dir/systems/${s##*/}" --to conllu
  done
  cp "$lit15/systems.csv" "$dir/systems.csv" # the error rates, beside systems/ (not a system)
  for d in 1 2 3 4 5 6 7 8 9; do
    find "$dir/key" -maxdepth 1 -type f -name "$d*.conllu" | LC_ALL=C sort | xargs cat >"$dir/key-by-digit/$d.conllu"
  done
  {
    echo "LitBank (key: $litbank) and 15 simulated systems (corefstats perturb --systems 15 --seed 1) converted"
    echo "to CorefUD CoNLL-U by corefstats convert --to conllu; written by scripts/bench.sh prepare-lit15u."
    echo "key/: one file per document; key-by-digit/N.conllu: the key documents whose Gutenberg id starts with N;"
    echo "systems/sysNN: one file per document; systems.csv: the systems' error rates (perturb's)."
    echo "Heads: CoNLL-2012 has none, so Entity= gives none and the CoNLL-U reader takes a mention's first word."
  } >"$dir/README.txt"
}
if [[ -n "$prepare_dir" ]]; then
  [[ -f "$prepare_dir/.complete" ]] && { log "$prepare_dir is complete already (remove it to make it again)"; exit 0; }
  # an incomplete directory is remade, but only under target/bench: elsewhere nothing is deleted
  if [[ "$prepare_dir" != "$work"/* && -d "$prepare_dir" && -n "$(ls -A "$prepare_dir")" ]]; then
    echo "bench: $prepare_dir exists, not empty, without the .complete marker of prepare-lit15u: remove it or" \
      "choose another directory" >&2
    exit 1
  fi
  make_data "$prepare_dir" prepare_lit15u "$prepare_dir"
  log "prepared $prepare_dir: key/ ($(find "$prepare_dir/key" -type f | wc -l) files), key-by-digit/, systems/ ($(find "$prepare_dir/systems" -mindepth 1 -maxdepth 1 | wc -l) systems)"
  exit 0
fi
want h && [[ -z "${COREFSTATS_BENCH_LIT15U:-}" ]] && make_data "$lit15u" prepare_lit15u "$lit15u"
# f: the LitBank key and the perturbed system in each format; g: in CoNLL-U (f's data)
formats="$work/formats"
convert_to=()
if want f; then convert_to=(conllu jsonl); elif want g; then convert_to=(conllu); fi
if ((${#convert_to[@]})); then
  for fmt in "${convert_to[@]}"; do
    make_data "$formats/$fmt" bash -c "java -jar '$jar' convert '$litbank' '$formats/$fmt/key' --to $fmt \
      && java -jar '$jar' convert '$perturbed/sys01' '$formats/$fmt/sys01' --to $fmt"
  done
fi
if want b || want c; then
  make_data "$synth" gen synth --docs "$synth_docs" --systems "$synth_systems" --mentions-per-doc "$synth_mentions" \
    --seed 1 --out "$synth"
fi
# e and m: one all_conll per side; 1,000 systems take a few minutes to write
gen_bulk() { # DIR SYSTEMS
  ready "$1" || make_data "$1" gen synth --docs "$bulk_docs" --mentions-per-doc "$bulk_mentions" --systems "$2" \
    --layout concatenated --seed 1 --out "$1"
}
want e && gen_bulk "$bulk" "$bulk_systems"
want m && gen_bulk "$moon" "$moon_systems"
want r && r_want bulk100 && gen_bulk "$r_bulk" 100

# Subsets as directories of symbolic links, remade every time (cheap; links are absolute):
# b. the first 1, 10, 50 systems; c. the first N documents of the key and of 5 systems; e and m:
# the first 10, 100 (, 1000) systems
rm -rf "$work/sets" "$work/sweep" "$work/bulk-sets"
# link_systems N FROM TO: links the first N systems (by name) of the corpus FROM into TO
link_systems() {
  mkdir -p "$3"
  find "$2/systems" -mindepth 1 -maxdepth 1 | sort | awk -v n="$1" 'NR <= n' | xargs ln -s -t "$3"
  local got
  got=$(find "$3" -mindepth 1 -maxdepth 1 | wc -l)
  ((got == $1)) || { echo "bench: $2/systems has $got systems, not $1" >&2; exit 1; }
}
if want b; then
  for n in "${system_counts[@]}"; do
    mkdir -p "$work/sets/s$n"
    for ((s = 1; s <= n; s++)); do
      name=$(printf 'sys%02d' "$s")
      ln -s "$synth/systems/$name" "$work/sets/s$n/$name"
    done
  done
fi
if want e; then for n in "${bulk_counts[@]}"; do link_systems "$n" "$bulk" "$work/bulk-sets/e$n"; done; fi
if want m; then for n in "${moon_counts[@]}"; do link_systems "$n" "$moon" "$work/bulk-sets/m$n"; done; fi
if want r && r_want bulk100; then link_systems 100 "$r_bulk" "$work/bulk-sets/r100"; fi
# link_first N FROM TO: links the first N files (by name) of FROM into TO
link_first() {
  mkdir -p "$3"
  find "$2" -maxdepth 1 -type f -name '*conll' | sort | awk -v n="$1" 'NR <= n' | xargs ln -s -t "$3"
}
if want c; then
  for n in "${sweep_docs[@]}"; do
    link_first "$n" "$synth/key" "$work/sweep/d$n/key"
    for ((s = 1; s <= sweep_systems; s++)); do
      name=$(printf 'sys%02d' "$s")
      link_first "$n" "$synth/systems/$name" "$work/sweep/d$n/systems/$name"
    done
  done
fi

# --- measuring helpers -----------------------------------------------------------------------
mb() { awk -v b="$1" 'BEGIN {printf "%.1f", b / 1e6}'; } # MB = 10^6 bytes throughout
# median min max of the numbers on stdin
stats() { sort -g | awk '{a[NR] = $1} END {printf "%s %s %s\n", (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2, a[1], a[NR]}'; }
# fit: least squares y = a + b x of the "x y" lines on stdin; prints a b
fit() { awk '{n++; sx += $1; sy += $2; sxx += $1 * $1; sxy += $1 * $2}
  END {b = (n * sxy - sx * sy) / (n * sxx - sx * sx); printf "%.4g %.6g\n", (sy - b * sx) / n, b}'; }
hz=$(getconf CLK_TCK)
# /proc/stat, all CPUs: total jiffies (user..steal), busy (user nice system irq softirq), steal
cpu_stat() { awk '/^cpu / {print $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9, $2 + $3 + $4 + $7 + $8, $9}' /proc/stat; }
# A section's window: the hypervisor's steal, and the CPU used by processes other than the
# measured ones (busy time minus the measured commands' user+sys), in % of the machine
section_start() { read -r sec_total0 sec_busy0 sec_steal0 < <(cpu_stat); own_cpu=0; }
section_end() { # $1: section id; sets steal_pct, others_pct and cpu_line (for the table)
  local total1 busy1 steal1
  read -r total1 busy1 steal1 < <(cpu_stat)
  local dt=$((total1 - sec_total0))
  steal_pct=$(awk -v s=$((steal1 - sec_steal0)) -v t="$dt" 'BEGIN {printf "%.0f", (t > 0 ? 100 * s / t : 0)}')
  others_pct=$(awk -v b=$((busy1 - sec_busy0)) -v o="$own_cpu" -v hz="$hz" -v t="$dt" \
    'BEGIN {x = (t > 0 ? 100 * (b - o * hz) / t : 0); printf "%.0f", (x < 0 ? 0 : x)}')
  csv machine "section $1" steal "$steal_pct" % "" "" "" "" ""
  csv machine "section $1" other_processes_cpu "$others_pct" % "" "" "" "" ""
  cpu_line="   CPU during $1: steal ${steal_pct}%, other processes ${others_pct}% of the machine"
  if ((steal_pct > 5)); then
    cpu_line+=" -- WARNING: steal > 5%: the host took CPU away, times are inflated"
  fi
}
# timed COMMAND...: runs it under /usr/bin/time; sets wall, cpu (user+sys), rss_mb
# (its exit status is the command's; time.txt's last line, after "Command exited with ...")
timed() {
  local user sys kb status=0
  /usr/bin/time -f '%e %U %S %M' -o "$work/time.txt" "$@" || status=$?
  read -r wall user sys kb < <(tail -n 1 "$work/time.txt")
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}')
  rss_mb=$((kb / 1024))
  own_cpu=$(awk -v a="$own_cpu" -v c="$cpu" 'BEGIN {print a + c}')
  return "$status"
}
csvfile="$work/bench.csv"
echo "section,case,metric_or_size,value,unit,runs,median,min,max,error99" >"$csvfile"
csv() { (IFS=,; echo "$*") >>"$csvfile"; }
out=() # the table's lines, printed at the end

# run.json: one phase in ms (timingsMillis), and the input bytes
phase_ms() { tr -d ' \n' <"$1" | sed 's/.*"timingsMillis":{\([^}]*\)}.*/\1/' | tr ',' '\n' | tr -d '"' | awk -F: -v p="$2" '$1 == p {print $2}'; }
input_bytes() { tr -d ' \n' <"$1" | sed 's/.*"inputs":{[^}]*"bytes":\([0-9]*\).*/\1/'; }
key_documents() { tr -d ' \n' <"$1" | sed 's/.*"inputs":{[^}]*"keyDocuments":\([0-9]*\).*/\1/'; }
phase_names=(session plan read score writeParquet writeDocumentsCsv writeProblems report total)

# run_case ID KEY SYSTEMS_DIR [FIRST LAST]: `corefstats run`, runs FIRST..LAST (default 1..RUNS);
# each run's run.json is kept as target/bench/runs/ID-I.json, its wall and CPU seconds and peak RSS
# appended to ID.times; sets walls, cpus (every run so far), peak (MB), bytes
run_case() {
  local id="$1" key="$2" systems="$3" first="${4:-1}" last="${5:-$runs}" i
  mkdir -p "$work/runs"
  if ((first == 1 && last >= 1)); then # a new case: no figures of an earlier bench.sh (--quick has fewer runs)
    : >"$work/runs/$id.times"
    rm -f "$work/runs/$id"-*.json
  fi
  for ((i = first; i <= last; i++)); do
    log "$id: run $i of $runs"
    timed "$here/scripts/corefstats" run --key "$key" --systems "$systems" --out "$work/out" --overwrite \
      >/dev/null 2>"$work/run.log"
    echo "$wall $cpu $rss_mb" >>"$work/runs/$id.times"
    cp "$work/out/run.json" "$work/runs/$id-$i.json"
  done
  mapfile -t walls < <(awk '{print $1}' "$work/runs/$id.times")
  mapfile -t cpus < <(awk '{print $2}' "$work/runs/$id.times")
  peak=$(awk '$3 > m {m = $3} END {print m + 0}' "$work/runs/$id.times")
  bytes=$(input_bytes "$work/runs/$id-1.json")
}
# median of one phase over a case's runs, in seconds
phase_median() { for f in "$work/runs/$1"-*.json; do phase_ms "$f" "$2"; done | stats | awk '{printf "%.1f", $1 / 1000}'; }
# every phase's median (s) of a case, as "session 0.9, plan 0.2, ..."; also to the CSV (section, case, size)
phases_line() {
  local id="$1" line="" p v
  for p in "${phase_names[@]}"; do
    v=$(phase_median "$id" "$p")
    line+=" $p $v,"
    csv "$2" "$3" "$4" "$v" "s phase_$p" "$runs" "$v" "" "" ""
  done
  echo "${line%,}"
}

# --- machine ---------------------------------------------------------------------------------
cpu_model=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | sed -n 1p)
mem_gb=$(awk '/^MemTotal/ {printf "%.1f", $2 / 1048576}' /proc/meminfo)
java_version="$(java -version 2>&1 | sed -n 1p) ($(java -version 2>&1 | sed -n 3p | sed 's/ (build.*//'))"
started=$(date -u '+%Y-%m-%d %H:%M UTC')

# --- a. the core, one thread, JMH ------------------------------------------------------------
if want a; then
response="$perturbed/sys01"
jmh_bytes=$(find "$response" -maxdepth 1 -type f -name '*conll' -printf '%s\n' | awk '{s += $1} END {print s}')
jmh_docs=$(find "$response" -maxdepth 1 -type f -name '*conll' -exec cat {} + | grep -c '^#begin document' || true)
jmh() { # JMH's own figures in English format (its CSV); the benchmark runs in a fork
  timed java -Duser.language=en -Duser.country=US -cp "$test_cp" org.openjdk.jmh.Main "$@" -f 1 -t 1 \
    "${jmh_iterations[@]}" -p corpus="$response" -p key="$litbank"
}
section_start
log "a. JMH, every benchmark of CoreBenchmark (C2, the JVM's default compilers)"
jmh 'org.corefstats.bench.CoreBenchmark' -rf csv -rff "$work/jmh.csv" >"$work/jmh.log" 2>&1
log "a. JMH, readAndScore all with C1 only (-XX:TieredStopAtLevel=1, as the launcher runs)"
jmh 'org.corefstats.bench.CoreBenchmark.readAndScore' -p metric=all -jvmArgsAppend '-Xmx2g -XX:TieredStopAtLevel=1' \
  -rf csv -rff "$work/jmh-c1.csv" >"$work/jmh-c1.log" 2>&1
declare -A score error samples
# JMH CSV: "Benchmark","Mode","Threads","Samples","Score","Score Error (99.9%)","Unit",corpus,key,metric
while read -r name metric s e n; do
  score[$name/$metric]=$s error[$name/$metric]=$e samples[$name/$metric]=$n
done < <(awk -F, 'NR > 1 {gsub(/[\r"]/, ""); n = $1; sub(/.*\./, "", n); print n, ($10 == "" ? "-" : $10), $5, $6, $4}' "$work/jmh.csv"
  awk -F, 'NR > 1 {gsub(/[\r"]/, ""); n = $1; sub(/.*\./, "", n); print n "(C1)", $10, $5, $6, $4}' "$work/jmh-c1.csv")
section_end a
out+=("a. core, one thread, in memory: LitBank perturbed response vs key, $(mb "$jmh_bytes") MB, $jmh_docs documents per pass;" \
  "   JMH ($(grep -m1 '^# VM version' "$work/jmh.log" | sed 's/# VM version: //;s/, .*//'), C2 unless marked C1), 1 fork, ${jmh_iterations[*]}")
out+=("$(printf '   %-28s %9s %7s %10s %12s %14s' benchmark "MB/s" "±99.9%" "docs/s" "vs LineSplit" "vs BufferedRdr")")
ls_score=${score[rawLineSplit/-]}
br_score=${score[rawBufferedReader/-]}
for k in rawLineSplit/- rawBufferedReader/- readOnly/- readAndScore/mentions readAndScore/muc readAndScore/bcub \
  readAndScore/ceafm readAndScore/ceafe readAndScore/blanc readAndScore/lea readAndScore/all 'readAndScore(C1)/all'; do
  [[ -n "${score[$k]:-}" ]] || continue
  name=${k%/*} metric=${k#*/}
  label="${name%(C1)}"
  if [[ "$metric" != - ]]; then label+=" $metric"; fi
  if [[ "$name" == *C1* ]]; then label+=", C1 only"; fi
  read -r mbs err docs r_ls r_br < <(awk -v s="${score[$k]}" -v e="${error[$k]}" -v b="$jmh_bytes" -v d="$jmh_docs" \
    -v ls="$ls_score" -v br="$br_score" 'BEGIN {printf "%.0f %s %.0f %.3f %.3f\n", s * b / 1e6,
      (e == "NaN" ? "-" : sprintf("%.0f", e * b / 1e6)), s * d, s / ls, s / br}')
  out+=("$(printf '   %-28s %9s %7s %10s %12s %14s' "$label" "$mbs" "$err" "$docs" "$r_ls" "$r_br")")
  case_name="${name/(C1)/} $([[ "$name" == *C1* ]] && echo "C1 only" || echo C2)"
  m=$([[ "$metric" == - ]] && echo "" || echo "$metric")
  n=${samples[$k]}
  csv core "$case_name" "$m" "$mbs" MB/s "$n" "" "" "" "$err"
  csv core "$case_name" "$m" "$docs" documents/s "$n" "" "" "" ""
  csv core "$case_name" "$m" "${score[$k]}" ops/s "$n" "" "" "" "${error[$k]}"
  csv core "$case_name" "$m" "$r_ls" ratio_to_rawLineSplit "$n" "" "" "" ""
  csv core "$case_name" "$m" "$r_br" ratio_to_rawBufferedReader "$n" "" "" "" ""
done
out+=("   (readAndScore X: metric X plus mention detection, which every run computes; vs LineSplit, vs BufferedRdr:" \
  "   throughput as a fraction of rawLineSplit's and rawBufferedReader's on the same bytes; MB = 10^6 bytes)")
# The 10,000-mention document (AlignmentDocuments.longerByOneWord): JMH's average time, ms per document
out+=("   one document of 10,000 mentions (1,000 entities), all metrics, CorefUD profile, every mention paired by the" \
  "   scored step (partial: the sides swapped); target: head mode under 1 s")
for mode in Head Partial; do
  k="tenThousandMentions$mode/-"
  [[ -n "${score[$k]:-}" ]] || continue
  ms=$(awk -v s="${score[$k]}" 'BEGIN {printf "%.1f", s}')
  err=$(awk -v e="${error[$k]}" 'BEGIN {print (e == "NaN" ? "-" : sprintf("%.1f", e))}')
  line="$(printf '   %-28s %9s ms per document' "tenThousandMentions$mode" "$ms")"
  if [[ $err != - ]]; then line+=" (±$err)"; fi
  if [[ $mode == Head ]]; then
    line+=$(awk -v s="${score[$k]}" 'BEGIN {print (s < 1000 ? "; under 1 s: yes" : "; under 1 s: NO")}')
  fi
  out+=("$line")
  csv core "tenThousandMentions$mode C2" "${mode,,}" "$ms" ms/document "${samples[$k]}" "" "" "" "$err"
done
out+=("$cpu_line")
fi

# --- b. end to end, 1 / 10 / 50 systems ------------------------------------------------------
if want b || want c; then
  sys_mb=$(du -sb "$synth/systems/sys01" | awk '{printf "%.1f", $1 / 1e6}')
  # The page cache: every run reads the inputs from memory, the first one too
  log "reading the synthetic corpus once (page cache)"
  find "$synth" -type f -name '*conll' -exec cat {} + >/dev/null
fi
if want b || want c || want d || want e || want h || want m || want r; then
  # One untimed warm-up run, on the bundled samples: the launcher writes its class-data archive
  # before its first `run` for a new JDK or new libraries (~30 s), which no timed run should include
  log "warm-up run (untimed; the launcher writes its class-data archive first if it has none)"
  "$here/scripts/corefstats" run --key samples/key --systems samples/systems --out "$work/out" --overwrite \
    >/dev/null 2>"$work/run.log"
fi
if want b; then
section_start
out+=("" "b. end to end: scripts/corefstats run (launcher defaults: ${JAVA_OPTS:--Xmx4g -XX:TieredStopAtLevel=1}, class-data" \
  "   archive, local[*]), all metrics; synthetic key + systems of $synth_docs documents x ~$synth_mentions mentions, ~$sys_mb MB" \
  "   per system; median of $runs run(s) after one untimed warm-up run; phases from run.json, medians")
out+=("$(printf '   %-8s %8s %22s %9s %8s %8s %9s' systems "input MB" "wall s (min-max)" "s/system" "CPU s" "peak MB" "MB/s wall")")
b_points=()
for n in "${system_counts[@]}"; do
  run_case "b-$n" "$synth/key" "$work/sets/s$n"
  read -r w wmin wmax < <(printf '%s\n' "${walls[@]}" | stats)
  read -r c cmin cmax < <(printf '%s\n' "${cpus[@]}" | stats)
  per_sys=$(awk -v w="$w" -v n="$n" 'BEGIN {printf "%.2f", w / n}')
  b_points+=("$n $w")
  rate=$(awk -v w="$w" -v b="$bytes" 'BEGIN {printf "%.0f", b / 1e6 / w}')
  out+=("$(printf '   %-8s %8s %22s %9s %8s %8s %9s' "$n" "$(mb "$bytes")" "$w ($wmin-$wmax)" "$per_sys" "$c" "$peak" "$rate")")
  out+=("            phases (s):$(phases_line "b-$n" end_to_end "$n systems" "$n")")
  csv end_to_end "$n systems" "$n" "$w" "s wall" "$runs" "$w" "$wmin" "$wmax" ""
  csv end_to_end "$n systems" "$n" "$c" "s cpu_user_sys" "$runs" "$c" "$cmin" "$cmax" ""
  csv end_to_end "$n systems" "$n" "$peak" "MB peak_rss" "$runs" "" "" "$peak" ""
  csv end_to_end "$n systems" "$n" "$per_sys" "s wall_per_system" "$runs" "" "" "" ""
  csv end_to_end "$n systems" "$n" "$(mb "$bytes")" "MB input" "" "" "" "" ""
done
read -r b_fixed b_slope < <(printf '%s\n' "${b_points[@]}" | fit)
out+=("   least squares: wall = $(printf '%.1f' "$b_fixed") s + $(printf '%.2f' "$b_slope") s per system (fixed: JVM and Spark start," \
  "   planning, Spark SQL's first write)")
csv end_to_end fit "" "$b_fixed" "s fixed" "" "" "" "" ""
csv end_to_end fit "" "$b_slope" "s per_system" "" "" "" "" ""
if ((quick)); then out+=("   (--quick: no 50-system case)"); fi
section_end b
out+=("$cpu_line")
fi

# --- c. size sweep -----------------------------------------------------------------------------
if want c; then
section_start
out+=("" "c. size sweep: key + $sweep_systems systems, the first N documents of the synthetic corpus; per document = per" \
  "   (document, system) pair scored; job = run.json total minus Spark session start; median of $runs run(s)," \
  "   the sizes interleaved (round i runs every size once), so that the machine's slow spells hit all sizes")
out+=("$(printf '   %-11s %8s %8s %8s %8s %12s %12s %15s' documents "input MB" "wall s" "job s" "CPU s" "job/doc ms" "CPU/doc ms" "job/doc vs med.")")
sweep_rows=()
c_points=()
for ((round = 1; round <= runs; round++)); do
  for n in "${sweep_docs[@]}"; do
    run_case "c-$n" "$work/sweep/d$n/key" "$work/sweep/d$n/systems" "$round" "$round"
  done
done
for n in "${sweep_docs[@]}"; do
  run_case "c-$n" "$work/sweep/d$n/key" "$work/sweep/d$n/systems" 1 0 # no run: the rounds' figures
  read -r w wmin wmax < <(printf '%s\n' "${walls[@]}" | stats)
  read -r c cmin cmax < <(printf '%s\n' "${cpus[@]}" | stats)
  jobs=()
  for f in "$work/runs/c-$n"-*.json; do
    jobs+=("$(awk -v t="$(phase_ms "$f" total)" -v s="$(phase_ms "$f" session)" 'BEGIN {printf "%.2f\n", (t - s) / 1000}')")
  done
  read -r j jmin jmax < <(printf '%s\n' "${jobs[@]}" | stats)
  pairs=$((n * sweep_systems))
  wpd=$(awk -v w="$w" -v p="$pairs" 'BEGIN {printf "%.3f", 1000 * w / p}')
  jpd=$(awk -v j="$j" -v p="$pairs" 'BEGIN {printf "%.3f", 1000 * j / p}')
  cpd=$(awk -v c="$c" -v p="$pairs" 'BEGIN {printf "%.3f", 1000 * c / p}')
  sweep_rows+=("$n $(mb "$bytes") $w $j $wpd $jpd $c $cpd")
  csv sweep "$n documents x $sweep_systems systems" "$n" "$c" "s cpu_user_sys" "$runs" "$c" "$cmin" "$cmax" ""
  csv sweep "$n documents x $sweep_systems systems" "$n" "$cpd" "ms cpu_per_document" "$runs" "" "" "" ""
  c_points+=("$pairs $j")
  csv sweep "$n documents x $sweep_systems systems" "$n" "$w" "s wall" "$runs" "$w" "$wmin" "$wmax" ""
  csv sweep "$n documents x $sweep_systems systems" "$n" "$j" "s job" "$runs" "$j" "$jmin" "$jmax" ""
  csv sweep "$n documents x $sweep_systems systems" "$n" "$wpd" "ms wall_per_document" "$runs" "" "" "" ""
  csv sweep "$n documents x $sweep_systems systems" "$n" "$jpd" "ms job_per_document" "$runs" "" "" "" ""
done
# job time per document relative to the median of the sizes: within +-20% everywhere?
jpd_med=$(printf '%s\n' "${sweep_rows[@]}" | awk '{print $6}' | stats | awk '{print $1}')
within=yes
for row in "${sweep_rows[@]}"; do
  read -r n b w j wpd jpd c cpd <<<"$row"
  dev=$(awk -v x="$jpd" -v m="$jpd_med" 'BEGIN {printf "%+.0f", 100 * (x - m) / m}')
  if (( ${dev#+} > 20 || ${dev#+} < -20 )); then within=no; fi
  mult="$((n / sweep_docs[0]))x"
  out+=("$(printf '   %-11s %8s %8s %8s %8s %12s %12s %15s' "$n ($mult)" "$b" "$w" "$j" "$c" "$jpd" "$cpd" "$dev%")")
  csv sweep "$n documents x $sweep_systems systems" "$n" "$dev" "% job_per_document_vs_median" "" "" "" "" ""
done
out+=("   job time per document within +-20% across sizes: $within")
read -r c_fixed c_slope < <(printf '%s\n' "${c_points[@]}" | fit)
out+=("   least squares: job = $(printf '%.2f' "$c_fixed") s + $(awk -v b="$c_slope" 'BEGIN {printf "%.3f", 1000 * b}') ms per" \
  "   (document, system) pair")
csv sweep fit "" "$c_fixed" "s fixed" "" "" "" "" ""
csv sweep fit "" "$(awk -v b="$c_slope" 'BEGIN {printf "%.4f", 1000 * b}')" "ms per_pair" "" "" "" "" ""
csv sweep all_sizes "" "$within" job_per_document_within_20pct "" "" "" "" ""
section_end c
out+=("$cpu_line")
fi

# --- d. anchors: LitBank x 15 systems ----------------------------------------------------------
if want d; then
section_start
run_case d-litbank15 "$litbank" "$lit15"
read -r w wmin wmax < <(printf '%s\n' "${walls[@]}" | stats)
read -r c cmin cmax < <(printf '%s\n' "${cpus[@]}" | stats)
r_v801=$(awk -v c="$c" -v r="$v801_cpu" 'BEGIN {printf "%.0f", r / c}')
r_coval=$(awk -v w="$w" -v r="$coval_wall" 'BEGIN {printf "%.1f", r / w}')
out+=("" "d. anchors: scripts/corefstats run, LitBank key + 15 perturbed systems ($(mb "$(input_bytes "$work/runs/d-litbank15-1.json")") MB)," \
  "   all metrics, median of $runs run(s)")
out+=("   wall $w s ($wmin-$wmax), CPU (user+sys) $c s, peak RSS $peak MB")
out+=("   phases (s):$(phases_line d-litbank15 anchor "LitBank x 15 systems" 15)")
out+=("   scorer.pl v8.01, its 5 metrics: $v801_cpu CPU s = ${r_v801}x corefstats' CPU;" \
  "   coval without CEAF-m and BLANC: ~$coval_wall s wall = ${r_coval}x corefstats' wall")
csv anchor "LitBank x 15 systems" 15 "$w" "s wall" "$runs" "$w" "$wmin" "$wmax" ""
csv anchor "LitBank x 15 systems" 15 "$c" "s cpu_user_sys" "$runs" "$c" "$cmin" "$cmax" ""
csv anchor "LitBank x 15 systems" 15 "$peak" "MB peak_rss" "$runs" "" "" "$peak" ""
csv anchor "LitBank x 15 systems" 15 "$r_v801" "x v8.01_cpu_over_ours" "" "" "" "" ""
csv anchor "LitBank x 15 systems" 15 "$r_coval" "x coval_wall_over_ours" "" "" "" "" ""
section_end d
out+=("$cpu_line")
fi

# --- e and m. bulk: 10, 100 (and 1,000) systems of ~20 MB, one file each ------------------------
# bulk_section ID CORPUS LABEL COUNTS...: one row per count N, the first N systems of CORPUS; the
# 1,000-system case runs once (minutes), the others $runs times
bulk_section() {
  local id="$1" corpus="$2" label="$3" n r w wmin wmax c cmin cmax docs pairs j jmin jmax f
  shift 3
  local counts=("$@") rows=() points=() base_jpd="" base_wpd="" within=yes
  local per_sys_mb
  per_sys_mb=$(du -sb "$(find "$corpus/systems" -mindepth 1 -maxdepth 1 | sort | sed -n 1p)" | awk '{printf "%.1f", $1 / 1e6}')
  # The page cache, as in b and c: read the inputs once, if they fit in half the available memory
  # (1,000 systems, 20 GB, may not: then the runs read them from disk, and the MB/s shows it)
  local biggest="$work/bulk-sets/$id${counts[-1]}" need avail cache_note
  need=$(du -sbL "$corpus/key" "$biggest" | awk '{s += $1} END {printf "%.0f", s / 1e6}')
  avail=$(awk '/^MemAvailable/ {printf "%.0f", $2 * 1.024 / 1000}' /proc/meminfo)
  if ((need < avail / 2)); then
    log "$id. reading $need MB of inputs once (page cache)"
    find "$corpus/key" "$biggest"/ -type f -name '*conll' -exec cat {} + >/dev/null
    cache_note="inputs read once before (page cache)"
  else
    cache_note="inputs ($need MB) not read before: more than half the available memory ($avail MB)"
  fi
  section_start
  out+=("" "$label of ~$per_sys_mb MB, end to end: scripts/corefstats run (launcher defaults:" \
    "   ${JAVA_OPTS:--Xmx4g -XX:TieredStopAtLevel=1}, class-data archive, local[*]), all metrics; key + systems of $(key_docs "$corpus")" \
    "   documents in one file each: the first N systems of $corpus;" \
    "   $cache_note;" \
    "   medians of the runs; job = run.json total minus the Spark session's start; x/pair: ms per (system," \
    "   document) pair scored; vs ${counts[0]}: job/pair against ${counts[0]} systems")
  out+=("$(printf '   %-7s %7s %9s %20s %4s %8s %7s %9s %9s %9s %7s' systems pairs "input MB" "wall s (min-max)" runs "CPU s" \
    "peak MB" "wall/pair" "job/pair" "CPU/pair" "vs ${counts[0]}")")
  for n in "${counts[@]}"; do
    r=$runs
    if ((n >= 1000)); then r=1; fi
    runs=$r run_case "$id-$n" "$corpus/key" "$work/bulk-sets/$id$n" # runs: for this case only
    read -r w wmin wmax < <(printf '%s\n' "${walls[@]}" | stats)
    read -r c cmin cmax < <(printf '%s\n' "${cpus[@]}" | stats)
    docs=$(key_documents "$work/runs/$id-$n-1.json")
    pairs=$((n * docs))
    local jobs=()
    for f in "$work/runs/$id-$n"-*.json; do
      jobs+=("$(awk -v t="$(phase_ms "$f" total)" -v s="$(phase_ms "$f" session)" 'BEGIN {printf "%.2f\n", (t - s) / 1000}')")
    done
    read -r j jmin jmax < <(printf '%s\n' "${jobs[@]}" | stats)
    local wpd jpd cpd dev
    wpd=$(awk -v x="$w" -v p="$pairs" 'BEGIN {printf "%.3f", 1000 * x / p}')
    jpd=$(awk -v x="$j" -v p="$pairs" 'BEGIN {printf "%.3f", 1000 * x / p}')
    cpd=$(awk -v x="$c" -v p="$pairs" 'BEGIN {printf "%.3f", 1000 * x / p}')
    if [[ -z "$base_jpd" ]]; then base_jpd=$jpd base_wpd=$wpd; fi
    dev=$(awk -v x="$jpd" -v b="$base_jpd" 'BEGIN {printf "%+.0f", 100 * (x - b) / b}')
    if ((${dev#+} > 20 || ${dev#+} < -20)); then within=no; fi
    out+=("$(printf '   %-7s %7s %9s %20s %4s %8s %7s %9s %9s %9s %7s' "$n" "$pairs" "$(mb "$bytes")" "$w ($wmin-$wmax)" "$r" \
      "$c" "$peak" "$wpd" "$jpd" "$cpd" "$dev%")")
    out+=("           phases (s):$(runs=$r phases_line "$id-$n" "$id" "$n systems" "$n")")
    csv "$id" "$n systems" "$n" "$w" "s wall" "$r" "$w" "$wmin" "$wmax" ""
    csv "$id" "$n systems" "$n" "$c" "s cpu_user_sys" "$r" "$c" "$cmin" "$cmax" ""
    csv "$id" "$n systems" "$n" "$j" "s job" "$r" "$j" "$jmin" "$jmax" ""
    csv "$id" "$n systems" "$n" "$peak" "MB peak_rss" "$r" "" "" "$peak" ""
    csv "$id" "$n systems" "$n" "$(mb "$bytes")" "MB input" "" "" "" "" ""
    csv "$id" "$n systems" "$n" "$pairs" "pairs" "" "" "" "" ""
    csv "$id" "$n systems" "$n" "$wpd" "ms wall_per_pair" "$r" "" "" "" ""
    csv "$id" "$n systems" "$n" "$jpd" "ms job_per_pair" "$r" "" "" "" ""
    csv "$id" "$n systems" "$n" "$cpd" "ms cpu_per_pair" "$r" "" "" "" ""
    csv "$id" "$n systems" "$n" "$dev" "% job_per_pair_vs_${counts[0]}_systems" "" "" "" "" ""
    rows+=("$n $wpd")
    points+=("$pairs $j")
  done
  if ((${#counts[@]} > 1)); then
    local wall_devs=""
    for row in "${rows[@]:1}"; do
      read -r n wpd <<<"$row"
      wall_devs+=" $(awk -v x="$wpd" -v b="$base_wpd" 'BEGIN {printf "%+.0f", 100 * (x - b) / b}')% at $n,"
    done
    out+=("   job time per pair within +-20% of the ${counts[0]}-system case: $within (wall per pair, with the JVM and Spark start:${wall_devs%,})")
    local fixed slope
    read -r fixed slope < <(printf '%s\n' "${points[@]}" | fit)
    out+=("   least squares: job = $(printf '%.2f' "$fixed") s + $(awk -v b="$slope" 'BEGIN {printf "%.3f", 1000 * b}') ms per pair (the fixed part: planning, Spark SQL's first writes, small jobs)")
    csv "$id" all_counts "" "$within" "job_per_pair_within_20pct_of_${counts[0]}_systems" "" "" "" "" ""
    csv "$id" fit "" "$fixed" "s fixed" "" "" "" "" ""
    csv "$id" fit "" "$(awk -v b="$slope" 'BEGIN {printf "%.4f", 1000 * b}')" "ms per_pair" "" "" "" "" ""
  else
    out+=("   (one case: nothing to compare the time per pair with)")
  fi
  if ((quick)) && [[ "$id" == e ]]; then
    out+=("   (--quick: the 10-system case only)")
  fi
  section_end "$id"
  out+=("$cpu_line")
}
if want e; then
  e_label="${bulk_counts[0]}"
  if ((${#bulk_counts[@]} > 1)); then e_label+=" and ${bulk_counts[1]}"; fi
  bulk_section e "$bulk" "e. bulk: $e_label systems" "${bulk_counts[@]}"
fi
if want m; then
  bulk_section m "$moon" "m. moonshot: 10, 100 and 1,000 systems" "${moon_counts[@]}"
fi

# --- f. formats: reading and scoring one response per format ---------------------------------------
if want f; then
section_start
out+=("" "f. formats: scripts/corefstats score --timings, LitBank key against a perturbed system, each side" \
  "   in the format (written by convert); MB/s = the response's bytes / reading and scoring it, one JVM" \
  "   per run (start-up JIT included), median of $runs run(s)")
out+=("$(printf '   %-8s %10s %16s %9s' format "response MB" "read+score s" "MB/s")")
for fmt in conll conllu jsonl; do
  if [[ $fmt == conll ]]; then key_dir="$litbank"; sys_dir="$perturbed/sys01"; else
    key_dir="$formats/$fmt/key"; sys_dir="$formats/$fmt/sys01"; fi
  bytes=$(du -sbL "$sys_dir" | cut -f1)
  secs=()
  for ((i = 1; i <= runs; i++)); do
    secs+=("$(scripts/corefstats score --timings "$key_dir" "$sys_dir" 2>&1 >/dev/null \
      | sed -n 's/.*read and score response \([0-9.]*\) s.*/\1/p')")
  done
  read -r t tmin tmax < <(printf '%s\n' "${secs[@]}" | stats)
  rate=$(awk -v b="$bytes" -v t="$t" 'BEGIN {printf "%.0f", b / 1e6 / t}')
  out+=("$(printf '   %-8s %10s %9s (%s-%s) %9s' "$fmt" "$(mb "$bytes")" "$t" "$tmin" "$tmax" "$rate")")
  csv formats "read and score $fmt" 1 "$rate" "MB/s" "$runs" "" "" "" ""
done
section_end f
out+=("$cpu_line")
fi

# --- g. matching modes: exact, head and partial on LitBank in CoNLL-U ---------------------------------
if want g; then
section_start
key_dir="$formats/conllu/key"
sys_dir="$formats/conllu/sys01"
out+=("" "g. matching modes: scripts/corefstats score --timings --matching M, LitBank key against a perturbed system," \
  "   both in CoNLL-U (f's data; the CoNLL-U key implies --profile corefud); read+score = reading and scoring the" \
  "   response, one JVM per run (start-up JIT included), median of $runs run(s); target: head and partial within" \
  "   2x of exact")
out+=("$(printf '   %-8s %22s %9s' matching "read+score s (min-max)" "vs exact")")
g_exact=""
g_within=yes
for mode in exact head partial; do
  secs=()
  for ((i = 1; i <= runs; i++)); do
    log "g. $mode: run $i of $runs"
    timed scripts/corefstats score --timings "$key_dir" "$sys_dir" --matching "$mode" >/dev/null 2>"$work/score.log"
    secs+=("$(sed -n 's/.*read and score response \([0-9.]*\) s.*/\1/p' "$work/score.log")")
    [[ -n "${secs[-1]}" ]] || { echo "bench: g. no timings from score --matching $mode:" >&2; cat "$work/score.log" >&2; exit 1; }
  done
  read -r t tmin tmax < <(printf '%s\n' "${secs[@]}" | stats)
  if [[ -z "$g_exact" ]]; then g_exact=$t; fi
  ratio=$(awk -v t="$t" -v x="$g_exact" 'BEGIN {printf "%.2f", t / x}')
  if [[ $mode != exact ]] && awk -v r="$ratio" 'BEGIN {exit !(r > 2)}'; then g_within=no; fi
  out+=("$(printf '   %-8s %22s %9s' "$mode" "$t ($tmin-$tmax)" "${ratio}x")")
  csv matching "read and score $mode" "$mode" "$t" "s read_and_score" "$runs" "$t" "$tmin" "$tmax" ""
  csv matching "read and score $mode" "$mode" "$ratio" "x of_exact" "$runs" "" "" "" ""
done
out+=("   head and partial within 2x of exact: $g_within")
csv matching all_modes "" "$g_within" within_2x_of_exact "" "" "" "" ""
section_end g
out+=("$cpu_line")
fi

# --- h. leaderboards (issue 19): several settings in one pass, groups of key documents ------------
# Cases, interleaved round by round (as in c) so that the host's slow spells hit all of them:
#   one: the default run (CorefUD profile: head/remove); crac2024: --settings crac2024 (head/remove,
#   partial/remove, exact/remove, head/keep); regex: --group-by regex:PATTERN (the first digit of
#   the Gutenberg id: 9 groups of 4 to 27 documents); file: --group-by file (the key in one file per
#   document: 100 groups of one). A case whose flag the run rejects (exit code 2) is "not supported
#   by this build" and is not run again.
h_regex='regex:^\(?([0-9])' # document names are "(1023_bleak_house_brat); part 0"
h_ids=(one crac2024 regex file)
h_args() { # ID: sets args, the case's arguments to `run`
  case "$1" in
    one) args=() ;;
    crac2024) args=(--settings crac2024) ;;
    regex) args=(--group-by "$h_regex") ;;
    file) args=(--group-by file) ;;
  esac
}
h_label() {
  case "$1" in
    one) echo "one setting (default: head/remove)" ;;
    crac2024) echo "--settings crac2024 (4 settings)" ;;
    regex) echo "--group-by $h_regex" ;;
    file) echo "--group-by file (100 key files)" ;;
  esac
}
if want h; then
h_runs=$((quick ? 3 : 5)) # a 10% target needs more than one run, even with --quick
log "h. reading $lit15u once (page cache)"
find "$lit15u/key" "$lit15u/systems" -type f -name '*.conllu' -exec cat {} + >/dev/null
section_start
declare -A h_unsupported=()
mkdir -p "$work/runs"
for id in "${h_ids[@]}"; do
  : >"$work/runs/h-$id.times"
  rm -f "$work/runs/h-$id"-*.json "$work/runs/h-$id.groups"
done
for ((round = 1; round <= h_runs; round++)); do
  for id in "${h_ids[@]}"; do
    [[ -n "${h_unsupported[$id]:-}" ]] && continue
    h_args "$id"
    log "h. $id: run $round of $h_runs"
    status=0
    timed "$here/scripts/corefstats" run --key "$lit15u/key" --systems "$lit15u/systems" --out "$work/out" --overwrite \
      "${args[@]}" >/dev/null 2>"$work/run.log" || status=$?
    if ((status == 2)); then # picocli: "Unknown options: '--settings', ..."
      h_unsupported[$id]="$(grep -m1 . "$work/run.log" | cut -c1-100)"
      log "h. $id: not supported by this build (exit 2: ${h_unsupported[$id]})"
      continue
    fi
    ((status == 0)) || { echo "bench: h. $id: the run exited with $status:" >&2; cat "$work/run.log" >&2; exit 1; }
    echo "$wall $cpu $rss_mb" >>"$work/runs/h-$id.times"
    cp "$work/out/run.json" "$work/runs/h-$id-$round.json"
    # groups.csv (issue 19): its groups other than (macro), once
    if ((round == 1)) && [[ -f "$work/out/groups.csv" ]]; then
      awk -F, 'NR > 1 && $3 != "(macro)" {g[$3]} END {print length(g)}' "$work/out/groups.csv" >"$work/runs/h-$id.groups"
    fi
  done
done
out+=("" "h. leaderboards (issue 19): scripts/corefstats run, LitBank key + 15 perturbed systems converted to CoNLL-U" \
  "   ($lit15u; CorefUD profile, all metrics), the cases interleaved, median of $h_runs run(s); job = run.json" \
  "   total minus the Spark session's start; x one = the case's median over one setting's, job (wall);" \
  "   targets: --settings crac2024 < 2x, grouping < 1.10x")
out+=("$(printf '   %-36s %20s %20s %7s %7s %7s %15s' case "wall s (min-max)" "job s (min-max)" "CPU s" "peak MB" groups "x one job (wall)")")
declare -A h_job=() h_wall=()
for id in "${h_ids[@]}"; do
  label="$(h_label "$id")"
  if [[ -n "${h_unsupported[$id]:-}" ]]; then
    out+=("$(printf '   %-36s %s' "$label" "not supported by this build (exit 2: ${h_unsupported[$id]})")")
    csv leaderboards "$id" "" unsupported "" "" "" "" "" ""
    continue
  fi
  mapfile -t walls < <(awk '{print $1}' "$work/runs/h-$id.times")
  mapfile -t cpus < <(awk '{print $2}' "$work/runs/h-$id.times")
  peak=$(awk '$3 > m {m = $3} END {print m + 0}' "$work/runs/h-$id.times")
  read -r w wmin wmax < <(printf '%s\n' "${walls[@]}" | stats)
  read -r c cmin cmax < <(printf '%s\n' "${cpus[@]}" | stats)
  jobs=()
  for f in "$work/runs/h-$id"-*.json; do
    jobs+=("$(awk -v t="$(phase_ms "$f" total)" -v s="$(phase_ms "$f" session)" 'BEGIN {printf "%.2f\n", (t - s) / 1000}')")
  done
  read -r j jmin jmax < <(printf '%s\n' "${jobs[@]}" | stats)
  h_job[$id]=$j h_wall[$id]=$w
  groups=$(cat "$work/runs/h-$id.groups" 2>/dev/null || echo -)
  ratio="-"
  if [[ $id != one && -n "${h_job[one]:-}" ]]; then
    ratio=$(awk -v j="$j" -v w="$w" -v J="${h_job[one]}" -v W="${h_wall[one]}" 'BEGIN {printf "%.2fx (%.2fx)", j / J, w / W}')
  fi
  out+=("$(printf '   %-36s %20s %20s %7s %7s %7s %15s' "$label" "$w ($wmin-$wmax)" "$j ($jmin-$jmax)" "$c" "$peak" "$groups" "$ratio")")
  # every phase of run.json (a new build may add some), medians in seconds
  line=""
  for p in $(tr -d ' \n' <"$work/runs/h-$id-1.json" | sed 's/.*"timingsMillis":{\([^}]*\)}.*/\1/' | tr ',' '\n' | cut -d'"' -f2); do
    v=$(for f in "$work/runs/h-$id"-*.json; do phase_ms "$f" "$p"; done | stats | awk '{printf "%.2f", $1 / 1000}')
    line+=" $p $v,"
    csv leaderboards "$id" "" "$v" "s phase_$p" "$h_runs" "$v" "" "" ""
  done
  out+=("      phases (s):${line%,}")
  csv leaderboards "$id" "" "$w" "s wall" "$h_runs" "$w" "$wmin" "$wmax" ""
  csv leaderboards "$id" "" "$c" "s cpu_user_sys" "$h_runs" "$c" "$cmin" "$cmax" ""
  csv leaderboards "$id" "" "$j" "s job" "$h_runs" "$j" "$jmin" "$jmax" ""
  csv leaderboards "$id" "" "$peak" "MB peak_rss" "$h_runs" "" "" "$peak" ""
done
# the verdicts: on the job's time (the JVM's and Spark's start, the same in every case, would make
# any ratio smaller), with the wall's beside it
h_verdict() { # ID LIMIT WHAT
  if [[ -n "${h_unsupported[$1]:-}" ]]; then
    out+=("   $3: not supported by this build")
  elif [[ -z "${h_job[one]:-}" ]]; then
    out+=("   $3: no one-setting run to compare with")
  else
    local rj rw ok
    rj=$(awk -v x="${h_job[$1]}" -v b="${h_job[one]}" 'BEGIN {printf "%.2f", x / b}')
    rw=$(awk -v x="${h_wall[$1]}" -v b="${h_wall[one]}" 'BEGIN {printf "%.2f", x / b}')
    ok=$(awk -v r="$rj" -v l="$2" 'BEGIN {print (r < l ? "yes" : "NO")}')
    out+=("   $3: job ${rj}x, wall ${rw}x; job under ${2}x: $ok")
    csv leaderboards "$1" "" "$rj" "x job_of_one_setting" "$h_runs" "" "" "" ""
    csv leaderboards "$1" "" "$rw" "x wall_of_one_setting" "$h_runs" "" "" "" ""
    csv leaderboards "$1" "" "$ok" "job_under_${2}x" "" "" "" "" ""
  fi
}
h_verdict crac2024 2 "b/a, --settings crac2024 over one setting"
h_verdict regex 1.10 "c/a, --group-by regex (9 groups) over no grouping"
h_verdict file 1.10 "d/a, --group-by file (100 groups) over no grouping"
section_end h
out+=("$cpu_line")
fi

# --- i. error analysis (issue 20): --errors and --error-costs on LitBank x 15 ------------------
# Cases, interleaved round by round (as in h): none: the run without the analysis; errors: --errors;
# costs: --error-costs (the analysis, then 13 corrected responses per document scored). The key is
# LitBank with its named-entity column (the link errors' NAM type), the systems d's (CoNLL-2012).
i_ids=(none errors costs)
i_args() {
  case "$1" in
    none) args=() ;;
    errors) args=(--errors) ;;
    costs) args=(--error-costs) ;;
  esac
}
if want i; then
i_runs=$((quick ? 3 : 5))
i_key="${litbank%/conll}/ne"
find "$i_key" "$lit15" -type f -name '*conll' -exec cat {} + >/dev/null # page cache
section_start
mkdir -p "$work/runs"
for id in "${i_ids[@]}"; do : >"$work/runs/i-$id.times"; rm -f "$work/runs/i-$id"-*.json; done
declare -A i_unsupported=()
for ((round = 1; round <= i_runs; round++)); do
  for id in "${i_ids[@]}"; do
    [[ -n "${i_unsupported[$id]:-}" ]] && continue
    i_args "$id"
    log "i. $id: run $round of $i_runs"
    status=0
    timed "$here/scripts/corefstats" run --key "$i_key" --systems "$lit15" --out "$work/out" --overwrite \
      "${args[@]}" >/dev/null 2>"$work/run.log" || status=$?
    if ((status == 2)); then
      i_unsupported[$id]="$(grep -m1 . "$work/run.log" | cut -c1-100)"
      log "i. $id: not supported by this build"
      continue
    fi
    ((status == 0)) || { echo "bench: i. $id: the run exited with $status:" >&2; cat "$work/run.log" >&2; exit 1; }
    echo "$wall $cpu $rss_mb" >>"$work/runs/i-$id.times"
    cp "$work/out/run.json" "$work/runs/i-$id-$round.json"
  done
done
out+=("" "i. error analysis (issue 20): scripts/corefstats run, LitBank key with its NE column + 15 perturbed" \
  "   systems (CoNLL-2012), the cases interleaved, median of $i_runs run(s); job = run.json total minus the" \
  "   Spark session's start; targets: --errors < 1.3x, --error-costs < 3x the run without")
out+=("$(printf '   %-22s %20s %20s %7s %7s %15s' case "wall s (min-max)" "job s (min-max)" "CPU s" "peak MB" "x none job (wall)")")
declare -A i_job=() i_wall=()
for id in "${i_ids[@]}"; do
  if [[ -n "${i_unsupported[$id]:-}" ]]; then
    out+=("$(printf '   %-22s %s' "$id" "not supported by this build")")
    continue
  fi
  mapfile -t walls < <(awk '{print $1}' "$work/runs/i-$id.times")
  mapfile -t cpus < <(awk '{print $2}' "$work/runs/i-$id.times")
  peak=$(awk '$3 > m {m = $3} END {print m + 0}' "$work/runs/i-$id.times")
  read -r w wmin wmax < <(printf '%s\n' "${walls[@]}" | stats)
  read -r c cmin cmax < <(printf '%s\n' "${cpus[@]}" | stats)
  jobs=()
  for f in "$work/runs/i-$id"-*.json; do
    jobs+=("$(awk -v t="$(phase_ms "$f" total)" -v s="$(phase_ms "$f" session)" 'BEGIN {printf "%.2f\n", (t - s) / 1000}')")
  done
  read -r j jmin jmax < <(printf '%s\n' "${jobs[@]}" | stats)
  i_job[$id]=$j i_wall[$id]=$w
  ratio="-"
  if [[ $id != none && -n "${i_job[none]:-}" ]]; then
    ratio=$(awk -v j="$j" -v w="$w" -v J="${i_job[none]}" -v W="${i_wall[none]}" 'BEGIN {printf "%.2fx (%.2fx)", j / J, w / W}')
  fi
  out+=("$(printf '   %-22s %20s %20s %7s %7s %15s' "$id" "$w ($wmin-$wmax)" "$j ($jmin-$jmax)" "$c" "$peak" "$ratio")")
  line=""
  for p in $(tr -d ' \n' <"$work/runs/i-$id-1.json" | sed 's/.*"timingsMillis":{\([^}]*\)}.*/\1/' | tr ',' '\n' | cut -d'"' -f2); do
    v=$(for f in "$work/runs/i-$id"-*.json; do phase_ms "$f" "$p"; done | stats | awk '{printf "%.2f", $1 / 1000}')
    line+=" $p $v,"
    csv errors "$id" "" "$v" "s phase_$p" "$i_runs" "$v" "" "" ""
  done
  out+=("      phases (s):${line%,}")
  csv errors "$id" "" "$w" "s wall" "$i_runs" "$w" "$wmin" "$wmax" ""
  csv errors "$id" "" "$c" "s cpu_user_sys" "$i_runs" "$c" "$cmin" "$cmax" ""
  csv errors "$id" "" "$j" "s job" "$i_runs" "$j" "$jmin" "$jmax" ""
  csv errors "$id" "" "$peak" "MB peak_rss" "$i_runs" "" "" "$peak" ""
done
for v in "errors 1.3" "costs 3"; do
  read -r id limit <<<"$v"
  if [[ -n "${i_job[$id]:-}" && -n "${i_job[none]:-}" ]]; then
    rj=$(awk -v x="${i_job[$id]}" -v b="${i_job[none]}" 'BEGIN {printf "%.2f", x / b}')
    rw=$(awk -v x="${i_wall[$id]}" -v b="${i_wall[none]}" 'BEGIN {printf "%.2f", x / b}')
    ok=$(awk -v r="$rj" -v l="$limit" 'BEGIN {print (r < l ? "yes" : "NO")}')
    out+=("   --${id/costs/error-costs} over none: job ${rj}x, wall ${rw}x; job under ${limit}x: $ok")
    csv errors "$id" "" "$rj" "x job_of_none" "$i_runs" "" "" "" ""
    csv errors "$id" "" "$ok" "job_under_${limit}x" "" "" "" "" ""
  fi
done
section_end i
out+=("$cpu_line")
fi

# --- r. refactor check: an older checkout's launcher against this one's, alternated ----------------
# Per case, rounds of two runs, old first in odd rounds and new first in even ones (so that neither
# side always runs right after the other, nor always first after the page-cache read); each side
# writes into its own --out (target/bench/r/CASE-old, CASE-new: removed before each run, the last
# round's kept), its runs' run.json as target/bench/runs/r-CASE-SIDE-ROUND.json and their logs beside
r_label() {
  case "$1" in
    lit15) echo "LitBank key + 15 perturbed systems (d's data: $lit15)" ;;
    bulk100) echo "bulk: key + 100 systems of ~20 MB in one file each (e's corpus: the first 100 systems of" \
      "$r_bulk)" ;;
  esac
}
r_inputs() { # CASE: sets r_key and r_systems
  case "$1" in
    lit15) r_key="$litbank" r_systems="$lit15" ;;
    bulk100) r_key="$r_bulk/key" r_systems="$work/bulk-sets/r100" ;;
  esac
}
r_launcher() { if [[ "$1" == old ]]; then echo "$before/scripts/corefstats"; else echo "$here/scripts/corefstats"; fi; }
r_commit() { # DIR: its commit, and whether its tracked files differ from it
  local c
  c="$(git -C "$1" rev-parse --short HEAD 2>/dev/null)" || { echo "not a git checkout"; return; }
  if [[ -n "$(git -C "$1" status --porcelain --untracked-files=no 2>/dev/null)" ]]; then c+=" + uncommitted changes"; fi
  echo "$c"
}
# r_compare_outputs OLD_OUT NEW_OUT: the last round's outputs of both builds compared, added to the table:
# every file byte for byte but run.json (times, paths) and report.html (times, paths, the list of
# Parquet files); each Parquet directory by its rows, sorted (ParquetRows: the files and the order
# of rows may differ). Sets r_outputs_differ=yes on any difference.
r_outputs_differ=no
r_compare_outputs() {
  local old="$1" new="$2" f same=() differ=() rows_old rows_new
  while IFS= read -r f; do
    case "$f" in run.json | report.html | *.parquet | */_SUCCESS | */.*) continue ;; esac
    if [[ -f "$new/$f" ]] && cmp -s "$old/$f" "$new/$f"; then same+=("$f"); else differ+=("$f"); fi
  done < <(cd "$old" && find . -type f | sed 's|^\./||' | sort)
  while IFS= read -r f; do
    [[ -e "$old/$f" ]] || differ+=("$f (new only)")
  done < <(cd "$new" && find . -type f ! -name '*.parquet' ! -name '.*' ! -name '_SUCCESS' | sed 's|^\./||' | sort)
  while IFS= read -r f; do
    rows_old="$(java -cp "$test_cp" org.corefstats.bench.ParquetRows "$old/$f" 2>/dev/null)" || rows_old="unreadable"
    rows_new="$(java -cp "$test_cp" org.corefstats.bench.ParquetRows "$new/$f" 2>/dev/null)" || rows_new="unreadable"
    if [[ "$rows_old" == "$rows_new" && "$rows_old" != unreadable ]]; then
      same+=("$f (${rows_old%% *} rows)")
    else
      differ+=("$f (rows: old ${rows_old%% *}, new ${rows_new%% *})")
    fi
  done < <(cd "$old" && find . -type d -name '*.parquet' | sed 's|^\./||' | sort)
  out+=("      outputs, last round: same: ${same[*]:-none}")
  if ((${#differ[@]})); then
    out+=("      outputs DIFFER: ${differ[*]}")
    r_outputs_differ=yes
  fi
}

# r_verdict OLD OLD_MIN OLD_MAX NEW NEW_MIN NEW_MAX: prints "RATIO VERDICT (WHY)"; within noise when
# the ratio of the medians is within [0.9, 1.1] or the two ranges overlap
r_verdict() {
  awk -v o="$1" -v omin="$2" -v omax="$3" -v n="$4" -v nmin="$5" -v nmax="$6" 'BEGIN {
    r = (o > 0 ? n / o : 0)
    within = (r >= 0.9 && r <= 1.1); overlap = (nmin <= omax && omin <= nmax)
    if (within && overlap) why = "ratio within [0.9, 1.1], ranges overlap"
    else if (within) why = "ratio within [0.9, 1.1]"
    else if (overlap) why = "ranges overlap"
    else why = "ratio outside [0.9, 1.1], ranges apart"
    v = (within || overlap) ? "within noise" : (r > 1.1 ? "slower" : "faster")
    printf "%.3f %s (%s)\n", r, v, why
  }'
}
if want r; then
mkdir -p "$work/runs" "$work/r"
r_old_commit="$(r_commit "$before")"
r_new_commit="$(r_commit "$here")"
log "r. old: $before ($r_old_commit); new: $here ($r_new_commit)"
# The new launcher's warm-up ran above; the old one's, untimed, also writes its class-data archive
# if it has none for this JDK and its libraries (its jar is never rebuilt: checked above)
log "r. warm-up run of the old launcher (untimed)"
r_samples="$before/samples"
[[ -d "$r_samples/key" ]] || r_samples="$here/samples"
env COREFSTATS_REBUILD=0 "$before/scripts/corefstats" run --key "$r_samples/key" --systems "$r_samples/systems" \
  --out "$work/r/warm-up-old" --overwrite >/dev/null 2>"$work/run.log" ||
  { echo "bench: r. the old launcher's warm-up run failed:" >&2; cat "$work/run.log" >&2; exit 1; }
rm -rf "$work/r/warm-up-old"
out+=("" "r. refactor check: scripts/corefstats run through an older checkout's launcher (old) and this one's (new)," \
  "   alternated within each round (old first in odd rounds, new first in even ones), each into its own --out;" \
  "   launcher defaults (${JAVA_OPTS:--Xmx4g -XX:TieredStopAtLevel=1}, class-data archive, local[*]), COREFSTATS_REBUILD=0," \
  "   one untimed warm-up run each; job = run.json total minus the Spark session's start; medians (min-max);" \
  "   verdict: within noise when new/old of the medians is within [0.9, 1.1] or the two ranges overlap," \
  "   else slower or faster" \
  "   old: $before ($r_old_commit)" \
  "   new: $here ($r_new_commit)")
r_regression=no
for case in "${r_cases[@]}"; do
  r_inputs "$case"
  rounds=$(r_rounds_of "$case")
  # the page cache, as in e: the inputs read once if they fit in half the available memory (-L:
  # through the system links)
  need=$(du -sbL "$r_key" "$r_systems" | awk '{s += $1} END {printf "%.0f", s / 1e6}')
  avail=$(awk '/^MemAvailable/ {printf "%.0f", $2 * 1.024 / 1000}' /proc/meminfo)
  if ((need < avail / 2)); then
    log "r. $case: reading $need MB of inputs once (page cache)"
    find -L "$r_key" "$r_systems" -type f -name '*conll' -exec cat {} + >/dev/null
    cache_note="inputs read once before (page cache)"
  else
    cache_note="inputs ($need MB) not read before: more than half the available memory ($avail MB)"
  fi
  section_start
  for side in old new; do
    : >"$work/runs/r-$case-$side.times"
    rm -f "$work/runs/r-$case-$side"-*.json "$work/runs/r-$case-$side"-*.log
  done
  for ((round = 1; round <= rounds; round++)); do
    if ((round % 2)); then order=(old new); else order=(new old); fi
    for side in "${order[@]}"; do
      o="$work/r/$case-$side"
      rm -rf "$o"
      log "r. $case: round $round of $rounds, $side"
      status=0
      timed env COREFSTATS_REBUILD=0 "$(r_launcher "$side")" run --key "$r_key" --systems "$r_systems" --out "$o" \
        >/dev/null 2>"$work/runs/r-$case-$side-$round.log" || status=$?
      ((status == 0)) || { echo "bench: r. $case: the $side launcher's run exited with $status:" >&2
        cat "$work/runs/r-$case-$side-$round.log" >&2; exit 1; }
      echo "$wall $cpu $rss_mb" >>"$work/runs/r-$case-$side.times"
      cp "$o/run.json" "$work/runs/r-$case-$side-$round.json"
      log "r. $case: round $round, $side: wall $wall s, job $(awk -v t="$(phase_ms "$o/run.json" total)" \
        -v s="$(phase_ms "$o/run.json" session)" 'BEGIN {printf "%.2f", (t - s) / 1000}') s"
    done
  done
  section_end "r $case"
  out+=("   $case: $(r_label "$case")" \
    "      $(mb "$(du -sbL "$r_key" "$r_systems" | awk '{s += $1} END {print s}')") MB; $rounds round(s); $cache_note")
  out+=("$(printf '      %-8s %20s %20s %8s %8s' side "wall s (min-max)" "job s (min-max)" "CPU s" "peak MB")")
  declare -A r_fig=()
  phases_lines=()
  for side in old new; do
    mapfile -t walls < <(awk '{print $1}' "$work/runs/r-$case-$side.times")
    mapfile -t cpus < <(awk '{print $2}' "$work/runs/r-$case-$side.times")
    peak=$(awk '$3 > m {m = $3} END {print m + 0}' "$work/runs/r-$case-$side.times")
    read -r w wmin wmax < <(printf '%s\n' "${walls[@]}" | stats)
    read -r c cmin cmax < <(printf '%s\n' "${cpus[@]}" | stats)
    jobs=()
    for f in "$work/runs/r-$case-$side"-*.json; do
      jobs+=("$(awk -v t="$(phase_ms "$f" total)" -v s="$(phase_ms "$f" session)" 'BEGIN {printf "%.2f\n", (t - s) / 1000}')")
    done
    read -r j jmin jmax < <(printf '%s\n' "${jobs[@]}" | stats)
    r_fig[$side]="$w $wmin $wmax $j $jmin $jmax"
    out+=("$(printf '      %-8s %20s %20s %8s %8s' "$side" "$w ($wmin-$wmax)" "$j ($jmin-$jmax)" "$c" "$peak")")
    # every phase of run.json (the two builds may name different ones), medians in seconds
    line=""
    for p in $(tr -d ' \n' <"$work/runs/r-$case-$side-1.json" | sed 's/.*"timingsMillis":{\([^}]*\)}.*/\1/' | tr ',' '\n' | cut -d'"' -f2); do
      v=$(for f in "$work/runs/r-$case-$side"-*.json; do phase_ms "$f" "$p"; done | stats | awk '{printf "%.2f", $1 / 1000}')
      line+=" $p $v,"
      csv refactor "$case" "$side" "$v" "s phase_$p" "$rounds" "$v" "" "" ""
    done
    phases_lines+=("      phases (s), $side:${line%,}")
    csv refactor "$case" "$side" "$w" "s wall" "$rounds" "$w" "$wmin" "$wmax" ""
    csv refactor "$case" "$side" "$j" "s job" "$rounds" "$j" "$jmin" "$jmax" ""
    csv refactor "$case" "$side" "$c" "s cpu_user_sys" "$rounds" "$c" "$cmin" "$cmax" ""
    csv refactor "$case" "$side" "$peak" "MB peak_rss" "$rounds" "" "" "$peak" ""
  done
  read -r ow owmin owmax oj ojmin ojmax <<<"${r_fig[old]}"
  read -r nw nwmin nwmax nj njmin njmax <<<"${r_fig[new]}"
  read -r rw vw < <(r_verdict "$ow" "$owmin" "$owmax" "$nw" "$nwmin" "$nwmax")
  read -r rj vj < <(r_verdict "$oj" "$ojmin" "$ojmax" "$nj" "$njmin" "$njmax")
  out+=("$(printf '      %-8s %20s %20s' new/old "$(printf '%.2f' "$rw")x" "$(printf '%.2f' "$rj")x")")
  out+=("      verdict: wall ${vw}; job ${vj}")
  out+=("${phases_lines[@]}")
  r_compare_outputs "$work/r/$case-old" "$work/r/$case-new"
  csv refactor "$case" new/old "$rw" "x wall" "$rounds" "" "" "" ""
  csv refactor "$case" new/old "$rj" "x job" "$rounds" "" "" "" ""
  csv refactor "$case" verdict "${vw%% (*}" wall "$rounds" "" "" "" ""
  csv refactor "$case" verdict "${vj%% (*}" job "$rounds" "" "" "" ""
  if [[ "$vw" == slower* || "$vj" == slower* ]]; then r_regression=yes; fi
  out+=("$cpu_line")
done
if [[ "$(stat -c %Y "$before/target/corefstats.jar" 2>/dev/null || echo none)" != "$before_jar_time" ]]; then
  out+=("   WARNING: $before/target/corefstats.jar changed during r: the old launcher rebuilt it")
  csv refactor all_cases "" changed old_jar_rebuilt "" "" "" "" ""
fi
out+=("   r. slower (wall or job) in any case: $r_regression; outputs differ in any case: $r_outputs_differ")
csv refactor all_cases "" "$r_regression" slower_in_any_case "" "" "" "" ""
fi

# --- the table -------------------------------------------------------------------------------
total_s=$SECONDS
csv machine script total_running_time "$total_s" s "" "" "" "" ""
{
  echo "corefstats benchmark, scripts/bench.sh$( ((quick)) && echo " --quick"), $started"
  echo "machine: $(nproc) cores, $cpu_model, $mem_gb GB RAM; $java_version"
  data=()
  if want a || want d || want f || want g || (want r && r_want lit15); then data+=("LitBank $(mb "$(du -sb "$litbank" | cut -f1)") MB per side (100 documents)"); fi
  if want b || want c; then
    data+=("synthetic key + $synth_systems systems $(mb "$(du -sb "$synth" | cut -f1)") MB ($synth_docs documents, ~$sys_mb MB per system)")
  fi
  if want g; then data+=("LitBank in CoNLL-U $(mb "$(du -sbL "$formats/conllu/key" | cut -f1)") MB key, $(mb "$(du -sbL "$formats/conllu/sys01" | cut -f1)") MB response")
  fi
  if want d || want i || (want r && r_want lit15); then data+=("LitBank x 15 perturbed systems $(mb "$(du -sb "$lit15" | cut -f1)") MB ($lit15)"); fi
  if want h; then data+=("LitBank x 15 perturbed systems in CoNLL-U $(mb "$(du -sb "$lit15u" | cut -f1)") MB ($lit15u)"); fi
  for c in $(want e && echo "$bulk") $(want m && echo "$moon") \
    $(want r && r_want bulk100 && ! (want e && [[ "$bulk" == "$r_bulk" ]]) && echo "$r_bulk"); do
    origin=""
    if given "$c"; then origin=", given: $c"; fi
    data+=("bulk key + $(find "$c/systems" -mindepth 1 -maxdepth 1 | wc -l) systems $(mb "$(du -sb "$c" | cut -f1)") MB ($(key_docs "$c") documents, one file per side$origin)")
  done
  echo "data (target/bench): $(printf '%s; ' "${data[@]}")sweep and system sets: symbolic links"
  echo
  printf '%s\n' "${out[@]}"
  echo
  echo "total running time of bench.sh: $((total_s / 60)) min $((total_s % 60)) s; figures in $csvfile"
} | tee "$work/bench.txt"

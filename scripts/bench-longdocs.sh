#!/usr/bin/env bash
# Benchmark of the long-document analysis (issue 45: --windows, --major-entities, --strata,
# --long-documents). Prints two tables (also target/bench/longdocs/bench-longdocs.txt):
#   1. LitBank x 15 perturbed systems, `scripts/corefstats run` plain and with --long-documents,
#      in alternated pairs (plain first in odd rounds, --long-documents first in even ones), each
#      into its own --out: the medians (min-max) of the wall time and their ratio (target: at most
#      1.5x);
#   2. one book: LitBank documents concatenated into one document of BOOK_WORDS words or a little
#      more (whole documents; their entity ids kept apart), against a perturbed copy (`corefstats perturb --seed 1`), `scripts/corefstats
#      score --timings` with and without --long-documents, alternated: the medians of the wall time
#      and of score's own "read and score response" and total times, and of `--version` (the
#      launcher's and the JVM's start-up). The issue's book has 140,000 words and ~30,000 mentions;
#      LitBank has 0.14 mentions a word, so 140,000 of its words hold ~19,000 mentions: the default
#      books are 140000 words and "all" (the 100 documents: 210,532 words, 29,103 mentions).
# Usage: scripts/bench-longdocs.sh [ROUNDS]   (default 5 rounds per case)
# Environment: COREFSTATS_SHARED (default ../shared next to the project: LitBank);
#   COREFSTATS_BENCH_LIT15: the 15 perturbed LitBank systems (as scripts/bench.sh makes them, perturb
#   --systems 15 --seed 1; default target/bench/litbank-15-systems, made if missing);
#   COREFSTATS_BENCH_BOOK_WORDS: the books' sizes, words or "all", space-separated (default
#   "140000 all"); COREFSTATS_BENCH_PARTS: 1, 2 or "1 2", the tables to make (default both).
# Data are kept under target/bench (a directory counts as made once its .complete marker is written).
# About 6 minutes on 2 cores with 5 rounds (the 10 LitBank runs take most of it).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
rounds="${1:-5}"
[[ "$rounds" =~ ^[1-9][0-9]*$ ]] || { echo "usage: scripts/bench-longdocs.sh [ROUNDS]" >&2; exit 2; }
litbank="${COREFSTATS_SHARED:-$here/../shared}/data/litbank/conll"
work="$here/target/bench"
lit15="${COREFSTATS_BENCH_LIT15:-$work/litbank-15-systems}"
out="$work/longdocs"
book_words=(${COREFSTATS_BENCH_BOOK_WORDS:-140000 all})
parts=" ${COREFSTATS_BENCH_PARTS:-1 2} "
cs="$here/scripts/corefstats"
log() { printf 'bench-longdocs [%4ds]: %s\n' "$SECONDS" "$*" >&2; }
[[ -d "$litbank" ]] || { echo "bench-longdocs: LitBank not found at $litbank (../shared must sit next to the project, or set COREFSTATS_SHARED)" >&2; exit 1; }
mkdir -p "$out"
COREFSTATS_REBUILD=0 "$cs" --version >/dev/null # builds once if needed, outside the timings

# timed COMMAND...: its wall time in seconds into $wall (the command's output to $out/last.*)
timed() {
  /usr/bin/time -f '%e' -o "$out/time.txt" "$@" >"$out/last.out" 2>"$out/last.err" ||
    { tail -n 20 "$out/last.err" >&2; echo "bench-longdocs: failed: $*" >&2; exit 1; }
  wall=$(tail -n 1 "$out/time.txt")
}
# median min max of the numbers on stdin
stats() { sort -g | awk '{a[NR] = $1} END {printf "%s %s %s\n", (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2, a[1], a[NR]}'; }
show() { read -r m lo hi < <(printf '%s\n' "$@" | stats); printf '%.2f (%.2f-%.2f)' "$m" "$lo" "$hi"; }
median() { printf '%s\n' "$@" | stats | cut -d' ' -f1; }
report=()

if [[ "$parts" == *" 1 "* ]]; then
  if [[ ! -f "$lit15/.complete" ]]; then
    [[ -z "${COREFSTATS_BENCH_LIT15:-}" ]] || { echo "bench-longdocs: $lit15 (COREFSTATS_BENCH_LIT15) is not complete" >&2; exit 1; }
    log "generating $lit15"
    rm -rf "$lit15"
    "$cs" perturb "$litbank" --systems 15 --seed 1 --out "$lit15" >/dev/null
    touch "$lit15/.complete"
  fi
  rm -rf "$out/systems"
  mkdir -p "$out/systems"
  find "$lit15" -mindepth 1 -maxdepth 1 -type d -name 'sys*' | sort | xargs ln -s -t "$out/systems"
  plain=()
  long=()
  for ((r = 1; r <= rounds; r++)); do
    order=(plain long)
    ((r % 2)) || order=(long plain)
    for which in "${order[@]}"; do
      if [[ "$which" == plain ]]; then
        timed "$cs" run --key "$litbank" --systems "$out/systems" --out "$out/run-plain" --overwrite
        plain+=("$wall")
      else
        timed "$cs" run --key "$litbank" --systems "$out/systems" --out "$out/run-long" --overwrite --long-documents
        long+=("$wall")
      fi
      log "round $r: $which ${wall} s"
    done
  done
  ratio=$(awk -v a="$(median "${long[@]}")" -v b="$(median "${plain[@]}")" 'BEGIN {printf "%.2f", a / b}')
  report+=("1. LitBank x 15 systems, run, wall seconds: median (min-max) of $rounds, alternated")
  report+=("   plain              $(show "${plain[@]}")")
  report+=("   --long-documents   $(show "${long[@]}")")
  report+=("   ratio of medians   ${ratio}x (target: at most 1.5x)")
fi

# make_book WORDS DIR: DIR/key/book_conll, the first LitBank documents (by name, whole documents)
# until WORDS words are reached ("all": every document) as one document "book"; each document's entity ids moved by 10,000 times
# its index so that no two documents share one
make_book() {
  local words="$1" dir="$2" limit
  limit=$([[ "$words" == all ]] && echo 0 || echo "$words")
  mkdir -p "$dir/key"
  find "$litbank" -maxdepth 1 -type f -name '*.conll' | LC_ALL=C sort |
    xargs awk -F'\t' -v OFS='\t' -v limit="$limit" '
      BEGIN { print "#begin document (book); part 0" }
      FNR == 1 { if (limit > 0 && words >= limit) exit; doc++ }
      /^#/ { next }
      NF <= 1 { if (started) print ""; next }
      {
        started = 1
        words++
        $1 = "book"
        n = split($NF, parts, "|")
        if ($NF ~ /[0-9]/) {
          s = ""
          for (i = 1; i <= n; i++) {
            p = parts[i]
            match(p, /[0-9]+/)
            id = substr(p, RSTART, RLENGTH) + 10000 * doc
            s = s (i > 1 ? "|" : "") substr(p, 1, RSTART - 1) id substr(p, RSTART + RLENGTH)
          }
          $NF = s
        }
        print
      }
      END { print ""; print "#end document" }' >"$dir/key/book_conll"
}

if [[ "$parts" == *" 2 "* ]]; then
  report+=("2. one book against a perturbed copy, score --timings: seconds, median (min-max) of $rounds, alternated")
  report+=("   book: words, mentions (key) | with: wall, read+score, total | plain: wall, read+score, total | --version wall")
  for words in "${book_words[@]}"; do
    book="$work/book-$words"
    # made from this LitBank (a book of another COREFSTATS_SHARED is made again)
    if [[ ! -f "$book/.complete" || "$(cat "$book/source.txt" 2>/dev/null)" != "$litbank" ]]; then
      log "making $book"
      rm -rf "$book"
      make_book "$words" "$book"
      "$cs" perturb "$book/key" --systems 1 --seed 1 --out "$book/perturbed" >/dev/null
      echo "$litbank" >"$book/source.txt"
      touch "$book/.complete"
    fi
    key="$book/key"
    sys="$book/perturbed/sys01"
    n_words=$(grep -v '^#' "$key/book_conll" | awk -F'\t' 'NF > 1' | wc -l)
    n_mentions=$(grep -v '^#' "$key/book_conll" | awk -F'\t' 'NF > 1 {n += gsub(/\(/, "(", $NF)} END {print n + 0}')
    with_wall=() with_score=() with_total=() plain_wall=() plain_score=() plain_total=() version=()
    for ((r = 1; r <= rounds; r++)); do
      order=(plain long version)
      ((r % 2)) || order=(long plain version)
      for which in "${order[@]}"; do
        case "$which" in
          version) timed "$cs" --version; version+=("$wall"); continue ;;
          plain) timed "$cs" score "$key" "$sys" --timings ;;
          long) timed "$cs" score "$key" "$sys" --timings --long-documents ;;
        esac
        t_score=$(sed -n 's/.*read and score response \([0-9.]*\) s.*/\1/p' "$out/last.err")
        t_total=$(sed -n 's/.*total \([0-9.]*\) s.*/\1/p' "$out/last.err")
        [[ -n "$t_score" && -n "$t_total" ]] || { cat "$out/last.err" >&2; echo "bench-longdocs: no timings line" >&2; exit 1; }
        if [[ "$which" == long ]]; then
          with_wall+=("$wall") with_score+=("$t_score") with_total+=("$t_total")
        else
          plain_wall+=("$wall") plain_score+=("$t_score") plain_total+=("$t_total")
        fi
      done
      log "book $words round $r done"
    done
    report+=("   $words: $n_words words, $n_mentions mentions | $(show "${with_wall[@]}"), $(show "${with_score[@]}"), $(show "${with_total[@]}") | $(show "${plain_wall[@]}"), $(show "${plain_score[@]}"), $(show "${plain_total[@]}") | $(show "${version[@]}")")
    report+=("     scoring cost of --long-documents (median read+score, with minus plain): $(awk -v a="$(median "${with_score[@]}")" -v b="$(median "${plain_score[@]}")" 'BEGIN {printf "%.3f", a - b}') s")
  done
fi
printf '%s\n' "${report[@]}" | tee "$out/bench-longdocs.txt"

#!/usr/bin/env bash
# Benchmark of the coval profile against the v801 profile, of one build (and, for the huge document,
# of an older checkout's coval profile too). Prints figures, asserts nothing:
#   litbank. `run` through the launcher (scripts/corefstats, its defaults), LitBank key (100 documents,
#      CoNLL-2012) + 15 perturbed systems, --profile v801 and --profile coval alternated within each
#      round (v801 first in odd rounds, coval first in even ones), after one untimed warm-up run (the
#      launcher writes its class-data archive first if it has none); per profile the median (min-max)
#      of wall time and of job time (run.json's total minus the Spark session's start), CPU, peak RSS,
#      the medians of run.json's phases, and coval/v801 of the medians;
#   big. `score KEY RESPONSE --profile P --csv=/dev/null` (java -jar, one JVM per run) on ONE generated
#      CoNLL-2012 document of 140,000 words (sentences of 15-25 words), 30,000 mentions of 1-4 words
#      (non-crossing, some nested), 3 entities of 4,000 mentions and ~4,500 small ones; the response is
#      the key with 5% of mentions dropped, 10% moved to another entity, 5% spurious, plus 200 one-word
#      spans in a second entity, written (7)|(9), and 100 one-word spans repeated, (7)|(7) (a small
#      Python generator, seed 1: the same bytes every time); profiles coval and v801 of this build
#      (and coval of --before's), the order rotated each round; per case the median (min-max) wall
#      seconds, the in-process total of --timings, peak RSS, coval/v801 (and this/before), the coval
#      runs' counts of MUC, B3, CEAF-e and LEA, and every case's problem counts (v801 gets
#      --max-repeated-mentions=1000000 when the build has that option, so that repeats never stop it).
# Per section, the CPU taken by the hypervisor (steal) and by processes other than the timed ones.
# A run that fails or times out is reported with its exit code (124: timed out) and the first line of
# its output that says why, and is not run again; the script still exits 0 (figures, not a test).
# Usage: scripts/bench-coval.sh [--sections litbank,big] [--before CHECKOUT] [--keep]
#   --sections LIST  the sections, comma-separated, of litbank and big (default: both)
#   --before DIR     another (older) checkout: its coval profile is timed on the huge document too
#                    (section big only), in the same rounds as this build's. Its own build is used when
#                    its target/corefstats.jar and target/lib exist and nothing in its pom.xml or
#                    src/main is newer; otherwise a copy of its pom.xml and src/main is built in the
#                    temporary directory (mvn -o, tests skipped): nothing is written into that checkout
#   --keep           keep the temporary directory (the runs' logs and outputs, run.json files, the
#                    generated document), printed at the end; otherwise it is removed at exit
# It builds this checkout first (mvn -B -q -o -DskipTests package). The 15 perturbed systems are made
# once (`perturb --systems 15 --seed 1`, as bench.sh d makes them) into target/bench/litbank-15-systems
# and kept for the next run (a .complete marker); everything else goes to a mktemp directory.
# Environment: COREFSTATS_SHARED (default ../shared next to the project: LitBank);
#   COREFSTATS_BENCH_ROUNDS (default 3): rounds of the litbank section; COREFSTATS_BENCH_BIG_ROUNDS
#   (default 5): rounds of big, where no round starts once the section has taken more than
#   COREFSTATS_BENCH_BIG_BUDGET seconds (default 300); COREFSTATS_BENCH_TIMEOUT (default 300): seconds
#   allowed to each timed command; COREFSTATS_BENCH_LIT15: 15 perturbed LitBank systems (sys01..sys15)
#   to use instead of target/bench/litbank-15-systems (only read); COREFSTATS_BENCH_MVN_ARGS: more
#   arguments for mvn; JAVA_OPTS: the launcher's (litbank), and the score runs' JVM options (default
#   -Xmx4g).
# Default invocation, on 2 cores: about 1 minute on the code of 2026-11 (the build ~10 s, 6 LitBank
#   runs of ~3.5 s, 10 score runs of ~1.2 s, 15 with --before, plus its build ~10 s when needed; the
#   first time, the class-data archive ~30 s and the 15 systems ~3 s). A build that hangs costs at
#   most COREFSTATS_BENCH_TIMEOUT per case (5 cases with --before) before it is reported and dropped.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
jar="$here/target/corefstats.jar"
litbank="${COREFSTATS_SHARED:-$here/../shared}/data/litbank/conll"
lit15="${COREFSTATS_BENCH_LIT15:-$here/target/bench/litbank-15-systems}"
rounds="${COREFSTATS_BENCH_ROUNDS:-3}"
big_rounds="${COREFSTATS_BENCH_BIG_ROUNDS:-5}"
big_budget="${COREFSTATS_BENCH_BIG_BUDGET:-300}"
limit="${COREFSTATS_BENCH_TIMEOUT:-300}"
read -r -a java_opts <<<"${JAVA_OPTS:--Xmx4g}"
read -r -a mvn_args <<<"${COREFSTATS_BENCH_MVN_ARGS:-}"

usage="usage: scripts/bench-coval.sh [--sections litbank,big] [--before CHECKOUT] [--keep]"
sections=litbank,big
before=""
keep=0
while (($#)); do
  case "$1" in
    --sections) sections="${2:?--sections needs a list, e.g. litbank,big}"; shift ;;
    --sections=*) sections="${1#*=}" ;;
    --before) before="${2:?--before needs a directory, the older checkout}"; shift ;;
    --before=*) before="${1#*=}" ;;
    --keep) keep=1 ;;
    -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
  shift
done
IFS=, read -r -a wanted <<<"$sections"
((${#wanted[@]})) || { echo "$usage" >&2; exit 2; }
for s in "${wanted[@]}"; do
  [[ "$s" == litbank || "$s" == big ]] || { echo "bench-coval: unknown section '$s' (litbank, big)" >&2; exit 2; }
done
want() { [[ " ${wanted[*]} " == *" $1 "* ]]; }
for v in "rounds $rounds" "big_rounds $big_rounds" "big_budget $big_budget" "timeout $limit"; do
  read -r name value <<<"$v"
  [[ "$value" =~ ^[1-9][0-9]*$ ]] || { echo "bench-coval: $name must be a positive integer, not '$value'" >&2; exit 2; }
done
if [[ -n "$before" ]]; then
  want big || { echo "bench-coval: --before is for section big (the huge document): add big to --sections" >&2; exit 2; }
  [[ "$before" == /* ]] || before="$OLDPWD/$before" # relative to where it was called
  [[ -d "$before" && -f "$before/pom.xml" && -d "$before/src/main" ]] ||
    { echo "bench-coval: --before $before: not a checkout of corefstats (pom.xml and src/main expected)" >&2; exit 2; }
  before="$(cd "$before" && pwd)"
fi
if want litbank; then
  [[ -d "$litbank" ]] || { echo "bench-coval: LitBank not found at $litbank (../shared must sit next to the project, or set COREFSTATS_SHARED)" >&2; exit 1; }
fi
if want big; then
  command -v python3 >/dev/null || { echo "bench-coval: section big needs python3 (its generator)" >&2; exit 1; }
fi
command -v /usr/bin/time >/dev/null || { echo "bench-coval: /usr/bin/time (GNU time) is needed" >&2; exit 1; }

tmp="$(mktemp -d "${TMPDIR:-/tmp}/bench-coval.XXXXXX")"
cleanup() {
  if ((keep)); then echo "bench-coval: temporary files kept in $tmp" >&2; else rm -rf "$tmp"; fi
}
trap cleanup EXIT
log() { printf 'bench-coval [%4ds]: %s\n' "$SECONDS" "$*" >&2; }
commit_of() { # DIR: its commit, and whether its tracked files differ from it
  local c
  c="$(git -C "$1" rev-parse --short HEAD 2>/dev/null)" || { echo "not a git checkout"; return; }
  if [[ -n "$(git -C "$1" status --porcelain --untracked-files=no 2>/dev/null)" ]]; then c+=" + uncommitted changes"; fi
  echo "$c"
}
# mvn_package DIR [ARGS...]: Maven 3.8 prints ANSI reset codes even with -B -q: strip them
mvn_package() {
  local dir="$1"
  shift
  (cd "$dir" && mvn -B -q -o "${mvn_args[@]}" "$@" package 2>&1 | sed 's/\x1b\[[0-9;]*m//g') >&2
}

# --- build --------------------------------------------------------------------------------------
log "building $here (mvn -B -q -o -DskipTests package)"
mvn_package "$here" -DskipTests || { echo "bench-coval: the build of $here failed" >&2; exit 1; }
before_jar=""
before_how=""
if [[ -n "$before" ]]; then
  if [[ "$before" == "$here" ]]; then
    before_jar="$jar" before_how="this checkout's build (--before is this checkout)"
  elif [[ -f "$before/target/corefstats.jar" && -d "$before/target/lib" &&
    -z "$(find "$before/pom.xml" "$before/src/main" -newer "$before/target/corefstats.jar" -print -quit)" ]]; then
    before_jar="$before/target/corefstats.jar" before_how="its own build (target/corefstats.jar, not older than its sources)"
  else
    log "--before: $before has no jar, or sources newer than it: building a copy of its pom.xml and src/main in $tmp/before-build"
    mkdir -p "$tmp/before-build/src"
    cp "$before/pom.xml" "$tmp/before-build/"
    cp -r "$before/src/main" "$tmp/before-build/src/"
    if mvn_package "$tmp/before-build" -Dmaven.test.skip=true; then
      before_jar="$tmp/before-build/target/corefstats.jar"
      before_how="a copy of its pom.xml and src/main built in the temporary directory (its target/ is missing or older than its sources)"
    elif [[ -f "$before/target/corefstats.jar" ]]; then
      before_jar="$before/target/corefstats.jar"
      before_how="its own build, OLDER THAN ITS SOURCES (building a copy of them failed)"
    else
      echo "bench-coval: --before $before: no jar there, and building a copy of its sources failed" >&2
      exit 1
    fi
  fi
fi

# --- measuring helpers --------------------------------------------------------------------------
# median min max of the numbers on stdin ("- - -" when none)
stats() {
  sort -g | awk '{a[NR] = $1} END {if (!NR) {print "- - -"; exit}
    printf "%s %s %s\n", (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2, a[1], a[NR]}'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {if (a == "-" || b == "-" || b == 0) print "-"; else printf "%.2fx", a / b}'; }
# timed COMMAND...: runs it under /usr/bin/time and timeout; sets wall, cpu (user+sys), rss_mb, status
timed() {
  local user sys kb
  status=0
  /usr/bin/time -f '%e %U %S %M' -o "$tmp/time.txt" timeout -k 10 "$limit" "$@" || status=$?
  read -r wall user sys kb < <(tail -n 1 "$tmp/time.txt")
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN {print u + s}')
  rss_mb=$((kb / 1024))
  own_cpu=$(awk -v a="$own_cpu" -v c="$cpu" 'BEGIN {print a + c}')
}
# run.json: one phase in ms (timingsMillis); its phase names
phase_ms() { tr -d ' \n' <"$1" | sed -n 's/.*"timingsMillis":{\([^}]*\)}.*/\1/p' | tr ',' '\n' | tr -d '"' | awk -F: -v p="$2" '$1 == p {print $2}'; }
phase_names() { tr -d ' \n' <"$1" | sed -n 's/.*"timingsMillis":{\([^}]*\)}.*/\1/p' | tr ',' '\n' | cut -d'"' -f2; }
job_s() { # run.json: total minus the Spark session's start, in s; "-" without them
  local t s
  t="$(phase_ms "$1" total)" s="$(phase_ms "$1" session)"
  if [[ -n "$t" ]]; then awk -v t="$t" -v s="${s:-0}" 'BEGIN {printf "%.2f\n", (t - s) / 1000}'; else echo -; fi
}
failure_note() { # STATUS LOG...: "exit N" and the logs' first line that says why
  local why=""
  if (($1 == 124 || $1 == 137)); then why="timed out after $limit s"; else
    why="$(cat "${@:2}" | grep -v -e '^\[Stage' -e '^[[:space:]]*$' | grep -m1 -i -e error -e refus -e exception -e invalid | cut -c1-160 || true)"
    [[ -n "$why" ]] || why="$(cat "${@:2}" | grep -v -e '^\[Stage' -e '^[[:space:]]*$' | sed -n 1p | cut -c1-160 || true)"
  fi
  echo "exit $1${why:+: $why}"
}
# /proc/stat, all CPUs: total jiffies (user..steal), busy (user nice system irq softirq), steal. A
# section's window (section_start, then cpu_line): the hypervisor's steal, and the CPU used by
# processes other than the timed commands (busy time minus their user+sys), in % of the machine
cpu_stat() { awk '/^cpu / {print $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9, $2 + $3 + $4 + $7 + $8, $9}' /proc/stat; }
hz=$(getconf CLK_TCK)
section_start() { read -r sec_total0 sec_busy0 sec_steal0 < <(cpu_stat); own_cpu=0; }
cpu_line() {
  local t1 b1 s1
  read -r t1 b1 s1 < <(cpu_stat)
  awk -v dt=$((t1 - sec_total0)) -v db=$((b1 - sec_busy0)) -v ds=$((s1 - sec_steal0)) -v o="$own_cpu" -v hz="$hz" 'BEGIN {
    st = (dt > 0 ? 100 * ds / dt : 0); x = (dt > 0 ? 100 * (db - o * hz) / dt : 0)
    printf "   CPU during the section: steal %.0f%%, other processes %.0f%% of the machine%s\n", st, (x < 0 ? 0 : x),
      (st > 5 || x > 10 ? " -- WARNING: the timed commands did not have the machine to themselves" : "")}'
}
own_cpu=0
out=() # the report's lines, printed at the end
cpu_model=$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | sed -n 1p)
java_version="$(java -version 2>&1 | sed -n 1p)"
started=$(date -u '+%Y-%m-%d %H:%M UTC')

# --- litbank: run, LitBank x 15, v801 and coval alternated -------------------------------------
if want litbank; then
  if [[ -n "${COREFSTATS_BENCH_LIT15:-}" ]]; then
    for s in $(seq -f 'sys%02g' 1 15); do
      [[ -e "$lit15/$s" ]] || { echo "bench-coval: $lit15 (COREFSTATS_BENCH_LIT15) has no $s" >&2; exit 1; }
    done
  elif [[ ! -f "$lit15/.complete" ]]; then
    log "generating the 15 perturbed LitBank systems once: $lit15"
    rm -rf "$lit15" # an incomplete earlier attempt
    java -Xmx4g -jar "$jar" perturb "$litbank" --systems 15 --seed 1 --out "$lit15" >/dev/null
    touch "$lit15/.complete"
  fi
  log "litbank: warm-up run (untimed; the launcher writes its class-data archive first if it has none)"
  "$here/scripts/corefstats" run --key samples/key --systems samples/systems --out "$tmp/warm-up" --overwrite \
    >"$tmp/warm-up.log" 2>&1 || log "litbank: the warm-up run exited with $? (see the timed runs)"
  rm -rf "$tmp/warm-up"
  find -L "$litbank" "$lit15" -type f -name '*conll' -exec cat {} + >/dev/null # page cache
  section_start
  declare -A lit_failed=()
  for p in v801 coval; do : >"$tmp/lit-$p.times"; done
  for ((round = 1; round <= rounds; round++)); do
    if ((round % 2)); then order=(v801 coval); else order=(coval v801); fi
    for p in "${order[@]}"; do
      [[ -n "${lit_failed[$p]:-}" ]] && continue
      o="$tmp/lit-$p"
      rm -rf "$o"
      log "litbank: round $round of $rounds, --profile $p"
      timed "$here/scripts/corefstats" run --key "$litbank" --systems "$lit15" --out "$o" --profile "$p" \
        >"$tmp/lit-$p-$round.log" 2>&1
      if ((status != 0)); then
        lit_failed[$p]="round $round: $(failure_note "$status" "$tmp/lit-$p-$round.log")"
        log "litbank: --profile $p failed (${lit_failed[$p]}); not run again"
        continue
      fi
      job=-
      if [[ -f "$o/run.json" ]]; then cp "$o/run.json" "$tmp/lit-$p-$round.json"; job=$(job_s "$o/run.json"); fi
      echo "$wall $job $cpu $rss_mb" >>"$tmp/lit-$p.times"
      log "litbank: round $round, $p: wall $wall s, job $job s"
    done
  done
  cpu_note="$(cpu_line)"
  out+=("" "litbank. scripts/corefstats run (launcher defaults: ${JAVA_OPTS:--Xmx4g -XX:TieredStopAtLevel=1}, class-data archive," \
    "   local[*]), all metrics: LitBank key ($(find "$litbank" -type f -name '*conll' | wc -l) files, $litbank)" \
    "   + 15 perturbed systems ($lit15), $(du -sbL "$litbank" "$lit15" | awk '{s += $1} END {printf "%.0f", s / 1e6}') MB;" \
    "   $rounds round(s), v801 first in odd rounds, coval first in even ones, after one untimed warm-up run;" \
    "   job = run.json total minus the Spark session's start; medians (min-max)")
  out+=("$(printf '   %-8s %20s %20s %7s %8s  %s' profile "wall s (min-max)" "job s (min-max)" "CPU s" "peak MB" "walls")")
  declare -A lit_w=() lit_j=()
  for p in v801 coval; do
    if [[ ! -s "$tmp/lit-$p.times" ]]; then
      out+=("$(printf '   %-8s %s' "$p" "no successful run: ${lit_failed[$p]:-none}")")
      lit_w[$p]=- lit_j[$p]=-
      continue
    fi
    read -r w wmin wmax < <(awk '{print $1}' "$tmp/lit-$p.times" | stats)
    read -r j jmin jmax < <(awk '$2 != "-" {print $2}' "$tmp/lit-$p.times" | stats)
    read -r c _ _ < <(awk '{print $3}' "$tmp/lit-$p.times" | stats)
    peak=$(awk '$4 > m {m = $4} END {print m + 0}' "$tmp/lit-$p.times")
    lit_w[$p]=$w lit_j[$p]=$j
    out+=("$(printf '   %-8s %20s %20s %7s %8s  %s' "$p" "$w ($wmin-$wmax)" "$j ($jmin-$jmax)" "$c" "$peak" \
      "$(awk '{printf "%s%s", (NR > 1 ? " " : ""), $1}' "$tmp/lit-$p.times")")")
    if [[ -n "${lit_failed[$p]:-}" ]]; then out+=("            then failed, $(printf '%s' "${lit_failed[$p]}")"); fi
  done
  out+=("$(printf '   %-8s %20s %20s' coval/v801 "$(ratio "${lit_w[coval]}" "${lit_w[v801]}")" "$(ratio "${lit_j[coval]}" "${lit_j[v801]}")")")
  for p in v801 coval; do
    first="$(find "$tmp" -maxdepth 1 -name "lit-$p-*.json" | sort | sed -n 1p)"
    [[ -n "$first" ]] || continue
    line=""
    for ph in $(phase_names "$first"); do
      v=$(for f in "$tmp/lit-$p"-*.json; do phase_ms "$f" "$ph"; done | stats | awk '{printf "%.2f", $1 / 1000}')
      line+=" $ph $v,"
    done
    out+=("   phases (s, medians), $p:${line%,}")
  done
  out+=("$cpu_note")
fi

# --- big: score, one document of 140,000 words and 30,000 mentions -----------------------------
if want big; then
  big="$tmp/big"
  mkdir -p "$big"
  log "big: generating the document (python3, seed 1)"
  python3 - 1 "$big" >"$big/summary.txt" <<'PY'
import random, sys
seed, outdir = int(sys.argv[1]), sys.argv[2]
WORDS, MENTIONS, BIG, BIG_SIZE = 140000, 30000, 3, 4000
rng = random.Random(seed)
# sentences of 15-25 words (the last one takes what is left, at least 15)
sents, left = [], WORDS
while left > 0:
    n = min(left, rng.randint(15, 25))
    if 0 < left - n < 15: n = left
    sents.append(n); left -= n
sent_of = []
for si, n in enumerate(sents): sent_of += [si] * n
# mentions: per sentence, disjoint spans of 1-4 words, a third of the longer ones with a shorter span
# inside (nested: same start, same end or strictly inside); then 30,000 of them kept at random
# (removing mentions keeps the rest non-crossing)
spans, pos = [], 0
for n in sents:
    i = pos + rng.randint(0, 2)
    while i < pos + n:
        length = min(rng.choice((1, 1, 2, 2, 3, 4)), pos + n - i)
        spans.append((i, i + length - 1))
        if length > 1 and rng.random() < 0.35:
            a = rng.randint(i, i + length - 1)
            b = rng.randint(a, i + length - 1)
            if (a, b) != (i, i + length - 1): spans.append((a, b))
        i += length + rng.randint(0, 4)
    pos += n
assert len(spans) >= MENTIONS, len(spans)
rng.shuffle(spans)
spans = spans[:MENTIONS]
# entities: BIG entities of BIG_SIZE mentions, the rest in entities of 1-12 mentions
entity, order = {}, spans[:]
rng.shuffle(order)
k = 0
for e in range(BIG):
    for s in order[k:k + BIG_SIZE]: entity[s] = e
    k += BIG_SIZE
e = BIG
while k < len(order):
    size = min(len(order) - k, rng.choice((1, 1, 2, 2, 2, 3, 3, 4, 5, 6, 8, 12)))
    for s in order[k:k + size]: entity[s] = e
    k += size; e += 1
n_entities = e

def crosses(a, b, others):
    return any((x < a <= y < b) or (a < x <= b < y) for x, y in others)

def write(path, mentions):  # (start, end, entity), repeats allowed; tab-separated, coref last
    opens, closes, singles = {}, {}, {}
    for s, t, ent in mentions:
        if s == t: singles.setdefault(s, []).append(ent)
        else:
            opens.setdefault(s, []).append((t, ent)); closes.setdefault(t, []).append((s, ent))
    with open(path, "w") as f:
        f.write("#begin document (big); part 000\n")
        w = 0
        for n in sents:
            for j in range(n):
                parts = ["(%d" % ent for t, ent in sorted(opens.get(w, []), key=lambda x: -x[0])]
                parts += ["(%d)" % ent for ent in singles.get(w, [])]
                parts += ["%d)" % ent for s, ent in sorted(closes.get(w, []), key=lambda x: -x[0])]
                parse = "(TOP*" if j == 0 else ("*)" if j == n - 1 else "*")
                f.write("\t".join(["big", "0", str(j), "w%d" % (w % 997), "NN", parse, "-", "-", "-", "-", "-",
                                   "|".join(parts) or "-"]) + "\n")
                w += 1
            f.write("\n")
        f.write("#end document\n")

write(outdir + "/key.conll", sorted((s, t, entity[(s, t)]) for s, t in spans))
# the response: 5% of the key's mentions dropped, 10% moved to the entity of another (random) key
# mention, 5% spurious (new spans of 1-3 words that cross nothing, half in a key entity, half alone)
resp, ms = {}, spans[:]
rng.shuffle(ms)
n5, n10 = MENTIONS * 5 // 100, MENTIONS * 10 // 100
for s in ms[n5:]: resp[s] = entity[s]
for s in ms[n5:n5 + n10]:
    other = entity[rng.choice(spans)]
    while other == entity[s]: other = entity[rng.choice(spans)]
    resp[s] = other
by_sent = {}
for s, t in resp: by_sent.setdefault(sent_of[s], []).append((s, t))
added, new_e = 0, n_entities
while added < n5:
    a = rng.randrange(WORDS)
    b = min(a + rng.choice((0, 0, 1, 2)), WORDS - 1)
    if sent_of[b] != sent_of[a] or (a, b) in resp or crosses(a, b, by_sent.get(sent_of[a], [])): continue
    if rng.random() < 0.5: resp[(a, b)] = entity[rng.choice(spans)]
    else: resp[(a, b)] = new_e; new_e += 1
    by_sent.setdefault(sent_of[a], []).append((a, b)); added += 1
mentions = [(s, t, ent) for (s, t), ent in resp.items()]
# real-output mess on one-word mentions: 200 spans in a second entity, (7)|(9); 100 repeated, (7)|(7)
singles = sorted(s for s in resp if s[0] == s[1])
rng.shuffle(singles)
for s in singles[:200]:
    other = entity[rng.choice(spans)]
    while other == resp[s]: other = entity[rng.choice(spans)]
    mentions.append((s[0], s[1], other))
for s in singles[200:300]: mentions.append((s[0], s[1], resp[s]))
write(outdir + "/response.conll", sorted(mentions))
sizes = [sum(1 for v in entity.values() if v == e) for e in range(BIG)]
key_by_sent = {}
for s in spans: key_by_sent.setdefault(sent_of[s[0]], []).append(s)
nested = sum(1 for s in spans if any(x <= s[0] and s[1] <= y and (x, y) != s for x, y in key_by_sent[sent_of[s[0]]]))
print("key: %d words in %d sentences, %d mentions (%d nested in another), %d entities (%s mentions in the %d"
      " biggest); response: %d mentions written (%d dropped, %d moved to another entity, %d spurious, 200 one-word"
      " spans in a second entity, 100 one-word spans repeated)"
      % (WORDS, len(sents), len(spans), nested, n_entities, "/".join(map(str, sizes)), BIG, len(mentions), n5, n10, n5))
PY
  # the cases: NAME JAR PROFILE; every run: score KEY RESPONSE --profile P --csv=/dev/null [--timings]
  cases=("coval $jar coval" "v801 $jar v801")
  [[ -n "$before_jar" ]] && cases+=("before-coval $before_jar coval")
  declare -A big_failed=() big_extra=()
  for c in "${cases[@]}"; do
    read -r name cjar profile <<<"$c"
    : >"$tmp/big-$name.times"
    java "${java_opts[@]}" -jar "$cjar" score --help >"$tmp/help-$name.txt" 2>&1 || true
    extra=()
    grep -q -- '--timings' "$tmp/help-$name.txt" && extra+=(--timings)
    if [[ $profile == v801 ]] && grep -q -- '--max-repeated-mentions' "$tmp/help-$name.txt"; then
      extra+=(--max-repeated-mentions=1000000)
    fi
    big_extra[$name]="${extra[*]}"
  done
  section_start
  big_start=$SECONDS
  big_done=0
  for ((round = 1; round <= big_rounds; round++)); do
    if ((round > 1 && SECONDS - big_start > big_budget)); then
      log "big: $((SECONDS - big_start)) s spent, more than $big_budget s (COREFSTATS_BENCH_BIG_BUDGET): no more rounds"
      break
    fi
    big_done=$round
    n=${#cases[@]}
    for ((i = 0; i < n; i++)); do # the order rotated by one each round
      read -r name cjar profile <<<"${cases[$(((i + round - 1) % n))]}"
      [[ -n "${big_failed[$name]:-}" ]] && continue
      read -r -a extra <<<"${big_extra[$name]}"
      log "big: round $round of $big_rounds, $name"
      timed java "${java_opts[@]}" -jar "$cjar" score "$big/key.conll" "$big/response.conll" --profile "$profile" \
        --csv=/dev/null "${extra[@]}" >"$tmp/big-$name-$round.out" 2>"$tmp/big-$name-$round.err"
      if ((status != 0)); then
        big_failed[$name]="round $round: $(failure_note "$status" "$tmp/big-$name-$round.err" "$tmp/big-$name-$round.out")"
        log "big: $name failed (${big_failed[$name]}); not run again"
        continue
      fi
      inproc=$(sed -n 's/^timings:.* total \([0-9.]*\) s.*/\1/p' "$tmp/big-$name-$round.err" | sed -n 1p)
      echo "$wall ${inproc:--} $rss_mb" >>"$tmp/big-$name.times"
      cp "$tmp/big-$name-$round.out" "$tmp/big-$name-last.out"
      log "big: round $round, $name: wall $wall s, in-process ${inproc:--} s"
    done
  done
  cpu_note="$(cpu_line)"
  rounds_note=""
  if ((big_done < big_rounds)); then rounds_note=" of $big_rounds (no round started after $big_budget s)"; fi
  out+=("" "big. score KEY RESPONSE --profile P --csv=/dev/null, java ${java_opts[*]} -jar, one JVM per run: ONE document," \
    "   $(cat "$big/summary.txt")" \
    "   $(du -sb "$big/key.conll" | awk '{printf "%.1f", $1 / 1e6}') MB per side; $big_done round(s)$rounds_note, the order rotated each round; in-process = --timings' total;" \
    "   timeout $limit s per run; medians (min-max)")
  out+=("$(printf '   %-13s %20s %22s %8s  %s' case "wall s (min-max)" "in-process s (min-max)" "peak MB" "options added")")
  declare -A big_w=() big_i=()
  for c in "${cases[@]}"; do
    read -r name cjar profile <<<"$c"
    if [[ ! -s "$tmp/big-$name.times" ]]; then
      out+=("$(printf '   %-13s %s' "$name" "no successful run: ${big_failed[$name]:-none}")")
      big_w[$name]=- big_i[$name]=-
      continue
    fi
    read -r w wmin wmax < <(awk '{print $1}' "$tmp/big-$name.times" | stats)
    read -r ip imin imax < <(awk '$2 != "-" {print $2}' "$tmp/big-$name.times" | stats)
    peak=$(awk '$3 > m {m = $3} END {print m + 0}' "$tmp/big-$name.times")
    big_w[$name]=$w big_i[$name]=$ip
    out+=("$(printf '   %-13s %20s %22s %8s  %s' "$name" "$w ($wmin-$wmax)" "$ip ($imin-$imax)" "$peak" "${big_extra[$name]:-none}")")
    if [[ -n "${big_failed[$name]:-}" ]]; then out+=("                 then failed, ${big_failed[$name]}"); fi
  done
  out+=("$(printf '   %-13s %20s %22s' coval/v801 "$(ratio "${big_w[coval]}" "${big_w[v801]}")" "$(ratio "${big_i[coval]}" "${big_i[v801]}")")")
  if [[ -n "$before_jar" ]]; then
    out+=("$(printf '   %-13s %20s %22s' this/before "$(ratio "${big_w[coval]}" "${big_w[before-coval]}")" \
      "$(ratio "${big_i[coval]}" "${big_i[before-coval]}")")")
    out+=("   before: $before ($(commit_of "$before")), $before_how")
  fi
  # the counts of the last successful run of each coval case (and v801's problems, for comparison)
  for c in "${cases[@]}"; do
    read -r name _ profile <<<"$c"
    f="$tmp/big-$name-last.out"
    [[ -f "$f" ]] || continue
    if [[ $profile == coval ]]; then
      out+=("   $name counts:")
      counts="$(grep -E '^(muc|bcub|ceafe|lea)[[:space:]]' "$f" || true)"
      if [[ -n "$counts" ]]; then
        while IFS= read -r l; do out+=("     $l"); done <<<"$counts"
      else
        out+=("     (no muc/bcub/ceafe/lea lines in its output; its first lines:)")
        while IFS= read -r l; do out+=("     $l"); done < <(sed -n 1,12p "$f")
      fi
    fi
    problems="$(sed -n '/^Problems/,/^[[:space:]]*(all of them/p' "$f" | grep -v '(all of them' |
      awk 'NR == 1 {sub(/^Problems:? */, ""); printf "%s", $0; next} {printf "; %s %s %s", $1, $2, $3}' || true)"
    out+=("   $name problems: ${problems:-none printed}")
  done
  out+=("$cpu_note")
fi

# --- the report ---------------------------------------------------------------------------------
{
  echo "corefstats coval benchmark, scripts/bench-coval.sh --sections $sections${before:+ --before $before}, $started"
  echo "machine: $(nproc) cores, $cpu_model; $java_version"
  echo "this checkout: $here ($(commit_of "$here"))"
  printf '%s\n' "${out[@]}"
  echo
  echo "total running time of bench-coval.sh: $((SECONDS / 60)) min $((SECONDS % 60)) s"
}

#!/usr/bin/env bash
# The LLM track's word alignment (issue 32), figures only: corefstats' banded alignment on
# documents of 2,000, 20,000 and 100,000 words with EDITS edits (default 300), median of 7 runs,
# and the reference's cost on the same sizes: its full table (docs/explanation/llm-outputs.md 4.3), run as the spec
# states it in Python on a 2,000-word document and extrapolated by the number of cells.
#
# Then score itself (LlmCorpusBench): score on LLM outputs beside score on the same outputs already
# converted to CoNLL-U (the track's pipeline run once), in one warm JVM, alternated, median of 5:
# one document of 20,000 words with EDITS edits, and a corpus of DOCS documents of 2,000 words
# with 30 edits each.
#
#   scripts/bench-llm.sh [EDITS [DOCS]]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
edits="${1:-300}"
docs="${2:-100}"
mvn -B -q -o -DskipTests test-compile
mvn -B -q -o dependency:build-classpath -Dmdep.outputFile=target/bench-llm.cp >/dev/null
echo "corefstats (banded alignment, one thread):"
java -cp "target/classes:target/test-classes:$(cat target/bench-llm.cp)" \
  org.corefstats.bench.LlmAlignmentBench "$edits"
if command -v python3 >/dev/null; then
  echo
  echo "the reference's table (4.3) in Python, 2,000 words and $edits edits, extrapolated:"
  python3 - "$edits" <<'PY'
import random, sys, time
edits = int(sys.argv[1]); n = 2000
random.seed(n)
gold = ["w%d" % random.randrange(500) for _ in range(n)]
out = list(gold)
for e in range(edits):
    at = random.randrange(len(out))
    if e % 3 == 0: out[at] = "typo%d" % e
    elif e % 3 == 1: del out[at]
    else: out.insert(at, "added%d" % e)
m = len(out)
t = time.perf_counter()
dp = [[0] * (n + 1) for _ in range(m + 1)]
for i in range(m + 1): dp[i][0] = i
for j in range(n + 1): dp[0][j] = j
for i in range(1, m + 1):
    s = out[i - 1]; row = dp[i]; up = dp[i - 1]
    for j in range(1, n + 1):
        if s == gold[j - 1]: row[j] = up[j - 1]
        else: row[j] = 1 + min(up[j], row[j - 1], up[j - 1])
secs = time.perf_counter() - t
per_cell = secs / (m * n)
print("  %d x %d cells: %.2f s (%.0f ns per cell)" % (m, n, secs, per_cell * 1e9))
for size in (20000, 100000):
    cells = size * size
    print("  %6d words: ~%.0f s and ~%.1f GB for the table (8-byte references per cell)" % (size, cells * per_cell, cells * 8 / 1e9))
PY
fi
echo
echo "score on LLM outputs (llm-text) and on the same outputs converted to CoNLL-U, one warm JVM:"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
java -cp "target/classes:target/test-classes:$(cat target/bench-llm.cp)" \
  -Dlog4j2.configurationFile=conf/log4j2.properties \
  org.corefstats.bench.LlmCorpusBench "$work" "$docs" 2000 30 20000 "$edits" 5

package org.corefstats.core.emptynodes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;

/**
 * One CRAC evaluation of predicted empty nodes (docs/explanation/empty-nodes.md; EMPTY-NODES.md
 * §14): each key's tuples counted as multisets (§7) over the nodes both files' readings hold; and
 * the warnings where the scripts' reading and the files part (section 6), the same for both years.
 */
public final class EmptyNodeEvaluation {
  private EmptyNodeEvaluation() {}

  /**
   * The outcome of one year's evaluation.
   *
   * @param scores one per key in the script's order (§9.2), or none when a file could not be read
   * @param problems where the script would stop: system's first, then gold's (§11.1)
   * @param byDocument the same counts by document (docs/explanation/empty-nodes.md 8, groups): a
   *     sentence's by the document gold's sentence of its number is in (the system's past gold's
   *     end), every gold document present; they sum to {@code scores}
   */
  public record Result(
      CracYear year,
      List<KeyScore> scores,
      List<Problem> problems,
      Map<String, List<KeyScore>> byDocument) {
    public Result {
      scores = List.copyOf(scores);
      problems = List.copyOf(problems);
      byDocument = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byDocument));
    }

    /** Whether anything was scored. */
    public boolean scored() {
      return !scores.isEmpty();
    }

    /** The lines the script prints (§9), each without its line end. */
    public List<String> printed() {
      return scores.stream().map(KeyScore::printed).toList();
    }
  }

  /** Evaluates the system's empty nodes against gold's, as {@code year}'s script does. */
  public static Result evaluate(
      CracYear year, String goldName, byte[] gold, String systemName, byte[] system) {
    return evaluate(
        year, EmptyNodeReader.read(goldName, gold), EmptyNodeReader.read(systemName, system));
  }

  /** Evaluates two files already read (one reading serves both years). */
  public static Result evaluate(
      CracYear year, EmptyNodeReader.Reading gold, EmptyNodeReader.Reading system) {
    List<Problem> problems = new ArrayList<>(system.problems(year));
    problems.addAll(gold.problems(year));
    if (!system.readable() || !gold.readable()) {
      return new Result(year, List.of(), problems, Map.of());
    }
    List<EmptyNodeKey> keys = year.keys();
    Map<String, long[]> documents = new LinkedHashMap<>(); // per key: tp, fp, fn
    for (String d : gold.shape().documents()) {
      documents.put(d, new long[3 * keys.size()]);
    }
    List<KeyScore> scores = new ArrayList<>();
    for (int k = 0; k < keys.size(); k++) {
      int at = 3 * k;
      scores.add(
          count(
              keys.get(k),
              gold.nodes(),
              system.nodes(),
              (sentence, tp, fp, fn) -> {
                long[] c =
                    documents.computeIfAbsent(
                        documentOf(sentence, gold, system), d -> new long[3 * keys.size()]);
                c[at] += tp;
                c[at + 1] += fp;
                c[at + 2] += fn;
              }));
    }
    Map<String, List<KeyScore>> byDocument = new LinkedHashMap<>();
    documents.forEach(
        (d, c) -> {
          List<KeyScore> ofDocument = new ArrayList<>();
          for (int k = 0; k < keys.size(); k++) {
            ofDocument.add(new KeyScore(keys.get(k), c[3 * k], c[3 * k + 1], c[3 * k + 2]));
          }
          byDocument.put(d, ofDocument);
        });
    return new Result(year, scores, problems, byDocument);
  }

  /** The document a script sentence's counts go to: gold's, past gold's end the system's. */
  private static String documentOf(
      long sentence, EmptyNodeReader.Reading gold, EmptyNodeReader.Reading system) {
    String d = sentence < gold.shape().sentences() ? gold.shape().document((int) sentence) : null;
    if (d == null && sentence < system.shape().sentences()) {
      d = system.shape().document((int) sentence);
    }
    return d == null ? "" : d;
  }

  /** One script sentence's counts under one key. */
  interface SentenceCounts {
    void add(long sentence, long tp, long fp, long fn);
  }

  /**
   * §7.1: tp = min(S(t), G(t)), fp and fn the excess on each side, summed over the tuples. Every
   * tuple holds the sentence, and both files' nodes come in sentence order (the counter only goes
   * up), so the multisets are compared sentence by sentence: a few nodes each, paired by equality
   * (which gives the same minimum per tuple), by tuples only where a sentence holds many.
   */
  static KeyScore count(
      EmptyNodeKey key, List<EmptyNode> gold, List<EmptyNode> system, SentenceCounts each) {
    long tp = 0;
    int g = 0;
    int s = 0;
    while (g < gold.size() || s < system.size()) {
      long sentence =
          Math.min(
              g < gold.size() ? gold.get(g).sentence() : Long.MAX_VALUE,
              s < system.size() ? system.get(s).sentence() : Long.MAX_VALUE);
      int gEnd = sentenceEnd(gold, g, sentence);
      int sEnd = sentenceEnd(system, s, sentence);
      long here =
          gEnd > g && sEnd > s ? matched(key, gold.subList(g, gEnd), system.subList(s, sEnd)) : 0;
      tp += here;
      each.add(sentence, here, sEnd - s - here, gEnd - g - here);
      g = gEnd;
      s = sEnd;
    }
    return new KeyScore(key, tp, system.size() - tp, gold.size() - tp);
  }

  private static final int PAIRED_BY_EQUALITY = 32;

  private static int sentenceEnd(List<EmptyNode> nodes, int from, long sentence) {
    int i = from;
    while (i < nodes.size() && nodes.get(i).sentence() == sentence) {
      i++;
    }
    return i;
  }

  /** Σ min(S(t), G(t)) over one sentence's nodes. */
  private static long matched(EmptyNodeKey key, List<EmptyNode> gold, List<EmptyNode> system) {
    if (gold.size() > PAIRED_BY_EQUALITY || system.size() > PAIRED_BY_EQUALITY) {
      Map<List<Object>, Long> g = multiset(key, gold);
      Map<List<Object>, Long> s = multiset(key, system);
      long tp = 0;
      for (Map.Entry<List<Object>, Long> e : g.entrySet()) {
        tp += Math.min(e.getValue(), s.getOrDefault(e.getKey(), 0L));
      }
      return tp;
    }
    boolean[] used = new boolean[system.size()];
    long tp = 0;
    for (EmptyNode a : gold) {
      for (int j = 0; j < used.length; j++) {
        if (!used[j] && key.same(a, system.get(j))) {
          used[j] = true;
          tp++;
          break;
        }
      }
    }
    return tp;
  }

  private static Map<List<Object>, Long> multiset(EmptyNodeKey key, List<EmptyNode> nodes) {
    Map<List<Object>, Long> counts = new HashMap<>();
    for (EmptyNode n : nodes) {
      counts.merge(key.tuple(n), 1L, Long::sum);
    }
    return counts;
  }

  /**
   * Where the scripts' reading and the files part (docs/explanation/empty-nodes.md 6), located:
   * each file's own (blank lines that do not separate sentences as the file means them, several
   * parents), then the first system sentence that the script compares with a gold sentence of
   * another {@code # sent_id} or another number of tokens.
   */
  public static List<Problem> warnings(
      EmptyNodeReader.Reading gold, EmptyNodeReader.Reading system) {
    List<Problem> warnings = new ArrayList<>();
    for (EmptyNodeReader.Reading r : List.of(system, gold)) {
      SentenceShape s = r.shape();
      if (s.doubleBlank != null) {
        warnings.add(
            warning(
                r.file(),
                s.doubleBlank.firstLine(),
                "a blank line that does not end a sentence"
                    + times(s.doubleBlank.count())
                    + ": the empty-node scripts count each as a sentence of its own, so every"
                    + " later sentence is numbered one higher than the file means"));
      }
      if (s.whitespaceLine != null) {
        warnings.add(
            warning(
                r.file(),
                s.whitespaceLine.firstLine(),
                "a line of only spaces or tabs"
                    + times(s.whitespaceLine.count())
                    + ": the empty-node scripts do not count it as a blank line, so a sentence it"
                    + " separates is merged with the next"));
      }
      if (s.unseparated != null) {
        warnings.add(
            warning(
                r.file(),
                s.unseparated.firstLine(),
                "a sentence starts here (its # sent_id or token 1) without a blank line before it"
                    + times(s.unseparated.count())
                    + ": the empty-node scripts count it with the sentence before, so every later"
                    + " sentence is numbered one lower than the file means"));
      }
      if (s.splitSentence != null) {
        warnings.add(
            warning(
                r.file(),
                s.splitSentence.firstLine(),
                "a blank line inside a sentence (the token after it is not token 1)"
                    + times(s.splitSentence.count())
                    + ": the empty-node scripts end the sentence there, so every later sentence is"
                    + " numbered one higher than the file means"));
      }
      if (s.severalParents != null) {
        warnings.add(
            Problem.of(
                ProblemKind.EMPTY_NODES_FIRST_DEPS_ITEM,
                r.file(),
                null,
                s.severalParents.firstLine(),
                "an empty node with several DEPS items"
                    + times(s.severalParents.count())
                    + ": the empty-node scripts take the first item as its parent (DEPS is sorted"
                    + " by head, so the lowest head), not necessarily its main one"));
      }
    }
    Problem mismatch = firstMismatch(gold, system);
    if (mismatch != null) {
      warnings.add(mismatch);
    }
    return warnings;
  }

  private static Problem firstMismatch(
      EmptyNodeReader.Reading gold, EmptyNodeReader.Reading system) {
    SentenceShape g = gold.shape();
    SentenceShape s = system.shape();
    int n = Math.min(g.sentences(), s.sentences());
    int first = -1;
    int differing = 0;
    int compared = 0; // sentence numbers where both files have a sentence with lines
    for (int i = 0; i < n; i++) {
      if (g.firstLine(i) == 0 || s.firstLine(i) == 0) {
        continue;
      }
      compared++;
      boolean idsDiffer =
          g.sentId(i) != null && s.sentId(i) != null && !g.sentId(i).equals(s.sentId(i));
      if (idsDiffer || g.tokens(i) != s.tokens(i)) {
        differing++;
        if (first < 0) {
          first = i;
        }
      }
    }
    if (first < 0) {
      return null;
    }
    return warning(
        system.file(),
        s.firstLine(first),
        String.format(
            "the empty-node scripts compare this sentence (their sentence %d: %s, %s) with"
                + " gold's sentence %d (line %d of %s: %s, %s); %d of the %d sentences both"
                + " files have at the same number differ so, and their empty nodes cannot match",
            first + 1,
            describe(s.sentId(first)),
            tokens(s.tokens(first)),
            first + 1,
            g.firstLine(first),
            gold.file(),
            describe(g.sentId(first)),
            tokens(g.tokens(first)),
            differing,
            compared));
  }

  private static String describe(String sentId) {
    return sentId == null ? "no sent_id" : "sent_id " + sentId;
  }

  private static String tokens(int n) {
    return n == 1 ? "1 token" : n + " tokens";
  }

  private static String times(int count) {
    return count == 1 ? "" : " (" + count + " times, the first here)";
  }

  private static Problem warning(String file, long line, String message) {
    return Problem.of(ProblemKind.EMPTY_NODES_SENTENCES_PART, file, null, line, message);
  }
}

package org.corefstats.core.metrics;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.match.ContingencyTable;
import org.corefstats.core.match.MentionAlignment;
import org.corefstats.core.match.PartitionViews;

/** Computes the counts of the requested metrics for one key document and its response. */
public final class DocumentScorer {
  private final Set<Metric> metrics;
  private final Semantics semantics;
  private final Set<String> views; // of the metrics counted on a part of the pair

  /** With v8.01's semantics. */
  public DocumentScorer(Set<Metric> metrics) {
    this(metrics, Semantics.V801);
  }

  public DocumentScorer(Set<Metric> metrics, Semantics semantics) {
    this.metrics = Set.copyOf(semantics.scored(metrics));
    this.semantics = semantics;
    Set<String> v = new TreeSet<>();
    this.metrics.forEach(m -> Optional.ofNullable(m.view()).ifPresent(view -> v.add(view.name())));
    this.views = Set.copyOf(v);
  }

  /** The metrics counted: those asked for that the semantics count ({@link Semantics#scores}). */
  public Set<Metric> metrics() {
    return metrics;
  }

  /** Whose numbers the scores reproduce, with the options in force. */
  public Semantics semantics() {
    return semantics;
  }

  /**
   * Scores {@code response} (use {@link Document#empty} for a missing one) against {@code key};
   * repeated mentions and a token-count mismatch are reported to {@code problems}.
   */
  public Counts score(Document key, Document response, Consumer<Problem> problems) {
    return count(match(key, response, problems), key, response);
  }

  /**
   * The contingency table of {@code response} against {@code key}, after checking that both have
   * the same tokens; problems as for {@link #score}.
   */
  public ContingencyTable table(Document key, Document response, Consumer<Problem> problems) {
    return match(key, response, problems).table();
  }

  /**
   * How a response met its key: the contingency table the metrics count and, when the document has
   * a zero mention and the zero score is asked for, its counts ({@link ZeroAnaphors}; null
   * otherwise).
   */
  public record Matched(ContingencyTable table, MetricCounts zeros, PartitionViews views) {
    Matched(ContingencyTable table, MetricCounts zeros) {
      this(table, zeros, null);
    }

    Matched with(PartitionViews derived) {
      return new Matched(table, zeros, derived);
    }
  }

  /**
   * The contingency table of {@code response} against {@code key} (and the zero score's counts),
   * after checking that both have the same tokens; problems as for {@link #score}. Head and partial
   * matching, and zeros aligned by their DEPS, first align the mentions ({@link MentionAlignment});
   * exact matching otherwise builds the table directly.
   */
  public Matched match(Document key, Document response, Consumer<Problem> problems) {
    key = semantics.keySide().keyFor(key, response);
    Matched matched = matchMentions(key, response, problems);
    return views.isEmpty()
        ? matched
        : matched.with(semantics.viewSource().derive(key, response, views, problems));
  }

  private Matched matchMentions(Document key, Document response, Consumer<Problem> problems) {
    check(key, response, problems);
    boolean keyZeros = MentionAlignment.hasZero(key);
    boolean responseZeros = MentionAlignment.hasZero(response);
    boolean zeroStep = semantics.alignsZerosByDeps() && keyZeros && responseZeros;
    if (zeroStep) {
      reportZerosWithoutDeps(key, problems);
      reportZerosWithoutDeps(response, problems);
    }
    boolean countZeros = metrics.contains(Metric.ZERO) && (keyZeros || responseZeros);
    if (semantics.matching() == Semantics.Matching.EXACT && !zeroStep && !countZeros) {
      return new Matched(
          ContingencyTable.build(key, response, problems, semantics.repeatRule()), null);
    }
    MentionAlignment alignment = align(key, response);
    MetricCounts zeros = countZeros ? ZeroAnaphors.count(key, response, alignment) : null;
    if (semantics.matching() == Semantics.Matching.EXACT && !zeroStep) {
      return new Matched(
          ContingencyTable.build(key, response, problems, semantics.repeatRule()), zeros);
    }
    Document[] aligned = alignment.rewritten();
    return new Matched(
        ContingencyTable.build(aligned[0], aligned[1], problems, semantics.repeatRule()), zeros);
  }

  /**
   * The CorefUD alignment of two prepared sides under these semantics (the zero score's and the
   * anaphor slices' alignment): the scored step of the matching mode, zeros first by their DEPS
   * when the semantics align them so and both sides have a zero.
   */
  public MentionAlignment align(Document key, Document response) {
    boolean zeroStep =
        semantics.alignsZerosByDeps()
            && MentionAlignment.hasZero(key)
            && MentionAlignment.hasZero(response);
    return MentionAlignment.of(
        key,
        response,
        switch (semantics.matching()) {
          case EXACT -> MentionAlignment.ScoredStep.NONE;
          case HEAD -> MentionAlignment.ScoredStep.HEAD;
          case PARTIAL -> MentionAlignment.ScoredStep.PARTIAL;
        },
        zeroStep);
  }

  /**
   * A zero whose empty node has no DEPS: the CorefUD scorer divides by zero on it (finding 1 of
   * docs/explanation/corefud-and-coval.md 8); here it weighs 0 in the zero step, so it pairs by
   * identity or not at all. Reported once per document, at its first such zero.
   */
  private static void reportZerosWithoutDeps(Document d, Consumer<Problem> problems) {
    int first = -1;
    int count = 0;
    for (int m = 0; m < d.mentionCount(); m++) {
      if (d.isZero(m) && d.zeroDeps(m).isEmpty()) {
        if (count++ == 0) {
          first = m;
        }
      }
    }
    if (count > 0) {
      problems.accept(
          Problem.of(
              ProblemKind.CONLLU_ZERO_WITHOUT_DEPS,
              d.file(),
              d.name(),
              d.mentionLine(first),
              count
                  + (count == 1 ? " zero mention has" : " zero mentions have")
                  + " no DEPS on its empty node (first: "
                  + d.mentionLabel(first)
                  + "): weight 0 in the zero step of --zeros dependent (the CorefUD scorer"
                  + " divides by zero); use --zeros linear to match zeros by position"));
    }
  }

  private static void check(Document key, Document response, Consumer<Problem> problems) {
    // CoNLL-U positions are nodes (words and empty nodes, NODE_SLOT apart), the other formats'
    // tokens: compared, no mention would ever match, and every score would silently be 0
    if (response.file() != null && key.hasSentences() != response.hasSentences()) {
      problems.accept(
          Problem.of(
              ProblemKind.INCOMPARABLE_FORMATS,
              response.file(),
              response.name(),
              response.firstLine(),
              (response.hasSentences()
                      ? "a CoNLL-U response"
                      : "a CoNLL-2012 or jsonlines response")
                  + " against "
                  + (key.hasSentences() ? "a CoNLL-U key" : "a CoNLL-2012 or jsonlines key")
                  + " ("
                  + key.file()
                  + ":"
                  + key.firstLine()
                  + "): convert one of them with corefstats convert so that both are in the same"
                  + " format"));
    }
    if (response.file() != null && key.tokenCount() != response.tokenCount()) {
      int diverge = firstDifferentWord(key, response);
      problems.accept(
          Problem.of(
              ProblemKind.TOKEN_COUNT_MISMATCH,
              response.file(),
              response.name(),
              lineOf(response, diverge),
              "response has "
                  + response.tokenCount()
                  + " tokens, key "
                  + key.tokenCount()
                  + " ("
                  + key.file()
                  + ":"
                  + key.firstLine()
                  + ")"
                  + (diverge < 0
                      ? ""
                      : "; the words differ first at"
                          + " token "
                          + diverge
                          + " (key line "
                          + lineOf(key, diverge)
                          + ")")
                  + "; mention spans may not line up"));
    } else {
      if (key.hasWords() && response.hasWords()) {
        compareWords(key, response, problems);
      }
      if (response.file() != null && key.hasSentences() && response.hasSentences()) {
        compareSentences(key, response, problems);
      }
    }
  }

  /**
   * Reports the first token whose word (4th column) differs from the key's: the files are then not
   * the same text, and mention spans may not line up. Lines without a word column are not compared.
   */
  private static void compareWords(Document key, Document response, Consumer<Problem> problems) {
    int first = -1;
    int differing = 0;
    for (int t = 0; t < key.tokenCount(); t++) {
      int k = key.wordHash(t);
      int r = response.wordHash(t);
      if (k != 0 && r != 0 && k != r) {
        if (differing++ == 0) {
          first = t;
        }
      }
    }
    if (differing > 0) {
      problems.accept(
          Problem.of(
              ProblemKind.TOKEN_TEXT_MISMATCH,
              response.file(),
              response.name(),
              response.tokenLine(first),
              "the word of token "
                  + first
                  + " differs from the key's ("
                  + key.file()
                  + ":"
                  + key.tokenLine(first)
                  + "); "
                  + differing
                  + (differing == 1 ? " token differs" : " tokens differ")
                  + ": are key and response the same text?"));
    }
  }

  /**
   * Reports the first sentence whose size differs from the key's (CoNLL-U, same word count): node
   * positions count sentences, so mentions after it do not line up.
   */
  private static void compareSentences(
      Document key, Document response, Consumer<Problem> problems) {
    int n = Math.min(key.sentenceCount(), response.sentenceCount());
    int word = 0;
    for (int s = 0; s <= n; s++) {
      boolean differs =
          s == n
              ? key.sentenceCount() != response.sentenceCount()
              : key.sentenceWords(s) != response.sentenceWords(s);
      if (differs) {
        problems.accept(
            Problem.of(
                ProblemKind.SENTENCE_MISMATCH,
                response.file(),
                response.name(),
                lineOf(response, word),
                "response has "
                    + response.sentenceCount()
                    + " sentences, key "
                    + key.sentenceCount()
                    + "; sentence "
                    + (s + 1)
                    + " differs first (key line "
                    + lineOf(key, word)
                    + "); mentions after it do not line up"));
        return;
      }
      if (s < n) {
        word += key.sentenceWords(s);
      }
    }
  }

  /**
   * The line of token t, or of the last token when the document ends before t, or of the header.
   */
  private static long lineOf(Document d, int t) {
    int token = Math.min(t, d.tokenCount() - 1);
    return t < 0 || token < 0 ? d.firstLine() : d.tokenLine(token);
  }

  /** The first token whose word differs (or the end of the shorter document), or -1. */
  private static int firstDifferentWord(Document key, Document response) {
    if (!key.hasWords() || !response.hasWords()) {
      return -1;
    }
    int n = Math.min(key.tokenCount(), response.tokenCount());
    for (int t = 0; t < n; t++) {
      if (key.wordHash(t) != response.wordHash(t)
          && key.wordHash(t) != 0
          && response.wordHash(t) != 0) {
        return t;
      }
    }
    return n < key.tokenCount() || n < response.tokenCount() ? n : -1;
  }

  /**
   * The counts of the requested metrics from a document's contingency table (derived ones need
   * none), the zero score's counts, and, for those that read mentions' nodes rather than the table
   * (MOR), the key and response documents the table was built from.
   */
  public Counts count(Matched matched, Document key, Document response) {
    ContingencyTable t = matched.table();
    Map<String, ContingencyTable> viewTables = new HashMap<>(4);
    Counts.Builder b = new Counts.Builder();
    for (Metric m : metrics) {
      if (!m.hasCounts()) {
        continue;
      }
      if (m.view() != null) {
        ContingencyTable v = viewTables.computeIfAbsent(m.view().name(), matched.views()::table);
        b.put(m, countTable(m.base(), v));
        continue;
      }
      switch (m) {
        case MENTIONS -> b.put(m, MentionDetection.count(t));
        case MUC -> b.put(m, Muc.count(t));
        case BCUB -> b.put(m, BCubed.count(t));
        case CEAFM -> b.put(m, Ceaf.mentionBased(t));
        case CEAFE -> b.put(m, Ceaf.entityBased(t));
        case BLANC -> b.blanc(Blanc.count(t), BlancScore.Rule.of(semantics.profile()));
        case LEA -> b.put(m, Lea.count(t));
        case MOR -> b.put(m, Mor.count(key, response));
        case ZERO -> b.put(m, matched.zeros() != null ? matched.zeros() : ZeroAnaphors.NONE);
        default -> throw new AssertionError(m);
      }
    }
    return b.build();
  }

  /** A metric of the contingency table alone, counted on {@code t}. */
  private static MetricCounts countTable(Metric m, ContingencyTable t) {
    return switch (m) {
      case MENTIONS -> MentionDetection.count(t);
      case MUC -> Muc.count(t);
      case BCUB -> BCubed.count(t);
      case CEAFM -> Ceaf.mentionBased(t);
      case CEAFE -> Ceaf.entityBased(t);
      case LEA -> Lea.count(t);
      default -> throw new IllegalArgumentException(m + " is not counted from the table alone");
    };
  }
}

package org.corefstats.core.evaluation;

import java.io.Serializable;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.corpus.DocumentGrouping;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.KeySideInput;
import org.corefstats.core.document.Problem;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;

/**
 * What is evaluated on every (key, response) document pair, by {@code score} and {@code run} alike:
 * the metrics, the settings (one semantics each, the first the primary one: each pair is read and
 * paired once, then counted under each), the grouping of key documents (null without {@code
 * --group-by}) and the analyses. Checked once, here; shipped to a run's executors.
 */
public record EvaluationRequest(
    Set<Metric> metrics,
    List<Semantics> settings,
    DocumentGrouping grouping,
    List<Analysis<?, ?>> analyses)
    implements Serializable {
  public EvaluationRequest {
    metrics = Set.copyOf(metrics);
    settings = List.copyOf(settings);
    analyses = List.copyOf(analyses);
    if (settings.isEmpty()) {
      throw new IllegalArgumentException("at least one setting");
    }
    Set<String> names = new HashSet<>();
    for (Analysis<?, ?> a : analyses) {
      if (!names.add(a.name())) {
        throw new IllegalArgumentException("analysis " + a.name() + " asked for twice");
      }
    }
    for (Analysis<?, ?> a : analyses) {
      if (a instanceof Checked checked) {
        checked.check(metrics, settings.size());
      }
    }
  }

  /** One setting, no grouping, no analysis. */
  public static EvaluationRequest of(Set<Metric> metrics, Semantics semantics) {
    return new EvaluationRequest(metrics, List.of(semantics), null, List.of());
  }

  /** An analysis that refuses some requests ({@link InvalidRequestException}, with the reason). */
  public interface Checked {
    void check(Set<Metric> metrics, int settings);
  }

  /** The primary setting's semantics (the key's problems, what is read beside it, the analyses). */
  public Semantics primary() {
    return settings.get(0);
  }

  /** What is read beside the key for these metrics (the primary setting's). */
  public KeySideInput keySide() {
    return primary().keySide(metrics);
  }

  /** One scorer per setting, in order (scorers keep state: one array per thread or task). */
  public DocumentScorer[] scorers() {
    DocumentScorer[] scorers = new DocumentScorer[settings.size()];
    for (int i = 0; i < scorers.length; i++) {
      scorers[i] = new DocumentScorer(metrics, settings.get(i));
    }
    return scorers;
  }

  /** The same request without its analyses (what the counts of a missing document need). */
  public EvaluationRequest withoutAnalyses() {
    return analyses.isEmpty()
        ? this
        : new EvaluationRequest(metrics, settings, grouping, List.of());
  }

  /** Where {@code analysis} is among the analyses, or -1. */
  public int indexOf(Analysis<?, ?> analysis) {
    for (int i = 0; i < analyses.size(); i++) {
      if (analyses.get(i).name().equals(analysis.name())) {
        return i;
      }
    }
    return -1;
  }

  /** The analysis of a type, or null when it is not asked for. */
  public <A extends Analysis<?, ?>> A analysis(Class<A> type) {
    for (Analysis<?, ?> a : analyses) {
      if (type.isInstance(a)) {
        return type.cast(a);
      }
    }
    return null;
  }

  /** The group of a key document, or null without grouping or when its pattern does not match. */
  public String group(Document key) {
    return grouping == null ? null : grouping.group(key.name(), fileName(key.file()));
  }

  /**
   * The problems of the key's documents (each once, the occurrence that counts) as a whole: those
   * of a side input against their names (its documents the key lacks; none when it is the key), and
   * the documents {@code --group-by} puts in no group.
   */
  public void keyProblems(Collection<Document> keys, Consumer<Problem> problems) {
    KeySideInput side = keySide();
    if (!side.isKey()) {
      side.unknownDocuments(keys.stream().map(Document::name).toList()).forEach(problems);
    }
    for (Document key : keys) {
      Problem ungrouped = ungrouped(key);
      if (ungrouped != null) {
        problems.accept(ungrouped);
      }
    }
  }

  /** The problem that a key document is in no group; null when it is, or nothing is grouped. */
  public Problem ungrouped(Document key) {
    return grouping != null && group(key) == null
        ? CorpusRules.ungrouped(key, grouping.spec())
        : null;
  }

  private static String fileName(String path) {
    if (path == null) {
      return "";
    }
    String p = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    return p.substring(p.lastIndexOf('/') + 1);
  }
}

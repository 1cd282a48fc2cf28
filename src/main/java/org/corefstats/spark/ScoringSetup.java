package org.corefstats.spark;

import java.io.Serializable;
import java.util.List;
import java.util.Set;
import org.corefstats.core.analysis.ErrorRequest;
import org.corefstats.core.corpus.DocumentGrouping;
import org.corefstats.core.document.Document;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;

/**
 * What every scoring task needs to score a document pair: the metrics, the settings (one semantics
 * each, the first the primary one: each pair is read and paired once, then counted under each), the
 * grouping of key documents (null without {@code --group-by}) and whether CONE's entity rows are
 * kept; and the error analysis asked for ({@code --errors}), or null.
 */
record ScoringSetup(
    Set<Metric> metrics,
    List<Semantics> settings,
    DocumentGrouping grouping,
    boolean coneEntities,
    ErrorRequest errors)
    implements Serializable {
  ScoringSetup {
    metrics = Set.copyOf(metrics);
    settings = List.copyOf(settings);
    if (settings.isEmpty()) {
      throw new IllegalArgumentException("at least one setting");
    }
  }

  /** Without the error analysis (what the counts of missing documents and studies need). */
  ScoringSetup withoutErrors() {
    return errors == null
        ? this
        : new ScoringSetup(metrics, settings, grouping, coneEntities, null);
  }

  /** The primary setting's semantics (the key's problems, CONE's options, the entity rows). */
  Semantics primary() {
    return settings.get(0);
  }

  /** One scorer per setting, in order (scorers keep per-task state: one array per task). */
  DocumentScorer[] scorers() {
    DocumentScorer[] scorers = new DocumentScorer[settings.size()];
    for (int i = 0; i < scorers.length; i++) {
      scorers[i] = new DocumentScorer(metrics, settings.get(i));
    }
    return scorers;
  }

  /** The group of a key document, or null without grouping or when its pattern does not match. */
  String group(Document key) {
    return grouping == null ? null : grouping.group(key.name(), fileName(key.file()));
  }

  private static String fileName(String path) {
    if (path == null) {
      return "";
    }
    String p = path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    return p.substring(p.lastIndexOf('/') + 1);
  }
}

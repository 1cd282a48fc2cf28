package org.corefstats.report;

import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.metrics.BlancCounts;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;
import org.corefstats.core.metrics.Score;

/**
 * One output row: a metric's four counts and its recall, precision and F1. The metric names are
 * those of the CSV outputs: {@code mentions, muc, bcub, ceafm, ceafe, blanc_coref,
 * blanc_noncoref, blanc, lea, conll}. For {@code blanc} the counts are (R, 1, P, 1) and f1 is
 * BLANC's F; for {@code conll} only f1 is set (counts are null).
 */
public record ScoreRow(String metric, Double recallNum, Double recallDen, Double precisionNum, Double precisionDen,
    double recall, double precision, double f1) {

  /** CSV header of the per-metric columns. */
  public static final List<String> COLUMNS = List.of("metric", "recall_num", "recall_den", "precision_num",
      "precision_den", "recall", "precision", "f1");

  public static ScoreRow of(String metric, MetricCounts c) {
    Score s = c.score();
    return new ScoreRow(metric, c.recallNum(), c.recallDen(), c.precisionNum(), c.precisionDen(), s.recall(),
        s.precision(), s.f1());
  }

  /** The rows of every computed metric, in the fixed order above. */
  public static List<ScoreRow> rows(Counts counts) {
    List<ScoreRow> rows = new ArrayList<>();
    for (Metric m : Metric.values()) {
      if (!counts.has(m)) {
        continue;
      }
      if (m == Metric.BLANC) {
        BlancCounts b = counts.blanc();
        Score overall = BlancScore.of(b).overall();
        rows.add(of("blanc_coref", b.coreference()));
        rows.add(of("blanc_noncoref", b.nonCoreference()));
        rows.add(new ScoreRow("blanc", overall.recall(), 1.0, overall.precision(), 1.0, overall.recall(),
            overall.precision(), overall.f1()));
      } else if (m.hasCounts()) {
        rows.add(of(m.code(), counts.get(m)));
      } else {
        Score s = counts.score(m);
        rows.add(new ScoreRow(m.code(), null, null, null, null, s.recall(), s.precision(), s.f1()));
      }
    }
    return rows;
  }

  /** The values of {@link #COLUMNS} after {@code metric} as CSV cells (empty for absent values). */
  public List<String> cells() {
    return List.of(metric, cell(recallNum), cell(recallDen), cell(precisionNum), cell(precisionDen),
        cell(recall), cell(precision), cell(f1));
  }

  private static String cell(Double value) {
    return value == null || value.isNaN() ? "" : Numbers.full(value);
  }
}

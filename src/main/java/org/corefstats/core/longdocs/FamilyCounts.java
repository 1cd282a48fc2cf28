package org.corefstats.core.longdocs;

import java.io.Serializable;
import org.corefstats.core.metrics.MetricCounts;
import org.corefstats.core.metrics.Score;

/**
 * The counts of BookCoref's metric family for one scoring document or a sum of them
 * (LONG-DOCUMENTS.md 1.3-1.5): MUC, B-cubed and CEAF-e, each a recall and a precision fraction.
 */
public record FamilyCounts(MetricCounts muc, MetricCounts bcub, MetricCounts ceafe)
    implements Serializable {

  public static final FamilyCounts ZERO =
      new FamilyCounts(MetricCounts.ZERO, MetricCounts.ZERO, MetricCounts.ZERO);

  /** The metrics in the order tables list them, with their codes. */
  public enum FamilyMetric {
    MUC("muc"),
    BCUB("bcub"),
    CEAFE("ceafe");

    public final String code;

    FamilyMetric(String code) {
      this.code = code;
    }
  }

  public MetricCounts get(FamilyMetric m) {
    return switch (m) {
      case MUC -> muc;
      case BCUB -> bcub;
      case CEAFE -> ceafe;
    };
  }

  /**
   * BookCoref's CoNLL line (1.5): the means of the three recalls, precisions and F1s (0/0 = 0, so a
   * metric without links still counts).
   */
  public Score conll() {
    Score m = muc.score();
    Score b = bcub.score();
    Score c = ceafe.score();
    return new Score(
        (m.recall() + b.recall() + c.recall()) / 3,
        (m.precision() + b.precision() + c.precision()) / 3,
        (m.f1() + b.f1() + c.f1()) / 3);
  }

  /** Section 1 on one scoring document: every entity of both sides, as listed. */
  public static FamilyCounts score(BookSide key, BookSide response) {
    EntityMap keyMap = new EntityMap(key);
    EntityMap responseMap = new EntityMap(response);
    FamilyTerms recallTerms = new FamilyTerms(responseMap);
    FamilyTerms precisionTerms = new FamilyTerms(keyMap);
    long mucRn = 0;
    long mucRd = 0;
    double bRn = 0;
    for (int k = 0; k < key.entityCount(); k++) {
      mucRn += recallTerms.mucNumerator(key, k, responseMap);
      mucRd += FamilyTerms.mucDenominator(key, k);
      bRn += recallTerms.bcubedNumerator(key, k, responseMap);
    }
    long mucPn = 0;
    long mucPd = 0;
    double bPn = 0;
    for (int r = 0; r < response.entityCount(); r++) {
      mucPn += precisionTerms.mucNumerator(response, r, keyMap);
      mucPd += FamilyTerms.mucDenominator(response, r);
      bPn += precisionTerms.bcubedNumerator(response, r, keyMap);
    }
    CeafAlignment a = CeafAlignment.of(key, response);
    double similarity = 0;
    for (int k = 0; k < key.entityCount(); k++) {
      similarity += a.phi(k);
    }
    return new FamilyCounts(
        new MetricCounts(mucRn, mucRd, mucPn, mucPd),
        new MetricCounts(bRn, key.id().length, bPn, response.id().length),
        new MetricCounts(similarity, key.entityCount(), similarity, response.entityCount()));
  }
}

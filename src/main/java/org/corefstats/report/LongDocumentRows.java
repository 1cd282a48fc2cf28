package org.corefstats.report;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.corefstats.core.longdocs.FamilyCounts;
import org.corefstats.core.longdocs.FamilyCounts.FamilyMetric;
import org.corefstats.core.longdocs.FamilySum;
import org.corefstats.core.longdocs.LongDocuments;
import org.corefstats.core.longdocs.MajorEntities;
import org.corefstats.core.longdocs.MeiNative;
import org.corefstats.core.longdocs.Strata;
import org.corefstats.core.metrics.MetricCounts;
import org.corefstats.core.metrics.Score;

/**
 * The rows of long_documents.csv (a system's sums, document {@code ALL}) and
 * long_documents_documents.csv (each document), one schema: {@link #COLUMNS}. Measures: {@code
 * full}, {@code window-SCHEME} (per metric, the CoNLL line, the window count, and per document each
 * window's counts as item {@code wJ}), {@code penalty-SCHEME} (windowed F1 − full F1,
 * LONG-DOCUMENTS.md 3.4), {@code mei} (Macro, Micro, Macro-Micro in percent, entities), {@code
 * mei-entity} (per document, each major entity), {@code strata}; for {@code corefstats mei}, {@code
 * mei-native} and {@code mei-native-entity} ({@link #ofMeiNative}).
 */
final class LongDocumentRows {
  static final List<String> COLUMNS =
      List.of(
          "system",
          "document",
          "measure",
          "setting",
          "metric",
          "item",
          "r_num",
          "r_den",
          "p_num",
          "p_den",
          "recall",
          "precision",
          "f1",
          "value");

  private final String system;
  private final String document;
  private final List<List<String>> rows = new ArrayList<>();

  private LongDocumentRows(String system, String document) {
    this.system = system;
    this.document = document;
  }

  /** A system's sums. */
  static List<List<String>> ofSum(String system, LongDocuments a, LongDocuments.Sum sum) {
    LongDocumentRows r = new LongDocumentRows(system, "ALL");
    FamilyCounts full = sum.full.value();
    r.family("full", "", full, "");
    for (int i = 0; i < a.windowings().size(); i++) {
      r.windowing(a.windowings().get(i), sum.windowed[i].value(), sum.windowCount[i], full);
    }
    for (int i = 0; i < a.majors().size(); i++) {
      r.mei(a.majors().get(i).setting(), sum.mei[i]);
    }
    if (sum.strata != null) {
      r.strata(Arrays.stream(sum.strata).map(LongDocuments.StratumSum::value).toList());
    }
    return r.rows;
  }

  /** One document's rows. */
  static List<List<String>> ofDocument(
      String system, String document, LongDocuments a, LongDocuments.Result d) {
    LongDocumentRows r = new LongDocumentRows(system, document);
    r.family("full", "", d.full(), "");
    for (int i = 0; i < a.windowings().size(); i++) {
      LongDocuments.Windowing w = a.windowings().get(i);
      FamilyCounts[] windows = d.windows().get(i);
      FamilySum sum = new FamilySum();
      Arrays.stream(windows).forEach(sum::add);
      r.windowing(w, sum.value(), windows.length, d.full());
      for (int j = 0; j < windows.length; j++) {
        for (FamilyMetric m : FamilyMetric.values()) {
          r.counts(
              "window-" + w.scheme().code, w.setting(), m.code, "w" + j, windows[j].get(m), false);
        }
      }
    }
    for (int i = 0; i < a.majors().size(); i++) {
      String setting = a.majors().get(i).setting();
      List<MajorEntities.EntityScore> entities = d.majors().get(i);
      LongDocuments.MeiSum one = LongDocuments.MeiSum.of(entities);
      r.mei(setting, one);
      if (!entities.isEmpty()) {
        r.value("mei", setting, "doc_f1_macro_rounded", "", rounded(one.macro()));
        r.value("mei", setting, "doc_f1_micro_rounded", "", rounded(one.micro()));
      }
      for (MajorEntities.EntityScore e : entities) {
        r.rows.add(
            r.row(
                "mei-entity",
                setting,
                "f1",
                e.item(),
                (long) e.common(),
                (long) e.keySize(),
                (long) e.common(),
                (long) e.responseSize(),
                e.recall(),
                e.precision(),
                e.f1(),
                (long) e.keySize()));
      }
    }
    if (d.strata() != null) {
      r.strata(Arrays.asList(d.strata()));
    }
    return r.rows;
  }

  /**
   * The rows of {@code mei} (MEI's own index-aligned input, LONG-DOCUMENTS.md 4): measure {@code
   * mei-native} (document {@code ALL}: Macro, Micro, Macro-Micro in percent, entities, documents;
   * per document MEI's two rounded spreadsheet values) and {@code mei-native-entity} (per document,
   * each major entity by its index: c/|K|, c/|S|, R, P, F1, support).
   */
  static List<List<String>> ofMeiNative(String system, MeiNative.Result result) {
    LongDocumentRows all = new LongDocumentRows(system, "ALL");
    if (result.entities() > 0) {
      all.value("mei-native", "", "macro", "", result.macro());
      all.value("mei-native", "", "micro", "", result.micro());
      all.value("mei-native", "", "macro_micro", "", result.macroMicro());
    }
    all.value("mei-native", "", "entities", "", result.entities());
    all.value("mei-native", "", "documents", "", result.documents().size());
    List<List<String>> rows = new ArrayList<>(all.rows);
    for (MeiNative.DocumentScore d : result.documents()) {
      LongDocumentRows r = new LongDocumentRows(system, d.document());
      if (!d.entities().isEmpty()) {
        r.value("mei-native", "", "doc_f1_macro_rounded", "", rounded(100 * d.macro()));
        r.value("mei-native", "", "doc_f1_micro_rounded", "", rounded(100 * d.micro()));
      }
      for (MeiNative.EntityScore e : d.entities()) {
        r.rows.add(
            r.row(
                "mei-native-entity",
                "",
                "f1",
                Integer.toString(e.index()),
                (long) e.common(),
                (long) e.keySize(),
                (long) e.common(),
                (long) e.responseSize(),
                e.recall(),
                e.precision(),
                e.f1(),
                (long) e.keySize()));
      }
      rows.addAll(r.rows);
    }
    return rows;
  }

  /** MEI's per-document spreadsheet value: 2 decimals, half to even on the double's exact value. */
  private static double rounded(double percent) {
    return new BigDecimal(percent).setScale(2, RoundingMode.HALF_EVEN).doubleValue();
  }

  private void windowing(
      LongDocuments.Windowing w, FamilyCounts windowed, long count, FamilyCounts full) {
    String scheme = w.scheme().code;
    family("window-" + scheme, w.setting(), windowed, "");
    value("window-" + scheme, w.setting(), "windows", "", count);
    for (FamilyMetric m : FamilyMetric.values()) {
      value(
          "penalty-" + scheme,
          w.setting(),
          m.code,
          "",
          windowed.get(m).score().f1() - full.get(m).score().f1());
    }
    value("penalty-" + scheme, w.setting(), "conll", "", windowed.conll().f1() - full.conll().f1());
  }

  private void family(String measure, String setting, FamilyCounts c, String item) {
    for (FamilyMetric m : FamilyMetric.values()) {
      counts(measure, setting, m.code, item, c.get(m), true);
    }
    Score conll = c.conll();
    rows.add(
        row(
            measure,
            setting,
            "conll",
            item,
            null,
            null,
            null,
            null,
            conll.recall(),
            conll.precision(),
            conll.f1(),
            null));
  }

  private void counts(
      String measure, String setting, String metric, String item, MetricCounts c, boolean scores) {
    Score s = c.score();
    rows.add(
        row(
            measure,
            setting,
            metric,
            item,
            c.recallNum(),
            c.recallDen(),
            c.precisionNum(),
            c.precisionDen(),
            scores ? s.recall() : null,
            scores ? s.precision() : null,
            scores ? s.f1() : null,
            null));
  }

  private void mei(String setting, LongDocuments.MeiSum sum) {
    if (sum.entities() > 0) {
      value("mei", setting, "macro", "", sum.macro());
      value("mei", setting, "micro", "", sum.micro());
      value("mei", setting, "macro_micro", "", sum.macroMicro());
    }
    value("mei", setting, "entities", "", sum.entities());
  }

  private void strata(List<Strata.Stratum> strata) {
    for (int x = 0; x < 3; x++) {
      Strata.Stratum s = strata.get(x);
      String name = Strata.NAMES.get(x);
      for (FamilyMetric m : FamilyMetric.values()) {
        counts("strata", Strata.SETTING, m.code, name, s.counts().get(m), true);
      }
      value("strata", Strata.SETTING, "key_entities", name, s.keyEntities());
      value("strata", Strata.SETTING, "sys_entities", name, s.sysEntities());
      value("strata", Strata.SETTING, "key_mentions", name, s.keyMentions());
      value("strata", Strata.SETTING, "sys_mentions", name, s.sysMentions());
    }
  }

  private void value(String measure, String setting, String metric, String item, Object value) {
    rows.add(row(measure, setting, metric, item, null, null, null, null, null, null, null, value));
  }

  @SuppressWarnings("java:S107")
  private List<String> row(
      String measure,
      String setting,
      String metric,
      String item,
      Object rNum,
      Object rDen,
      Object pNum,
      Object pDen,
      Object recall,
      Object precision,
      Object f1,
      Object value) {
    return Arrays.asList(
        system,
        document,
        measure,
        setting,
        metric,
        item,
        cell(rNum),
        cell(rDen),
        cell(pNum),
        cell(pDen),
        cell(recall),
        cell(precision),
        cell(f1),
        cell(value));
  }

  private static String cell(Object v) {
    return v == null ? null : v instanceof Double d ? Numbers.full(d) : v.toString();
  }
}

package org.corefstats.study;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** Metric names as corefstats writes them, from the many spellings of published tables. */
final class MetricNames {
  /** The order of rows and plots: the usual order of coreference papers, then anything else by name. */
  static final List<String> ORDER = List.of("mentions", "muc", "bcub", "ceafm", "ceafe", "blanc", "lea", "conll");
  static final Comparator<String> COMPARATOR = Comparator
      .comparingInt((String m) -> ORDER.contains(m) ? ORDER.indexOf(m) : ORDER.size())
      .thenComparing(Comparator.naturalOrder());

  private MetricNames() {}

  /** {@code MD} is {@code mentions}, {@code B3} is {@code bcub}, {@code CEAF-e} is {@code ceafe}... */
  static String canonical(String name) {
    String n = name.trim().toLowerCase(Locale.ROOT).replace("-", "").replace("_", "").replace(" ", "");
    return switch (n) {
      case "md", "mention", "mentions", "mentiondetection" -> "mentions";
      case "b3", "bcub", "bcubed", "b³" -> "bcub";
      case "ceafm", "ceafmention" -> "ceafm";
      case "ceafe", "ceafentity", "ceaf" -> "ceafe";
      case "conll", "conllavg", "conllaverage", "conllf1", "avg" -> "conll";
      default -> n;
    };
  }

  /** How a table shows a metric: MUC, B3, CEAF-m, CEAF-e, BLANC, LEA, MD, CoNLL. */
  static String display(String metric) {
    return switch (metric) {
      case "mentions" -> "MD";
      case "muc" -> "MUC";
      case "bcub" -> "B3";
      case "ceafm" -> "CEAF-m";
      case "ceafe" -> "CEAF-e";
      case "blanc" -> "BLANC";
      case "lea" -> "LEA";
      case "conll" -> "CoNLL";
      default -> metric;
    };
  }
}

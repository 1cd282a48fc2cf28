package org.corefstats.report.html;

import java.util.ArrayList;
import java.util.List;

/** How a chart stays readable with many systems: the best and the worst, a gap between. */
final class Selection {
  private Selection() {}

  /**
   * All of {@code ordered} when there are at most {@link HtmlReport#MANY_SYSTEMS}; otherwise the
   * first and last {@link HtmlReport#SHOWN_AT_EACH_END}, with null where the rest are left out.
   */
  static <T> List<T> ends(List<T> ordered) {
    if (ordered.size() <= HtmlReport.MANY_SYSTEMS) {
      return ordered;
    }
    int k = HtmlReport.SHOWN_AT_EACH_END;
    List<T> shown = new ArrayList<>(ordered.subList(0, k));
    shown.add(null);
    shown.addAll(ordered.subList(ordered.size() - k, ordered.size()));
    return shown;
  }
}

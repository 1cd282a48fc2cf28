package org.corefstats.core.cone;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.corefstats.core.ne.NeSpan;

/**
 * G^NM-approx (docs/explanation/cone.md §5): the NE spans of one document clustered by a fixed
 * greedy name matcher, and the snapping of response mentions to their anchor NE spans (§5.4). Pure
 * functions, no I/O.
 */
public final class ApproximateGold {
  private ApproximateGold() {}

  /**
   * Clusters the admitted NE spans of one document (§5.3).
   *
   * <p>The spans are processed sorted by start ascending, then end descending (ties keep their
   * order in {@code spans}). For each span m, for rule 1 ({@link NameForm#EXACT}), then 2, then 3,
   * the candidate clusters are those that (a) have m's NE type (every member was admitted with it;
   * not checked when {@code ignoreTypes}), (b) contain no member gender-incompatible with m, and
   * (c) contain a member matching m by that rule. If there is a candidate, m joins the one whose
   * most recent member was processed latest and no later rule is tried; otherwise m starts a new
   * cluster. A cluster's type is the type of the span that started it (with types checked, all its
   * members have it). A span whose normal form is empty (punctuation only) matches nothing, so it
   * forms a cluster of its own.
   *
   * @param words the document's tokens (column 4), indexed as the spans are
   * @param spans the admitted NE spans of the document
   * @param ignoreTypes true to drop condition (a) ({@code --cone-approx-ignore-types})
   * @return the clusters in order of creation, each a list of indexes into {@code spans} in
   *     processing order
   */
  public static List<List<Integer>> clusters(
      String[] words, List<NeSpan> spans, boolean ignoreTypes) {
    int n = spans.size();
    NameForm[] forms = new NameForm[n];
    for (int i = 0; i < n; i++) {
      forms[i] = NameForm.of(words, spans.get(i));
    }
    List<Integer> order = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      order.add(i);
    }
    order.sort(
        Comparator.<Integer>comparingInt(i -> spans.get(i).start())
            .thenComparing(i -> spans.get(i).end(), Comparator.reverseOrder()));

    List<List<Integer>> clusters = new ArrayList<>();
    List<String> types = new ArrayList<>();
    List<Boolean> anyMale = new ArrayList<>();
    List<Boolean> anyFemale = new ArrayList<>();
    List<Integer> latest = new ArrayList<>(); // processing position of the most recent member
    for (int pos = 0; pos < n; pos++) {
      int m = order.get(pos);
      NameForm fm = forms[m];
      String type = spans.get(m).type();
      boolean mMale = fm.hasMaleTitle();
      boolean mFemale = fm.hasFemaleTitle();
      int chosen = -1;
      for (int rule = NameForm.EXACT; rule <= NameForm.WORDS && chosen < 0; rule++) {
        int best = -1;
        for (int c = 0; c < clusters.size(); c++) {
          if (!ignoreTypes && !types.get(c).equals(type)) {
            continue;
          }
          if ((mMale && anyFemale.get(c)) || (mFemale && anyMale.get(c))) {
            continue;
          }
          if (best >= 0 && latest.get(c) < latest.get(best)) {
            continue;
          }
          for (int member : clusters.get(c)) {
            if (NameForm.matches(fm, forms[member], rule)) {
              best = c;
              break;
            }
          }
        }
        chosen = best;
      }
      if (chosen < 0) {
        chosen = clusters.size();
        clusters.add(new ArrayList<>());
        types.add(type);
        anyMale.add(false);
        anyFemale.add(false);
        latest.add(-1);
      }
      clusters.get(chosen).add(m);
      anyMale.set(chosen, anyMale.get(chosen) || mMale);
      anyFemale.set(chosen, anyFemale.get(chosen) || mFemale);
      latest.set(chosen, pos);
    }
    return clusters;
  }

  /**
   * The spans of response mentions after snapping to their anchor NE spans (§5.4, {@code
   * --cone-approx-snap anchor}): mention i, tokens {@code first[i]..last[i]}, becomes the span of
   * {@code spans.get(anchor[i])}; a mention with anchor -1 (not named) keeps its own span. The
   * caller restricts to named mentions and then removes the repeated spans the v8.01 way (the
   * snapped spans of two mentions of one entity, or of different entities, may coincide).
   *
   * @return an array of {start, end} pairs, one per mention, in the order of the input
   */
  public static int[][] snap(int[] first, int[] last, int[] anchor, List<NeSpan> spans) {
    if (first.length != last.length || first.length != anchor.length) {
      throw new IllegalArgumentException("first, last and anchor differ in length");
    }
    int[][] out = new int[first.length][];
    for (int i = 0; i < first.length; i++) {
      if (anchor[i] >= 0) {
        NeSpan s = spans.get(anchor[i]);
        out[i] = new int[] {s.start(), s.end()};
      } else {
        out[i] = new int[] {first[i], last[i]};
      }
    }
    return out;
  }
}

package org.corefstats.core.cone;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.ne.NeSpan;
import org.junit.jupiter.api.Test;

/** docs/explanation/cone.md §5.3 (clustering) and §5.4 (snapping). */
class ApproximateGoldTest {

  /** The spans' texts, cluster by cluster, for readable assertions. */
  static List<List<String>> texts(String[] words, List<NeSpan> spans, List<List<Integer>> cl) {
    List<List<String>> out = new ArrayList<>();
    for (List<Integer> c : cl) {
      List<String> t = new ArrayList<>();
      for (int i : c) {
        NeSpan s = spans.get(i);
        t.add(String.join(" ", List.of(words).subList(s.start(), s.end() + 1)));
      }
      out.add(t);
    }
    return out;
  }

  /**
   * The unit test of §5.3. The NE spans include the titles (<i>[Mr. Darcy]</i>, <i>[Miss
   * Bennet]</i>, <i>[Mr. Bennet]</i>), as LitBank's PROP spans do (<i>[Lord Chancellor]</i>): the
   * normal form moves them to {@code titles}, and only with them in the span can the expected
   * result come out, since without them <i>Bennet</i>, <i>Bennet</i> and <i>Elizabeth Bennet</i>
   * would carry no gender and all join one cluster. <i>met</i>, <i>;</i>, <i>,</i>, <i>and</i>,
   * <i>.</i> are outside every span.
   */
  @Test
  void specExample() {
    String[] words =
        "Mr. Darcy met Elizabeth Bennet ; Darcy , Miss Bennet and Mr. Bennet . USA United States of America"
            .split(" ");
    assertEquals("America", words[18]);
    List<NeSpan> spans =
        List.of(
            new NeSpan(0, 1, "PER"), // 0 Mr. Darcy
            new NeSpan(3, 4, "PER"), // 1 Elizabeth Bennet
            new NeSpan(6, 6, "PER"), // 2 Darcy
            new NeSpan(8, 9, "PER"), // 3 Miss Bennet
            new NeSpan(11, 12, "PER"), // 4 Mr. Bennet
            new NeSpan(14, 14, "GPE"), // 5 USA
            new NeSpan(15, 18, "GPE")); // 6 United States of America
    List<List<Integer>> clusters = ApproximateGold.clusters(words, spans, false);
    assertEquals(List.of(List.of(0, 2), List.of(1, 3), List.of(4), List.of(5, 6)), clusters);
    assertEquals(
        List.of(
            List.of("Mr. Darcy", "Darcy"),
            List.of("Elizabeth Bennet", "Miss Bennet"),
            List.of("Mr. Bennet"),
            List.of("USA", "United States of America")),
        texts(words, spans, clusters));
    // the types play no part here
    assertEquals(clusters, ApproximateGold.clusters(words, spans, true));
    // the input order of the spans does not matter, only the indexes change
    List<NeSpan> reversed = new ArrayList<>(spans);
    java.util.Collections.reverse(reversed);
    assertEquals(
        List.of(List.of(6, 4), List.of(5, 3), List.of(2), List.of(1, 0)),
        ApproximateGold.clusters(words, reversed, false));
  }

  @Test
  void typeConstraintAndIgnoreTypes() {
    String[] words = "Washington met Washington in Washington".split(" ");
    List<NeSpan> spans =
        List.of(new NeSpan(0, 0, "PER"), new NeSpan(2, 2, "PER"), new NeSpan(4, 4, "GPE"));
    assertEquals(List.of(List.of(0, 1), List.of(2)), ApproximateGold.clusters(words, spans, false));
    assertEquals(List.of(List.of(0, 1, 2)), ApproximateGold.clusters(words, spans, true));
  }

  @Test
  void processingOrderStartAscendingEndDescending() {
    // nested spans: [Bank of [England]] and the longer span comes first
    String[] words = "the Bank of England . England".split(" ");
    List<NeSpan> spans =
        List.of(new NeSpan(5, 5, "GPE"), new NeSpan(3, 3, "GPE"), new NeSpan(0, 3, "ORG"));
    assertEquals(List.of(List.of(2), List.of(1, 0)), ApproximateGold.clusters(words, spans, false));
    // ignoring types, England joins the Bank of England (a suffix of its core: rule 3)
    assertEquals(List.of(List.of(2, 1, 0)), ApproximateGold.clusters(words, spans, true));
    // the processing order decides the cluster order: the ORG span, starting first, comes first
    List<NeSpan> sameStart =
        List.of(new NeSpan(1, 1, "ORG"), new NeSpan(1, 3, "ORG"), new NeSpan(5, 5, "GPE"));
    assertEquals(
        List.of(List.of(1, 0), List.of(2)), ApproximateGold.clusters(words, sameStart, false));
  }

  @Test
  void mostRecentClusterWins() {
    // Miss Bennet matches both clusters by rule 3 only; the one with the latest member is chosen
    String[] words =
        "Elizabeth Bennet . Jane Bennet . Bennet . Elizabeth Bennet . Miss Bennet".split(" ");
    List<NeSpan> spans =
        List.of(
            new NeSpan(0, 1, "PER"), // Elizabeth Bennet: new
            new NeSpan(3, 4, "PER"), // Jane Bennet: new (equal-length cores, not equal)
            new NeSpan(6, 6, "PER"), // Bennet: rule 3, both clusters, the latest is {Jane Bennet}
            new NeSpan(8, 9, "PER"), // Elizabeth Bennet: rule 1
            new NeSpan(11, 12, "PER")); // Miss Bennet: rule 3, both; the latest is now the first
    assertEquals(
        List.of(List.of(0, 3, 4), List.of(1, 2)), ApproximateGold.clusters(words, spans, false));
    // without the second Elizabeth Bennet, Miss Bennet follows Bennet
    List<NeSpan> fewer = List.of(spans.get(0), spans.get(1), spans.get(2), spans.get(4));
    assertEquals(
        List.of(List.of(0), List.of(1, 2, 3)), ApproximateGold.clusters(words, fewer, false));
  }

  @Test
  void earlierRuleBeatsRecency() {
    // the last Bennet matches the older cluster by rule 1 and the newer one by rule 3 only
    String[] words = "Mr. Bennet . Bennet . Miss Elizabeth Bennet . Bennet".split(" ");
    List<NeSpan> spans =
        List.of(
            new NeSpan(0, 1, "PER"), // Mr. Bennet: new
            new NeSpan(3, 3, "PER"), // Bennet: rule 3
            new NeSpan(5, 7, "PER"), // Miss Elizabeth Bennet: the only candidate has a male title
            new NeSpan(9, 9, "PER")); // Bennet: rule 1 with the second span
    assertEquals(
        List.of(List.of(0, 1, 3), List.of(2)), ApproximateGold.clusters(words, spans, false));
    // J. Smith matches {Mr. John Smith} by rule 2 and the newer {Mrs. Smith, Smith} by rule 3 only
    String[] words2 = "Mr. John Smith . Mrs. Smith . Smith . J. Smith".split(" ");
    List<NeSpan> spans2 =
        List.of(
            new NeSpan(0, 2, "PER"),
            new NeSpan(4, 5, "PER"),
            new NeSpan(7, 7, "PER"),
            new NeSpan(9, 10, "PER"));
    assertEquals(
        List.of(List.of(0, 3), List.of(1, 2)), ApproximateGold.clusters(words2, spans2, false));
  }

  @Test
  void genderIncompatibleMemberExcludesTheCluster() {
    // Bennet joins Miss Bennet; Mr. Bennet then matches Bennet (rule 3) but the cluster holds a
    // female title: new cluster
    String[] words = "Miss Bennet . Bennet . Mr. Bennet".split(" ");
    List<NeSpan> spans =
        List.of(new NeSpan(0, 1, "PER"), new NeSpan(3, 3, "PER"), new NeSpan(5, 6, "PER"));
    assertEquals(List.of(List.of(0, 1), List.of(2)), ApproximateGold.clusters(words, spans, false));
  }

  @Test
  void emptyNamesStandAlone() {
    String[] words = "-- . --".split(" ");
    List<NeSpan> spans = List.of(new NeSpan(0, 0, "PER"), new NeSpan(2, 2, "PER"));
    assertEquals(List.of(List.of(0), List.of(1)), ApproximateGold.clusters(words, spans, false));
    assertEquals(List.of(), ApproximateGold.clusters(words, List.of(), false));
  }

  @Test
  void snapToAnchor() {
    List<NeSpan> spans = List.of(new NeSpan(1, 1, "PER"), new NeSpan(5, 7, "GPE"));
    int[][] snapped =
        ApproximateGold.snap(
            new int[] {0, 1, 4, 9}, new int[] {1, 1, 7, 9}, new int[] {0, 0, 1, -1}, spans);
    assertArrayEquals(new int[][] {{1, 1}, {1, 1}, {5, 7}, {9, 9}}, snapped);
    assertThrows(
        IllegalArgumentException.class,
        () -> ApproximateGold.snap(new int[1], new int[2], new int[1], spans));
  }
}

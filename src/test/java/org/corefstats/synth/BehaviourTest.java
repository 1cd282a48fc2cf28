package org.corefstats.synth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.document.Document;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.CountsSum;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.junit.jupiter.api.Test;

/**
 * The LEA paper's section 7 experiments (Moosavi and Strube 2016): how the cases are built, and the
 * paper's stated findings, each checked on the table of F1 the generated cases get from the
 * scorer's own code (v8.01's semantics).
 */
class BehaviourTest {
  private static final List<Behaviour.Case> CASES = Behaviour.cases(Behaviour.paperKey(), Set.of());
  private static final DocumentScorer SCORER = new DocumentScorer(Metric.all());

  /** experiment → case → counts, scored as score does, document by document. */
  private static final Map<String, Map<String, Counts>> TABLE = table();

  private static Map<String, Map<String, Counts>> table() {
    Map<String, Map<String, Counts>> table = new LinkedHashMap<>();
    for (Behaviour.Case c : CASES) {
      CountsSum sum = new CountsSum(Metric.all());
      for (int d = 0; d < c.key().size(); d++) {
        sum.add(CorpusRules.score(SCORER, c.key().get(d), c.response().get(d)).counts());
      }
      table.computeIfAbsent(c.experiment(), e -> new LinkedHashMap<>()).put(c.name(), sum.counts());
    }
    return table;
  }

  private static double f1(String experiment, String c, Metric m) {
    Counts counts = TABLE.get(experiment).get(c);
    if (counts == null) {
      throw new IllegalArgumentException(experiment + " has no case " + c);
    }
    return counts.score(m).f1();
  }

  private static final double EPS = 1e-9;

  private static Behaviour.Case only(String experiment, String name) {
    return CASES.stream()
        .filter(c -> c.experiment().equals(experiment) && c.name().equals(name))
        .findFirst()
        .orElseThrow();
  }

  private static List<Integer> entitySizes(Document d) {
    List<Integer> sizes = new java.util.ArrayList<>();
    for (int e = 0; e < d.entityCount(); e++) {
      sizes.add(d.entitySize(e));
    }
    return sizes;
  }

  @Test
  void thePapersKey() {
    Document key = Behaviour.paperKey().get(0);
    assertEquals(79, key.mentionCount());
    assertEquals(Behaviour.PAPER_SIZES, entitySizes(key));
  }

  @Test
  void everyExperimentHasItsCases() {
    Map<String, Integer> counts = new HashMap<>();
    CASES.forEach(c -> counts.merge(c.experiment(), 1, Integer::sum));
    assertEquals(11, counts.get("links"));
    assertEquals(11, counts.get("links-wrong"));
    assertEquals(18, counts.get("entities-decreasing")); // 0 to 17 entities
    assertEquals(18, counts.get("entities-increasing"));
    assertEquals(Behaviour.SPLITS.size(), counts.get("split"));
    assertEquals(Behaviour.SPLITS.size(), counts.get("merge"));
    assertEquals(Behaviour.EXTRAS.size(), counts.get("extra"));
    assertEquals(Behaviour.EXTRAS.size(), counts.get("missing"));
    assertEquals(11, counts.get("mention-identification"));
    assertEquals(
        List.of("split"),
        Behaviour.cases(Behaviour.paperKey(), Set.of("split")).stream()
            .map(Behaviour.Case::experiment)
            .distinct()
            .toList());
    assertThrows(
        IllegalArgumentException.class,
        () -> Behaviour.cases(Behaviour.paperKey(), Set.of("splitting")));
  }

  @Test
  void howTheCasesAreBuilt() {
    // 62 links; 40% = 24.8, rounded 25: every entity its floor share, the rest to the largest
    // remainders
    assertEquals(25, links(only("links", "40%").response().get(0)));
    assertEquals(62, links(only("links", "100%").response().get(0)));
    // with wrong links every mention is there, and no response entity has two mentions of one key
    // entity beyond the resolved chains: MUC finds exactly the 25 links
    Counts wrong = TABLE.get("links-wrong").get("40%");
    assertEquals(1.0, wrong.score(Metric.MENTIONS).f1(), EPS);
    assertEquals(25, wrong.get(Metric.MUC).recallNum(), EPS);
    assertEquals(0, TABLE.get("links-wrong").get("0%").get(Metric.MUC).recallNum(), EPS);
    // split: the entity of 20 in parts 9, 5, 6
    assertEquals(
        List.of(9, 5, 6, 10, 10, 5, 5, 5, 4, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2),
        entitySizes(only("split", "9-5-6").response().get(0)));
    // merge mirrors split: the split is the key
    assertEquals(
        only("split", "9-5-6").response().get(0).toString(),
        only("merge", "9-5-6").key().get(0).toString());
    // extra: 3 mentions added to the first entity of 10; 3-0: a new entity of 3
    assertEquals(
        List.of(20, 13, 10, 5, 5, 5, 4, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2),
        entitySizes(only("extra", "3-10").response().get(0)));
    assertEquals(3, TABLE.get("extra").get("3-0").get(Metric.MENTIONS).precisionDen() - 79, EPS);
    // mention identification: 40% of the 79 mentions (31) found, as many spurious, no link
    Counts mi = TABLE.get("mention-identification").get("40%");
    assertEquals(31, mi.get(Metric.MENTIONS).recallNum(), EPS);
    assertEquals(79, mi.get(Metric.MENTIONS).precisionDen(), EPS);
    // entities in decreasing order: 3 entities (20, 10, 10) resolve 37 of 62 links
    assertEquals(
        100.0 * 37 / 62, only("entities-decreasing", "3").x(), EPS, "x is the ratio of links");
  }

  private static int links(Document d) {
    int links = 0;
    for (int e = 0; e < d.entityCount(); e++) {
      links += d.entitySize(e) - 1;
    }
    return links;
  }

  // The paper's findings of section 7, in its words, over the table

  @Test
  void mucAndLeaGiveZeroToAResponseWithoutACorrectLink() {
    for (String experiment : List.of("links-wrong", "mention-identification")) {
      String none = "0%";
      if (experiment.equals("mention-identification")) {
        // no link at all, whatever the mentions found
        for (String c : TABLE.get(experiment).keySet()) {
          assertEquals(0.0, f1(experiment, c, Metric.MUC), EPS, c);
          assertEquals(0.0, f1(experiment, c, Metric.LEA), EPS, c);
        }
        none = "50%";
      }
      assertEquals(0.0, f1(experiment, none, Metric.MUC), EPS);
      assertEquals(0.0, f1(experiment, none, Metric.LEA), EPS);
      for (Metric m : List.of(Metric.BCUB, Metric.CEAFM, Metric.CEAFE, Metric.BLANC)) {
        assertTrue(f1(experiment, none, m) > 0, experiment + " " + m.code() + " is not zero");
      }
    }
  }

  @Test
  void mucOnlySeesTheNumberOfSplits() {
    Map<Integer, Set<Long>> byParts = new HashMap<>();
    for (String c : Behaviour.SPLITS) {
      byParts
          .computeIfAbsent(c.split("-").length, k -> new HashSet<>())
          .add(Math.round(f1("split", c, Metric.MUC) * 1e9));
    }
    assertEquals(1, byParts.get(2).size(), "every split in two: one MUC F1");
    assertEquals(1, byParts.get(3).size(), "every split in three: one MUC F1");
    assertNotEquals(byParts.get(2), byParts.get(3));
  }

  @Test
  void ceafeDoesNotSeparateSomeSplits() {
    assertEquals(f1("split", "2-2", Metric.CEAFE), f1("split", "10-10", Metric.CEAFE), EPS);
    assertEquals(f1("split", "9-9-2", Metric.CEAFE), f1("split", "9-5-6", Metric.CEAFE), EPS);
    // the others do
    for (Metric m : List.of(Metric.BCUB, Metric.CEAFM, Metric.BLANC, Metric.LEA)) {
      assertNotEquals(f1("split", "2-2", m), f1("split", "10-10", m), EPS, m.code());
    }
  }

  @Test
  void metricsDisagreeOnSplitsOfDifferentSizes() {
    assertRanked(Metric.BCUB, "18-2", "5-3-2", "16-4");
    assertRanked(Metric.BLANC, "5-3-2", "18-2", "16-4");
    assertRanked(Metric.CEAFM, "18-2", "16-4", "5-3-2");
    assertRanked(Metric.CEAFE, "18-2", "16-4", "5-3-2");
    assertRanked(Metric.LEA, "18-2", "16-4", "5-3-2");
  }

  private static void assertRanked(Metric m, String... best) {
    for (int i = 0; i + 1 < best.length; i++) {
      assertTrue(
          f1("split", best[i], m) > f1("split", best[i + 1], m) + EPS,
          m.code() + ": " + best[i] + " > " + best[i + 1]);
    }
  }

  @Test
  void extraMentions() {
    List<String> cases = Behaviour.EXTRAS;
    // CEAF-e puts 2-0 and 3-0 last
    Set<String> ceafeLast = lowest(Metric.CEAFE, cases, 2);
    assertEquals(Set.of("2-0", "3-0"), ceafeLast);
    // B3, BLANC and LEA put 3-10 last
    for (Metric m : List.of(Metric.BCUB, Metric.BLANC, Metric.LEA)) {
      assertEquals(Set.of("3-10"), lowest(m, cases, 1), m.code());
    }
    // LEA alone scores 2-0 above 1-2 and 1-10
    for (Metric m : List.of(Metric.MUC, Metric.BCUB, Metric.CEAFM, Metric.CEAFE, Metric.BLANC)) {
      assertTrue(
          f1("extra", "2-0", m) <= f1("extra", "1-2", m) + EPS
              || f1("extra", "2-0", m) <= f1("extra", "1-10", m) + EPS,
          m.code() + " does not score 2-0 above both 1-2 and 1-10");
    }
    assertTrue(f1("extra", "2-0", Metric.LEA) > f1("extra", "1-2", Metric.LEA) + EPS);
    assertTrue(f1("extra", "2-0", Metric.LEA) > f1("extra", "1-10", Metric.LEA) + EPS);
    // and does not separate 1-2 from 1-10
    assertEquals(f1("extra", "1-2", Metric.LEA), f1("extra", "1-10", Metric.LEA), EPS);
  }

  @Test
  void resolvedEntities() {
    for (String experiment : List.of("entities-decreasing", "entities-increasing")) {
      for (String c : TABLE.get(experiment).keySet()) {
        // B3, CEAF-m and LEA give the same F1
        assertEquals(f1(experiment, c, Metric.BCUB), f1(experiment, c, Metric.CEAFM), EPS, c);
        assertEquals(f1(experiment, c, Metric.BCUB), f1(experiment, c, Metric.LEA), EPS, c);
        // CEAF-e the same F1 whatever the sizes of the entities resolved: only their number counts
        assertEquals(
            f1("entities-decreasing", c, Metric.CEAFE),
            f1("entities-increasing", c, Metric.CEAFE),
            EPS,
            c);
      }
    }
    // BLANC is very sensitive to the number of links: one entity of 20 against one of 2
    assertTrue(
        f1("entities-decreasing", "1", Metric.BLANC)
            > 100 * f1("entities-increasing", "1", Metric.BLANC));
  }

  @Test
  void anyKeyIsABase() {
    // two documents: entities of 4 and 2 mentions, and one of 3 (tokens 0-2 are mentions there)
    Document a =
        Document.of(
            "a",
            8,
            List.of(
                List.of(new int[] {0, 0}, new int[] {2, 2}, new int[] {4, 5}, new int[] {6, 6}),
                List.of(new int[] {1, 1}, new int[] {7, 7})));
    Document b =
        Document.of("b", 3, List.of(List.of(new int[] {0, 0}, new int[] {1, 1}, new int[] {2, 2})));
    List<Behaviour.Case> cases = Behaviour.cases(List.of(a, b), Set.of());
    // only the cases whose entity exists somewhere
    assertEquals(
        List.of("2-2"),
        cases.stream()
            .filter(c -> c.experiment().equals("split"))
            .map(Behaviour.Case::name)
            .toList());
    assertEquals(
        List.of("1-2", "2-0", "3-0"),
        cases.stream()
            .filter(c -> c.experiment().equals("extra"))
            .map(Behaviour.Case::name)
            .toList());
    for (Behaviour.Case c : cases) {
      assertEquals(List.of("a", "b"), c.key().stream().map(Document::name).toList());
      assertEquals(List.of("a", "b"), c.response().stream().map(Document::name).toList());
      for (int d = 0; d < 2; d++) {
        // extra and spurious mentions sit on spare tokens after the document's own
        assertEquals(c.key().get(d).tokenCount(), c.response().get(d).tokenCount());
      }
    }
    // 2-2 splits the entity of 4 in document a; b stays as it is
    Behaviour.Case split = cases.stream().filter(c -> c.name().equals("2-2")).findFirst().get();
    assertEquals(List.of(2, 2, 2), entitySizes(split.response().get(0)));
    assertEquals(List.of(3), entitySizes(split.response().get(1)));
    // 100% of the links (3 + 1 + 2) with wrong links: the key itself
    Behaviour.Case all =
        cases.stream()
            .filter(c -> c.experiment().equals("links-wrong") && c.name().equals("100%"))
            .findFirst()
            .get();
    assertEquals(all.key().get(0).toString(), all.response().get(0).toString());
    // 0% with wrong links: every mention linked to mentions of other entities only, within its
    // document (b has one entity: its mentions stay alone)
    Behaviour.Case none =
        cases.stream()
            .filter(c -> c.experiment().equals("links-wrong") && c.name().equals("0%"))
            .findFirst()
            .get();
    Counts counts =
        new CountsSum(Metric.all())
            .add(CorpusRules.score(SCORER, none.key().get(0), none.response().get(0)).counts())
            .counts();
    assertEquals(0, counts.get(Metric.MUC).recallNum(), EPS);
    assertEquals(1.0, counts.score(Metric.MENTIONS).f1(), EPS);
    assertEquals(List.of(1, 1, 1), entitySizes(none.response().get(1)));
  }

  /** The {@code n} cases with the lowest F1 (asserting that no other case ties with them). */
  private static Set<String> lowest(Metric m, List<String> cases, int n) {
    List<String> sorted =
        cases.stream()
            .sorted(java.util.Comparator.comparingDouble(c -> f1("extra", c, m)))
            .toList();
    assertTrue(
        f1("extra", sorted.get(n), m) > f1("extra", sorted.get(n - 1), m) + EPS,
        m.code() + ": the lowest " + n + " stand apart");
    return new HashSet<>(sorted.subList(0, n));
  }
}

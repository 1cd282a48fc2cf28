package org.corefstats.study;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link BehaviourFindings} on a hand-made table: rankings with ties, blindness, agreement. */
class BehaviourFindingsTest {
  private static final List<String> CASES = List.of("18-2", "16-4", "10-10", "5-3-2");

  /** F1 per case, in {@link #CASES} order. */
  private static void add(List<BehaviourFindings.Row> rows, String metric, double... f1) {
    for (int i = 0; i < f1.length; i++) {
      rows.add(new BehaviourFindings.Row("split", CASES.get(i), i, metric, f1[i]));
    }
  }

  private static List<BehaviourFindings.Row> table() {
    List<BehaviourFindings.Row> rows = new ArrayList<>();
    add(rows, "mentions", 1, 1, 1, 1); // constant: blind to everything, listed once
    add(rows, "muc", 0.9, 0.9, 0.9 + 1e-12, 0.8); // sees only the number of parts
    add(rows, "bcub", 0.9, 0.7, 0.6, 0.8);
    add(rows, "blanc_coref", 0.1, 0.2, 0.3, 0.4); // a part, no metric
    add(rows, "ceafe", 0.95, 0.85, 0.75, 0.65);
    add(rows, "lea", 0.9, 0.8, 0.7, 0.6); // ranks as ceafe
    add(rows, "zero", 0.5, Double.NaN, 0.5, 0.5); // undefined on a case
    rows.add(new BehaviourFindings.Row("merge", "a", 0, "muc", 0.5));
    rows.add(new BehaviourFindings.Row("merge", "b", 1, "muc", 0.4));
    return rows;
  }

  @Test
  void ranksTheCasesBestFirstWithTiesWithinTheTolerance() {
    BehaviourFindings.Analysis split = BehaviourFindings.analyse(table()).get(0);
    assertEquals("split", split.experiment());
    assertEquals(CASES, split.cases());
    assertEquals(List.of("mentions", "muc", "bcub", "ceafe", "lea"), split.metrics());
    assertEquals(List.of("zero"), split.undefined());
    assertEquals("18-2 = 16-4 = 10-10 > 5-3-2", split.rankingText("muc"));
    assertEquals("18-2 > 5-3-2 > 16-4 > 10-10", split.rankingText("bcub"));
    assertEquals("18-2 > 16-4 > 10-10 > 5-3-2", split.rankingText("lea"));
    assertEquals("18-2 = 16-4 = 10-10 = 5-3-2", split.rankingText("mentions"));
    assertTrue(split.ties("muc", "18-2", "10-10"));
    assertFalse(split.ties("muc", "18-2", "5-3-2"));
  }

  @Test
  void blindnessIsATieThatAnotherMetricSeparates() {
    BehaviourFindings.Analysis split = BehaviourFindings.analyse(table()).get(0);
    assertEquals(List.of("mentions"), split.constant());
    List<BehaviourFindings.Blind> blind = split.blind();
    assertEquals(3, blind.size(), blind.toString()); // muc's three tied pairs
    BehaviourFindings.Blind first = blind.get(0);
    assertEquals("18-2", first.a());
    assertEquals("16-4", first.b());
    assertEquals(List.of("muc"), first.tiedBy());
    assertEquals(List.of("bcub", "ceafe", "lea"), first.separatedBy());
  }

  @Test
  void groupsIdenticalRankingsAndComputesKendallsTau() {
    BehaviourFindings.Analysis split = BehaviourFindings.analyse(table()).get(0);
    assertEquals(List.of("ceafe", "lea"), split.alike().get(0));
    assertEquals(4, split.alike().size());
    assertEquals(1.0, split.tau("ceafe", "lea"), 1e-12);
    // bcub: 18-2 > 5-3-2 > 16-4 > 10-10 against lea's order: 2 discordant pairs of 6 → (4-2)/6
    assertEquals(2.0 / 6, split.tau("bcub", "lea"), 1e-12);
    assertTrue(Double.isNaN(split.tau("mentions", "lea"))); // a constant ranking
    assertTrue(Double.isNaN(BehaviourFindings.analyse(table()).get(1).tau("muc", "muc"))); // n = 2
  }

  @Test
  void readsTheRowsOfBehaviourCsv() throws java.io.IOException {
    String csv =
        "experiment,case,x,metric,recall,precision,f1,recall_num,recall_den,precision_num,precision_den\n"
            + "split,18-2,0,muc,0.9,1,0.94,9,10,1,1\n"
            + "split,18-2,0,conll,,,0.5,,,,\n"
            + "links,40%,40,zero,,,,0,0,0,0\n";
    List<BehaviourFindings.Row> rows = BehaviourFindings.read(new java.io.StringReader(csv));
    assertEquals(new BehaviourFindings.Row("split", "18-2", 0, "muc", 0.94), rows.get(0));
    assertEquals(0.5, rows.get(1).f1());
    assertEquals(40, rows.get(2).x());
    assertTrue(Double.isNaN(rows.get(2).f1()));
  }

  @Test
  void markdownHasASectionPerExperiment() {
    String md =
        BehaviourFindings.markdown(
            BehaviourFindings.analyse(table()), Map.of("split", "Figure 6: split"));
    assertTrue(md.contains("## Figure 6: split"), md);
    assertTrue(md.contains("## merge"), md);
    assertTrue(md.contains("| MUC | 18-2 = 16-4 = 10-10 > 5-3-2 |"), md);
    assertTrue(md.contains("| 18-2 = 16-4 | MUC | B3, CEAF-e, LEA |"), md);
    assertTrue(
        md.contains("Give every case the same F1 (blind to every difference here): MD."), md);
    assertTrue(md.contains("needs 3 cases or more"), md); // merge has 2
    assertTrue(md.contains("- CEAF-e, LEA: the same ranking"), md);
    assertTrue(md.contains("Left out (F1 undefined on some case): Zero."), md);
    assertFalse(md.contains("blanc_coref"), md);
    assertTrue(md.contains("| | MD | MUC | B3 | CEAF-e | LEA |"), md);
    // MUC ties three cases: tau-b = 3 / sqrt(3 * 6)
    assertTrue(md.contains("| LEA | - | 0.71 | 0.33 | 1.00 | 1.00 |"), md);
  }
}

package org.corefstats.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.corefstats.core.document.Document;
import org.corefstats.core.match.ContingencyTable;
import org.junit.jupiter.api.Test;

/**
 * The alignment {@link Ceaf#alignedCells} exposes (for CONE's entity level) is the one whose Σ φ
 * the CEAF counts report: one-to-one, and its φ sum to the numerators, on random documents with
 * components of every shape (single pairs, stars, and general ones for the assignment solver).
 */
class CeafAlignmentTest {
  private static Document random(Random rnd, int tokens, int entities, double keep) {
    List<List<int[]>> list = new ArrayList<>();
    for (int e = 0; e < entities; e++) {
      list.add(new ArrayList<>());
    }
    for (int t = 0; t < tokens; t++) {
      if (rnd.nextDouble() < keep) {
        list.get(rnd.nextInt(entities)).add(new int[] {t, t});
      }
    }
    return Document.of("d", tokens, list);
  }

  @Test
  void theExposedAlignmentIsTheOptimalOne() {
    Random rnd = new Random(11);
    for (int trial = 0; trial < 500; trial++) {
      int tokens = 5 + rnd.nextInt(40);
      Document key = random(rnd, tokens, 1 + rnd.nextInt(8), 0.8);
      Document response = random(rnd, tokens, 1 + rnd.nextInt(8), 0.8);
      ContingencyTable t = ContingencyTable.build(key, response, x -> {});
      for (boolean entityBased : new boolean[] {false, true}) {
        int[] cells = Ceaf.alignedCells(t, entityBased);
        assertEquals(t.keyEntities(), cells.length);
        Set<Integer> responses = new HashSet<>();
        double sum = 0;
        for (int k = 0; k < cells.length; k++) {
          if (cells[k] >= 0) {
            assertEquals(k, t.cellKey(cells[k]));
            assertTrue(responses.add(t.cellResponse(cells[k])), "one-to-one");
            int common = Ceaf.mentionPhi(t, cells[k]);
            sum +=
                entityBased
                    ? 2.0 * common / (t.keySize(k) + t.responseSize(t.cellResponse(cells[k])))
                    : common;
          }
        }
        MetricCounts counts = entityBased ? Ceaf.entityBased(t) : Ceaf.mentionBased(t);
        assertEquals(counts.recallNum(), sum, 1e-9, "trial " + trial + " " + entityBased);
      }
    }
  }
}

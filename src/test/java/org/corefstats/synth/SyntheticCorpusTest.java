package org.corefstats.synth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.corefstats.core.document.Document;
import org.junit.jupiter.api.Test;

/**
 * {@link SyntheticCorpus}: sizes, shape of the entity distribution, nesting, speed and determinism.
 */
class SyntheticCorpusTest {

  private static Document one(int mentions, int entities, long seed) {
    return new SyntheticCorpus(new SyntheticCorpus.Options(1, mentions, entities, 0, seed))
        .document(0);
  }

  @Test
  void oneDocumentOfTenThousandMentionsIsQuick() {
    one(1_000, 300, 0); // warm up the JIT a little
    long start = System.nanoTime();
    Document d = one(10_000, 3_000, 1);
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertEquals(10_000, d.mentionCount());
    assertEquals(3_000, d.entityCount());
    assertEquals(40_000, d.tokenCount());
    assertTrue(millis < 500, millis + " ms");
    assertEquals("(synth/doc_00000); part 000", d.name());
  }

  @Test
  void oneDocumentOfAHundredThousandMentions() {
    long start = System.nanoTime();
    Document d = one(100_000, 0, 2);
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertEquals(100_000, d.mentionCount());
    assertEquals(30_000, d.entityCount());
    assertTrue(millis < 3_000, millis + " ms");
    CorefAnnotations.of(d);
  }

  @Test
  void looksLikeOntoNotes() {
    Document d = one(5_000, 1_500, 3);
    int singletons = 0;
    int largest = 0;
    for (int e = 0; e < d.entityCount(); e++) {
      singletons += d.entitySize(e) == 1 ? 1 : 0;
      largest = Math.max(largest, d.entitySize(e));
    }
    assertTrue(
        singletons > 0.4 * d.entityCount() && singletons < 0.8 * d.entityCount(),
        singletons + " singletons");
    assertTrue(largest > 50, "largest entity " + largest);
    int[] entityOf = new int[d.mentionCount()];
    for (int e = 0; e < d.entityCount(); e++) {
      for (int m = d.entityStart(e); m < d.entityStart(e) + d.entitySize(e); m++) {
        entityOf[m] = e;
      }
    }
    Set<Long> spans = new HashSet<>();
    int[] lengths = new int[8];
    int nestedInOtherEntity = 0;
    int[] coverLength =
        new int[d.tokenCount()]; // the longest mention covering each token, and its entity
    int[] coverEntity = new int[d.tokenCount()];
    for (int m = 0; m < d.mentionCount(); m++) {
      int length = d.mentionLast(m) - d.mentionFirst(m) + 1;
      assertTrue(length >= 1 && length <= 6, "length " + length);
      lengths[length]++;
      assertTrue(spans.add(((long) d.mentionFirst(m) << 32) | d.mentionLast(m)), "repeated span");
      for (int t = d.mentionFirst(m); t <= d.mentionLast(m); t++) {
        if (length > coverLength[t]) {
          coverLength[t] = length;
          coverEntity[t] = entityOf[m];
        }
      }
    }
    for (int m = 0; m < d.mentionCount(); m++) {
      int t = d.mentionFirst(m);
      boolean inside = coverLength[t] > d.mentionLast(m) - t + 1 && coverEntity[t] != entityOf[m];
      nestedInOtherEntity += inside ? 1 : 0;
    }
    assertTrue(lengths[1] > lengths[2] && lengths[2] > lengths[6] && lengths[6] > 0);
    double nested = nestedInOtherEntity / (double) d.mentionCount();
    assertTrue(nested > 0.08 && nested < 0.2, "nested share " + nested);
    assertSame(d, Documents.canonical(d));
  }

  @Test
  void sizesVaryAroundTheMeans() {
    SyntheticCorpus corpus = new SyntheticCorpus(new SyntheticCorpus.Options(200, 100, 0, 0, 5));
    long mentions = 0;
    int smallest = Integer.MAX_VALUE;
    int largest = 0;
    for (int i = 0; i < corpus.size(); i++) {
      Document d = corpus.document(i);
      assertEquals(SyntheticCorpus.name(i), d.name());
      mentions += d.mentionCount();
      smallest = Math.min(smallest, d.tokenCount());
      largest = Math.max(largest, d.tokenCount());
    }
    assertTrue(Math.abs(mentions - 20_000) < 200, mentions + " mentions");
    assertTrue(smallest < 300 && largest > 600, smallest + " to " + largest + " tokens");
  }

  @Test
  void fewTokensShortenMentions() {
    Document d = new SyntheticCorpus(new SyntheticCorpus.Options(1, 1000, 0, 1000, 6)).document(0);
    assertEquals(1000, d.mentionCount());
    CorefAnnotations.of(d);
    assertThrows(
        IllegalArgumentException.class, () -> new SyntheticCorpus.Options(1, 100, 0, 99, 0));
  }

  @Test
  void sameSeedSameDocuments() {
    assertNull(Documents.firstDifference(one(2_000, 0, 7), one(2_000, 0, 7)));
    assertNotEquals(null, Documents.firstDifference(one(2_000, 0, 7), one(2_000, 0, 8)));
    SyntheticCorpus corpus = new SyntheticCorpus(new SyntheticCorpus.Options(10, 50, 0, 0, 7));
    assertNull(Documents.firstDifference(corpus.document(9), corpus.document(9)));
    assertEquals("doc_00042_conll", SyntheticCorpus.fileName(42));
  }
}

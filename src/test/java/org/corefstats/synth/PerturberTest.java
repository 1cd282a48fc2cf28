package org.corefstats.synth;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.corefstats.core.document.Document;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.junit.jupiter.api.Test;

/**
 * {@link Perturber}: each error rate is roughly honoured, spans stay unique, results stay writable.
 */
class PerturberTest {
  private static final Document BIG =
      new SyntheticCorpus(new SyntheticCorpus.Options(1, 10_000, 3_000, 0, 42)).document(0);

  private static Document perturb(Document key, ErrorProfile profile, long seed) {
    return new Perturber(profile).perturb(key, new Random(seed));
  }

  private static Set<Long> spans(Document d) {
    Set<Long> out = new HashSet<>();
    for (int m = 0; m < d.mentionCount(); m++) {
      out.add(((long) d.mentionFirst(m) << 32) | d.mentionLast(m));
    }
    return out;
  }

  @Test
  void missRateDropsThatShareOfMentions() {
    Document r = perturb(BIG, new ErrorProfile(0.2, 0, 0, 0, 0, 0), 1);
    double dropped = 1 - r.mentionCount() / (double) BIG.mentionCount();
    assertTrue(dropped > 0.15 && dropped < 0.25, "dropped " + dropped);
    assertTrue(spans(BIG).containsAll(spans(r)));
  }

  @Test
  void spuriousRateAddsNewSpans() {
    Document r = perturb(BIG, new ErrorProfile(0, 0.1, 0, 0, 0, 0), 2);
    double added = r.mentionCount() / (double) BIG.mentionCount() - 1;
    assertTrue(added > 0.08 && added < 0.12, "added " + added);
    assertTrue(spans(r).containsAll(spans(BIG)));
    int singletons = 0;
    for (int e = 0; e < r.entityCount(); e++) {
      singletons += r.entitySize(e) == 1 ? 1 : 0;
    }
    int keySingletons = 0;
    for (int e = 0; e < BIG.entityCount(); e++) {
      keySingletons += BIG.entitySize(e) == 1 ? 1 : 0;
    }
    double newSingletons =
        (singletons - keySingletons) / (double) (r.mentionCount() - BIG.mentionCount());
    assertTrue(
        newSingletons > 0.5 && newSingletons < 0.9,
        "share of spurious singletons " + newSingletons);
  }

  @Test
  void boundaryRateMovesOneEndByOneToken() {
    Document r = perturb(BIG, new ErrorProfile(0, 0, 0.1, 0, 0, 0), 3);
    assertEquals(BIG.mentionCount(), r.mentionCount());
    Set<Long> key = spans(BIG);
    int moved = 0;
    for (int m = 0; m < r.mentionCount(); m++) {
      long first = r.mentionFirst(m);
      long last = r.mentionLast(m);
      if (!key.contains((first << 32) | last)) {
        moved++;
        assertTrue(
            key.contains(((first - 1) << 32) | last)
                || key.contains(((first + 1) << 32) | last)
                || key.contains((first << 32) | (last - 1))
                || key.contains((first << 32) | (last + 1)),
            first + "-" + last);
      }
      assertTrue(first >= 0 && last < r.tokenCount());
    }
    double share = moved / (double) BIG.mentionCount();
    assertTrue(share > 0.07 && share < 0.13, "moved " + share);
  }

  @Test
  void linkErrorsKeepTheSpans() {
    Document wrong = perturb(BIG, new ErrorProfile(0, 0, 0, 0.1, 0, 0), 4);
    assertEquals(spans(BIG), spans(wrong));
    Document merged = perturb(BIG, new ErrorProfile(0, 0, 0, 0, 0, 0.3), 5);
    assertEquals(spans(BIG), spans(merged));
    assertTrue(merged.entityCount() < 0.8 * BIG.entityCount(), merged.entityCount() + " entities");
    Document split = perturb(BIG, new ErrorProfile(0, 0, 0, 0, 0.5, 0), 6);
    assertEquals(spans(BIG), spans(split));
    assertTrue(split.entityCount() > 2 * BIG.entityCount(), split.entityCount() + " entities");
    Document alone = perturb(BIG, new ErrorProfile(0, 0, 0, 0, 1, 0), 7);
    assertEquals(alone.mentionCount(), alone.entityCount());
  }

  @Test
  void noErrorsGiveTheKeyAndNoMentionsNothing() {
    assertNull(Documents.firstDifference(BIG, perturb(BIG, new ErrorProfile(0, 0, 0, 0, 0, 0), 8)));
    assertEquals(0, perturb(BIG, ErrorProfile.preset("no-mentions"), 9).mentionCount());
  }

  @Test
  void neverRepeatsASpanAndAlwaysWritable() {
    SyntheticCorpus corpus = new SyntheticCorpus(new SyntheticCorpus.Options(30, 80, 0, 100, 9));
    List<ErrorProfile> profiles = new ArrayList<>(ErrorProfile.presets().values());
    profiles.addAll(ErrorProfile.varied(10, 9));
    profiles.add(new ErrorProfile(0.5, 1, 1, 1, 0.5, 1));
    for (int i = 0; i < corpus.size(); i++) {
      Document key = corpus.document(i);
      for (ErrorProfile p : profiles) {
        Document r = perturb(key, p, i);
        assertEquals(r.mentionCount(), spans(r).size(), "repeated span with " + p);
        assertSame(r, Documents.canonical(r), "not in reading order");
        CorefAnnotations.of(r); // throws when not writable
      }
    }
  }

  @Test
  void sameRandomSameResponse() {
    ErrorProfile p = ErrorProfile.preset("medium");
    assertNull(Documents.firstDifference(perturb(BIG, p, 10), perturb(BIG, p, 10)));
    assertNotEquals(null, Documents.firstDifference(perturb(BIG, p, 10), perturb(BIG, p, 11)));
  }

  @Test
  void variedProfilesAreDeterministicAndDiffer() {
    List<ErrorProfile> a = ErrorProfile.varied(15, 1);
    assertEquals(a, ErrorProfile.varied(15, 1));
    assertNotEquals(a, ErrorProfile.varied(15, 2));
    assertEquals(15, new HashSet<>(a).size());
    assertThrows(IllegalArgumentException.class, () -> ErrorProfile.preset("perfect"));
    assertThrows(IllegalArgumentException.class, () -> new ErrorProfile(1.5, 0, 0, 0, 0, 0));
  }

  @Test
  void weakerProfilesScoreLowerOnSyntheticAndSampleKeys() throws IOException {
    List<Document> keys = new ArrayList<>();
    SyntheticCorpus corpus = new SyntheticCorpus(new SyntheticCorpus.Options(20, 150, 0, 0, 4));
    for (int i = 0; i < corpus.size(); i++) {
      keys.add(corpus.document(i));
    }
    assertOrdered(keys);
    // the three documents of samples/key
    List<Document> samples = new ArrayList<>();
    for (String file : List.of("ferry_conll", "letter_conll", "market_conll")) {
      samples.addAll(Io.readFile(Path.of("samples", "key", file)).values());
    }
    assertEquals(3, samples.size());
    assertOrdered(samples);
  }

  private static void assertOrdered(List<Document> keys) {
    DocumentScorer scorer = new DocumentScorer(Metric.all());
    double[] previousF1 = {2, 2};
    for (String preset : List.of("strong", "medium", "weak")) {
      Counts total = Counts.zero(Metric.all());
      long seed = 0;
      for (Document key : keys) {
        total =
            total.plus(
                scorer.score(key, perturb(key, ErrorProfile.preset(preset), seed++), p -> {}));
      }
      double muc = total.get(Metric.MUC).score().f1();
      double b3 = total.get(Metric.BCUB).score().f1();
      assertTrue(muc < previousF1[0] && b3 < previousF1[1], preset + ": MUC " + muc + ", B3 " + b3);
      previousF1[0] = muc;
      previousF1[1] = b3;
    }
  }
}

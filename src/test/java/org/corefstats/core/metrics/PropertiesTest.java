package org.corefstats.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;
import org.corefstats.core.Docs;
import org.corefstats.core.document.Document;
import org.junit.jupiter.api.Test;

/**
 * Algebraic properties of the metrics on seeded random documents: perfect responses, key/response
 * symmetry, BLANC against BLANC-gold (Recasens and Hovy 2011, as Luo et al. 2014 §3 writes it),
 * BLANC's closed forms against explicit pair enumeration on large documents, and range invariants.
 * Every iteration draws from its own {@code Random(seed(test, i))}, printed on failure.
 */
class PropertiesTest {
  private static final DocumentScorer ALL = new DocumentScorer(Metric.all());

  /** Every metric with four counts (all but BLANC). */
  private static final List<Metric> FOUR_COUNT =
      List.of(Metric.MENTIONS, Metric.MUC, Metric.BCUB, Metric.CEAFM, Metric.CEAFE, Metric.LEA);

  /**
   * Metrics whose numerators are fractional sums (compared to 1e-12 relative); the others are exact
   * integers.
   */
  private static final Set<Metric> FRACTIONAL =
      Set.of(Metric.BCUB, Metric.CEAFM, Metric.CEAFE, Metric.LEA);

  private static final double EPS = 1e-12;

  // ---- 1. perfect response ----

  @Test
  void perfectResponseScoresOneWhereDefined() {
    int mucUndefined = 0;
    for (int i = 0; i < 2000; i++) {
      long seed = seed(1, i);
      Random r = new Random(seed);
      int tokens = 1 + r.nextInt(60);
      Document key = Docs.randomPartition(r, r.nextInt(25), 1 + r.nextInt(12), tokens);
      Document response = Document.of("response", tokens, key.entities()); // an equal copy
      Supplier<String> ctx = context("perfect", seed, i, key, response);
      Counts c = score(key, response);
      for (Metric m : FOUR_COUNT) {
        MetricCounts mc = c.get(m);
        assertSame(m, mc.recallDen(), mc.precisionDen(), ctx);
        assertSame(m, mc.recallDen(), mc.recallNum(), ctx);
        assertSame(m, mc.precisionDen(), mc.precisionNum(), ctx);
        if (mc.recallDen() > 0) {
          assertAllOne(m, mc.score(), ctx);
        } else {
          // Undefined (0/0): every metric on an empty document, and MUC (Σ(|k|−1) = 0) on a
          // document of singletons only; v8.01 then reports 0.
          assertEquals(Score.ZERO, mc.score(), msg(ctx, m + " undefined"));
          mucUndefined += m == Metric.MUC && key.mentionCount() > 0 ? 1 : 0;
        }
      }
      BlancCounts b = c.blanc();
      assertEquals(b.corefKey(), b.corefCorrect(), msg(ctx, "blanc coref correct"));
      assertEquals(b.corefKey(), b.corefResponse(), msg(ctx, "blanc coref response"));
      assertEquals(b.nonCorefKey(), b.nonCorefCorrect(), msg(ctx, "blanc non-coref correct"));
      assertEquals(b.nonCorefKey(), b.nonCorefResponse(), msg(ctx, "blanc non-coref response"));
      BlancScore s = b.score();
      assertHalf(b.corefKey() > 0, s.coreference(), new Score(1, 1, 1), ctx, "blanc coref");
      assertHalf(
          b.nonCorefKey() > 0, s.nonCoreference(), new Score(1, 1, 1), ctx, "blanc non-coref");
      boolean noKeyLinks = b.corefKey() == 0 && b.nonCorefKey() == 0;
      assertEquals(
          noKeyLinks ? Score.ZERO : new Score(1, 1, 1), s.overall(), msg(ctx, "blanc overall"));
      if (Metric.CONLL.inputs().stream().allMatch(m -> c.get(m).recallDen() > 0)) {
        assertEquals(1, c.score(Metric.CONLL).f1(), EPS, msg(ctx, "conll"));
      }
    }
    assertTrue(mucUndefined > 50, "all-singleton documents generated: " + mucUndefined);
  }

  // ---- 2. swapping key and response swaps recall and precision ----

  @Test
  void swappingKeyAndResponseSwapsRecallAndPrecision() {
    for (int i = 0; i < 2000; i++) {
      long seed = seed(2, i);
      Random r = new Random(seed);
      int tokens = 2 + r.nextInt(60);
      Document key = Docs.randomPartition(r, r.nextInt(30), 1 + r.nextInt(10), tokens);
      Document response = Docs.perturb(r, key, r.nextDouble(), r.nextInt(8), 1 + r.nextInt(10));
      Supplier<String> ctx = context("swap", seed, i, key, response);
      Counts forward = score(key, response);
      Counts backward = score(response, key);
      for (Metric m : FOUR_COUNT) {
        MetricCounts f = forward.get(m);
        MetricCounts b = backward.get(m);
        assertSame(m, f.recallNum(), b.precisionNum(), ctx);
        assertSame(m, f.recallDen(), b.precisionDen(), ctx);
        assertSame(m, f.precisionNum(), b.recallNum(), ctx);
        assertSame(m, f.precisionDen(), b.recallDen(), ctx);
      }
      BlancCounts f = forward.blanc();
      BlancCounts b = backward.blanc();
      assertEquals(
          new BlancCounts(
              f.corefCorrect(),
              f.corefResponse(),
              f.corefKey(),
              f.nonCorefCorrect(),
              f.nonCorefResponse(),
              f.nonCorefKey()),
          b,
          msg(ctx, "blanc swapped"));
    }
  }

  // ---- 3. BLANC = BLANC-gold on identical mention sets ----

  @Test
  void blancEqualsBlancGoldOnIdenticalMentionSets() {
    int bothHalves = 0;
    for (int i = 0; i < 2000; i++) {
      long seed = seed(3, i);
      Random r = new Random(seed);
      int tokens = 2 + r.nextInt(60);
      Document key = Docs.randomPartition(r, r.nextInt(30), 1 + r.nextInt(8), tokens);
      Document response = Docs.repartition(r, key, 1 + r.nextInt(8));
      Supplier<String> ctx = context("blanc-gold", seed, i, key, response);
      BlancCounts b = score(key, response).blanc();

      // The 2x2 contingency of all mention pairs of the shared mention set.
      Map<Long, Integer> keyEntity = entityOf(key);
      Map<Long, Integer> responseEntity = entityOf(response);
      List<Long> spans = new ArrayList<>(keyEntity.keySet());
      long ckCr = 0, ckNr = 0, nkCr = 0, nkNr = 0;
      for (int x = 0; x < spans.size(); x++) {
        for (int y = x + 1; y < spans.size(); y++) {
          boolean kc = keyEntity.get(spans.get(x)).equals(keyEntity.get(spans.get(y)));
          boolean rc = responseEntity.get(spans.get(x)).equals(responseEntity.get(spans.get(y)));
          ckCr += kc && rc ? 1 : 0;
          ckNr += kc && !rc ? 1 : 0;
          nkCr += !kc && rc ? 1 : 0;
          nkNr += !kc && !rc ? 1 : 0;
        }
      }
      // Our counts satisfy |Ck ∩ Cr| + |Ck ∩ Nr| = |Ck| and its three companions.
      assertEquals(
          new BlancCounts(ckCr, ckCr + ckNr, ckCr + nkCr, nkNr, nkCr + nkNr, ckNr + nkNr),
          b,
          msg(ctx, "blanc counts vs pair contingency"));
      long m = spans.size();
      assertEquals(m * (m - 1) / 2, b.corefKey() + b.nonCorefKey(), msg(ctx, "key links"));
      assertEquals(
          m * (m - 1) / 2, b.corefResponse() + b.nonCorefResponse(), msg(ctx, "response links"));

      // Eqs. (2)-(7); a 0/0 precision (no response links of the kind) is 0 as in
      // docs/explanation/v801.md.
      Score gc = Score.of(ratio(ckCr, ckCr + ckNr), ratio(ckCr, ckCr + nkCr));
      Score gn = Score.of(ratio(nkNr, nkCr + nkNr), ratio(nkNr, ckNr + nkNr));
      BlancScore s = b.score();
      assertHalf(ckCr + ckNr > 0, s.coreference(), gc, ctx, "Rc/Pc eqs (2)-(4)");
      assertHalf(nkCr + nkNr > 0, s.nonCoreference(), gn, ctx, "Rn/Pn eqs (5)-(7)");
      if (s.coreference() != null && s.nonCoreference() != null) {
        bothHalves++;
        assertEquals((gc.f1() + gn.f1()) / 2, s.overall().f1(), EPS, msg(ctx, "BLANC-gold eq (8)"));
      }
    }
    assertTrue(bothHalves > 1000, "cases with both halves: " + bothHalves);
  }

  // ---- 4. BLANC closed forms = explicit v8.01 pair enumeration, large documents ----

  @Test
  void blancCountsEqualPairEnumerationWithoutRepeats() {
    for (int i = 0; i < 1000; i++) {
      long seed = seed(4, i);
      Random r = new Random(seed);
      int mentions = 50 + r.nextInt(351);
      int entities = 5 + r.nextInt(76);
      Document key = Docs.randomPartition(r, mentions, entities, 2 * mentions);
      Document response =
          r.nextInt(4) == 0
              ? Docs.repartition(r, key, 5 + r.nextInt(76))
              : Docs.perturb(r, key, r.nextDouble(), r.nextInt(mentions / 2), 5 + r.nextInt(76));
      assertBlancEnumeration(key, response, context("enumeration", seed, i, key, response));
    }
  }

  @Test
  void blancCountsEqualPairEnumerationWithRepeatedSpans() {
    int keyRepeats = 0;
    int responseRepeats = 0;
    for (int i = 0; i < 1000; i++) {
      long seed = seed(5, i);
      Random r = new Random(seed);
      int mentions = 50 + r.nextInt(351);
      int tokens =
          5 + r.nextInt(mentions / 2); // few tokens: spans repeat within and across entities
      Document key = Docs.withRepeats(r, mentions, 5 + r.nextInt(76), tokens);
      Document response =
          r.nextInt(4) == 0
              ? Docs.perturb(r, key, r.nextDouble(), r.nextInt(20), 5 + r.nextInt(76))
              : Docs.withRepeats(r, 50 + r.nextInt(351), 5 + r.nextInt(76), tokens);
      assertBlancEnumeration(key, response, context("enumeration-repeats", seed, i, key, response));
      keyRepeats += entityOf(key).size() < key.mentionCount() ? 1 : 0;
      responseRepeats += entityOf(response).size() < response.mentionCount() ? 1 : 0;
    }
    assertTrue(
        keyRepeats > 900 && responseRepeats > 500,
        "repeats: key " + keyRepeats + ", resp " + responseRepeats);
  }

  // ---- 5. range invariants and the algebra of Counts ----

  @Test
  void invariantsOnRandomPairs() {
    for (int i = 0; i < 2000; i++) {
      long seed = seed(6, i);
      Random r = new Random(seed);
      int tokens = 2 + r.nextInt(80);
      Document key = Docs.randomPartition(r, r.nextInt(40), 1 + r.nextInt(12), tokens);
      Document response =
          r.nextInt(4) == 0
              ? Docs.repartition(r, key, 1 + r.nextInt(12))
              : Docs.perturb(r, key, r.nextDouble(), r.nextInt(10), 1 + r.nextInt(12));
      assertInvariants(score(key, response), context("invariants", seed, i, key, response));
    }
  }

  @Test
  void countsPlusIsAssociativeAndCommutativeWithZeroIdentity() {
    Counts zero = Counts.zero(Metric.all());
    for (int i = 0; i < 2000; i++) {
      long seed = seed(7, i);
      Random r = new Random(seed);
      Counts[] c = new Counts[3];
      for (int j = 0; j < 3; j++) {
        Document key = Docs.randomPartition(r, r.nextInt(30), 1 + r.nextInt(8), 2 + r.nextInt(50));
        c[j] = score(key, Docs.perturb(r, key, r.nextDouble(), r.nextInt(6), 1 + r.nextInt(8)));
      }
      String what = "plus, seed " + seed + " iteration " + i + "\n" + Arrays.toString(c);
      assertNear(c[0].plus(c[1]), c[1].plus(c[0]), what + "\ncommutativity");
      assertNear(c[0].plus(c[1]).plus(c[2]), c[0].plus(c[1].plus(c[2])), what + "\nassociativity");
      assertEquals(c[0], zero.plus(c[0]), what + "\nleft identity");
      assertEquals(c[0], c[0].plus(zero), what + "\nright identity");
      assertEquals(c[0].blanc().plus(c[1].blanc()), c[0].plus(c[1]).blanc(), what + "\nblanc plus");
      for (Metric m : FOUR_COUNT) {
        assertNear(
            values(c[0].get(m).plus(c[1].get(m))),
            values(c[0].plus(c[1]).get(m)),
            what + "\n" + m + " plus");
      }
    }
  }

  // ---- 6. scale sanity (not a timing assertion) ----

  @Test
  void tenThousandMentionsScoreAndSatisfyInvariants() {
    long seed = 20260606;
    Random r = new Random(seed);
    Document key = Docs.randomPartition(r, 10_000, 3_000, 40_000);
    assertEquals(10_000, key.mentionCount());
    Document perturbed = Docs.perturb(r, key, 0.85, 1_500, 3_000);
    assertInvariants(score(key, perturbed), context("scale perturbed", seed, 0, key, perturbed));
    Document repartitioned = Docs.repartition(r, key, 3_000);
    assertInvariants(
        score(key, repartitioned), context("scale repartitioned", seed, 1, key, repartitioned));
  }

  // ---- helpers ----

  private static Counts score(Document key, Document response) {
    return ALL.score(key, response, problem -> {});
  }

  private static long seed(int test, int iteration) {
    return 1_000_003L * test + iteration;
  }

  private static Supplier<String> context(
      String test, long seed, int i, Document key, Document response) {
    return () ->
        test
            + ": seed "
            + seed
            + ", iteration "
            + i
            + "\nkey      "
            + key
            + "\nresponse "
            + response;
  }

  private static Supplier<String> msg(Supplier<String> ctx, String what) {
    return () -> ctx.get() + "\n" + what;
  }

  /** Equal counts: exact for integer metrics, 1e-12 relative for fractional ones. */
  private static void assertSame(Metric m, double want, double got, Supplier<String> ctx) {
    double tolerance = FRACTIONAL.contains(m) ? EPS * Math.max(1, Math.abs(want)) : 0;
    assertEquals(want, got, tolerance, msg(ctx, m.code() + ": " + want + " vs " + got));
  }

  private static void assertAllOne(Metric m, Score s, Supplier<String> ctx) {
    double tolerance = FRACTIONAL.contains(m) ? EPS : 0;
    assertEquals(1, s.recall(), tolerance, msg(ctx, m.code() + " recall"));
    assertEquals(1, s.precision(), tolerance, msg(ctx, m.code() + " precision"));
    assertEquals(1, s.f1(), tolerance, msg(ctx, m.code() + " f1"));
  }

  /** A BLANC half: null when absent, else equal to {@code want} (1e-12). */
  private static void assertHalf(
      boolean present, Score got, Score want, Supplier<String> ctx, String what) {
    if (!present) {
      assertNull(got, msg(ctx, what + " should be absent"));
      return;
    }
    assertTrue(got != null, msg(ctx, what + " should be present"));
    assertEquals(want.recall(), got.recall(), EPS, msg(ctx, what + " recall"));
    assertEquals(want.precision(), got.precision(), EPS, msg(ctx, what + " precision"));
    assertEquals(want.f1(), got.f1(), EPS, msg(ctx, what + " f1"));
  }

  private static void assertNear(Counts want, Counts got, String what) {
    assertEquals(want.metrics(), got.metrics(), what);
    assertNear(want.values(), got.values(), what);
  }

  private static double[] values(MetricCounts c) {
    return new double[] {c.recallNum(), c.recallDen(), c.precisionNum(), c.precisionDen()};
  }

  /** Equal arrays up to 1e-12 relative. */
  private static void assertNear(double[] want, double[] got, String what) {
    for (int i = 0; i < want.length; i++) {
      assertEquals(want[i], got[i], EPS * Math.max(1, Math.abs(want[i])), what + " value " + i);
    }
  }

  /** Property 5 on one document's counts. */
  private static void assertInvariants(Counts c, Supplier<String> ctx) {
    for (Metric m : FOUR_COUNT) {
      MetricCounts mc = c.get(m);
      assertUnitScore(mc.score(), ctx, m.code());
      if (m != Metric.MUC) { // MUC's numerator is bounded by min(dens) below
        assertAtMost(mc.recallNum(), mc.recallDen(), ctx, m.code() + " recall num <= den");
        assertAtMost(mc.precisionNum(), mc.precisionDen(), ctx, m.code() + " precision num <= den");
      }
    }
    MetricCounts muc = c.get(Metric.MUC);
    assertEquals(
        muc.recallNum(),
        muc.precisionNum(),
        msg(ctx, "muc: both numerators are the correct links"));
    assertTrue(
        muc.recallNum() <= Math.min(muc.recallDen(), muc.precisionDen()),
        msg(ctx, "muc correct <= min(dens)"));
    double matched = c.get(Metric.MENTIONS).recallNum();
    assertAtMost(c.get(Metric.CEAFM).recallNum(), matched, ctx, "ceafm num <= matched mentions");
    assertAtMost(
        c.get(Metric.CEAFM).precisionNum(),
        matched,
        ctx,
        "ceafm precision num <= matched mentions");
    BlancCounts b = c.blanc();
    assertTrue(
        b.corefCorrect() <= Math.min(b.corefKey(), b.corefResponse()),
        msg(ctx, "blanc coref correct"));
    assertTrue(
        b.nonCorefCorrect() <= Math.min(b.nonCorefKey(), b.nonCorefResponse()),
        msg(ctx, "blanc non-coref correct"));
    BlancScore s = b.score();
    assertUnitScore(s.overall(), ctx, "blanc overall");
    if (s.coreference() != null) {
      assertUnitScore(s.coreference(), ctx, "blanc coref");
    }
    if (s.nonCoreference() != null) {
      assertUnitScore(s.nonCoreference(), ctx, "blanc non-coref");
    }
    assertInUnit(c.score(Metric.CONLL).f1(), ctx, "conll");
  }

  private static void assertUnitScore(Score s, Supplier<String> ctx, String what) {
    assertInUnit(s.recall(), ctx, what + " recall");
    assertInUnit(s.precision(), ctx, what + " precision");
    assertInUnit(s.f1(), ctx, what + " f1");
  }

  /** In [0, 1], allowing 1e-12 of rounding above 1 (fractional sums). */
  private static void assertInUnit(double x, Supplier<String> ctx, String what) {
    assertTrue(x >= 0 && x <= 1 + EPS, msg(ctx, what + " = " + x + " not in [0, 1]"));
  }

  /** num <= den up to 1e-12 relative rounding. */
  private static void assertAtMost(double num, double den, Supplier<String> ctx, String what) {
    assertTrue(num <= den + EPS * Math.max(1, den), msg(ctx, what + ": " + num + " > " + den));
  }

  private static double ratio(long num, long den) {
    return den == 0 ? 0 : (double) num / den;
  }

  private static long span(int[] mention) {
    return ((long) mention[0] << 32) | mention[1];
  }

  /** Entity index of each span (distinct spans only). */
  private static Map<Long, Integer> entityOf(Document d) {
    Map<Long, Integer> out = new HashMap<>();
    List<List<int[]>> entities = d.entities();
    for (int e = 0; e < entities.size(); e++) {
      for (int[] m : entities.get(e)) {
        out.put(span(m), e);
      }
    }
    return out;
  }

  // ---- v8.01 BLANC by explicit enumeration ----

  private static void assertBlancEnumeration(
      Document key, Document response, Supplier<String> ctx) {
    List<int[]> keyChains = new ArrayList<>();
    List<int[]> responseChains = new ArrayList<>();
    assignIdentities(key, response, keyChains, responseChains);
    long[] ck = corefLinks(keyChains);
    long[] cr = corefLinks(responseChains);
    long[] nk = nonCorefLinks(keyChains);
    long[] nr = nonCorefLinks(responseChains);
    BlancCounts want =
        new BlancCounts(common(ck, cr), ck.length, cr.length, common(nk, nr), nk.length, nr.length);
    assertEquals(want, score(key, response).blanc(), msg(ctx, "blanc counts vs enumeration"));
  }

  /**
   * v8.01's identities: one id per distinct key span, kept at every place; response entities walked
   * in order, a span matching a key span takes the key id the first time and later copies are
   * removed; a span matching no key span gets one new id per distinct span, kept at every place;
   * entities left empty vanish.
   */
  private static void assignIdentities(
      Document key, Document response, List<int[]> keyChains, List<int[]> responseChains) {
    Map<Long, Integer> keyIds = new HashMap<>();
    for (List<int[]> entity : key.entities()) {
      int[] chain = new int[entity.size()];
      for (int j = 0; j < chain.length; j++) {
        Integer id = keyIds.get(span(entity.get(j)));
        if (id == null) {
          id = keyIds.size();
          keyIds.put(span(entity.get(j)), id);
        }
        chain[j] = id;
      }
      keyChains.add(chain);
    }
    Map<Long, Integer> spuriousIds = new HashMap<>();
    Set<Long> matchedSeen = new HashSet<>();
    for (List<int[]> entity : response.entities()) {
      List<Integer> chain = new ArrayList<>();
      for (int[] m : entity) {
        long s = span(m);
        Integer id = keyIds.get(s);
        if (id == null) {
          id = spuriousIds.get(s);
          if (id == null) {
            id = keyIds.size() + spuriousIds.size();
            spuriousIds.put(s, id);
          }
          chain.add(id);
        } else if (matchedSeen.add(s)) {
          chain.add(id);
        } // else: a later copy of a matched span is removed
      }
      if (!chain.isEmpty()) {
        responseChains.add(chain.stream().mapToInt(Integer::intValue).toArray());
      }
    }
  }

  private static long link(int a, int b) {
    return ((long) Math.min(a, b) << 32) | Math.max(a, b);
  }

  /** Links (min, max) from positions i < j within one chain; (x, x) when an id repeats. */
  private static long[] corefLinks(List<int[]> chains) {
    List<Long> links = new ArrayList<>();
    for (int[] chain : chains) {
      for (int i = 0; i < chain.length; i++) {
        for (int j = i + 1; j < chain.length; j++) {
          links.add(link(chain[i], chain[j]));
        }
      }
    }
    return distinctSorted(links);
  }

  /** Links between every two positions of two different chains. */
  private static long[] nonCorefLinks(List<int[]> chains) {
    List<Long> links = new ArrayList<>();
    for (int a = 0; a < chains.size(); a++) {
      for (int b = a + 1; b < chains.size(); b++) {
        for (int x : chains.get(a)) {
          for (int y : chains.get(b)) {
            links.add(link(x, y));
          }
        }
      }
    }
    return distinctSorted(links);
  }

  private static long[] distinctSorted(List<Long> links) {
    return links.stream().mapToLong(Long::longValue).sorted().distinct().toArray();
  }

  /** |a ∩ b| of two sorted distinct arrays. */
  private static long common(long[] a, long[] b) {
    long n = 0;
    for (int i = 0, j = 0; i < a.length && j < b.length; ) {
      if (a[i] < b[j]) {
        i++;
      } else if (a[i] > b[j]) {
        j++;
      } else {
        n++;
        i++;
        j++;
      }
    }
    return n;
  }
}

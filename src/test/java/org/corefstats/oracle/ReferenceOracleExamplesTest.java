package org.corefstats.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.corefstats.oracle.ReferenceOracle.Doc;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The worked examples of the papers, plus reader and repeated-span rules of
 * docs/explanation/v801.md.
 */
class ReferenceOracleExamplesTest {

  private static final double EPS = 1e-12;

  /**
   * Entities given as strings of letters; each letter is the one-token mention at token letter -
   * 'a'.
   */
  static Doc doc(String... entities) {
    List<List<int[]>> list = new ArrayList<>();
    for (String e : entities) {
      List<int[]> mentions = new ArrayList<>();
      for (char c : e.toCharArray()) {
        mentions.add(new int[] {c - 'a', c - 'a'});
      }
      list.add(mentions);
    }
    return new Doc("doc", 26, list);
  }

  private static void assertCounts(double[] expected, double[] actual, String what) {
    assertEquals(4, actual.length, what);
    for (int i = 0; i < 4; i++) {
      assertEquals(expected[i], actual[i], EPS, what + " count " + i);
    }
  }

  private static void assertRpf(double r, double p, double f, double[] actual, String what) {
    assertEquals(r, actual[0], EPS, what + " R");
    assertEquals(p, actual[1], EPS, what + " P");
    assertEquals(f, actual[2], EPS, what + " F");
  }

  private static double f1(double r, double p) {
    return r + p == 0 ? 0 : 2 * r * p / (r + p);
  }

  // ---------------------------------------------------------------------------------------------
  // Pradhan et al. 2014, section 4; Moosavi and Strube 2016, section 5
  // ---------------------------------------------------------------------------------------------

  private static final Doc PRADHAN_KEY = doc("abc", "defg");
  private static final Doc PRADHAN_RESPONSE = doc("ab", "cd", "fghi");

  @Test
  void pradhan2014Section4() {
    Map<String, double[]> c = ReferenceOracle.score(PRADHAN_KEY, PRADHAN_RESPONSE);
    assertCounts(new double[] {6, 7, 6, 8}, c.get("mentions"), "mentions");
    // MUC: ((3-2)+(4-3)) / ((3-1)+(4-1)) and ((2-1)+(2-2)+(4-3)) / ((2-1)+(2-1)+(4-1))
    assertCounts(new double[] {2, 5, 2, 5}, c.get("muc"), "muc");
    assertRpf(0.4, 0.4, 0.4, ReferenceOracle.rpf("muc", c), "muc");
    // B3: R = 1/7 * 35/12, P = 1/8 * 4
    assertCounts(new double[] {35.0 / 12, 7, 4, 8}, c.get("bcub"), "bcub");
    assertRpf(35.0 / 12 / 7, 0.5, f1(35.0 / 12 / 7, 0.5), ReferenceOracle.rpf("bcub", c), "bcub");
    // CEAF-m: (2+2)/(3+4), (2+2)/(2+2+4)
    assertCounts(new double[] {4, 7, 4, 8}, c.get("ceafm"), "ceafm");
    assertRpf(4.0 / 7, 0.5, f1(4.0 / 7, 0.5), ReferenceOracle.rpf("ceafm", c), "ceafm");
    // CEAF-e: phi(K1,R1) + phi(K2,R3) = 4/5 + 4/8; R = that / 2 = 0.65, P = that / 3 ~ 0.43
    assertCounts(new double[] {1.3, 2, 1.3, 3}, c.get("ceafe"), "ceafe");
    assertRpf(0.65, 1.3 / 3, f1(0.65, 1.3 / 3), ReferenceOracle.rpf("ceafe", c), "ceafe");
    // BLANC: |Ck| 9, |Nk| 12, |Cr| 8, |Nr| 20, correct C 2, correct N 8
    assertCounts(new double[] {2, 9, 2, 8}, c.get("blanc_coref"), "blanc_coref");
    assertCounts(new double[] {8, 12, 8, 20}, c.get("blanc_noncoref"), "blanc_noncoref");
    double fc = f1(2.0 / 9, 2.0 / 8);
    double fn = f1(8.0 / 12, 8.0 / 20);
    assertEquals(4.0 / 17, fc, EPS);
    assertEquals(0.5, fn, EPS);
    double[] blanc = ReferenceOracle.rpf("blanc", c);
    assertRpf((2.0 / 9 + 8.0 / 12) / 2, (2.0 / 8 + 8.0 / 20) / 2, (fc + fn) / 2, blanc, "blanc");
    assertEquals(0.36, Math.floor(blanc[2] * 100) / 100, EPS, "BLANC printed as 0.36");
  }

  @Test
  void moosavi2016Section5Lea() {
    Map<String, double[]> c = ReferenceOracle.score(PRADHAN_KEY, PRADHAN_RESPONSE);
    double recallNum = 3 * (1.0 / 3) + 4 * (1.0 / 6);
    double precisionNum = 2 * 1.0 + 2 * 0.0 + 4 * (1.0 / 6);
    assertCounts(new double[] {recallNum, 7, precisionNum, 8}, c.get("lea"), "lea");
    double r = recallNum / 7;
    double p = precisionNum / 8;
    assertRpf(r, p, f1(r, p), ReferenceOracle.rpf("lea", c), "lea");
    assertEquals(0.24, Math.round(r * 100) / 100.0, EPS, "paper: ~0.24");
    assertEquals(0.33, Math.round(p * 100) / 100.0, EPS, "paper: ~0.33");
  }

  // ---------------------------------------------------------------------------------------------
  // Luo et al. 2014, section 4.2, under the corpus rules of docs/explanation/v801.md
  // ---------------------------------------------------------------------------------------------

  @Test
  void luo2014Example1() {
    Map<String, double[]> c = ReferenceOracle.score(doc("abc", "d"), doc("bc", "de"));
    assertCounts(new double[] {1, 3, 1, 2}, c.get("blanc_coref"), "blanc_coref");
    assertCounts(new double[] {2, 3, 2, 4}, c.get("blanc_noncoref"), "blanc_noncoref");
    // Rc 1/3, Pc 1/2, Fc 2/5; Rn 2/3, Pn 2/4, Fn 4/7; BLANC 17/35
    assertRpf(0.5, 0.5, 17.0 / 35, ReferenceOracle.rpf("blanc", c), "blanc");
  }

  @Test
  void luo2014Example2() {
    Map<String, double[]> c = ReferenceOracle.score(doc("a"), doc("b"));
    assertCounts(new double[] {0, 0, 0, 0}, c.get("blanc_coref"), "blanc_coref");
    assertCounts(new double[] {0, 0, 0, 0}, c.get("blanc_noncoref"), "blanc_noncoref");
    assertRpf(0, 0, 0, ReferenceOracle.rpf("blanc", c), "blanc");
  }

  @Test
  void luo2014Example3() {
    Map<String, double[]> c = ReferenceOracle.score(doc("a", "b", "c"), doc("a", "b", "d"));
    assertCounts(new double[] {0, 0, 0, 0}, c.get("blanc_coref"), "blanc_coref");
    assertCounts(new double[] {1, 3, 1, 3}, c.get("blanc_noncoref"), "blanc_noncoref");
    assertRpf(1.0 / 3, 1.0 / 3, 1.0 / 3, ReferenceOracle.rpf("blanc", c), "blanc");
  }

  @Test
  void luo2014Example4() {
    Map<String, double[]> c = ReferenceOracle.score(doc("abc"), doc("bc"));
    assertCounts(new double[] {1, 3, 1, 1}, c.get("blanc_coref"), "blanc_coref");
    assertCounts(new double[] {0, 0, 0, 0}, c.get("blanc_noncoref"), "blanc_noncoref");
    assertRpf(1.0 / 3, 1, 0.5, ReferenceOracle.rpf("blanc", c), "blanc");
  }

  @Test
  void blancBoundaryCasesOfSemantics() {
    // "one mention, matched, gives 0 here" (no key links of either type)
    assertRpf(
        0,
        0,
        0,
        ReferenceOracle.rpf("blanc", ReferenceOracle.score(doc("a"), doc("a"))),
        "one mention");
    // Only the key side decides "absent": all-singleton key, response with a coreference link
    Map<String, double[]> c = ReferenceOracle.score(doc("a", "b", "c"), doc("ab", "c"));
    assertCounts(new double[] {0, 0, 0, 1}, c.get("blanc_coref"), "blanc_coref");
    assertCounts(new double[] {2, 3, 2, 2}, c.get("blanc_noncoref"), "blanc_noncoref");
    assertRpf(2.0 / 3, 1, 0.8, ReferenceOracle.rpf("blanc", c), "blanc");
  }

  @Test
  void missingResponseIsEmpty() {
    Map<String, double[]> c = ReferenceOracle.score(PRADHAN_KEY, null);
    assertCounts(new double[] {0, 7, 0, 0}, c.get("mentions"), "mentions");
    assertCounts(new double[] {0, 5, 0, 0}, c.get("muc"), "muc");
    assertCounts(new double[] {0, 7, 0, 0}, c.get("bcub"), "bcub");
    assertCounts(new double[] {0, 2, 0, 0}, c.get("ceafe"), "ceafe");
    assertCounts(new double[] {0, 7, 0, 0}, c.get("lea"), "lea");
    assertCounts(new double[] {0, 9, 0, 0}, c.get("blanc_coref"), "blanc_coref");
    assertCounts(new double[] {0, 12, 0, 0}, c.get("blanc_noncoref"), "blanc_noncoref");
  }

  // ---------------------------------------------------------------------------------------------
  // Repeated spans (docs/explanation/v801.md "Matching key and response")
  // ---------------------------------------------------------------------------------------------

  @Test
  void repeatedKeyMatchedResponseSpanIsRemoved() {
    // b is in the key: its later response copies are removed; entity "b" empties and disappears,
    // so the response becomes {a,b}, {c}
    Map<String, double[]> c = ReferenceOracle.score(doc("abc"), doc("ab", "b", "bc"));
    assertCounts(new double[] {3, 3, 3, 3}, c.get("mentions"), "mentions");
    assertCounts(new double[] {1, 2, 1, 1}, c.get("muc"), "muc");
    assertCounts(new double[] {2.0 / 3 + 2.0 / 3 + 1.0 / 3, 3, 3, 3}, c.get("bcub"), "bcub");
    assertCounts(new double[] {0.8, 1, 0.8, 2}, c.get("ceafe"), "ceafe");
  }

  @Test
  void repeatedTwinlessResponseSpanIsKeptEverywhere() {
    // x (token 23) is not in the key; two copies in one entity share one id: link (x,x) in Cr
    Map<String, double[]> c = ReferenceOracle.score(doc("ab"), doc("abxx"));
    assertCounts(new double[] {2, 2, 2, 3}, c.get("mentions"), "mentions (x counted once)");
    assertCounts(new double[] {1, 1, 1, 3}, c.get("muc"), "muc (|r| counts both copies)");
    assertCounts(new double[] {2, 2, 2.0 * 2 / 4, 4}, c.get("bcub"), "bcub");
    // Cr = ab, ax, bx, xx
    assertCounts(new double[] {1, 1, 1, 4}, c.get("blanc_coref"), "blanc_coref");
    // x in two entities: (x,x) is a non-coreference link
    Map<String, double[]> d = ReferenceOracle.score(doc("ab"), doc("ax", "bx"));
    // Nr = ab, ax, xb, xx ; Cr = ax, bx
    assertCounts(new double[] {0, 0, 0, 4}, d.get("blanc_noncoref"), "blanc_noncoref");
    assertCounts(new double[] {0, 1, 0, 2}, d.get("blanc_coref"), "blanc_coref");
  }

  @Test
  void repeatedKeySpanCreditsTheLastKeyEntity() {
    // span a is in both key entities (one id, both copies kept); response {a,b}, {c,d}
    Doc key = doc("ab", "acd");
    Doc response = doc("ab", "cd");
    Map<String, double[]> c = ReferenceOracle.score(key, response);
    assertCounts(new double[] {4, 4, 4, 4}, c.get("mentions"), "mentions");
    // a is credited to the last key entity {a,c,d}: m_kr for r={a,b}: k2 gets a, k1 gets b -> 0
    // links; r={c,d}: 1
    assertCounts(new double[] {1, 1 + 2, 1, 2}, c.get("muc"), "muc");
    // B3 (scorer.pl loop): r1: a -> k2, ci = |{a}| = 1 -> 1/3, 1/2; b -> k1, ci = 2 -> 2/2, 2/2
    //                      r2: c,d -> k2, ci = 2 -> 2/3, 2/2 each
    assertCounts(new double[] {1.0 / 3 + 1 + 4.0 / 3, 5, 0.5 + 1 + 2, 4}, c.get("bcub"), "bcub");
    // CEAF-m: n(k1,r1)=2, n(k2,r1)=1, n(k2,r2)=2 -> best 4
    assertCounts(new double[] {4, 5, 4, 4}, c.get("ceafm"), "ceafm");
  }

  // ---------------------------------------------------------------------------------------------
  // The loops against docs/explanation/v801.md's closed forms on random documents without repeated
  // spans
  // ---------------------------------------------------------------------------------------------

  private static Doc randomDoc(Random rnd, int tokens, double keepProb, int maxEntities) {
    List<List<int[]>> entities = new ArrayList<>();
    for (int e = 0; e < maxEntities; e++) {
      entities.add(new ArrayList<>());
    }
    for (int t = 0; t < tokens; t++) {
      if (rnd.nextDouble() < keepProb) {
        entities.get(rnd.nextInt(maxEntities)).add(new int[] {t, t});
      }
    }
    entities.removeIf(List::isEmpty);
    return new Doc("r", tokens, entities);
  }

  private static Set<Integer> tokens(List<int[]> entity) {
    Set<Integer> s = new HashSet<>();
    for (int[] m : entity) {
      s.add(m[0]);
    }
    return s;
  }

  private static long c2(long n) {
    return n * (n - 1) / 2;
  }

  @Test
  void loopsAgreeWithClosedFormsWithoutRepeats() {
    Random rnd = new Random(20140601);
    for (int trial = 0; trial < 500; trial++) {
      Doc key = randomDoc(rnd, 12, 0.7, 1 + rnd.nextInt(5));
      Doc response = randomDoc(rnd, 12, 0.7, 1 + rnd.nextInt(5));
      Map<String, double[]> c = ReferenceOracle.score(key, response);
      List<Set<Integer>> ks = new ArrayList<>();
      for (List<int[]> e : key.entities()) {
        ks.add(tokens(e));
      }
      List<Set<Integer>> rs = new ArrayList<>();
      for (List<int[]> e : response.entities()) {
        rs.add(tokens(e));
      }
      Set<Integer> keyMentions = new HashSet<>();
      ks.forEach(keyMentions::addAll);
      Set<Integer> responseMentions = new HashSet<>();
      rs.forEach(responseMentions::addAll);
      Set<Integer> common = new HashSet<>(keyMentions);
      common.retainAll(responseMentions);

      long muc = 0;
      double b3r = 0;
      double b3p = 0;
      double lear = 0;
      double leap = 0;
      long ckcr = 0;
      long sumCk = 0;
      long sumCr = 0;
      long sumA = 0;
      long sumB = 0;
      long[][] n = new long[ks.size()][rs.size()];
      for (int i = 0; i < ks.size(); i++) {
        for (int j = 0; j < rs.size(); j++) {
          Set<Integer> x = new HashSet<>(ks.get(i));
          x.retainAll(rs.get(j));
          n[i][j] = x.size();
          muc += Math.max(0, n[i][j] - 1);
          b3r += (double) n[i][j] * n[i][j] / ks.get(i).size();
          b3p += (double) n[i][j] * n[i][j] / rs.get(j).size();
          ckcr += c2(n[i][j]);
        }
      }
      for (int i = 0; i < ks.size(); i++) {
        long k = ks.get(i).size();
        sumCk += c2(k);
        Set<Integer> a = new HashSet<>(ks.get(i));
        a.retainAll(responseMentions);
        sumA += c2(a.size());
        double resolved = 0;
        if (k == 1) {
          int m = ks.get(i).iterator().next();
          for (Set<Integer> r : rs) {
            if (r.size() == 1 && r.contains(m)) {
              resolved = 1;
            }
          }
        } else {
          long links = 0;
          for (int j = 0; j < rs.size(); j++) {
            links += c2(n[i][j]);
          }
          resolved = (double) links / c2(k);
        }
        lear += k * resolved;
      }
      for (int j = 0; j < rs.size(); j++) {
        long r = rs.get(j).size();
        sumCr += c2(r);
        Set<Integer> b = new HashSet<>(rs.get(j));
        b.retainAll(keyMentions);
        sumB += c2(b.size());
        double resolved = 0;
        if (r == 1) {
          int m = rs.get(j).iterator().next();
          for (Set<Integer> k : ks) {
            if (k.size() == 1 && k.contains(m)) {
              resolved = 1;
            }
          }
        } else {
          long links = 0;
          for (int i = 0; i < ks.size(); i++) {
            links += c2(n[i][j]);
          }
          resolved = (double) links / c2(r);
        }
        leap += r * resolved;
      }
      long mucKeyDen = 0;
      for (Set<Integer> k : ks) {
        mucKeyDen += k.size() - 1;
      }
      long mucRespDen = 0;
      for (Set<Integer> r : rs) {
        mucRespDen += r.size() - 1;
      }
      String t = "trial " + trial;
      assertCounts(
          new double[] {common.size(), keyMentions.size(), common.size(), responseMentions.size()},
          c.get("mentions"),
          t + " mentions");
      assertCounts(new double[] {muc, mucKeyDen, muc, mucRespDen}, c.get("muc"), t + " muc");
      assertCounts(
          new double[] {b3r, keyMentions.size(), b3p, responseMentions.size()},
          c.get("bcub"),
          t + " bcub");
      assertCounts(
          new double[] {lear, keyMentions.size(), leap, responseMentions.size()},
          c.get("lea"),
          t + " lea");
      long nk = c2(keyMentions.size()) - sumCk;
      long nr = c2(responseMentions.size()) - sumCr;
      long nknr = c2(common.size()) - sumA - sumB + ckcr;
      assertCounts(
          new double[] {ckcr, sumCk, ckcr, sumCr}, c.get("blanc_coref"), t + " blanc_coref");
      assertCounts(
          new double[] {nknr, nk, nknr, nr}, c.get("blanc_noncoref"), t + " blanc_noncoref");
      // CEAF-m is bounded by the mention overlap and at least the best single pair
      double ceafm = c.get("ceafm")[0];
      long best = 0;
      for (long[] row : n) {
        for (long v : row) {
          best = Math.max(best, v);
        }
      }
      assertTrue(ceafm <= common.size() && ceafm >= best, t + " ceafm bounds");
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Reader (docs/explanation/v801.md "Reading documents")
  // ---------------------------------------------------------------------------------------------

  @TempDir Path tmp;

  private Path write(String name, String content) throws IOException {
    Path p = tmp.resolve(name);
    Files.write(p, content.getBytes(StandardCharsets.UTF_8));
    return p;
  }

  private static List<String> spans(Doc d) {
    List<String> out = new ArrayList<>();
    for (List<int[]> e : d.entities()) {
      StringBuilder sb = new StringBuilder();
      for (int[] m : e) {
        sb.append('(').append(m[0]).append(',').append(m[1]).append(')');
      }
      out.add(sb.toString());
    }
    return out;
  }

  @Test
  void readerRewritingOrder() throws IOException {
    Path f =
        write(
            "a.conll",
            "#begin document (d); part 000\n"
                + "w\t(1(2)1)\n" // reads as (2) and (11)
                + "w\t(A)|(e3\n" // (A) nothing; "(e3" holds nothing
                + "w\t(3\n"
                + "w\t(e3)\n" // holds the closing 3)
                + "w\t(01)|(1)\n" // two different entities
                + "w\t(5+12)|(5+1)\n" // split antecedents dropped
                + "#end document\n");
    Doc d = ReferenceOracle.read(f).get("(d); part 000");
    assertEquals(6, d.tokens());
    assertEquals(List.of("(0,0)", "(0,0)", "(2,3)", "(4,4)", "(4,4)"), spans(d));
  }

  @Test
  void readerWithinLineOrderAndNesting() throws IOException {
    // within a line: all (N) first, then openings, then closings; LIFO for the same id
    Path f =
        write(
            "b.conll",
            "#begin document x\n"
                + "w\t7)|(7\n" // the opening is taken out before the closing: one-token mention
                + "#end document\n");
    assertEquals(List.of("(0,0)"), spans(ReferenceOracle.read(f).get("x")));
    Path g =
        write(
            "c.conll",
            "#begin document x\n"
                + "w\t(1\n"
                + "w\t1)|(2)|(1\n" // (2) first, then the opening (1, then 1) closes it (same token)
                + "w\t1)\n"
                + "#end document\n");
    Doc d = ReferenceOracle.read(g).get("x");
    assertEquals(List.of("(1,1)(0,2)", "(1,1)"), spans(d));
    Path h =
        write("d.conll", "#begin document x\n" + "w\t(1\nw\t(1\nw\t1)\nw\t1)\n#end document\n");
    assertEquals(List.of("(1,2)(0,3)"), spans(ReferenceOracle.read(h).get("x")));
  }

  @Test
  void readerFieldsTokensAndNames() throws IOException {
    Path f =
        write(
            "e.conll",
            "junk before\n"
                + "# begin document name with trailing space \r\n"
                + "w\t(1)\t\n" // trailing empty field does not count
                + "   \t \n" // blank
                + "\n"
                + "# a comment line is a token\n"
                + "w x (1)\n" // no TAB: the whole line
                + "w\t(2)\t\r\n" // CRLF with trailing TAB: last field is CR, no annotation
                + "w\t(2)\r\n" // CR kept, annotation still found
                + "# end document\n"
                + "#begin document dup\nw\t(1)\n#end document\n"
                + "#begin document dup\nw\t-\nw\t(4)\n#end document");
    LinkedHashMap<String, Doc> docs = ReferenceOracle.read(f);
    assertEquals(List.of("name with trailing space ", "dup"), new ArrayList<>(docs.keySet()));
    Doc d = docs.get("name with trailing space ");
    assertEquals(5, d.tokens());
    assertEquals(List.of("(0,0)(2,2)", "(4,4)"), spans(d));
    Doc dup = docs.get("dup");
    assertEquals(2, dup.tokens());
    assertEquals(List.of("(1,1)"), spans(dup));
  }

  @Test
  void readerErrors() throws IOException {
    Path unclosed = write("u.conll", "#begin document x\nw\t(1\nw\t-\n#end document\n");
    assertThrows(IllegalArgumentException.class, () -> ReferenceOracle.read(unclosed));
    Path closing = write("v.conll", "#begin document x\nw\t1)\n#end document\n");
    assertThrows(IllegalArgumentException.class, () -> ReferenceOracle.read(closing));
    Path missingEnd = write("w.conll", "#begin document x\nw\t(1)\n");
    assertThrows(IllegalArgumentException.class, () -> ReferenceOracle.read(missingEnd));
  }

  @Test
  void scoreFilesSumsKeyDocumentsOnly() throws IOException {
    Path key =
        write(
            "k.conll",
            "#begin document one\nw\t(1\nw\t1)\nw\t(1)\n#end document\n"
                + "#begin document two\nw\t(1)\nw\t(1)\n#end document\n");
    Path response =
        write(
            "r.conll",
            "#begin document one\nw\t(1\nw\t1)\nw\t(1)\n#end document\n"
                + "#begin document three\nw\t(5)\n#end document\n");
    Map<String, double[]> c = ReferenceOracle.scoreFiles(key, response);
    assertArrayEquals(new double[] {2, 4, 2, 2}, c.get("mentions"), 0.0);
    assertArrayEquals(new double[] {1, 2, 1, 1}, c.get("muc"), 0.0);
  }
}

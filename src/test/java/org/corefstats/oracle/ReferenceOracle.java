package org.corefstats.oracle;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A deliberately naive, brute-force test oracle emulating the CoNLL reference coreference scorer
 * v8.01 (scorer.pl) literally, written from {@code docs/explanation/v801.md} only.
 *
 * <p>It works the way scorer.pl does: every span gets an integer id (key spans first, then the
 * response), entities become chains of ids, and every metric is a set of explicit loops over those
 * chains (pair sets for BLANC, brute force over all one-to-one alignments for CEAF). Speed is
 * irrelevant; every step should be checkable by reading it.
 */
public final class ReferenceOracle {

  private ReferenceOracle() {}

  /**
   * One parsed document: name, number of tokens, entities in order, each a list of mentions {first
   * token, last token} in completion order.
   */
  public record Doc(String name, int tokens, List<List<int[]>> entities) {}

  /** The metrics with four counts {recallNum, recallDen, precisionNum, precisionDen}. */
  public static final List<String> FOUR_COUNT_METRICS =
      List.of("mentions", "muc", "bcub", "ceafm", "ceafe", "lea");

  /** All count keys returned by {@link #score}. */
  public static final List<String> COUNT_KEYS =
      List.of("mentions", "muc", "bcub", "ceafm", "ceafe", "lea", "blanc_coref", "blanc_noncoref");

  // ---------------------------------------------------------------------------------------------
  // Reading documents
  // ---------------------------------------------------------------------------------------------

  private static final Pattern BEGIN = Pattern.compile("#\\s*begin document (.*)", Pattern.DOTALL);
  private static final Pattern END = Pattern.compile("#\\s*end document");

  /** A whitespace-only line (Perl's \s on bytes: space, TAB, LF, CR, FF, VT). */
  private static final Pattern BLANK = Pattern.compile("[ \\t\\n\\r\\f\\x0B]*");

  private static final Pattern SPLIT_ANTECEDENT = Pattern.compile("\\((\\d+)\\+(\\d+)\\)");
  private static final Pattern SINGLE = Pattern.compile("\\((\\d+)\\)");
  private static final Pattern OPENING = Pattern.compile("\\((\\d+)");
  private static final Pattern CLOSING = Pattern.compile("(\\d+)\\)");

  /**
   * Naive reader of a CoNLL file following docs/explanation/v801.md "Reading documents" exactly. A
   * name occurring twice in the file: the last occurrence is kept.
   *
   * @throws IllegalArgumentException on an unmatched closing, an opening unclosed at {@code #end
   *     document}, or a missing {@code #end document}
   */
  public static LinkedHashMap<String, Doc> read(Path file) throws IOException {
    String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    // Split on LF only: a CR stays part of its line, as with Perl's chomp.
    String[] lines = text.split("\n", -1);
    int lineCount = lines.length;
    if (text.endsWith("\n")) {
      lineCount--; // the empty string after the final LF is not a line
    }
    LinkedHashMap<String, Doc> docs = new LinkedHashMap<>();
    int i = 0;
    while (i < lineCount) {
      Matcher begin = BEGIN.matcher(lines[i]);
      if (!begin.matches()) {
        i++; // text outside documents is ignored
        continue;
      }
      String name = begin.group(1);
      if (name.endsWith("\r")) {
        name = name.substring(0, name.length() - 1);
      }
      int beginLine = i;
      i++;
      List<String> tokenLines = new ArrayList<>();
      boolean ended = false;
      while (i < lineCount) {
        String line = lines[i];
        i++;
        if (END.matcher(line).find()) {
          ended = true;
          break;
        }
        if (BLANK.matcher(line).matches()) {
          continue;
        }
        tokenLines.add(line);
      }
      if (!ended) {
        throw new IllegalArgumentException(
            file
                + ": document '"
                + name
                + "' starting at line "
                + (beginLine + 1)
                + " has no #end document");
      }
      docs.put(name, parseDocument(file, name, tokenLines));
    }
    return docs;
  }

  /** The coreference field: the last non-empty TAB-separated field (the whole line without TAB). */
  static String coreferenceField(String line) {
    // String.split drops trailing empty strings, exactly like Perl's split.
    String[] fields = line.split("\t");
    if (fields.length == 0) {
      return "";
    }
    return fields[fields.length - 1];
  }

  /**
   * Removes every match of the pattern from the field, each time the leftmost one, deleting it
   * before searching again (so the rest closes up); returns the captured id of each removal. The
   * field's remaining text is left in field[0].
   */
  private static List<String> takeOut(Pattern pattern, String[] field) {
    List<String> ids = new ArrayList<>();
    while (true) {
      Matcher m = pattern.matcher(field[0]);
      if (!m.find()) {
        return ids;
      }
      ids.add(m.group(1));
      field[0] = field[0].substring(0, m.start()) + field[0].substring(m.end());
    }
  }

  private static Doc parseDocument(Path file, String name, List<String> tokenLines) {
    // entity id (string) -> its mentions in completion order; insertion order = first appearance
    LinkedHashMap<String, List<int[]>> entities = new LinkedHashMap<>();
    // id -> stack of the tokens where the still-open mentions of that id started
    Map<String, Deque<Integer>> open = new HashMap<>();
    for (int token = 0; token < tokenLines.size(); token++) {
      String[] field = {coreferenceField(tokenLines.get(token))};
      takeOut(SPLIT_ANTECEDENT, field); // split antecedents: dropped
      for (String id : takeOut(SINGLE, field)) {
        entities.computeIfAbsent(id, k -> new ArrayList<>()).add(new int[] {token, token});
      }
      for (String id : takeOut(OPENING, field)) {
        entities.computeIfAbsent(id, k -> new ArrayList<>());
        open.computeIfAbsent(id, k -> new ArrayDeque<>()).push(token);
      }
      for (String id : takeOut(CLOSING, field)) {
        Deque<Integer> stack = open.get(id);
        if (stack == null || stack.isEmpty()) {
          throw new IllegalArgumentException(
              file
                  + ": document '"
                  + name
                  + "' token "
                  + token
                  + ": closing "
                  + id
                  + ") without opening");
        }
        int start = stack.pop();
        entities.get(id).add(new int[] {start, token});
      }
    }
    for (Map.Entry<String, Deque<Integer>> e : open.entrySet()) {
      if (!e.getValue().isEmpty()) {
        throw new IllegalArgumentException(
            file
                + ": document '"
                + name
                + "': opening ("
                + e.getKey()
                + " at token "
                + e.getValue().peek()
                + " still open at #end document");
      }
    }
    List<List<int[]>> list = new ArrayList<>();
    for (List<int[]> mentions : entities.values()) {
      if (!mentions.isEmpty()) { // cannot be empty here, all openings were closed
        list.add(mentions);
      }
    }
    return new Doc(name, tokenLines.size(), list);
  }

  // ---------------------------------------------------------------------------------------------
  // Mention identities (scorer.pl's ids)
  // ---------------------------------------------------------------------------------------------

  private static String span(int[] mention) {
    return mention[0] + "," + mention[1];
  }

  /** Chains of ids for both sides, plus mention-detection counts. */
  private record Identified(
      List<List<Integer>> keyChains,
      List<List<Integer>> responseChains,
      int exactMatches,
      int distinctKeySpans,
      int distinctResponseSpans) {}

  private static Identified identify(Doc key, Doc response) {
    Map<String, Integer> keyIds = new HashMap<>();
    int nextId = 0;
    // Key: one id per distinct span, every copy stays in its chain.
    List<List<Integer>> keyChains = new ArrayList<>();
    for (List<int[]> entity : key.entities()) {
      List<Integer> chain = new ArrayList<>();
      for (int[] mention : entity) {
        String s = span(mention);
        Integer id = keyIds.get(s);
        if (id == null) {
          id = nextId++;
          keyIds.put(s, id);
        }
        chain.add(id);
      }
      keyChains.add(chain);
    }
    // Response: walk entities in order, mentions in order.
    Set<String> matchedSeen = new HashSet<>();
    Map<String, Integer> twinlessIds = new HashMap<>();
    int exact = 0;
    List<List<Integer>> responseChains = new ArrayList<>();
    if (response != null) {
      for (List<int[]> entity : response.entities()) {
        List<Integer> chain = new ArrayList<>();
        for (int[] mention : entity) {
          String s = span(mention);
          if (keyIds.containsKey(s)) {
            if (matchedSeen.contains(s)) {
              continue; // repeated key-matched span: this copy is removed
            }
            matchedSeen.add(s);
            exact++;
            chain.add(keyIds.get(s));
          } else {
            Integer id = twinlessIds.get(s);
            if (id == null) {
              id = nextId++;
              twinlessIds.put(s, id);
            }
            chain.add(id); // twinless span: kept in every place, copies share the id
          }
        }
        if (!chain.isEmpty()) {
          responseChains.add(chain); // an entity left empty disappears
        }
      }
    }
    return new Identified(
        keyChains, responseChains, exact, keyIds.size(), matchedSeen.size() + twinlessIds.size());
  }

  /** id -> index of the LAST chain containing it (scorer.pl's Indexa). */
  private static Map<Integer, Integer> indexLast(List<List<Integer>> chains) {
    Map<Integer, Integer> index = new HashMap<>();
    for (int c = 0; c < chains.size(); c++) {
      for (int id : chains.get(c)) {
        index.put(id, c);
      }
    }
    return index;
  }

  private static int totalSize(List<List<Integer>> chains) {
    int n = 0;
    for (List<Integer> chain : chains) {
      n += chain.size();
    }
    return n;
  }

  // ---------------------------------------------------------------------------------------------
  // Per-document counts
  // ---------------------------------------------------------------------------------------------

  /**
   * The counts v8.01 computes for one key document against one response document (response may be
   * null = empty).
   */
  public static Map<String, double[]> score(Doc key, Doc response) {
    Identified id = identify(key, response);
    List<List<Integer>> k = id.keyChains();
    List<List<Integer>> r = id.responseChains();
    Map<String, double[]> out = new LinkedHashMap<>();
    out.put(
        "mentions",
        new double[] {
          id.exactMatches(), id.distinctKeySpans(), id.exactMatches(), id.distinctResponseSpans()
        });
    out.put("muc", muc(k, r));
    out.put("bcub", bcub(k, r));
    out.put("ceafm", ceaf(k, r, false));
    out.put("ceafe", ceaf(k, r, true));
    out.put("lea", lea(k, r));
    double[][] blanc = blanc(k, r);
    out.put("blanc_coref", blanc[0]);
    out.put("blanc_noncoref", blanc[1]);
    return out;
  }

  /** MUC as scorer.pl's loop. */
  private static double[] muc(List<List<Integer>> keys, List<List<Integer>> response) {
    Map<Integer, Integer> keyIndex = indexLast(keys);
    int correct = 0;
    for (List<Integer> chain : response) {
      for (int i = 0; i < chain.size(); i++) {
        Integer ki = keyIndex.get(chain.get(i));
        for (int j = i + 1; j < chain.size(); j++) {
          Integer kj = keyIndex.get(chain.get(j));
          if (ki != null && kj != null && ki.intValue() == kj.intValue()) {
            correct++;
            break;
          }
        }
      }
    }
    int keyLinks = 0;
    for (List<Integer> chain : keys) {
      keyLinks += chain.size() - 1;
    }
    int responseLinks = 0;
    for (List<Integer> chain : response) {
      responseLinks += chain.size() - 1;
    }
    return new double[] {correct, keyLinks, correct, responseLinks};
  }

  /** B3 as scorer.pl's loop. */
  private static double[] bcub(List<List<Integer>> keys, List<List<Integer>> response) {
    Map<Integer, Integer> keyIndex = indexLast(keys);
    double recallNum = 0;
    double precisionNum = 0;
    for (List<Integer> rChain : response) {
      for (int m : rChain) {
        Integer kc = keyIndex.get(m);
        List<Integer> kChain = kc == null ? List.of() : keys.get(kc);
        int ci = 0;
        for (int mr : rChain) {
          for (int mk : kChain) {
            if (mr == mk) {
              ci++;
              break;
            }
          }
        }
        if (!rChain.isEmpty()) {
          precisionNum += (double) ci / rChain.size();
        }
        if (!kChain.isEmpty()) {
          recallNum += (double) ci / kChain.size();
        }
      }
    }
    return new double[] {recallNum, totalSize(keys), precisionNum, totalSize(response)};
  }

  /** n_kr as CEAF counts it: elements of key chain k (with copies) whose id occurs in r. */
  private static int ceafOverlap(List<Integer> kChain, List<Integer> rChain) {
    int n = 0;
    for (int mk : kChain) {
      for (int mr : rChain) {
        if (mk == mr) {
          n++;
          break;
        }
      }
    }
    return n;
  }

  /** Upper bound on the number of one-to-one assignments enumerated by brute force. */
  static final long MAX_ASSIGNMENTS = 3_628_800L; // 10!

  private static double[] ceaf(
      List<List<Integer>> keys, List<List<Integer>> response, boolean entityBased) {
    int nk = keys.size();
    int nr = response.size();
    double[][] phi = new double[nk][nr];
    for (int a = 0; a < nk; a++) {
      for (int b = 0; b < nr; b++) {
        int n = ceafOverlap(keys.get(a), response.get(b));
        phi[a][b] = entityBased ? 2.0 * n / (keys.get(a).size() + response.get(b).size()) : n;
      }
    }
    double best = bestAlignment(phi, nk, nr);
    if (entityBased) {
      return new double[] {best, nk, best, nr};
    }
    return new double[] {best, totalSize(keys), best, totalSize(response)};
  }

  /** Maximum of Σ phi over all injective assignments of the smaller side into the larger. */
  private static double bestAlignment(double[][] phi, int nk, int nr) {
    boolean transpose = nk > nr;
    int small = transpose ? nr : nk;
    int large = transpose ? nk : nr;
    long assignments = 1;
    for (int i = 0; i < small; i++) {
      assignments *= (large - i);
      if (assignments > MAX_ASSIGNMENTS) {
        throw new IllegalArgumentException(
            "CEAF brute force: too many alignments for "
                + nk
                + " key x "
                + nr
                + " response entities");
      }
    }
    double[][] m = new double[small][large];
    for (int i = 0; i < small; i++) {
      for (int j = 0; j < large; j++) {
        m[i][j] = transpose ? phi[j][i] : phi[i][j];
      }
    }
    double[] best = {0.0};
    assign(m, 0, new boolean[large], 0.0, best);
    return best[0];
  }

  private static void assign(double[][] m, int row, boolean[] used, double sum, double[] best) {
    if (row == m.length) {
      if (sum > best[0]) {
        best[0] = sum;
      }
      return;
    }
    for (int col = 0; col < used.length; col++) {
      if (!used[col]) {
        used[col] = true;
        assign(m, row + 1, used, sum + m[row][col], best);
        used[col] = false;
      }
    }
  }

  private static String link(int a, int b) {
    return Math.min(a, b) + "-" + Math.max(a, b);
  }

  /** Coreference links: every pair of two positions i &lt; j within one chain. */
  private static Set<String> corefLinks(List<List<Integer>> chains) {
    Set<String> links = new HashSet<>();
    for (List<Integer> chain : chains) {
      for (int i = 0; i < chain.size(); i++) {
        for (int j = i + 1; j < chain.size(); j++) {
          links.add(link(chain.get(i), chain.get(j)));
        }
      }
    }
    return links;
  }

  /** Non-coreference links: every id of one chain with every id of another chain. */
  private static Set<String> nonCorefLinks(List<List<Integer>> chains) {
    Set<String> links = new HashSet<>();
    for (int a = 0; a < chains.size(); a++) {
      for (int b = a + 1; b < chains.size(); b++) {
        for (int x : chains.get(a)) {
          for (int y : chains.get(b)) {
            links.add(link(x, y));
          }
        }
      }
    }
    return links;
  }

  private static int intersectionSize(Set<String> a, Set<String> b) {
    int n = 0;
    for (String s : a) {
      if (b.contains(s)) {
        n++;
      }
    }
    return n;
  }

  private static double[][] blanc(List<List<Integer>> keys, List<List<Integer>> response) {
    Set<String> ck = corefLinks(keys);
    Set<String> nk = nonCorefLinks(keys);
    Set<String> cr = corefLinks(response);
    Set<String> nr = nonCorefLinks(response);
    int correctC = intersectionSize(ck, cr);
    int correctN = intersectionSize(nk, nr);
    return new double[][] {
      {correctC, ck.size(), correctC, cr.size()},
      {correctN, nk.size(), correctN, nr.size()}
    };
  }

  /** LEA as coval: recall side for {@code from} against {@code to}. Returns {num, den}. */
  private static double[] leaSide(List<List<Integer>> from, List<List<Integer>> to) {
    Map<Integer, Integer> toIndex = indexLast(to);
    double num = 0;
    double den = 0;
    for (List<Integer> c : from) {
      long allLinks;
      long commonLinks;
      if (c.size() == 1) {
        allLinks = 1;
        Integer other = toIndex.get(c.get(0));
        commonLinks = (other != null && to.get(other).size() == 1) ? 1 : 0;
      } else {
        allLinks = (long) c.size() * (c.size() - 1) / 2;
        commonLinks = 0;
        for (int i = 0; i < c.size(); i++) {
          Integer ci = toIndex.get(c.get(i));
          if (ci == null) {
            continue;
          }
          for (int j = i + 1; j < c.size(); j++) {
            Integer cj = toIndex.get(c.get(j));
            if (cj != null && ci.intValue() == cj.intValue()) {
              commonLinks++;
            }
          }
        }
      }
      num += (double) (c.size() * commonLinks) / allLinks;
      den += c.size();
    }
    return new double[] {num, den};
  }

  private static double[] lea(List<List<Integer>> keys, List<List<Integer>> response) {
    double[] recall = leaSide(keys, response);
    double[] precision = leaSide(response, keys);
    return new double[] {recall[0], recall[1], precision[0], precision[1]};
  }

  // ---------------------------------------------------------------------------------------------
  // Corpus
  // ---------------------------------------------------------------------------------------------

  /**
   * Corpus: sum the counts over the key's documents (a key document missing from the response is
   * scored against an empty response; response-only documents ignored).
   */
  public static Map<String, double[]> scoreFiles(Path key, Path response) throws IOException {
    LinkedHashMap<String, Doc> keyDocs = read(key);
    LinkedHashMap<String, Doc> responseDocs = read(response);
    Map<String, double[]> sum = new LinkedHashMap<>();
    for (String metric : COUNT_KEYS) {
      sum.put(metric, new double[4]);
    }
    for (Doc keyDoc : keyDocs.values()) {
      Map<String, double[]> counts = score(keyDoc, responseDocs.get(keyDoc.name()));
      for (String metric : COUNT_KEYS) {
        double[] s = sum.get(metric);
        double[] c = counts.get(metric);
        for (int i = 0; i < 4; i++) {
          s[i] += c[i];
        }
      }
    }
    return sum;
  }

  private static double ratio(double num, double den) {
    return den == 0 ? 0.0 : num / den;
  }

  private static double harmonic(double r, double p) {
    return (p + r) == 0 ? 0.0 : 2 * p * r / (p + r);
  }

  /**
   * Final scores from summed counts: {R, P, F1}. For "blanc": the corpus rules of
   * docs/explanation/v801.md (key-side "absent" sentinel; mean of the halves' R, P; F the mean of
   * Fc and Fn).
   */
  public static double[] rpf(String metric, Map<String, double[]> counts) {
    if (metric.equals("blanc")) {
      double[] c = counts.get("blanc_coref");
      double[] n = counts.get("blanc_noncoref");
      boolean corefPresent = c[1] != 0; // key C = 0: "absent"
      boolean nonCorefPresent = n[1] != 0; // key N = 0: "absent"
      double rc = ratio(c[0], c[1]);
      double pc = ratio(c[2], c[3]);
      double fc = harmonic(rc, pc);
      double rn = ratio(n[0], n[1]);
      double pn = ratio(n[2], n[3]);
      double fn = harmonic(rn, pn);
      if (corefPresent && nonCorefPresent) {
        return new double[] {(rc + rn) / 2, (pc + pn) / 2, (fc + fn) / 2};
      }
      if (nonCorefPresent) {
        return new double[] {rn, pn, fn};
      }
      if (corefPresent) {
        return new double[] {rc, pc, fc};
      }
      return new double[] {0.0, 0.0, 0.0};
    }
    double[] c = counts.get(metric);
    if (c == null) {
      throw new IllegalArgumentException("unknown metric " + metric);
    }
    double r = ratio(c[0], c[1]);
    double p = ratio(c[2], c[3]);
    return new double[] {r, p, harmonic(r, p)};
  }
}

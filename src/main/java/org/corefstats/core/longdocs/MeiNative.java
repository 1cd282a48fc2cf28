package org.corefstats.core.longdocs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.jsonl.ClusterRecords;
import org.corefstats.core.jsonl.ClusterRecords.ClusterRecord;

/**
 * MEI's per-entity F1 on its own index-aligned input, exactly as MEI's {@code eval_func.py}
 * computes it (LONG-DOCUMENTS.md 4): per document the key lists k major entities then "others" (so
 * k is the number of the key's clusters minus one), the response one cluster per major entity in
 * the same order; {@code process_clusters_f1} completes both lists (4.2, with its quirk M3: a
 * response of fewer than k clusters gets one empty slot, which the key mentions it did not predict
 * then fill), {@code get_f1} scores each major entity (4.3) and averages (4.4: Macro pools the
 * entities, Micro weighs F1 by support, Macro-Micro averages the documents' support-weighted means,
 * a document without a major entity counting 0). Sums are plain doubles in MEI's order: documents
 * in the key's order, entities in list order.
 */
public final class MeiNative {
  private MeiNative() {}

  /**
   * One major entity (4.3): its index i, the key cluster's listed length (the support), the size of
   * the set of the completed response slot i, and c, the size of their sets' intersection.
   */
  public record EntityScore(int index, int keySize, int responseSize, int common) {
    public double recall() {
      return keySize > 0 ? (double) common / keySize : 0;
    }

    public double precision() {
      return responseSize > 0 ? (double) common / responseSize : 0;
    }

    /** 2PR/(P+R) in this floating-point form (not 2c/(|G|+|S|)), 0 when P+R = 0. */
    public double f1() {
      double p = precision();
      double r = recall();
      return p + r > 0 ? 2 * p * r / (p + r) : 0;
    }
  }

  /**
   * One document's major entities, and its values as MEI's spreadsheet keeps them (support-weighted
   * and plain mean, in percent, unrounded).
   */
  public record DocumentScore(String document, List<EntityScore> entities) {
    /** Σ F1 · support / Σ support, 0 without a major entity. */
    public double micro() {
      double sum = 0;
      long support = 0;
      for (EntityScore e : entities) {
        sum += e.f1() * e.keySize();
        support += e.keySize();
      }
      return support > 0 ? sum / support : 0;
    }

    /** Σ F1 / number of entities, 0 without a major entity. */
    public double macro() {
      double sum = 0;
      for (EntityScore e : entities) {
        sum += e.f1();
      }
      return entities.isEmpty() ? 0 : sum / entities.size();
    }
  }

  /**
   * The corpus: every document in the key's order, and the three averages in percent (NaN when
   * there is no major entity at all: MEI divides by zero).
   */
  public record Result(
      List<DocumentScore> documents, int entities, double macro, double micro, double macroMicro) {}

  /**
   * Reads both files ({@link ClusterRecords}), pairs their documents by {@code doc_key} and scores.
   *
   * @throws RefusedInputException listing every problem (file, line, document) when a record is
   *     unreadable, a document is in one file only or twice in one, or a key document has no
   *     cluster
   */
  public static Result read(Path key, Path response) throws IOException {
    List<Problem> problems = new ArrayList<>();
    List<ClusterRecord> keys = ClusterRecords.read(key, false, problems::add);
    List<ClusterRecord> responses = ClusterRecords.read(response, true, problems::add);
    Map<String, ClusterRecord> keyByName = byName(keys, key.toString(), problems);
    Map<String, ClusterRecord> responseByName = byName(responses, response.toString(), problems);
    for (ClusterRecord k : keyByName.values()) {
      if (k.clusters().isEmpty()) {
        problems.add(
            error(
                ProblemKind.MALFORMED_CLUSTER,
                key.toString(),
                k,
                "the key has no cluster: MEI's key lists its major entities, then others"));
      }
      if (!responseByName.containsKey(k.docKey())) {
        problems.add(
            error(
                ProblemKind.MISSING_DOCUMENT,
                key.toString(),
                k,
                "key document missing from " + response + " (MEI scores paired documents only)"));
      }
    }
    for (ClusterRecord r : responseByName.values()) {
      if (!keyByName.containsKey(r.docKey())) {
        problems.add(
            error(
                ProblemKind.EXTRA_DOCUMENT,
                response.toString(),
                r,
                "response document not in " + key + " (MEI scores paired documents only)"));
      }
    }
    List<Problem> errors =
        problems.stream()
            .filter(p -> p.severity() == Severity.ERROR)
            .sorted(Problem.READING_ORDER)
            .toList();
    if (!errors.isEmpty()) {
      throw new RefusedInputException(
          "MEI's input refused:\n"
              + errors.stream().map(p -> "  " + p).collect(Collectors.joining("\n")));
    }
    List<List<List<Mention>>> keyLists = new ArrayList<>();
    List<List<List<Mention>>> responseLists = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (ClusterRecord k : keyByName.values()) {
      names.add(k.docKey());
      keyLists.add(clusters(k));
      responseLists.add(clusters(responseByName.get(k.docKey())));
    }
    return score(names, keyLists, responseLists);
  }

  private static Problem error(ProblemKind kind, String file, ClusterRecord r, String message) {
    return Problem.of(kind, file, r.docKey(), r.line(), message).withSeverity(Severity.ERROR);
  }

  private static Map<String, ClusterRecord> byName(
      List<ClusterRecord> records, String file, List<Problem> problems) {
    Map<String, ClusterRecord> out = new LinkedHashMap<>();
    for (ClusterRecord r : records) {
      ClusterRecord before = out.putIfAbsent(r.docKey(), r);
      if (before != null) {
        problems.add(
            error(
                ProblemKind.DUPLICATE_DOCUMENT,
                file,
                r,
                "doc_key already on line " + before.line() + "; MEI keeps one record per doc_key"));
      }
    }
    return out;
  }

  /** A mention: MEI's (start, end) tuple. */
  record Mention(long start, long end) {
    static final Comparator<Mention> ORDER =
        Comparator.comparingLong(Mention::start).thenComparingLong(Mention::end);
  }

  private static List<List<Mention>> clusters(ClusterRecord r) {
    List<List<Mention>> out = new ArrayList<>();
    for (long[] pairs : r.clusters()) {
      List<Mention> cluster = new ArrayList<>(pairs.length / 2);
      for (int i = 0; i < pairs.length; i += 2) {
        cluster.add(new Mention(pairs[i], pairs[i + 1]));
      }
      out.add(cluster);
    }
    return out;
  }

  /**
   * Scores documents given as cluster lists: key {@code keys.get(d)} (k = its size − 1, at least 1
   * cluster) and response {@code responses.get(d)}.
   */
  static Result score(
      List<String> names, List<List<List<Mention>>> keys, List<List<List<Mention>>> responses) {
    List<DocumentScore> documents = new ArrayList<>();
    double macroSum = 0;
    double microSum = 0;
    double macroMicroSum = 0;
    long macroSupport = 0;
    long microSupport = 0;
    for (int d = 0; d < names.size(); d++) {
      int k = keys.get(d).size() - 1;
      List<List<Mention>> gold = copy(keys.get(d), k + 1);
      List<List<Mention>> predicted = copy(responses.get(d), k + 1);
      complete(gold, predicted, k + 1);
      List<EntityScore> entities = new ArrayList<>();
      double docSum = 0;
      long docSupport = 0;
      for (int i = 0; i < gold.size() - 1; i++) {
        List<Mention> g = gold.get(i);
        Set<Mention> s = i < predicted.size() ? new HashSet<>(predicted.get(i)) : Set.of();
        Set<Mention> common = new HashSet<>(g);
        common.retainAll(s);
        EntityScore e = new EntityScore(i, g.size(), s.size(), common.size());
        entities.add(e);
        double f1 = e.f1();
        macroSum += f1 * 1;
        microSum += f1 * e.keySize();
        docSum += f1 * e.keySize();
        macroSupport += 1;
        microSupport += e.keySize();
        docSupport += e.keySize();
      }
      macroMicroSum += docSupport > 0 ? docSum / docSupport : 0;
      documents.add(new DocumentScore(names.get(d), List.copyOf(entities)));
    }
    return new Result(
        List.copyOf(documents),
        (int) macroSupport,
        macroSupport > 0 ? macroSum / macroSupport * 100 : Double.NaN,
        microSupport > 0 ? microSum / microSupport * 100 : Double.NaN,
        macroSupport > 0 ? macroMicroSum / documents.size() * 100 : Double.NaN);
  }

  /** The first {@code n} clusters, each a fresh list. */
  private static List<List<Mention>> copy(List<List<Mention>> clusters, int n) {
    List<List<Mention>> out = new ArrayList<>();
    for (int i = 0; i < Math.min(n, clusters.size()); i++) {
      out.add(new ArrayList<>(clusters.get(i)));
    }
    return out;
  }

  /**
   * {@code process_clusters_f1} (4.2) on the kept clusters: one empty cluster appended to a list
   * shorter than {@code n} (only one), then every response mention absent from the key's mentions
   * appended, in sorted order with repeats, to the key's last cluster, and every key mention absent
   * from the response's to the response's last cluster.
   */
  static void complete(List<List<Mention>> gold, List<List<Mention>> predicted, int n) {
    List<Mention> goldMentions = sorted(gold);
    List<Mention> predictedMentions = sorted(predicted);
    Set<Mention> inGold = new HashSet<>(goldMentions);
    Set<Mention> inPredicted = new HashSet<>(predictedMentions);
    if (gold.size() < n) {
      gold.add(new ArrayList<>());
    }
    if (predicted.size() < n) {
      predicted.add(new ArrayList<>());
    }
    for (Mention m : predictedMentions) {
      if (!inGold.contains(m)) {
        gold.get(gold.size() - 1).add(m);
      }
    }
    for (Mention m : goldMentions) {
      if (!inPredicted.contains(m)) {
        predicted.get(predicted.size() - 1).add(m);
      }
    }
  }

  private static List<Mention> sorted(List<List<Mention>> clusters) {
    List<Mention> out = new ArrayList<>();
    clusters.forEach(out::addAll);
    out.sort(Mention.ORDER);
    return out;
  }
}

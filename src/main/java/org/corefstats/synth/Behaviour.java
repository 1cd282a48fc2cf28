package org.corefstats.synth;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.corefstats.core.document.Document;

/**
 * The controlled experiments of the LEA paper's section 7 (Moosavi and Strube 2016): responses that
 * make one kind of error at a time against a base key, so that each metric's reaction can be read
 * off (see {@code corefstats behaviour}). Every case is a key and a response, document by document;
 * the mirror experiments (merging, missing mentions) swap their roles.
 */
public final class Behaviour {
  private Behaviour() {}

  /**
   * One case of an experiment: its name (the paper's axis label, e.g. {@code 18-2} or {@code 40%}),
   * its position on the x axis, and the key and response documents to score (the same names, in the
   * same order).
   */
  public record Case(
      String experiment, String name, double x, List<Document> key, List<Document> response) {}

  /**
   * One experiment: its name, the paper's figure, the x axis' label, and whether its cases' x is a
   * quantity (a ratio in percent) rather than just their order.
   */
  public record Experiment(String name, String figure, String xLabel, boolean numeric) {}

  /** The experiments in the paper's order. */
  public static final List<Experiment> EXPERIMENTS =
      List.of(
          new Experiment("links", "Figure 2", "correctly resolved links (%)", true),
          new Experiment("links-wrong", "Figure 3", "correctly resolved links (%)", true),
          new Experiment(
              "entities-decreasing",
              "Figure 4",
              "correctly resolved links (%), entities resolved largest first",
              true),
          new Experiment(
              "entities-increasing",
              "Figure 5",
              "correctly resolved links (%), entities resolved smallest first",
              true),
          new Experiment("split", "Figure 6", "sizes of the parts of the split entity", false),
          new Experiment("merge", "Figure 6, mirrored", "sizes of the merged entities", false),
          new Experiment(
              "extra", "Figure 7", "k-n: k extra mentions in an entity of size n", false),
          new Experiment(
              "missing", "Figure 7, mirrored", "k-n: k mentions missing from size n", false),
          new Experiment("mention-identification", "Figure 8", "mention identification (%)", true));

  /** The entity sizes of the paper's key (section 7). */
  public static final List<Integer> PAPER_SIZES =
      List.of(20, 10, 10, 5, 5, 5, 4, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);

  /** The name of the paper's key document. */
  public static final String PAPER_DOCUMENT = "lea-section-7";

  /**
   * The paper's key: one document, one entity of 20 mentions, two of 10, three of 5, one of 4 and
   * ten of 2, each mention one token, in entity order.
   */
  public static List<Document> paperKey() {
    List<List<int[]>> entities = new ArrayList<>();
    int token = 0;
    for (int size : PAPER_SIZES) {
      List<int[]> mentions = new ArrayList<>();
      for (int i = 0; i < size; i++, token++) {
        mentions.add(new int[] {token, token});
      }
      entities.add(mentions);
    }
    return List.of(Document.of(PAPER_DOCUMENT, token, entities));
  }

  /** The split cases of Figure 6 (the sizes of the parts; their sum is the split entity's size). */
  public static final List<String> SPLITS =
      List.of("18-2", "16-4", "10-10", "2-2", "9-9-2", "9-5-6", "5-3-2");

  /** The extra-mention cases of Figure 7: {@code k-n}, k extra mentions in an entity of size n. */
  public static final List<String> EXTRAS = List.of("1-2", "1-10", "2-0", "3-0", "3-10");

  /** The ratios (in percent) of Figures 2, 3 and 8. */
  private static final int[] PERCENTS = {0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100};

  /**
   * The cases of the named experiments ({@link #EXPERIMENTS}' names; all when {@code experiments}
   * is empty) on the base key's documents, in experiment order, each experiment's cases in axis
   * order. A case that applies to no document (e.g. {@code 18-2} on a key without an entity of 20
   * mentions) is left out.
   *
   * <p>Every key document gets spare tokens after its own (one per mention, and ten more): extra
   * and spurious mentions are single tokens there, so that they match no key mention.
   *
   * @throws IllegalArgumentException for an unknown experiment name
   */
  public static List<Case> cases(List<Document> base, Set<String> experiments) {
    Set<String> known = new java.util.LinkedHashSet<>();
    EXPERIMENTS.forEach(e -> known.add(e.name()));
    for (String e : experiments) {
      if (!known.contains(e)) {
        throw new IllegalArgumentException(
            "unknown experiment '" + e + "' (known: " + String.join(", ", known) + ")");
      }
    }
    List<Base> key = base.stream().map(Base::of).toList();
    List<Case> out = new ArrayList<>();
    for (Experiment e : EXPERIMENTS) {
      if (!experiments.isEmpty() && !experiments.contains(e.name())) {
        continue;
      }
      switch (e.name()) {
        case "links" -> links(key, false, out);
        case "links-wrong" -> links(key, true, out);
        case "entities-decreasing" -> entities(key, true, out);
        case "entities-increasing" -> entities(key, false, out);
        case "split" -> split(key, false, out);
        case "merge" -> split(key, true, out);
        case "extra" -> extra(key, false, out);
        case "missing" -> extra(key, true, out);
        case "mention-identification" -> mentionIdentification(key, out);
        default -> throw new IllegalStateException(e.name());
      }
    }
    return out;
  }

  /**
   * A base key document as entities of {first, last} spans, with its token count extended by the
   * spare tokens.
   */
  private record Base(String name, int tokens, int spareFrom, List<List<int[]>> entities) {
    static Base of(Document d) {
      List<List<int[]>> entities = new ArrayList<>();
      for (int e = 0; e < d.entityCount(); e++) {
        List<int[]> mentions = new ArrayList<>();
        int from = d.entityStart(e);
        for (int m = from; m < from + d.entitySize(e); m++) {
          mentions.add(new int[] {d.mentionFirst(m), d.mentionLast(m)});
        }
        if (!mentions.isEmpty()) {
          entities.add(mentions);
        }
      }
      int tokens = d.tokenCount();
      for (List<int[]> entity : entities) {
        for (int[] m : entity) {
          tokens = Math.max(tokens, m[1] + 1);
        }
      }
      return new Base(d.name(), tokens + d.mentionCount() + 10, tokens, entities);
    }

    /** A document of these entities, in the order a reader reads them back from a CoNLL file. */
    Document document(List<List<int[]>> entities) {
      return Documents.canonical(Document.of(name, tokens, entities));
    }

    Document key() {
      return document(entities);
    }

    int links() {
      return entities.stream().mapToInt(e -> e.size() - 1).sum();
    }
  }

  private static List<Document> keys(List<Base> key) {
    return key.stream().map(Base::key).toList();
  }

  private static String percent(int p) {
    return p + "%";
  }

  /**
   * Figures 2 and 3: a ratio of the key's links resolved, spread over the entities by the largest
   * remainder (each entity keeps a chain of its first mentions); without wrong links only those
   * chains are in the response, with them every other mention is linked to mentions of other
   * entities ({@link #wrongLinks}), so that mention detection stays 100%.
   */
  private static void links(List<Base> key, boolean wrong, List<Case> out) {
    int total = key.stream().mapToInt(Base::links).sum();
    for (int p : PERCENTS) {
      List<int[]> quota = quotas(key, p, total);
      List<Document> responses = new ArrayList<>();
      for (int d = 0; d < key.size(); d++) {
        Base b = key.get(d);
        List<List<int[]>> entities = new ArrayList<>();
        List<Integer> chainEntity = new ArrayList<>();
        List<List<int[]>> leftovers = new ArrayList<>();
        for (int e = 0; e < b.entities().size(); e++) {
          List<int[]> entity = b.entities().get(e);
          int links = quota.get(d)[e];
          int chain = links > 0 ? links + 1 : 0;
          if (chain > 0) {
            entities.add(new ArrayList<>(entity.subList(0, chain)));
            chainEntity.add(e);
          }
          leftovers.add(new ArrayList<>(entity.subList(chain, entity.size())));
        }
        if (wrong) {
          wrongLinks(entities, chainEntity, leftovers);
        }
        responses.add(b.document(entities));
      }
      out.add(new Case(wrong ? "links-wrong" : "links", percent(p), p, keys(key), responses));
    }
  }

  /**
   * How many links each entity keeps so that round(p% of {@code total}) are resolved: each entity's
   * share p% of its links, rounded down, and the rest given to the largest remainders (ties to the
   * earlier document and entity).
   */
  private static List<int[]> quotas(List<Base> key, int p, int total) {
    List<int[]> quota = new ArrayList<>();
    List<double[]> remainders = new ArrayList<>(); // {remainder, document, entity}
    long target = Math.round(total * p / 100.0);
    long given = 0;
    for (int d = 0; d < key.size(); d++) {
      List<List<int[]>> entities = key.get(d).entities();
      int[] q = new int[entities.size()];
      for (int e = 0; e < q.length; e++) {
        double share = (entities.get(e).size() - 1) * p / 100.0;
        q[e] = (int) Math.floor(share + 1e-9);
        given += q[e];
        remainders.add(new double[] {share - q[e], d, e});
      }
      quota.add(q);
    }
    remainders.sort(
        (a, b) ->
            a[0] != b[0]
                ? Double.compare(b[0], a[0])
                : a[1] != b[1] ? Double.compare(a[1], b[1]) : Double.compare(a[2], b[2]));
    for (int i = 0; given < target && i < remainders.size(); i++) {
      double[] r = remainders.get(i);
      int[] q = quota.get((int) r[1]);
      int e = (int) r[2];
      if (q[e] < key.get((int) r[1]).entities().get(e).size() - 1) {
        q[e]++;
        given++;
      }
    }
    return quota;
  }

  /**
   * Links every left-over mention to mentions of other entities only: pairs of mentions of two
   * different entities, the two with the most left-over mentions first (ties to the earlier
   * entity); a mention left over when its entity is the only one with left-overs joins a group
   * without a mention of its entity, or else a resolved chain of another entity, or else stays
   * alone (a singleton: no link is possible that is not correct).
   */
  private static void wrongLinks(
      List<List<int[]>> chains, List<Integer> chainEntity, List<List<int[]>> leftovers) {
    List<List<int[]>> groups = new ArrayList<>();
    List<Set<Integer>> groupEntities = new ArrayList<>();
    while (true) {
      int first = -1;
      int second = -1;
      for (int e = 0; e < leftovers.size(); e++) {
        int n = leftovers.get(e).size();
        if (n == 0) {
          continue;
        }
        if (first < 0 || n > leftovers.get(first).size()) {
          second = first;
          first = e;
        } else if (second < 0 || n > leftovers.get(second).size()) {
          second = e;
        }
      }
      if (second < 0) {
        if (first >= 0) {
          for (int[] alone : leftovers.get(first)) {
            placeAlone(alone, first, chains, chainEntity, groups, groupEntities);
          }
        }
        break;
      }
      int a = Math.min(first, second);
      int b = Math.max(first, second);
      List<int[]> group = new ArrayList<>();
      group.add(leftovers.get(a).remove(0));
      group.add(leftovers.get(b).remove(0));
      groups.add(group);
      groupEntities.add(new HashSet<>(List.of(a, b)));
    }
    chains.addAll(groups);
  }

  private static void placeAlone(
      int[] mention,
      int entity,
      List<List<int[]>> chains,
      List<Integer> chainEntity,
      List<List<int[]>> groups,
      List<Set<Integer>> groupEntities) {
    for (int i = 0; i < groups.size(); i++) {
      if (!groupEntities.get(i).contains(entity)) {
        groups.get(i).add(mention);
        groupEntities.get(i).add(entity);
        return;
      }
    }
    for (int i = 0; i < chains.size(); i++) {
      if (chainEntity.get(i) != entity) {
        chains.get(i).add(mention);
        chainEntity.set(i, -1); // it now mixes entities: not to be joined again as another's
        return;
      }
    }
    groups.add(new ArrayList<>(List.of(mention)));
    groupEntities.add(new HashSet<>(List.of(entity)));
  }

  /**
   * Figures 4 and 5: entities resolved completely or not at all, added in decreasing (or
   * increasing) order of size (ties in key order); the x axis is the ratio of resolved links.
   */
  private static void entities(List<Base> key, boolean decreasing, List<Case> out) {
    List<int[]> order = new ArrayList<>(); // {document, entity, size}
    for (int d = 0; d < key.size(); d++) {
      List<List<int[]>> entities = key.get(d).entities();
      for (int e = 0; e < entities.size(); e++) {
        order.add(new int[] {d, e, entities.get(e).size()});
      }
    }
    Comparator<int[]> bySize = Comparator.comparingInt(o -> o[2]);
    order.sort(
        (decreasing ? bySize.reversed() : bySize)
            .thenComparingInt(o -> o[0])
            .thenComparingInt(o -> o[1]));
    int total = key.stream().mapToInt(Base::links).sum();
    int links = 0;
    for (int k = 0; k <= order.size(); k++) {
      if (k > 0) {
        links += order.get(k - 1)[2] - 1;
      }
      List<Document> responses = new ArrayList<>();
      for (int d = 0; d < key.size(); d++) {
        List<List<int[]>> entities = new ArrayList<>();
        for (int i = 0; i < k; i++) {
          if (order.get(i)[0] == d) {
            entities.add(key.get(d).entities().get(order.get(i)[1]));
          }
        }
        responses.add(key.get(d).document(entities));
      }
      out.add(
          new Case(
              decreasing ? "entities-decreasing" : "entities-increasing",
              Integer.toString(k),
              total == 0 ? 0 : 100.0 * links / total,
              keys(key),
              responses));
    }
  }

  /** The sizes of a case named like {@code 9-5-6}. */
  private static int[] sizes(String name) {
    return java.util.Arrays.stream(name.split("-")).mapToInt(Integer::parseInt).toArray();
  }

  /**
   * Figure 6: in every document, the first entity whose size is the sum of the parts is split into
   * consecutive parts of those sizes; merging is its mirror (the split as the key, the key as the
   * response).
   */
  private static void split(List<Base> key, boolean mirrored, List<Case> out) {
    for (int c = 0; c < SPLITS.size(); c++) {
      int[] parts = sizes(SPLITS.get(c));
      int size = java.util.Arrays.stream(parts).sum();
      boolean applies = false;
      List<Document> split = new ArrayList<>();
      for (Base b : key) {
        List<List<int[]>> entities = new ArrayList<>(b.entities());
        int target = firstOfSize(entities, size);
        if (target >= 0) {
          applies = true;
          List<int[]> entity = entities.remove(target);
          int from = 0;
          List<List<int[]>> pieces = new ArrayList<>();
          for (int part : parts) {
            pieces.add(entity.subList(from, from + part));
            from += part;
          }
          entities.addAll(target, pieces);
        }
        split.add(b.document(entities));
      }
      if (applies) {
        out.add(
            mirrored
                ? new Case("merge", SPLITS.get(c), c, split, keys(key))
                : new Case("split", SPLITS.get(c), c, keys(key), split));
      }
    }
  }

  private static int firstOfSize(List<List<int[]>> entities, int size) {
    for (int e = 0; e < entities.size(); e++) {
      if (entities.get(e).size() == size) {
        return e;
      }
    }
    return -1;
  }

  /**
   * Figure 7: {@code k-n} adds k extra mentions (spare tokens, matching no key mention) to the
   * first entity of size n of every document, {@code k-0} links k extra mentions together as a new
   * entity; missing mentions is its mirror (the response with extras as the key, the key as the
   * response).
   */
  private static void extra(List<Base> key, boolean mirrored, List<Case> out) {
    for (int c = 0; c < EXTRAS.size(); c++) {
      int[] kn = sizes(EXTRAS.get(c));
      boolean applies = false;
      List<Document> extra = new ArrayList<>();
      for (Base b : key) {
        List<List<int[]>> entities = new ArrayList<>(b.entities());
        List<int[]> added = new ArrayList<>();
        for (int i = 0; i < kn[0]; i++) {
          added.add(new int[] {b.spareFrom() + i, b.spareFrom() + i});
        }
        if (kn[1] == 0) {
          applies = true;
          entities.add(added);
        } else {
          int target = firstOfSize(entities, kn[1]);
          if (target >= 0) {
            applies = true;
            List<int[]> grown = new ArrayList<>(entities.get(target));
            grown.addAll(added);
            entities.set(target, grown);
          }
        }
        extra.add(b.document(entities));
      }
      if (applies) {
        out.add(
            mirrored
                ? new Case("missing", EXTRAS.get(c), c, extra, keys(key))
                : new Case("extra", EXTRAS.get(c), c, keys(key), extra));
      }
    }
  }

  /**
   * Figure 8: no correct link at all, a ratio of the key's mentions found: that many key mentions
   * (spread evenly over the corpus in key order), the others replaced by as many spurious mentions
   * (spare tokens), every one of them a singleton.
   */
  private static void mentionIdentification(List<Base> key, List<Case> out) {
    int total = key.stream().mapToInt(b -> b.entities().stream().mapToInt(List::size).sum()).sum();
    for (int p : PERCENTS) {
      List<Document> responses = new ArrayList<>();
      int seen = 0;
      for (Base b : key) {
        List<List<int[]>> singletons = new ArrayList<>();
        int spurious = 0;
        for (List<int[]> entity : b.entities()) {
          for (int[] m : entity) {
            // mention number seen is found when the found count steps up there (Bresenham)
            boolean found = Math.floorDiv((seen + 1) * p, 100) > Math.floorDiv(seen * p, 100);
            seen++;
            if (found) {
              singletons.add(List.of(m));
            } else {
              int t = b.spareFrom() + spurious++;
              singletons.add(List.of(new int[] {t, t}));
            }
          }
        }
        responses.add(b.document(singletons));
      }
      out.add(new Case("mention-identification", percent(p), p, keys(key), responses));
    }
  }
}

package org.corefstats.core;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.corefstats.core.document.Document;

/** Test documents: letter notation for the papers' examples, and seeded random partitions. */
public final class Docs {
  private Docs() {}

  /**
   * Entities written as letters separated by spaces, each letter a one-token mention at token
   * {@code letter - 'a'}: {@code "abc defg"} is K = {a, b, c}, {d, e, f, g}.
   */
  public static Document letters(String entities) {
    List<List<int[]>> out = new ArrayList<>();
    for (String entity : entities.trim().split("\\s+")) {
      List<int[]> mentions = new ArrayList<>();
      for (char c : entity.toCharArray()) {
        mentions.add(new int[] {c - 'a', c - 'a'});
      }
      out.add(mentions);
    }
    return Document.of("example", 26, out);
  }

  /** A random partition of distinct random spans over {@code tokens} tokens. */
  public static Document randomPartition(Random random, int mentions, int entities, int tokens) {
    List<int[]> spans = distinctSpans(random, mentions, tokens);
    List<List<int[]>> out = new ArrayList<>();
    for (int e = 0; e < entities; e++) {
      out.add(new ArrayList<>());
    }
    for (int[] span : spans) {
      out.get(random.nextInt(entities)).add(span);
    }
    return Document.of("random", tokens, out);
  }

  /**
   * A response derived from {@code key}: each key mention kept with probability {@code keep}
   * (possibly moved to another entity), plus spurious spans; mention sets differ.
   */
  public static Document perturb(
      Random random, Document key, double keep, int spurious, int entities) {
    List<List<int[]>> out = new ArrayList<>();
    for (int e = 0; e < entities; e++) {
      out.add(new ArrayList<>());
    }
    for (List<int[]> entity : key.entities()) {
      int target = random.nextInt(entities);
      for (int[] m : entity) {
        if (random.nextDouble() < keep) {
          out.get(random.nextDouble() < 0.7 ? target : random.nextInt(entities)).add(m);
        }
      }
    }
    for (int i = 0; i < spurious; i++) {
      int first = random.nextInt(key.tokenCount());
      int last = Math.min(key.tokenCount() - 1, first + random.nextInt(3));
      out.get(random.nextInt(entities)).add(new int[] {first, last});
    }
    return Document.of("random", key.tokenCount(), dropDuplicateSpans(out));
  }

  /** The same mention set as {@code key}, partitioned at random into {@code entities} entities. */
  public static Document repartition(Random random, Document key, int entities) {
    List<List<int[]>> out = new ArrayList<>();
    for (int e = 0; e < entities; e++) {
      out.add(new ArrayList<>());
    }
    for (List<int[]> entity : key.entities()) {
      for (int[] m : entity) {
        out.get(random.nextInt(entities)).add(m);
      }
    }
    return Document.of("random", key.tokenCount(), out);
  }

  /**
   * Random entities whose spans are drawn from few tokens, so that spans repeat (in one entity and
   * across entities): exercises v8.01's repeated-mention rules.
   */
  public static Document withRepeats(Random random, int mentions, int entities, int tokens) {
    List<List<int[]>> out = new ArrayList<>();
    for (int e = 0; e < entities; e++) {
      out.add(new ArrayList<>());
    }
    for (int i = 0; i < mentions; i++) {
      int first = random.nextInt(tokens);
      int last = Math.min(tokens - 1, first + random.nextInt(2));
      out.get(random.nextInt(entities)).add(new int[] {first, last});
    }
    return Document.of("random", tokens, out);
  }

  private static List<int[]> distinctSpans(Random random, int mentions, int tokens) {
    List<int[]> spans = new ArrayList<>();
    Set<Long> seen = new HashSet<>();
    int attempts = 0;
    while (spans.size() < mentions && attempts++ < 100 * mentions + 100) {
      int first = random.nextInt(tokens);
      int last = Math.min(tokens - 1, first + (random.nextInt(4) == 0 ? random.nextInt(4) : 0));
      if (seen.add(((long) first << 32) | last)) {
        spans.add(new int[] {first, last});
      }
    }
    return spans;
  }

  private static List<List<int[]>> dropDuplicateSpans(List<List<int[]>> entities) {
    Set<Long> seen = new HashSet<>();
    List<List<int[]>> out = new ArrayList<>();
    for (List<int[]> entity : entities) {
      List<int[]> kept = new ArrayList<>();
      for (int[] m : entity) {
        if (seen.add(((long) m[0] << 32) | m[1])) {
          kept.add(m);
        }
      }
      out.add(kept);
    }
    return out;
  }
}

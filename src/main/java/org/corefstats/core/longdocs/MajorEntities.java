package org.corefstats.core.longdocs;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Major entities M(k, n) of general coreference output, scored as MEI scores them
 * (LONG-DOCUMENTS.md 5 and 4.3).
 *
 * @param k how many to keep, or {@link #ALL}
 * @param n the fewest mentions a candidate has
 */
public record MajorEntities(int k, int n) implements Serializable {
  public static final int ALL = Integer.MAX_VALUE;

  public MajorEntities {
    if (k < 1 || n < 1) {
      throw new IllegalArgumentException("major entities K,N need K >= 1 (or all) and N >= 1");
    }
  }

  /** {@code K,N} with K a number or {@code all}. */
  public static MajorEntities parse(String text) {
    String[] parts = text.split(",", -1);
    if (parts.length != 2) {
      throw new IllegalArgumentException(
          "major entities as K,N (K a number or all), not '" + text + "'");
    }
    try {
      int k = parts[0].trim().equals("all") ? ALL : Integer.parseInt(parts[0].trim());
      return new MajorEntities(k, Integer.parseInt(parts[1].trim()));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "major entities as K,N (K a number or all), not '" + text + "'");
    }
  }

  /** The setting as tables name it: {@code k=5,n=4}, {@code k=all,n=2}. */
  public String setting() {
    return "k=" + (k == ALL ? "all" : Integer.toString(k)) + ",n=" + n;
  }

  /**
   * One major entity's score (4.3): key entity K (its position in the key's list), the aligned
   * response entity S (position in the response's list, -1: none), c = |set(K) ∩ S|, R = c/|K|, P =
   * c/|S|, F1 = 2PR/(P+R); support |K|.
   */
  public record EntityScore(
      int rank, int keyEntity, int responseEntity, int keySize, int responseSize, int common)
      implements Serializable {

    public double recall() {
      return keySize == 0 ? 0 : (double) common / keySize;
    }

    public double precision() {
      return responseSize == 0 ? 0 : (double) common / responseSize;
    }

    public double f1() {
      double p = precision();
      double r = recall();
      return p + r == 0 ? 0 : 2 * p * r / (p + r);
    }

    /** {@code rank:Kkey->Sresponse}, {@code -} for no response entity. */
    public String item() {
      return rank + ":K" + keyEntity + "->" + (responseEntity < 0 ? "-" : "S" + responseEntity);
    }
  }

  /**
   * The document's major entities in rank order with their scores: chosen from the key (5.1:
   * repeated spans removed, at least n mentions, larger first, then the earliest first mention,
   * then list order; the first k), aligned by CEAF-e restricted to them (5.2), scored (5.3).
   */
  public List<EntityScore> score(BookSide key, BookSide response) {
    int[] keyListed = new int[key.entityCount()];
    BookSide keys = key.distinct(keyListed);
    int[] responseListed = new int[response.entityCount()];
    BookSide responses = response.distinct(responseListed);
    Integer[] order =
        java.util.stream.IntStream.range(0, keys.entityCount())
            .filter(e -> keys.size(e) >= n)
            .boxed()
            .sorted(
                Comparator.comparingInt((Integer e) -> -keys.size(e))
                    .thenComparingLong(e -> firstMention(keys, e))
                    .thenComparingInt(e -> e))
            .limit(k)
            .toArray(Integer[]::new);
    BookSide majors = select(keys, order);
    CeafAlignment a = CeafAlignment.of(majors, responses);
    List<EntityScore> scores = new ArrayList<>();
    for (int i = 0; i < order.length; i++) {
      int column = a.column(i);
      scores.add(
          new EntityScore(
              i,
              keyListed[order[i]],
              column < 0 ? -1 : responseListed[column],
              majors.size(i),
              column < 0 ? 0 : responses.size(column),
              a.common(i)));
    }
    return scores;
  }

  /** The smallest (start, end) of the entity's mentions, as one comparable number. */
  private static long firstMention(BookSide side, int e) {
    long best = Long.MAX_VALUE;
    for (int m = side.start()[e]; m < side.start()[e + 1]; m++) {
      best = Math.min(best, ((long) side.first()[m] << 32) | (side.last()[m] & 0xFFFF_FFFFL));
    }
    return best;
  }

  private static BookSide select(BookSide side, Integer[] entities) {
    int[] start = new int[entities.length + 1];
    int n = 0;
    for (int i = 0; i < entities.length; i++) {
      start[i] = n;
      n += side.size(entities[i]);
    }
    start[entities.length] = n;
    int[] id = new int[n];
    int[] first = new int[n];
    int[] last = new int[n];
    for (int i = 0; i < entities.length; i++) {
      int from = side.start()[entities[i]];
      int size = side.size(entities[i]);
      System.arraycopy(side.id(), from, id, start[i], size);
      System.arraycopy(side.first(), from, first, start[i], size);
      System.arraycopy(side.last(), from, last, start[i], size);
    }
    return new BookSide(start, id, first, last, side.idCount());
  }
}

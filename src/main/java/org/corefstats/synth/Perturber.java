package org.corefstats.synth;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.IntPredicate;
import org.corefstats.core.document.Document;

/**
 * Turns a key document into a plausible system response by applying the errors of an {@link
 * ErrorProfile}, in this order:
 *
 * <ol>
 *   <li>misses: each key mention is dropped with {@code missRate};
 *   <li>boundary errors: a kept mention has one end moved by one token (within the document, onto a
 *       span no other mention has);
 *   <li>wrong links: a mention joins the entity of a mention at most 10 places before or after it;
 *   <li>splits: each link between consecutive mentions of an entity is cut with {@code splitRate};
 *   <li>merges: an entity joins the entity of a mention near its first mention;
 *   <li>spurious mentions: {@code spuriousRate} per key mention, 1-3 tokens at random places, three
 *       quarters singletons, the rest in the entity of the nearest mention.
 * </ol>
 *
 * The response never has two mentions with the same span (a key's repeated spans are kept once),
 * and a mention that would cross another mention of its entity (which {@link ConllWriter} cannot
 * write) is left on its own as a singleton instead. The result is in reading order ({@link
 * Documents#canonical}), ids 0, 1, ..., ready for {@link ConllWriter}. The same key, profile and
 * random sequence give the same response.
 */
public final class Perturber {
  private static final int NEARBY = 10;
  private static final int TRIES = 10;

  private final ErrorProfile profile;

  public Perturber(ErrorProfile profile) {
    this.profile = profile;
  }

  public ErrorProfile profile() {
    return profile;
  }

  /** A response for {@code key}, drawing every random choice from {@code random}. */
  public Document perturb(Document key, Random random) {
    Mentions m = Mentions.of(key);
    m.removeIf(i -> random.nextDouble() < profile.missRate());
    for (int i = 0; i < m.size; i++) {
      if (random.nextDouble() < profile.boundaryRate()) {
        moveBoundary(m, i, key.tokenCount(), random);
      }
    }
    m.sortByPosition();
    wrongLinks(m, random);
    splits(m, random);
    merges(m, random);
    spurious(m, key, random);
    return m.toDocument(key.name(), key.tokenCount());
  }

  /** Moves one end of mention i by one token, trying the four moves in random order. */
  private static void moveBoundary(Mentions m, int i, int tokens, Random random) {
    int[][] moves = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
    for (int k = moves.length - 1; k > 0; k--) {
      int j = random.nextInt(k + 1);
      int[] swap = moves[k];
      moves[k] = moves[j];
      moves[j] = swap;
    }
    for (int[] move : moves) {
      int first = m.first[i] + move[0];
      int last = m.last[i] + move[1];
      if (first >= 0 && last < tokens && first <= last && m.moveSpan(i, first, last)) {
        return;
      }
    }
  }

  private void wrongLinks(Mentions m, Random random) {
    for (int i = 0; i < m.size; i++) {
      if (random.nextDouble() < profile.wrongLinkRate()) {
        int j = m.nearbyOtherEntity(i, random);
        if (j >= 0) {
          m.label[i] = m.label[j];
        }
      }
    }
  }

  /**
   * Walks mentions in document order; each one after an entity's first starts a new piece with
   * splitRate.
   */
  private void splits(Mentions m, Random random) {
    int[] piece = new int[m.labels];
    Arrays.fill(piece, -1);
    for (int i = 0; i < m.size; i++) {
      int label = m.label[i];
      if (piece[label] < 0) {
        piece[label] = label;
      } else if (random.nextDouble() < profile.splitRate()) {
        piece[label] = m.labels++;
      }
      m.label[i] = piece[label];
    }
  }

  /**
   * Union-find over labels: each entity, at its first mention, joins a nearby entity with
   * mergeRate.
   */
  private void merges(Mentions m, Random random) {
    int[] parent = new int[m.labels];
    for (int l = 0; l < parent.length; l++) {
      parent[l] = l;
    }
    boolean[] seen = new boolean[m.labels];
    for (int i = 0; i < m.size; i++) {
      int label = m.label[i];
      if (!seen[label]) {
        seen[label] = true;
        if (random.nextDouble() < profile.mergeRate()) {
          int j = m.nearbyOtherEntity(i, random);
          if (j >= 0) {
            parent[find(parent, label)] = find(parent, m.label[j]);
          }
        }
      }
    }
    for (int i = 0; i < m.size; i++) {
      m.label[i] = find(parent, m.label[i]);
    }
  }

  private static int find(int[] parent, int l) {
    while (parent[l] != l) {
      parent[l] = parent[parent[l]];
      l = parent[l];
    }
    return l;
  }

  private void spurious(Mentions m, Document key, Random random) {
    int count = 0;
    for (int k = 0; k < key.mentionCount(); k++) {
      if (random.nextDouble() < profile.spuriousRate()) {
        count++;
      }
    }
    int placed = m.size; // mentions [0, placed) are sorted by position
    for (int k = 0; k < count && key.tokenCount() > 0; k++) {
      double r = random.nextDouble();
      int length = Math.min(key.tokenCount(), r < 0.6 ? 1 : r < 0.85 ? 2 : 3);
      for (int attempt = 0; attempt < TRIES; attempt++) {
        int first = random.nextInt(key.tokenCount() - length + 1);
        if (m.add(first, first + length - 1, -1)) {
          int near = m.nearestSorted(first, placed);
          m.label[m.size - 1] =
              near >= 0 && random.nextDouble() < 0.25 ? m.label[near] : m.labels++;
          break;
        }
      }
    }
  }

  /** The response's mentions as parallel arrays with an entity label each; spans are unique. */
  private static final class Mentions {
    int[] first;
    int[] last;
    int[] label;
    int size;
    int labels;
    private final Set<Long> spans = new HashSet<>();

    Mentions(int capacity) {
      first = new int[Math.max(capacity, 4)];
      last = new int[first.length];
      label = new int[first.length];
    }

    static Mentions of(Document key) {
      Mentions m = new Mentions(key.mentionCount() * 5 / 4);
      for (int e = 0; e < key.entityCount(); e++) {
        for (int k = key.entityStart(e); k < key.entityStart(e) + key.entitySize(e); k++) {
          m.add(key.mentionFirst(k), key.mentionLast(k), e);
        }
      }
      m.labels = key.entityCount();
      return m;
    }

    static long span(int first, int last) {
      return ((long) first << 32) | last;
    }

    /** Adds a mention unless its span is taken; true when added. */
    boolean add(int f, int l, int entity) {
      if (!spans.add(span(f, l))) {
        return false;
      }
      if (size == first.length) {
        first = Arrays.copyOf(first, 2 * size);
        last = Arrays.copyOf(last, 2 * size);
        label = Arrays.copyOf(label, 2 * size);
      }
      first[size] = f;
      last[size] = l;
      label[size++] = entity;
      return true;
    }

    /** Gives mention i a new span unless it is taken; true when moved. */
    boolean moveSpan(int i, int f, int l) {
      if (!spans.add(span(f, l))) {
        return false;
      }
      spans.remove(span(first[i], last[i]));
      first[i] = f;
      last[i] = l;
      return true;
    }

    void removeIf(IntPredicate drop) {
      int kept = 0;
      for (int i = 0; i < size; i++) {
        if (drop.test(i)) {
          spans.remove(span(first[i], last[i]));
        } else {
          first[kept] = first[i];
          last[kept] = last[i];
          label[kept++] = label[i];
        }
      }
      size = kept;
    }

    void sortByPosition() {
      long[] keys = new long[size];
      for (int i = 0; i < size; i++) {
        keys[i] = ((long) first[i] << 32) | last[i];
      }
      Integer[] order = new Integer[size];
      for (int i = 0; i < size; i++) {
        order[i] = i;
      }
      Arrays.sort(order, (a, b) -> Long.compare(keys[a], keys[b]));
      int[] f = new int[first.length];
      int[] l = new int[first.length];
      int[] e = new int[first.length];
      for (int i = 0; i < size; i++) {
        f[i] = first[order[i]];
        l[i] = last[order[i]];
        e[i] = label[order[i]];
      }
      first = f;
      last = l;
      label = e;
    }

    /**
     * A mention at most {@link #NEARBY} places from i (in document order) in another entity, or -1.
     */
    int nearbyOtherEntity(int i, Random random) {
      for (int attempt = 0; attempt < TRIES && size > 1; attempt++) {
        int offset = 1 + random.nextInt(NEARBY);
        int j = i + (random.nextBoolean() ? offset : -offset);
        if (j >= 0 && j < size && label[j] != label[i]) {
          return j;
        }
      }
      return -1;
    }

    /**
     * Among the position-sorted mentions [0, sorted), the one starting nearest to token t, or -1.
     */
    int nearestSorted(int t, int sorted) {
      int lo = 0;
      int hi = sorted;
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (first[mid] < t) {
          lo = mid + 1;
        } else {
          hi = mid;
        }
      }
      if (lo == sorted) {
        return sorted - 1;
      }
      return lo > 0 && t - first[lo - 1] < first[lo] - t ? lo - 1 : lo;
    }

    /**
     * Groups by label, sends crossing mentions of an entity off as singletons, and orders for
     * reading.
     */
    Document toDocument(String name, int tokens) {
      List<List<int[]>> byLabel = new ArrayList<>();
      for (int l = 0; l < labels; l++) {
        byLabel.add(new ArrayList<>());
      }
      for (int i = 0; i < size; i++) {
        byLabel.get(label[i]).add(new int[] {first[i], last[i]});
      }
      List<List<int[]>> entities = new ArrayList<>(labels);
      for (List<int[]> entity : byLabel) {
        if (!entity.isEmpty()) {
          entities.add(entity);
          entities.addAll(removeCrossing(entity));
        }
      }
      return Documents.canonical(Document.of(name, tokens, entities));
    }

    /**
     * Keeps a laminar subset of the entity's mentions; returns the others, each as a singleton
     * entity.
     */
    private static List<List<int[]>> removeCrossing(List<int[]> entity) {
      entity.sort(
          (a, b) -> a[0] != b[0] ? Integer.compare(a[0], b[0]) : Integer.compare(b[1], a[1]));
      List<List<int[]>> alone = new ArrayList<>();
      List<int[]> kept = new ArrayList<>(entity.size());
      int[][] open = new int[entity.size()][];
      int depth = 0;
      for (int[] mention : entity) {
        while (depth > 0 && open[depth - 1][1] < mention[0]) {
          depth--;
        }
        if (depth > 0 && open[depth - 1][1] < mention[1]) {
          alone.add(new ArrayList<>(List.of(mention)));
        } else {
          open[depth++] = mention;
          kept.add(mention);
        }
      }
      entity.clear();
      entity.addAll(kept);
      return alone;
    }
  }
}

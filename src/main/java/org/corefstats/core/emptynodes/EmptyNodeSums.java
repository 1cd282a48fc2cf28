package org.corefstats.core.emptynodes;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.corpus.DocumentGrouping;

/**
 * A system's counts of each key of each year, summed exactly over its files (the scripts' counts
 * are per file pair, docs/explanation/empty-nodes.md 4.4), and how many file pairs were scored;
 * with groups, the same per group, from the counts per document.
 */
public final class EmptyNodeSums implements Serializable {
  private static final long serialVersionUID = 1L;

  private final CracYear[] years; // not the request: Kryo cannot rebuild its immutable list
  private final long[][] counts; // [year][3 * key + (0 tp, 1 fp, 2 fn)]
  private int files;

  /** The same counts per group of {@code --group-by}, by the group's name (empty without it). */
  private final java.util.TreeMap<String, EmptyNodeSums> byGroup = new java.util.TreeMap<>();

  /** Which group a document is in; not shipped (a task's sums carry their groups' counts). */
  private final transient DocumentGrouping grouping;

  public EmptyNodeSums(EmptyNodesRequest request) {
    this(request, null);
  }

  /** Sums that also keep each group's counts, the groups of {@code grouping} (null: none). */
  public EmptyNodeSums(EmptyNodesRequest request, DocumentGrouping grouping) {
    this.years = request.years().toArray(CracYear[]::new);
    this.grouping = grouping;
    counts = new long[years.length][];
    for (int y = 0; y < counts.length; y++) {
      counts[y] = new long[3 * years[y].keys().size()];
    }
  }

  /**
   * Adds the results of the file pair of key file {@code keyFile} (its name); with groups, each
   * document's counts to its group's (a document of no group to none).
   */
  public EmptyNodeSums add(String keyFile, List<EmptyNodeEvaluation.Result> results) {
    add(results);
    if (grouping == null) {
      return this;
    }
    java.util.Set<String> scoredGroups = new java.util.HashSet<>();
    for (EmptyNodeEvaluation.Result r : results) {
      r.byDocument()
          .forEach(
              (document, scores) -> {
                String group = grouping.group(document, keyFile);
                if (group != null) {
                  byGroup
                      .computeIfAbsent(group, g -> new EmptyNodeSums(request()))
                      .addScores(r.year(), scores);
                  scoredGroups.add(group);
                }
              });
    }
    scoredGroups.forEach(g -> byGroup.get(g).files++);
    return this;
  }

  /** Adds one file pair's results (one per year of the request, in its order; unscored: none). */
  public EmptyNodeSums add(List<EmptyNodeEvaluation.Result> results) {
    boolean scored = false;
    for (EmptyNodeEvaluation.Result r : results) {
      addScores(r.year(), r.scores());
      scored |= r.scored();
    }
    if (scored) {
      files++;
    }
    return this;
  }

  private void addScores(CracYear year, List<KeyScore> scores) {
    int y = indexOf(year);
    for (int k = 0; k < scores.size(); k++) {
      counts[y][3 * k] += scores.get(k).tp();
      counts[y][3 * k + 1] += scores.get(k).fp();
      counts[y][3 * k + 2] += scores.get(k).fn();
    }
  }

  /** Adds another system's sums of the same request (a task's, into the driver's). */
  public EmptyNodeSums add(EmptyNodeSums other) {
    for (int y = 0; y < counts.length; y++) {
      for (int i = 0; i < counts[y].length; i++) {
        counts[y][i] += other.counts[y][i];
      }
    }
    files += other.files;
    other.byGroup.forEach(
        (g, sums) -> byGroup.computeIfAbsent(g, x -> new EmptyNodeSums(request())).add(sums));
    return this;
  }

  /**
   * The counts of each group, in name order: the sums of its documents' (with {@code --group-by
   * file}, of its key file's pairs); {@link #files} the file pairs with a document in it.
   */
  public java.util.Map<String, EmptyNodeSums> byGroup() {
    return java.util.Collections.unmodifiableMap(byGroup);
  }

  public EmptyNodesRequest request() {
    return new EmptyNodesRequest(List.of(years));
  }

  private int indexOf(CracYear year) {
    for (int y = 0; y < years.length; y++) {
      if (years[y] == year) {
        return y;
      }
    }
    throw new IllegalArgumentException(year + " was not asked for");
  }

  /** The file pairs scored. */
  public int files() {
    return files;
  }

  /** The year's keys, in the script's order, with the summed counts. */
  public List<KeyScore> scores(CracYear year) {
    int y = indexOf(year);
    List<KeyScore> scores = new ArrayList<>();
    List<EmptyNodeKey> keys = year.keys();
    for (int k = 0; k < keys.size(); k++) {
      scores.add(
          new KeyScore(keys.get(k), counts[y][3 * k], counts[y][3 * k + 1], counts[y][3 * k + 2]));
    }
    return scores;
  }

  /**
   * The score a ranking shows: ALL's F1 of 2026 (every column right), or 2024's WO_DEP (the most it
   * compares) when only 2024 was asked.
   */
  public CracYear headlineYear() {
    return List.of(years).contains(CracYear.CRAC2026) ? CracYear.CRAC2026 : CracYear.CRAC2024;
  }

  public KeyScore headline() {
    CracYear year = headlineYear();
    List<KeyScore> scores = scores(year);
    return scores.get(scores.size() - 1);
  }
}

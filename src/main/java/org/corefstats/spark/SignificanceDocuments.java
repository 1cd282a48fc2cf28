package org.corefstats.spark;

import java.io.Serializable;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.storage.StorageLevel;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Counts;
import org.corefstats.report.ScoreTable;
import org.corefstats.significance.FixedPoint;
import org.corefstats.significance.Replicates;
import org.corefstats.significance.Statistic;
import org.corefstats.significance.Strata;
import scala.Tuple2;

/**
 * The documents as fixed-point vectors, numbered in name order and kept (serialized) for the
 * replicates, and their totals.
 */
record SignificanceDocuments(
    JavaPairRDD<Long, long[]> numbered,
    long documents,
    FixedPoint fixed,
    long[] totals,
    Grouping grouping,
    Strata strata) {
  int groups() {
    return strata.groups();
  }

  /**
   * Every statistic of every system on the whole corpus (the macro average over its groups), system
   * after system.
   */
  double[] estimates(SignificanceDesign design) {
    List<Statistic> statistics = design.statistics();
    double[] estimates = new double[design.systems().size() * statistics.size()];
    for (int i = 0; i < design.systems().size(); i++) {
      System.arraycopy(
          Replicates.macro(
              statistics, fixed(), totals(), i * Counts.WIDTH, design.width(), groups()),
          0,
          estimates,
          i * statistics.size(),
          statistics.size());
    }
    return estimates;
  }

  /**
   * 2. One vector per document, every system side by side, checked (the first problem by document
   * name refuses the input), ordered by name and numbered.
   */
  static SignificanceDocuments of(
      Dataset<Row> counts,
      SignificanceDesign design,
      int partitions,
      BlancScore.Rule blancRule,
      Grouping grouping) {
    List<String> systems = design.systems();
    int s = systems.size();
    Map<String, Integer> systemIndex = new LinkedHashMap<>();
    systems.forEach(name -> systemIndex.put(name, systemIndex.size()));
    Map<String, Integer> index = grouping.index();
    JavaPairRDD<String, Gathered> unsorted =
        counts
            .javaRDD()
            .filter(r -> index == null || index.containsKey(r.getString(1)))
            .mapToPair(
                r -> {
                  double[] v = new double[4];
                  for (int i = 0; i < 4; i++) {
                    v[i] = r.isNullAt(3 + i) ? Double.NaN : r.getDouble(3 + i);
                  }
                  return new Tuple2<>(
                      r.getString(1),
                      new Tuple2<>(
                          new int[] {
                            systemIndex.get(r.getString(0)),
                            ScoreTable.COUNT_ROWS.indexOf(r.getString(2))
                          },
                          v));
                })
            .aggregateByKey(
                new Gathered(s),
                partitions,
                (g, cell) -> g.add(cell._1()[0], cell._1()[1], cell._2(), blancRule),
                Gathered::merge);
    JavaPairRDD<String, Gathered> gathered =
        index == null
            ? unsorted.sortByKey(true, partitions)
            : unsorted.sortByKey(new GroupThenName(index), true, partitions);
    int expectedRows = design.expectedRows();
    JavaPairRDD<String, Gathered> checked = gathered.persist(StorageLevel.MEMORY_AND_DISK_SER());
    List<String> problems =
        checked
            .map(d -> problem(d._1(), d._2(), systems, expectedRows))
            .filter(Objects::nonNull)
            .take(1);
    if (!problems.isEmpty()) {
      checked.unpersist(false);
      throw new RefusedInputException(problems.get(0));
    }
    double[] columnMax =
        checked.map(d -> columnMax(d._2().values)).reduce(SignificanceDocuments::max);
    long n = checked.count();
    FixedPoint fixed = FixedPoint.of(columnMax, n, design.metrics());
    JavaPairRDD<Long, long[]> numbered =
        checked
            .zipWithIndex()
            .mapToPair(d -> new Tuple2<>(d._2(), fixed.quantize(d._1()._2().values)));
    numbered.persist(StorageLevel.MEMORY_AND_DISK_SER());
    Strata strata = grouping.strata(n);
    int width = design.width();
    long[] totals = // per group, group after group
        numbered.aggregate(
            new long[strata.groups() * width],
            (sums, d) -> {
              int at = strata.groupOf(Math.toIntExact(d._1())) * width;
              for (int j = 0; j < width; j++) {
                sums[at + j] += d._2()[j];
              }
              return sums;
            },
            Replicates::add);
    checked.unpersist(false);
    return new SignificanceDocuments(numbered, n, fixed, totals, grouping, strata);
  }

  /**
   * Which documents are numbered, in which order: every one by name (the corpus as one group), or
   * those of a group, group by group (groups by name), by name within each.
   *
   * @param index document name to its group's number; null: every document, one group
   * @param sizes documents of each group
   */
  record Grouping(Map<String, Integer> index, List<String> groups, List<Long> sizes, long leftOut) {
    /** Of the documents of {@code counts}; {@code groupOf} null: one group of all. */
    static Grouping of(Dataset<Row> counts, Map<String, String> groupOf) {
      if (groupOf == null) {
        return new Grouping(null, List.of(), List.of(), 0);
      }
      List<String> names =
          counts.select("document").distinct().collectAsList().stream()
              .map(r -> r.getString(0))
              .toList();
      TreeMap<String, Long> sizes = new TreeMap<>();
      long leftOut = 0;
      for (String name : names) {
        String group = groupOf.get(name);
        if (group == null) {
          leftOut++;
        } else {
          sizes.merge(group, 1L, Long::sum);
        }
      }
      if (sizes.isEmpty()) {
        throw new RefusedInputException(
            "no document of the input is in a group (" + names.size() + " documents, none listed)");
      }
      List<String> groups = List.copyOf(sizes.keySet());
      Map<String, Integer> index = new HashMap<>();
      for (String name : names) {
        String group = groupOf.get(name);
        if (group != null) {
          index.put(name, groups.indexOf(group));
        }
      }
      return new Grouping(index, groups, List.copyOf(sizes.values()), leftOut);
    }

    /** The strata of {@code n} numbered documents. */
    Strata strata(long n) {
      return index == null ? Strata.whole(Math.toIntExact(n)) : Strata.ofSizes(sizes);
    }
  }

  /** Documents by group number, then by name. */
  static final class GroupThenName implements Comparator<String>, Serializable {
    private static final long serialVersionUID = 1L;
    private final Map<String, Integer> index;

    GroupThenName(Map<String, Integer> index) {
      this.index = index;
    }

    @Override
    public int compare(String a, String b) {
      int c = Integer.compare(index.get(a), index.get(b));
      return c != 0 ? c : a.compareTo(b);
    }
  }

  /**
   * One document's counts while they are gathered: every system's vector and which rows were seen.
   */
  static final class Gathered implements Serializable {
    private static final long serialVersionUID = 1L;
    final double[] values;
    final int[] seen; // per system: bit k set when count row k (of ScoreTable.COUNT_ROWS) was read
    String duplicate; // "system/metric" read twice, if any

    Gathered(int systems) {
      values = new double[systems * Counts.WIDTH];
      seen = new int[systems];
    }

    Gathered add(int system, int row, double[] v, BlancScore.Rule blancRule) {
      int bit = 1 << row;
      if ((seen[system] & bit) != 0 && duplicate == null) {
        duplicate = system + "/" + row;
      }
      seen[system] |= bit;
      ScoreTable.putCounts(row, v, blancRule, values, system * Counts.WIDTH);
      return this;
    }

    Gathered merge(Gathered other) {
      for (int s = 0; s < seen.length; s++) {
        if ((seen[s] & other.seen[s]) != 0 && duplicate == null) {
          duplicate = s + "/" + Integer.numberOfTrailingZeros(seen[s] & other.seen[s]);
        }
        seen[s] |= other.seen[s];
      }
      if (duplicate == null) {
        duplicate = other.duplicate;
      }
      for (int i = 0; i < values.length; i++) {
        values[i] += other.values[i]; // each value is set by one side only (or it is a duplicate)
      }
      return this;
    }
  }

  /** What is wrong with a document's counts, or null. */
  private static String problem(
      String document, Gathered g, List<String> systems, int expectedRows) {
    if (g.duplicate != null) {
      String[] at = g.duplicate.split("/");
      return "document "
          + document
          + ": system "
          + systems.get(Integer.parseInt(at[0]))
          + " has two "
          + ScoreTable.COUNT_ROWS.get(Integer.parseInt(at[1]))
          + " rows";
    }
    for (int i = 0; i < systems.size(); i++) {
      int missing = expectedRows & ~g.seen[i];
      if (missing != 0) {
        return "document "
            + document
            + ": system "
            + systems.get(i)
            + " has no "
            + ScoreTable.COUNT_ROWS.get(Integer.numberOfTrailingZeros(missing))
            + " row (paired tests need every"
            + " system's counts for every document; a system left out of a run has none)";
      }
    }
    for (int i = 0; i < g.values.length; i++) {
      double v = g.values[i];
      if (!(v >= 0) || Double.isInfinite(v)) {
        return "document "
            + document
            + ": system "
            + systems.get(i / Counts.WIDTH)
            + " has a count that is"
            + " negative, missing or not finite";
      }
    }
    return null;
  }

  private static double[] columnMax(double[] values) {
    double[] max = new double[Counts.WIDTH];
    for (int i = 0; i < values.length; i++) {
      max[i % Counts.WIDTH] = Math.max(max[i % Counts.WIDTH], values[i]);
    }
    return max;
  }

  private static double[] max(double[] a, double[] b) {
    double[] m = new double[a.length];
    for (int i = 0; i < m.length; i++) {
      m[i] = Math.max(a[i], b[i]);
    }
    return m;
  }
}

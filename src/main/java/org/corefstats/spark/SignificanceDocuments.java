package org.corefstats.spark;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.storage.StorageLevel;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.report.ScoreTable;
import org.corefstats.significance.FixedPoint;
import org.corefstats.significance.GatheredCounts;
import org.corefstats.significance.GroupNumbering;
import org.corefstats.significance.Replicates;
import org.corefstats.significance.SignificanceDesign;
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
    GroupNumbering grouping,
    Strata strata) {
  int groups() {
    return strata.groups();
  }

  /** Every statistic of every system on the whole corpus, system after system. */
  double[] estimates(SignificanceDesign design) {
    return design.estimates(fixed, totals, groups());
  }

  /** Which documents are numbered: those of {@code counts}, in groups when {@code groupOf} says. */
  static GroupNumbering grouping(Dataset<Row> counts, Map<String, String> groupOf) {
    return GroupNumbering.of(
        groupOf == null
            ? List.of()
            : counts.select("document").distinct().collectAsList().stream()
                .map(r -> r.getString(0))
                .toList(),
        groupOf);
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
      GroupNumbering grouping) {
    List<String> systems = design.systems();
    int s = systems.size();
    Map<String, Integer> systemIndex = new LinkedHashMap<>();
    systems.forEach(name -> systemIndex.put(name, systemIndex.size()));
    Map<String, Integer> index = grouping.index();
    JavaPairRDD<String, GatheredCounts> unsorted =
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
                new GatheredCounts(s),
                partitions,
                (g, cell) -> g.add(cell._1()[0], cell._1()[1], cell._2(), blancRule),
                GatheredCounts::merge);
    JavaPairRDD<String, GatheredCounts> gathered =
        index == null
            ? unsorted.sortByKey(true, partitions)
            : unsorted.sortByKey(new GroupNumbering.GroupThenName(index), true, partitions);
    int expectedRows = design.expectedRows();
    JavaPairRDD<String, GatheredCounts> checked =
        gathered.persist(StorageLevel.MEMORY_AND_DISK_SER());
    List<String> problems =
        checked
            .map(d -> d._2().problem(d._1(), systems, expectedRows))
            .filter(Objects::nonNull)
            .take(1);
    if (!problems.isEmpty()) {
      checked.unpersist(false);
      throw new RefusedInputException(problems.get(0));
    }
    double[] columnMax = checked.map(d -> d._2().columnMax()).reduce(GatheredCounts::max);
    long n = checked.count();
    FixedPoint fixed = FixedPoint.of(columnMax, n, design.metrics());
    JavaPairRDD<Long, long[]> numbered =
        checked
            .zipWithIndex()
            .mapToPair(d -> new Tuple2<>(d._2(), fixed.quantize(d._1()._2().values())));
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
}

package org.corefstats.spark;

import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.corefstats.core.evaluation.SystemAccumulator;

/**
 * What scoring leaves, whichever way the key met the systems: the per-document scores and every
 * problem (judged by the run's tolerance), both still on the executors, and the per-system sums
 * that reached the driver. {@link #release} frees what was kept for them.
 *
 * @param documentGroups each grouped key document and its group, by name, when the key is on the
 *     driver (broadcast); null when only the executors know them
 */
record Scored(
    JavaRDD<DocumentScore> documentScores,
    JavaRDD<SourcedProblem> problems,
    Map<Integer, SystemAccumulator> sums,
    Runnable release,
    List<String[]> documentGroups) {}

package org.corefstats.spark;

import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.corefstats.core.evaluation.SystemAccumulator;

/**
 * What scoring leaves, whichever way the key met the systems: the per-document scores not yet
 * written and every problem (judged by the run's tolerance), both still on the executors, the
 * per-system sums that reached the driver, and where the tasks wrote the rest of the per-document
 * rows. {@link #release} frees what was kept for them.
 *
 * @param documentScores the scores of the documents no scoring task wrote the rows of itself
 * @param tableParts where the scoring tasks wrote the rows of the systems they held whole ({@link
 *     Segment}, {@link ParquetPart})
 * @param restToWrite whether {@code documentScores} may hold any score (some system not held whole)
 * @param documentGroups each grouped key document and its group, by name, when the key is on the
 *     driver (broadcast); null when only the executors know them
 */
record Scored(
    JavaRDD<DocumentScore> documentScores,
    JavaRDD<SourcedProblem> problems,
    Map<Integer, SystemAccumulator> sums,
    List<JobRecord> tableParts,
    boolean restToWrite,
    Runnable release,
    List<String[]> documentGroups) {}

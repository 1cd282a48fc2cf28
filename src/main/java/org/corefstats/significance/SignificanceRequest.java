package org.corefstats.significance;

import java.util.Map;
import org.corefstats.core.metrics.Semantics;

/**
 * What {@code corefstats significance} is asked: the per-document counts, where the files go, how
 * they are computed, and the Spark session's master and configuration.
 *
 * @param profile the profile the documents were scored under; null: the one the run.json beside
 *     them records, or v8.01 when there is none ({@link org.corefstats.report.RunProfile})
 * @param setting the setting whose documents are compared; null: the primary (the first of the
 *     run's)
 */
public record SignificanceRequest(
    String documents,
    Semantics.Profile profile,
    String out,
    boolean overwrite,
    ResamplingOptions options,
    String master,
    Map<String, String> conf,
    String setting) {}

package org.corefstats.report;

/**
 * One row of the {@link ScoreTable}: a metric's (or a part's) four counts, null when it has none,
 * and its recall, precision and F1, NaN when undefined (a derived metric has F1 only).
 */
public record ScoreRow(
    String metric,
    Double recallNum,
    Double recallDen,
    Double precisionNum,
    Double precisionDen,
    double recall,
    double precision,
    double f1) {}

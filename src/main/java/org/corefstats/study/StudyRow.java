package org.corefstats.study;

import java.io.Serializable;
import org.corefstats.stats.CorrelationMethod;
import org.corefstats.stats.CorrelationResult;

/**
 * One correlation: between metric {@code first} (the pivot, in correlations.csv) and metric {@code
 * second}, on one measure, by one method, over systems or (system, document) pairs ({@code level})
 * of one group ({@code all}, or e.g. {@code language=english}).
 */
public record StudyRow(
    String first,
    String second,
    Measure measure,
    CorrelationMethod method,
    String level,
    String group,
    CorrelationResult result)
    implements Serializable {}

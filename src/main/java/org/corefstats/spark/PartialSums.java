package org.corefstats.spark;

import org.corefstats.core.evaluation.SystemAccumulator;

/** The sums of one system's documents scored by one task (before repeated names are settled). */
record PartialSums(int source, SystemAccumulator sums) implements JobRecord {}

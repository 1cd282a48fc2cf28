package org.corefstats.spark;

/** The sums of one system's documents scored by one task (before repeated names are settled). */
record PartialSums(int source, RescoringJob.SystemSums sums) implements JobRecord {}

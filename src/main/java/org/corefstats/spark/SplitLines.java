package org.corefstats.spark;

/** How many lines the records of a split span, and how many documents they hold. */
record SplitLines(int file, long splitStart, long lines, long documents) implements JobRecord {}

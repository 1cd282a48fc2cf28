package org.corefstats.spark;

/** How many lines the records of a piece of a split file span (for {@link LineBases}). */
record SplitLines(int file, long splitStart, long lines) implements JobRecord {}

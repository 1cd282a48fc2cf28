package org.corefstats.spark;

/**
 * A system document the key lacks, as read (its {@code line} counted from its split's first record
 * until {@link LineBases} moves it): reported once per name, at its last occurrence.
 */
record ExtraOccurrence(
    int source, int file, long splitStart, String name, String display, long line)
    implements JobRecord {}

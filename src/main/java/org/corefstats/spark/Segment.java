package org.corefstats.spark;

/**
 * Where a task wrote one system's rows of one per-document CSV table: a byte range of the task's
 * part file of that table ({@link TableParts}), the system's documents in name order. The driver
 * puts the kept systems' ranges together in system order ({@link TablePublisher}).
 *
 * @param table the table's file name ({@code documents.csv})
 * @param source the system
 * @param path the part file
 * @param offset where the system's rows start in it
 * @param length how many bytes they take
 */
record Segment(String table, int source, String path, long offset, long length)
    implements JobRecord {}

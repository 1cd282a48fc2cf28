package org.corefstats.spark;

/**
 * A Parquet file a task wrote of one per-document table ({@code documents.parquet}, {@code
 * errors_documents.parquet}): the rows of the systems it holds, in system order, each system's
 * documents by name. The driver moves it into the table's directory, or rewrites it without the
 * systems a verdict left out ({@link TablePublisher}).
 *
 * @param directory the table's directory name ({@code documents.parquet})
 * @param path the file
 * @param sources the systems whose rows it holds
 */
record ParquetPart(String directory, String path, int[] sources) implements JobRecord {}

package org.corefstats.core.analysis;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * Every error count of one document (or a sum of documents): the Kummerfeld and Klein columns and
 * cort's link errors, in the order of docs/explanation/error-analysis.md 5.4. Immutable and
 * additive.
 *
 * @param categories the operations, categories and extension columns ({@link ErrorColumn})
 * @param links the link errors by anaphor and antecedent type
 */
public record DocumentErrors(ErrorCounts categories, LinkErrorCounts links)
    implements Serializable {

  /** No error: the neutral element of {@link #plus}. */
  public static final DocumentErrors ZERO =
      new DocumentErrors(ErrorCounts.ZERO, LinkErrorCounts.ZERO);

  /** The column names of {@link #values()}: {@link ErrorCounts#COLUMNS}, then the links'. */
  public static final List<String> COLUMNS = columnNames();

  public DocumentErrors plus(DocumentErrors other) {
    return new DocumentErrors(categories.plus(other.categories), links.plus(other.links));
  }

  /** The counts in {@link #COLUMNS} order. */
  public long[] values() {
    long[] c = categories.values();
    long[] l = links.values();
    long[] all = new long[c.length + l.length];
    System.arraycopy(c, 0, all, 0, c.length);
    System.arraycopy(l, 0, all, c.length, l.length);
    return all;
  }

  /** The counts read back from {@link #values()} order (a table's row). */
  public static DocumentErrors of(long[] values) {
    int n = ErrorCounts.COLUMNS.size();
    if (values.length != COLUMNS.size()) {
      throw new IllegalArgumentException(
          "expected " + COLUMNS.size() + " error counts, got " + values.length);
    }
    long[] c = new long[n];
    long[] l = new long[values.length - n];
    System.arraycopy(values, 0, c, 0, n);
    System.arraycopy(values, n, l, 0, l.length);
    return new DocumentErrors(ErrorCounts.of(c), LinkErrorCounts.of(l));
  }

  private static List<String> columnNames() {
    List<String> names = new ArrayList<>(ErrorCounts.COLUMNS);
    names.addAll(LinkErrorCounts.columns());
    return List.copyOf(names);
  }
}

package org.corefstats.core.analysis;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;

/**
 * One document's (or a sum of documents') error counts, one integer per {@link ErrorColumn}
 * (docs/explanation/error-analysis.md 5.4): immutable and additive, so corpus totals are {@link
 * #plus} sums.
 */
public final class ErrorCounts implements Serializable {
  private static final long serialVersionUID = 1L;

  private static final ErrorColumn[] ALL = ErrorColumn.values();

  /** The column names in order, as the tables write them. */
  public static final List<String> COLUMNS = Arrays.stream(ALL).map(ErrorColumn::csvName).toList();

  /** All counts zero: the neutral element of {@link #plus}. */
  public static final ErrorCounts ZERO = new ErrorCounts(new long[ALL.length]);

  private final long[] values;

  private ErrorCounts(long[] values) {
    this.values = values;
  }

  /** Counts in the order of {@link ErrorColumn} (copied). */
  public static ErrorCounts of(long[] values) {
    if (values.length != ALL.length) {
      throw new IllegalArgumentException(
          "expected " + ALL.length + " error counts, got " + values.length);
    }
    return new ErrorCounts(values.clone());
  }

  public long get(ErrorColumn column) {
    return values[column.ordinal()];
  }

  /** The counts in the order of {@link #COLUMNS} (a copy). */
  public long[] values() {
    return values.clone();
  }

  public ErrorCounts plus(ErrorCounts other) {
    long[] sum = values.clone();
    for (int i = 0; i < sum.length; i++) {
      sum[i] += other.values[i];
    }
    return new ErrorCounts(sum);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ErrorCounts c && Arrays.equals(values, c.values);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(values);
  }

  @Override
  public String toString() {
    StringBuilder s = new StringBuilder("ErrorCounts{");
    for (ErrorColumn c : ALL) {
      if (values[c.ordinal()] != 0) {
        s.append(s.length() > 12 ? ", " : "").append(c.csvName()).append('=');
        s.append(values[c.ordinal()]);
      }
    }
    return s.append('}').toString();
  }
}

package org.corefstats.core.descriptors;

/**
 * One column of a report (DESCRIPTORS.md §8): its label, its format (§9.1) and its exact value, an
 * integer or one division of two exact integers (§9.2; a zero denominator already replaced by 1).
 *
 * @param label the block's column name ({@code entities}, {@code c_len_5+}, {@code head_upos=PRON})
 * @param format its Python format
 * @param numerator the integer, or the numerator of the real
 * @param denominator 1 for an integer, the denominator of the real
 */
public record Column(String label, ColumnFormat format, long numerator, long denominator)
    implements java.io.Serializable {

  static Column integer(String label, ColumnFormat format, long value) {
    return new Column(label, format, value, 1);
  }

  /** {@code numerator / max(denominator, 1)}, the block's rule for empty denominators (§6). */
  static Column ratio(String label, ColumnFormat format, long numerator, long denominator) {
    return new Column(label, format, numerator, Math.max(denominator, 1));
  }

  /** The exact value: the integer, or the one correctly rounded division. */
  public Number value() {
    return format.real() ? (Number) ((double) numerator / denominator) : (Number) numerator;
  }

  /** The value as the block's {@code tex} style prints it: the fixed-width field (§9.1). */
  public String field() {
    return format.field(value());
  }

  /** The value as the {@code human} style prints it: the field without its spaces (§10.1). */
  public String printed() {
    return field().strip();
  }
}

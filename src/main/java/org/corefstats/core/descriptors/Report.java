package org.corefstats.core.descriptors;

import java.util.List;

/**
 * One report of the block (DESCRIPTORS.md §5.4): the file's (index 0), or with {@code per_doc} a
 * udapi document's (index 1, 2, ...) with its label (§10.6).
 *
 * @param index 0 for the report of a whole run, else the udapi document's number
 * @param label the document label, or null when the report has none
 * @param columns the columns in the order of §8
 */
public record Report(int index, Label label, List<Column> columns) implements java.io.Serializable {
  public Report {
    columns = List.copyOf(columns);
  }

  /**
   * A {@code per_doc} label (§10.6): a newdoc id or file name ({@code numeric} false), the newdoc
   * value <i>true</i> of a {@code # newdoc} without id ({@code 1}, numeric), or none ({@code text}
   * null: the block stops there).
   */
  public record Label(String text, boolean numeric) implements java.io.Serializable {
    /** The label as a CSV value: the text, {@code 1} for <i>true</i>, empty for none. */
    public String document() {
      return text == null ? "" : text;
    }
  }
}

package org.corefstats.core.descriptors;

/**
 * The block's {@code human} style (DESCRIPTORS.md §10.1, §10.6): per report, with {@code per_doc}
 * the document label on its own line, then one line per column, the label right-aligned in 15
 * characters, {@code " = "}, the value without spaces right-aligned in 10. Lines end in {@code \n}.
 */
public final class HumanStyle {
  private HumanStyle() {}

  /** The printed text of {@code description}'s reports. */
  public static String print(Description description, StatsOptions options) {
    StringBuilder out = new StringBuilder();
    for (Report report : description.reports()) {
      if (report.label() != null) {
        out.append(label(report.label(), options.docnameLength())).append('\n');
      }
      for (Column column : report.columns()) {
        out.append(pad(column.label(), 15, true))
            .append(" = ")
            .append(pad(column.printed(), 10, true))
            .append('\n');
      }
    }
    return out.toString();
  }

  /** A text label padded on the right, <i>true</i> ({@code 1}) right-aligned, as Python formats. */
  private static String label(Report.Label label, int width) {
    return pad(label.document(), width, label.numeric());
  }

  private static String pad(String s, int width, boolean right) {
    if (s.length() >= width) {
      return s;
    }
    String spaces = " ".repeat(width - s.length());
    return right ? spaces + s : s + spaces;
  }
}

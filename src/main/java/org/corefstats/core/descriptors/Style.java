package org.corefstats.core.descriptors;

import java.util.regex.Pattern;

/**
 * The block's output styles (DESCRIPTORS.md §10) and the two parameters only they use: {@code
 * max_rows_per_page} (§10.5) and {@code highlight_docnames} (§10.6).
 *
 * @param kind {@code human}, {@code tex}, {@code tex-table} or {@code tex-doc}
 * @param maxRowsPerPage {@code max_rows_per_page}: with {@code per_doc}, a page of {@code
 *     tex-table}/{@code tex-doc} closes after this many rows plus one
 * @param highlightDocnames {@code highlight_docnames}: a regex, or null; tex labels it is found in
 *     get {@code \NEW }
 */
public record Style(Kind kind, int maxRowsPerPage, Pattern highlightDocnames) {
  /** The block's default: {@code style=human}. */
  public static final Style HUMAN = new Style(Kind.HUMAN, 50, null);

  /** The {@code style} parameter's values. */
  public enum Kind {
    HUMAN("human"),
    TEX("tex"),
    TEX_TABLE("tex-table"),
    TEX_DOC("tex-doc");

    private final String code;

    Kind(String code) {
      this.code = code;
    }

    /** The value as the block names it. */
    public String code() {
      return code;
    }

    @Override
    public String toString() {
      return code;
    }
  }

  /** The printed text of {@code description}'s reports in this style. */
  public String print(Description description, StatsOptions options) {
    return kind == Kind.HUMAN
        ? HumanStyle.print(description, options)
        : TexStyle.print(description, options, this);
  }

  /**
   * §10.6, §11: the exception the block raises on a {@code per_doc} label, or null. The {@code
   * human} style formats the value ({@code true} prints as {@code 1}, none stops); the tex styles
   * search and replace in it (both stop).
   */
  String labelStop(Report.Label label) {
    if (kind == Kind.HUMAN) {
      return label.text() == null
          ? "TypeError: unsupported format string passed to NoneType.__format__"
          : null;
    }
    if (label.text() != null && !label.numeric()) {
      return null;
    }
    if (highlightDocnames != null) {
      return "TypeError: expected string or bytes-like object";
    }
    return "AttributeError: '"
        + (label.text() == null ? "NoneType" : "bool")
        + "' object has no attribute 'replace'";
  }
}

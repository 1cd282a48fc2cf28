package org.corefstats.core.descriptors;

import java.util.ArrayList;
import java.util.List;

/**
 * The block's {@code tex}, {@code tex-table} and {@code tex-doc} styles (DESCRIPTORS.md
 * §10.2-10.7): a row per report, the fixed-width fields joined by {@code " &"}; for the table
 * styles a header, a footer and, with {@code per_doc}, pages; for {@code tex-doc} a LaTeX preamble
 * and {@code \end{document}}. Lines end in {@code \n}.
 */
final class TexStyle {
  private static final String PREAMBLE =
      "\\documentclass[multi=mypage]{standalone}\n"
          + "\\usepackage[utf8]{inputenc}\\usepackage{booktabs}\\usepackage{underscore}\n"
          + "\\usepackage[table]{xcolor}\\newcommand{\\NEW}{\\rowcolor{gray!50}}\n"
          + "\\title{Udapi coreference statistics}\n"
          + "\\begin{document}\n";
  private static final String FOOTER = "\\bottomrule\\end{tabular}\n\\end{mypage}\n";
  private static final String END_DOCUMENT = "\\end{document}\n";

  private TexStyle() {}

  static String print(Description description, StatsOptions options, Style style) {
    StringBuilder out = new StringBuilder();
    if (style.kind() == Style.Kind.TEX) {
      for (Report report : description.reports()) {
        out.append(row(report, options, style));
      }
      return out.toString();
    }
    boolean doc = style.kind() == Style.Kind.TEX_DOC;
    List<Report> reports = description.reports();
    if (!options.perDoc()) {
      // §10.3: one report, after the number of udapi documents read
      for (Report report : reports) {
        out.append(doc ? PREAMBLE : "").append(header(options, report));
        out.append(String.format("%4d documents &", description.udapiDocuments())).append('\n');
        out.append(row(report, options, style)).append(FOOTER).append(doc ? END_DOCUMENT : "");
      }
      return out.toString();
    }
    // §10.5: pages of max_rows_per_page + 1 rows; a page just closed is followed by an empty one
    Integer rows = null;
    for (Report report : reports) {
      if (rows == null || rows == 0) {
        out.append(doc && rows == null ? PREAMBLE : "").append(header(options, report));
        rows = 0;
      }
      rows++;
      out.append(row(report, options, style));
      if (rows > style.maxRowsPerPage()) {
        out.append(FOOTER);
        rows = 0;
      }
    }
    if (rows == null || rows == 0) {
      Report last = reports.isEmpty() ? null : reports.get(reports.size() - 1);
      out.append(doc && rows == null ? PREAMBLE : "").append(header(options, last));
    }
    return out.append(FOOTER).append(doc ? END_DOCUMENT : "").toString();
  }

  /** §10.2: the label and {@code &} with {@code per_doc}, the fields joined by {@code " &"}. */
  private static String row(Report report, StatsOptions options, Style style) {
    StringBuilder row = new StringBuilder();
    if (report.label() != null) {
      row.append(label(report.label(), options.docnameLength(), style));
    }
    List<Column> columns = report.columns();
    for (int k = 0; k < columns.size(); k++) {
      row.append(k == 0 ? "" : " &").append(columns.get(k).field());
    }
    return row.append(" \\\\\n").toString();
  }

  /** §10.6: {@code \NEW } if highlighted, {@code _} escaped, padded on the right, {@code &}. */
  private static String label(Report.Label label, int width, Style style) {
    String text = label.document();
    boolean highlight =
        style.highlightDocnames() != null && style.highlightDocnames().matcher(text).find();
    String escaped = (highlight ? "\\NEW " : "") + text.replace("_", "\\_");
    return pad(escaped, width, false) + "&";
  }

  /**
   * §10.4: {@code \def\MC}, then four lines built part by part with the switches of §8; the
   * head-UPOS columns are those of {@code report} (for {@code all}, the UPOS met so far).
   */
  static String header(StatsOptions o, Report report) {
    int w = o.docnameLength();
    StringBuilder l0 = new StringBuilder("\\begin{mypage}\n\\begin{tabular}{@{}l ");
    StringBuilder l1 = new StringBuilder(" ".repeat(w));
    StringBuilder l2 =
        new StringBuilder(o.perDoc() ? "document" : "dataset ")
            .append(" ".repeat(Math.max(0, w - 8)));
    StringBuilder l3 = new StringBuilder(" ".repeat(w));
    StringBuilder rules1 = new StringBuilder();
    StringBuilder rules2 = new StringBuilder();
    int c = 1;
    if (o.basics()) {
      List<String> b = new ArrayList<>();
      if (o.docs()) {
        b.add("docs");
      }
      b.add("sents");
      b.add("words");
      if (o.emptyNodes()) {
        b.add("empty n.");
      }
      int n = b.size();
      l0.append("r".repeat(n)).append(' ');
      l1.append("& \\MC{").append(n).append("}{text size}").append(" ".repeat(18));
      l2.append("& \\MC{").append(n).append("}{total number of}").append(" ".repeat(12));
      l3.append('&').append(String.join("&", b.stream().map(s -> pad(s, 7, true)).toList()));
      rule(rules1, "lr", 2, 1 + n + (o.wordsPerDoc() ? 2 : 0));
      rule(rules2, "lr", 2, 1 + n);
      c += n;
      if (o.wordsPerDoc()) {
        l0.append("rr ");
        l1.append("&        &        ");
        l2.append("&\\MC{2}{words/doc}");
        l3.append("&    max &    avg ");
        rule(rules2, "lr", c + 1, c + 2);
        c += 2;
      }
    }
    if (o.entities()) {
      l0.append("rrrr ");
      l1.append("& \\MC{4}{entities}").append(" ".repeat(14));
      l2.append("&  total &per 1k &\\MC{2}{length}");
      l3.append("&  count & words &   max &  avg ");
      if (o.entityRange()) {
        l0.append("r ");
        l1.append("&       ");
        l2.append("& range ");
        l3.append("& p95   ");
      }
      int q = o.entityRange() ? 5 : 4;
      rule(rules1, "lr", c + 1, c + q);
      rule(rules2, "lr", c + 3, c + 4);
      c += q;
      int e = o.entityLengthMax();
      if (e != 0) {
        bins(l0, l2, l3, 1, e);
        l1.append("& \\MC{").append(e).append("}{distribution of entity lengths}");
        c += e;
        rule(rules1, "lr", 6, c); // §10.4: the block always starts this rule at column 6
      }
    }
    if (o.mentions()) {
      l0.append("rrrr ");
      l1.append("& \\MC{4}{mentions}").append(" ".repeat(14));
      l2.append("&  total &per 1k &\\MC{2}{length}");
      l3.append("&  count & words &   max &  avg ");
      rule(rules1, "lr", c + 1, c + 4);
      rule(rules2, "lr", c + 3, c + 4);
      c += 4;
      int m = o.mentionLengthMax();
      if (m != 0) {
        bins(l0, l2, l3, 0, m);
        l1.append("& \\MC{")
            .append(m + 1)
            .append("}{distribution of mention lengths}")
            .append(" ".repeat(7));
        rule(rules1, "lr", c + 1, c + m + 1);
        c += m + 1;
      }
    }
    if (o.details()) {
      List<String> upos = new ArrayList<>();
      if (report != null) {
        for (Column column : report.columns()) {
          if (column.label().startsWith("head_upos=")) {
            upos.add(column.label().substring("head_upos=".length()));
          }
        }
      }
      int k = upos.size();
      l0.append("rrrr ").append("@{~}r".repeat(k));
      l1.append("& \\MC{3}{mention type}")
          .append(" ".repeat(7))
          .append("& \\MC{")
          .append(k)
          .append("}{distribution of head UPOS}");
      l2.append("&w/empty& w/gap&non-tree");
      upos.forEach(u -> l2.append('&').append(pad(u, 7, false)));
      l3.append("&  [\\%] ".repeat(3 + k));
      rule(rules1, "lr", c + 1, c + 3);
      rule(rules1, "l", c + 4, c + 3 + k);
    }
    l0.append("@{}}\\toprule");
    l1.append("\\\\").append(rules1);
    l2.append("\\\\").append(rules2);
    l3.append("\\\\\\midrule");
    return "\\def\\MC#1#2{\\multicolumn{#1}{c}{#2}}\n" + String.join("\n", l0, l1, l2, l3) + "\n";
  }

  /** The columns of a length distribution, {@code from} to {@code last} (the last with a +). */
  private static void bins(
      StringBuilder l0, StringBuilder l2, StringBuilder l3, int from, int last) {
    for (int i = from; i <= last; i++) {
      l0.append('r');
      l2.append("& ").append(pad(Integer.toString(i), 4, true)).append(i == last ? "+ " : "  ");
      l3.append("&  [\\%] ");
    }
    l0.append(' ');
  }

  private static void rule(StringBuilder rules, String trim, int from, int to) {
    rules
        .append("\\cmidrule(")
        .append(trim)
        .append("){")
        .append(from)
        .append('-')
        .append(to)
        .append('}');
  }

  private static String pad(String s, int width, boolean right) {
    if (s.length() >= width) {
      return s;
    }
    String spaces = " ".repeat(width - s.length());
    return right ? spaces + s : s + spaces;
  }
}

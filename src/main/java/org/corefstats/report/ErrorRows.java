package org.corefstats.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.corefstats.core.analysis.DocumentErrors;
import org.corefstats.core.analysis.ErrorColumn;
import org.corefstats.core.analysis.ErrorCounts;
import org.corefstats.core.analysis.LinkErrorCounts;
import org.corefstats.core.analysis.LinkType;
import org.corefstats.core.analysis.ListedError;

/**
 * The error analysis's tables as they are written (docs/explanation/error-analysis.md 5.5; {@link
 * ErrorTables} reads them back): their headers, rows and the Berkeley Coreference Analyser's
 * summary text, from summed {@link DocumentErrors}.
 */
public final class ErrorRows {
  private ErrorRows() {}

  /** errors.csv: one row per system. */
  public static final List<String> SYSTEM_HEADER = header("system", "singletons");

  /** errors_documents.csv: one row per system and document. */
  public static final List<String> DOCUMENT_HEADER = header("system", "document", "singletons");

  /** errors_by_type.csv: the mention-level categories by the mention's type. */
  public static final List<String> BY_TYPE_HEADER =
      List.of("system", "singletons", "category", "mention_type", "count");

  /** link_errors_by_type.csv: cort's link errors by kind, anaphor and antecedent type. */
  public static final List<String> LINKS_BY_TYPE_HEADER =
      List.of("system", "kind", "anaphor_type", "antecedent_type", "count");

  /** errors_list.csv ({@code --list-errors}): one row per counted error. */
  public static final List<String> LIST_HEADER =
      List.of("system", "document", "category", "n_mentions", "mentions", "text", "type");

  /** A row of errors_list.csv; the mentions separated by spaces ({@link ListedError}). */
  public static List<String> listRow(String system, String document, ListedError error) {
    return List.of(
        system,
        document,
        error.category().csvName(),
        Integer.toString(error.mentions().size()),
        String.join(" ", error.mentions()),
        error.text(),
        error.type().name().toLowerCase(Locale.ROOT));
  }

  private static List<String> header(String... keys) {
    List<String> h = new ArrayList<>(List.of(keys));
    h.addAll(DocumentErrors.COLUMNS);
    return List.copyOf(h);
  }

  /** A row: the keys, then every count in {@link DocumentErrors#COLUMNS} order. */
  public static List<String> row(DocumentErrors errors, String... keys) {
    List<String> cells = new ArrayList<>(List.of(keys));
    for (long v : errors.values()) {
      cells.add(Long.toString(v));
    }
    return cells;
  }

  /** The rows of errors_by_type.csv for one system: extra and missing mentions by type. */
  public static List<List<String>> byTypeRows(
      String system, String singletons, DocumentErrors errors) {
    ErrorCounts c = errors.categories();
    List<List<String>> rows = new ArrayList<>();
    ErrorColumn[][] byType = {
      {
        ErrorColumn.EXTRA_MENTION_PRONOUN,
        ErrorColumn.EXTRA_MENTION_NOMINAL,
        ErrorColumn.EXTRA_MENTION_NAME
      },
      {
        ErrorColumn.MISSING_MENTION_PRONOUN,
        ErrorColumn.MISSING_MENTION_NOMINAL,
        ErrorColumn.MISSING_MENTION_NAME
      }
    };
    String[] categories = {"extra_mention", "missing_mention"};
    String[] types = {"pronoun", "nominal", "name"};
    for (int k = 0; k < 2; k++) {
      for (int t = 0; t < 3; t++) {
        rows.add(
            List.of(
                system, singletons, categories[k], types[t], Long.toString(c.get(byType[k][t]))));
      }
    }
    return rows;
  }

  /** The rows of link_errors_by_type.csv for one system: every (kind, anaphor, antecedent). */
  public static List<List<String>> linkRows(String system, DocumentErrors errors) {
    LinkErrorCounts links = errors.links();
    List<List<String>> rows = new ArrayList<>();
    for (LinkErrorCounts.Kind kind : LinkErrorCounts.Kind.values()) {
      for (LinkType a : LinkType.values()) {
        for (LinkType b : LinkType.values()) {
          rows.add(
              List.of(
                  system, kind.code(), a.name(), b.name(), Long.toString(links.get(kind, a, b))));
        }
      }
    }
    return rows;
  }

  /**
   * The analyser's summary of the totals (its {@code .summary} file,
   * docs/explanation/error-analysis.md 1.4): the five raw operations, then the seven categories in
   * three blocks, with the same wording and order, so that it can be compared line by line with the
   * analyser's.
   */
  public static String referenceSummary(DocumentErrors errors) {
    ErrorCounts c = errors.categories();
    StringBuilder s = new StringBuilder("Operations:\n");
    line(s, c.get(ErrorColumn.OP_CORRECT_SPAN), "Correct Span");
    line(s, c.get(ErrorColumn.OP_INTRODUCE), "Introduce Mention");
    line(s, c.get(ErrorColumn.OP_SPLIT), "Split from Cluster");
    line(s, c.get(ErrorColumn.OP_MERGE), "Merge into Cluster");
    line(s, c.get(ErrorColumn.OP_REMOVE), "Remove Mention");
    s.append("\nErrors:\n");
    line(s, c.get(ErrorColumn.SPAN_ERROR), "Span Error");
    s.append('\n');
    line(s, c.get(ErrorColumn.CONFLATED_ENTITIES), "Conflated Entities");
    line(s, c.get(ErrorColumn.EXTRA_MENTION), "Extra Mention");
    line(s, c.get(ErrorColumn.EXTRA_ENTITY), "Extra Entity");
    s.append('\n');
    line(s, c.get(ErrorColumn.DIVIDED_ENTITY), "Divided Entity");
    line(s, c.get(ErrorColumn.MISSING_MENTION), "Missing Mention");
    line(s, c.get(ErrorColumn.MISSING_ENTITY), "Missing Entity");
    return s.toString();
  }

  private static void line(StringBuilder s, long count, String name) {
    s.append(String.format(Locale.ROOT, "%6d   %s%n", count, name).replace("\r", ""));
  }

  /** The categories in the paper's order, with the short headings of {@link #table}. */
  private static final ErrorColumn[] CATEGORIES = {
    ErrorColumn.SPAN_ERROR,
    ErrorColumn.CONFLATED_ENTITIES,
    ErrorColumn.EXTRA_MENTION,
    ErrorColumn.EXTRA_ENTITY,
    ErrorColumn.DIVIDED_ENTITY,
    ErrorColumn.MISSING_MENTION,
    ErrorColumn.MISSING_ENTITY
  };

  /**
   * One line per system with its seven category counts and what no category reports, aligned as the
   * run's score table.
   */
  public static void table(
      java.io.PrintWriter out, List<String> systems, List<DocumentErrors> errors) {
    List<String[]> lines = new ArrayList<>();
    lines.add(
        new String[] {
          "system",
          "span",
          "conflated",
          "extra-m",
          "extra-e",
          "divided",
          "missing-m",
          "missing-e",
          "unreported"
        });
    for (int i = 0; i < systems.size(); i++) {
      ErrorCounts c = errors.get(i).categories();
      String[] line = new String[CATEGORIES.length + 2];
      line[0] = systems.get(i);
      for (int k = 0; k < CATEGORIES.length; k++) {
        line[k + 1] = Long.toString(c.get(CATEGORIES[k]));
      }
      line[line.length - 1] =
          Long.toString(
              c.get(ErrorColumn.UNREPORTED_EXTRA) + c.get(ErrorColumn.UNREPORTED_MISSING));
      lines.add(line);
    }
    boolean[] right = new boolean[CATEGORIES.length + 2];
    java.util.Arrays.fill(right, true);
    right[0] = false;
    TextReport.table(out, lines, right);
  }

  /**
   * What the reference reports in no category, and what it would not have analysed, in one line
   * (empty when there is none): docs/explanation/error-analysis.md 5.4 and 5.7.
   */
  public static String extensionsLine(DocumentErrors errors) {
    ErrorCounts c = errors.categories();
    List<String> parts = new ArrayList<>();
    add(parts, c.get(ErrorColumn.UNREPORTED_EXTRA), "extra mention", "s in no category");
    add(parts, c.get(ErrorColumn.UNREPORTED_MISSING), "missing mention", "s in no category");
    add(parts, c.get(ErrorColumn.MISSING_SINGLETON), "missing singleton", "s");
    add(parts, c.get(ErrorColumn.EXTRA_SINGLETON), "extra singleton", "s");
    add(parts, c.get(ErrorColumn.DROPPED_MENTIONS), "mention", "s dropped (crossing or repeated)");
    add(parts, c.get(ErrorColumn.RESPONSE_MISSING), "document", "s missing from the response");
    return String.join("; ", parts);
  }

  /** "1 extra mention in no category", "2 extra mentions in no category". */
  private static void add(List<String> parts, long n, String noun, String pluralRest) {
    if (n > 0) {
      String rest = pluralRest.startsWith("s") ? pluralRest.substring(1) : pluralRest;
      parts.add(n + " " + noun + (n == 1 ? rest : pluralRest));
    }
  }
}

package org.corefstats.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.corefstats.core.analysis.AnaphorCounts;
import org.corefstats.core.analysis.AnaphorFamily;
import org.corefstats.core.analysis.AnaphorSlice;
import org.corefstats.core.analysis.AnaphorSlices;
import org.corefstats.core.analysis.AnaphorTable;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.evaluation.DocumentResult;
import org.corefstats.core.evaluation.EvaluationRequest;

/**
 * Anaphors by kind ({@code --anaphors}, ANAPHORS.md 4): anaphors.csv, per scored system (with
 * several settings, per setting; with {@code --group-by}, for all documents and per group) and
 * slice, the four counts, the numerators and denominators and the scores; anaphors_documents.csv,
 * each document's counts of its non-empty slices; in {@code score}'s output, F1 per bucket, a line
 * per family; in the run's summary, each system's weakest bucket.
 */
public final class AnaphorOutputs implements AnalysisOutputs {
  public static final String FILE = "anaphors.csv";
  public static final String DOCUMENTS_FILE = "anaphors_documents.csv";

  /** The columns after the keys (system, setting, group). */
  public static final List<String> COUNTS =
      List.of(
          "family",
          "bucket",
          "tp",
          "fp",
          "fn",
          "wl",
          "p_num",
          "p_den",
          "r_num",
          "r_den",
          "precision",
          "recall",
          "f1");

  /** The group of the rows of all documents when documents are grouped. */
  static final String ALL_DOCUMENTS = RunReport.ALL_DOCUMENTS;

  /**
   * Smallest number of key anaphors for a bucket to be named a system's weakest: smaller buckets
   * have too few anaphors for their F1 to say much; when no bucket has as many, the largest
   * non-empty buckets are compared.
   */
  static final long WEAKEST_MIN_ANAPHORS = 10;

  @Override
  public Class<? extends Analysis<?, ?>> analysis() {
    return AnaphorSlices.class;
  }

  @Override
  public List<DocumentTable<?>> documentTables(EvaluationRequest request) {
    return List.of(DOCUMENTS);
  }

  /** anaphors.csv's header for a run's settings and grouping. */
  public static List<String> header(boolean bySetting, boolean byGroup) {
    List<String> header = new ArrayList<>(List.of("system"));
    if (bySetting) {
      header.add("setting");
    }
    if (byGroup) {
      header.add("group");
    }
    header.addAll(COUNTS);
    return List.copyOf(header);
  }

  @Override
  public Summary writeTables(RunResult result, OutputDirectory output) throws IOException {
    boolean bySetting = result.settings().size() > 1;
    boolean byGroup = result.grouping() != null;
    AnaphorSlices analysis = result.evaluation().analysis(AnaphorSlices.class);
    List<List<String>> rows = new ArrayList<>();
    for (RunResult.SystemResult s : result.systems()) {
      AnaphorSlices.Sum sum = s.sum(result.evaluation(), analysis);
      if (sum == null) {
        continue;
      }
      for (int i = 0; i < result.settings().size(); i++) {
        List<String> keys = new ArrayList<>(List.of(s.name()));
        if (bySetting) {
          keys.add(result.settings().get(i));
        }
        addRows(rows, keys, byGroup ? ALL_DOCUMENTS : null, sum.table(i));
        if (byGroup) {
          for (Map.Entry<String, RunResult.GroupResult> g : s.groups().entrySet()) {
            addRows(
                rows, keys, g.getKey(), g.getValue().sum(result.evaluation(), analysis).table(i));
          }
        }
      }
    }
    try (PrintWriter w = output.text(FILE)) {
      CsvOutput.write(w, header(bySetting, byGroup), rows);
    }
    return new Summary(weakest(result), "");
  }

  private static void addRows(
      List<List<String>> rows, List<String> keys, String group, AnaphorTable table) {
    for (Map.Entry<AnaphorSlice, AnaphorCounts> e : table.counts().entrySet()) {
      List<String> row = new ArrayList<>(keys);
      if (group != null) {
        row.add(group);
      }
      row.addAll(cells(e.getKey(), e.getValue()));
      rows.add(row);
    }
  }

  /** The cells of one slice, from {@code family} on. */
  static List<String> cells(AnaphorSlice slice, AnaphorCounts c) {
    return List.of(
        slice.family().code(),
        slice.bucket(),
        Long.toString(c.tp()),
        Long.toString(c.fp()),
        Long.toString(c.fn()),
        Long.toString(c.wl()),
        Long.toString(c.precisionNumerator()),
        Long.toString(c.precisionDenominator()),
        Long.toString(c.recallNumerator()),
        Long.toString(c.recallDenominator()),
        Numbers.full(c.precision()),
        Numbers.full(c.recall()),
        Numbers.full(c.f1()));
  }

  /**
   * The summary's lines: per scored system (the primary setting, all documents), the bucket of
   * lowest F1 among those with at least {@link #WEAKEST_MIN_ANAPHORS} key anaphors (else among the
   * non-empty ones), families {@code all} and {@code official} aside.
   */
  static String weakest(RunResult result) {
    AnaphorSlices analysis = result.evaluation().analysis(AnaphorSlices.class);
    StringBuilder out =
        new StringBuilder("Weakest anaphor bucket (F1, key anaphors; " + FILE + "):\n");
    for (RunResult.SystemResult s : result.systems()) {
      AnaphorSlices.Sum sum = s.sum(result.evaluation(), analysis);
      if (sum == null) {
        continue;
      }
      Map.Entry<AnaphorSlice, AnaphorCounts> weakest = weakest(sum.table(0));
      out.append("  ").append(s.name()).append(": ");
      if (weakest == null) {
        out.append("no anaphor in any bucket\n");
      } else {
        out.append(
            String.format(
                Locale.ROOT,
                "%s %s, F1 %.2f (%d)%n",
                weakest.getKey().family().code(),
                weakest.getKey().bucket(),
                100 * weakest.getValue().f1(),
                weakest.getValue().keyAnaphors()));
      }
    }
    return out.toString();
  }

  /** The weakest bucket of a table as {@link #weakest(RunResult)} says, or null when none. */
  static Map.Entry<AnaphorSlice, AnaphorCounts> weakest(AnaphorTable table) {
    Map.Entry<AnaphorSlice, AnaphorCounts> weakest = null;
    boolean large = false;
    for (Map.Entry<AnaphorSlice, AnaphorCounts> e : table.counts().entrySet()) {
      AnaphorFamily f = e.getKey().family();
      long n = e.getValue().keyAnaphors();
      if (f == AnaphorFamily.ALL || f == AnaphorFamily.OFFICIAL || n == 0) {
        continue;
      }
      boolean isLarge = n >= WEAKEST_MIN_ANAPHORS;
      if (weakest == null
          || (isLarge && !large)
          || (isLarge == large && e.getValue().f1() < weakest.getValue().f1())) {
        weakest = e;
        large = isLarge;
      }
    }
    return weakest;
  }

  /** F1 per bucket, a line per family, under each setting. */
  @Override
  public String printedByScore(
      RunResult result, List<DocumentResult> documents, Set<String> filesWritten) {
    AnaphorSlices analysis = result.evaluation().analysis(AnaphorSlices.class);
    StringBuilder out =
        new StringBuilder(
            "Anaphors by kind (F1 per bucket, key anaphors in parentheses"
                + (filesWritten.contains(FILE) ? "; " + FILE : "")
                + "):\n");
    for (RunResult.SystemResult s : result.systems()) {
      AnaphorSlices.Sum sum = s.sum(result.evaluation(), analysis);
      if (sum == null) {
        continue;
      }
      for (int i = 0; i < result.settings().size(); i++) {
        String indent = "  ";
        if (result.settings().size() > 1) {
          out.append("  ").append(result.settings().get(i)).append(":\n");
          indent = "    ";
        }
        AnaphorFamily family = null;
        for (Map.Entry<AnaphorSlice, AnaphorCounts> e : sum.table(i).counts().entrySet()) {
          if (e.getKey().family() != family) {
            family = e.getKey().family();
            out.append(family == AnaphorFamily.ALL ? "" : "\n")
                .append(indent)
                .append(String.format(Locale.ROOT, "%-9s", family.code()));
          }
          out.append(
              String.format(
                  Locale.ROOT,
                  " %s %.2f (%d)",
                  e.getKey().bucket(),
                  100 * e.getValue().f1(),
                  e.getValue().keyAnaphors()));
        }
        out.append('\n');
      }
    }
    return out.toString();
  }

  @Override
  public List<String> files(EvaluationRequest request, boolean parquet) {
    return List.of(FILE, DOCUMENTS_FILE);
  }

  /** anaphors_documents.csv: each document's counts of its non-empty slices, per setting. */
  public static final DocumentTable<AnaphorTable[]> DOCUMENTS =
      new DocumentTable<>() {
        @Override
        public String file() {
          return DOCUMENTS_FILE;
        }

        @Override
        public List<String> header(List<String> settings) {
          List<String> header = new ArrayList<>(List.of("system"));
          if (settings.size() > 1) {
            header.add("setting");
          }
          header.addAll(List.of("document", "family", "bucket", "tp", "fp", "fn", "wl"));
          return List.copyOf(header);
        }

        @Override
        public AnaphorTable[] payload(DocumentResult d, EvaluationRequest request) {
          AnaphorSlices.Result r = d.result(request, request.analysis(AnaphorSlices.class));
          return r == null ? null : r.settings();
        }

        @Override
        public void records(
            StringBuilder out,
            String system,
            String document,
            List<String> settings,
            AnaphorTable[] bySetting) {
          for (int i = 0; i < bySetting.length; i++) {
            for (Map.Entry<AnaphorSlice, AnaphorCounts> e : bySetting[i].counts().entrySet()) {
              AnaphorCounts c = e.getValue();
              if (c.keyAnaphors() == 0 && c.fp() == 0) {
                continue;
              }
              List<Object> cells = new ArrayList<>(List.of(system));
              if (settings.size() > 1) {
                cells.add(settings.get(i));
              }
              cells.addAll(
                  List.of(
                      document,
                      e.getKey().family().code(),
                      e.getKey().bucket(),
                      c.tp(),
                      c.fp(),
                      c.fn(),
                      c.wl()));
              CsvRecords.record(out, cells);
            }
          }
        }
      };
}

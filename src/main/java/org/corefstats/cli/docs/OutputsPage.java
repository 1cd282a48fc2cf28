package org.corefstats.cli.docs;

import java.util.List;
import org.corefstats.cli.BehaviourRun;
import org.corefstats.report.AnaphorOutputs;
import org.corefstats.report.ConeEntityTable;
import org.corefstats.report.ErrorCostTable;
import org.corefstats.report.ErrorPlot;
import org.corefstats.report.ErrorRows;
import org.corefstats.report.ErrorTables;
import org.corefstats.report.Leaderboard;
import org.corefstats.report.LongDocumentOutputs;
import org.corefstats.report.MentionLengthOutputs;
import org.corefstats.report.ProblemTable;
import org.corefstats.report.RunFiles;
import org.corefstats.report.ScoreTable;
import org.corefstats.report.TextDriftOutputs;
import org.corefstats.report.html.HtmlReport;
import org.corefstats.significance.SignificanceReport;
import org.corefstats.study.StudyWriter;
import org.corefstats.study.cone.ConeWriter;

/** outputs.md: every file the commands write, with the columns the writers declare. */
final class OutputsPage {
  /** One output file; {@code columns} null where the file has no header of declared columns. */
  record Output(String file, String writtenBy, String what, List<String> columns) {}

  private static final String RUN = "run, score --out";

  static final List<Output> OUTPUTS =
      List.of(
          new Output(
              "scores.csv",
              RUN,
              "corpus scores per system and metric (a setting column after system with --settings)",
              scoreColumns()),
          new Output(
              "documents.csv",
              RUN,
              "the same counts per key document (a setting column with --settings)",
              ScoreTable.DOCUMENT_HEADER),
          new Output(
              "documents.parquet",
              "run",
              "documents.csv in Parquet, read by significance and correlate",
              ScoreTable.DOCUMENT_HEADER),
          new Output(ProblemTable.FILE, RUN, "every problem found", ProblemTable.COLUMNS),
          new Output(
              RunFiles.GROUPS,
              RUN + " with --group-by",
              "scores per group and their macro average",
              Leaderboard.GROUPS_HEADER),
          new Output(
              RunFiles.DOCUMENT_GROUPS,
              RUN + " with --group-by",
              "the group of each key document",
              RunFiles.DOCUMENT_GROUPS_COLUMNS),
          new Output(
              "leaderboard.csv",
              RUN + " with --group-by",
              "systems ranked: rank, system, a column per setting (the macro average), then one per"
                  + " setting:group",
              null),
          new Output("leaderboard.md", RUN + " with --group-by", "the same, as Markdown", null),
          new Output(
              ConeEntityTable.FILE,
              "run --cone-entities, score --cone-entities",
              "CONE's entity level",
              ConeEntityTable.COLUMNS),
          new Output(
              ErrorTables.ERRORS,
              RUN + " with --errors",
              "error counts per system",
              ErrorRows.SYSTEM_HEADER),
          new Output(
              "errors_documents.csv",
              RUN + " with --errors",
              "error counts per key document (and errors_documents.parquet, run)",
              ErrorRows.DOCUMENT_HEADER),
          new Output(
              ErrorTables.BY_TYPE,
              RUN + " with --errors",
              "errors by mention type",
              ErrorRows.BY_TYPE_HEADER),
          new Output(
              ErrorTables.LINKS,
              RUN + " with --errors",
              "cort's link errors by mention type",
              ErrorRows.LINKS_BY_TYPE_HEADER),
          new Output(ErrorPlot.FILE, RUN + " with --errors", "the error categories, plotted", null),
          new Output(
              ErrorCostTable.FILE,
              RUN + " with --error-costs",
              "what each kind of error costs",
              ErrorCostTable.HEADER),
          new Output(ErrorPlot.COSTS_FILE, RUN + " with --error-costs", "the costs, plotted", null),
          new Output(
              "errors_list.csv", RUN + " with --list-errors", "every error", ErrorRows.LIST_HEADER),
          new Output(
              MentionLengthOutputs.FILE,
              RUN + " with --mention-lengths",
              "mentions by length",
              MentionLengthOutputs.COLUMNS),
          new Output(
              AnaphorOutputs.FILE,
              RUN + " with --anaphors",
              "anaphor-level scores by kind (the CorefUD scorer's), per family and bucket; a setting"
                  + " column after system with --settings, a group column with --group-by",
              AnaphorOutputs.header(false, false)),
          new Output(
              AnaphorOutputs.DOCUMENTS_FILE,
              RUN + " with --anaphors",
              "the same counts per key document (a setting column with --settings)",
              AnaphorOutputs.DOCUMENTS.header(List.of("primary"))),
          new Output(
              LongDocumentOutputs.FILE,
              RUN + " with --windows, --major-entities, --strata or --long-documents",
              "each system's sums (document ALL): BookCoref's full and windowed counts, the"
                  + " long-range penalty, MEI, the entity-size strata",
              LongDocumentOutputs.COLUMNS),
          new Output(
              LongDocumentOutputs.DOCUMENTS_FILE,
              RUN + " with --windows, --major-entities, --strata or --long-documents",
              "the same per key document, with each major entity's row",
              LongDocumentOutputs.COLUMNS),
          new Output(
              TextDriftOutputs.FILE,
              RUN + " with --format llm-text or llm-json",
              "how far each document's text drifted from the key's",
              TextDriftOutputs.COLUMNS),
          new Output(
              TextDriftOutputs.SYSTEMS_FILE,
              RUN + " with --format llm-text or llm-json",
              "the same per system",
              TextDriftOutputs.SYSTEM_COLUMNS),
          new Output(
              org.corefstats.report.EmptyNodeOutputs.FILE,
              RUN + " with --empty-nodes",
              "each system's predicted empty nodes, per CRAC year and key, summed over its files",
              org.corefstats.report.EmptyNodeOutputs.HEADER),
          new Output(
              org.corefstats.report.EmptyNodeOutputs.GROUPS_FILE,
              RUN + " with --empty-nodes and --group-by",
              "the same per group (a key file, or its documents' counts summed), with the groups' macro mean",
              org.corefstats.report.EmptyNodeOutputs.GROUPS_HEADER),
          new Output(
              org.corefstats.report.DescriptorOutputs.FILE,
              RUN + " with --descriptors",
              "udapi's corpus descriptors (corefud.Stats) of each file of the key and of every"
                  + " system: describe --csv's rows, led by their source",
              org.corefstats.report.DescriptorOutputs.HEADER),
          new Output(
              org.corefstats.report.DescriptorOutputs.GROUPS_FILE,
              RUN + " with --descriptors and --group-by (not file)",
              "the same statistics per group of documents: udapi's on a file of the group's"
                  + " documents, read with split_docs=1",
              org.corefstats.report.DescriptorOutputs.GROUPS_HEADER),
          new Output("summary.txt", "run, significance", "what was done, as printed", null),
          new Output(RunFiles.RUN_JSON, RUN, "the run's record: inputs, settings, files", null),
          new Output(
              HtmlReport.FILE, "run, significance, correlate, behaviour, report", "report", null),
          new Output(
              "intervals.csv",
              "significance",
              "bootstrap intervals per system and metric",
              SignificanceReport.INTERVAL_COLUMNS),
          new Output(
              "pairwise.csv",
              "significance",
              "paired randomization tests",
              SignificanceReport.PAIRWISE_COLUMNS),
          new Output(
              "ranking.csv", "significance", "systems ranked", SignificanceReport.RANKING_COLUMNS),
          new Output("ranking.md", "significance", "the ranking, as Markdown", null),
          new Output(
              "correlations.csv",
              "correlate, run --correlate",
              "correlations of the pivot with every metric",
              StudyWriter.CORRELATION_COLUMNS),
          new Output("matrix.csv", "correlate, run --correlate", "correlation matrix", null),
          new Output("table3.md", "correlate, run --correlate", "Luo et al.'s table 3", null),
          new Output("figure1-*.png", "correlate, run --correlate", "scatter plots", null),
          new Output("cone.csv", "correlate --study cone", "the CONE study", ConeWriter.COLUMNS),
          new Output(
              BehaviourRun.CSV, "behaviour", "each experiment's scores", BehaviourRun.HEADER),
          new Output(BehaviourRun.FINDINGS, "behaviour", "what the experiments show", null),
          new Output("behaviour-*.png", "behaviour", "each experiment, plotted", null));

  private OutputsPage() {}

  /** scores.csv's header, as RunReport.scores writes it without --settings. */
  private static List<String> scoreColumns() {
    return ScoreTable.header("system");
  }

  static String markdown() {
    StringBuilder md = new StringBuilder();
    md.append(ReferencePages.GENERATED)
        .append("# Output files\n\n")
        .append("Every file the commands write, with its columns as the code declares them.")
        .append(" The `run` output directory's files are the ones `score --out` writes too.\n\n")
        .append("| File | Written by | What | Columns |\n|---|---|---|---|\n");
    for (Output o : OUTPUTS) {
      md.append("| `")
          .append(o.file())
          .append("` | ")
          .append(o.writtenBy())
          .append(" | ")
          .append(o.what())
          .append(" | ")
          .append(o.columns() == null ? "" : "`" + String.join("`, `", o.columns()) + "`")
          .append(" |\n");
    }
    return md.toString();
  }
}

package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.corefstats.cli.docs.ReferencePages;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.report.ConeEntityTable;
import org.corefstats.report.ErrorCostTable;
import org.corefstats.report.ErrorPlot;
import org.corefstats.report.ErrorTables;
import org.corefstats.report.MentionLengthOutputs;
import org.corefstats.report.ProblemTable;
import org.corefstats.report.RunFiles;
import org.corefstats.report.TextDriftOutputs;
import org.corefstats.report.html.HtmlReport;
import org.corefstats.significance.SignificanceReport;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * docs/reference/ and docs/man/ are what the generator writes from the code today, and they cover
 * every command, option, problem kind and output file.
 */
class ReferencePagesTest {
  private static final Path DOCS = Path.of("docs");
  private static final Map<String, String> PAGES = ReferencePages.pages();

  @Test
  void theCommittedPagesAreUpToDate() throws IOException {
    List<String> stale = new ArrayList<>();
    for (Map.Entry<String, String> page : PAGES.entrySet()) {
      Path file = DOCS.resolve(page.getKey());
      if (!Files.exists(file)
          || !Files.readString(file, StandardCharsets.UTF_8).equals(page.getValue())) {
        stale.add(page.getKey());
      }
    }
    assertEquals(
        List.of(),
        stale,
        "docs/ out of date with the code: run scripts/dev/reference-docs.sh and commit the pages");
  }

  @Test
  void everyCommandAndOptionIsInItsPages() {
    CommandSpec root = new CommandLine(Main.class).getCommandSpec();
    for (CommandLine sub : root.subcommands().values()) {
      CommandSpec command = sub.getCommandSpec();
      if (command.helpCommand()) {
        continue;
      }
      String markdown = PAGES.get("reference/" + command.name() + ".md");
      String man = PAGES.get("man/corefstats-" + command.name() + ".1");
      assertTrue(PAGES.get("reference/README.md").contains("`" + command.name() + "`"));
      // roff writes a hyphen as \- (empty-nodes), as in the options below
      assertTrue(
          PAGES.get("man/corefstats.1").contains(command.name().replace("-", "\\-")),
          command.name());
      for (OptionSpec option : command.options()) {
        String heading = "(?s).*\n### `[^`\n]*" + Pattern.quote(option.longestName()) + "[=`].*";
        assertTrue(markdown.matches(heading), option.longestName());
        assertTrue(man.contains(option.longestName().replace("-", "\\-")), option.longestName());
      }
    }
  }

  @Test
  void everyProblemKindIsExplained() {
    String problems = PAGES.get("reference/problems.md");
    for (ProblemKind kind : ProblemKind.values()) {
      assertTrue(problems.contains("| `" + kind.code() + "` |"), kind.code());
      assertFalse(kind.advice().isBlank(), kind.code());
    }
  }

  @Test
  void everyOutputFileIsListed() {
    String outputs = PAGES.get("reference/outputs.md");
    List<String> files =
        new ArrayList<>(
            List.of(
                "scores.csv",
                "documents.csv",
                "documents.parquet",
                "leaderboard.csv",
                "leaderboard.md",
                "summary.txt",
                ProblemTable.FILE,
                RunFiles.GROUPS,
                RunFiles.DOCUMENT_GROUPS,
                RunFiles.RUN_JSON,
                ConeEntityTable.FILE,
                ErrorTables.ERRORS,
                ErrorTables.BY_TYPE,
                ErrorTables.LINKS,
                ErrorCostTable.FILE,
                ErrorPlot.FILE,
                ErrorPlot.COSTS_FILE,
                MentionLengthOutputs.FILE,
                TextDriftOutputs.FILE,
                TextDriftOutputs.SYSTEMS_FILE,
                HtmlReport.FILE,
                BehaviourRun.CSV,
                BehaviourRun.FINDINGS));
    files.addAll(SignificanceReport.FILES);
    for (String file : files) {
      assertTrue(outputs.contains("`" + file + "`"), file);
    }
  }

  @Test
  void manPagesEscapeTroff() {
    for (Map.Entry<String, String> page : PAGES.entrySet()) {
      if (page.getKey().startsWith("man/")) {
        for (String line : page.getValue().split("\n")) {
          assertFalse(
              line.startsWith(".")
                  && !line.matches("\\.(\\\\\"|TH|SH|TP|PP|B|I|br|sp|nh|ad|nf|fi)( .*)?"),
              page.getKey() + ": " + line);
        }
      }
    }
  }
}

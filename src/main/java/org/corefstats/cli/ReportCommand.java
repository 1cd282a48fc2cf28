package org.corefstats.cli;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.UUID;
import java.util.concurrent.Callable;
import org.corefstats.report.html.HtmlReport;
import org.corefstats.report.html.OutputFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code corefstats report DIR}: report.html again, from the files of an output directory. */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Writes DIR/report.html from the files of an output directory of run, significance, correlate"
          + " or behaviour (which write it themselves): for an output written before the report"
          + " existed, or after its files were changed. Local directories only.",
      "Exit codes: 0 written; 4 DIR could not be read or the page could not be written; 1 internal"
          + " error."
    })
final class ReportCommand implements Callable<Integer> {
  @Spec private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "DIR", description = "the output directory")
  private Path dir;

  @Option(
      names = "--command",
      paramLabel = "NAME",
      description =
          "the command named in the title (default: run when DIR has run.json, else the"
              + " directory's name)")
  private String command;

  @Override
  public Integer call() throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new NoSuchFileException(dir.toString(), null, "not a directory");
    }
    String title =
        command != null
            ? command
            : Files.exists(dir.resolve("run.json"))
                ? "run"
                : dir.toAbsolutePath().getFileName().toString();
    Path target = dir.resolve(HtmlReport.FILE);
    Path work = dir.resolve(".report.html.incomplete-" + UUID.randomUUID());
    try {
      try (Writer w = Files.newBufferedWriter(work, StandardCharsets.UTF_8)) {
        HtmlReport.write(OutputFiles.local(dir), title, w);
      }
      Files.move(work, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(work);
    }
    spec.commandLine().getOut().println("Wrote " + target);
    return Main.OK;
  }
}

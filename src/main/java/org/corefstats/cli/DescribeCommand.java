package org.corefstats.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.corefstats.core.descriptors.Description;
import org.corefstats.core.descriptors.Descriptors;
import org.corefstats.core.descriptors.HumanStyle;
import org.corefstats.core.descriptors.StatsOptions;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.Severity;
import org.corefstats.report.CsvOutput;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code corefstats describe FILE...}: the CRAC organisers' corpus descriptors, udapi's {@code
 * corefud.Stats} block, printed as its {@code human} style prints them
 * (docs/explanation/descriptors.md).
 */
@Command(
    name = "describe",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Describes CoNLL-U files as udapi's corefud.Stats block does (entities and mentions per"
          + " 1,000 words, entity and mention lengths, head UPOS, mentions with empty nodes, gaps"
          + " or several top nodes, the 95th percentile of the entity range), and prints its"
          + " 'human' output byte for byte: each file as 'udapy read.Conllu files=FILE"
          + " corefud.Stats' with the parameters named by the options. With several files, each"
          + " file's output follows a line '==> FILE <=='.",
      "Where udapi stops with an exception, the problem is reported on standard error with its"
          + " place, and what can be computed is printed.",
      "Exit codes: 0 described (notes and warnings, if any, listed); 3 described, but udapi would"
          + " stop on an input (errors listed); 2 invalid command line, or --csv exists without"
          + " --overwrite; 4 an input or output could not be read or written; 1 internal error."
    })
final class DescribeCommand implements Callable<Integer> {
  @Spec private CommandSpec spec;

  @Parameters(paramLabel = "FILE", arity = "1..*", description = "CoNLL-U files")
  private List<Path> files;

  @Mixin private DescriptorOptions statistics;

  @Option(
      names = "--csv",
      paramLabel = "FILE",
      description = "also write" + " file,document_index,document,statistic,value rows to FILE")
  private Path csv;

  @Option(names = "--overwrite", description = "replace the --csv file if it exists")
  private boolean overwrite;

  @Override
  public Integer call() throws IOException {
    OutputFile.refuseExisting(csv, overwrite);
    StatsOptions options = statistics.options();
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    List<Description> descriptions = new ArrayList<>();
    boolean stops = false;
    for (Path file : files) {
      Description description = Descriptors.describe(file.toString(), read(file), options);
      descriptions.add(description);
      if (files.size() > 1) {
        out.print("==> " + file + " <==\n");
      }
      out.print(HumanStyle.print(description, options));
      out.flush();
      for (Problem p : description.problems()) {
        err.println("corefstats: " + p);
        stops |= p.severity() == Severity.ERROR;
      }
    }
    if (csv != null) {
      CsvOutput.descriptors(csv, descriptions);
    }
    return stops ? Main.REFUSED : Main.OK;
  }

  private static String read(Path file) throws IOException {
    try {
      return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read " + file + ": no such file or directory", e);
    }
  }
}

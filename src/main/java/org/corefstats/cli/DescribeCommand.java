package org.corefstats.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.regex.Pattern;
import org.corefstats.core.descriptors.Description;
import org.corefstats.core.descriptors.Descriptors;
import org.corefstats.core.descriptors.StatsOptions;
import org.corefstats.core.descriptors.Style;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.Severity;
import org.corefstats.report.CsvOutput;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/**
 * {@code corefstats describe FILE...}: the CRAC organisers' corpus descriptors, udapi's {@code
 * corefud.Stats} block, printed as its {@code human} or tex styles print them
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
          + " output byte for byte, in the style --style names: each file as 'udapy read.Conllu files=FILE"
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
      names = "--style",
      paramLabel = "STYLE",
      defaultValue = "human",
      converter = StyleConverter.class,
      description =
          "style: human (default; a line per statistic), tex (a LaTeX table row per report),"
              + " tex-table (rows in a booktabs table with its header) or tex-doc (the table in a"
              + " standalone LaTeX document)")
  private Style.Kind style;

  @Option(
      names = "--max-rows-per-page",
      paramLabel = "N",
      defaultValue = "50",
      description =
          "max_rows_per_page: with --per-doc and tex-table or tex-doc, a table closes after N+1"
              + " rows and another begins (default 50)")
  private int maxRowsPerPage;

  @Option(
      names = "--highlight-docnames",
      paramLabel = "REGEX",
      description =
          "highlight_docnames: in the tex styles, per-document labels in which REGEX is found"
              + " start with \\NEW (a grey row)")
  private Pattern highlightDocnames;

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
    Style printing = new Style(style, maxRowsPerPage, highlightDocnames);
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    List<Description> descriptions = new ArrayList<>();
    boolean stops = false;
    for (Path file : files) {
      Description description =
          Descriptors.describe(file.toString(), read(file), options, printing);
      descriptions.add(description);
      if (files.size() > 1) {
        out.print("==> " + file + " <==\n");
      }
      out.print(printing.print(description, options));
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

  /** The block's style names, {@code tex-table} with its hyphen. */
  static final class StyleConverter implements ITypeConverter<Style.Kind> {
    @Override
    public Style.Kind convert(String value) {
      for (Style.Kind kind : Style.Kind.values()) {
        if (kind.code().equals(value)) {
          return kind;
        }
      }
      throw new TypeConversionException(
          "'" + value + "': expected human, tex, tex-table or tex-doc");
    }
  }

  private static byte[] read(Path file) throws IOException {
    try {
      return Files.readAllBytes(file);
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read " + file + ": no such file or directory", e);
    }
  }
}

package org.corefstats.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import org.corefstats.core.document.Problem;
import org.corefstats.core.emptynodes.CracYear;
import org.corefstats.core.emptynodes.EmptyNodeEvaluation;
import org.corefstats.core.emptynodes.EmptyNodeReader;
import org.corefstats.report.CsvOutput;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code corefstats empty-nodes GOLD SYSTEM}: the CRAC 2024 and 2026 intrinsic evaluations of
 * predicted empty nodes, printed as their official scripts print them.
 */
@Command(
    name = "empty-nodes",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Evaluates a system's empty nodes (CoNLL-U lines with IDs such as 5.1) against gold's as the"
          + " CRAC official scripts do: crac2024_zero_nodes_eval.py (keys WO, ARC, DEP, WO_DEP) and"
          + " crac2026_empty_nodes_eval.py (ARC, DEP, WO, DEP_WO, FORM, LEMMA, UPOS, XPOS, FEATS,"
          + " ALL), and prints their lines byte for byte. GOLD comes first here; the scripts take"
          + " the system first.",
      "Where a script would stop (an empty node whose DEPS does not start with HEAD:DEPREL, too few"
          + " columns, a file that is not UTF-8), the line is reported as an error on standard error"
          + " and left out, and the rest is scored.",
      "Exit codes: 0 scored (errors, if any, listed); 3 nothing scored (a file is not UTF-8);"
          + " 2 invalid command line, or --csv exists without --overwrite; 4 an input or output"
          + " could not be read or written; 1 internal error."
    })
final class EmptyNodesCommand implements Callable<Integer> {
  @Spec private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "GOLD", description = "the gold CoNLL-U file")
  private Path gold;

  @Parameters(index = "1", paramLabel = "SYSTEM", description = "the system's CoNLL-U file")
  private Path system;

  @Option(
      names = "--crac",
      paramLabel = "YEAR",
      defaultValue = "2026",
      description =
          "2024, 2026 (default) or both: which script's keys (both: 2024's block, then 2026's,"
              + " each under a heading line)")
  private String crac;

  @Option(
      names = "--csv",
      paramLabel = "FILE",
      description = "also write evaluation,key,tp,fp,fn,precision,recall,f1 rows to FILE")
  private Path csv;

  @Option(names = "--overwrite", description = "replace the --csv file if it exists")
  private boolean overwrite;

  @Override
  public Integer call() throws IOException {
    OutputFile.refuseExisting(csv, overwrite);
    List<CracYear> years = years();
    // each file read once, as a stream, the two at once (the scripts read the system first,
    // §1.2, which changes nothing but the order of their errors)
    CompletableFuture<EmptyNodeReader.Reading> goldRead =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return read(gold);
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            });
    EmptyNodeReader.Reading systemReading = read(system);
    EmptyNodeReader.Reading goldReading;
    try {
      goldReading = goldRead.join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof UncheckedIOException io) {
        throw io.getCause();
      }
      throw e;
    }
    List<EmptyNodeEvaluation.Result> results = new ArrayList<>();
    for (CracYear year : years) {
      results.add(EmptyNodeEvaluation.evaluate(year, goldReading, systemReading));
    }
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    boolean scored = true;
    for (EmptyNodeEvaluation.Result result : results) {
      if (results.size() > 1) {
        out.print(heading(result.year()) + "\n");
      }
      // "\n", not println: the scripts' line end on every platform (§1.3)
      result.printed().forEach(line -> out.print(line + "\n"));
      for (Problem p : result.problems()) {
        err.println("corefstats: " + p);
      }
      scored &= result.scored();
    }
    if (scored) {
      for (Problem p : EmptyNodeEvaluation.warnings(goldReading, systemReading)) {
        err.println("corefstats: " + p);
      }
    }
    if (csv != null) {
      CsvOutput.emptyNodes(csv, results);
    }
    return scored ? Main.OK : Main.REFUSED;
  }

  static String heading(CracYear year) {
    return "CRAC " + year.code().substring(4) + " (" + year.script() + ")";
  }

  private static EmptyNodeReader.Reading read(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      return EmptyNodeReader.read(file.toString(), in);
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read " + file + ": no such file or directory", e);
    }
  }

  /** {@code --crac}: {@code 2024}, {@code 2026} or {@code both}. */
  private List<CracYear> years() {
    return switch (crac.trim().toLowerCase(Locale.ROOT)) {
      case "2024" -> List.of(CracYear.CRAC2024);
      case "2026" -> List.of(CracYear.CRAC2026);
      case "both" -> List.of(CracYear.CRAC2024, CracYear.CRAC2026);
      default ->
          throw new ParameterException(
              spec.commandLine(), "--crac: '" + crac + "': expected 2024, 2026 or both");
    };
  }
}

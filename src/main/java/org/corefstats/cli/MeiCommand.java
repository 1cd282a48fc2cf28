package org.corefstats.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.corefstats.core.longdocs.MeiNative;
import org.corefstats.report.CsvOutput;
import org.corefstats.report.Numbers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code corefstats mei KEY SYSTEM}: MEI's per-entity F1 on its own index-aligned jsonlines, as
 * MEI's {@code eval_func.py} computes it (docs/explanation/long-documents.md).
 */
@Command(
    name = "mei",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Scores Major Entity Identification (MEI, EMNLP 2024) on MEI's own index-aligned jsonlines,"
          + " as MEI's eval_func.py does (process_clusters_f1, then get_f1): in each KEY record,"
          + " clusters lists the k major entities, then an 'others' cluster (possibly empty); the"
          + " SYSTEM record of the same doc_key lists one predicted cluster per major entity, in"
          + " the same order (predicted_clusters if present, else clusters). MEI's quirk is kept:"
          + " a SYSTEM list of fewer than k clusters gets one empty slot, which the key mentions it"
          + " did not predict then fill.",
      "Prints each major entity's key size (its support), predicted size, common mentions,"
          + " recall, precision and F1, and MEI's three averages in percent, at full precision:"
          + " Macro F1 (the mean over every entity of the corpus), Micro F1 (weighted by the"
          + " entities' key sizes), Macro-Micro F1 (the mean of the documents' weighted means; a document without a"
          + " major entity counts 0).",
      "For general coreference output (any number of entities in any order), use score or run"
          + " with --major-entities, which chooses and aligns the major entities first.",
      "Exit codes: 0 scored; 3 input refused (a line that is not a record, a malformed cluster,"
          + " a doc_key in one file only or twice in one; every problem listed with its file,"
          + " line and document); 2 invalid command line, or --csv exists without --overwrite; 4"
          + " an input or output could not be read or written; 1 internal error."
    })
final class MeiCommand implements Callable<Integer> {
  @Spec private CommandSpec spec;

  @Parameters(
      index = "0",
      paramLabel = "KEY",
      description = "the key's jsonlines (.gz read): major entities, then others")
  private Path key;

  @Parameters(
      index = "1",
      paramLabel = "SYSTEM",
      description = "the system's jsonlines (.gz read): one cluster per major entity")
  private Path system;

  @Option(
      names = "--csv",
      paramLabel = "FILE",
      description =
          "also write the rows of long_documents.csv's columns to FILE (measures mei-native and"
              + " mei-native-entity; SYSTEM's file name as the system)")
  private Path csv;

  @Option(names = "--overwrite", description = "replace the --csv file if it exists")
  private boolean overwrite;

  @Override
  public Integer call() throws IOException {
    OutputFile.refuseExisting(csv, overwrite);
    MeiNative.Result result = MeiNative.read(key, system);
    PrintWriter out = spec.commandLine().getOut();
    out.print(printed(result));
    out.flush();
    if (csv != null) {
      String name =
          system.getFileName() == null ? system.toString() : system.getFileName().toString();
      CsvOutput.meiNative(csv, name, result);
    }
    return Main.OK;
  }

  /** Per document each major entity, then the averages as MEI prints them (full precision). */
  static String printed(MeiNative.Result result) {
    StringBuilder s = new StringBuilder();
    s.append(
        String.format(
            Locale.ROOT,
            "%-24s %6s %6s %6s %6s %8s %8s %8s%n",
            "document",
            "entity",
            "key",
            "system",
            "common",
            "R",
            "P",
            "F1"));
    for (MeiNative.DocumentScore d : result.documents()) {
      if (d.entities().isEmpty()) {
        s.append(String.format(Locale.ROOT, "%-24s (no major entity)%n", d.document()));
      }
      for (MeiNative.EntityScore e : d.entities()) {
        s.append(
            String.format(
                Locale.ROOT,
                "%-24s %6d %6d %6d %6d %8.2f %8.2f %8.2f%n",
                d.document(),
                e.index(),
                e.keySize(),
                e.responseSize(),
                e.common(),
                100 * e.recall(),
                100 * e.precision(),
                100 * e.f1()));
      }
    }
    s.append(
        String.format(
            Locale.ROOT,
            "major entities: %d; documents: %d%n",
            result.entities(),
            result.documents().size()));
    if (result.entities() == 0) {
      s.append("no major entity: MEI's averages divide by zero; none is given\n");
      return s.toString();
    }
    s.append("Macro F1: ").append(Numbers.full(result.macro())).append('\n');
    s.append("Micro F1: ").append(Numbers.full(result.micro())).append('\n');
    s.append("Macro-Micro F1: ").append(Numbers.full(result.macroMicro())).append('\n');
    return s.toString();
  }
}

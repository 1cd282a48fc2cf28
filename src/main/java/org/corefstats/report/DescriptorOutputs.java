package org.corefstats.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.descriptors.Description;

/**
 * What {@code --descriptors} adds to a run directory (docs/explanation/descriptors.md):
 * descriptors.csv, the rows {@code describe --csv} writes for each file of the key and of every
 * scored system, each row led by its source. udapi's statistics are per file, so {@code --group-by}
 * changes nothing here.
 */
public final class DescriptorOutputs {
  private DescriptorOutputs() {}

  public static final String FILE = "descriptors.csv";

  /** {@code source} ({@code (key)} or the system's name), then {@code describe --csv}'s columns. */
  public static final List<String> HEADER = header();

  private static List<String> header() {
    List<String> header = new ArrayList<>(List.of("source"));
    header.addAll(CsvOutput.DESCRIPTOR_COLUMNS);
    return List.copyOf(header);
  }

  /** Writes descriptors.csv when asked. */
  static void write(RunResult result, OutputDirectory output) throws IOException {
    if (result.descriptors().isEmpty()) {
      return;
    }
    List<List<String>> rows = new ArrayList<>();
    for (RunResult.Described source : result.descriptors()) {
      for (Description file : source.files()) {
        for (List<String> row : CsvOutput.descriptorRows(file)) {
          List<String> sourced = new ArrayList<>(List.of(source.source()));
          sourced.addAll(row);
          rows.add(sourced);
        }
      }
    }
    try (PrintWriter w = output.text(FILE)) {
      CsvOutput.write(w, HEADER, rows);
    }
  }
}

package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * The worked examples of the shared folder's conformance/descriptors (DESCRIPTORS.md) through
 * {@code describe --csv}: every value of expected.csv under the option set its row names, every
 * {@code human} output of outputs/ byte for byte, and every crash of the real block as a located
 * error after the output the block printed before it.
 */
@NeedsSharedData
class DescribeConformanceTest {
  private static final CSVFormat CSV =
      CSVFormat.RFC4180.builder().setHeader().setSkipHeaderRecord(true).get();

  /**
   * The option sets of the worked examples as {@code describe} options, each the udapi command line
   * its outputs were made with (the parameters as the outputs' columns show them).
   */
  static final Map<String, List<String>> OPTION_SETS =
      Map.ofEntries(
          Map.entry("default", List.of()),
          Map.entry("allupos", List.of("--upos", "all")),
          Map.entry(
              "basics",
              List.of("--basics", "--no-empty", "--no-entities", "--no-mentions", "--no-details")),
          Map.entry("detonly", List.of("--no-entities", "--no-mentions")),
          Map.entry("entonly", List.of("--no-mentions", "--no-details", "--entity-range")),
          Map.entry("full", List.of("--basics", "--words-per-doc", "--entity-range")),
          Map.entry(
              "lens",
              List.of("--entity-length-max", "3", "--mention-length-max", "2", "--entity-range")),
          Map.entry("mentonly", List.of("--no-entities", "--no-details")),
          Map.entry("nolens", List.of("--entity-length-max", "0", "--mention-length-max", "0")),
          Map.entry("nonsing", List.of("--exclude-nonsingletons", "--entity-range")),
          Map.entry("nosing", List.of("--exclude-singletons", "--entity-range")),
          Map.entry(
              "perdoc",
              List.of(
                  "--split-docs",
                  "--per-doc",
                  "--basics",
                  "--no-docs",
                  "--words-per-doc",
                  "--entity-range")),
          // max_rows_per_page=2: its tex-table and tex-doc outputs of we1 close a page after 3 rows
          Map.entry(
              "perdoc_fn",
              List.of(
                  "--split-docs",
                  "--per-doc",
                  "--docname-filename",
                  "--docname-len",
                  "20",
                  "--max-rows-per-page",
                  "2")),
          Map.entry("perfile", List.of("--per-doc", "--basics", "--entity-range")),
          Map.entry(
              "split", List.of("--split-docs", "--basics", "--words-per-doc", "--entity-range")),
          Map.entry("upos2", List.of("--upos", "NOUN PRON")),
          Map.entry("uposempty", List.of("--upos", "")),
          Map.entry("wpd_only", List.of("--words-per-doc")));

  @TempDir Path tmp;

  private record Run(int code, String out, String err, Map<String, CSVRecord> rows) {}

  private static Path folder() {
    return SharedData.conformance().resolve("descriptors");
  }

  private Run run(String example, String optionSet) throws IOException {
    return run(example, optionSet, "human");
  }

  private Run run(String example, String optionSet, String style) throws IOException {
    Path csv = tmp.resolve(example + "-" + optionSet + "-" + style + ".csv");
    List<String> args = new ArrayList<>(List.of("describe", input(example).toString()));
    args.addAll(OPTION_SETS.get(optionSet));
    args.addAll(List.of("--style", style));
    args.addAll(List.of("--csv", csv.toString()));
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(new PrintWriter(out), new PrintWriter(err), args.toArray(String[]::new));
    Map<String, CSVRecord> rows = new HashMap<>();
    try (Reader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
      for (CSVRecord r : CSV.parse(in)) {
        rows.put(r.get("document_index") + "/" + r.get("statistic"), r);
      }
    }
    return new Run(code, out.toString(), err.toString(), rows);
  }

  private static Path input(String example) {
    return folder().resolve(example + ".conllu");
  }

  private static List<String> examples() throws IOException {
    try (var files = Files.list(folder().resolve("outputs"))) {
      return files.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void everyHumanOutputIsPrintedByteForByteAndEveryCrashIsALocatedError() throws IOException {
    assertEquals(144, checkOutputs(List.of("human")), "human outputs");
  }

  @Test
  void everyTexOutputIsPrintedByteForByteAndEveryCrashIsALocatedError() throws IOException {
    assertEquals(432, checkOutputs(List.of("tex", "tex-table", "tex-doc")), "tex outputs");
  }

  /**
   * Checks every outputs/EXAMPLE/OPTIONSET.STYLE.txt of {@code styles}: the same bytes, or where
   * the block stopped, the bytes it printed before, exit code 3 and a located error naming the
   * exception; returns how many outputs were checked.
   */
  private int checkOutputs(List<String> styles) throws IOException {
    List<Executable> checks = new ArrayList<>();
    int outputs = 0;
    for (String example : examples()) {
      for (String optionSet : OPTION_SETS.keySet()) {
        for (String style : styles) {
          Path file =
              folder()
                  .resolve("outputs")
                  .resolve(example)
                  .resolve(optionSet + "." + style + ".txt");
          // docname=filename labels with the file as given (padded to 20): udapi was given the
          // bare name, describe the path, longer than 20; the tex styles escape its _
          String name = example + ".conllu";
          String path = input(example).toString();
          String expected =
              Files.readString(file, StandardCharsets.UTF_8)
                  .replace(String.format("%-20s", name) + "\n", path + "\n")
                  .replace(
                      String.format("%-20s", name.replace("_", "\\_")) + "&",
                      path.replace("_", "\\_") + "&");
          Run run = run(example, optionSet, style);
          String where = example + " " + optionSet + " " + style;
          outputs++;
          int crash = expected.indexOf("#ERROR# ");
          if (crash < 0) {
            checks.add(() -> assertEquals(expected, run.out(), where));
            checks.add(() -> assertEquals(0, run.code(), where + ": " + run.err()));
          } else {
            String exception = expected.substring(crash + 8, expected.indexOf(':', crash));
            checks.add(
                () ->
                    assertTrue(
                        run.out().startsWith(expected.substring(0, crash)),
                        where + ": the output the block printed before it stopped\n" + run.out()));
            checks.add(() -> assertEquals(3, run.code(), where));
            checks.add(
                () ->
                    assertTrue(
                        run.err().contains("error: " + input(example))
                            && run.err().contains(exception),
                        where + ": a located " + exception + "\n" + run.err()));
          }
        }
      }
    }
    assertAll(checks);
    return outputs;
  }

  @Test
  void everyValueOfExpectedCsvIsWrittenByDescribeCsv() throws IOException {
    List<CSVRecord> expected;
    try (Reader in =
        Files.newBufferedReader(folder().resolve("expected.csv"), StandardCharsets.UTF_8)) {
      expected = CSV.parse(in).getRecords();
    }
    Map<String, Run> runs = new HashMap<>();
    List<Executable> checks = new ArrayList<>();
    int values = 0;
    for (CSVRecord row : expected) {
      if (row.get("statistic").equals("ERROR")) {
        continue;
      }
      String example = row.get("file").replace("worked/", "").replace(".conllu", "");
      String optionSet = row.get("option_set");
      Run run = runs.computeIfAbsent(example + "/" + optionSet, k -> unchecked(example, optionSet));
      String key = row.get("doc_index") + "/" + row.get("statistic");
      String where = example + " " + optionSet + " " + key;
      CSVRecord got = run.rows().get(key);
      values++;
      checks.add(
          () -> {
            assertTrue(got != null, where + ": no row");
            assertEquals(
                Double.parseDouble(row.get("value")), Double.parseDouble(got.get("value")), where);
            String document = row.get("doc_name").strip();
            assertEquals(
                document.equals(example + ".conllu") ? input(example).toString() : document,
                got.get("document"),
                where + ": document");
          });
    }
    assertEquals(3883, values, "values of expected.csv");
    assertAll(checks);
  }

  private Run unchecked(String example, String optionSet) {
    try {
      return run(example, optionSet);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}

package org.corefstats.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.SharedData;
import org.corefstats.cli.Main;

/**
 * Inputs and expectations shared by the integration tests: LitBank as the key, simulated systems
 * made by {@code corefstats perturb}, one broken system; outputs compared row by row.
 */
final class RunOutputs {
  /** The CSV outputs that must not depend on where the run ran. */
  static final List<String> CSV_FILES = List.of("scores.csv", "documents.csv", "problems.csv");

  private RunOutputs() {}

  /** Result of an in-process {@code corefstats ...}. */
  record Cli(int code, String out, String err) {}

  /**
   * Runs {@code corefstats ARGS...} in this JVM (a {@code run} reuses the shared local session).
   */
  static Cli cli(String... args) {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    int code = Main.run(new PrintWriter(o), new PrintWriter(e), args);
    return new Cli(code, o.toString(), e.toString());
  }

  /**
   * {@code DIR/systems}: the simulated LitBank systems strong, weak and merger ({@code perturb},
   * seed 7) and, if {@code broken}, "broken": strong with a closing bracket that opens nothing deep
   * inside one file.
   */
  static Path litbankSystems(Path dir, boolean broken) throws IOException {
    Path systems = Files.createDirectories(dir.resolve("systems"));
    for (String profile : List.of("strong", "weak", "merger")) {
      Path p = dir.resolve("perturbed-" + profile);
      Cli c =
          cli(
              "perturb",
              SharedData.litbank().toString(),
              "--systems",
              "1",
              "--profile",
              profile,
              "--seed",
              "7",
              "--out",
              p.toString());
      assertEquals(Main.OK, c.code(), c.err());
      Files.move(p.resolve("sys01"), systems.resolve(profile));
    }
    if (broken) {
      Path target = Files.createDirectories(systems.resolve("broken"));
      try (Stream<Path> files = Files.list(systems.resolve("strong"))) {
        for (Path f : files.toList()) {
          Files.copy(f, target.resolve(f.getFileName()));
        }
      }
      Path file = target.resolve("1023_bleak_house_brat.conll");
      List<String> lines = new ArrayList<>(Files.readAllLines(file));
      int at = lines.size() - 1000;
      while (lines.get(at).isBlank() || lines.get(at).startsWith("#")) {
        at++;
      }
      lines.set(at, lines.get(at).replaceAll("\t[^\t]*$", "\t999)"));
      Files.write(file, lines);
    }
    return systems;
  }

  /**
   * {@code actual}'s scores.csv, documents.csv and problems.csv equal {@code expected}'s: same
   * header, same rows once sorted; cells equal as strings or, when numbers, to 1e-12 relative.
   */
  static void assertSameCsvOutputs(Path expected, Path actual, String diagnostics)
      throws IOException {
    for (String name : CSV_FILES) {
      assertSameCsv(expected.resolve(name), actual.resolve(name), diagnostics);
    }
  }

  static void assertSameCsv(Path expected, Path actual, String diagnostics) throws IOException {
    assertTrue(Files.isRegularFile(actual), actual + " missing\n" + diagnostics);
    assertEquals(
        Files.readAllLines(expected).get(0),
        Files.readAllLines(actual).get(0),
        "header of " + actual);
    List<List<String>> e = sortedRows(Csv.read(expected));
    List<List<String>> a = sortedRows(Csv.read(actual));
    assertEquals(e.size(), a.size(), "rows of " + actual);
    assertTrue(e.size() > 0, "rows of " + expected);
    for (int i = 0; i < e.size(); i++) {
      List<String> want = e.get(i);
      List<String> got = a.get(i);
      assertEquals(want.size(), got.size(), actual + " row " + i);
      for (int c = 0; c < want.size(); c++) {
        assertSameCell(
            want.get(c), got.get(c), actual.getFileName() + " row " + want + " column " + c);
      }
    }
  }

  private static void assertSameCell(String want, String got, String what) {
    if (want.equals(got)) {
      return;
    }
    double w;
    double g;
    try {
      w = Double.parseDouble(want);
      g = Double.parseDouble(got);
    } catch (NumberFormatException e) {
      assertEquals(want, got, what);
      return;
    }
    assertTrue(
        Math.abs(w - g) <= 1e-12 * Math.max(Math.abs(w), Math.abs(g)),
        what + ": " + want + " != " + got);
  }

  private static List<List<String>> sortedRows(List<CSVRecord> records) {
    List<List<String>> rows = new ArrayList<>();
    for (CSVRecord r : records) {
      rows.add(r.toList());
    }
    rows.sort(Comparator.comparing(r -> String.join("\u0000", r)));
    return rows;
  }
}

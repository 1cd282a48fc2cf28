package org.corefstats.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.apache.commons.csv.CSVPrinter;
import org.junit.jupiter.api.Test;

/**
 * {@link CsvRecords} writes what a {@code CSVPrinter} writes, character for character: key cells
 * that need quoting, every kind of number {@link Numbers#full} writes, empty cells.
 */
class CsvRecordsTest {
  private static final List<String> NAMES =
      List.of(
          "sys01",
          "(synth/doc_00000); part 000",
          "a,b",
          "say \"hi\"",
          "two\nlines",
          "cr\rhere",
          " leading space",
          "trailing space ",
          "#hash",
          "!bang",
          "-dash",
          "",
          "ünïcödé ✓",
          "tab\tinside");

  private static final double[] NUMBERS = {
    0,
    -0.0,
    1,
    -1,
    6,
    276,
    0.75,
    2.0 / 3,
    -2.0 / 3,
    0.1 + 0.2,
    108.0842657342657,
    1e-3,
    9.99e-4,
    1e-5,
    -1e-5,
    1e7,
    1e7 + 0.5,
    9_999_999.999999998,
    0x1p53,
    0x1p53 + 2,
    -0x1p53 - 2,
    1e20,
    1.5e300,
    Double.MIN_VALUE,
    Double.MIN_NORMAL,
    Double.MAX_VALUE,
    Double.POSITIVE_INFINITY,
    Double.NEGATIVE_INFINITY,
    Double.NaN
  };

  @Test
  void scoreRowsAreWhatAPrinterWritesOfTheirCells() throws IOException {
    List<ScoreRow> rows = new ArrayList<>();
    for (int i = 0; i < NUMBERS.length; i++) {
      double x = NUMBERS[i];
      double y = NUMBERS[(i + 7) % NUMBERS.length];
      rows.add(new ScoreRow("muc", x, y, x, y, x, y, y));
      rows.add(new ScoreRow("conll", null, null, null, null, Double.NaN, Double.NaN, x));
    }
    for (String a : NAMES) {
      assertSameText(rows, a);
      for (String b : NAMES) {
        assertSameText(rows, a, b);
      }
    }
    Random random = new Random(42);
    List<ScoreRow> many = new ArrayList<>();
    for (int i = 0; i < 20_000; i++) {
      double scale = Math.pow(10, random.nextInt(24) - 12);
      many.add(
          new ScoreRow(
              "blanc_noncoref",
              random.nextInt(5000) + 0.0,
              random.nextDouble() * scale,
              Double.longBitsToDouble(random.nextLong()),
              random.nextBoolean() ? null : random.nextGaussian(),
              random.nextDouble(),
              -random.nextDouble() * scale,
              random.nextDouble()));
    }
    assertSameText(many, "sys01", "(synth/doc_00000); part 000");
  }

  private static void assertSameText(List<ScoreRow> rows, String... keys) throws IOException {
    StringWriter expected = new StringWriter();
    try (CSVPrinter csv = new CSVPrinter(expected, CsvRecords.FORMAT)) {
      for (ScoreRow row : rows) {
        csv.printRecord(ScoreTable.cells(row, keys));
      }
    }
    StringBuilder actual = new StringBuilder();
    String cells = CsvRecords.keys(keys);
    for (ScoreRow row : rows) {
      CsvRecords.scoreRow(actual, cells, row);
    }
    assertEquals(expected.toString(), actual.toString(), "keys " + Arrays.asList(keys));
  }

  @Test
  void recordsAreWhatAPrinterWrites() throws IOException {
    List<List<String>> records = new ArrayList<>();
    records.add(ScoreTable.DOCUMENT_HEADER);
    records.add(NAMES);
    records.add(Arrays.asList("(key)", null, null, "", "extra_document", "no \"such\", doc", null));
    records.add(Arrays.asList(null, "x"));
    records.add(Arrays.asList("", "x"));
    for (String name : NAMES) {
      records.add(List.of(name));
      records.add(List.of(name, name));
    }
    StringWriter expected = new StringWriter();
    try (CSVPrinter csv = new CSVPrinter(expected, CsvRecords.FORMAT)) {
      for (List<String> r : records) {
        csv.printRecord(r);
      }
    }
    StringBuilder actual = new StringBuilder();
    for (List<String> r : records) {
      CsvRecords.record(actual, r);
    }
    assertEquals(expected.toString(), actual.toString());
  }

  @Test
  void aScoreRowHasKeyCells() {
    assertThrows(IllegalArgumentException.class, CsvRecords::keys);
  }
}

package org.corefstats.core.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.corefstats.core.conll.ConllReader;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.junit.jupiter.api.Test;

/**
 * The 17 worked examples of docs/explanation/error-analysis.md 5.6 (in the shared data folder) in
 * both singleton modes: every column of {@code expected.csv} (counts of the Berkeley Coreference
 * Analyser) per document and in total, and the invariants of 5.4 on every row; and the keys of the
 * project's samples (samples/key) against themselves and against no response.
 */
class ErrorAnalysisTest {
  private static final Path SAMPLE_KEYS = Path.of("samples", "key");

  /** {@code conformance/error-analysis}, looked up only by the tests that compare with it. */
  private static Path dir() {
    return SharedData.errorAnalysis();
  }

  @Test
  @NeedsSharedData
  void everyColumnOfEveryExampleEqualsTheAnalysersInBothModes() throws IOException {
    Map<String, Document> keys = read(dir().resolve("key.conll"));
    Map<String, Document> responses = read(dir().resolve("response.conll"));
    assertEquals(17, keys.size());
    List<CSVRecord> expected = Csv.read(dir().resolve("expected.csv"));
    List<String> referenceColumns =
        expected.get(0).getParser().getHeaderNames().stream()
            .filter(c -> !List.of("singletons", "system", "document").contains(c))
            .toList();
    assertEquals(23, referenceColumns.size(), referenceColumns.toString());
    assertTrue(ErrorCounts.COLUMNS.containsAll(referenceColumns), referenceColumns.toString());
    int rows = 0;
    for (ErrorSingletons mode : ErrorSingletons.values()) {
      ErrorCounts total = ErrorCounts.ZERO;
      for (Document key : keys.values()) {
        ErrorCounts counts = ErrorAnalysis.analyse(key, responses.get(key.name()), mode);
        assertInvariants(counts);
        assertFalse(counts.get(ErrorColumn.RESPONSE_MISSING) != 0);
        assertEquals(0, counts.get(ErrorColumn.DROPPED_MENTIONS));
        assertExpected(row(expected, mode, key.name()), referenceColumns, counts, key.name());
        total = total.plus(counts);
        rows++;
      }
      assertExpected(row(expected, mode, "TOTAL"), referenceColumns, total, "TOTAL " + mode);
    }
    assertEquals(34, rows);
  }

  @Test
  @NeedsSharedData
  void theExtensionColumnsOfTheSpecsTotals() throws IOException {
    // 5.6: unreported_missing 1 (ex11) and unreported_extra 2 (ex06, ex13) in REMOVE mode
    Map<String, Document> keys = read(dir().resolve("key.conll"));
    Map<String, Document> responses = read(dir().resolve("response.conll"));
    ErrorCounts total = ErrorCounts.ZERO;
    for (Document key : keys.values()) {
      total =
          total.plus(ErrorAnalysis.analyse(key, responses.get(key.name()), ErrorSingletons.REMOVE));
    }
    assertEquals(1, total.get(ErrorColumn.UNREPORTED_MISSING));
    assertEquals(2, total.get(ErrorColumn.UNREPORTED_EXTRA));
  }

  @Test
  void aResponseEqualToTheKeyHasNoErrorInEitherMode() throws IOException {
    int checked = 0;
    for (Path file : sampleKeys()) {
      for (Document key : read(file).values()) {
        for (ErrorSingletons mode : ErrorSingletons.values()) {
          ErrorCounts counts = ErrorAnalysis.analyse(key, key, mode);
          assertInvariants(counts);
          assertEquals(ErrorCounts.ZERO, counts, key.name() + " " + mode);
        }
        checked++;
      }
    }
    assertEquals(3, checked, "the samples' key documents");
  }

  @Test
  void aMissingResponseIsAnalysedAsEmptyAndFlagged() throws IOException {
    // samples/key/ferry_conll: 46 mentions in 16 entities, 11 of them singletons
    // (samples/README.md),
    // so 5 entities of 46 - 11 = 35 mentions once singletons are removed: each a Missing Entity,
    // each mention introduced
    Document key = read(SAMPLE_KEYS.resolve("ferry_conll")).values().iterator().next();
    ErrorCounts counts = ErrorAnalysis.analyse(key, null, ErrorSingletons.REMOVE);
    assertInvariants(counts);
    assertEquals(1, counts.get(ErrorColumn.RESPONSE_MISSING));
    assertEquals(5, counts.get(ErrorColumn.MISSING_ENTITY));
    assertEquals(35, counts.get(ErrorColumn.OP_INTRODUCE));
  }

  private static List<Path> sampleKeys() throws IOException {
    try (Stream<Path> files = Files.list(SAMPLE_KEYS)) {
      return files.sorted().toList();
    }
  }

  private static void assertInvariants(ErrorCounts counts) {
    // 5.4: no negative extension count
    assertTrue(counts.get(ErrorColumn.UNREPORTED_EXTRA) >= 0, counts.toString());
    assertTrue(counts.get(ErrorColumn.UNREPORTED_MISSING) >= 0, counts.toString());
    for (long v : counts.values()) {
      assertTrue(v >= 0, counts.toString());
    }
    assertEquals(ErrorCounts.COLUMNS.size(), counts.values().length);
  }

  private static void assertExpected(
      CSVRecord expected, List<String> columns, ErrorCounts counts, String what) {
    for (String column : columns) {
      long got = counts.values()[ErrorCounts.COLUMNS.indexOf(column)];
      assertEquals(Long.parseLong(expected.get(column)), got, what + " " + column);
    }
  }

  private static CSVRecord row(List<CSVRecord> rows, ErrorSingletons mode, String document) {
    String singletons = mode == ErrorSingletons.REMOVE ? "remove" : "keep";
    List<CSVRecord> found = new ArrayList<>();
    for (CSVRecord r : rows) {
      if (r.get("singletons").equals(singletons) && r.get("document").equals(document)) {
        found.add(r);
      }
    }
    assertEquals(1, found.size(), singletons + " " + document);
    return found.get(0);
  }

  private static Map<String, Document> read(Path file) throws IOException {
    List<Problem> problems = new ArrayList<>();
    Map<String, Document> out = new LinkedHashMap<>();
    try (ConllReader reader = ConllReader.open(file, false, problems::add).parseColumns(true)) {
      for (Document d; (d = reader.next()) != null; ) {
        out.put(d.name(), d);
      }
    }
    assertEquals(List.of(), problems);
    return out;
  }
}

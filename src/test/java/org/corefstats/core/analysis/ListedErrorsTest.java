package org.corefstats.core.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.core.document.Document;
import org.junit.jupiter.api.Test;

/**
 * {@link ErrorAnalyser#errors}: one row per counted error (docs/explanation/error-analysis.md 5.5),
 * checked against the reference's counts of the worked examples (5.6) and, for three of them, row
 * by row.
 */
@NeedsSharedData
class ListedErrorsTest {

  @Test
  void perDocumentAndCategoryTheRowsAreAsManyAsTheAnalysersCountInBothModes() throws IOException {
    Map<String, Document> keys = WorkedExamples.keys();
    Map<String, Document> responses = WorkedExamples.responses();
    List<CSVRecord> expected = Csv.read(WorkedExamples.dir().resolve("expected.csv"));
    int checked = 0;
    long rows = 0;
    for (ErrorSingletons mode : ErrorSingletons.values()) {
      ErrorAnalyser analyser = new ErrorAnalyser(mode);
      String singletons = mode == ErrorSingletons.REMOVE ? "remove" : "keep";
      for (Document key : keys.values()) {
        List<ListedError> errors = analyser.errors(key, responses.get(key.name()));
        Map<ErrorCategory, Integer> byCategory = new EnumMap<>(ErrorCategory.class);
        for (ListedError e : errors) {
          byCategory.merge(e.category(), 1, Integer::sum);
        }
        CSVRecord row =
            expected.stream()
                .filter(r -> r.get("singletons").equals(singletons))
                .filter(r -> r.get("document").equals(key.name()))
                .findFirst()
                .orElseThrow();
        for (ErrorCategory c : ErrorCategory.values()) {
          assertEquals(
              Long.parseLong(row.get(c.csvName())),
              byCategory.getOrDefault(c, 0).longValue(),
              key.name() + " " + singletons + " " + c);
          checked++;
        }
        rows += errors.size();
        assertEquals(errors, analyser.errors(key, responses.get(key.name())), "deterministic");
      }
    }
    assertEquals(2 * 17 * 7, checked);
    // 5.6 totals: 23 errors in remove mode (2+5+3+2+5+2+4), 26 in keep (divided 10, missing 2)
    assertEquals(23 + 26, rows);
  }

  @Test
  void ex06TheSpuriousMentionIsTheBaseAndMarysMentionsAreConflated() throws IOException {
    assertEquals(
        List.of(
            new ListedError(
                ErrorCategory.CONFLATED_ENTITIES,
                List.of("0:3-3", "1:2-2", "2:5-5", "3:0-0"),
                "Mary",
                MentionType.NOMINAL)),
        errors("ex06", ErrorSingletons.REMOVE));
  }

  @Test
  void ex12TheWholeMissingEntityThenItsFoundPronounsAsDivided() throws IOException {
    List<ListedError> expected =
        List.of(
            new ListedError(
                ErrorCategory.MISSING_ENTITY,
                List.of("0:3-3", "1:2-2", "2:5-5", "3:0-0"),
                "Mary",
                MentionType.NOMINAL),
            new ListedError(
                ErrorCategory.DIVIDED_ENTITY,
                List.of("1:2-2", "3:0-0"),
                "her",
                MentionType.PRONOUN));
    assertEquals(expected, errors("ex12", ErrorSingletons.REMOVE));
    assertEquals(expected, errors("ex12", ErrorSingletons.KEEP));
  }

  @Test
  void ex17TheMissingKeySpanThenTheTwoExtraMentionsInDocumentOrder() throws IOException {
    assertEquals(
        List.of(
            new ListedError(
                ErrorCategory.MISSING_MENTION,
                List.of("2:0-2"),
                "The old man",
                MentionType.NOMINAL),
            new ListedError(
                ErrorCategory.EXTRA_MENTION, List.of("2:1-2"), "old man", MentionType.NOMINAL),
            new ListedError(
                ErrorCategory.EXTRA_MENTION, List.of("2:2-2"), "man", MentionType.NOMINAL)),
        errors("ex17", ErrorSingletons.REMOVE));
  }

  @Test
  void aSpanErrorListsTheResponseSpanThenTheKeySpan() throws IOException {
    assertEquals(
        List.of(
            new ListedError(
                ErrorCategory.SPAN_ERROR,
                List.of("0:3-4", "0:3-3"),
                "Mary .",
                MentionType.NOMINAL)),
        errors("ex03", ErrorSingletons.REMOVE));
  }

  private static List<ListedError> errors(String example, ErrorSingletons mode) throws IOException {
    Document key = WorkedExamples.named(WorkedExamples.keys(), example);
    Document response = WorkedExamples.named(WorkedExamples.responses(), example);
    return new ErrorAnalyser(mode).errors(key, response);
  }
}

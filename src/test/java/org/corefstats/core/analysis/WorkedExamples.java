package org.corefstats.core.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.SharedData;
import org.corefstats.core.conll.ConllReader;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;

/**
 * The 17 worked examples of docs/explanation/error-analysis.md 5.6, read as the analysis reads
 * them.
 */
final class WorkedExamples {
  static final Path DIR = SharedData.errorAnalysis();

  private WorkedExamples() {}

  static Map<String, Document> keys() throws IOException {
    return read(DIR.resolve("key.conll"));
  }

  static Map<String, Document> responses() throws IOException {
    return read(DIR.resolve("response.conll"));
  }

  /** The document whose name starts with {@code (exNN}. */
  static Document named(Map<String, Document> documents, String example) {
    return documents.entrySet().stream()
        .filter(e -> e.getKey().startsWith("(" + example + "_"))
        .findFirst()
        .orElseThrow()
        .getValue();
  }

  static Map<String, Document> read(Path file) throws IOException {
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

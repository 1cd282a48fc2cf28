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
 * them. They are in the shared data folder: a test that reads them is annotated {@link
 * org.corefstats.NeedsSharedData}, and the folder is looked up only when they are read, not when
 * this class is loaded, so that the other tests of a class that uses it run without the folder.
 */
final class WorkedExamples {
  private WorkedExamples() {}

  /** {@code conformance/error-analysis} of the shared data folder. */
  static Path dir() {
    return SharedData.errorAnalysis();
  }

  static Map<String, Document> keys() throws IOException {
    return read(dir().resolve("key.conll"));
  }

  static Map<String, Document> responses() throws IOException {
    return read(dir().resolve("response.conll"));
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

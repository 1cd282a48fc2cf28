package org.corefstats.core.cone;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.corefstats.core.ne.NeSpan;
import org.junit.jupiter.api.Test;

/**
 * G^NM-approx over LitBank's NE layer ({@code data/litbank/ne/*.conll}, column 11 = LitBank's PROP
 * mentions): docs/explanation/cone.md §5.5 counts 1,274 approximate entities. The column-11 cells
 * are read by a small parser of §3.2's grammar written for this test.
 */
@NeedsSharedData
class ApproximateGoldLitBankTest {
  private static final Set<String> VALUE_TYPES =
      Set.of("DATE", "TIME", "PERCENT", "MONEY", "QUANTITY", "ORDINAL", "CARDINAL");

  record Doc(String[] words, List<NeSpan> spans) {}

  @Test
  void litBankClusterCount() throws IOException {
    Path dir = SharedData.root().resolve("data/litbank/ne");
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.toString().endsWith(".conll")).sorted().toList();
    }
    int documents = 0;
    int spans = 0;
    int clusters = 0;
    int clustersIgnoringTypes = 0;
    for (Path f : files) {
      for (Doc d : read(f)) {
        documents++;
        spans += d.spans().size();
        clusters += ApproximateGold.clusters(d.words(), d.spans(), false).size();
        clustersIgnoringTypes += ApproximateGold.clusters(d.words(), d.spans(), true).size();
      }
    }
    System.out.printf(
        "LitBank G^NM-approx: %d documents, %d NE spans, %d clusters (%d ignoring types)%n",
        documents, spans, clusters, clustersIgnoringTypes);
    assertEquals(100, documents);
    assertEquals(3550, spans);
    assertEquals(1274, clusters);
  }

  /** The documents of one CoNLL file: words (column 4) and admitted NE spans (column 11). */
  static List<Doc> read(Path file) throws IOException {
    List<Doc> docs = new ArrayList<>();
    List<String> words = null;
    List<NeSpan> spans = null;
    Deque<Object[]> open = new ArrayDeque<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      if (line.startsWith("#begin document")) {
        words = new ArrayList<>();
        spans = new ArrayList<>();
        open.clear();
        continue;
      }
      if (line.startsWith("#end document")) {
        if (!open.isEmpty()) {
          throw new IllegalStateException(file + ": NE span still open at #end document");
        }
        spans.sort(
            java.util.Comparator.comparingInt(NeSpan::start)
                .thenComparing(NeSpan::end, java.util.Comparator.reverseOrder()));
        docs.add(new Doc(words.toArray(String[]::new), spans));
        words = null;
        continue;
      }
      if (line.isBlank() || line.startsWith("#") || words == null) {
        continue;
      }
      String[] fields = line.indexOf('\t') >= 0 ? line.split("\t") : line.trim().split(" +");
      int token = words.size();
      words.add(fields[3]);
      if (fields.length < 12) {
        continue;
      }
      String cell = fields[10];
      int i = 0;
      while (i < cell.length()) {
        char c = cell.charAt(i);
        if (c == '(') {
          int j = i + 1;
          while (j < cell.length() && "()*".indexOf(cell.charAt(j)) < 0) {
            j++;
          }
          open.push(new Object[] {cell.substring(i + 1, j), token});
          i = j;
        } else if (c == ')') {
          if (open.isEmpty()) {
            throw new IllegalStateException(file + ": ')' with no NE span open: " + line);
          }
          Object[] o = open.pop();
          String type = (String) o[0];
          if (!VALUE_TYPES.contains(type)) {
            spans.add(new NeSpan((Integer) o[1], token, type));
          }
          i++;
        } else {
          i++;
        }
      }
    }
    return docs;
  }
}

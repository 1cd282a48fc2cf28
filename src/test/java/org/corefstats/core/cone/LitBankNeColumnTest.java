package org.corefstats.core.cone;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.corefstats.SharedData;
import org.junit.jupiter.api.Test;

/**
 * {@link NeColumn} over LitBank's column 11 (CONE.md 9: the 100 documents carry LitBank's PROP
 * mentions, 3,550 names with 20 nested pairs).
 */
class LitBankNeColumnTest {
  @Test
  void readsEveryLitBankDocumentWithoutIssues() throws IOException {
    Path dir = SharedData.root().resolve("data").resolve("litbank").resolve("ne");
    List<Path> files;
    try (Stream<Path> listing = Files.list(dir)) {
      files = listing.filter(p -> p.toString().endsWith(".conll")).sorted().toList();
    }
    int documents = 0;
    int spans = 0;
    int nested = 0;
    List<String> issues = new ArrayList<>();
    for (Path file : files) {
      List<String> cells = null;
      String name = null;
      for (String line : Files.readAllLines(file)) {
        if (line.startsWith("#begin document")) {
          cells = new ArrayList<>();
          name = line;
        } else if (line.startsWith("#end document")) {
          NeColumn.Result result = NeColumn.parse(cells.toArray(String[]::new));
          documents++;
          spans += result.spans().size();
          nested += nestedPairs(result.spans());
          for (NeColumn.Issue issue : result.issues()) {
            issues.add(file.getFileName() + " " + name + " " + issue);
          }
          cells = null;
        } else if (cells != null && !line.isBlank()) {
          String[] fields = line.split("\t", -1);
          cells.add(fields.length >= 12 ? fields[10] : null);
        }
      }
    }
    assertEquals(100, documents);
    assertEquals(List.of(), issues);
    assertEquals(3550, spans);
    assertEquals(20, nested);
    assertTrue(files.size() >= 1);
  }

  /** Pairs (a, b) of spans with a strictly inside b (contained, not the same tokens). */
  private static int nestedPairs(List<NeSpan> spans) {
    int pairs = 0;
    for (NeSpan a : spans) {
      for (NeSpan b : spans) {
        boolean inside = b.start() <= a.start() && a.end() <= b.end();
        boolean same = a.start() == b.start() && a.end() == b.end();
        if (inside && !same) {
          pairs++;
        }
      }
    }
    return pairs;
  }
}

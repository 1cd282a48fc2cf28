package org.corefstats.core.conllu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.corefstats.core.corpus.CorefudRules;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.junit.jupiter.api.Test;

/**
 * What the CorefUD scorer's own test files ({@code conformance/corefud/files} of the shared test
 * data ({@code SharedData})) exercise, as read: the values it computes on them are reproduced
 * through the command line by {@code cli/CorefudScorerConformanceTest}.
 */
@NeedsSharedData
class CorefudTestFilesTest {
  /**
   * The same mention in two entities (docs/explanation/corefud-and-coval.md 1.5, kept in both by
   * the CorefUD scorer, core/match/RepeatRule) occurs in exactly two responses, so the conformance
   * set tests that rule on the response side only ({@code core/metrics/AcrossEntityDuplicateTest}
   * covers the key side).
   */
  @Test
  void acrossEntityDuplicatesOccurOnlyInTcA8AndTcA9() throws IOException {
    Path files = SharedData.conformance().resolve("corefud").resolve("files");
    List<String> found = new ArrayList<>();
    try (var walk = Files.walk(files)) {
      for (Path f :
          walk.filter(p -> p.toString().matches(".*\\.(key|response)")).sorted().toList()) {
        for (Document d : read(f)) {
          Map<String, Integer> entityOf = new HashMap<>();
          for (int e = 0; e < d.entityCount(); e++) {
            for (int m = d.entityStart(e); m < d.entityStart(e) + d.entitySize(e); m++) {
              Integer other = entityOf.putIfAbsent(Arrays.toString(d.mentionNodes(m)), e);
              if (other != null && other != e) {
                found.add(files.relativize(f) + " " + d.mentionLabel(m));
              }
            }
          }
        }
      }
    }
    assertEquals(
        List.of("exact-match/TC-A-8.response s1:4-s1:7", "exact-match/TC-A-9.response s1:4-s1:7"),
        found);
  }

  /** The documents of a file, repeats within an entity removed as the CorefUD scorer does. */
  private static List<Document> read(Path file) throws IOException {
    List<Document> out = new ArrayList<>();
    List<Problem> problems = new ArrayList<>();
    try (ConlluReader reader = ConlluReader.open(file, problems::add)) {
      for (Document d; (d = reader.next()) != null; ) {
        out.add(CorefudRules.withoutRepeatsInEntities(d));
      }
    }
    return out;
  }
}

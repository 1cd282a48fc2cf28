package org.corefstats.core.longdocs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.longdocs.MeiNative.Mention;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link MeiNative}: MEI's completion (LONG-DOCUMENTS.md 4.2, quirk M3), F1 and averages by hand.
 */
class MeiNativeTest {
  @TempDir Path tmp;

  private static List<Mention> cluster(int... starts) {
    List<Mention> out = new ArrayList<>();
    for (int s : starts) {
      out.add(new Mention(s, s));
    }
    return out;
  }

  @Test
  void aShortResponseGetsOneSlotThatTheUnpredictedKeyMentionsFill() {
    // k = 2: majors {0,3,5} and {1,4}, others {6}; the system predicts one cluster {0,3,1}
    List<List<Mention>> key = List.of(cluster(0, 3, 5), cluster(1, 4), cluster(6));
    List<List<Mention>> response = List.of(cluster(0, 3, 1));
    MeiNative.Result r = MeiNative.score(List.of("d"), List.of(key), List.of(response));
    List<MeiNative.EntityScore> e = r.documents().get(0).entities();
    assertEquals(2, e.size());
    assertEquals(new MeiNative.EntityScore(0, 3, 3, 2), e.get(0));
    // slot 1 was filled with the key mentions not predicted: 4, 5, 6
    assertEquals(new MeiNative.EntityScore(1, 2, 3, 1), e.get(1));
    assertEquals(2.0 / 3, e.get(0).f1(), 1e-15);
    assertEquals(0.4, e.get(1).f1(), 1e-15);
    assertEquals((2.0 / 3 + 0.4) / 2 * 100, r.macro(), 1e-12);
    assertEquals((2.0 / 3 * 3 + 0.4 * 2) / 5 * 100, r.micro(), 1e-12);
    assertEquals(r.micro(), r.macroMicro(), 1e-12);
  }

  @Test
  void aDocumentWithoutMajorEntityCountsZeroInMacroMicroOnly() {
    List<List<Mention>> one = List.of(cluster(0, 1), cluster());
    List<List<Mention>> none = List.of(cluster(2));
    MeiNative.Result r =
        MeiNative.score(
            List.of("a", "b"), List.of(one, none), List.of(List.of(cluster(0, 1)), List.of()));
    assertEquals(1, r.entities());
    assertEquals(100, r.macro(), 1e-12);
    assertEquals(100, r.micro(), 1e-12);
    assertEquals(50, r.macroMicro(), 1e-12);
  }

  @Test
  void aDocumentInOneFileOnlyAndAMalformedLineAreRefusedWithTheirPlace() throws IOException {
    Path key = tmp.resolve("key.jsonl");
    Path sys = tmp.resolve("sys.jsonl");
    Files.writeString(
        key,
        "{\"doc_key\":\"a\",\"clusters\":[[[0,0]],[]]}\n{\"doc_key\":\"b\",\"clusters\":[[]]}\n");
    Files.writeString(sys, "{\"doc_key\":\"a\",\"clusters\":[[[0,0]]]}\n{oops\n");
    RefusedInputException e =
        assertThrows(RefusedInputException.class, () -> MeiNative.read(key, sys));
    assertTrue(
        e.getMessage().contains(key + ":2 document b: key document missing"), e.getMessage());
    assertTrue(e.getMessage().contains(sys + ":2: not JSON"), e.getMessage());
  }
}

package org.corefstats.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * json2conllu's reading, pairing and problems (docs/explanation/llm-outputs.md 3.2, 8.2, 8.8-8.10).
 */
class Json2ConlluTest {
  private static final String TWO_DOCUMENTS =
      "# newdoc id = a\n1\tHi\thi\tX\t_\t_\t0\troot\t_\t_\n\n"
          + "# newdoc id = b\n1\tYo\tyo\tX\t_\t_\t0\troot\t_\t_\n2\tyo\tyo\tX\t_\t_\t1\tdep\t_\t_\n\n";

  private static List<Text2ConlluDocument> convert(String json) {
    return Json2Conllu.convert(SkeletonReader.read(TWO_DOCUMENTS), json);
  }

  private static List<String> mentions(Text2ConlluDocument doc) {
    return doc.mentions().stream()
        .map(m -> m.entity() + " " + m.nodes() + " head " + m.head())
        .toList();
  }

  private static Text2ConlluProblem.Kind firstProblem(Text2ConlluDocument doc) {
    return doc.problems().get(0).kind();
  }

  @Test
  void objectsArePairedByPositionAndEntitiesNumberedFromOne() {
    List<Text2ConlluDocument> docs =
        convert(
            "[{\"doc_id\": \"x\", \"tokens\": [\"Hi\"], \"clusters_token_offsets\": [[[0, 0]]]},"
                + " {\"tokens\": [\"YO\", \"yo\"], \"clusters_token_offsets\": [[], [[0, 1], [1,"
                + " 1]]], \"clusters_text_mentions\": null}]");
    assertEquals(List.of("e1 [1:1] head 1:1"), mentions(docs.get(0)));
    assertEquals(List.of("e2 [1:1, 1:2] head 1:1", "e2 [1:2] head 1:2"), mentions(docs.get(1)));
    assertEquals(1, docs.get(1).formMismatches()); // YO: only a warning
    assertEquals(List.of(), docs.get(1).problems());
  }

  @Test
  void anEmptySliceDropsOnlyItsMention() {
    Text2ConlluDocument doc =
        convert(
                "[{\"tokens\": [\"Hi\"], \"clusters_token_offsets\": []},"
                    + " {\"tokens\": [\"Yo\", \"yo\"], \"clusters_token_offsets\": [[[1, 0], [-1,"
                    + " 5]]]}]")
            .get(1);
    assertEquals(List.of("e1 [1:2] head 1:2"), mentions(doc));
    assertEquals(Text2ConlluProblem.Kind.EMPTY_SLICE, firstProblem(doc));
  }

  @Test
  void aMissingObjectIsAnEmptyResponseAndExtraObjectsAreIgnored() {
    List<Text2ConlluDocument> docs =
        convert("[{\"tokens\": [\"Hi\"], \"clusters_token_offsets\": [[[0, 0]]]}]");
    assertEquals(1, docs.get(0).mentions().size());
    assertEquals(List.of(), docs.get(1).mentions());
    assertEquals(Text2ConlluProblem.Kind.JSON_DOCUMENT_COUNT_MISMATCH, firstProblem(docs.get(1)));

    String three =
        "[{\"tokens\": [\"Hi\"], \"clusters_token_offsets\": [[[0, 0]]]},"
            + " {\"tokens\": [\"Yo\", \"yo\"], \"clusters_token_offsets\": []}, 42]";
    docs = convert(three);
    assertEquals(1, docs.get(0).mentions().size());
    assertEquals(Text2ConlluProblem.Kind.JSON_DOCUMENT_COUNT_MISMATCH, firstProblem(docs.get(0)));
  }

  @Test
  void aTokenCountThatDiffersFromTheNodeCountGivesAnEmptyResponse() {
    List<Text2ConlluDocument> docs =
        convert(
            "[{\"tokens\": [\"Hi\", \"##\"], \"clusters_token_offsets\": [[[1, 1]]]},"
                + " {\"tokens\": [\"Yo\"], \"clusters_token_offsets\": [[[0, 0]]]}]");
    assertEquals(List.of("e1 [1:1.1] head 1:1.1"), mentions(docs.get(0))); // ## made a node
    assertEquals(List.of(), docs.get(1).mentions());
    assertEquals(Text2ConlluProblem.Kind.TOKEN_COUNT_MISMATCH, firstProblem(docs.get(1)));
  }

  @Test
  void invalidJsonOrAWrongTypeMakesEveryDocumentEmpty() {
    for (String json :
        List.of(
            "[{\"tokens\": [\"Hi\"], \"clusters_token_offsets\": [[[0, 0]]]}, {\"tokens\": [",
            "{\"tokens\": []}",
            "[{\"tokens\": [\"Hi\"], \"clusters_token_offsets\": [[[0, 0]]]},"
                + " {\"tokens\": [\"Yo\", 7], \"clusters_token_offsets\": []}]",
            "[{\"tokens\": [\"Hi\"], \"clusters_token_offsets\": [[[0.0, 0]]]}, {}]",
            "[{\"tokens\": [\"Hi\"], \"clusters_token_offsets\": [[[0]]]}, {}]")) {
      List<Text2ConlluDocument> docs = convert(json);
      for (Text2ConlluDocument doc : docs) {
        assertEquals(List.of(), doc.mentions(), json);
        assertEquals(Text2ConlluProblem.Kind.INVALID_JSON, firstProblem(doc), json);
      }
    }
  }

  @Test
  void theReaderReadsJsonAsPythonDoes() throws Exception {
    assertEquals(
        List.of(Map.of("a", "\u00e9\n\ud83d\ude00"), BigInteger.valueOf(-3), 1.5, true),
        JsonValueReader.read(" [{\"a\": \"\\u00e9\\n\\ud83d\\ude00\"}, -3, 1.5e0, true] "));
    assertEquals(Map.of("k", BigInteger.TWO), JsonValueReader.read("{\"k\": 1, \"k\": 2}"));
    assertTrue(((Double) JsonValueReader.read("NaN")).isNaN());
    for (String bad : List.of("", "[1,]", "[1] x", "\"a\tb\"", "[01]", "\ufeff[]", "{'a': 1}")) {
      assertThrows(JsonValueReader.SyntaxError.class, () -> JsonValueReader.read(bad), bad);
    }
  }
}

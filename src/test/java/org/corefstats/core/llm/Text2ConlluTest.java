package org.corefstats.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The document pairing and line cutting of text2conllu (docs/explanation/llm-outputs.md 5.2, 8.2),
 * and its {@code -z} variant with the response it writes (5.3).
 */
class Text2ConlluTest {
  private static final String TWO_DOCUMENTS =
      "# newdoc id = a\n1\tHi\thi\tX\t_\t_\t0\troot\t_\t_\n\n"
          + "# newdoc\n1\tYo\tyo\tX\t_\t_\t0\troot\t_\t_\n2\tyo\tyo\tX\t_\t_\t1\tdep\t_\t_\n\n";

  @Test
  void linesAreCutAsPythonSplitlinesCutsThem() {
    assertEquals(List.of("a", "b", "c", "", "d"), Text2Conllu.splitLines("a\nb\r\nc\r\rd\n"));
    assertEquals(List.of("a b"), Text2Conllu.splitLines("a b"));
    assertEquals(List.of(), Text2Conllu.splitLines(""));
  }

  @Test
  void aMissingLineGivesAnEmptyResponseAndAProblem() {
    List<Text2ConlluDocument> docs = Text2Conllu.convert(TWO_DOCUMENTS, List.of("Hi|[e1]"));
    assertEquals(2, docs.size());
    assertEquals("a", docs.get(0).name());
    assertEquals("1:1", docs.get(0).mentions().get(0).head().toString());
    assertEquals(List.of(), docs.get(1).mentions());
    assertEquals(
        Text2ConlluProblem.Kind.DOCUMENT_COUNT_MISMATCH, docs.get(1).problems().get(0).kind());
  }

  @Test
  void aWordCountThatDiffersFromTheNodeCountGivesAnEmptyResponse() {
    List<Text2ConlluDocument> docs =
        Text2Conllu.convert(TWO_DOCUMENTS, List.of("Hi|[e1]", "Yo|[e1 yo|e1] extra"));
    assertEquals(1, docs.get(0).mentions().size());
    assertEquals(List.of(), docs.get(1).mentions());
    assertEquals(Text2ConlluProblem.Kind.WORD_COUNT_MISMATCH, docs.get(1).problems().get(0).kind());
  }

  @Test
  void aHashWordAfterASentenceEndBecomesAnEmptyChildOfItsLastWord() {
    String skeleton =
        "# newdoc id = z\n1\tA\ta\tX\t_\t_\t0\troot\t_\t_\n\n1\tB\tb\tX\t_\t_\t0\troot\t_\t_\n\n";
    Text2ConlluDocument doc = Text2Conllu.convert(skeleton, List.of("A ##|[e1] B|[e2]")).get(0);
    assertEquals(
        List.of("e1 [1:1.1] head 1:1.1", "e2 [2:1] head 2:1"),
        doc.mentions().stream()
            .map(m -> m.entity() + " " + m.nodes() + " head " + m.head())
            .toList());
    assertEquals(1, doc.formMismatches());
  }

  private static final String GOLD_EMPTY_NODES =
      "# newdoc id = z\n"
          + "1\tA\ta\tX\t_\t_\t0\troot\t0:root\t_\n"
          + "2\tB\tb\tX\t_\t_\t1\tdep\t1:dep|2.1:conj\tSpaceAfter=No\n"
          + "2.1\tshe\tshe\tPRON\t_\t_\t_\t_\t1:nsubj\t_\n\n"
          + "1\tC\tc\tX\t_\t_\t0\troot\t0:root\t_\n"
          + "1.1\t_\t_\tPRON\t_\t_\t_\t_\t0:root\t_\n\n";

  @Test
  void withGoldEmptyNodesTheWordsGoToTheNodesAfterTheEmptyNodesMoved() {
    List<SkeletonDocument> skeleton = SkeletonReader.read(GOLD_EMPTY_NODES);
    // clean -z lists 2.1 in file order, after B; the node is now 1.1, before B (9 item 7)
    List<Text2ConlluDocument> docs =
        Text2Conllu.convertWithGoldEmptyNodes(skeleton, List.of("A B|[e1] she|[e2] _ C"));
    assertEquals(
        List.of("e1 [1:1.1] head 1:1.1", "e2 [1:2] head 1:2"),
        docs.get(0).mentions().stream()
            .map(m -> m.entity() + " " + m.nodes() + " head " + m.head())
            .toList());
    assertEquals(
        "# newdoc id = z\n"
            + "1\tA\ta\tX\t_\t_\t0\troot\t0:root\t_\n"
            + "1.1\tshe\tshe\t_\t_\t_\t_\t_\t1:nsubj\tEntity=(e1--1)\n"
            + "2\tB\tb\tX\t_\t_\t1\tdep\t1:dep\tEntity=(e2--1)\n\n"
            + "0.1\t_\t_\t_\t_\t_\t_\t_\t0:root\t_\n"
            + "1\tC\tc\tX\t_\t_\t0\troot\t0:root\t_\n\n",
        ResponseConllu.write(GOLD_EMPTY_NODES, skeleton, docs, true));
  }

  @Test
  void withGoldEmptyNodesTheWordCountMustEqualTheNodeCount() {
    Text2ConlluDocument doc =
        Text2Conllu.convertWithGoldEmptyNodes(
                SkeletonReader.read(GOLD_EMPTY_NODES), List.of("A B|[e1] C"))
            .get(0);
    assertEquals(List.of(), doc.mentions());
    assertEquals(Text2ConlluProblem.Kind.WORD_COUNT_MISMATCH, doc.problems().get(0).kind());
  }
}

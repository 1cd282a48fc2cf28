package org.corefstats.core.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.corefstats.core.analysis.LinkErrorCounts.Kind;
import org.corefstats.core.corpus.DocumentStreams;
import org.corefstats.core.corpus.DocumentStreams.Side;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.Severity;
import org.junit.jupiter.api.Test;

/**
 * docs/explanation/error-analysis.md 5.2's heads and types for each input format, read as the job
 * reads a key ({@code InputFormats.withParseColumns(true)}), and the counts of {@link
 * ErrorAnalyser} they lead to, worked out by hand.
 */
class ErrorAnalysisFormatsTest {
  private static final InputFormats WITH_WORDS = InputFormats.BY_NAME.withParseColumns(true);
  private static final ErrorAnalyser REMOVE = new ErrorAnalyser(ErrorSingletons.REMOVE);

  /**
   * "The leader of the group met Mary . | He thanked her ." with a parse; key A = {The leader of
   * the group [0-4], He [8]}, B = {Mary [6], her [10]}.
   */
  private static final String CONLL_KEY =
      """
      #begin document (t); part 000
      t 0 0 The DT (TOP(S(NP(NP* - - - - * * (0
      t 0 1 leader NN *) - - - - * * -
      t 0 2 of IN (PP* - - - - * * -
      t 0 3 the DT (NP* - - - - * * -
      t 0 4 group NN *))) - - - - * * 0)
      t 0 5 met VBD (VP* - - - - * * -
      t 0 6 Mary NNP (NP*)) - - - - * * (1)
      t 0 7 . . *)) - - - - * * -

      t 0 0 He PRP (TOP(S(NP*) - - - - * * (0)
      t 0 1 thanked VBD (VP* - - - - * * -
      t 0 2 her PRP (NP*)) - - - - * * (1)
      t 0 3 . . *)) - - - - * * -

      #end document
      """;

  /** The response has "The leader" [0-1] for A's first mention. */
  private static final String CONLL_RESPONSE =
      CONLL_KEY
          .replace("t 0 1 leader NN *) - - - - * * -", "t 0 1 leader NN *) - - - - * * 0)")
          .replace("t 0 4 group NN *))) - - - - * * 0)", "t 0 4 group NN *))) - - - - * * -");

  @Test
  void conll2012WithAParseMatchesASpanByItsCollinsHead() throws IOException {
    Document key = one(CONLL_KEY, "t.conll", Side.KEY);
    Document response = one(CONLL_RESPONSE, "t.conll", Side.RESPONSE);
    AnalysisText text = AnalysisText.of(key);
    assertEquals(HeadRule.COLLINS, text.headRule());
    assertEquals(1, text.head(0, 4, true)); // leader, not group
    assertEquals(MentionType.NOMINAL, text.type(0, 4, true));
    assertEquals(MentionType.NAME, text.type(6, 6, true));
    assertEquals(MentionType.PRONOUN, text.type(8, 8, true));
    assertEquals(1, text.sentence(8));

    DocumentErrors errors = REMOVE.analyse(key, response);
    // the head pass matches "The leader" with "The leader of the group" (both headed by leader;
    // with last-token heads they would be an extra and a missing mention)
    assertEquals(
        counts(Map.of(ErrorColumn.SPAN_ERROR, 1L, ErrorColumn.OP_CORRECT_SPAN, 1L)),
        errors.categories());
    // links on the spans as read: He's part has no earlier key mention on either side, and the
    // antecedent it gets is the nominal first mention
    assertEquals(1, errors.links().get(Kind.RECALL, LinkType.PRO, LinkType.NOM));
    assertEquals(1, errors.links().get(Kind.PRECISION, LinkType.PRO, LinkType.NOM));
    assertEquals(1, errors.links().total(Kind.RECALL));
    assertEquals(1, errors.links().total(Kind.PRECISION));
  }

  /**
   * "Anna saw the dog in the yard . | She fed it . | Anna smiled . | (zero) Ran off ." Key: e1 =
   * {Anna, She, Anna}, e2 = {the dog in the yard (head dog), it, the zero 0.1 of sentence 4}.
   */
  private static final String CONLLU_KEY =
      """
      # newdoc id = u
      # global.Entity = eid-etype-head-other
      # sent_id = 1
      1\tAnna\tAnna\tPROPN\t_\t_\t2\tnsubj\t_\tEntity=(e1-person-1)
      2\tsaw\tsee\tVERB\t_\t_\t0\troot\t_\t_
      3\tthe\tthe\tDET\t_\t_\t4\tdet\t_\tEntity=(e2-animal-2-
      4\tdog\tdog\tNOUN\t_\t_\t2\tobj\t_\t_
      5\tin\tin\tADP\t_\t_\t7\tcase\t_\t_
      6\tthe\tthe\tDET\t_\t_\t7\tdet\t_\t_
      7\tyard\tyard\tNOUN\t_\t_\t4\tnmod\t_\tEntity=e2)
      8\t.\t.\tPUNCT\t_\t_\t2\tpunct\t_\t_

      # sent_id = 2
      1\tShe\tshe\tPRON\t_\t_\t2\tnsubj\t_\tEntity=(e1-person-1)
      2\tfed\tfeed\tVERB\t_\t_\t0\troot\t_\t_
      3\tit\tit\tPRON\t_\t_\t2\tobj\t_\tEntity=(e2-animal-1)
      4\t.\t.\tPUNCT\t_\t_\t2\tpunct\t_\t_

      # sent_id = 3
      1\tAnna\tAnna\tPROPN\t_\t_\t2\tnsubj\t_\tEntity=(e1-person-1)
      2\tsmiled\tsmile\tVERB\t_\t_\t0\troot\t_\t_
      3\t.\t.\tPUNCT\t_\t_\t2\tpunct\t_\t_

      # sent_id = 4
      0.1\t_\t_\tPRON\t_\t_\t_\t_\t1:nsubj\tEntity=(e2-animal-1)
      1\tRan\trun\tVERB\t_\t_\t0\troot\t_\t_
      2\toff\toff\tADV\t_\t_\t1\tadvmod\t_\t_
      3\t.\t.\tPUNCT\t_\t_\t1\tpunct\t_\t_

      """;

  /** The response lacks Anna of sentence 3 and the zero, and has "the dog" for e2's first. */
  private static final String CONLLU_RESPONSE =
      CONLLU_KEY
          .replace("2\tobj\t_\t_", "2\tobj\t_\tEntity=e2)")
          .replace("4\tnmod\t_\tEntity=e2)", "4\tnmod\t_\t_")
          .replace(
              "1\tAnna\tAnna\tPROPN\t_\t_\t2\tnsubj\t_\tEntity=(e1-person-1)\n2\tsmiled",
              "1\tAnna\tAnna\tPROPN\t_\t_\t2\tnsubj\t_\t_\n2\tsmiled")
          .replace("1:nsubj\tEntity=(e2-animal-1)", "1:nsubj\t_");

  /** Node positions of the document (Document.NODE_SLOT per slot, sentence s adds s slots). */
  private static final int SLOT = Document.NODE_SLOT;

  private static final int ANNA = SLOT;
  private static final int THE = 3 * SLOT;
  private static final int DOG = 4 * SLOT;
  private static final int YARD = 7 * SLOT;
  private static final int SHE = (8 + 1 + 1) * SLOT;
  private static final int IT = (8 + 1 + 3) * SLOT;
  private static final int ANNA3 = (12 + 2 + 1) * SLOT;
  private static final int FULL_STOP3 = (12 + 2 + 3) * SLOT;
  private static final int ZERO = (15 + 3) * SLOT + 10;
  private static final int RAN = (15 + 3 + 1) * SLOT;

  @Test
  void conlluUsesTheAnnotatedHeadsOfKeyMentionsAndUpos() throws IOException {
    Document key = one(CONLLU_KEY, "u.conllu", Side.KEY);
    Document response = one(CONLLU_RESPONSE, "u.conllu", Side.RESPONSE);
    assertNull(response.words()); // only the key is read with its words
    AnalysisText text = AnalysisText.of(key);
    assertEquals(HeadRule.CONLLU, text.headRule());
    assertEquals(DOG, text.head(THE, YARD, true));
    assertEquals(YARD, text.head(THE, YARD, false)); // a response span: its last node
    assertEquals(MentionType.NOMINAL, text.type(THE, YARD, true));
    assertEquals(MentionType.NAME, text.type(ANNA3, ANNA3, true));
    assertEquals(MentionType.PRONOUN, text.type(SHE, SHE, true));
    assertEquals(MentionType.PRONOUN, text.type(THE, THE, false)); // one DET node
    assertEquals(MentionType.ZERO, text.type(ZERO, ZERO, true));
    assertEquals("dog", text.word(DOG));
    assertEquals(3, text.sentence(ZERO));
    assertEquals(FULL_STOP3, text.previous(ZERO));
    assertEquals(RAN, text.next(ZERO));
    assertTrue(text.contains(ZERO));
    assertTrue(!text.contains(RAN + 10 * SLOT)); // beyond the document
    assertTrue(!text.contains(RAN + 10 * SLOT + 10));

    DocumentErrors errors = REMOVE.analyse(key, response);
    // "the dog" is matched with "the dog in the yard" by the key's annotated head (dog); Anna of
    // sentence 3 is a missing name, the zero a missing mention of no typed column; each missing
    // mention is an introduce and its entity's two pieces are two merges
    assertEquals(
        counts(
            Map.of(
                ErrorColumn.SPAN_ERROR, 1L,
                ErrorColumn.OP_CORRECT_SPAN, 1L,
                ErrorColumn.OP_INTRODUCE, 2L,
                ErrorColumn.OP_MERGE, 4L,
                ErrorColumn.MISSING_MENTION, 2L,
                ErrorColumn.MISSING_MENTION_NAME, 1L)),
        errors.categories());
    LinkErrorCounts links = errors.links();
    assertEquals(1, links.get(Kind.RECALL, LinkType.NAM, LinkType.NAM)); // Anna 3 -> Anna 1
    assertEquals(1, links.get(Kind.RECALL, LinkType.PRO, LinkType.NOM)); // it -> the dog ...
    assertEquals(1, links.get(Kind.RECALL, LinkType.PRO, LinkType.PRO)); // zero -> it
    assertEquals(3, links.total(Kind.RECALL));
    assertEquals(1, links.get(Kind.PRECISION, LinkType.PRO, LinkType.NOM)); // it -> the dog
    assertEquals(1, links.total(Kind.PRECISION));
  }

  @Test
  void aResponseZeroOnAnEmptyNodeTheKeyLacksIsAnExtraZero() throws IOException {
    Document key = one(CONLLU_KEY, "u.conllu", Side.KEY);
    String withZero =
        CONLLU_KEY.replace(
            "1\tShe\tshe\tPRON\t_\t_\t2\tnsubj\t_\tEntity=(e1-person-1)\n",
            "1\tShe\tshe\tPRON\t_\t_\t2\tnsubj\t_\tEntity=(e1-person-1)\n"
                + "1.1\t_\t_\t_\t_\t_\t_\t_\t1:nsubj\tEntity=(e1-person-1)\n");
    Document response = one(withZero, "u.conllu", Side.RESPONSE);
    int zero = SHE + 10;
    AnalysisText text = AnalysisText.of(key);
    assertTrue(text.contains(zero)); // placed by its ID between the key's nodes
    assertEquals(1, text.sentence(zero));
    assertEquals(SHE + SLOT, text.next(zero));
    assertEquals(SHE, text.previous(zero));
    assertEquals(MentionType.ZERO, text.type(zero, zero, false));

    DocumentErrors errors = REMOVE.analyse(key, response);
    // e1's key part is the base of the response entity; the zero is an extra mention of no typed
    // column (a split going nowhere and a remove)
    assertEquals(
        counts(
            Map.of(
                ErrorColumn.OP_SPLIT, 2L,
                ErrorColumn.OP_REMOVE, 1L,
                ErrorColumn.EXTRA_MENTION, 1L)),
        errors.categories());
    // cort's links: the zero is a part of its own on the response side, a pronoun (a zero) whose
    // antecedent is the closest earlier mention, She
    assertEquals(1, errors.links().get(Kind.PRECISION, LinkType.PRO, LinkType.PRO));
    assertEquals(1, errors.links().total(Kind.PRECISION));
    assertEquals(0, errors.links().total(Kind.RECALL));
  }

  private static final String JSONL_KEY =
      """
      {"doc_key":"j_0","sentences":[["Anna","saw","the","dog","."],["She","fed","it","."]],\
      "clusters":[[[0,0],[5,5]],[[2,3],[7,7]]]}
      """;

  private static final String JSONL_RESPONSE =
      """
      {"doc_key":"j_0","sentences":[["Anna","saw","the","dog","."],["She","fed","it","."]],\
      "clusters":[[[0,0],[5,5]],[[3,3],[7,7]]]}
      """;

  @Test
  void jsonlinesHasLastTokenHeadsAndTheWordList() throws IOException {
    Document key = one(JSONL_KEY, "j.jsonl", Side.KEY);
    Document response = one(JSONL_RESPONSE, "j.jsonl", Side.RESPONSE);
    AnalysisText text = AnalysisText.of(key);
    assertEquals(HeadRule.JSONLINES, text.headRule());
    assertEquals(3, text.head(2, 3, true));
    assertEquals(MentionType.NOMINAL, text.type(0, 0, true)); // no names without POS
    assertEquals(MentionType.PRONOUN, text.type(5, 5, true));
    assertEquals(0, text.sentence(4));
    assertEquals(1, text.sentence(5));

    DocumentErrors errors = REMOVE.analyse(key, response);
    // "dog" is "the dog" trimmed: a span error of the first pass
    assertEquals(
        counts(Map.of(ErrorColumn.SPAN_ERROR, 1L, ErrorColumn.OP_CORRECT_SPAN, 1L)),
        errors.categories());
    assertEquals(1, errors.links().get(Kind.RECALL, LinkType.PRO, LinkType.NOM));
    assertEquals(1, errors.links().get(Kind.PRECISION, LinkType.PRO, LinkType.NOM));
  }

  @Test
  void aKeyOfEveryFormatAgainstItselfHasNoError() throws IOException {
    for (String[] input :
        new String[][] {{CONLL_KEY, "t.conll"}, {CONLLU_KEY, "u.conllu"}, {JSONL_KEY, "j.jsonl"}}) {
      Document key = one(input[0], input[1], Side.KEY);
      for (ErrorSingletons mode : ErrorSingletons.values()) {
        assertEquals(
            DocumentErrors.ZERO, new ErrorAnalyser(mode).analyse(key, key), input[1] + " " + mode);
      }
    }
  }

  @Test
  void aKeyReadWithoutItsWordsIsRefusedByName() throws IOException {
    for (String[] input :
        new String[][] {
          {CONLL_KEY, "t.conll"},
          {CONLLU_KEY, "u.conllu"},
          {JSONL_KEY, "j.jsonl"}
        }) {
      Document key = read(input[0], input[1], InputFormats.BY_NAME, Side.KEY).get(0);
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> REMOVE.analyse(key, key), input[1]);
      assertTrue(e.getMessage().contains(key.name()), e.getMessage());
    }
  }

  private static ErrorCounts counts(Map<ErrorColumn, Long> nonZero) {
    long[] values = new long[ErrorColumn.values().length];
    nonZero.forEach((c, v) -> values[c.ordinal()] = v);
    return ErrorCounts.of(values);
  }

  private static Document one(String text, String fileName, Side side) throws IOException {
    List<Document> documents = read(text, fileName, WITH_WORDS, side);
    assertEquals(1, documents.size());
    return documents.get(0);
  }

  private static List<Document> read(String text, String fileName, InputFormats formats, Side side)
      throws IOException {
    List<Problem> problems = new ArrayList<>();
    List<Document> out = new ArrayList<>();
    try (DocumentStream in =
        DocumentStreams.of(
            new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)),
            fileName,
            formats,
            false,
            side,
            problems::add)) {
      for (Document d; (d = in.next()) != null; ) {
        out.add(d);
      }
    }
    assertEquals(List.of(), problems.stream().filter(p -> p.severity() == Severity.ERROR).toList());
    return out;
  }
}

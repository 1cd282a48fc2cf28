package org.corefstats.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.SharedData;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * conllu2text (docs/explanation/llm-outputs.md 2) against the reference's outputs of the worked
 * examples.
 */
class Conllu2TextTest {
  private static final Path DIR = SharedData.conformance().resolve("llm-outputs");
  private static final Conllu2Text.Options SEQUENTIAL =
      new Conllu2Text.Options(false, true, false, false);
  private static final Conllu2Text.Options SEQUENTIAL_Z =
      new Conllu2Text.Options(false, true, true, false);

  static String render(String gold, Conllu2Text.Options options, List<Problem> problems)
      throws IOException {
    return Conllu2Text.render(Files.readString(DIR.resolve(gold)), gold, options, problems::add);
  }

  /**
   * {@code conllu2text -s} (and {@code -s -z} for WE04) gives the reference's files byte for byte;
   * only the mentions WE06 shows losing are noted (its FORM with a space, its two discontinuous
   * mentions).
   */
  @ParameterizedTest
  @CsvSource({
    "WE01-basic/gold.conllu, WE01-basic/out-gold.txt, false, ''",
    "WE06-rendering/gold.conllu, WE06-rendering/out-gold.txt, false, 1:4/10 000 3:1/The 4:1/Her",
    "WE07-documents/gold.conllu, WE07-documents/out-gold.txt, false, ''",
    "WE04-zeros/gold.conllu, WE04-zeros/out-gold-z.txt, true, ''"
  })
  void theReferencesMarkupByteForByte(String gold, String expected, boolean zeros, String lost)
      throws IOException {
    List<Problem> problems = new ArrayList<>();
    String got = render(gold, zeros ? SEQUENTIAL_Z : SEQUENTIAL, problems);
    assertEquals(Files.readString(DIR.resolve(expected)), got);
    List<String> noted = new ArrayList<>();
    for (Problem p : problems) {
      assertEquals(ProblemKind.LLM_RENDERING_LOSS, p.kind(), p.toString());
      java.util.regex.Matcher at =
          java.util.regex.Pattern.compile(" at (\\d+:[^:]+): ").matcher(p.message());
      assertTrue(at.find(), p.message());
      noted.add(at.group(1));
    }
    assertEquals(lost, String.join(" ", noted));
  }

  @Test
  void blindWritesNoTags() throws IOException {
    String got =
        render(
            "WE04-zeros/gold.conllu",
            new Conllu2Text.Options(true, true, true, false),
            new ArrayList<>());
    assertEquals("Petra came home late . Then slept ## long . Later ate ##she soup .\n", got);
    String words =
        render(
            "WE06-rendering/gold.conllu",
            new Conllu2Text.Options(true, false, false, false),
            new ArrayList<>());
    assertEquals(
        "The hall seats 10_000 people . It can not close . The house , old and empty , that we"
            + " bought was sold . Her , as we know , old friend came .\n",
        words);
  }

  /**
   * Without {@code -z} the empty nodes are not written and a mention whose first or last node is
   * one loses that bracket (2.4): the zero mentions of e1 write nothing.
   */
  @Test
  void withoutZeroMentionsEmptyNodesAndTheirBracketsAreLost() throws IOException {
    String got = render("WE04-zeros/gold.conllu", SEQUENTIAL, new ArrayList<>());
    assertEquals("Petra|[e1] came home|[e2] late . Then slept long . Later ate soup|[e3] .\n", got);
  }

  /** A mention starting at an empty node keeps only its close without {@code -z} (2.4). */
  @Test
  void aSpanFromAnEmptyNodeKeepsOnlyItsCloseWithoutZeroMentions() {
    String gold =
        "# newdoc id = d\n# global.Entity = eid-etype-head-other\n# sent_id = 1\n"
            + "1\tThen\tthen\tADV\t_\t_\t2\tadvmod\t2:advmod\t_\n"
            + "1.1\t_\t_\tPRON\t_\t_\t_\t_\t2:nsubj\tEntity=(e7-person-2\n"
            + "2\tslept\tsleep\tVERB\t_\t_\t0\troot\t0:root\tEntity=e7)\n\n";
    List<Problem> problems = new ArrayList<>();
    assertEquals(
        "Then slept|e7]\n",
        Conllu2Text.render(
            gold, "g.conllu", new Conllu2Text.Options(false, false, false, false), problems::add));
    assertEquals(
        "Then slept|[e1 ##|e1]\n",
        Conllu2Text.render(gold, "g.conllu", SEQUENTIAL_Z, problems::add));
  }

  @Test
  void withoutSequentialIdsTheCorpusIdsAreKept() throws IOException {
    String got =
        render(
            "WE07-documents/gold.conllu",
            new Conllu2Text.Options(false, false, false, false),
            new ArrayList<>());
    assertEquals(
        "Kim|[e1] lost her|[e1],[e2 keys|e2] . She|[e1] found them|[e2] later .\n"
            + "The|[e3 train|e3] was late . It|[e3] arrived at noon|[e4] .\n"
            + "Max|[e5] called Eva|[e6] . He|[e5] asked her|[e6] a|[e7 question|e7] .\n",
        got);
  }

  @Test
  void noEmptyNodeFormWritesBareHashes() throws IOException {
    String got =
        render(
            "WE04-zeros/gold.conllu",
            new Conllu2Text.Options(false, true, true, true),
            new ArrayList<>());
    assertTrue(got.contains("ate ##|[e1] soup"), got);
  }

  /**
   * An empty node without DEPS under {@code -z}: the reference crashes (2.6, 8.7); here it stays in
   * place and the problem says where.
   */
  @Test
  void anEmptyNodeWithoutDepsStaysAndIsReported() {
    String gold =
        "# newdoc id = d\n# global.Entity = eid-etype-head-other\n# sent_id = s1\n"
            + "1\tThen\tthen\tADV\t_\t_\t2\tadvmod\t_\t_\n"
            + "1.1\t_\t_\tPRON\t_\t_\t_\t_\t_\tEntity=(e1-person-1)\n"
            + "2\tslept\tsleep\tVERB\t_\t_\t0\troot\t_\t_\n\n";
    List<Problem> problems = new ArrayList<>();
    String got = Conllu2Text.render(gold, "g.conllu", SEQUENTIAL_Z, problems::add);
    assertEquals("Then ##|[e1] slept\n", got);
    assertEquals(1, problems.size(), problems.toString());
    Problem p = problems.get(0);
    assertEquals(ProblemKind.LLM_EMPTY_NODE_WITHOUT_DEPS, p.kind());
    assertEquals("g.conllu", p.file());
    assertEquals("d", p.document());
    assertTrue(p.message().contains("sentence 1, empty node 1.1"), p.message());
  }

  /**
   * Several empty nodes under one empty parent get the same float value (2.5: 2.1 + 0.1, not
   * rounded); a mention reduced to the run of such a node takes all tied nodes, and each gets the
   * tag. Here MoveHead makes Q the head of the discontinuous A B + Q (B's enhanced parent is Q),
   * the span is {@code 1-2,2.2000000000000002}, and R ties with Q.
   */
  @Test
  void emptyNodesUnderAnEmptyParentTie() {
    String gold =
        "# newdoc id = d\n# global.Entity = eid-etype-head-other\n# sent_id = s1\n"
            + "1\tA\ta\tX\t_\t_\t2\tdep\t2:dep\tEntity=(e1[1/2]-x-3\n"
            + "2\tB\tb\tX\t_\t_\t0\troot\t2.2:dep\tEntity=e1[1/2])\n"
            + "2.1\tP\t_\tX\t_\t_\t_\t_\t2:dep\t_\n"
            + "2.2\tQ\t_\tX\t_\t_\t_\t_\t2.1:dep\tEntity=(e1[2/2]-x-3)\n"
            + "2.3\tR\t_\tX\t_\t_\t_\t_\t2.1:dep\t_\n\n";
    List<Problem> problems = new ArrayList<>();
    String got = Conllu2Text.render(gold, "g.conllu", SEQUENTIAL_Z, problems::add);
    assertEquals("A B ##P ##Q|[e1] ##R|[e1]\n", got, problems.toString());
  }
}

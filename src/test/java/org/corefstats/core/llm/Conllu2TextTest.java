package org.corefstats.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * conllu2text (docs/explanation/llm-outputs.md 2) against the reference's outputs of the worked
 * examples (shared data), and its options and problems on keys written here.
 */
class Conllu2TextTest {
  private static final Conllu2Text.Options SEQUENTIAL =
      new Conllu2Text.Options(false, true, false, false);
  private static final Conllu2Text.Options SEQUENTIAL_Z =
      new Conllu2Text.Options(false, true, true, false);

  /** A worked example of the shared data rendered. */
  static String render(String gold, Conllu2Text.Options options, List<Problem> problems)
      throws IOException {
    Path dir = SharedData.conformance().resolve("llm-outputs");
    return Conllu2Text.render(Files.readString(dir.resolve(gold)), gold, options, problems::add);
  }

  /**
   * Three sentences, the second and third with a zero subject (an empty node whose enhanced parent
   * is the verb): Kai (e3) walked to school (e5) today . Then 1.1 (e3, FORM _) read books . 0.1
   * (e3, FORM he) Later ate apples (e4) .
   */
  static final String ZEROS =
      "# newdoc id = kai\n# global.Entity = eid-etype-head-other\n"
          + "# sent_id = kai-1\n# text = Kai walked to school today .\n"
          + "1\tKai\tKai\tPROPN\t_\t_\t2\tnsubj\t2:nsubj\tEntity=(e3-person-1)\n"
          + "2\twalked\twalk\tVERB\t_\t_\t0\troot\t0:root\t_\n"
          + "3\tto\tto\tADP\t_\t_\t4\tcase\t4:case\t_\n"
          + "4\tschool\tschool\tNOUN\t_\t_\t2\tobl\t2:obl\tEntity=(e5-place-1)\n"
          + "5\ttoday\ttoday\tNOUN\t_\t_\t2\tobl\t2:obl\t_\n"
          + "6\t.\t.\tPUNCT\t_\t_\t2\tpunct\t2:punct\t_\n\n"
          + "# sent_id = kai-2\n# text = Then read books .\n"
          + "1\tThen\tthen\tADV\t_\t_\t2\tadvmod\t2:advmod\t_\n"
          + "1.1\t_\t_\tPRON\t_\t_\t_\t_\t2:nsubj\tEntity=(e3-person-1)\n"
          + "2\tread\tread\tVERB\t_\t_\t0\troot\t0:root\t_\n"
          + "3\tbooks\tbook\tNOUN\t_\t_\t2\tobj\t2:obj\t_\n"
          + "4\t.\t.\tPUNCT\t_\t_\t2\tpunct\t2:punct\t_\n\n"
          + "# sent_id = kai-3\n# text = Later ate apples .\n"
          + "0.1\the\the\tPRON\t_\t_\t_\t_\t2:nsubj\tEntity=(e3-person-1)\n"
          + "1\tLater\tlater\tADV\t_\t_\t2\tadvmod\t2:advmod\t_\n"
          + "2\tate\teat\tVERB\t_\t_\t0\troot\t0:root\t_\n"
          + "3\tapples\tapple\tNOUN\t_\t_\t2\tobj\t2:obj\tEntity=(e4-food-1)\n"
          + "4\t.\t.\tPUNCT\t_\t_\t2\tpunct\t2:punct\t_\n\n";

  /**
   * A FORM with a space (2 500) and a multiword token (won't = wo n't): The club (e1) has 2 500
   * members (e2) . They (e2) wo n't leave .
   */
  private static final String RENDERING =
      "# newdoc id = club\n# global.Entity = eid-etype-head-other\n"
          + "# sent_id = club-1\n# text = The club has 2 500 members.\n"
          + "1\tThe\tthe\tDET\t_\t_\t2\tdet\t_\tEntity=(e1-organization-2\n"
          + "2\tclub\tclub\tNOUN\t_\t_\t3\tnsubj\t_\tEntity=e1)\n"
          + "3\thas\thave\tVERB\t_\t_\t0\troot\t_\t_\n"
          + "4\t2 500\t2 500\tNUM\t_\t_\t5\tnummod\t_\tEntity=(e2-person-2\n"
          + "5\tmembers\tmember\tNOUN\t_\t_\t3\tobj\t_\tEntity=e2)|SpaceAfter=No\n"
          + "6\t.\t.\tPUNCT\t_\t_\t3\tpunct\t_\t_\n\n"
          + "# sent_id = club-2\n# text = They won't leave.\n"
          + "1\tThey\tthey\tPRON\t_\t_\t4\tnsubj\t_\tEntity=(e2-person-1)\n"
          + "2-3\twon't\t_\t_\t_\t_\t_\t_\t_\t_\n"
          + "2\two\twill\tAUX\t_\t_\t4\taux\t_\t_\n"
          + "3\tn't\tnot\tPART\t_\t_\t4\tadvmod\t_\t_\n"
          + "4\tleave\tleave\tVERB\t_\t_\t0\troot\t_\tSpaceAfter=No\n"
          + "5\t.\t.\tPUNCT\t_\t_\t4\tpunct\t_\t_\n\n";

  private static String renderText(
      String gold, Conllu2Text.Options options, List<Problem> problems) {
    return Conllu2Text.render(gold, "g.conllu", options, problems::add);
  }

  /**
   * {@code conllu2text -s} (and {@code -s -z} for WE04) gives the reference's files byte for byte;
   * only the mentions WE06 shows losing are noted (its FORM with a space, its two discontinuous
   * mentions).
   */
  @ParameterizedTest
  @NeedsSharedData
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
    assertEquals(
        Files.readString(SharedData.conformance().resolve("llm-outputs").resolve(expected)), got);
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
  void blindWritesNoTags() {
    // the empty nodes after their parents (read, ate), ## alone for the FORM _
    String got =
        renderText(ZEROS, new Conllu2Text.Options(true, true, true, false), new ArrayList<>());
    assertEquals(
        "Kai walked to school today . Then read ## books . Later ate ##he apples .\n", got);
    // the space of a FORM written _, the multiword token's line skipped for its words
    String words =
        renderText(
            RENDERING, new Conllu2Text.Options(true, false, false, false), new ArrayList<>());
    assertEquals("The club has 2_500 members . They wo n't leave .\n", words);
  }

  /**
   * Without {@code -z} the empty nodes are not written and a mention whose first or last node is
   * one loses that bracket (2.4): the zero mentions of e3 (numbered e1) write nothing.
   */
  @Test
  void withoutZeroMentionsEmptyNodesAndTheirBracketsAreLost() {
    String got = renderText(ZEROS, SEQUENTIAL, new ArrayList<>());
    assertEquals(
        "Kai|[e1] walked to school|[e2] today . Then read books . Later ate apples|[e3] .\n", got);
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

  /** Two documents, the second's entities numbered on from the first's: e1 e2, then e3 e4. */
  @Test
  void withoutSequentialIdsTheCorpusIdsAreKept() {
    String gold =
        "# newdoc id = a\n# global.Entity = eid-etype-head-other\n# sent_id = a-1\n"
            + "1\tLea\tLea\tPROPN\t_\t_\t2\tnsubj\t_\tEntity=(e1-person-1)\n"
            + "2\tsaw\tsee\tVERB\t_\t_\t0\troot\t_\t_\n"
            + "3\ther\tshe\tPRON\t_\t_\t4\tnmod:poss\t_\tEntity=(e2-animal-2(e1-person-1)\n"
            + "4\tcat\tcat\tNOUN\t_\t_\t2\tobj\t_\tEntity=e2)\n"
            + "5\t.\t.\tPUNCT\t_\t_\t2\tpunct\t_\t_\n\n"
            + "# sent_id = a-2\n"
            + "1\tIt\tit\tPRON\t_\t_\t2\tnsubj\t_\tEntity=(e2-animal-1)\n"
            + "2\tran\trun\tVERB\t_\t_\t0\troot\t_\t_\n"
            + "3\t.\t.\tPUNCT\t_\t_\t2\tpunct\t_\t_\n\n"
            + "# newdoc id = b\n# sent_id = b-1\n"
            + "1\tThe\tthe\tDET\t_\t_\t2\tdet\t_\tEntity=(e3-object-2\n"
            + "2\tbus\tbus\tNOUN\t_\t_\t4\tnsubj\t_\tEntity=e3)\n"
            + "3\twas\tbe\tAUX\t_\t_\t4\tcop\t_\t_\n"
            + "4\tlate\tlate\tADJ\t_\t_\t0\troot\t_\t_\n"
            + "5\t.\t.\tPUNCT\t_\t_\t4\tpunct\t_\t_\n\n"
            + "# sent_id = b-2\n"
            + "1\tIt\tit\tPRON\t_\t_\t2\tnsubj\t_\tEntity=(e3-object-1)\n"
            + "2\tcame\tcome\tVERB\t_\t_\t0\troot\t_\t_\n"
            + "3\tat\tat\tADP\t_\t_\t4\tcase\t_\t_\n"
            + "4\tnoon\tnoon\tNOUN\t_\t_\t2\tobl\t_\tEntity=(e4-time-1)\n"
            + "5\t.\t.\tPUNCT\t_\t_\t2\tpunct\t_\t_\n\n";
    String got =
        renderText(gold, new Conllu2Text.Options(false, false, false, false), new ArrayList<>());
    assertEquals(
        "Lea|[e1] saw her|[e1],[e2 cat|e2] . It|[e2] ran .\n"
            + "The|[e3 bus|e3] was late . It|[e3] came at noon|[e4] .\n",
        got);
  }

  @Test
  void noEmptyNodeFormWritesBareHashes() {
    String got =
        renderText(ZEROS, new Conllu2Text.Options(false, true, true, true), new ArrayList<>());
    assertTrue(got.contains("ate ##|[e1] apples"), got);
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

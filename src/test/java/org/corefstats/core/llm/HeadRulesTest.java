package org.corefstats.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The treelet top (docs/explanation/llm-outputs.md 6.3), MoveHead (6.2, WE05) and SingleParent
 * (6.5).
 */
class HeadRulesTest {
  private static String line(String id, String form, String head, String deps) {
    return String.join("\t", id, form, form, "X", "_", "_", head, "dep", deps, "_");
  }

  private static SkeletonSentence sentence(String... lines) {
    String text = "# newdoc id = d\n# sent_id = s1\n" + String.join("\n", lines) + "\n\n";
    return SkeletonReader.read(text).get(0).sentences().get(0);
  }

  private static TreeNode node(SkeletonSentence s, int id) {
    return s.regularNodes().get(id - 1);
  }

  @Test
  void theTreeletTopOfAForestDependsOnTheOrder() {
    // a and b on 0, c on b: (a, c) gives a, (c, a) gives the root.
    SkeletonSentence s =
        sentence(line("1", "a", "0", "_"), line("2", "b", "0", "_"), line("3", "c", "2", "_"));
    TreeNode a = node(s, 1);
    TreeNode c = node(s, 3);
    assertSame(a, MinimalTreelet.top(List.of(a, c)));
    assertSame(s.root(), MinimalTreelet.top(List.of(c, a)));
  }

  @Test
  void theTreeletTopIsTheLowestCommonAncestorInATreeAndNullForNoNode() {
    SkeletonSentence s =
        sentence(
            line("1", "x", "2", "_"),
            line("2", "y", "0", "_"),
            line("3", "z", "4", "_"),
            line("4", "w", "2", "_"));
    assertSame(node(s, 2), MinimalTreelet.top(List.of(node(s, 1), node(s, 3))));
    assertSame(node(s, 4), MinimalTreelet.top(List.of(node(s, 3), node(s, 4))));
    assertSame(node(s, 3), MinimalTreelet.top(List.of(node(s, 3))));
    assertNull(MinimalTreelet.top(List.of()));
  }

  private static final String WE05 =
      "# newdoc id = we05\n"
          + String.join(
              "\n",
              line("1", "The", "2", "_"),
              line("2", "mayor", "7", "_"),
              line("3", "of", "6", "_"),
              line("4", "the", "6", "_"),
              line("5", "small", "6", "_"),
              line("6", "town", "2", "_"),
              line("7", "opened", "0", "_"),
              line("8", "a", "10", "_"),
              line("9", "new", "10", "_"),
              line("10", "bridge", "7", "_"),
              line("11", "yesterday", "7", "_"),
              line("12", ".", "7", "_"))
          + "\n\n";

  private static String head(SkeletonSentence s, int from, int to) {
    List<TreeNode> words = s.regularNodes().subList(from - 1, to);
    MoveHead.Outcome outcome = MoveHead.find(words, words.get(0));
    return outcome.head().form();
  }

  @Test
  void moveHeadTakesTheTreeletTopOrTheFirstCandidate() {
    SkeletonSentence s = SkeletonReader.read(WE05).get(0).sentences().get(0);
    assertEquals("mayor", head(s, 1, 4)); // The mayor of the: T = mayor
    assertEquals("bridge", head(s, 8, 11)); // a new bridge yesterday: T = opened, first of E
  }

  @Test
  void moveHeadTakesTheFirstCandidateWhenTheTopIsOutside() {
    SkeletonSentence s =
        sentence(
            line("3", "and", "6", "6:cc"),
            line("4", "the", "5", "5:det"),
            line("5", "man", "6", "6:nsubj"),
            line("6", "opened", "0", "0:root"));
    List<TreeNode> words = s.regularNodes().subList(0, 3);
    assertEquals("and", MoveHead.find(words, words.get(0)).head().form());
  }

  @Test
  void moveHeadReadsEnhancedParentsFromDepsAndTheBasicParentOtherwise() {
    String withDeps = "2:obj|5:nsubj:xsubj";
    for (String deps : List.of(withDeps, "_")) {
      SkeletonSentence s =
          sentence(
              line("1", "Ann", "2", deps.equals("_") ? "_" : "2:nsubj"),
              line("2", "wants", "0", deps.equals("_") ? "_" : "0:root"),
              line("3", "Bob", "2", deps),
              line("4", "to", "5", deps.equals("_") ? "_" : "5:mark"),
              line("5", "leave", "2", deps.equals("_") ? "_" : "2:xcomp"));
      List<TreeNode> words = s.regularNodes().subList(2, 5);
      String head = MoveHead.find(words, words.get(0)).head().form();
      assertEquals(deps.equals("_") ? "Bob" : "leave", head, "DEPS " + deps);
    }
  }

  @Test
  void moveHeadKeepsTheFirstNodeWhenOnlyEmptyCandidatesWithEmptyParentsRemain() {
    // 8.12: two empty nodes hanging from an empty node outside the mention.
    SkeletonSentence s =
        sentence(
            line("1", "x", "0", "0:root"),
            line("1.1", "_", "_", "1:dep"),
            line("1.2", "_", "_", "1.1:dep"),
            line("1.3", "_", "_", "1.1:dep"));
    List<TreeNode> words = s.emptyNodes().subList(1, 3);
    MoveHead.Outcome outcome = MoveHead.find(words, words.get(0));
    assertTrue(outcome.noRegularCandidate());
    assertSame(words.get(0), outcome.head());
  }

  @Test
  void singleParentKeepsTheGoverningParentOrTheShallowest() {
    SkeletonSentence s =
        sentence(
            line("1", "a", "2", "2:x"),
            line("2", "b", "0", "0:root"),
            line("3", "c", "0", "0:root"),
            line("4", "d", "3", "3:x"),
            line("4.1", "_", "_", "1:nsubj|2:obj|1:obl"),
            line("4.2", "_", "_", "4:nsubj|2:obj"),
            line("4.3", "_", "_", "4.1:x|4.2:y"),
            line("4.4", "_", "_", "4.1:x"));
    SingleParent.apply(wrap(s));
    List<TreeNode> empty = s.emptyNodes();
    // 4.1: b governs a, so only the dependency to b is kept.
    assertEquals(List.of("2:obj"), deps(empty.get(0)));
    // 4.2: the top of (d, b) is the root; b (depth 1) is shallower than d (depth 2).
    assertEquals(List.of("2:obj"), deps(empty.get(1)));
    // 4.3: only empty parents: no DEPS left. 4.4: one parent, left alone.
    assertEquals(List.of(), deps(empty.get(2)));
    assertEquals(List.of("4.1:x"), deps(empty.get(3)));
  }

  private static SkeletonDocument wrap(SkeletonSentence s) {
    SkeletonDocument d = new SkeletonDocument("d");
    d.add(s);
    return d;
  }

  private static List<String> deps(TreeNode node) {
    return node.deps().stream().map(d -> d.parent().id() + ":" + d.deprel()).toList();
  }
}

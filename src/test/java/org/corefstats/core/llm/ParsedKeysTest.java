package org.corefstats.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The key parts kept between runs: each run gets a skeleton of its own to edit. */
class ParsedKeysTest {
  private static final String KEY =
      "# newdoc id = a\n"
          + "1\tHi\thi\tX\t_\t_\t0\troot\t0:root\t_\n"
          + "1.1\t#Gen\t_\t_\t_\t_\t_\t_\t1:nsubj|2:obj\t_\n"
          + "2\tyo\tyo\tX\t_\t_\t1\tdep\t1:dep|1.1:ref\t_\n\n";

  @Test
  void aRunsEditsDoNotReachTheNextRunsSkeleton() {
    List<SkeletonDocument> first = ParsedKeys.skeleton(new String(KEY));
    SingleParent.apply(first.get(0));
    EmptyNodeEdits.deleteGoldEmptyNodes(first.get(0));
    assertEquals(List.of(), first.get(0).sentences().get(0).emptyNodes());

    List<SkeletonDocument> second = ParsedKeys.skeleton(new String(KEY));
    SkeletonSentence sentence = second.get(0).sentences().get(0);
    assertEquals(1, sentence.emptyNodes().size());
    TreeNode empty = sentence.emptyNodes().get(0);
    assertEquals(2, empty.deps().size());
    assertEquals("1:dep|1.1:ref", sentence.regularNodes().get(1).depsColumn());
    assertEquals(sentence.regularNodes().get(0), sentence.regularNodes().get(1).basicParent());
    assertEquals(sentence.root(), sentence.regularNodes().get(0).basicParent());
    assertNotSame(first.get(0).sentences().get(0).root(), second.get(0).sentences().get(0).root());
    assertEquals(
        SkeletonReader.read(KEY).get(0).nodesAndEmpty().toString(),
        second.get(0).nodesAndEmpty().toString());
  }

  @Test
  void withoutZerosOnlyTheDocumentsText2conlluEditsAreCopied() {
    String key = KEY + "# newdoc id = b\n1\tYo\tyo\tX\t_\t_\t0\troot\t_\t_\n\n";
    List<SkeletonDocument> first = ParsedKeys.skeletonWithoutZeros(key, k -> false);
    List<SkeletonDocument> second = ParsedKeys.skeletonWithoutZeros(key, k -> false);
    assertNotSame(first.get(0), second.get(0)); // empty nodes: SingleParent and 5.3 step 1
    assertSame(first.get(1), second.get(1));
    assertNotSame(second.get(1), ParsedKeys.skeletonWithoutZeros(key, k -> k == 1).get(1));
  }
}

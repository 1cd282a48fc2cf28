package org.corefstats.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * json2conllu's {@code nodes[s:e+1]} with Python's slice semantics (docs/explanation/llm-outputs.md
 * 3.2, 9.9).
 */
class PythonSliceTest {
  @Test
  void anInclusivePairTakesItsNodes() {
    assertEquals(new PythonSlice(2, 4), PythonSlice.ofPair(10, 2L, 3));
    assertEquals(new PythonSlice(0, 1), PythonSlice.ofPair(10, 0L, 0));
  }

  @Test
  void anEndPastTheEndIsTruncated() {
    assertEquals(new PythonSlice(8, 10), PythonSlice.ofPair(10, 8L, 15));
    assertEquals(new PythonSlice(9, 10), PythonSlice.ofPair(10, 9L, 9));
  }

  @Test
  void aNegativeStartCountsFromTheEnd() {
    assertEquals(new PythonSlice(8, 10), PythonSlice.ofPair(10, -2L, 9));
    assertEquals(new PythonSlice(0, 4), PythonSlice.ofPair(10, -20L, 3)); // clipped to 0
  }

  @Test
  void aNegativeEndCountsFromTheEndAfterTheIncrement() {
    assertEquals(new PythonSlice(0, 9), PythonSlice.ofPair(10, 0L, -2)); // nodes[0:-1]
    assertTrue(PythonSlice.ofPair(10, 0L, -1).isEmpty()); // nodes[0:0]
  }

  @Test
  void slicesThatTakeNothingAreEmpty() {
    assertTrue(PythonSlice.ofPair(10, 3L, 2).isEmpty()); // e < s
    assertTrue(PythonSlice.ofPair(10, -2L, 3).isEmpty()); // WE08 negative: nodes[8:4]
    assertTrue(PythonSlice.ofPair(10, 10L, 12).isEmpty()); // start past the end
    assertTrue(PythonSlice.ofPair(0, 0L, 0).isEmpty());
  }

  @Test
  void aNoneStartIsAnOpenStart() {
    assertEquals(new PythonSlice(0, 3), PythonSlice.ofPair(10, null, 2));
  }
}

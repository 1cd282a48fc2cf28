package org.corefstats.core.conll;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * coval's cell grammar (docs/explanation/corefud-and-coval.md 10.2), against v8.01's where they
 * differ.
 */
class CovalColumnTest {

  /** The annotations of one cell as coval reads it, and its quirks, in the order reported. */
  private static List<String> coval(String cell) {
    List<String> seen = new ArrayList<>();
    byte[] b = cell.getBytes(StandardCharsets.US_ASCII);
    new CovalColumn()
        .parse(
            b,
            0,
            b.length,
            sink(seen),
            new CovalColumn.Quirks() {
              @Override
              public void lostStart(String id) {
                seen.add("lost " + id);
              }

              @Override
              public void stop(String message) {
                seen.add("stop");
              }
            });
    return seen;
  }

  private static List<String> v801(String cell) {
    List<String> seen = new ArrayList<>();
    byte[] b = cell.getBytes(StandardCharsets.US_ASCII);
    new CorefColumn().parse(b, 0, b.length, sink(seen));
    return seen;
  }

  private static CorefColumn.Sink sink(List<String> seen) {
    return new CorefColumn.Sink() {
      @Override
      public void splitAntecedent(byte[] text, int from, int to, boolean oneDigitM) {
        seen.add("split " + new String(text, from, to - from, StandardCharsets.US_ASCII));
      }

      @Override
      public void single(byte[] id, int from, int to) {
        seen.add("(" + new String(id, from, to - from, StandardCharsets.US_ASCII) + ")");
      }

      @Override
      public void open(byte[] id, int from, int to) {
        seen.add("(" + new String(id, from, to - from, StandardCharsets.US_ASCII));
      }

      @Override
      public void close(byte[] id, int from, int to) {
        seen.add(new String(id, from, to - from, StandardCharsets.US_ASCII) + ")");
      }
    };
  }

  @Test
  void twoStartsWithoutASeparatorKeepOnlyTheLast() {
    assertEquals(List.of("lost 1", "(3"), coval("(1(3"));
    assertEquals(List.of("(1", "(3"), v801("(1(3"));
    assertEquals(List.of("(1", "(3"), coval("(1|(3"));
  }

  @Test
  void aPlusIsIgnoredSoTheDigitsJoin() {
    assertEquals(List.of("(13)"), coval("(1+3)"));
    assertEquals(List.of("split (1+3)"), v801("(1+3)"));
    assertEquals(List.of("(123)"), coval("(12+3)"));
  }

  @Test
  void oneWordMentionsThenStartsThenEndsEachInCellOrder() {
    assertEquals(List.of("(1)", "(2)"), coval("(1)(2)"));
    assertEquals(List.of("(2)", "(4", "1)", "3)"), coval("1)|(2)|3)|(4"));
    assertEquals(List.of("(1)", "(1)"), coval("(1)|(1)"));
  }

  @Test
  void idsAreIntegersAndEmptyBracketsAreNothing() {
    assertEquals(List.of("(7)", "(0", "10)"), coval("(007)|(0|010)"));
    assertEquals(List.of(), coval("()"));
    assertEquals(List.of(), coval("-"));
  }

  @Test
  void aBarCovalStopsOnIsAQuirkAndTheRestIsRead() {
    assertEquals(List.of("stop", "(2)"), coval("(|(2)"));
    assertEquals(List.of("stop", "(2)"), coval("1|(2)"));
  }

  @Test
  void theCellIsTheLastBlankSeparatedField() {
    byte[] line = "d 0 0 Anna NNP  (1)  \r".getBytes(StandardCharsets.US_ASCII);
    int from = CovalColumn.cellStart(line, 0, line.length);
    int to = CovalColumn.cellEnd(line, 0, line.length);
    assertEquals("(1)", new String(line, from, to - from, StandardCharsets.US_ASCII));
  }
}

package org.corefstats.core.emptynodes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The table of EMPTY-NODES.md §2.2 and the line breaks of §2.3 that are not line breaks. */
class ScriptTextTest {
  private static List<String> lines(String text) throws ScriptText.NotUtf8 {
    return ScriptText.lines(text.getBytes(StandardCharsets.UTF_8));
  }

  @Test
  void crLfAndLoneCrEndLinesAndCrCrLfLeavesABlankLine() throws ScriptText.NotUtf8 {
    assertEquals(List.of("A", "B"), lines("A\r\nB"));
    assertEquals(List.of("A", "B"), lines("A\rB"));
    assertEquals(List.of("A", "", "B"), lines("A\r\r\nB"));
    assertEquals(List.of("A", "", "B"), lines("A\n\rB"));
    assertEquals(List.of("A", ""), lines("A\n"));
    assertEquals(List.of(""), lines(""));
  }

  @Test
  void unicodeSeparatorsStayInsideTheLine() throws ScriptText.NotUtf8 {
    String inside = "A\u2028B\u2029C\u0085D\u000BE\u000CF\u001CG";
    assertEquals(List.of(inside), lines(inside));
  }

  @Test
  void oneLeadingBomIsDroppedAndASecondKept() throws ScriptText.NotUtf8 {
    assertEquals(List.of("1.1"), lines("\uFEFF1.1"));
    assertEquals(List.of("\uFEFF1.1"), lines("\uFEFF\uFEFF1.1"));
  }

  @Test
  void invalidUtf8IsLocatedOnItsLine() {
    byte[] bytes = {'a', '\r', '\n', 'b', '\r', 'c', ' ', (byte) 0xFF};
    ScriptText.NotUtf8 e = assertThrows(ScriptText.NotUtf8.class, () -> ScriptText.lines(bytes));
    assertEquals(3, e.line);
    assertEquals(0xFF, e.badByte);
  }

  @Test
  void utf8IsStrictAsPythonsCodec() {
    assertEquals(-1, Utf8.firstInvalid("aé€𝄞".getBytes(StandardCharsets.UTF_8), 0, 10));
    byte[][] invalid = {
      {'a', (byte) 0xC0, (byte) 0xAF}, // overlong '/'
      {'a', (byte) 0xE0, (byte) 0x80, (byte) 0xAF}, // overlong
      {'a', (byte) 0xED, (byte) 0xA0, (byte) 0x80}, // a surrogate, U+D800
      {'a', (byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80}, // above U+10FFFF
      {'a', (byte) 0xE2, (byte) 0x82}, // cut short
      {'a', (byte) 0x80}, // a continuation byte alone
      {'a', (byte) 0xFF}
    };
    for (byte[] b : invalid) {
      assertEquals(1, Utf8.firstInvalid(b, 0, b.length), java.util.Arrays.toString(b));
    }
  }

  @Test
  void aFileOfManyChunksIsReadLineByLineWithItsNumbers() throws Exception {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < 50_000; i++) {
      text.append(i % 3 == 0 ? "" : "line " + i).append(i % 7 == 0 ? "\r\n" : "\n");
    }
    byte[] bytes = text.toString().getBytes(StandardCharsets.UTF_8);
    List<String> lines = ScriptText.lines(bytes);
    assertEquals(50_001, lines.size());
    assertEquals("line 49999", lines.get(49_999));
    assertEquals("", lines.get(49_998 - 49_998 % 3));
  }
}

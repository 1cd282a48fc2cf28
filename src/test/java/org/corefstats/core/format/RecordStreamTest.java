package org.corefstats.core.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Records cut at a marker read back as the text they were cut from. */
class RecordStreamTest {
  private static RecordStream stream(List<String> cut, SplitRule rule, boolean afterCut) {
    Iterator<String> it = cut.iterator();
    return new RecordStream(
        new RecordStream.Records() {
          private byte[] current;

          @Override
          public boolean next() {
            current = it.hasNext() ? it.next().getBytes(StandardCharsets.UTF_8) : null;
            return current != null;
          }

          @Override
          public byte[] bytes() {
            return current;
          }

          @Override
          public int length() {
            return current.length;
          }
        },
        rule.restored(),
        afterCut);
  }

  @Test
  void recordsAfterACutGetTheirMarkerBackAndLinesAreCounted() throws IOException {
    SplitRule rule = SplitRule.at("#begin");
    RecordStream s = stream(List.of(" document a\nx", " document b\ny"), rule, true);
    assertEquals(
        "#begin document a\nx\n#begin document b\ny\n",
        new String(s.readAllBytes(), StandardCharsets.UTF_8));
    assertEquals(4, s.newlines());
    RecordStream first = stream(List.of("head\n", " document"), rule, false);
    assertEquals(
        "head\n\n#begin document\n", new String(first.readAllBytes(), StandardCharsets.UTF_8));
  }

  @Test
  void linesAreGivenTheirNewlineOnly() throws IOException {
    RecordStream s = stream(List.of("{}", "{}"), SplitRule.LINES, true);
    assertEquals("{}\n{}\n", new String(s.readAllBytes(), StandardCharsets.UTF_8));
    assertEquals(2, s.newlines());
  }
}

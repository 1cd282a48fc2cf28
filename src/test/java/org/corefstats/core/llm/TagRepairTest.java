package org.corefstats.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The tag clean finds at the start of a tag piece, found without a regular expression. */
class TagRepairTest {
  private static final Pattern CLEAN_TAG = Pattern.compile("^\\[?e\\p{Nd}+]?");

  @Test
  void theTagAtAPiecesStartIsTheOneCleansPatternFinds() {
    for (String piece :
        List.of(
            "[e1]",
            "[e12",
            "e3]",
            "e4",
            "[e",
            "e",
            "[",
            "",
            "x1",
            "[e1]]",
            "[e1x",
            "e01]",
            "[e٣]",
            "[e\uD835\uDFCE]",
            "[E1]",
            "[[e1",
            "e1],",
            "[e1)")) {
      Matcher m = CLEAN_TAG.matcher(piece);
      assertEquals(m.find() ? m.group() : null, TagRepair.tagAtStart(piece), piece);
    }
  }
}

package org.corefstats.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.corefstats.core.conll.ConllText;
import org.corefstats.core.conllu.ConlluText;
import org.corefstats.core.jsonl.JsonlinesText;
import org.junit.jupiter.api.Test;

/** The list of formats, their text formats, and the names converted files get. */
class TextFormatsTest {
  @Test
  void everyFormatHasItsTextFormat() {
    assertTrue(TextFormats.of(Format.CONLL) instanceof ConllText);
    assertTrue(TextFormats.of(Format.CONLLU) instanceof ConlluText);
    assertTrue(TextFormats.of(Format.JSONL) instanceof JsonlinesText);
  }

  @Test
  void everyFormatIsFoundByItsCodeAndEachOfItsSuffixes() {
    for (Format f : Format.values()) {
      assertEquals(f, Format.fromCode(f.code().toUpperCase(java.util.Locale.ROOT)));
      for (String suffix : f.implementation().suffixes()) {
        assertEquals(f, Format.ofFileName("dev" + suffix));
        assertEquals(
            f, Format.ofFileName("DEV" + suffix.toUpperCase(java.util.Locale.ROOT) + ".gz"));
      }
    }
    assertEquals(Format.CONLL, Format.ofFileName("dev.v4_gold_conll"));
    assertEquals(null, Format.ofFileName("dev.txt"));
    assertEquals(null, Format.ofFileName("conllu"));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Format.fromCode("xml"));
    assertEquals("unknown format 'xml': expected conll, conllu or jsonl", e.getMessage());
  }

  @Test
  void outputNamesSwapTheFormatSuffixAndKeepGzip() {
    assertEquals("a.conll", Conversion.outputName("a.conll", Format.CONLL));
    assertEquals("a_gold.conll", Conversion.outputName("a_gold_conll", Format.CONLL));
    assertEquals("a.conllu", Conversion.outputName("a.CONLL", Format.CONLLU));
    assertEquals("a.jsonl.gz", Conversion.outputName("a.conllu.gz", Format.JSONL));
    assertEquals("dev.conll", Conversion.outputName("dev.jsonlines", Format.CONLL));
    assertEquals("dev.conll", Conversion.outputName("dev.jsonl", Format.CONLL));
    assertEquals("conll.conll", Conversion.outputName("conll", Format.CONLL));
  }
}

package org.corefstats.core.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.corefstats.core.conll.ConllText;
import org.corefstats.core.conllu.ConlluText;
import org.corefstats.core.jsonl.JsonlinesText;
import org.junit.jupiter.api.Test;

/** The factory of text formats, and the names converted files get. */
class TextFormatsTest {
  @Test
  void everyFormatHasItsTextFormat() {
    assertTrue(TextFormats.of(Format.CONLL) instanceof ConllText);
    assertTrue(TextFormats.of(Format.CONLLU) instanceof ConlluText);
    assertTrue(TextFormats.of(Format.JSONL) instanceof JsonlinesText);
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

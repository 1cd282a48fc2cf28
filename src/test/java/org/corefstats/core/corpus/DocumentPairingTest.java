package org.corefstats.core.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.corefstats.core.text.Format;
import org.junit.jupiter.api.Test;

/** Response documents meet key documents by name, and across formats by document key. */
class DocumentPairingTest {
  private static final List<String> KEY = List.of("(bc/a); part 000", "(b); part 1", "plain");

  @Test
  void conllMeetsConllByNameOnly() {
    DocumentPairing pairing = new DocumentPairing(KEY, true);
    assertEquals(0, pairing.indexOf("(bc/a); part 000", Format.CONLL));
    assertEquals(-1, pairing.indexOf("(bc/a); part 0", Format.CONLL), "v8.01: part 0 != part 000");
    assertEquals(2, pairing.indexOf("plain", Format.CONLL));
  }

  @Test
  void otherFormatsMeetByDocumentKey() {
    DocumentPairing pairing = new DocumentPairing(KEY, true);
    assertEquals(0, pairing.indexOf("(bc/a); part 0", Format.JSONL));
    assertEquals(0, pairing.indexOf("bc/a_0", Format.CONLLU));
    assertEquals(1, pairing.indexOf("b_1", Format.JSONL));
    assertEquals(-1, pairing.indexOf("b_2", Format.JSONL));
    DocumentPairing jsonlKey = new DocumentPairing(List.of("(x); part 0"), false);
    assertEquals(0, jsonlKey.indexOf("(x); part 000", Format.CONLL), "a CoNLL response, jsonl key");
  }

  @Test
  void anAmbiguousDocumentKeyPairsNothing() {
    DocumentPairing pairing = new DocumentPairing(List.of("(x); part 0", "(x); part 000"), false);
    assertEquals(-1, pairing.indexOf("x_0", Format.JSONL));
    assertEquals(1, pairing.indexOf("(x); part 000", Format.JSONL), "the exact name still pairs");
  }
}

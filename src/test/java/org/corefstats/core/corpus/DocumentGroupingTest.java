package org.corefstats.core.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.corefstats.core.error.InvalidRequestException;
import org.junit.jupiter.api.Test;

/** The three rules of --group-by, and the specifications refused. */
class DocumentGroupingTest {
  @Test
  void fileIsTheKeyFileWithoutTheFormatsSuffixes() {
    DocumentGrouping g = DocumentGrouping.parse("file");
    assertEquals("cs_pdt-corefud-test", g.group("ln94200_123", "cs_pdt-corefud-test.conllu"));
    assertEquals("cs_pdt-corefud-test", g.group("x", "cs_pdt-corefud-test.conllu.gz"));
    assertEquals("ferry", g.group("(sample/ferry); part 000", "ferry_conll"));
    assertEquals("en_dev", g.group("d_0", "en_dev.jsonlines"));
  }

  @Test
  void genreIsTheFirstPartOfTheName() {
    DocumentGrouping g = DocumentGrouping.parse("genre");
    assertEquals("bc", g.group("(bc/cctv/00/cctv_0000); part 000", "f"));
    assertEquals("nw", g.group("nw/wsj/00/wsj_0001_0", "f")); // a doc_key
    assertEquals("1023_bleak_house_brat", g.group("(1023_bleak_house_brat); part 0", "f"));
  }

  @Test
  void regexTakesItsFirstGroupWhereItIsFound() {
    DocumentGrouping g = DocumentGrouping.parse("regex:^\\(([0-9]+)_");
    assertEquals("1023", g.group("(1023_bleak_house_brat); part 0", "f"));
    assertNull(g.group("(bleak_house); part 0", "f"), "no match: no group");
    assertNull(DocumentGrouping.parse("regex:x(y)?").group("x", "f"), "the group took no part");
    assertEquals("part", DocumentGrouping.parse("regex:; (p\\w+)").group("(a); part 0", "f"));
  }

  @Test
  void badSpecificationsAreRefusedWithTheReason() {
    InvalidRequestException none =
        assertThrows(InvalidRequestException.class, () -> DocumentGrouping.parse("regex:ab+"));
    assertTrue(none.getMessage().contains("no capturing group"), none.getMessage());
    InvalidRequestException bad =
        assertThrows(InvalidRequestException.class, () -> DocumentGrouping.parse("regex:(a"));
    assertTrue(bad.getMessage().contains("not a regular expression"), bad.getMessage());
    InvalidRequestException unknown =
        assertThrows(InvalidRequestException.class, () -> DocumentGrouping.parse("dataset"));
    assertTrue(unknown.getMessage().contains("file, genre or regex:PATTERN"), unknown.getMessage());
  }
}

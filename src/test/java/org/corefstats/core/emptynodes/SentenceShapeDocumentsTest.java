package org.corefstats.core.emptynodes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.conllu.ConlluReader;
import org.corefstats.core.document.Document;
import org.junit.jupiter.api.Test;

/**
 * The documents the empty-node reading sees (for the groups of {@code --empty-nodes}) are those the
 * CoNLL-U reader names: by {@code # newdoc id}, by ordinal without one or before any {@code #
 * newdoc}, renamed by {@code # conll_document}; and each script sentence is in the document of its
 * first token.
 */
class SentenceShapeDocumentsTest {
  private static final String TOKEN = "\tw\t_\t_\t_\t_\t0\troot\t0:root\t_\n";
  private static final String ZERO = "1.1\t#\t_\tPRON\t_\t_\t_\t_\t1:nsubj\t_\n";

  @Test
  void documentsAreNamedAsTheConlluReaderNamesThem() throws IOException {
    String text =
        "1"
            + TOKEN
            + ZERO
            + "\n" // before any # newdoc: document 1
            + "# newdoc\n1"
            + TOKEN
            + "\n" // without an id: its ordinal, 2
            + "#  newdoc id = x/7 \n# conll_document = (bc/x); part 000\n1"
            + TOKEN
            + ZERO
            + "\n"
            + "# newdoc id = last\n# sent_id = a\n1"
            + TOKEN
            + "2"
            + TOKEN
            + "\n";
    EmptyNodeReader.Reading r = EmptyNodeReader.read("f", text.getBytes(StandardCharsets.UTF_8));
    assertEquals(readerNames(text), r.shape().documents());
    assertEquals(List.of("1", "2", "(bc/x); part 000", "last"), r.shape().documents());
    assertEquals("1", r.shape().document(0));
    assertEquals("2", r.shape().document(1));
    assertEquals("(bc/x); part 000", r.shape().document(2));
    assertEquals("last", r.shape().document(3));
    assertEquals(List.of(0L, 2L), r.nodes().stream().map(EmptyNode::sentence).toList());
  }

  @Test
  void aNewdocInsideAScriptSentenceLeavesItInTheDocumentOfItsFirstToken() throws IOException {
    // no blank line before the second # newdoc: the script's sentence 0 holds both documents'
    // tokens
    String text = "# newdoc id = a\n1" + TOKEN + "# newdoc id = b\n1" + TOKEN + ZERO + "\n";
    EmptyNodeReader.Reading r = EmptyNodeReader.read("f", text.getBytes(StandardCharsets.UTF_8));
    assertEquals(List.of("a", "b"), r.shape().documents());
    assertEquals(readerNames(text), r.shape().documents());
    assertEquals("a", r.shape().document(0));
  }

  private static List<String> readerNames(String text) throws IOException {
    List<String> names = new ArrayList<>();
    try (ConlluReader reader =
        ConlluReader.of(
            new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)), "f.conllu", p -> {})) {
      for (Document d; (d = reader.next()) != null; ) {
        names.add(d.name());
      }
    }
    return names;
  }
}

package org.corefstats.core.document;

import java.util.List;

/**
 * A document with its words, the common form of every format for conversion ({@code corefstats
 * convert}): scoring reads straight into {@link org.corefstats.core.document.Document}, without the
 * words. Word positions are 0-based over the whole document (sentences concatenated), as CoNLL-2012
 * token ordinals and jsonlines word indices are.
 *
 * @param name the document's name as corefstats names it: the text after {@code #begin document }
 *     in CoNLL-2012 (for example {@code (bc/cctv/00/cctv_0000); part 000}); see {@link
 *     DocumentKeys} for jsonlines and CoNLL-U
 * @param sentences the word forms of each sentence
 * @param entities in order of first appearance
 * @param notes what the source held that this form cannot (empty nodes, discontinuous mentions,
 *     extra columns ...), one line each, for the converter to report
 */
public record TextDocument(
    String name, List<List<String>> sentences, List<TextEntity> entities, List<String> notes) {

  public TextDocument {
    sentences = List.copyOf(sentences);
    entities = List.copyOf(entities);
    notes = List.copyOf(notes);
  }

  /** Number of words in the document. */
  public int wordCount() {
    int n = 0;
    for (List<String> s : sentences) {
      n += s.size();
    }
    return n;
  }
}

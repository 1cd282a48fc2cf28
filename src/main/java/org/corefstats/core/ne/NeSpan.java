package org.corefstats.core.ne;

import java.io.Serializable;

/**
 * A named-entity span of one document (docs/explanation/cone.md 3.1 and 3.2): tokens {@code
 * start..end}, 0-based over the document's tokens, inclusive, and its NE type as written in the NE
 * layer (e.g. {@code PERSON}, {@code PER}, {@code GPE}).
 *
 * @param start first token, 0-based over the document
 * @param end last token, inclusive
 * @param type the NE type as written
 */
public record NeSpan(int start, int end, String type) implements Serializable {
  public NeSpan {
    if (start < 0 || end < start) {
      throw new IllegalArgumentException("bad NE span " + start + ".." + end);
    }
    if (type == null) {
      throw new IllegalArgumentException("NE span without a type");
    }
  }

  /** Number of tokens. */
  public int length() {
    return end - start + 1;
  }
}

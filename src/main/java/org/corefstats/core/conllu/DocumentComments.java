package org.corefstats.core.conllu;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a CorefUD CoNLL-U file names its documents, from its comment lines (stripped): {@code #
 * newdoc} starts one, named by its {@code id} or, without one, by its ordinal in the file; {@code #
 * conll_document = NAME} (corefstats' own writer, after {@code # newdoc}) renames it before its
 * first sentence. One rule for the reader and for the readings that only need the names (the
 * empty-node evaluation's groups).
 */
public final class DocumentComments {
  private DocumentComments() {}

  private static final Pattern NEWDOC = Pattern.compile("#\\s*newdoc(?:\\s+id\\s*=\\s*(.*?))?\\s*");

  /**
   * The CoNLL-2012 name of the document, written by corefstats' own writer after {@code # newdoc}
   * (as jsonlines' {@code conll_document}), so that a conversion back gives the name exactly.
   */
  private static final Pattern CONLL_DOCUMENT =
      Pattern.compile("#\\s*conll_document\\s*=\\s*(.*?)\\s*");

  /** The id of a {@code # newdoc} comment ("" when it has none), or null for another line. */
  public static String newdoc(String comment) {
    Matcher m = NEWDOC.matcher(comment);
    if (!m.matches()) {
      return null;
    }
    return m.group(1) == null ? "" : m.group(1);
  }

  /** The name a {@code # conll_document} comment gives, or null (another line, or no name). */
  public static String conllDocument(String comment) {
    Matcher m = CONLL_DOCUMENT.matcher(comment);
    return m.matches() && !m.group(1).isEmpty() ? m.group(1) : null;
  }

  /** A document's name: its id, or its ordinal in the file (from 1) when it has none. */
  public static String name(String id, int ordinal) {
    return id == null || id.isEmpty() ? Integer.toString(ordinal) : id;
  }
}

package org.corefstats.core.emptynodes;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.corefstats.core.conllu.DocumentComments;

/**
 * A file's sentences as the scripts number them (by blank lines, docs/explanation/empty-nodes.md
 * 1.3), with what the file itself says of them: the token lines, {@code # sent_id} and first line
 * of each, and the places where the two readings part (section 6): a blank line after a blank line
 * (an empty sentence the script counts), a line of spaces or tabs (not blank to the script), a
 * sentence that starts without a blank line before it ({@code # sent_id} or token 1 after tokens),
 * a blank line inside a sentence (the token after it is not 1), and empty nodes with several
 * parents (the script takes the first DEPS item).
 */
public final class SentenceShape implements java.io.Serializable {
  private static final long serialVersionUID = 1L;

  /** A place where the script's reading and the file's part: its first line and how often. */
  public record Place(long firstLine, int count) implements java.io.Serializable {}

  private final int[] tokens;
  private final String[] sentIds;
  private final long[] firstLines;
  private final int[] documentOf;
  private final String[] documents;
  final Place doubleBlank;
  final Place whitespaceLine;
  final Place unseparated;
  final Place splitSentence;
  final Place severalParents;

  private SentenceShape(Builder b) {
    int n = b.sentences + 1;
    tokens = Arrays.copyOf(b.tokens, n);
    sentIds = Arrays.copyOf(b.sentIds, n);
    firstLines = Arrays.copyOf(b.firstLines, n);
    documentOf = Arrays.copyOf(b.documentOf, n);
    documents = b.documents.toArray(String[]::new);
    doubleBlank = b.doubleBlank.place();
    whitespaceLine = b.whitespaceLine.place();
    unseparated = b.unseparated.place();
    splitSentence = b.splitSentence.place();
    severalParents = b.severalParents.place();
  }

  /** Script sentences, the last one (after the final blank line) included. */
  int sentences() {
    return tokens.length;
  }

  int tokens(int sentence) {
    return tokens[sentence];
  }

  String sentId(int sentence) {
    return sentIds[sentence];
  }

  /** The first line of the sentence that is not blank, or 0 when it has none. */
  long firstLine(int sentence) {
    return firstLines[sentence];
  }

  /**
   * The document the script's sentence is in, as the CoNLL-U reader names documents ({@link
   * DocumentComments}): the one its first token is in; null before any document.
   */
  String document(int sentence) {
    return sentence < documentOf.length && documentOf[sentence] >= 0
        ? documents[documentOf[sentence]]
        : null;
  }

  /** The file's documents, in file order. */
  List<String> documents() {
    return List.of(documents);
  }

  /** Collects the shape line by line. */
  static final class Builder {
    Builder() {
      documentOf[0] = -1;
    }

    private int sentences;
    private int[] tokens = new int[64];
    private String[] sentIds = new String[64];
    private long[] firstLines = new long[64];
    private int[] documentOf = new int[64];
    private final List<String> documents = new ArrayList<>();
    private boolean documentHasTokens;
    private boolean lastBlank;
    private boolean tokensSeen; // token lines in the current script sentence
    private final Counter doubleBlank = new Counter();
    private final Counter whitespaceLine = new Counter();
    private final Counter unseparated = new Counter();
    private final Counter splitSentence = new Counter();
    private long lastBlankLine;
    private final Counter severalParents = new Counter();
    private final List<Long> pendingDoubleBlanks = new ArrayList<>(1);

    void blank(long line) {
      if (lastBlank || sentences == 0 && firstLines[0] == 0) {
        pendingDoubleBlanks.add(
            line); // counted only if a sentence follows (trailing ones do not shift anything)
      }
      sentences++;
      grow();
      documentOf[sentences] = documents.size() - 1;
      lastBlankLine = line;
      lastBlank = true;
      tokensSeen = false;
    }

    void content(long line) {
      if (!pendingDoubleBlanks.isEmpty()) {
        pendingDoubleBlanks.forEach(doubleBlank::add);
        pendingDoubleBlanks.clear();
      }
      if (firstLines[sentences] == 0) {
        firstLines[sentences] = line;
      }
      lastBlank = false;
    }

    void other(byte[] b, int from, int to, long line) {
      if (isSpacesOrTabs(b, from, to)) {
        whitespaceLine.add(line);
        return;
      }
      content(line);
      if (b[from] == '#') {
        documentComment(b, from, to);
        String sentId = sentId(b, from, to);
        if (sentId != null) {
          if (tokensSeen) {
            unseparated.add(line);
            tokensSeen = false; // its token 1 is the same sentence start
          }
          if (sentIds[sentences] == null) {
            sentIds[sentences] = sentId; // the first of the script's sentence
          }
        }
        return;
      }
      int i = from;
      while (i < to && b[i] >= '0' && b[i] <= '9') {
        i++;
      }
      if (i > from && i < to && b[i] == '\t') { // a token line (not a range, not an empty node)
        boolean one = i - from == 1 && b[from] == '1';
        if (tokensSeen && one) {
          unseparated.add(line);
        } else if (!tokensSeen && !one && sentences > 0) {
          splitSentence.add(lastBlankLine); // the sentence goes on after the blank line
        }
        ensureDocument();
        tokens[sentences]++;
        tokensSeen = true;
      }
    }

    /** An empty-node line: content, and in a document (as a token line is). */
    void emptyNode(long line) {
      content(line);
      ensureDocument();
    }

    /** A node before any {@code # newdoc}: the reader's document of its ordinal. */
    private void ensureDocument() {
      if (documents.isEmpty()) {
        startDocument("");
      }
      documentHasTokens = true;
    }

    private void startDocument(String id) {
      documents.add(DocumentComments.name(id, documents.size() + 1));
      documentHasTokens = false;
      if (!tokensSeen) {
        documentOf[sentences] = documents.size() - 1; // the sentence starts in it
      }
    }

    /** {@code # newdoc} and {@code # conll_document}, as the CoNLL-U reader reads them. */
    private void documentComment(byte[] b, int from, int to) {
      int i = from + 1;
      while (i < to && (b[i] == ' ' || b[i] == '\t')) {
        i++;
      }
      if (i < to && b[i] > ' ' && b[i] != 'n' && b[i] != 'c') {
        return; // not decoded: sent_id, text and the like
      }
      String comment = new String(b, from, to - from, StandardCharsets.UTF_8).strip();
      String newdoc = DocumentComments.newdoc(comment);
      if (newdoc != null) {
        startDocument(newdoc);
        return;
      }
      String name = DocumentComments.conllDocument(comment);
      if (name != null && !documents.isEmpty() && !documentHasTokens) {
        documents.set(documents.size() - 1, name);
      }
    }

    void severalParents(long line) {
      severalParents.add(line);
    }

    SentenceShape finish() {
      return new SentenceShape(this);
    }

    private void grow() {
      if (sentences == tokens.length) {
        tokens = Arrays.copyOf(tokens, 2 * sentences);
        sentIds = Arrays.copyOf(sentIds, 2 * sentences);
        firstLines = Arrays.copyOf(firstLines, 2 * sentences);
        documentOf = Arrays.copyOf(documentOf, 2 * sentences);
      }
    }

    private static boolean isSpacesOrTabs(byte[] b, int from, int to) {
      for (int i = from; i < to; i++) {
        if (b[i] != ' ' && b[i] != '\t') {
          return false;
        }
      }
      return true;
    }

    /** The value of a {@code # sent_id = X} comment, or null. */
    private static String sentId(byte[] b, int from, int to) {
      int i = from + 1;
      while (i < to && (b[i] == ' ' || b[i] == '\t')) {
        i++;
      }
      if (i < to && b[i] > ' ' && b[i] != 's') {
        return null; // most comments (# text, # newdoc): not decoded
      }
      String line = new String(b, from, to - from, StandardCharsets.UTF_8);
      String rest = line.substring(1).strip();
      if (!rest.startsWith("sent_id")) {
        return null;
      }
      rest = rest.substring("sent_id".length()).strip();
      return rest.startsWith("=") ? rest.substring(1).strip() : null;
    }
  }

  private static final class Counter {
    long first;
    int count;

    void add(long line) {
      if (count++ == 0) {
        first = line;
      }
    }

    Place place() {
      return count == 0 ? null : new Place(first, count);
    }
  }
}

package org.corefstats.synth;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import org.corefstats.core.document.Document;

/**
 * The coreference column of every token of a document, written so that v8.01 (and our reader) reads
 * back exactly the same document: same ids, same entity order, same mentions in the same order.
 *
 * <p>Each token's text lists its annotations in the order the reader takes them: all {@code (N)},
 * then all openings {@code (N}, then all closings {@code N)}, each group in entity order, joined
 * with {@code |}. Openings of one id on one token go outermost first, so that the innermost is on
 * top of the reader's stack and is closed first. This reproduces the document exactly when it is in
 * reading order ({@link Documents}) and the mentions of each entity are laminar: any two are nested
 * or disjoint. Two mentions of one id that overlap without nesting ("crossing", including {@code
 * [s, t]} and {@code [t, e]} sharing one token) cannot be written: the reader pairs a closing with
 * the most recent opening of its id and would read other spans. Repeated identical spans are
 * laminar and read back as they are.
 */
public final class CorefAnnotations {
  private CorefAnnotations() {}

  /**
   * The annotation text of each token ({@code null} when the token has none).
   *
   * @throws IllegalArgumentException when the document would not read back identically: a mention
   *     outside the document, an id that is not a run of ASCII digits or occurs twice, entities or
   *     mentions not in reading order, or crossing mentions of one entity
   */
  public static String[] of(Document d) {
    check(d);
    StringBuilder[] singles = new StringBuilder[d.tokenCount()];
    StringBuilder[] openings = new StringBuilder[d.tokenCount()];
    StringBuilder[] closings = new StringBuilder[d.tokenCount()];
    for (int e = 0; e < d.entityCount(); e++) {
      String id = d.entityId(e);
      int start = d.entityStart(e);
      // mentions are by (last asc, first desc): backwards, openings of one token come outermost
      // first
      for (int m = start + d.entitySize(e) - 1; m >= start; m--) {
        int first = d.mentionFirst(m);
        int last = d.mentionLast(m);
        if (first == last) {
          append(singles, first, "(" + id + ")");
        } else {
          append(openings, first, "(" + id);
          append(closings, last, id + ")");
        }
      }
    }
    String[] out = new String[d.tokenCount()];
    for (int t = 0; t < out.length; t++) {
      out[t] = join(singles[t], openings[t], closings[t]);
    }
    return out;
  }

  private static void append(StringBuilder[] column, int token, String annotation) {
    if (column[token] == null) {
      column[token] = new StringBuilder(annotation);
    } else {
      column[token].append('|').append(annotation);
    }
  }

  private static String join(StringBuilder... parts) {
    StringBuilder out = null;
    for (StringBuilder part : parts) {
      if (part != null) {
        out = out == null ? part : out.append('|').append(part);
      }
    }
    return out == null ? null : out.toString();
  }

  /**
   * Throws an IllegalArgumentException saying why {@code d} cannot be written to read back
   * identically.
   */
  static void check(Document d) {
    checkIdsAndBounds(d);
    String order = Documents.readingOrderProblem(d);
    if (order != null) {
      throw refusal(d, order + " (Documents.canonical gives the order the reader would see)");
    }
    for (int e = 0; e < d.entityCount(); e++) {
      checkLaminar(d, e);
    }
  }

  private static void checkIdsAndBounds(Document d) {
    Set<String> ids = new HashSet<>();
    for (int e = 0; e < d.entityCount(); e++) {
      String id = d.entityId(e);
      if (id.isEmpty() || !id.chars().allMatch(c -> c >= '0' && c <= '9')) {
        throw refusal(d, "entity id '" + id + "' is not a run of ASCII digits");
      }
      if (!ids.add(id)) {
        throw refusal(d, "entity id " + id + " is used by two entities");
      }
    }
    for (int m = 0; m < d.mentionCount(); m++) {
      if (d.mentionLast(m) >= d.tokenCount()) {
        throw refusal(
            d,
            "mention "
                + Documents.span(d, m)
                + " ends after the last token "
                + (d.tokenCount() - 1));
      }
    }
  }

  /** Mentions of entity e sorted by (first asc, last desc) must nest like brackets. */
  private static void checkLaminar(Document d, int e) {
    int size = d.entitySize(e);
    long[] spans = new long[size];
    for (int i = 0; i < size; i++) {
      int m = d.entityStart(e) + i;
      spans[i] = ((long) d.mentionFirst(m) << 32) | (0xFFFF_FFFFL - d.mentionLast(m));
    }
    Arrays.sort(spans);
    long[] open = new long[size];
    int depth = 0;
    for (long span : spans) {
      int first = (int) (span >>> 32);
      int last = (int) (0xFFFF_FFFFL - (span & 0xFFFF_FFFFL));
      while (depth > 0 && lastOf(open[depth - 1]) < first) {
        depth--;
      }
      if (depth > 0 && lastOf(open[depth - 1]) < last) {
        int outerFirst = (int) (open[depth - 1] >>> 32);
        throw refusal(
            d,
            "entity "
                + e
                + " (id "
                + d.entityId(e)
                + ") has crossing mentions "
                + outerFirst
                + "-"
                + lastOf(open[depth - 1])
                + " and "
                + first
                + "-"
                + last
                + ": the reader pairs a closing with the"
                + " most recent opening of the same id, so they cannot be written to read back as they are");
      }
      open[depth++] = span;
    }
  }

  private static int lastOf(long span) {
    return (int) (0xFFFF_FFFFL - (span & 0xFFFF_FFFFL));
  }

  private static IllegalArgumentException refusal(Document d, String why) {
    return new IllegalArgumentException("cannot write document " + d.name() + ": " + why);
  }
}

package org.corefstats.core.longdocs;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.corefstats.core.document.Document;

/**
 * One side of a scoring document as BookCoref sees it (docs/explanation/long-documents.md,
 * LONG-DOCUMENTS.md 1.1): entities in list order, each a list of mentions in listed order, a
 * mention identified by a number shared by both sides of the document (its span) and placed by the
 * token where it starts. Repeated spans and empty entities are kept as listed.
 *
 * @param start entity e holds the listed mentions {@code start[e] .. start[e+1]-1}
 * @param id each listed mention's identity, in [0, idCount)
 * @param first each listed mention's first token
 * @param last each listed mention's last token
 * @param idCount how many identities the document's two sides use
 */
public record BookSide(int[] start, int[] id, int[] first, int[] last, int idCount) {

  public int entityCount() {
    return start.length - 1;
  }

  public int size(int entity) {
    return start[entity + 1] - start[entity];
  }

  /**
   * The identity of a listed mention's span; the same for both sides of a document, so that one
   * interner reads the key and the response.
   */
  public static final class Interner {
    private final Map<Object, Integer> ids = new HashMap<>();

    int id(Document d, int mention) {
      Object span =
          d.isRegular(mention)
              ? (Object)
                  (((long) d.mentionFirst(mention) << 32) | (d.mentionLast(mention) & 0xFFFF_FFFFL))
              : Arrays.stream(d.mentionNodes(mention)).boxed().toList();
      return ids.computeIfAbsent(span, s -> ids.size());
    }

    public int count() {
      return ids.size();
    }
  }

  /**
   * A document's entities; a CoNLL-U node position becomes its word's token ({@link
   * Document#NODE_SLOT}). Read the key and the response with one {@link Interner}, then {@link
   * #withIdCount} both with its final count.
   */
  public static BookSide of(Document d, Interner ids) {
    if (d == null) {
      return new BookSide(new int[] {0}, new int[0], new int[0], new int[0], 0);
    }
    int slot = d.hasSentences() ? Document.NODE_SLOT : 1;
    int[] start = new int[d.entityCount() + 1];
    int mentions = d.mentionCount();
    int[] id = new int[mentions];
    int[] first = new int[mentions];
    int[] last = new int[mentions];
    for (int e = 0; e < d.entityCount(); e++) {
      start[e] = d.entityStart(e);
    }
    start[d.entityCount()] = mentions;
    for (int m = 0; m < mentions; m++) {
      id[m] = ids.id(d, m);
      first[m] = d.mentionFirst(m) / slot;
      last[m] = d.mentionLast(m) / slot;
    }
    return new BookSide(start, id, first, last, 0);
  }

  public BookSide withIdCount(int count) {
    return new BookSide(start, id, first, last, count);
  }

  /**
   * Each entity with its repeated spans removed (the first kept) and empty entities dropped (the
   * preparation of LONG-DOCUMENTS.md 5.1 and 6.1); {@code kept} receives the listed position of
   * each entity that stays.
   */
  public BookSide distinct(int[] kept) {
    int[] seen = new int[idCount];
    Arrays.fill(seen, -1);
    int[] s = new int[entityCount() + 1];
    int[] i2 = new int[id.length];
    int[] f2 = new int[id.length];
    int[] l2 = new int[id.length];
    int entities = 0;
    int n = 0;
    for (int e = 0; e < entityCount(); e++) {
      int from = n;
      for (int m = start[e]; m < start[e + 1]; m++) {
        if (seen[id[m]] != e) {
          seen[id[m]] = e;
          i2[n] = id[m];
          f2[n] = first[m];
          l2[n++] = last[m];
        }
      }
      if (n > from) {
        kept[entities] = e;
        s[entities++] = from;
      }
    }
    s[entities] = n;
    return new BookSide(
        Arrays.copyOf(s, entities + 1),
        Arrays.copyOf(i2, n),
        Arrays.copyOf(f2, n),
        Arrays.copyOf(l2, n),
        idCount);
  }
}

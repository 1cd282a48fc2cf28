package org.corefstats.core.match;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.corefstats.core.document.Document;
import org.corefstats.core.util.LongIntMap;

/**
 * Mention identity as one {@code long}, the same for every document given to one instance: a
 * regular mention is its span ({@link LongIntMap#span}, as v8.01), an irregular one (CoNLL-U: an
 * empty node inside, discontinuous, a zero) its exact node list, numbered from {@code
 * Long.MIN_VALUE + 1} so that it never equals a span (spans are non-negative) nor the empty key of
 * {@link LongIntMap}. Documents without irregular mentions never need an instance: see {@link
 * #key}.
 */
public final class MentionKeys {
  private final Map<NodeList, Long> ids = new HashMap<>();

  /** An instance when either document has irregular mentions, else null (the span is the key). */
  public static MentionKeys forDocuments(Document a, Document b) {
    return a.hasIrregularMentions() || b.hasIrregularMentions() ? new MentionKeys() : null;
  }

  /** The identity of mention m of d; {@code keys} may be null when d has no irregular mention. */
  public static long key(MentionKeys keys, Document d, int m) {
    if (keys == null || d.isRegular(m)) {
      return LongIntMap.span(d.mentionFirst(m), d.mentionLast(m));
    }
    return keys.ids.computeIfAbsent(
        new NodeList(d.mentionNodes(m)), n -> Long.MIN_VALUE + 1 + keys.ids.size());
  }

  private record NodeList(int[] nodes) {
    @Override
    public boolean equals(Object o) {
      return o instanceof NodeList n && Arrays.equals(nodes, n.nodes);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(nodes);
    }

    @Override
    public String toString() {
      return Arrays.toString(nodes);
    }
  }
}

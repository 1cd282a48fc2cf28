package org.corefstats.core.analysis;

import java.util.HashMap;
import java.util.Map;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentWords;

/**
 * A CorefUD CoNLL-U key's text (docs/explanation/error-analysis.md 5.2 row 3): positions are node
 * positions, words and empty nodes. A key mention's head is its annotated head (the first
 * occurrence's, for a repeated span); any other span's its last node, as the CorefUD scorer does
 * not trust the heads of system mentions. Types from the head's UPOS ({@link MentionTypes#conllu}):
 * a head on an empty node is a zero. A discontinuous mention is taken as its first..last nodes, so
 * a one-node mention is one whose first and last node are the same.
 *
 * <p>An empty node the key lacks (a response's own zero) is still a position of the text: it sits
 * in the sentence its ID says, between the key's nodes around it, with the unknown form {@code _}.
 */
final class ConlluAnalysisText implements AnalysisText {
  private final Document key;
  private final DocumentWords nodes;
  private final int lastSlot;
  private final Map<Long, Integer> keyHeads = new HashMap<>();

  ConlluAnalysisText(Document key, DocumentWords nodes) {
    this.key = key;
    this.nodes = nodes;
    this.lastSlot = nodes.size() == 0 ? -1 : nodes.position(nodes.size() - 1) / Document.NODE_SLOT;
    for (int m = 0; m < key.mentionCount(); m++) {
      keyHeads.putIfAbsent(
          ErrorAnalysis.span(key.mentionFirst(m), key.mentionLast(m)), key.mentionHead(m));
    }
  }

  @Override
  public boolean contains(int position) {
    return nodes.indexOf(position) >= 0
        || (position > 0
            && position % Document.NODE_SLOT != 0
            && position / Document.NODE_SLOT <= lastSlot);
  }

  @Override
  public int sentence(int position) {
    int i = nodes.indexOf(position);
    return i >= 0 ? nodes.sentence(i) : key.sentenceOfNode(position);
  }

  @Override
  public String word(int position) {
    int i = nodes.indexOf(position);
    return i >= 0 ? nodes.word(i) : "_";
  }

  // past the key's first or last node (a response's empty node there) the next position is one
  // within the same slot, whose form is unknown

  @Override
  public int next(int position) {
    int i = insertion(position, true);
    return i < nodes.size() ? nodes.position(i) : position + 1;
  }

  @Override
  public int previous(int position) {
    int i = insertion(position, false) - 1;
    return i >= 0 ? nodes.position(i) : position - 1;
  }

  @Override
  public int head(int first, int last, boolean keySpan) {
    if (keySpan) {
      Integer h = keyHeads.get(ErrorAnalysis.span(first, last));
      if (h != null && h >= 0) {
        return h;
      }
    }
    return last;
  }

  @Override
  public MentionType type(int first, int last, boolean keySpan) {
    int h = head(first, last, keySpan);
    int at = nodes.indexOf(h);
    int from = nodes.indexOf(first);
    int to = nodes.indexOf(last);
    int count = from >= 0 && to >= 0 ? to - from + 1 : first == last ? 1 : 2;
    return MentionTypes.conllu(at < 0 ? null : nodes.tag(at), count, h % Document.NODE_SLOT != 0);
  }

  @Override
  public HeadRule headRule() {
    return HeadRule.CONLLU;
  }

  /**
   * The entry after {@code position} (or, {@code !after}, the entry where the position is or would
   * be inserted, so that the one before it is the entry before the position).
   */
  private int insertion(int position, boolean after) {
    int i = nodes.indexOf(position);
    if (i >= 0) {
      return after ? i + 1 : i;
    }
    int lo = 0;
    int hi = nodes.size();
    while (lo < hi) {
      int mid = (lo + hi) >>> 1;
      if (nodes.position(mid) < position) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  }
}

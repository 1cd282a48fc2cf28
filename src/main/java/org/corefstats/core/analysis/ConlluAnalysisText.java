package org.corefstats.core.analysis;

import java.util.HashMap;
import java.util.Map;
import org.corefstats.core.conll.Document;
import org.corefstats.core.conll.DocumentWords;

/**
 * A CorefUD CoNLL-U key's text (ERROR-ANALYSIS.md 5.2 row 3): positions are node positions, words
 * and empty nodes. A key mention's head is its annotated head (the first occurrence's, for a
 * repeated span); any other span's its last node, as the CorefUD scorer does not trust the heads of
 * system mentions. Types from the head's UPOS ({@link MentionTypes#conllu}): a head on an empty
 * node is a zero. A discontinuous mention is taken as its first..last nodes, so a one-node mention
 * is one whose first and last node are the same.
 */
final class ConlluAnalysisText implements AnalysisText {
  private final DocumentWords nodes;
  private final Map<Long, Integer> keyHeads = new HashMap<>();

  ConlluAnalysisText(Document key, DocumentWords nodes) {
    this.nodes = nodes;
    for (int m = 0; m < key.mentionCount(); m++) {
      keyHeads.putIfAbsent(
          ErrorAnalysis.span(key.mentionFirst(m), key.mentionLast(m)), key.mentionHead(m));
    }
  }

  @Override
  public boolean contains(int position) {
    return nodes.indexOf(position) >= 0;
  }

  @Override
  public int sentence(int position) {
    return nodes.sentence(index(position));
  }

  @Override
  public String word(int position) {
    return nodes.word(index(position));
  }

  @Override
  public int next(int position) {
    return nodes.position(index(position) + 1);
  }

  @Override
  public int previous(int position) {
    return nodes.position(index(position) - 1);
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
    int count = nodes.indexOf(last) - nodes.indexOf(first) + 1;
    return MentionTypes.conllu(at < 0 ? null : nodes.tag(at), count, h % Document.NODE_SLOT != 0);
  }

  @Override
  public HeadRule headRule() {
    return HeadRule.CONLLU;
  }

  private int index(int position) {
    int i = nodes.indexOf(position);
    if (i < 0) {
      throw new IllegalArgumentException("no node at position " + position);
    }
    return i;
  }
}

package org.corefstats.core.conllu;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.document.Deps;
import org.corefstats.core.document.Document;

/**
 * A CoNLL-U document built from its nodes and mentions instead of read from text: the {@link
 * Document} {@link ConlluReader} gives for the text that has these nodes, in this order, and these
 * mentions, each written as one contiguous bracket from its first to its last node with its head.
 * Positions, sentence sizes, word hashes, zero DEPS and the order of entities and mentions come
 * from the reader's own rules ({@link ConlluParser}, {@link ConlluReader#toDocument}). Lines are
 * not text lines here: every node and mention is at the document's first line.
 *
 * <p>What it does not do is what only text needs: it checks no ID, reads no {@code Entity=} and
 * keeps no words ({@link Document#words()}). Mentions of one entity that cross (one starts inside
 * the other and ends after it) would be paired otherwise by a reader, so a caller that may have
 * them writes text instead ({@link #crossing}).
 */
public final class ConlluBuilder {
  private static final int SLOT = ConlluParser.SLOT;

  private final String name;
  private final String file;
  private final long firstLine;
  private int words; // words of the sentences before the current one
  private int sentence; // sentences ended
  private int sentenceWordCount;
  private boolean sentenceHasNodes;
  private int[] wordHashes = new int[256];
  private int[] sentenceWords = new int[16];
  private final Map<Integer, Deps> emptyNodeDeps = new HashMap<>();
  private final List<ConlluMention> mentions = new ArrayList<>();

  /** A document named {@code name} of {@code file}, located at line {@code firstLine}. */
  public ConlluBuilder(String name, String file, long firstLine) {
    this.name = name;
    this.file = file;
    this.firstLine = firstLine;
  }

  /** The next word of the current sentence; returns its position. */
  public int word(String form) {
    return wordHashed(Document.wordHash(form));
  }

  /** {@link #word(String)} of a form whose {@link Document#wordHash} is {@code hash}. */
  public int wordHashed(int hash) {
    int w = words + sentenceWordCount;
    if (w == wordHashes.length) {
      wordHashes = Arrays.copyOf(wordHashes, 2 * w);
    }
    wordHashes[w] = hash;
    sentenceWordCount++;
    sentenceHasNodes = true;
    return (words + sentence + sentenceWordCount) * SLOT;
  }

  /**
   * Empty node {@code major.minor} ({@code minor} 1 to 99, as its ID's decimal digits read: {@code
   * 4.1} is 10, {@code 4.12} is 12), right after word {@code major} of the current sentence, with
   * one enhanced parent, word {@code parent} of the sentence (0: the root), and relation {@code
   * relation}; returns its position.
   */
  public int emptyNode(int major, int minor, int parent, String relation) {
    int position = (words + sentence + major) * SLOT + minor;
    int parentPosition = parent == 0 ? 0 : (words + sentence + parent) * SLOT;
    emptyNodeDeps.put(position, new Deps(new int[] {parentPosition}, new String[] {relation}));
    sentenceHasNodes = true;
    return position;
  }

  /** Ends the current sentence (nothing when it has no node). */
  public void endSentence() {
    if (sentenceHasNodes || sentenceWordCount > 0) {
      if (sentence == sentenceWords.length) {
        sentenceWords = Arrays.copyOf(sentenceWords, 2 * sentence);
      }
      sentenceWords[sentence++] = sentenceWordCount;
      words += sentenceWordCount;
    }
    sentenceWordCount = 0;
    sentenceHasNodes = false;
  }

  /**
   * A mention of entity {@code eid} over {@code positions} (in order: every node from its first to
   * its last) with its head at {@code head}, one of them.
   */
  public void mention(String eid, int[] positions, int head) {
    ConlluMention m = new ConlluMention(eid, sentence, 0, mentions.size());
    for (int p : positions) {
      m.add(p);
    }
    m.head = head;
    m.finished = true;
    mentions.add(m);
  }

  /**
   * Whether two mentions of one entity cross, given as {first, last} position pairs per entity: a
   * reader pairs each close with the latest open of its entity, so such brackets read back as other
   * mentions.
   */
  public static boolean crossing(List<int[]> spansOfOneEntity) {
    for (int i = 0; i < spansOfOneEntity.size(); i++) {
      int[] a = spansOfOneEntity.get(i);
      for (int j = 0; j < spansOfOneEntity.size(); j++) {
        int[] b = spansOfOneEntity.get(j);
        if (a[0] < b[0] && b[0] <= a[1] && a[1] < b[1]) {
          return true;
        }
      }
    }
    return false;
  }

  /** The document (ends the current sentence). */
  public Document build() {
    endSentence();
    ConlluParser.Parsed p = new ConlluParser.Parsed();
    p.name = name;
    p.firstLine = firstLine;
    p.tokenLine = new int[words];
    p.wordHash = Arrays.copyOf(wordHashes, words);
    p.sentenceWords = Arrays.copyOf(sentenceWords, sentence);
    p.mentions = mentions;
    p.emptyNodeDeps = emptyNodeDeps;
    return ConlluReader.toDocument(p, file);
  }
}

package org.corefstats.core.llm;

import java.lang.ref.SoftReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * What the pipeline reads of a key text, kept for the last few key texts: a run scores many outputs
 * (several systems, Spark tasks on several threads) against the same key, which is then cut into
 * lines and read once. The skeleton is handed out as a copy, as each run edits its own
 * (SingleParent, the empty nodes of docs/explanation/llm-outputs.md 5.3). Texts are matched by
 * content without hashing them (a fresh multi-megabyte string has no cached hash). Held softly: a
 * large key's parts go when memory runs short.
 */
final class ParsedKeys {
  private static final int KEPT = 4;
  private static final List<SoftReference<ParsedKey>> RECENT = new ArrayList<>(); // newest first

  private ParsedKeys() {}

  /** The key text's lines as the skeleton reader cuts them (a lone CR breaks a line). */
  static List<String> lines(String conllu) {
    return of(conllu).lines;
  }

  /** {@link CleanGold#read} of the key text. */
  static List<CleanGold.Document> gold(String conllu, boolean zeros) {
    return of(conllu).gold(zeros);
  }

  /** {@link SkeletonReader#read} of the key text, a copy the caller may edit. */
  static List<SkeletonDocument> skeleton(String conllu) {
    List<SkeletonDocument> copy = new ArrayList<>();
    for (SkeletonDocument d : of(conllu).skeleton()) {
      copy.add(d.copy());
    }
    return copy;
  }

  /**
   * As {@link #skeleton}, for text2conllu without {@code -z}: a document it leaves as it is is
   * shared, not copied. It edits only documents with empty nodes (SingleParent, 5.3 step 1) or with
   * {@code ##} words ({@code hashWords} of the document's index, 5.3 step 3).
   */
  static List<SkeletonDocument> skeletonWithoutZeros(String conllu, IntPredicate hashWords) {
    List<SkeletonDocument> read = of(conllu).skeleton();
    List<SkeletonDocument> documents = new ArrayList<>(read.size());
    for (int k = 0; k < read.size(); k++) {
      SkeletonDocument d = read.get(k);
      documents.add(d.hasEmptyNodes() || hashWords.test(k) ? d.copy() : d);
    }
    return documents;
  }

  private static ParsedKey of(String conllu) {
    ParsedKey key = recent(conllu);
    if (key != null) {
      return key;
    }
    key = new ParsedKey(conllu); // outside the lock: cutting a large text takes a while
    synchronized (RECENT) {
      ParsedKey meanwhile = recent(conllu);
      if (meanwhile != null) {
        return meanwhile;
      }
      RECENT.add(0, new SoftReference<>(key));
      if (RECENT.size() > KEPT) {
        RECENT.remove(KEPT);
      }
    }
    return key;
  }

  /** The parts kept of {@code conllu}, made the most recent, or null. */
  private static ParsedKey recent(String conllu) {
    synchronized (RECENT) {
      for (int k = 0; k < RECENT.size(); k++) {
        ParsedKey key = RECENT.get(k).get();
        if (key == null) {
          RECENT.remove(k--);
        } else if (key.text == conllu || key.text.equals(conllu)) {
          RECENT.add(0, RECENT.remove(k));
          return key;
        }
      }
      return null;
    }
  }

  /** One key text's parts, each read when first asked for. */
  private static final class ParsedKey {
    final String text;
    final List<String> lines;
    private List<CleanGold.Document> gold;
    private List<CleanGold.Document> goldWithZeros;
    private List<SkeletonDocument> skeleton;

    ParsedKey(String text) {
      this.text = text;
      this.lines = Collections.unmodifiableList(LlmText.lines(text, true));
    }

    synchronized List<CleanGold.Document> gold(boolean zeros) {
      if (zeros) {
        if (goldWithZeros == null) {
          goldWithZeros = CleanGold.read(text, true);
        }
        return goldWithZeros;
      }
      if (gold == null) {
        gold = CleanGold.read(text, false);
      }
      return gold;
    }

    synchronized List<SkeletonDocument> skeleton() {
      if (skeleton == null) {
        skeleton = SkeletonReader.read(lines);
      }
      return skeleton;
    }
  }
}

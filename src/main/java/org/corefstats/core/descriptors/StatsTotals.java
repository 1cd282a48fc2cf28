package org.corefstats.core.descriptors;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The running totals of the block (DESCRIPTORS.md §5-§6): each udapi document is added, a report is
 * made of them, and with {@code per_doc} they start again. Counts are exact integers, every printed
 * real is one division of two of them (§9.2), the entity range is a percentile of every range added
 * (§6.11), never a mean of per-document values.
 */
final class StatsTotals implements java.io.Serializable {
  private static final long serialVersionUID = 1L;

  private final StatsOptions options;

  private long docs;
  private long sents;
  private long words;
  private long empty;
  private long maxWordsPerDoc;

  private long entities;
  private long longestEntity;
  private long entityMentions;
  private final long[] entityLengths;
  private int[] ranges = new int[16];
  private int rangeCount;

  private long mentions;
  private long longestMention;
  private long mentionWords;
  private final long[] mentionLengths;
  private long withEmpty;
  private long withGaps;
  private long nontreelet;
  private final Map<String, Long> headUpos = new LinkedHashMap<>();
  private long untaggedHeads;
  private long firstUntaggedHeadLine;

  StatsTotals(StatsOptions options) {
    this.options = options;
    this.entityLengths = new long[options.entityLengthMax()];
    this.mentionLengths =
        new long[options.mentionLengthMax() == 0 ? 0 : options.mentionLengthMax() + 1];
    if (!options.allUpos()) {
      options.selectedUpos().forEach(u -> headUpos.put(u, 0L));
      headUpos.put("other", 0L);
    }
  }

  /** Adds a udapi document: its text size (§6.1-6.5) and its kept entities (§6.7-6.21, §7). */
  void add(UdapiDocument document, List<EntityReader.Entity> documentEntities) {
    long running = 0;
    for (UdapiSentence sentence : document.sentences()) {
      if (sentence.newdoc()) {
        docs++;
        // §6.5: the count open when the udapi document ends is never compared
        maxWordsPerDoc = Math.max(maxWordsPerDoc, running);
        running = 0;
      }
      sents++;
      int w = sentence.words();
      words += w;
      running += w;
      empty += sentence.emptyNodes();
    }
    for (EntityReader.Entity entity : documentEntities) {
      int n = entity.mentions().size();
      if (n == 1 ? options.excludeSingletons() : options.excludeNonsingletons()) {
        continue;
      }
      addEntity(entity.mentions());
    }
  }

  /**
   * Adds the totals of other udapi documents, as if they had been added here after this one's (the
   * partial totals of a group, file after file): counts summed, longest the larger, ranges joined
   * (their percentile is of the sorted ranges, whatever their order), and the head UPOS of {@code
   * all} kept in order of first occurrence, {@code other}'s new ones after this one's.
   */
  void add(StatsTotals other) {
    docs += other.docs;
    sents += other.sents;
    words += other.words;
    empty += other.empty;
    maxWordsPerDoc = Math.max(maxWordsPerDoc, other.maxWordsPerDoc);
    entities += other.entities;
    longestEntity = Math.max(longestEntity, other.longestEntity);
    entityMentions += other.entityMentions;
    for (int k = 0; k < entityLengths.length; k++) {
      entityLengths[k] += other.entityLengths[k];
    }
    for (int k = 0; k < other.rangeCount; k++) {
      addRange(other.ranges[k]);
    }
    mentions += other.mentions;
    longestMention = Math.max(longestMention, other.longestMention);
    mentionWords += other.mentionWords;
    for (int k = 0; k < mentionLengths.length; k++) {
      mentionLengths[k] += other.mentionLengths[k];
    }
    withEmpty += other.withEmpty;
    withGaps += other.withGaps;
    nontreelet += other.nontreelet;
    other.headUpos.forEach((upos, n) -> headUpos.merge(upos, n, Long::sum));
    if (untaggedHeads == 0) {
      firstUntaggedHeadLine = other.firstUntaggedHeadLine;
    }
    untaggedHeads += other.untaggedHeads;
  }

  private void addEntity(List<Mention> ordered) {
    int n = ordered.size();
    entities++;
    longestEntity = Math.max(longestEntity, n);
    entityMentions += n;
    if (entityLengths.length > 0) {
      entityLengths[Math.min(n, entityLengths.length) - 1]++;
    }
    // §6.11: between the heads of the last and the first mention in mention order
    addRange(ordered.get(n - 1).headPosition - ordered.get(0).headPosition);
    if (!options.mentions() && !options.details()) {
      return; // §6.13: not counted at all
    }
    for (Mention m : ordered) {
      mentions++;
      int length = m.words();
      longestMention = Math.max(longestMention, length);
      mentionWords += length;
      if (mentionLengths.length > 0) {
        mentionLengths[Math.min(length, mentionLengths.length - 1)]++;
      }
      withEmpty += m.hasEmptyNode() ? 1 : 0;
      withGaps += m.hasGap() ? 1 : 0;
      nontreelet += m.nontreelet() ? 1 : 0;
      addHead(m.head);
    }
  }

  private void addRange(int range) {
    if (rangeCount == ranges.length) {
      ranges = Arrays.copyOf(ranges, ranges.length * 2);
    }
    ranges[rangeCount++] = range;
  }

  /** §6.21: the head's UPOS bucket; a word without UPOS is {@code other}, or untagged for all. */
  private void addHead(UdapiNode head) {
    String upos = head.upos();
    if (options.allUpos()) {
      if (upos == null) {
        if (untaggedHeads++ == 0) {
          firstUntaggedHeadLine = head.line();
        }
        return;
      }
      headUpos.merge(upos, 1L, Long::sum);
    } else {
      headUpos.merge(upos != null && headUpos.containsKey(upos) ? upos : "other", 1L, Long::sum);
    }
  }

  /** Mentions whose head is a word without UPOS under {@code selected_upos=all} (§6.21, §11). */
  long untaggedHeads() {
    return untaggedHeads;
  }

  long firstUntaggedHeadLine() {
    return firstUntaggedHeadLine;
  }

  long docs() {
    return docs;
  }

  /** §6.11: {@code r[floor(0.95 (n-1))]} of the sorted ranges, 0 without any. */
  int rangePercentile() {
    if (rangeCount == 0) {
      return 0;
    }
    int[] sorted = Arrays.copyOf(ranges, rangeCount);
    Arrays.sort(sorted);
    return sorted[(int) (0.95 * (rangeCount - 1))];
  }

  /**
   * The report's columns in the order of §8. {@code words/doc} is left out when there is no {@code
   * # newdoc} (the block divides by zero, §6.6), the untagged heads of {@code all} too.
   */
  List<Column> columns() {
    List<Column> c = new ArrayList<>();
    if (options.basics()) {
      if (options.docs()) {
        c.add(Column.integer("docs", ColumnFormat.INT_6_SEP, docs));
      }
      c.add(Column.integer("sents", ColumnFormat.INT_7_SEP, sents));
      c.add(Column.integer("words", ColumnFormat.INT_9_SEP, words));
      if (options.emptyNodes()) {
        c.add(Column.integer("empty", ColumnFormat.INT_7_SEP, empty));
      }
      if (options.wordsPerDoc()) {
        c.add(Column.integer("max_words/doc", ColumnFormat.INT_7_SEP, maxWordsPerDoc));
        if (docs > 0) {
          c.add(new Column("words/doc", ColumnFormat.REAL_7_SEP_0, words, docs));
        }
      }
    }
    if (options.entities()) {
      c.add(Column.integer("entities", ColumnFormat.INT_7_SEP, entities));
      c.add(Column.ratio("entities_per1k", ColumnFormat.REAL_6_0, 1000 * entities, words));
      c.add(Column.integer("longest_entity", ColumnFormat.INT_6, longestEntity));
      c.add(Column.ratio("avg_entity", ColumnFormat.REAL_5_1, entityMentions, entities));
      if (options.entityRange()) {
        c.add(
            Column.integer("entity_range_95percentile", ColumnFormat.INT_6_SEP, rangePercentile()));
      }
      bins(c, "c_len_", 1, entityLengths, entities);
    }
    if (options.mentions()) {
      c.add(Column.integer("mentions", ColumnFormat.INT_7_SEP, mentions));
      c.add(Column.ratio("mentions_per1k", ColumnFormat.REAL_6_0, 1000 * mentions, words));
      c.add(Column.integer("longest_mention", ColumnFormat.INT_6, longestMention));
      c.add(Column.ratio("avg_mention", ColumnFormat.REAL_5_1, mentionWords, mentions));
      bins(c, "m_len_", 0, mentionLengths, mentions);
    }
    if (options.details()) {
      c.add(Column.ratio("with_empty", ColumnFormat.REAL_5_1, 100 * withEmpty, mentions));
      c.add(Column.ratio("with_gaps", ColumnFormat.REAL_5_1, 100 * withGaps, mentions));
      c.add(Column.ratio("nontreelet", ColumnFormat.REAL_5_1, 100 * nontreelet, mentions));
      headUpos.forEach(
          (upos, n) ->
              c.add(Column.ratio("head_upos=" + upos, ColumnFormat.REAL_5_1, 100 * n, mentions)));
    }
    return c;
  }

  /** §6.12, §6.17: percentages of {@code counts}, the last bin labelled with a {@code +}. */
  private static void bins(List<Column> c, String prefix, int first, long[] counts, long total) {
    for (int k = 0; k < counts.length; k++) {
      String label = prefix + (first + k) + (k == counts.length - 1 ? "+" : "");
      c.add(Column.ratio(label, ColumnFormat.REAL_5_1, 100 * counts[k], total));
    }
  }
}

package org.corefstats.core.analysis;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.corefstats.core.document.Document;
import org.corefstats.core.evaluation.AnalysedPair;
import org.corefstats.core.evaluation.Analysis;

/**
 * Mentions by length ({@code --mention-lengths}): how many key and response mentions have 1, 2, 3-5
 * and 6 or more words, and how many response mentions have the span of a key mention. A mention's
 * words are its nodes (a discontinuous CoNLL-U mention's own, a zero's one empty node); a span in
 * two entities is one mention; matched means the same nodes, as read (before any setting's
 * matching), so the figures are the same under every setting.
 */
public record MentionLengths() implements Analysis<long[], MentionLengths.Sum> {

  /** The buckets, in order: their names and smallest lengths. */
  public static final List<String> BUCKETS = List.of("1", "2", "3-5", "6+");

  private static final int[] SMALLEST = {1, 2, 3, 6};

  @Override
  public String name() {
    return "mention-lengths";
  }

  /**
   * Per bucket: key mentions, response mentions, matched response mentions (3 values a bucket, in
   * {@link #BUCKETS} order).
   */
  @Override
  public long[] measure(AnalysedPair pair) {
    long[] counts = new long[3 * BUCKETS.size()];
    Set<Span> key = spans(pair.key());
    for (Span s : key) {
      counts[3 * s.bucket()]++;
    }
    if (pair.response() != null) {
      for (Span s : spans(pair.response())) {
        counts[3 * s.bucket() + 1]++;
        if (key.contains(s)) {
          counts[3 * s.bucket() + 2]++;
        }
      }
    }
    return counts;
  }

  @Override
  public Sum newSum() {
    return new Sum();
  }

  /** The bucket of a mention of {@code words} words. */
  public static int bucket(int words) {
    int b = 0;
    while (b + 1 < SMALLEST.length && words >= SMALLEST[b + 1]) {
      b++;
    }
    return b;
  }

  private static Set<Span> spans(Document d) {
    Set<Span> spans = new HashSet<>();
    for (int m = 0; m < d.mentionCount(); m++) {
      spans.add(new Span(d.mentionNodes(m)));
    }
    return spans;
  }

  /** A mention's nodes, compared by value. */
  private record Span(int[] nodes) {
    int bucket() {
      return MentionLengths.bucket(nodes.length);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Span s && Arrays.equals(nodes, s.nodes);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(nodes);
    }
  }

  /** The counts of a system's documents, summed. */
  public static final class Sum implements Analysis.Sum<long[], Sum> {
    private static final long serialVersionUID = 1L;
    private final long[] counts = new long[3 * BUCKETS.size()];

    @Override
    public void add(long[] document) {
      for (int i = 0; i < counts.length; i++) {
        counts[i] += document[i];
      }
    }

    @Override
    public void add(Sum other) {
      add(other.counts);
    }

    @Override
    public void remove(long[] document) {
      for (int i = 0; i < counts.length; i++) {
        counts[i] -= document[i];
      }
    }

    public long keyMentions(int bucket) {
      return counts[3 * bucket];
    }

    public long responseMentions(int bucket) {
      return counts[3 * bucket + 1];
    }

    public long matched(int bucket) {
      return counts[3 * bucket + 2];
    }
  }
}

package org.corefstats.core.analysis;

import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.document.Document;
import org.corefstats.core.metrics.AnaphorScore;

/**
 * The slice families of ANAPHORS.md 4: each puts every mention into a bucket, a key mention by its
 * key-side value, a response mention by its response-side value (4.1's table). A family whose data
 * the inputs lack (UPOS and sentences outside CoNLL-U, etypes without an {@code etype} field in
 * CoNLL-2012 and jsonlines) puts nothing anywhere: its buckets are reported empty.
 */
public enum AnaphorFamily {
  /** No filter: the unfiltered anaphor score. */
  ALL("all") {
    @Override
    AnaphorScore.Buckets buckets(SlicedPair p) {
      return bucketing(1, (m, previous) -> 0, (r, previous) -> 0);
    }
  },

  /** The reference's {@code zero} metric (1.4): zeros, on either side. */
  OFFICIAL("zero") {
    @Override
    AnaphorScore.Buckets buckets(SlicedPair p) {
      return AnaphorScore.zeros(p.key(), p.response());
    }
  },

  /**
   * Head UPOS (4.2): {@code zero} when the head is an empty node, else the head word's UPOS in the
   * mention's own file, compared case-sensitively; anything but the four named is {@code other}.
   */
  UPOS("zero", "PRON", "NOUN", "PROPN", "DET", "other") {
    @Override
    AnaphorScore.Buckets buckets(SlicedPair p) {
      if (!SlicedPair.hasTags(p.key()) || !SlicedPair.hasTags(p.response())) {
        return none();
      }
      return bucketing(
          size(), (m, previous) -> upos(p.key(), m), (r, previous) -> upos(p.response(), r));
    }

    private int upos(Document d, int m) {
      if (d.isZero(m)) {
        return 0;
      }
      int named = buckets().indexOf(d.mentionHeadTag(m));
      return named > 0 && named < size() - 1 ? named : size() - 1;
    }
  },

  /** Length in syntactic words (4.3), each side its own mention's. */
  LEN("0", "1", "2", "3-5", "6+") {
    @Override
    AnaphorScore.Buckets buckets(SlicedPair p) {
      return bucketing(
          size(),
          (m, previous) -> length(SlicedPair.words(p.key(), m)),
          (r, previous) -> length(SlicedPair.words(p.response(), r)));
    }

    private int length(int words) {
      return words <= 2 ? words : words <= 5 ? 3 : 4;
    }
  },

  /**
   * The key entity's etype (4.4): a key mention's entity's; a response mention's through its key
   * counterpart sc(s), {@code unaligned} without one (the response's own etypes are never read).
   * Buckets: the key's etypes, sorted, then {@code unaligned}.
   */
  ETYPE() {
    @Override
    AnaphorScore.Buckets buckets(SlicedPair p) {
      if (!p.key().hasEntityTypes()) {
        return none();
      }
      List<String> names = bucketsOf(p.etypes());
      return bucketing(
          names.size(),
          (m, previous) -> names.indexOf(p.keyType(m)),
          (r, previous) -> {
            int k = p.counterpart(r);
            return k < 0 ? names.size() - 1 : names.indexOf(p.keyType(k));
          });
    }
  },

  /**
   * Antecedent distance in sentences (4.5): from the mention before it in its own sorted cluster,
   * each side its own.
   */
  DIST("0", "1", "2-5", "6+") {
    @Override
    AnaphorScore.Buckets buckets(SlicedPair p) {
      if (!SlicedPair.hasSentences(p.key()) || !SlicedPair.hasSentences(p.response())) {
        return none();
      }
      return bucketing(
          size(),
          (m, previous) -> distance(SlicedPair.distance(p.key(), m, previous)),
          (r, previous) -> distance(SlicedPair.distance(p.response(), r, previous)));
    }

    private int distance(int sentences) {
      return sentences <= 1 ? sentences : sentences <= 5 ? 2 : 3;
    }
  },

  /**
   * The key entity's size (4.6): its mentions in the document after repeats; a response mention's
   * through sc(s), {@code unaligned} without one.
   */
  SIZE("1", "2-10", ">10", SlicedPair.UNALIGNED) {
    @Override
    AnaphorScore.Buckets buckets(SlicedPair p) {
      return bucketing(
          size(),
          (m, previous) -> sizeBucket(p.keySize(m)),
          (r, previous) -> {
            int k = p.counterpart(r);
            return k < 0 ? 3 : sizeBucket(p.keySize(k));
          });
    }

    private int sizeBucket(int mentions) {
      return mentions <= 1 ? 0 : mentions <= 10 ? 1 : 2;
    }
  };

  private final List<String> buckets;

  AnaphorFamily(String... buckets) {
    this.buckets = List.of(buckets);
  }

  /** How the family is named in the outputs. */
  public String code() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }

  /** The fixed buckets, in order (empty for {@link #ETYPE}, whose buckets are the key's). */
  public List<String> buckets() {
    return buckets;
  }

  /** The family's buckets for a key of these etypes (4.1): its fixed ones, or 4.4's for etype. */
  public List<String> bucketsOf(List<String> etypes) {
    if (this != ETYPE) {
      return buckets;
    }
    List<String> names = new ArrayList<>(etypes);
    names.add(SlicedPair.UNALIGNED);
    return names;
  }

  /**
   * Where a bucket is listed: its place among the fixed buckets; for etype, {@code unaligned} after
   * every etype, which sort by name ({@link AnaphorSlice#compareTo}).
   */
  int order(String bucket) {
    if (this == ETYPE) {
      return bucket.equals(SlicedPair.UNALIGNED) ? 1 : 0;
    }
    return buckets.indexOf(bucket);
  }

  int size() {
    return buckets.size();
  }

  /** The family's buckets on one document pair under one setting. */
  abstract AnaphorScore.Buckets buckets(SlicedPair pair);

  /** A mention's bucket, given the mention before it in its sorted cluster. */
  @FunctionalInterface
  interface Value {
    int bucket(int mention, int previous);
  }

  static AnaphorScore.Buckets bucketing(int size, Value key, Value response) {
    return new AnaphorScore.Buckets() {
      @Override
      public int size() {
        return size;
      }

      @Override
      public int keyBucket(int mention, int previous) {
        return key.bucket(mention, previous);
      }

      @Override
      public int responseBucket(int mention, int previous) {
        return response.bucket(mention, previous);
      }
    };
  }

  /** A family whose data the inputs lack: every mention in no bucket. */
  AnaphorScore.Buckets none() {
    return bucketing(Math.max(1, size()), (m, previous) -> -1, (r, previous) -> -1);
  }
}

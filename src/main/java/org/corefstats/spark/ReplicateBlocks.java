package org.corefstats.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import scala.Tuple2;

/**
 * How the replicates of {@link SignificanceJob} are computed: each partition's documents as one
 * {@link Range}, and replicates in blocks small enough for one task ({@link #BLOCK_LONGS}), keyed
 * by block number and computed one at a time.
 */
final class ReplicateBlocks {
  /** Largest block of replicate sums one task holds, in longs (32 MB). */
  static final int BLOCK_LONGS = 4 << 20;

  private ReplicateBlocks() {}

  /** Sums of one range for replicates [from, to). */
  interface BlockSums extends Serializable {
    long[] sums(long from, long to);
  }

  /**
   * Blocks of {@code size} replicates out of {@code total}, keyed by block number, computed one at
   * a time.
   */
  static Iterator<Tuple2<Long, long[]>> lazyBlocks(long total, int size, BlockSums sums) {
    return new Iterator<>() {
      private long from;

      @Override
      public boolean hasNext() {
        return from < total;
      }

      @Override
      public Tuple2<Long, long[]> next() {
        long to = Math.min(total, from + size);
        Tuple2<Long, long[]> block = new Tuple2<>(from / size, sums.sums(from, to));
        from = to;
        return block;
      }
    };
  }

  /** A partition's documents: numbers lo .. lo + size - 1, in order. */
  static final class Range implements Serializable {
    private static final long serialVersionUID = 1L;
    final int lo;
    final List<long[]> documents;

    private Range(int lo, List<long[]> documents) {
      this.lo = lo;
      this.documents = documents;
    }

    static Iterator<Range> of(Iterator<Tuple2<Long, long[]>> numbered) {
      List<long[]> docs = new ArrayList<>();
      long lo = -1;
      while (numbered.hasNext()) {
        Tuple2<Long, long[]> d = numbered.next();
        if (lo < 0) {
          lo = d._1();
        } else if (d._1() != lo + docs.size()) {
          throw new IllegalStateException(
              "documents of a partition are not numbered consecutively");
        }
        docs.add(d._2());
      }
      return Collections.singletonList(lo < 0 ? null : new Range(Math.toIntExact(lo), docs))
          .iterator();
    }
  }
}

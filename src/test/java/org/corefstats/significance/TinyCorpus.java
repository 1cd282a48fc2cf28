package org.corefstats.significance;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.corefstats.core.metrics.BlancCounts;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;

/**
 * Random per-document counts of every metric for a few systems, in quarters (dyadic), so that sums
 * in doubles are exact and brute-force enumerations can be compared with the fixed-point path value
 * for value.
 */
final class TinyCorpus {
  final int documents;
  final int systems;
  final Counts[][] counts; // [document][system]

  TinyCorpus(int documents, int systems, long seed) {
    this.documents = documents;
    this.systems = systems;
    counts = new Counts[documents][systems];
    Random random = new Random(seed);
    for (int d = 0; d < documents; d++) {
      for (int s = 0; s < systems; s++) {
        Counts.Builder b = new Counts.Builder();
        for (Metric m : Metric.counted()) {
          if (m == Metric.BLANC) {
            long ck = 1 + random.nextInt(20);
            long cr = 1 + random.nextInt(20);
            long nk = random.nextInt(60);
            long nr = random.nextInt(60);
            b.blanc(
                new BlancCounts(
                    random.nextInt((int) Math.min(ck, cr) + 1),
                    ck,
                    cr,
                    random.nextInt((int) Math.min(nk, nr) + 1),
                    nk,
                    nr));
          } else {
            double rd = 1 + random.nextInt(30);
            double pd = 1 + random.nextInt(30);
            b.put(
                m,
                new MetricCounts(
                    random.nextInt((int) rd * 4 + 1) / 4.0,
                    rd,
                    random.nextInt((int) pd * 4 + 1) / 4.0,
                    pd));
          }
        }
        counts[d][s] = b.build();
      }
    }
  }

  /** Makes system {@code copy} identical to system {@code of} in every document. */
  TinyCorpus withCopy(int copy, int of) {
    for (Counts[] doc : counts) {
      doc[copy] = doc[of];
    }
    return this;
  }

  FixedPoint fixedPoint() {
    double[] max = new double[Counts.WIDTH];
    for (Counts[] doc : counts) {
      for (Counts c : doc) {
        double[] v = c.values();
        for (int i = 0; i < v.length; i++) {
          max[i] = Math.max(max[i], v[i]);
        }
      }
    }
    return FixedPoint.of(max, documents, Metric.all());
  }

  /** Each document as one quantized vector, systems side by side. */
  List<long[]> quantized(FixedPoint fixed) {
    List<long[]> docs = new ArrayList<>();
    for (Counts[] doc : counts) {
      double[] side = new double[systems * Counts.WIDTH];
      for (int s = 0; s < systems; s++) {
        System.arraycopy(doc[s].values(), 0, side, s * Counts.WIDTH, Counts.WIDTH);
      }
      docs.add(fixed.quantize(side));
    }
    return docs;
  }

  static long[] total(List<long[]> docs) {
    long[] t = new long[docs.get(0).length];
    docs.forEach(d -> Replicates.add(t, d));
    return t;
  }

  /** Brute force: system s's corpus counts with document weights w (in doubles). */
  Counts weighted(int s, int[] w) {
    Counts sum = Counts.zero(Metric.all());
    for (int d = 0; d < documents; d++) {
      for (int k = 0; k < w[d]; k++) {
        sum = sum.plus(counts[d][s]);
      }
    }
    return sum;
  }
}

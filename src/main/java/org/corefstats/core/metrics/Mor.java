package org.corefstats.core.metrics;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.corefstats.core.assign.SparseAssignment;
import org.corefstats.core.document.Document;

/**
 * The mention overlap ratio of the CorefUD scorer 1.2 (docs/explanation/corefud-and-coval.md 6.1):
 * how much of the key's and the response's mention nodes one-to-one overlapping mentions share,
 * whatever the entities, the matching mode and the alignment. Key and response mentions are sorted
 * together (2.5: first node, last node, node count) and swept into groups of chain-overlapping
 * extents (a mention joins the group while its first node is at most the group's largest last
 * node); in each group a maximum-weight assignment pairs key and response mentions by |N(k) ∩
 * N(s)|:
 *
 * <pre>
 *   R = Σ_matched |N(k) ∩ N(s)| / Σ_k |N(k)|      P = Σ_matched |N(k) ∩ N(s)| / Σ_s |N(s)|
 * </pre>
 *
 * Empty nodes count as nodes. The scorer solves each group with scipy's {@code
 * linear_sum_assignment}; the total of a maximum assignment does not depend on how ties are broken,
 * so any exact solver gives its numbers.
 */
public final class Mor {
  private Mor() {}

  /** A mention of either side: its sorted node positions, and whether it is the key's. */
  private record Extent(int[] nodes, boolean key) {
    int first() {
      return nodes[0];
    }

    int last() {
      return nodes[nodes.length - 1];
    }
  }

  public static MetricCounts count(Document key, Document response) {
    List<Extent> all = new ArrayList<>(key.mentionCount() + response.mentionCount());
    long keyNodes = add(key, true, all);
    long responseNodes = add(response, false, all);
    all.sort(
        (a, b) ->
            a.first() != b.first()
                ? Integer.compare(a.first(), b.first())
                : a.last() != b.last()
                    ? Integer.compare(a.last(), b.last())
                    : Integer.compare(a.nodes.length, b.nodes.length));
    double overlap = 0;
    int start = 0;
    while (start < all.size()) {
      int end = start + 1;
      int reach = all.get(start).last();
      while (end < all.size() && all.get(end).first() <= reach) {
        reach = Math.max(reach, all.get(end).last());
        end++;
      }
      overlap += groupOverlap(all.subList(start, end));
      start = end;
    }
    return new MetricCounts(overlap, keyNodes, overlap, responseNodes);
  }

  private static long add(Document d, boolean key, List<Extent> all) {
    long nodes = 0;
    for (int m = 0; m < d.mentionCount(); m++) {
      int[] n = d.mentionNodes(m);
      Arrays.sort(n); // positions compare as (sentence, decimal ID)
      if (n.length > 0) {
        all.add(new Extent(n, key));
        nodes += n.length;
      }
    }
    return nodes;
  }

  /** The total overlap of a maximum assignment between the group's key and response mentions. */
  private static double groupOverlap(List<Extent> group) {
    List<int[]> keys = new ArrayList<>();
    List<int[]> responses = new ArrayList<>();
    for (Extent e : group) {
      (e.key() ? keys : responses).add(e.nodes());
    }
    if (keys.isEmpty() || responses.isEmpty()) {
      return 0;
    }
    int[] edgeStart = new int[keys.size() + 1];
    int[] edgeRight = new int[keys.size() * responses.size()];
    double[] edgeWeight = new double[edgeRight.length];
    int e = 0;
    for (int k = 0; k < keys.size(); k++) {
      edgeStart[k] = e;
      for (int s = 0; s < responses.size(); s++) {
        int shared = shared(keys.get(k), responses.get(s));
        if (shared > 0) {
          edgeRight[e] = s;
          edgeWeight[e++] = shared;
        }
      }
    }
    edgeStart[keys.size()] = e;
    int[] right = Arrays.copyOf(edgeRight, e);
    double[] weight = Arrays.copyOf(edgeWeight, e);
    int[] match =
        SparseAssignment.maximumWeightMatching(
            keys.size(), responses.size(), edgeStart, right, weight);
    double total = 0;
    for (int k = 0; k < match.length; k++) {
      if (match[k] >= 0) {
        total += shared(keys.get(k), responses.get(match[k]));
      }
    }
    return total;
  }

  /** |a ∩ b| of two sorted node lists. */
  static int shared(int[] a, int[] b) {
    int i = 0;
    int j = 0;
    int n = 0;
    while (i < a.length && j < b.length) {
      if (a[i] < b[j]) {
        i++;
      } else if (a[i] > b[j]) {
        j++;
      } else {
        n++;
        i++;
        j++;
      }
    }
    return n;
  }
}

package org.corefstats.core.match;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.assign.ScipyAssignment;
import org.corefstats.core.conll.Document;

/**
 * The CorefUD scorer's head and partial matching (MODES-AND-FORMATS.md 2.2-2.6, zeros treated as
 * any mention, i.e. {@code -z linear}): an alignment of key and response mentions, each used at
 * most once, then both documents rewritten so that {@link ContingencyTable} counts it.
 *
 * <p>Steps, per document, on the mentions left by {@code CorpusRules.prepared}:
 *
 * <ol>
 *   <li>the mentions of each side as distinct identities (node set, and head in head mode; the same
 *       mention in two entities is one identity, as CorefUD's mention set);
 *   <li>identity step: a key identity equal to a response identity pairs with it;
 *   <li>scored step: the remaining mentions of each side sorted by (first node, last node, node
 *       count) (2.5; equal keys, possible only for discontinuous mentions, keep document order),
 *       the score matrix of 2.3, {@link ScipyAssignment} on it, pairs of score &gt; 0 kept.
 * </ol>
 *
 * <p><b>How the alignment enters the metrics (2.7).</b> Key identity i becomes the number i, a
 * response identity paired with key identity i becomes i too, an unpaired one a number of its own;
 * every mention is rewritten to its number ({@link Document#withMentionIdentities}) and the table
 * is built from the two rewritten documents as in exact matching. This is 2.7: the counterpart
 * kc(m) of a key mention is exactly the response mention with m's number (one at most, since the
 * alignment is one-to-one and numbers of unpaired response identities are new), so a table cell (k,
 * r) counts #{m ∈ k : kc(m) ∈ r}, which is n(k,r) of B3, φ of CEAF-m (and 2φ/(|k|+|r|) of CEAF-e),
 * the links of LEA, and MUC's partition of k by response entity with every mention without
 * counterpart alone in its part. Entity sizes and the entity lists are untouched, so the
 * denominators are 2.7's. Repeats: within-entity repeats are gone before alignment; a key mention
 * in two entities is one identity at both places, credited to the later entity (the "later entity
 * wins" lookup of 1.5); a response mention in two entities is handled by the table as in exact
 * matching (v8.01 removes the later copy, CorefUD keeps both; the conformance set's TC-A-8/9).
 *
 * <p><b>Heads.</b> CoNLL-U gives each mention's head ({@link Document#mentionHead}); formats that
 * give none (CoNLL-2012, jsonlines) take the last word of the mention as its head, the rule
 * MODES-AND-FORMATS.md 7 asks to document.
 *
 * <p><b>Groups.</b> A score is positive only between mentions that share a node. The assignment is
 * solved over the whole remaining matrix when it is small (at most {@link #WHOLE_MATRIX_CELLS}
 * cells), which reproduces the peers' single call exactly. Larger matrices are solved per connected
 * group of node-sharing mentions: the best total is the same (the matrix is block-diagonal up to
 * zeros), but among equal totals the solver's choice inside a group can depend on the zero columns
 * of other groups (a row whose positive columns are taken may settle on a zero column elsewhere,
 * and a group with more rows than columns is transposed alone, not globally), so for tie-heavy
 * large documents the pairs may differ from the peers'. Smallest case found: scores {{0, 0, 0},
 * {0.5, 0, 0.5}} with row 0 and column 1 one group, row 1 and columns 0 and 2 the other: the whole
 * matrix gives row 0 column 0 (all equal and free: the lowest column), so row 1 gets column 2;
 * solved alone, row 1's group gives it column 0. {@code MentionAlignmentTest} counts such
 * differences on random sentences (26 of 6,000 alignments). LitBank (about 290 mentions a document)
 * stays far below the threshold; the threshold keeps a 10,000-mention document with thousands of
 * unmatched mentions from a cubic solve.
 */
public final class MentionAlignment {
  /** Remaining key × response cells up to which the assignment is solved in one matrix. */
  static final long WHOLE_MATRIX_CELLS = 250_000;

  private final boolean headMode;
  private final Side key;
  private final Side response;

  /** responsePair[s] = the key identity paired with response identity s, or -1. */
  private final int[] responsePair;

  private MentionAlignment(Document key, Document response, boolean headMode) {
    this.headMode = headMode;
    this.key = new Side(key, headMode);
    this.response = new Side(response, headMode);
    this.responsePair = new int[this.response.count()];
    Arrays.fill(responsePair, -1);
  }

  /**
   * The key and response rewritten so that {@link ContingencyTable#build} counts the head ({@code
   * head = true}) or partial alignment: element 0 the key, 1 the response.
   */
  public static Document[] aligned(Document key, Document response, boolean head) {
    MentionAlignment a = new MentionAlignment(key, response, head);
    a.align(WHOLE_MATRIX_CELLS);
    return a.rewritten();
  }

  /** For tests: response identity → key identity pairs, solving as one matrix or per group. */
  static int[] pairs(Document key, Document response, boolean head, boolean wholeMatrix) {
    MentionAlignment a = new MentionAlignment(key, response, head);
    a.align(wholeMatrix ? Long.MAX_VALUE : -1);
    return a.responsePair.clone();
  }

  private void align(long wholeMatrixCells) {
    boolean[] keyPaired = new boolean[key.count()];
    for (int s = 0; s < response.count(); s++) {
      Integer k = key.ids.get(response.identities.get(s));
      if (k != null) {
        responsePair[s] = k;
        keyPaired[k] = true;
      }
    }
    int[] keys = key.sorted(keyPaired, null);
    int[] responses = response.sorted(null, responsePair);
    if (keys.length == 0 || responses.length == 0) {
      return;
    }
    if ((long) keys.length * responses.length <= wholeMatrixCells) {
      solve(keys, responses);
      return;
    }
    for (int[][] group : groups(keys, responses)) {
      solve(group[0], group[1]);
    }
  }

  /** Assigns the sorted key identities to the sorted response identities; keeps scores > 0. */
  private void solve(int[] keys, int[] responses) {
    double[][] score = new double[keys.length][responses.length];
    for (int i = 0; i < keys.length; i++) {
      for (int j = 0; j < responses.length; j++) {
        score[i][j] = score(keys[i], responses[j]);
      }
    }
    int[] colOf = ScipyAssignment.maximize(score);
    for (int i = 0; i < keys.length; i++) {
      if (colOf[i] >= 0 && score[i][colOf[i]] > 0) {
        responsePair[responses[colOf[i]]] = keys[i];
      }
    }
  }

  /** 2.3: head or partial score of key identity k against response identity s. */
  double score(int k, int s) {
    int[] nk = key.nodes[k];
    int[] ns = response.nodes[s];
    if (headMode) {
      if (key.heads[k] != response.heads[s]) {
        return 0;
      }
      return (double) common(nk, ns) / nk.length;
    }
    if (Arrays.binarySearch(ns, key.heads[k]) < 0 || common(nk, ns) != ns.length) {
      return 0;
    }
    return (double) ns.length / nk.length;
  }

  /** |a ∩ b| of two ascending arrays. */
  private static int common(int[] a, int[] b) {
    int n = 0;
    for (int i = 0, j = 0; i < a.length && j < b.length; ) {
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

  /**
   * Connected groups of node-sharing key and response identities, each as {sorted keys, sorted
   * responses} in the order of the whole sorted lists; identities that share no node are left out
   * (they score 0 with everything).
   */
  private List<int[][]> groups(int[] keys, int[] responses) {
    int n = keys.length + responses.length;
    int[] parent = new int[n];
    for (int i = 0; i < n; i++) {
      parent[i] = i;
    }
    Map<Integer, Integer> firstAtNode = new HashMap<>();
    for (int i = 0; i < n; i++) {
      int[] nodes =
          i < keys.length ? key.nodes[keys[i]] : response.nodes[responses[i - keys.length]];
      for (int node : nodes) {
        Integer other = firstAtNode.putIfAbsent(node, i);
        if (other != null) {
          parent[find(parent, i)] = find(parent, other);
        }
      }
    }
    Map<Integer, List<Integer>> keyGroups = new HashMap<>();
    Map<Integer, List<Integer>> responseGroups = new HashMap<>();
    for (int i = 0; i < keys.length; i++) {
      keyGroups.computeIfAbsent(find(parent, i), g -> new ArrayList<>()).add(keys[i]);
    }
    for (int j = 0; j < responses.length; j++) {
      responseGroups
          .computeIfAbsent(find(parent, keys.length + j), g -> new ArrayList<>())
          .add(responses[j]);
    }
    List<int[][]> out = new ArrayList<>();
    for (var g : keyGroups.entrySet()) {
      List<Integer> r = responseGroups.get(g.getKey());
      if (r != null) {
        out.add(
            new int[][] {
              g.getValue().stream().mapToInt(Integer::intValue).toArray(),
              r.stream().mapToInt(Integer::intValue).toArray()
            });
      }
    }
    return out;
  }

  private static int find(int[] parent, int i) {
    while (parent[i] != i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  }

  private Document[] rewritten() {
    int[] keyNumber = new int[key.document.mentionCount()];
    for (int m = 0; m < keyNumber.length; m++) {
      keyNumber[m] = key.identityOf[m];
    }
    int[] responseNumber = new int[response.document.mentionCount()];
    for (int m = 0; m < responseNumber.length; m++) {
      int s = response.identityOf[m];
      responseNumber[m] = responsePair[s] >= 0 ? responsePair[s] : key.count() + s;
    }
    return new Document[] {
      key.document.withMentionIdentities(keyNumber),
      response.document.withMentionIdentities(responseNumber)
    };
  }

  /** One side's distinct mention identities, in order of first occurrence. */
  private static final class Side {
    final Document document;
    final Map<List<Integer>, Integer> ids = new HashMap<>();
    final List<List<Integer>> identities = new ArrayList<>();
    final int[] identityOf;
    int[][] nodes;
    int[] heads;

    Side(Document d, boolean headMode) {
      this.document = d;
      identityOf = new int[d.mentionCount()];
      List<int[]> nodeList = new ArrayList<>();
      List<Integer> headList = new ArrayList<>();
      for (int m = 0; m < d.mentionCount(); m++) {
        int[] n = d.mentionNodes(m);
        // no head in the format (CoNLL-2012, jsonlines): the last word is the head
        int head = d.hasHeads() ? d.mentionHead(m) : n[n.length - 1];
        List<Integer> identity = new ArrayList<>(n.length + 1);
        for (int x : n) {
          identity.add(x);
        }
        if (headMode) {
          identity.add(-1 - head); // never a node position
        }
        Integer id = ids.putIfAbsent(identity, identities.size());
        if (id == null) {
          id = identities.size();
          identities.add(identity);
          nodeList.add(n);
          headList.add(head);
        }
        identityOf[m] = id;
      }
      nodes = nodeList.toArray(new int[0][]);
      heads = headList.stream().mapToInt(Integer::intValue).toArray();
    }

    int count() {
      return identities.size();
    }

    /**
     * The identities not yet paired (keyPaired[i] false, or responsePair[i] &lt; 0), sorted by
     * first node, last node, node count (2.5), document order among equals.
     */
    int[] sorted(boolean[] keyPaired, int[] responsePair) {
      List<Integer> left = new ArrayList<>();
      for (int i = 0; i < count(); i++) {
        if (keyPaired != null ? !keyPaired[i] : responsePair[i] < 0) {
          left.add(i);
        }
      }
      left.sort(
          Comparator.<Integer>comparingInt(i -> nodes[i][0])
              .thenComparingInt(i -> nodes[i][nodes[i].length - 1])
              .thenComparingInt(i -> nodes[i].length));
      return left.stream().mapToInt(Integer::intValue).toArray();
    }
  }
}

package org.corefstats.core.match;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.assign.ScipyAssignment;
import org.corefstats.core.document.Deps;
import org.corefstats.core.document.Document;

/**
 * The CorefUD scorer's alignment of key and response mentions
 * (docs/explanation/corefud-and-coval.md 2.2-2.6): each mention used at most once, then both
 * documents rewritten so that {@link ContingencyTable} counts it.
 *
 * <p>Steps, per document, on the mentions left by {@code CorpusRules.prepared}:
 *
 * <ol>
 *   <li>the mentions of each side as distinct identities (node set, and head in head mode; the same
 *       mention in two entities is one identity, as CorefUD's mention set);
 *   <li>zero step, with {@code --zeros dependent} only: the key and response zero mentions (a head
 *       on an empty node), sorted as below, {@link ScipyAssignment} on the weights of 2.3
 *       zero-dependent ({@link Deps#weight}, 0 across sentences; a zero without DEPS weighs 0 where
 *       the CorefUD scorer divides by zero), pairs of weight &gt; 0 kept; this comes before the
 *       identity step, so a zero may pair with a zero elsewhere even when an identical one exists;
 *   <li>identity step: a key identity equal to a remaining response identity pairs with it;
 *   <li>scored step (head and partial matching; exact matching pairs nothing more): the remaining
 *       mentions of each side sorted by (first node, last node, node count) (2.5; equal keys,
 *       possible only for discontinuous mentions, keep document order), the score matrix of 2.3,
 *       {@link ScipyAssignment} on it, pairs of score &gt; 0 kept.
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
 * denominators are 2.7's. Repeats: within-entity repeats are gone before alignment; a mention in
 * two entities (either side) is one identity, so one number, at both places, and the table's {@link
 * RepeatRule} says what that means, as in exact matching (CorefUD: both copies count, the lookup
 * takes the later entity).
 *
 * <p><b>Heads.</b> CoNLL-U gives each mention's head ({@link Document#mentionHead}); formats that
 * give none (CoNLL-2012, jsonlines) take the last word of the mention as its head, the rule
 * docs/explanation/corefud-and-coval.md 7 asks to document.
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

  /**
   * The scored step of 2.2 (step 4) by matching mode: none (exact matching), or the head or the
   * partial score of 2.3.
   */
  public enum ScoredStep {
    NONE,
    HEAD,
    PARTIAL
  }

  private final ScoredStep step;
  private final boolean headMode;
  private final boolean zerosByDeps;
  private final Side key;
  private final Side response;

  /** responsePair[s] = the key identity paired with response identity s, or -1. */
  private final int[] responsePair;

  /** keyPair[k] = the response identity paired with key identity k, or -1. */
  private final int[] keyPair;

  private MentionAlignment(Document key, Document response, ScoredStep step, boolean zerosByDeps) {
    this.step = step;
    this.headMode = step == ScoredStep.HEAD;
    this.zerosByDeps = zerosByDeps;
    this.key = new Side(key, headMode);
    this.response = new Side(response, headMode);
    this.responsePair = new int[this.response.count()];
    this.keyPair = new int[this.key.count()];
    Arrays.fill(responsePair, -1);
    Arrays.fill(keyPair, -1);
  }

  /**
   * The alignment of {@code response} to {@code key}: identities (with heads when {@code step} is
   * HEAD), zeros first by their DEPS when {@code zerosByDeps}, then the scored step.
   */
  public static MentionAlignment of(
      Document key, Document response, ScoredStep step, boolean zerosByDeps) {
    MentionAlignment a = new MentionAlignment(key, response, step, zerosByDeps);
    a.align(WHOLE_MATRIX_CELLS);
    return a;
  }

  /** Whether some mention of the document is a zero ({@link Document#isZero}). */
  public static boolean hasZero(Document d) {
    if (!d.hasHeads()) {
      return false;
    }
    for (int m = 0; m < d.mentionCount(); m++) {
      if (d.isZero(m)) {
        return true;
      }
    }
    return false;
  }

  /**
   * For tests: response identity → key identity pairs under head ({@code head}) or partial
   * matching, zeros as any mention, solving as one matrix or per group.
   */
  static int[] pairs(Document key, Document response, boolean head, boolean wholeMatrix) {
    MentionAlignment a =
        new MentionAlignment(key, response, head ? ScoredStep.HEAD : ScoredStep.PARTIAL, false);
    a.align(wholeMatrix ? Long.MAX_VALUE : -1);
    return a.responsePair.clone();
  }

  private void align(long wholeMatrixCells) {
    boolean[] keyPaired = new boolean[key.count()];
    if (zerosByDeps) {
      alignZeros(keyPaired, wholeMatrixCells);
    }
    for (int s = 0; s < response.count(); s++) {
      if (responsePair[s] >= 0) {
        continue;
      }
      Integer k = key.ids.get(response.identities.get(s));
      if (k != null && !keyPaired[k]) {
        pair(k, s, keyPaired);
      }
    }
    if (step == ScoredStep.NONE) {
      return;
    }
    int[] keys = key.sorted(keyPaired, null, false);
    int[] responses = response.sorted(null, responsePair, false);
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

  private void pair(int k, int s, boolean[] keyPaired) {
    responsePair[s] = k;
    keyPair[k] = s;
    keyPaired[k] = true;
  }

  /**
   * The zero step (2.2 step 1): key and response zeros, sorted (2.5), assigned by their DEPS
   * weight; pairs of weight &gt; 0 kept. One matrix as the peers solve it, or, past {@link
   * #WHOLE_MATRIX_CELLS}, one per sentence (weights across sentences are 0).
   */
  private void alignZeros(boolean[] keyPaired, long wholeMatrixCells) {
    int[] keys = key.sorted(keyPaired, null, true);
    int[] responses = response.sorted(null, responsePair, true);
    if (keys.length == 0 || responses.length == 0) {
      return;
    }
    if ((long) keys.length * responses.length <= wholeMatrixCells) {
      assignZeros(keys, responses, keyPaired);
      return;
    }
    Map<Integer, List<Integer>> keysBySentence = new HashMap<>();
    Map<Integer, List<Integer>> responsesBySentence = new HashMap<>();
    for (int k : keys) {
      keysBySentence.computeIfAbsent(key.sentence[k], x -> new ArrayList<>()).add(k);
    }
    for (int r : responses) {
      responsesBySentence.computeIfAbsent(response.sentence[r], x -> new ArrayList<>()).add(r);
    }
    for (var e : keysBySentence.entrySet()) {
      List<Integer> r = responsesBySentence.get(e.getKey());
      if (r != null) {
        assignZeros(
            e.getValue().stream().mapToInt(Integer::intValue).toArray(),
            r.stream().mapToInt(Integer::intValue).toArray(),
            keyPaired);
      }
    }
  }

  private void assignZeros(int[] keys, int[] responses, boolean[] keyPaired) {
    double[][] weight = new double[keys.length][responses.length];
    for (int i = 0; i < keys.length; i++) {
      for (int j = 0; j < responses.length; j++) {
        weight[i][j] =
            key.sentence[keys[i]] == response.sentence[responses[j]]
                ? key.deps[keys[i]].weight(response.deps[responses[j]])
                : 0;
      }
    }
    int[] colOf = ScipyAssignment.maximize(weight);
    for (int i = 0; i < keys.length; i++) {
      if (colOf[i] >= 0 && weight[i][colOf[i]] > 0) {
        pair(keys[i], responses[colOf[i]], keyPaired);
      }
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
        keyPair[keys[i]] = responses[colOf[i]];
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

  /**
   * The key and response rewritten so that {@link ContingencyTable#build} counts this alignment:
   * element 0 the key, 1 the response.
   */
  public Document[] rewritten() {
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

  /**
   * The counterpart of key mention m for the zero metric (4.3): the response mention identical to
   * it if there is one, else the one aligned with it, else -1; a response mention in two entities
   * is given as its occurrence in the later entity (the "later entity wins" lookup of 1.5).
   */
  public int zeroMetricCounterpart(int keyMention) {
    int k = key.identityOf[keyMention];
    Integer identical = response.ids.get(key.identities.get(k));
    int s = identical != null ? identical : keyPair[k];
    return s < 0 ? -1 : response.lastMention[s];
  }

  /**
   * The counterpart of response mention r (sc(s) of ANAPHORS.md 2.4): the key mention identical to
   * it if there is one, else the one aligned with it, else -1; a key mention in two entities is
   * given as its occurrence in the later entity, as {@link #zeroMetricCounterpart}.
   */
  public int responseCounterpart(int responseMention) {
    int s = response.identityOf[responseMention];
    Integer identical = key.ids.get(response.identities.get(s));
    int k = identical != null ? identical : responsePair[s];
    return k < 0 ? -1 : key.lastMention[k];
  }

  /** The response mention of the same identity in the latest entity (1.5's lookup). */
  public int responseLookup(int responseMention) {
    return response.lastMention[response.identityOf[responseMention]];
  }

  /** One side's distinct mention identities, in order of first occurrence. */
  private static final class Side {
    final Document document;
    final Map<List<Integer>, Integer> ids = new HashMap<>();
    final List<List<Integer>> identities = new ArrayList<>();
    final int[] identityOf;
    int[][] nodes;
    int[] heads;

    /** The DEPS of each identity that is a zero, null for the others. */
    Deps[] deps;

    /** The sentence of each zero identity's head (0 for the others). */
    int[] sentence;

    /** The last mention (in entity order) of each identity. */
    int[] lastMention;

    Side(Document d, boolean headMode) {
      this.document = d;
      identityOf = new int[d.mentionCount()];
      List<int[]> nodeList = new ArrayList<>();
      List<Integer> headList = new ArrayList<>();
      List<Deps> depsList = new ArrayList<>();
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
          depsList.add(d.zeroDeps(m));
        }
        identityOf[m] = id;
      }
      nodes = nodeList.toArray(new int[0][]);
      heads = headList.stream().mapToInt(Integer::intValue).toArray();
      deps = depsList.toArray(new Deps[0]);
      sentence = new int[deps.length];
      for (int i = 0; i < deps.length; i++) {
        if (deps[i] != null) {
          sentence[i] = d.sentenceOfNode(heads[i]);
        }
      }
      lastMention = new int[deps.length];
      for (int m = 0; m < identityOf.length; m++) {
        lastMention[identityOf[m]] = m;
      }
    }

    int count() {
      return identities.size();
    }

    /**
     * The identities not yet paired (keyPaired[i] false, or responsePair[i] &lt; 0), only zeros
     * when {@code zeros}, sorted by first node, last node, node count (2.5), document order among
     * equals.
     */
    int[] sorted(boolean[] keyPaired, int[] responsePair, boolean zeros) {
      List<Integer> left = new ArrayList<>();
      for (int i = 0; i < count(); i++) {
        if ((keyPaired != null ? !keyPaired[i] : responsePair[i] < 0)
            && (!zeros || deps[i] != null)) {
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

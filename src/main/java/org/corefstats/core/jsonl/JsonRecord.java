package org.corefstats.core.jsonl;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The fields of one jsonlines record that corefstats reads, as written (no index is interpreted
 * here); {@link RecordParser} fills it, {@link RecordReading} interprets it. Fields absent from the
 * record are null.
 */
final class JsonRecord {
  /** 1-based line of the record in its file. */
  final long line;

  String docKey;
  String documentId;
  String partId;
  String conllDocument;

  /** {@code sentences} concatenated (words, or subtokens in the BERT lineage). */
  String[] tokens;

  /** Number of tokens of each list of {@code sentences}. */
  int[] sentenceLengths;

  String[] casedWords;
  int[] subtokenMap;
  int[] sentenceMap;
  int[] sentId;

  /**
   * wl-coref's {@code head}: each word's dependency head (a word index), -1 for null (the root).
   */
  int[] dependencyHead;

  Clusters clusters;
  Clusters predictedClusters;
  Clusters spanClusters;

  /** Fields present with a shape other than the one expected, e.g. {@code sentences} of numbers. */
  final Set<String> malformed = new LinkedHashSet<>();

  JsonRecord(long line) {
    this.line = line;
  }

  /**
   * One clusters field: each cluster's {@code [start, end]} pairs as written (null for a cluster
   * that is not a list), and what was wrong with the pairs that were dropped.
   */
  static final class Clusters {
    final String field;

    /** Pairs of cluster c: {@code pairs.get(c)[2i]} and {@code [2i + 1]}; null if not a list. */
    final List<long[]> pairs = new ArrayList<>();

    /** Messages on malformed clusters and pairs, in order. */
    final List<String> problems = new ArrayList<>();

    /** The field itself is not a list: no cluster at all. */
    boolean notAList;

    Clusters(String field) {
      this.field = field;
    }
  }
}

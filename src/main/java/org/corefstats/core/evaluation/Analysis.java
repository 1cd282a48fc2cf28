package org.corefstats.core.evaluation;

import java.io.Serializable;

/**
 * Something measured on each aligned (key, response) document pair besides the metrics' counts:
 * CONE's entity rows, the error analysis, whatever comes next. One class per analysis; the pair
 * evaluator calls {@link #measure} once per pair, {@link DocumentResult} carries what it returns
 * and {@link SystemAccumulator} sums it per system and group with the counts, so repeated and
 * missing documents settle as the counts do. Implementations are serializable: a run ships them to
 * its executors inside the {@link EvaluationRequest}.
 *
 * @param <R> one document's result (serializable, immutable)
 * @param <S> the sum over documents
 */
public interface Analysis<R, S extends Analysis.Sum<R, S>> extends Serializable {

  /** A short name, unique in a request (what outputs and messages call it). */
  String name();

  /** The pair's result, or null when the analysis has nothing to say of it. */
  R measure(AnalysedPair pair);

  /** An empty sum to add documents to. */
  S newSum();

  /**
   * An exact sum of document results, mergeable in any order and able to take a document out again
   * (a repeated name is settled after its occurrences were summed).
   */
  interface Sum<R, S extends Sum<R, S>> extends Serializable {
    void add(R document);

    void add(S other);

    void remove(R document);
  }

  /** The sum of an analysis whose results are per document only (rows written as they come). */
  final class NoSum<R> implements Sum<R, NoSum<R>> {
    private static final long serialVersionUID = 1L;

    @Override
    public void add(R document) {}

    @Override
    public void add(NoSum<R> other) {}

    @Override
    public void remove(R document) {}
  }
}

package org.corefstats.core.llm.evaluation;

import org.corefstats.core.evaluation.AnalysedPair;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.llm.TextDrift;

/**
 * The text drift of LLM outputs ({@code --format llm-text|llm-json}): each response document's
 * {@link TextDrift} as its reader recorded it, summed per system. Asked for by the LLM formats.
 */
public record TextDriftAnalysis() implements Analysis<TextDrift, TextDriftAnalysis.Sum> {

  @Override
  public String name() {
    return "text-drift";
  }

  @Override
  public TextDrift measure(AnalysedPair pair) {
    return pair.response() == null ? null : pair.response().provenance(TextDrift.class);
  }

  @Override
  public Sum newSum() {
    return new Sum();
  }

  /** A system's drift: every count summed, and the documents that had a drift record. */
  public static final class Sum implements Analysis.Sum<TextDrift, Sum> {
    private static final long serialVersionUID = 1L;
    private final long[] values = new long[TextDrift.COLUMNS.size()];
    private long documents;
    private long truncated;

    @Override
    public void add(TextDrift document) {
      add(document, 1);
    }

    @Override
    public void add(Sum other) {
      for (int i = 0; i < values.length; i++) {
        values[i] += other.values[i];
      }
      documents += other.documents;
      truncated += other.truncated;
    }

    @Override
    public void remove(TextDrift document) {
      add(document, -1);
    }

    private void add(TextDrift d, int sign) {
      for (int i = 0; i < values.length; i++) {
        values[i] += sign * d.value(i);
      }
      documents += sign;
      truncated += d.truncated() ? sign : 0;
    }

    /** The summed count of a {@link TextDrift#COLUMNS} column. */
    public long value(int column) {
      return values[column];
    }

    public long documents() {
      return documents;
    }

    /** Documents cut off or missing. */
    public long truncatedDocuments() {
      return truncated;
    }

    /** Word edits per key word over the system's documents ({@link TextDrift#rate}). */
    public double rate() {
      return TextDrift.rate(values);
    }
  }
}

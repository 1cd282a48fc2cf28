package org.corefstats.core.llm;

import java.util.List;
import org.corefstats.core.document.Provenance;

/**
 * How far one document an LLM wrote drifted from the key's text (docs/explanation/llm-outputs.md
 * 10): clean's alignment counts, the tags it repaired, and the mentions the output wrote against
 * those the response got. Carried by the response document ({@link Provenance}) to {@link
 * TextDriftAnalysis}, which sums it per system.
 *
 * @param values one value per {@link #COLUMNS} entry, in order
 */
public record TextDrift(long[] values) implements Provenance {

  /** The counts, as text_drift.csv names its columns. */
  public static final List<String> COLUMNS =
      List.of(
          "key_words",
          "output_words",
          "inserted",
          "deleted",
          "replaced",
          "dropped_leading",
          "truncated",
          "tags_repaired",
          "tags_dropped",
          "opens_unclosed",
          "mentions_written",
          "mentions_built",
          "mentions_lost",
          "zeros_kept",
          "zeros_dropped",
          "form_mismatches",
          "missing");

  private static final int KEY_WORDS = 0;
  private static final int INSERTED = 2;
  private static final int DELETED = 3;
  private static final int REPLACED = 4;
  private static final int DROPPED_LEADING = 5;
  private static final int TRUNCATED = 6;
  private static final int MISSING = 16;

  public TextDrift {
    if (values.length != COLUMNS.size()) {
      throw new IllegalArgumentException(values.length + " values for " + COLUMNS.size());
    }
    values = values.clone();
  }

  /** A document of the text pipeline: what clean did and what text2conllu built. */
  static TextDrift of(Clean.Diagnostics d, Text2ConlluDocument built) {
    int mentions = built.mentions().size();
    return new TextDrift(
        new long[] {
          d.goldWords(),
          d.outputTokens(),
          d.insert(),
          d.delete(),
          d.replace(),
          d.droppedLeading(),
          d.trailingInserts(),
          d.mismatchedTags() - d.unclosedOpens(),
          d.invalidTags() + d.multiplePipes(),
          d.unclosedOpens(),
          d.mentionsWritten(),
          mentions,
          Math.max(0, d.mentionsWritten() - mentions),
          d.zerosKept(),
          d.zerosDropped(),
          built.formMismatches(),
          0
        });
  }

  /**
   * A document with no clean stage: a JSON output (its tokens only compared with the key's forms,
   * {@code written}: its offset pairs) or a key document the output has no line for ({@code
   * missing}).
   */
  static TextDrift ofBuilt(Text2ConlluDocument built, int keyWords, int written, boolean missing) {
    int mentions = built.mentions().size();
    long[] v = new long[COLUMNS.size()];
    v[KEY_WORDS] = keyWords;
    v[COLUMNS.indexOf("mentions_written")] = written;
    v[COLUMNS.indexOf("mentions_built")] = mentions;
    v[COLUMNS.indexOf("mentions_lost")] = Math.max(0, written - mentions);
    v[COLUMNS.indexOf("form_mismatches")] = built.formMismatches();
    if (missing) {
      v[INSERTED] = keyWords;
      v[TRUNCATED] = keyWords;
      v[MISSING] = 1;
    }
    return new TextDrift(v);
  }

  public long value(int column) {
    return values[column];
  }

  /**
   * The drift: word edits (inserted, deleted, replaced, dropped before the first word) per key
   * word; 0 for no key words.
   */
  public static double rate(long[] values) {
    long edits = values[INSERTED] + values[DELETED] + values[REPLACED] + values[DROPPED_LEADING];
    return values[KEY_WORDS] == 0 ? 0 : (double) edits / values[KEY_WORDS];
  }

  /** Whether the output was cut off (key words inserted after its last word) or missing. */
  public boolean truncated() {
    return values[TRUNCATED] > 0;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof TextDrift t && java.util.Arrays.equals(values, t.values);
  }

  @Override
  public int hashCode() {
    return java.util.Arrays.hashCode(values);
  }

  @Override
  public String toString() {
    return "TextDrift" + java.util.Arrays.toString(values);
  }
}

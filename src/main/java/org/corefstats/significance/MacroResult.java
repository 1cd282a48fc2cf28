package org.corefstats.significance;

import java.util.List;

/**
 * The statistics of the macro average over groups of documents.
 *
 * @param groups the groups, in the order of their documents' numbers (by name)
 * @param leftOut documents of the input in no group, left out
 */
public record MacroResult(SignificanceResult result, List<String> groups, long leftOut) {
  public MacroResult {
    groups = List.copyOf(groups);
  }

  /** What the macro average's statistics are, over which groups, and what they leave out. */
  public String describe() {
    return "Macro average over "
        + groups.size()
        + " groups of documents ("
        + String.join(", ", groups)
        + "): every statistic the mean of the groups' (the CoNLL score the mean of the groups'"
        + " CoNLL scores); bootstrap replicates resample documents within each group, each keeping"
        + " its size; tests swap a pair's documents and recompute the macro average\n"
        + "Documents of no group left out: "
        + leftOut;
  }
}

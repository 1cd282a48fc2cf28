package org.corefstats.cli;

import org.corefstats.core.corpus.DocumentGrouping;
import picocli.CommandLine.Option;

/**
 * {@code --group-by} of the commands that score a corpus: scores per group of key documents
 * (datasets, genres) with their macro average.
 */
final class GroupingOption {
  @Option(
      names = "--group-by",
      paramLabel = "file|genre|regex:PATTERN",
      description =
          "also score each group of key documents as if it were the whole corpus, and their macro"
              + " average (the mean of the groups' recall, precision and F1; CoNLL: the mean of"
              + " the groups' CoNLL scores, as CRAC ranks systems): file = the key file a document"
              + " comes from, without extensions (a CorefUD dataset); genre = the first"
              + " '/'-separated part of the document name (OntoNotes); regex:PATTERN = the first"
              + " capturing group of PATTERN found in the document name (a document it does not"
              + " match is reported and in no group). Writes groups.csv and leaderboard.csv/.md")
  String groupBy;

  /** Null without {@code --group-by}. */
  DocumentGrouping grouping() {
    return groupBy == null ? null : DocumentGrouping.parse(groupBy);
  }
}

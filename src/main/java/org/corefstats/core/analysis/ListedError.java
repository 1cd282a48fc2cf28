package org.corefstats.core.analysis;

import java.util.ArrayList;
import java.util.List;

/**
 * One counted error of the Kummerfeld and Klein analysis (docs/explanation/error-analysis.md 5.5,
 * {@code --list-errors}): a row for each unit of its category's count, so that every count can be
 * traced to mentions.
 *
 * <p>A mention is written {@code sentence:start-end}: the 0-based sentence, then the first and last
 * token as 0-based indices within that sentence, the end inclusive ({@code 2:0-2} is the first
 * three tokens of the third sentence). In CoNLL-U documents start and end are the nodes' CoNLL-U
 * IDs instead ({@code 2:1-3}, {@code 2:4.1-4.1} for an empty node), the sentence still 0-based.
 *
 * @param category the category the error is counted in
 * @param mentions the mentions involved, in document order but for a span error: Span Error: the
 *     response span, then the key span it was corrected to; Conflated Entities: the part split off
 *     its response entity; Divided Entity: the part merged into its key entity; Extra Mention and
 *     Missing Mention: the mention; Extra Entity: the removed mentions of the response entity;
 *     Missing Entity: every mention of the key entity, found pronouns included (as {@code
 *     missing_entity_mentions} counts them)
 * @param text the words of the first mention, separated by spaces
 * @param type the type of the first mention (5.2)
 */
public record ListedError(
    ErrorCategory category, List<String> mentions, String text, MentionType type) {
  public ListedError {
    // a copy, and an ArrayList: Spark's Kryo rebuilds collections by adding to a new instance,
    // which List.copyOf's immutable lists refuse
    mentions = new ArrayList<>(mentions);
  }
}

package org.corefstats.core.document;

import java.util.List;

/**
 * One entity of a {@link TextDocument}: its id as the source wrote it (CoNLL-2012 number, CoNLL-U
 * eid, jsonlines cluster position) and its mentions in source order.
 */
public record TextEntity(String id, List<TextMention> mentions) {
  public TextEntity {
    mentions = List.copyOf(mentions);
  }
}

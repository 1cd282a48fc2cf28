package org.corefstats.core.corpus;

import java.io.Serializable;

/**
 * What a system's verdict needs from its scored documents, additive so that a run sums it over
 * documents in any order: how many key documents were scored, how many of them the system lacks,
 * and how many repeated mentions were removed from it.
 *
 * @param firstDocument the first key document name (by string order), for messages; null when none
 */
public record SystemTally(long documents, long missing, long removedRepeats, String firstDocument)
    implements Serializable {
  public static final SystemTally EMPTY = new SystemTally(0, 0, 0, null);

  public static SystemTally of(DocumentOutcome d) {
    return new SystemTally(1, d.missing() ? 1 : 0, d.removedRepeats(), d.name());
  }

  public SystemTally plus(SystemTally o) {
    String first =
        firstDocument == null
            ? o.firstDocument
            : o.firstDocument == null || firstDocument.compareTo(o.firstDocument) <= 0
                ? firstDocument
                : o.firstDocument;
    return new SystemTally(
        documents + o.documents, missing + o.missing, removedRepeats + o.removedRepeats, first);
  }

  /**
   * Every key document is missing from the response: the names do not match (e.g. {@code part 0}
   * against {@code part 000}).
   */
  public boolean nothingMatches() {
    return documents > 0 && missing == documents;
  }
}

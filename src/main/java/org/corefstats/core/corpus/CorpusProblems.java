package org.corefstats.core.corpus;

import org.corefstats.core.conll.Document;
import org.corefstats.core.conll.Problem;
import org.corefstats.core.conll.ProblemKind;

/**
 * The problems of v8.01's corpus rules, worded once for every way of scoring (one pair, or
 * many systems on Spark): only key documents are scored, a missing one counts as an empty
 * response, and a name that occurs twice counts once, by its last occurrence.
 */
public final class CorpusProblems {
  private CorpusProblems() {}

  public static Problem missing(Document key) {
    return Problem.of(ProblemKind.MISSING_DOCUMENT, key.file(), key.name(), key.firstLine(),
        "key document missing from the response; scored as an empty response");
  }

  public static Problem extra(Document response) {
    return Problem.of(ProblemKind.EXTRA_DOCUMENT, response.file(), response.name(), response.firstLine(),
        "response document not in the key; ignored");
  }

  /**
   * No response document has a key document's name (e.g. {@code part 0} against {@code part 000}):
   * every score would be 0, which is almost certainly not what was meant.
   */
  public static Problem noMatchingDocuments(String where, String keyExample, String responseExample) {
    return Problem.of(ProblemKind.NO_MATCHING_DOCUMENTS, where, null, 0, responseExample == null
        ? "the response has no documents at all"
        : "no response document has the name of a key document (key: '" + keyExample + "', response: '"
            + responseExample + "'): names must be identical, '; part 000' included");
  }

  /** {@code later} has the name of a document at {@code earlierFile:earlierLine}. */
  public static Problem duplicate(Document later, String earlierFile, long earlierLine) {
    return Problem.of(ProblemKind.DUPLICATE_DOCUMENT, later.file(), later.name(), later.firstLine(),
        "document also at " + earlierFile + ":" + earlierLine + "; only this later occurrence is scored");
  }
}

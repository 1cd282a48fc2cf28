package org.corefstats.core.corpus;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;

/**
 * The documents of one input seen so far, in reading order (files by path, documents by line): a
 * name seen again is a duplicate, and the later occurrence replaces the earlier one.
 */
public final class DocumentNames {
  private final Map<String, Location> seen = new HashMap<>();

  /**
   * Records a document; returns the duplicate-document problem when its name was seen before, else
   * null.
   */
  public Problem see(Document d) {
    return see(d.name(), d.file(), d.firstLine());
  }

  /** As {@link #see(Document)}, for a document known by its name and place only. */
  public Problem see(String name, String file, long firstLine) {
    Location earlier = seen.put(name, new Location(file, firstLine));
    return earlier == null
        ? null
        : CorpusRules.duplicate(name, file, firstLine, earlier.file(), earlier.line());
  }

  /** Documents seen, counting a repeated name once. */
  public int count() {
    return seen.size();
  }

  /**
   * The occurrence that counts among {@code occurrences} of one name, given in reading order (the
   * last), with a duplicate problem for each later one added to {@code problems}, and the note that
   * the key lacks it unless {@code inKey}; null when none.
   */
  public static Document last(List<Document> occurrences, boolean inKey, List<Problem> problems) {
    if (occurrences.isEmpty()) {
      return null;
    }
    CorpusRules.Settlement settled =
        CorpusRules.settle(
            occurrences.get(0).name(),
            inKey,
            occurrences.stream()
                .map(d -> new CorpusRules.Sighting(d.file(), d.firstLine()))
                .toList());
    problems.addAll(settled.problems());
    return occurrences.get(settled.kept());
  }

  private record Location(String file, long line) {}
}

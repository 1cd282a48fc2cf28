package org.corefstats.core.corpus;

import java.util.List;
import org.corefstats.core.document.Problem;

/**
 * Whether a system's response is scored.
 *
 * @param reason the first error that refuses it, or null when it is scored
 * @param findings the problems the verdict itself found about the whole response (no document
 *     matches the key, too many removed repeats), to be reported with the others
 */
public record Verdict(Problem reason, List<Problem> findings) {
  public Verdict {
    findings = List.copyOf(findings);
  }

  public boolean scored() {
    return reason == null;
  }
}

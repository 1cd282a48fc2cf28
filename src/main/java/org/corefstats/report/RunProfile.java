package org.corefstats.report;

import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Semantics;

/**
 * The profile a run's outputs were scored under, as its run.json records it ({@code semantics
 * .profile}), for whoever reads the counts of its documents.parquet, documents.csv or scores.csv
 * back: the rows do not say by which rule BLANC's halves were combined ({@link BlancScore.Rule}),
 * the profile does.
 *
 * @param rule the rule of {@link #profile} ({@link BlancScore.Rule#of})
 * @param profile the profile, or null when neither given nor recorded (v8.01's rule, as outputs
 *     moved out of their run directory)
 * @param recorded whether the profile is the one of the run.json beside the output
 */
public record RunProfile(BlancScore.Rule rule, Semantics.Profile profile, boolean recorded) {
  /**
   * The rule of the profile {@code asked} (null: none), else of the one {@code recorded} in the
   * run.json beside {@code output} (null: none), else v8.01's.
   *
   * @throws InvalidRequestException when a profile is asked for and the run.json records another
   */
  public static RunProfile of(Semantics.Profile asked, Semantics.Profile recorded, String output) {
    if (asked != null && recorded != null && asked != recorded) {
      throw new InvalidRequestException(
          "the profile "
              + asked.code()
              + " is not the one the run.json beside "
              + output
              + " records ("
              + recorded.code()
              + "): its counts were scored under "
              + recorded.code());
    }
    Semantics.Profile profile = asked != null ? asked : recorded;
    return new RunProfile(
        profile == null ? BlancScore.Rule.V801 : BlancScore.Rule.of(profile),
        profile,
        asked == null && recorded != null);
  }

  /** For summaries: which rule combined BLANC's halves, and where it came from. */
  public String describe() {
    String how =
        profile == null
            ? "no profile recorded or given: v8.01's, assumed"
            : "profile "
                + profile.code()
                + (recorded ? ", recorded in the run's run.json" : ", as given by --profile");
    return "BLANC: halves combined by the " + rule.name() + " rule (" + how + ")";
  }
}

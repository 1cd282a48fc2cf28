package org.corefstats.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Semantics;

/**
 * The profile a run's outputs were scored under, as its run.json records it ({@code semantics
 * .profile}), for whoever reads the counts of its documents.parquet, documents.csv or scores.csv
 * back: the rows do not say by which rule BLANC's halves were combined ({@link BlancScore.Rule}),
 * the profile does.
 */
public final class RunProfile {
  /** The run's record, beside its other outputs. */
  static final String RUN_JSON = "run.json";

  private RunProfile() {}

  /**
   * BLANC's rule for counts read from {@code output}, and where it comes from.
   *
   * @param rule the rule of {@link #profile} ({@link BlancScore.Rule#of})
   * @param profile the profile, or null when neither given nor recorded (v8.01's rule, as outputs
   *     moved out of their run directory)
   * @param recorded whether the profile is the one of the run.json beside the output
   */
  public record Resolved(BlancScore.Rule rule, Semantics.Profile profile, boolean recorded) {
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

  /**
   * The rule of the profile {@code asked} (null: none), else of the profile recorded in the
   * run.json beside {@code output}, else v8.01's.
   *
   * @throws InvalidRequestException when a profile is asked for and the run.json records another
   * @throws RefusedInputException when the run.json beside {@code output} cannot be read
   */
  public static Resolved blancRule(Configuration conf, String output, Semantics.Profile asked)
      throws IOException {
    Semantics.Profile recorded = recorded(conf, output);
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
    return new Resolved(
        profile == null ? BlancScore.Rule.V801 : BlancScore.Rule.of(profile),
        profile,
        asked == null && recorded != null);
  }

  /**
   * The profile recorded in the run.json of the directory that holds {@code output}, or null when
   * there is none, or it records no profile (a run.json older than profiles: v8.01's numbers).
   */
  static Semantics.Profile recorded(Configuration conf, String output) throws IOException {
    Path path = UserPaths.of(output);
    FileSystem fs = RunOutput.withoutChecksums(path.getFileSystem(conf));
    Path parent = fs.makeQualified(path).getParent();
    if (parent == null) {
      return null;
    }
    Path json = new Path(parent, RUN_JSON);
    if (!fs.exists(json)) {
      return null;
    }
    JsonNode root;
    try (InputStream in = fs.open(json)) {
      root = new ObjectMapper().readTree(in);
    } catch (IOException e) {
      throw new RefusedInputException(json + ": not a run.json (" + e.getMessage() + ")", e);
    }
    JsonNode profile = root == null ? null : root.path("semantics").get("profile");
    if (profile == null || profile.isNull()) {
      return null;
    }
    String code = profile.asText();
    for (Semantics.Profile p : Semantics.Profile.values()) {
      if (p.code().equals(code.toLowerCase(Locale.ROOT))) {
        return p;
      }
    }
    throw new RefusedInputException(json + ": unknown profile '" + code + "'");
  }
}

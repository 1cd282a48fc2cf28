package org.corefstats;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Locates the shared data folder (the reference scorers' conformance data, the papers' worked
 * examples, LitBank, the published scores): {@code -Dcorefstats.shared=PATH}, by default {@code
 * ../shared} beside the clone. It is not part of the repository, so a test that needs it is
 * annotated {@link NeedsSharedData} and skipped where the folder is missing, unless {@code
 * -Dcorefstats.requireShared=true} (CI) makes a missing folder an error.
 */
public final class SharedData {
  /** Starts every skip reason and abort message, so that {@link SharedDataSkips} counts them. */
  static final String SKIP_REASON = "needs the shared data folder";

  private SharedData() {}

  /** Where the folder is looked for, whether or not it is there. */
  public static Path location() {
    String configured = System.getProperty("corefstats.shared");
    Path root =
        configured != null && !configured.isBlank() ? Path.of(configured) : Path.of("..", "shared");
    return root.toAbsolutePath().normalize();
  }

  /** The folder, if it is there (it holds {@code conformance/}). */
  public static Optional<Path> find() {
    Path root = location();
    return Files.isDirectory(root.resolve("conformance")) ? Optional.of(root) : Optional.empty();
  }

  /** Whether a missing folder fails the tests that need it instead of skipping them (CI). */
  public static boolean required() {
    return Boolean.parseBoolean(System.getProperty("corefstats.requireShared", "false"));
  }

  /** Why a test that needs the folder did not run, where it was looked for included. */
  static String skipReason() {
    return SKIP_REASON + ", not found at " + location();
  }

  /** The error of a required folder that is missing. */
  static IllegalStateException missingButRequired() {
    return new IllegalStateException(
        "The shared data folder was not found at "
            + location()
            + " and -Dcorefstats.requireShared=true: check out the project next to it, or set"
            + " -Dcorefstats.shared=PATH");
  }

  /**
   * The folder. A test that reaches here without it (one not annotated {@link NeedsSharedData}) is
   * aborted, so skipped, or fails where the folder is required.
   */
  public static Path root() {
    Optional<Path> root = find();
    if (root.isPresent()) {
      return root.get();
    }
    if (required()) {
      throw missingButRequired();
    }
    Assumptions.abort(skipReason());
    throw new AssertionError("unreachable");
  }

  public static Path conformance() {
    return root().resolve("conformance");
  }

  public static Path litbank() {
    return root().resolve("data").resolve("litbank").resolve("conll");
  }

  /**
   * The worked examples of docs/explanation/error-analysis.md 5.6 (key, response and expected
   * counts).
   */
  public static Path errorAnalysis() {
    return conformance().resolve("error-analysis");
  }

  /** LitBank with its proper-name mentions as a named-entity column (column 11), for CONE. */
  public static Path litbankNamedEntities() {
    return root().resolve("data").resolve("litbank").resolve("ne");
  }
}

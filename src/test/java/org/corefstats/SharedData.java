package org.corefstats;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Locates {@code ../shared} (conformance data, papers, LitBank), failing clearly when it is
 * missing.
 */
public final class SharedData {
  private SharedData() {}

  public static Path root() {
    String configured = System.getProperty("corefstats.shared");
    Path root = configured != null ? Path.of(configured) : Path.of("..", "shared");
    if (!Files.isDirectory(root.resolve("conformance"))) {
      throw new IllegalStateException(
          "The shared data folder was not found at "
              + root.toAbsolutePath()
              + ": check out the project next to ../shared (or set -Dcorefstats.shared=PATH).");
    }
    return root;
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

package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;

/**
 * Simulated systems for run tests: the sample key ({@code samples/key}, three documents) perturbed
 * by {@code corefstats perturb}.
 */
final class PerturbedSystems {
  private PerturbedSystems() {}

  /** The key the systems are made from. */
  static final Path KEY = Path.of("samples/key");

  /**
   * One system per profile, made with {@code seed} in {@code work}, each moved to {@code
   * systems/PROFILE}; returns {@code systems}.
   */
  static Path of(Path work, Path systems, long seed, String... profiles) throws IOException {
    return of(KEY, work, systems, seed, profiles);
  }

  /** {@link #of(Path, Path, long, String...)} for another key. */
  static Path of(Path key, Path work, Path systems, long seed, String... profiles)
      throws IOException {
    CliTest cli = new CliTest() {};
    for (String profile : profiles) {
      Path made = work.resolve("p-" + profile);
      assertEquals(
          Main.OK,
          cli.runCommand(
              "perturb",
              key.toString(),
              "--systems",
              "1",
              "--profile",
              profile,
              "--seed",
              Long.toString(seed),
              "--out",
              made.toString()),
          cli.stderr());
      Files.move(made.resolve("sys01"), Files.createDirectories(systems).resolve(profile));
    }
    return systems;
  }
}

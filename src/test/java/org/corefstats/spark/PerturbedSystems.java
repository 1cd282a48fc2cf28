package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.corefstats.SharedData;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;

/** Simulated systems for run tests: LitBank perturbed by {@code corefstats perturb}. */
final class PerturbedSystems {
  private PerturbedSystems() {}

  /**
   * One system per profile, made with {@code seed} in {@code work}, each moved to {@code
   * systems/PROFILE}; returns {@code systems}.
   */
  static Path of(Path work, Path systems, long seed, String... profiles) throws IOException {
    CliTest cli = new CliTest() {};
    for (String profile : profiles) {
      Path made = work.resolve("p-" + profile);
      assertEquals(
          Main.OK,
          cli.runCommand(
              "perturb",
              SharedData.litbank().toString(),
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

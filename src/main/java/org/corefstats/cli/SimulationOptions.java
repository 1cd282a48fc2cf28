package org.corefstats.cli;

import java.nio.file.Path;
import java.util.List;
import org.corefstats.synth.SimulatedSystem;
import picocli.CommandLine.Option;

/** Options shared by the commands that write simulated systems ({@code synth}, {@code perturb}). */
final class SimulationOptions {
  @Option(names = "--out", paramLabel = "DIR", required = true, description = "output directory")
  Path out;

  @Option(
      names = "--systems",
      paramLabel = "M",
      defaultValue = "15",
      description = "simulated systems (default: ${DEFAULT-VALUE})")
  int systems;

  @Option(
      names = "--seed",
      paramLabel = "S",
      defaultValue = "1",
      description = "random seed (default: ${DEFAULT-VALUE})")
  long seed;

  @Option(
      names = "--profile",
      paramLabel = "NAME",
      description =
          "one error profile for every system (strong, medium, weak, merger, splitter, singletons,"
              + " no-mentions); default: varied profiles from the seed")
  String profile;

  /** The simulated systems these options ask for. */
  List<SimulatedSystem> systems() {
    if (systems < 0) {
      throw new IllegalArgumentException("--systems must not be negative");
    }
    return SimulatedSystem.list(systems, profile, seed);
  }

  String profileLabel() {
    return profile == null ? "varied profiles" : profile;
  }
}

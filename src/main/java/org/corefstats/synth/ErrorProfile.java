package org.corefstats.synth;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * How often a simulated system makes each kind of error ({@link Perturber} says how each is
 * applied). All rates are probabilities in [0, 1]:
 *
 * @param missRate each key mention is dropped with this probability
 * @param spuriousRate spurious mentions added, per key mention (most become singletons)
 * @param boundaryRate each kept mention has one end moved by one token with this probability
 * @param wrongLinkRate each kept mention is moved to a nearby other entity with this probability
 * @param splitRate each link between consecutive mentions of an entity is cut with this probability
 *     (1 leaves every mention alone)
 * @param mergeRate each entity is merged with a nearby other entity with this probability
 */
public record ErrorProfile(
    double missRate,
    double spuriousRate,
    double boundaryRate,
    double wrongLinkRate,
    double splitRate,
    double mergeRate) {

  private static final Map<String, ErrorProfile> PRESETS = presetMap();

  public ErrorProfile {
    for (double rate :
        new double[] {missRate, spuriousRate, boundaryRate, wrongLinkRate, splitRate, mergeRate}) {
      if (!(rate >= 0 && rate <= 1)) {
        throw new IllegalArgumentException("error rates must be in [0, 1]: " + rate);
      }
    }
  }

  private static Map<String, ErrorProfile> presetMap() {
    Map<String, ErrorProfile> m = new LinkedHashMap<>();
    m.put("strong", new ErrorProfile(0.05, 0.05, 0.03, 0.03, 0.03, 0.01));
    m.put("medium", new ErrorProfile(0.12, 0.10, 0.05, 0.06, 0.10, 0.03));
    m.put("weak", new ErrorProfile(0.25, 0.20, 0.08, 0.12, 0.25, 0.08));
    m.put("merger", new ErrorProfile(0.05, 0.05, 0.03, 0.05, 0.02, 0.30));
    m.put("splitter", new ErrorProfile(0.05, 0.05, 0.03, 0.05, 0.50, 0.00));
    m.put("singletons", new ErrorProfile(0.10, 0.10, 0.03, 0.00, 1.00, 0.00));
    m.put("no-mentions", new ErrorProfile(1.00, 0.00, 0.00, 0.00, 0.00, 0.00));
    return Collections.unmodifiableMap(m);
  }

  /**
   * The named presets, in a fixed order: strong, medium, weak, merger, splitter, singletons,
   * no-mentions.
   */
  public static Map<String, ErrorProfile> presets() {
    return PRESETS;
  }

  /** A preset by name; throws IllegalArgumentException listing the names for an unknown one. */
  public static ErrorProfile preset(String name) {
    ErrorProfile p = PRESETS.get(name);
    if (p == null) {
      throw new IllegalArgumentException(
          "unknown error profile '" + name + "'; known: " + String.join(", ", PRESETS.keySet()));
    }
    return p;
  }

  /**
   * {@code count} different profiles, the same for the same seed: qualities spread evenly from
   * strong to weak (in shuffled order, so system numbers do not tell the ranking), each rate
   * jittered, and about a quarter of the systems leaning to merging, a quarter to splitting. Rates
   * are rounded to three decimals so that {@code systems.csv} shows them exactly.
   */
  public static List<ErrorProfile> varied(int count, long seed) {
    Random random = new Random(seed);
    List<Double> qualities = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      qualities.add((i + random.nextDouble()) / count);
    }
    Collections.shuffle(qualities, random);
    List<ErrorProfile> out = new ArrayList<>(count);
    for (double q : qualities) {
      double lean = random.nextDouble();
      double mergeFactor = lean < 0.25 ? 3 : lean < 0.5 ? 0.3 : 1;
      double splitFactor = lean < 0.25 ? 0.3 : lean < 0.5 ? 2 : 1;
      out.add(
          new ErrorProfile(
              rate(0.02 + 0.25 * q * jitter(random)),
              rate(0.02 + 0.25 * q * jitter(random)),
              rate(0.01 + 0.10 * q * jitter(random)),
              rate(0.01 + 0.12 * q * jitter(random)),
              rate(0.01 + 0.20 * q * jitter(random) * splitFactor),
              rate(0.005 + 0.08 * q * jitter(random) * mergeFactor)));
    }
    return out;
  }

  private static double jitter(Random random) {
    return Math.exp(0.3 * random.nextGaussian());
  }

  private static double rate(double r) {
    return Math.round(Math.min(1, r) * 1000) / 1000.0;
  }
}

package org.corefstats.synth;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.corefstats.core.document.Document;

/**
 * One simulated system of a set: its directory name ({@code sys01}), the name of its profile (a
 * preset name, or {@code varied}) and its error rates. Each document's response depends only on the
 * seed, the system number and the document name, so it does not change with the order or the layout
 * of the files.
 */
public record SimulatedSystem(int number, String name, String profileName, ErrorProfile profile) {

  /** The CSV header of {@link #writeCsv}. */
  public static final String CSV_HEADER =
      "system,profile,miss_rate,spurious_rate,boundary_rate,wrong_link_rate,split_rate,merge_rate";

  /**
   * {@code count} systems named {@code sys01, sys02, ...} (wider numbers past 99): all with the
   * preset {@code preset}, or, when it is null, with {@link ErrorProfile#varied} profiles from the
   * seed.
   */
  public static List<SimulatedSystem> list(int count, String preset, long seed) {
    List<ErrorProfile> profiles = preset == null ? ErrorProfile.varied(count, seed) : null;
    ErrorProfile fixed = preset == null ? null : ErrorProfile.preset(preset);
    int width = Math.max(2, Integer.toString(count).length());
    List<SimulatedSystem> out = new ArrayList<>(count);
    for (int i = 1; i <= count; i++) {
      String name = String.format(Locale.ROOT, "sys%0" + width + "d", i);
      out.add(
          new SimulatedSystem(
              i,
              name,
              preset == null ? "varied" : preset,
              preset == null ? profiles.get(i - 1) : fixed));
    }
    return out;
  }

  /** The response of this system for {@code key}, given the set's seed. */
  public Document respond(Document key, long seed) {
    return new Perturber(profile).perturb(key, random(seed, key.name()));
  }

  /**
   * The random sequence for one document: a mix of the seed, the system number and the document
   * name.
   */
  public Random random(long seed, String documentName) {
    long h = mix(seed ^ 0x5DEECE66DL);
    h = mix(h ^ number);
    h = mix(h ^ documentName.hashCode());
    return new Random(h);
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** Writes one row per system: {@value #CSV_HEADER}. */
  public static void writeCsv(Path file, List<SimulatedSystem> systems) throws IOException {
    try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      w.write(CSV_HEADER + "\n");
      for (SimulatedSystem s : systems) {
        ErrorProfile p = s.profile();
        w.write(
            String.format(
                Locale.ROOT,
                "%s,%s,%s,%s,%s,%s,%s,%s\n",
                s.name(),
                s.profileName(),
                p.missRate(),
                p.spuriousRate(),
                p.boundaryRate(),
                p.wrongLinkRate(),
                p.splitRate(),
                p.mergeRate()));
      }
    }
  }
}

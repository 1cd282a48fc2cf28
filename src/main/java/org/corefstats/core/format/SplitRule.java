package org.corefstats.core.format;

import java.nio.charset.StandardCharsets;

/**
 * Where a file of a format may be cut into pieces read on their own ({@code run} on large
 * uncompressed files): before each line that starts with {@code marker} (CoNLL-2012's {@code #begin
 * document}, CoNLL-U's {@code # newdoc}), or at every line end (jsonlines: one document per line)
 * when {@code marker} is null. Hadoop's record reader cuts at {@link #delimiter} and swallows it;
 * the marker ({@link #restored}) is given back to every record after a cut.
 */
public record SplitRule(String marker) {
  /** Cut at line ends. */
  public static final SplitRule LINES = new SplitRule(null);

  /** Cut before each line starting with {@code marker}. */
  public static SplitRule at(String marker) {
    return new SplitRule(marker);
  }

  /** The bytes Hadoop's record reader cuts at, or null for its default (line ends). */
  public byte[] delimiter() {
    return marker == null ? null : ("\n" + marker).getBytes(StandardCharsets.UTF_8);
  }

  /** The text of the delimiter after its newline, given back to each record after a cut. */
  public byte[] restored() {
    return marker == null ? new byte[0] : marker.getBytes(StandardCharsets.UTF_8);
  }
}

package org.corefstats.spark;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.corefstats.core.error.InvalidRequestException;

/**
 * How a run is executed, which changes none of its outputs: the size of the work per task, when the
 * key is broadcast, and the Spark session's master and configuration. Limits checked when asked.
 *
 * @param maxSplitBytes largest piece of one file per task, 0 for automatic
 * @param keyBroadcastBytes broadcast a key of at most this many bytes of text to the scoring tasks
 *     (see {@link BroadcastScoring}); a larger key is grouped with the systems by document name
 *     ({@link ShuffleScoring}; 0: never broadcast)
 * @param master Spark's master, or null for the session's own (embedded {@code local[*]})
 * @param conf further Spark configuration
 * @throws InvalidRequestException for a limit out of range
 */
public record Execution(
    long maxSplitBytes, long keyBroadcastBytes, String master, Map<String, String> conf) {
  /**
   * Keys of up to 512 MB of text are broadcast: parsed, a document keeps about a tenth of its text
   * (two numbers per token and its mentions), so OntoNotes (~200 MB) takes ~20 MB per executor.
   */
  public static final long DEFAULT_KEY_BROADCAST_BYTES = 512L << 20;

  public Execution {
    conf = Collections.unmodifiableMap(new LinkedHashMap<>(conf));
    if (maxSplitBytes < 0) {
      throw new InvalidRequestException(
          "the split size is 0 (automatic) or more bytes, not " + maxSplitBytes);
    }
    if (keyBroadcastBytes < 0) {
      throw new InvalidRequestException(
          "the key broadcast limit is 0 (never) or more bytes, not " + keyBroadcastBytes);
    }
  }

  /** Automatic splits, the default broadcast limit, the session's own master and configuration. */
  public static Execution defaults() {
    return new Execution(0, DEFAULT_KEY_BROADCAST_BYTES, null, Map.of());
  }
}

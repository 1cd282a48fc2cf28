package org.corefstats.core.match;

import java.io.Serializable;
import java.util.Set;
import java.util.function.Consumer;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.KeySideInput;
import org.corefstats.core.document.Problem;

/**
 * Key and response partitions derived from one document pair, for the metrics that count a part of
 * it: each named view is a contingency table the usual metric equations then count. CONE's named
 * mentions are the one such part today (views {@code named}, {@code entities} and {@code
 * approximate}, {@code core/cone}); the scorer asks the semantics for a {@link Source} and never
 * needs to know which.
 */
public interface PartitionViews {
  /** The contingency table of {@code view}, or null when this pair has none. */
  ContingencyTable table(String view);

  /** A view by name, with the source of its default options (when the semantics give none). */
  record View(String name, Source defaults) implements Serializable {}

  /** What derives the views of a pair (held by the semantics, shipped to executors with it). */
  interface Source extends Serializable {
    /** What is read beside the key for these views; nothing by default. */
    default KeySideInput keySide() {
      return KeySideInput.NONE;
    }

    /**
     * Whether these are the views' default options (a semantics then holds none: equal to V801).
     */
    default boolean isDefault() {
      return false;
    }

    /**
     * The {@code views} of {@code response} against {@code key}; problems found in the derived
     * layers are reported to {@code problems}.
     */
    PartitionViews derive(
        Document key, Document response, Set<String> views, Consumer<Problem> problems);
  }
}

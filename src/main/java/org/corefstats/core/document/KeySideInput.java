package org.corefstats.core.document;

import java.io.Serializable;
import java.util.Collection;
import java.util.List;

/**
 * An input read beside the key that adds to it or stands in for it: CONE's named-entity layer from
 * a file, or, in CONE's approx-only mode, that file as the whole key. Every path that reads the key
 * asks it the same questions, whatever the input is: {@code score}'s in-process scorer and a run's
 * broadcast and shuffle paths. {@link #NONE} when there is nothing beside the key.
 */
public interface KeySideInput extends Serializable {
  /** Nothing beside the key. */
  KeySideInput NONE = Nothing.INSTANCE;

  /** Whether this input is the key: its {@link #keyDocuments()} replace the key's files. */
  default boolean isKey() {
    return false;
  }

  /** The key documents, when {@link #isKey()} (held by the driver, so a run broadcasts them). */
  default List<Document> keyDocuments() {
    return List.of();
  }

  /** Whether {@link #unknownDocuments} can find anything (it needs the key's names). */
  default boolean checksKeyNames() {
    return false;
  }

  /** Problems of the input against the key's document names (its documents the key lacks). */
  default List<Problem> unknownDocuments(Collection<String> keyNames) {
    return List.of();
  }

  /** The key to score {@code response} against (the key itself unless this input is the key). */
  default Document keyFor(Document key, Document response) {
    return key;
  }

  /** Whether a problem found while scoring comes from this input on the key's side. */
  default boolean isKeyProblem(Problem p) {
    return false;
  }

  /** The key's format in descriptions, when this input is the key; null otherwise. */
  default String keyFormat() {
    return null;
  }

  /** {@link #NONE}. */
  enum Nothing implements KeySideInput {
    INSTANCE
  }
}

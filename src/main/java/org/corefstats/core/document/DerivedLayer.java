package org.corefstats.core.document;

/**
 * A kind of value computed from a document alone and kept with it ({@link Document#layer}), e.g. a
 * key document's named-entity layer, the same for every system scored against it. Its owner
 * declares it once, as a constant: instances are told apart by identity, and the type parameter
 * says what the document keeps under it.
 *
 * @param <T> the value's type
 */
public final class DerivedLayer<T> {
  private final String name;

  private DerivedLayer(String name) {
    this.name = name;
  }

  /** A new layer; {@code name} only says what it is in messages. */
  public static <T> DerivedLayer<T> of(String name) {
    return new DerivedLayer<>(name);
  }

  @Override
  public String toString() {
    return name;
  }
}

package org.corefstats.core.text;

import org.corefstats.core.format.TextFormat;

/** The {@link TextFormat} of each {@link Format}, as the format supplies it. */
public final class TextFormats {
  private TextFormats() {}

  /** A new reader and writer of {@code format} (jsonlines: conventions detected per record). */
  public static TextFormat of(Format format) {
    return format.implementation().text();
  }
}

package org.corefstats.core.text;

import org.corefstats.core.conll.ConllText;

/** The {@link TextFormat} of each {@link Format}: the one place that knows the classes. */
public final class TextFormats {
  private TextFormats() {}

  /**
   * A new reader and writer of {@code format}.
   *
   * @throws UnsupportedOperationException for a format this build cannot convert yet
   */
  public static TextFormat of(Format format) {
    return switch (format) {
      case CONLL -> new ConllText();
      // TODO(lead): ConlluText, JsonlinesText
      case CONLLU, JSONL ->
          throw new UnsupportedOperationException(
              "conversion from and to " + format.code() + " is not available in this build");
    };
  }
}

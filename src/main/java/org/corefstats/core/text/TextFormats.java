package org.corefstats.core.text;

import org.corefstats.core.conll.ConllText;
import org.corefstats.core.conllu.ConlluText;
import org.corefstats.core.format.TextFormat;
import org.corefstats.core.jsonl.JsonlinesText;

/** The {@link TextFormat} of each {@link Format}: the one place that knows the classes. */
public final class TextFormats {
  private TextFormats() {}

  /** A new reader and writer of {@code format} (jsonlines: conventions detected per record). */
  public static TextFormat of(Format format) {
    return switch (format) {
      case CONLL -> new ConllText();
      case CONLLU -> new ConlluText();
      case JSONL -> new JsonlinesText();
    };
  }
}

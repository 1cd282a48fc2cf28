package org.corefstats.core.corpus;

import java.io.Serializable;
import org.corefstats.core.text.Format;

/**
 * How input files are read: each in the format its name says, or all in one format ({@code
 * --format}); a file whose name says none (given by itself) is CoNLL-2012, as it always was.
 *
 * @param forced the format of every input, or null to go by the names
 */
public record InputFormats(Format forced) implements Serializable {
  public static final InputFormats BY_NAME = new InputFormats(null);

  /** The format a file is read in. */
  public Format of(String fileName) {
    if (forced != null) {
      return forced;
    }
    Format named = Format.ofFileName(fileName);
    return named == null ? Format.CONLL : named;
  }
}

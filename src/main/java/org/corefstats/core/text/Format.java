package org.corefstats.core.text;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import org.corefstats.core.conll.ConllFormat;
import org.corefstats.core.conllu.ConlluFormat;
import org.corefstats.core.format.DocumentFormat;
import org.corefstats.core.jsonl.JsonlinesFormat;

/**
 * The input formats corefstats reads, chosen by a file's name ({@code .gz} aside) or by {@code
 * --format}: the one list of formats, each constant with its {@link DocumentFormat} (name,
 * file-name rule, reader, split rule, text format), through which {@code DocumentStreams}, {@link
 * TextFormats}, {@link Conversion} and Spark's {@code SplitReader} dispatch. A new format is its
 * package and one constant here.
 */
public enum Format {
  /** CoNLL-2011/2012: {@code *.conll}, {@code *_conll} (v8.01's semantics by default). */
  CONLL(new ConllFormat()),
  /** CorefUD CoNLL-U, coreference in MISC {@code Entity=}: {@code *.conllu}. */
  CONLLU(new ConlluFormat()),
  /** jsonlines of neural systems: {@code *.jsonl}, {@code *.jsonlines}. */
  JSONL(new JsonlinesFormat());

  private final DocumentFormat implementation;

  Format(DocumentFormat implementation) {
    this.implementation = implementation;
  }

  /** What this format supplies: its reader, split rule and text format. */
  public DocumentFormat implementation() {
    return implementation;
  }

  public String code() {
    return implementation.name();
  }

  /** The format a file's name says, {@code .gz} aside, or null when it says none. */
  public static Format ofFileName(String fileName) {
    String n = fileName.toLowerCase(Locale.ROOT);
    if (n.endsWith(".gz")) {
      n = n.substring(0, n.length() - 3);
    }
    for (Format f : values()) {
      if (f.implementation.names(n)) {
        return f;
      }
    }
    return null;
  }

  /** The format named {@code code} on the command line. */
  public static Format fromCode(String code) {
    for (Format f : values()) {
      if (f.code().equals(code.toLowerCase(Locale.ROOT))) {
        return f;
      }
    }
    throw new IllegalArgumentException(
        "unknown format '"
            + code
            + "': expected "
            + Arrays.stream(values())
                .map(Format::code)
                .collect(Collectors.joining(", "))
                .replaceFirst(", (\\w+)$", " or $1"));
  }
}

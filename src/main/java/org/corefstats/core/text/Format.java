package org.corefstats.core.text;

import java.util.Locale;

/**
 * The input formats corefstats reads, chosen by a file's name ({@code .gz} aside) or by {@code
 * --format}.
 */
public enum Format {
  /** CoNLL-2011/2012: {@code *.conll}, {@code *_conll} (v8.01's semantics by default). */
  CONLL("conll"),
  /** CorefUD CoNLL-U, coreference in MISC {@code Entity=}: {@code *.conllu}. */
  CONLLU("conllu"),
  /** jsonlines of neural systems: {@code *.jsonl}, {@code *.jsonlines}. */
  JSONL("jsonl");

  private final String code;

  Format(String code) {
    this.code = code;
  }

  public String code() {
    return code;
  }

  /** The format a file's name says, {@code .gz} aside, or null when it says none. */
  public static Format ofFileName(String fileName) {
    String n = fileName.toLowerCase(Locale.ROOT);
    if (n.endsWith(".gz")) {
      n = n.substring(0, n.length() - 3);
    }
    if (n.endsWith(".conllu")) {
      return CONLLU;
    }
    if (n.endsWith(".jsonl") || n.endsWith(".jsonlines")) {
      return JSONL;
    }
    if (n.endsWith(".conll") || n.endsWith("_conll")) { // *_gold_conll, *_auto_conll too
      return CONLL;
    }
    return null;
  }

  /** The format named {@code code} on the command line. */
  public static Format fromCode(String code) {
    for (Format f : values()) {
      if (f.code.equals(code.toLowerCase(Locale.ROOT))) {
        return f;
      }
    }
    throw new IllegalArgumentException(
        "unknown format '" + code + "': expected conll, conllu or jsonl");
  }
}

package org.corefstats.core.corpus;

import java.util.List;
import org.corefstats.core.text.Format;

/**
 * What is read from a directory, for every lister (local files with {@code score}, Hadoop's
 * FileSystem with {@code run}): which names are input files (of any format), which are hidden,
 * which children of a systems directory are systems and what each is called.
 */
public final class InputNames {
  /** The key's name among the sources in outputs (no system name starts with '('). */
  public static final String KEY = "(key)";

  /** How the message of a file that is left out says why. */
  public static final String NOT_CONLL =
      "not an input file name (*_conll, *.conll, *.conllu, *.jsonl, *.jsonlines, optionally .gz):"
          + " ignored";

  /** What an input without any file of a format read has not. */
  public static final String INPUT_FILES =
      "input files (*_conll, *.conll, *.conllu, *.jsonl, *.jsonlines, optionally .gz)";

  public static final String NOT_A_SYSTEM =
      "not a system (neither a directory nor an input file): ignored";

  /** The suffixes a system's name loses, longest first ({@code .jsonlines} before ...). */
  private static final List<String> SUFFIXES =
      List.of(".jsonlines", ".conllu", ".jsonl", "_conll", ".conll");

  private InputNames() {}

  /** What a directory entry is to a lister. */
  public enum Entry {
    /** An input file, read; or a directory, descended into. */
    READ,
    /**
     * Skipped without a word: {@code .DS_Store}, {@code _SUCCESS}, {@code .git}, a hidden
     * directory.
     */
    HIDDEN,
    /** Left out with a note: {@code README.txt}. */
    IGNORED
  }

  /**
   * An entry found below a given directory (a path given itself is always read, whatever its name):
   * hidden names are skipped, directories descended into, input files read.
   */
  public static Entry classify(String name, boolean directory) {
    return classify(name, directory, null);
  }

  /**
   * {@link #classify(String, boolean)} for a system's entries, where the responses may be an LLM's
   * output: files named with {@code llmSuffix} ({@code .txt}, {@code .json}; null: none) are read
   * too.
   */
  public static Entry classify(String name, boolean directory, String llmSuffix) {
    if (isHidden(name)) {
      return Entry.HIDDEN;
    }
    return directory || isInputFile(name) || isLlmOutput(name, llmSuffix)
        ? Entry.READ
        : Entry.IGNORED;
  }

  /** Whether the name is {@code something} + {@code llmSuffix}, optionally gzipped. */
  public static boolean isLlmOutput(String fileName, String llmSuffix) {
    String name = withoutGz(fileName);
    return llmSuffix != null && name.endsWith(llmSuffix) && name.length() > llmSuffix.length();
  }

  /**
   * True for the names of the formats read ({@link Format#ofFileName}): CoNLL-2012 {@code *_conll},
   * {@code *.conll}; CoNLL-U {@code *.conllu}; jsonlines {@code *.jsonl}, {@code *.jsonlines};
   * optionally gzipped.
   */
  public static boolean isInputFile(String fileName) {
    return Format.ofFileName(fileName) != null;
  }

  /** Names starting with '.' or '_' (as Hadoop's and Spark's own listings hide them). */
  public static boolean isHidden(String name) {
    return name.startsWith(".") || name.startsWith("_");
  }

  /**
   * The name of the system a child of a systems directory is: a directory by its name, an input
   * file by its name without the format's suffixes ({@code sys1.conll.gz} is {@code sys1}).
   */
  public static String systemName(String childName, boolean directory) {
    return systemName(childName, directory, null);
  }

  /** {@link #systemName(String, boolean)}, an LLM output's file losing {@code llmSuffix} too. */
  public static String systemName(String childName, boolean directory, String llmSuffix) {
    if (!directory && isLlmOutput(childName, llmSuffix)) {
      String name = withoutGz(childName);
      return name.substring(0, name.length() - llmSuffix.length());
    }
    return directory ? childName : baseName(childName);
  }

  /**
   * A file's name without the format's suffixes: {@code sys1.conll.gz} is {@code sys1}, {@code
   * cs_pdt-corefud-test.conllu} is {@code cs_pdt-corefud-test}, {@code ferry_conll} is {@code
   * ferry}; a name without them as it is.
   */
  public static String baseName(String fileName) {
    String name = withoutGz(fileName);
    for (String suffix : SUFFIXES) {
      if (name.endsWith(suffix) && name.length() > suffix.length()) {
        return name.substring(0, name.length() - suffix.length());
      }
    }
    return name;
  }

  /**
   * Why a system cannot have this name, or null when it can: a name is a column value of every
   * output (no comma, no line break) and cannot look like the key's own name there, {@code (key)}.
   */
  public static String unusableSystemName(String name) {
    if (name.isEmpty()) {
      return "a system name cannot be empty";
    }
    if (name.startsWith("(") || name.contains(",") || name.contains("\n")) {
      return "a system name cannot start with '(' or contain a comma or a line break";
    }
    return null;
  }

  private static String withoutGz(String name) {
    return name.endsWith(".gz") ? name.substring(0, name.length() - 3) : name;
  }
}

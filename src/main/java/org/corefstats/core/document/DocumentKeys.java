package org.corefstats.core.document;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How document names of the three formats correspond (docs/explanation/corefud-and-coval.md section
 * 7): CoNLL-2012 {@code #begin document (NAME); part PART} is jsonlines {@code doc_key} {@code
 * NAME_PART} (the part as an integer) and CoNLL-U {@code # newdoc id = NAME_PART}. A name that does
 * not follow the CoNLL-2012 pattern is used as it is.
 */
public final class DocumentKeys {
  private DocumentKeys() {}

  private static final Pattern CONLL = Pattern.compile("\\((.*)\\); part (\\d+)");
  private static final Pattern KEY = Pattern.compile("(.*)_(\\d+)");

  /** The jsonlines {@code doc_key} (and CoNLL-U document id) of a corefstats document name. */
  public static String docKey(String name) {
    Matcher m = CONLL.matcher(name);
    return m.matches() ? m.group(1) + "_" + Integer.parseInt(m.group(2)) : name;
  }

  /**
   * The corefstats name of a {@code doc_key}: {@code (NAME); part PART} with the part padded to
   * {@code partDigits} digits (3 as OntoNotes, 1 as LitBank), or the key itself when it has no
   * {@code _PART} suffix.
   */
  public static String name(String docKey, int partDigits) {
    Matcher m = KEY.matcher(docKey);
    if (!m.matches()) {
      return docKey;
    }
    String part = String.format("%0" + Math.max(1, partDigits) + "d", Long.parseLong(m.group(2)));
    return "(" + m.group(1) + "); part " + part;
  }

  /**
   * A document's name without its part: {@code NAME} of {@code (NAME); part PART}, a {@code
   * doc_key} without its {@code _PART}, any other name as it is.
   */
  public static String withoutPart(String name) {
    Matcher m = CONLL.matcher(name);
    if (m.matches()) {
      return m.group(1);
    }
    Matcher k = KEY.matcher(name);
    return k.matches() ? k.group(1) : name;
  }

  /**
   * The name under which documents of different formats are paired: {@code NAME_PART} with the part
   * as an integer, whatever the format wrote.
   */
  public static String pairingKey(String name) {
    Matcher m = CONLL.matcher(name);
    if (m.matches()) {
      return m.group(1) + "_" + Long.parseLong(m.group(2));
    }
    Matcher k = KEY.matcher(name);
    return k.matches() ? k.group(1) + "_" + Long.parseLong(k.group(2)) : name;
  }
}

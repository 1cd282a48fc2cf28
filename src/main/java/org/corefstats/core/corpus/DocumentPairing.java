package org.corefstats.core.corpus;

import java.io.Serializable;
import java.util.HashMap;
import java.util.List;
import org.corefstats.core.document.DocumentKeys;
import org.corefstats.core.text.Format;

/**
 * Which key document a response document is scored against: the one of the same name, as v8.01
 * pairs them; and, when either side is not CoNLL-2012, the one with the same document key ({@link
 * DocumentKeys#pairingKey}: {@code (x); part 000} in CoNLL-2012 is {@code x_0} in jsonlines and
 * CoNLL-U). Two CoNLL-2012 inputs are paired by name only, as v8.01 pairs them ({@code part 0} is
 * not {@code part 000}).
 */
public final class DocumentPairing implements Serializable {
  private static final long serialVersionUID = 1L;

  /** A document key shared by two key documents: no pairing by it. */
  private static final int AMBIGUOUS = -2;

  private final HashMap<String, Integer> byName;
  private final HashMap<String, Integer> byDocumentKey;
  private final boolean keyIsConll;

  /**
   * @param keyNames the key's document names, by index
   * @param keyIsConll whether every key file is CoNLL-2012
   */
  public DocumentPairing(List<String> keyNames, boolean keyIsConll) {
    this.keyIsConll = keyIsConll;
    byName = new HashMap<>(keyNames.size() * 2);
    byDocumentKey = new HashMap<>(keyNames.size() * 2);
    for (int i = 0; i < keyNames.size(); i++) {
      byName.put(keyNames.get(i), i);
      byDocumentKey.merge(DocumentKeys.pairingKey(keyNames.get(i)), i, (a, b) -> AMBIGUOUS);
    }
  }

  /**
   * The index of the key document a response document pairs with, or -1.
   *
   * @param responseFormat the format of the file the response document was read from
   */
  public int indexOf(String responseName, Format responseFormat) {
    Integer i = byName.get(responseName);
    if (i != null) {
      return i;
    }
    if (keyIsConll && responseFormat == Format.CONLL) {
      return -1;
    }
    Integer k = byDocumentKey.get(DocumentKeys.pairingKey(responseName));
    return k == null || k == AMBIGUOUS ? -1 : k;
  }
}

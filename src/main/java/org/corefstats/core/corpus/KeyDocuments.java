package org.corefstats.core.corpus;

import java.io.Serializable;
import java.util.List;
import org.corefstats.core.document.Document;
import org.corefstats.core.text.Format;

/**
 * The parsed key as the scoring tasks receive it (broadcast): its documents, each once (the
 * occurrence that counts), by name order, with their lines absolute; a document is its mentions,
 * token count and word hashes, not its text.
 */
public final class KeyDocuments implements Serializable {
  private static final long serialVersionUID = 1L;

  private final Document[] documents;
  private final DocumentPairing pairing;

  /**
   * @param keyIsConll whether every key file is CoNLL-2012 (then CoNLL-2012 responses pair by name
   *     only, as v8.01 pairs them)
   */
  public KeyDocuments(List<Document> byName, boolean keyIsConll) {
    documents = byName.toArray(new Document[0]);
    pairing = new DocumentPairing(byName.stream().map(Document::name).toList(), keyIsConll);
  }

  public int size() {
    return documents.length;
  }

  public Document get(int i) {
    return documents[i];
  }

  /**
   * The index of the key document a response document read from a file of {@code format} pairs with
   * ({@link DocumentPairing}), or -1 when the key has none.
   */
  public int indexOf(String name, Format format) {
    return pairing.indexOf(name, format);
  }
}

package org.corefstats.spark;

import java.io.Serializable;
import java.util.HashMap;
import java.util.List;
import org.corefstats.core.conll.Document;

/**
 * The parsed key as the scoring tasks receive it (broadcast): its documents, each once (the
 * occurrence that counts), by name order, with their lines absolute; a document is its mentions,
 * token count and word hashes, not its text.
 */
final class KeyDocuments implements Serializable {
  private static final long serialVersionUID = 1L;

  private final Document[] documents;
  private final HashMap<String, Integer> index;

  KeyDocuments(List<Document> byName) {
    documents = byName.toArray(new Document[0]);
    index = new HashMap<>(documents.length * 2);
    for (int i = 0; i < documents.length; i++) {
      index.put(documents[i].name(), i);
    }
  }

  int size() {
    return documents.length;
  }

  Document get(int i) {
    return documents[i];
  }

  /** The index of the key document of this name, or -1 when the key has none. */
  int indexOf(String name) {
    Integer i = index.get(name);
    return i == null ? -1 : i;
  }
}

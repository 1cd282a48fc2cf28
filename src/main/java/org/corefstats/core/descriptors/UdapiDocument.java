package org.corefstats.core.descriptors;

import java.util.List;

/**
 * A udapi document (DESCRIPTORS.md §2.6): the whole file by default, one per {@code # newdoc} with
 * {@code split_docs=1}.
 *
 * @param sentences its sentences in file order
 * @param entityHeader the {@code # global.Entity} value that applies to it (§2.5), or null
 */
record UdapiDocument(List<UdapiSentence> sentences, String entityHeader) {
  UdapiDocument {
    sentences = List.copyOf(sentences);
  }
}

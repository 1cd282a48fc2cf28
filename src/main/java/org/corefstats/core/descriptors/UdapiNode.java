package org.corefstats.core.descriptors;

/**
 * A node as udapi reads it (DESCRIPTORS.md §2.1-2.3): a word (integer ID) or an empty node ({@code
 * k.m}); multiword-token lines are no nodes.
 *
 * @param id the ID as written ({@code 5}, {@code 5.1})
 * @param major the integer part of the ID
 * @param minor the part after the dot, 0 for a word
 * @param upos the UPOS; null for a word whose UPOS is {@code _} (§2.3), an empty node's kept as is
 * @param head the basic HEAD column (words, §6.20)
 * @param deps the DEPS column (empty nodes, §6.20)
 * @param misc the MISC column
 * @param line the 1-based line of the file
 */
record UdapiNode(
    String id,
    int major,
    int minor,
    String upos,
    String head,
    String deps,
    String misc,
    long line) {

  boolean empty() {
    return minor != 0;
  }
}

package org.corefstats.core.document;

/**
 * The hash of a word as every reader computes it: FNV-1a over its UTF-8 bytes, never 0 (0 means "no
 * word"), so that the words of a key and a response in different formats can be compared.
 */
public final class WordHash {
  private WordHash() {}

  public static int of(byte[] buf, int from, int to) {
    int h = 0x811C9DC5;
    for (int i = from; i < to; i++) {
      h = (h ^ (buf[i] & 0xFF)) * 0x01000193;
    }
    return h == 0 ? 1 : h;
  }
}

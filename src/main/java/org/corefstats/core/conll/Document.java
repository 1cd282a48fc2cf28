package org.corefstats.core.conll;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One parsed document: its key, its token count and its entities. Entities are in order of the
 * first appearance of their id, mentions of an entity in the order they were completed (both as
 * v8.01 builds them, which decides which copy of a repeated mention is kept). A mention is the pair
 * (first token, last token) of token ordinals within the document. Immutable.
 */
public final class Document implements Serializable {
  private static final long serialVersionUID = 1L;

  private final String name;
  private final String file;
  private final long firstLine;
  private final int tokenCount;
  private final String[] entityIds;

  /** Mentions of entity e are {@code entityStart[e] .. entityStart[e+1]-1}. */
  private final int[] entityStart;

  private final int[] mentionFirst;
  private final int[] mentionLast;

  /** Line of each token, counted from {@link #firstLine}; null when not read from a file. */
  private final int[] tokenLine;

  /**
   * Hash of each token's word (the 4th field), 0 for a line without one; null when not read from a
   * file.
   */
  private final int[] wordHash;

  Document(
      String name,
      String file,
      long firstLine,
      int tokenCount,
      String[] entityIds,
      int[] entityStart,
      int[] mentionFirst,
      int[] mentionLast,
      int[] tokenLine,
      int[] wordHash) {
    this.name = name;
    this.file = file;
    this.firstLine = firstLine;
    this.tokenCount = tokenCount;
    this.entityIds = entityIds;
    this.entityStart = entityStart;
    this.mentionFirst = mentionFirst;
    this.mentionLast = mentionLast;
    this.tokenLine = tokenLine;
    this.wordHash = wordHash;
  }

  /**
   * A document without mentions, e.g. the response for a key document the system did not produce.
   */
  public static Document empty(String name) {
    return new Document(
        name, null, 0, 0, new String[0], new int[] {0}, new int[0], new int[0], null, null);
  }

  /**
   * A document read by a reader of another format (CoNLL-U, jsonlines): entities with their ids as
   * lists of {first, last} token pairs (empty entities are dropped), and, when read from a file,
   * the line of each token (counted from {@code firstLine}) and its {@link #wordHash}.
   */
  public static Document read(
      String name,
      String file,
      long firstLine,
      int tokenCount,
      List<String> entityIds,
      List<List<int[]>> entities,
      int[] tokenLine,
      int[] wordHash) {
    Document d = of(name, tokenCount, entities);
    String[] ids = new String[d.entityIds.length];
    int e = 0;
    for (int i = 0; i < entities.size(); i++) {
      if (!entities.get(i).isEmpty()) {
        ids[e++] = entityIds.get(i);
      }
    }
    return new Document(
        name,
        file,
        firstLine,
        tokenCount,
        ids,
        d.entityStart,
        d.mentionFirst,
        d.mentionLast,
        tokenLine,
        wordHash);
  }

  /**
   * The hash of a word as every reader computes it (FNV-1a over its UTF-8 bytes, never 0), so that
   * the words of a key and a response in different formats can be compared.
   */
  public static int wordHash(String word) {
    byte[] bytes = word.getBytes(StandardCharsets.UTF_8);
    return LineShape.hash(bytes, 0, bytes.length);
  }

  /**
   * A document built from entities given as lists of {first, last} token pairs; ids are 0, 1, ...
   * Empty entities are dropped. For tests and generators.
   */
  public static Document of(String name, int tokenCount, List<List<int[]>> entities) {
    List<String> ids = new ArrayList<>();
    int mentions = entities.stream().mapToInt(List::size).sum();
    int[] start = new int[entities.size() + 1];
    int[] first = new int[mentions];
    int[] last = new int[mentions];
    int m = 0;
    int e = 0;
    for (List<int[]> entity : entities) {
      if (entity.isEmpty()) {
        continue;
      }
      start[e] = m;
      for (int[] mention : entity) {
        if (mention[0] < 0 || mention[1] < mention[0]) {
          throw new IllegalArgumentException("bad mention " + Arrays.toString(mention));
        }
        first[m] = mention[0];
        last[m] = mention[1];
        m++;
      }
      ids.add(Integer.toString(ids.size()));
      e++;
    }
    start[e] = m;
    return new Document(
        name,
        null,
        0,
        tokenCount,
        ids.toArray(new String[0]),
        Arrays.copyOf(start, e + 1),
        first,
        last,
        null,
        null);
  }

  /** The document key: everything after {@code #begin document } on its header line. */
  public String name() {
    return name;
  }

  /** The file it was read from, or null. */
  public String file() {
    return file;
  }

  /** 1-based line of its {@code #begin document} header in {@link #file()}, or 0. */
  public long firstLine() {
    return firstLine;
  }

  public int tokenCount() {
    return tokenCount;
  }

  public int entityCount() {
    return entityIds.length;
  }

  public int mentionCount() {
    return mentionFirst.length;
  }

  /**
   * The id written in the file, e.g. {@code "12"} (ids are strings: {@code 01} and {@code 1}
   * differ).
   */
  public String entityId(int entity) {
    return entityIds[entity];
  }

  public int entitySize(int entity) {
    return entityStart[entity + 1] - entityStart[entity];
  }

  /** Index of the entity's first mention; its mentions are contiguous. */
  public int entityStart(int entity) {
    return entityStart[entity];
  }

  public int mentionFirst(int mention) {
    return mentionFirst[mention];
  }

  public int mentionLast(int mention) {
    return mentionLast[mention];
  }

  /** 1-based line of the mention's first token in {@link #file()}, or 0 when unknown. */
  public long mentionLine(int mention) {
    return tokenLine(mentionFirst[mention]);
  }

  /** 1-based line of a token in {@link #file()}, or 0 when unknown. */
  public long tokenLine(int token) {
    return tokenLine == null ? 0 : firstLine + tokenLine[token];
  }

  /** Whether the token words were recorded (documents read from a file). */
  public boolean hasWords() {
    return wordHash != null;
  }

  /** Hash of a token's word, 0 when its line has no word column. */
  public int wordHash(int token) {
    return wordHash[token];
  }

  /**
   * This document with every line number moved by {@code offset}: for documents read from a part of
   * a file whose lines were counted from the part's start.
   */
  public Document withLineOffset(long offset) {
    return offset == 0
        ? this
        : new Document(
            name,
            file,
            firstLine + offset,
            tokenCount,
            entityIds,
            entityStart,
            mentionFirst,
            mentionLast,
            tokenLine,
            wordHash);
  }

  /** Entities as lists of {first, last} pairs (allocates; for tests and diagnostics). */
  public List<List<int[]>> entities() {
    List<List<int[]>> out = new ArrayList<>(entityCount());
    for (int e = 0; e < entityCount(); e++) {
      List<int[]> mentions = new ArrayList<>(entitySize(e));
      for (int m = entityStart[e]; m < entityStart[e + 1]; m++) {
        mentions.add(new int[] {mentionFirst[m], mentionLast[m]});
      }
      out.add(mentions);
    }
    return out;
  }

  @Override
  public String toString() {
    StringBuilder s = new StringBuilder(name).append(" [").append(tokenCount).append(" tokens]");
    for (int e = 0; e < entityCount(); e++) {
      s.append(' ').append(entityIds[e]).append('{');
      for (int m = entityStart[e]; m < entityStart[e + 1]; m++) {
        s.append(m > entityStart[e] ? " " : "")
            .append(mentionFirst[m])
            .append('-')
            .append(mentionLast[m]);
      }
      s.append('}');
    }
    return s.toString();
  }
}

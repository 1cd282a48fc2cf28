package org.corefstats.core.document;

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

  /**
   * Node lists of irregular mentions (CoNLL-U: an empty node inside, discontinuous, or a zero):
   * mention m's nodes are {@code nodes[nodeStart[m] .. nodeStart[m+1]-1]}, none for a regular
   * mention (its nodes are the words {@link #mentionFirst} to {@link #mentionLast}). Both null when
   * every mention is regular (CoNLL-2012, jsonlines).
   */
  private final int[] nodeStart;

  private final int[] nodes;

  /** Head position of each mention, or null when the format gives none (CoNLL-2012). */
  private final int[] mentionHead;

  /**
   * Line of each mention's first node, counted from {@link #firstLine}; null: that of its token.
   */
  private final int[] mentionLines;

  /** Words of each sentence (CoNLL-U), or null when the format has no sentences here. */
  private final int[] sentenceWords;

  /**
   * coval's columns (words, POS, parse bits, sentences) when the reader was asked for them, else
   * null; set only on a fresh copy ({@link #withParse}), so the document stays immutable.
   */
  private ParseColumns parse;

  /**
   * The DEPS of each zero mention's head (CoNLL-U: a zero is a mention whose head is an empty node;
   * {@link Deps#NONE} when its DEPS is {@code _}), null for other mentions; null when the document
   * has no zero. Set only on a fresh copy ({@link #withZeroDeps}), like {@link #parse}.
   */
  private Deps[] zeroDeps;

  /**
   * The words of a CoNLL-U or jsonlines document at its positions when the reader was asked for
   * them, else null; set only on a fresh copy ({@link #withWords}), like {@link #parse}.
   */
  private DocumentWords words;

  /** Values derived from this document alone ({@link #derived}), per JVM; never serialized. */
  private transient java.util.concurrent.ConcurrentHashMap<Object, Object> derived;

  /** For {@link #sentenceOfNode}: the first slot after each sentence, built when first asked. */
  private transient int[] sentenceSlotEnd;

  public Document(
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
    this(
        name,
        file,
        firstLine,
        tokenCount,
        entityIds,
        entityStart,
        mentionFirst,
        mentionLast,
        tokenLine,
        wordHash,
        null,
        null,
        null,
        null,
        null);
  }

  @SuppressWarnings("java:S107") // the one constructor every factory goes through
  private Document(
      String name,
      String file,
      long firstLine,
      int tokenCount,
      String[] entityIds,
      int[] entityStart,
      int[] mentionFirst,
      int[] mentionLast,
      int[] tokenLine,
      int[] wordHash,
      int[] nodeStart,
      int[] nodes,
      int[] mentionHead,
      int[] mentionLines,
      int[] sentenceWords) {
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
    this.nodeStart = nodeStart;
    this.nodes = nodes;
    this.mentionHead = mentionHead;
    this.mentionLines = mentionLines;
    this.sentenceWords = sentenceWords;
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
    return WordHash.of(bytes, 0, bytes.length);
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

  /**
   * Positions per node slot: a CoNLL-U node is {@code slot * NODE_SLOT + e}, e = 0 for a word and
   * the two-digit decimal part of an empty node's ID ({@code 4.1} is 10, {@code 4.15} is 15).
   */
  public static final int NODE_SLOT = 128;

  /**
   * A document read from CoNLL-U: token = syntactic word ({@code tokenCount} words, with their
   * lines and {@link #wordHash}es), mentions given by the positions of their first and last node
   * ({@link #NODE_SLOT}), the exact node list of each irregular mention (null for a regular one:
   * exactly the words from first to last), the head position of each mention, the line of each
   * mention (counted from {@code firstLine}) and the words of each sentence. Arrays are copied.
   */
  @SuppressWarnings("java:S107")
  public static Document ofNodes(
      String name,
      String file,
      long firstLine,
      int tokenCount,
      String[] entityIds,
      int[] entityStart,
      int[] mentionFirst,
      int[] mentionLast,
      int[][] irregularNodes,
      int[] mentionHead,
      int[] mentionLines,
      int[] tokenLine,
      int[] wordHash,
      int[] sentenceWords) {
    int mentions = mentionFirst.length;
    if (mentionLast.length != mentions
        || entityStart.length != entityIds.length + 1
        || entityStart[entityIds.length] != mentions
        || (irregularNodes != null && irregularNodes.length != mentions)
        || (mentionHead != null && mentionHead.length != mentions)
        || (mentionLines != null && mentionLines.length != mentions)) {
      throw new IllegalArgumentException("inconsistent mention arrays");
    }
    int[] start = null;
    int[] flat = null;
    if (irregularNodes != null) {
      int total = 0;
      for (int[] n : irregularNodes) {
        total += n == null ? 0 : n.length;
      }
      if (total > 0) {
        start = new int[mentions + 1];
        flat = new int[total];
        for (int m = 0; m < mentions; m++) {
          int[] n = irregularNodes[m];
          start[m + 1] = start[m];
          if (n != null) {
            if (n.length == 0 || n[0] != mentionFirst[m] || n[n.length - 1] != mentionLast[m]) {
              throw new IllegalArgumentException("nodes of mention " + m + " do not fit its span");
            }
            System.arraycopy(n, 0, flat, start[m], n.length);
            start[m + 1] += n.length;
          }
        }
      }
    }
    return new Document(
        name,
        file,
        firstLine,
        tokenCount,
        entityIds.clone(),
        entityStart.clone(),
        mentionFirst.clone(),
        mentionLast.clone(),
        tokenLine == null ? null : tokenLine.clone(),
        wordHash == null ? null : wordHash.clone(),
        start,
        flat,
        mentionHead == null ? null : mentionHead.clone(),
        mentionLines == null ? null : mentionLines.clone(),
        sentenceWords == null ? null : sentenceWords.clone());
  }

  /**
   * This document with only the mentions {@code keep[m]} (entities left without mentions
   * disappear); everything else (words, sentences, node lists, heads, lines) is kept.
   */
  public Document keepMentions(boolean[] keep) {
    if (keep.length != mentionCount()) {
      throw new IllegalArgumentException("one flag per mention");
    }
    int kept = 0;
    for (boolean k : keep) {
      kept += k ? 1 : 0;
    }
    if (kept == keep.length) {
      return this;
    }
    int[] first = new int[kept];
    int[] last = new int[kept];
    int[] heads = mentionHead == null ? null : new int[kept];
    int[] lines = mentionLines == null ? null : new int[kept];
    Deps[] deps = zeroDeps == null ? null : new Deps[kept];
    int[] start = nodeStart == null ? null : new int[kept + 1];
    int[] flat = nodes == null ? null : new int[nodes.length];
    List<String> ids = new ArrayList<>();
    int[] entityFrom = new int[entityCount() + 1];
    int m2 = 0;
    int n2 = 0;
    for (int e = 0; e < entityCount(); e++) {
      int before = m2;
      for (int m = entityStart[e]; m < entityStart[e + 1]; m++) {
        if (!keep[m]) {
          continue;
        }
        first[m2] = mentionFirst[m];
        last[m2] = mentionLast[m];
        if (heads != null) {
          heads[m2] = mentionHead[m];
        }
        if (lines != null) {
          lines[m2] = mentionLines[m];
        }
        if (deps != null) {
          deps[m2] = zeroDeps[m];
        }
        if (start != null) {
          int count = nodeStart[m + 1] - nodeStart[m];
          System.arraycopy(nodes, nodeStart[m], flat, n2, count);
          n2 += count;
          start[m2 + 1] = n2;
        }
        m2++;
      }
      if (m2 > before) {
        entityFrom[ids.size()] = before;
        ids.add(entityIds[e]);
      }
    }
    entityFrom[ids.size()] = m2;
    boolean anyNodes = start != null && n2 > 0;
    Document result =
        new Document(
            name,
            file,
            firstLine,
            tokenCount,
            ids.toArray(new String[0]),
            Arrays.copyOf(entityFrom, ids.size() + 1),
            first,
            last,
            tokenLine,
            wordHash,
            anyNodes ? start : null,
            anyNodes ? Arrays.copyOf(flat, n2) : null,
            heads,
            lines,
            sentenceWords);
    result.parse = parse;
    result.zeroDeps = deps;
    result.words = words;
    return result;
  }

  /**
   * A document with this one's text (name, file, lines, words, sentences, parse columns) and other
   * entities, e.g. a response corrected towards its key {@code other}. Mention i of the result is
   * this document's mention {@code own[i]} (its line, and its positions, node list, head and zero
   * DEPS unless {@code taken[i]} is set) or a new one ({@code own[i]} = -1); {@code taken[i]} >= 0
   * gives it the positions, node list, head and zero DEPS of {@code other}'s mention {@code
   * taken[i]}. Where this document has mention lines, a new mention's line is that of {@code
   * other}'s mention counted from {@code other}'s first line (0, this document's first line, when
   * {@code other} has none); where it has heads and {@code other} has none, a taken mention's head
   * is its last position.
   */
  public Document withMentionsOf(
      Document other, String[] ids, int[] entityFrom, int[] own, int[] taken) {
    int count = own.length;
    if (taken.length != count
        || entityFrom.length != ids.length + 1
        || entityFrom[ids.length] != count) {
      throw new IllegalArgumentException("inconsistent mention arrays");
    }
    int[] first = new int[count];
    int[] last = new int[count];
    int[][] irregular = new int[count][];
    int[] heads = mentionHead == null ? null : new int[count];
    int[] lines = mentionLines == null ? null : new int[count];
    Deps[] deps = zeroDeps == null && other.zeroDeps == null ? null : new Deps[count];
    for (int i = 0; i < count; i++) {
      Document from = taken[i] >= 0 ? other : this;
      int m = taken[i] >= 0 ? taken[i] : own[i];
      if (m < 0) {
        throw new IllegalArgumentException("mention " + i + " has no source");
      }
      first[i] = from.mentionFirst[m];
      last[i] = from.mentionLast[m];
      irregular[i] = from.isRegular(m) ? null : from.mentionNodes(m);
      if (heads != null) {
        heads[i] = from.mentionHead != null ? from.mentionHead[m] : from.mentionLast[m];
      }
      if (lines != null) {
        lines[i] =
            own[i] >= 0
                ? mentionLines[own[i]]
                : other.mentionLines != null ? other.mentionLines[taken[i]] : 0;
      }
      if (deps != null && from.zeroDeps != null) {
        deps[i] = from.zeroDeps[m];
      }
    }
    int[] start = null;
    int[] flat = null;
    int total = 0;
    for (int[] n : irregular) {
      total += n == null ? 0 : n.length;
    }
    if (total > 0) {
      start = new int[count + 1];
      flat = new int[total];
      for (int i = 0; i < count; i++) {
        int n = irregular[i] == null ? 0 : irregular[i].length;
        if (n > 0) {
          System.arraycopy(irregular[i], 0, flat, start[i], n);
        }
        start[i + 1] = start[i] + n;
      }
    }
    Document result =
        new Document(
            name,
            file,
            firstLine,
            tokenCount,
            ids.clone(),
            entityFrom.clone(),
            first,
            last,
            tokenLine,
            wordHash,
            start,
            flat,
            heads,
            lines,
            sentenceWords);
    result.parse = parse;
    result.zeroDeps = deps;
    return result;
  }

  /**
   * This document with mention m replaced by the one-token mention {@code identity[m]}: the same
   * entities, mention lines and words, no node lists, heads or sentences. For matching modes that
   * align mentions before the contingency table is built ({@code core/match/MentionAlignment}):
   * equal numbers mean the same mention. Messages about such a document show the numbers.
   */
  public Document withMentionIdentities(int[] identity) {
    if (identity.length != mentionCount()) {
      throw new IllegalArgumentException("one identity per mention");
    }
    int[] lines = new int[identity.length];
    for (int m = 0; m < identity.length; m++) {
      if (identity[m] < 0) {
        throw new IllegalArgumentException("negative identity");
      }
      // without mention lines, a mention's line is its first token's (never a node position)
      lines[m] =
          mentionLines != null
              ? mentionLines[m]
              : tokenLine != null && sentenceWords == null ? tokenLine[mentionFirst[m]] : 0;
    }
    return new Document(
        name,
        file,
        firstLine,
        tokenCount,
        entityIds,
        entityStart,
        identity.clone(),
        identity.clone(),
        tokenLine,
        wordHash,
        null,
        null,
        null,
        mentionLines != null || tokenLine != null ? lines : null,
        null);
  }

  /**
   * A value computed from this document alone under {@code key} (e.g. a key document's named-entity
   * layer, the same for every system scored against it), computed once per JVM: a key broadcast to
   * an executor is scored against many responses. {@code compute} must depend on nothing but this
   * document and {@code key}.
   */
  @SuppressWarnings("unchecked")
  public <T> T derived(Object key, java.util.function.Supplier<T> compute) {
    java.util.concurrent.ConcurrentHashMap<Object, Object> map = derived;
    if (map == null) {
      synchronized (this) {
        if (derived == null) {
          derived = new java.util.concurrent.ConcurrentHashMap<>();
        }
        map = derived;
      }
    }
    return (T) map.computeIfAbsent(key, k -> compute.get());
  }

  /** Whether some mention is irregular (has an exact node list): only CoNLL-U documents. */
  public boolean hasIrregularMentions() {
    return nodeStart != null;
  }

  /**
   * Whether the mention is exactly the words from its first to its last position (always, outside
   * CoNLL-U); otherwise its identity is its {@link #mentionNodes node list}.
   */
  public boolean isRegular(int mention) {
    return nodeStart == null || nodeStart[mention] == nodeStart[mention + 1];
  }

  /**
   * The positions of the mention's nodes in order (allocates): its exact node list when irregular,
   * else the words from first to last ({@link #NODE_SLOT} apart in CoNLL-U, consecutive tokens
   * otherwise).
   */
  public int[] mentionNodes(int mention) {
    if (!isRegular(mention)) {
      return Arrays.copyOfRange(nodes, nodeStart[mention], nodeStart[mention + 1]);
    }
    int step = sentenceWords != null ? NODE_SLOT : 1;
    int[] out = new int[(mentionLast[mention] - mentionFirst[mention]) / step + 1];
    for (int i = 0; i < out.length; i++) {
      out[i] = mentionFirst[mention] + i * step;
    }
    return out;
  }

  /** Whether mentions have heads (CoNLL-U; jsonlines of wl-coref with dependency heads). */
  public boolean hasHeads() {
    return mentionHead != null;
  }

  /** The position of the mention's head node, or -1 when the format gives none. */
  public int mentionHead(int mention) {
    return mentionHead == null ? -1 : mentionHead[mention];
  }

  /** Whether sentence sizes were recorded (CoNLL-U). */
  public boolean hasSentences() {
    return sentenceWords != null;
  }

  public int sentenceCount() {
    return sentenceWords == null ? 0 : sentenceWords.length;
  }

  /** Syntactic words of sentence s (0-based). */
  public int sentenceWords(int sentence) {
    return sentenceWords[sentence];
  }

  /**
   * A node position as a reader says it: {@code s2:5} or {@code s2:4.1} (1-based sentence and the
   * CoNLL-U ID) in CoNLL-U documents, the token ordinal otherwise.
   */
  public String positionLabel(int position) {
    if (sentenceWords == null) {
      return Integer.toString(position);
    }
    int slot = position / NODE_SLOT;
    int e = position % NODE_SLOT;
    int base = 0; // slot of sentence s's word 0
    int s = 0;
    while (s < sentenceWords.length - 1 && slot > base + sentenceWords[s]) {
      base += sentenceWords[s] + 1;
      s++;
    }
    String id = Integer.toString(slot - base);
    if (e > 0) {
      id += e % 10 == 0 ? "." + e / 10 : "." + (e < 10 ? "0" : "") + e;
    }
    return "s" + (s + 1) + ":" + id;
  }

  /** A mention as messages show it: {@code first-last}, or its node list when irregular. */
  public String mentionLabel(int mention) {
    if (isRegular(mention)) {
      return positionLabel(mentionFirst[mention]) + "-" + positionLabel(mentionLast[mention]);
    }
    StringBuilder s = new StringBuilder("{");
    for (int i = nodeStart[mention]; i < nodeStart[mention + 1]; i++) {
      s.append(i > nodeStart[mention] ? "," : "").append(positionLabel(nodes[i]));
    }
    return s.append('}').toString();
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

  /** 1-based line of the mention's first token (node) in {@link #file()}, or 0 when unknown. */
  public long mentionLine(int mention) {
    return mentionLines != null
        ? firstLine + mentionLines[mention]
        : tokenLine(mentionFirst[mention]);
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
    if (offset == 0) {
      return this;
    }
    Document d = copy(offset).withParseSet(parse);
    d.zeroDeps = zeroDeps;
    return d;
  }

  /** This document with coval's columns ({@link ParseColumns}) of the same tokens; null: none. */
  public Document withParse(ParseColumns columns) {
    if (columns != null && columns.tokenCount() != tokenCount) {
      throw new IllegalArgumentException(
          "parse columns of " + columns.tokenCount() + " tokens for " + tokenCount);
    }
    Document d = copy(0).withParseSet(columns);
    d.zeroDeps = zeroDeps;
    return d;
  }

  /**
   * This document with the DEPS of its zero mentions' heads (one entry per mention: {@link
   * Deps#NONE} for a zero without DEPS, null for a mention that is no zero); null: no zero.
   */
  public Document withZeroDeps(Deps[] deps) {
    if (deps != null && deps.length != mentionCount()) {
      throw new IllegalArgumentException("one DEPS entry per mention");
    }
    Document d = copy(0).withParseSet(parse);
    d.zeroDeps = deps == null ? null : deps.clone();
    return d;
  }

  /**
   * Whether the mention is a zero: its head is an empty node (MODES-AND-FORMATS.md 4.1; only
   * CoNLL-U, whose positions are nodes, has them).
   */
  public boolean isZero(int mention) {
    return sentenceWords != null && mentionHead != null && mentionHead[mention] % NODE_SLOT != 0;
  }

  /**
   * This document with a head for each mention, a position inside it (formats whose heads come from
   * elsewhere than the mention brackets: wl-coref's dependency heads in jsonlines).
   */
  public Document withHeads(int[] heads) {
    if (heads.length != mentionCount()) {
      throw new IllegalArgumentException("one head per mention");
    }
    for (int m = 0; m < heads.length; m++) {
      if (heads[m] < mentionFirst[m] || heads[m] > mentionLast[m]) {
        throw new IllegalArgumentException("head " + heads[m] + " outside mention " + m);
      }
    }
    return copy(firstLine, heads.clone()).withParseSet(parse).withZeroDepsSet(zeroDeps);
  }

  /**
   * The DEPS of a zero mention's head ({@link Deps#NONE} when it has none or when they were not
   * read), null for a mention that is no zero.
   */
  public Deps zeroDeps(int mention) {
    if (!isZero(mention)) {
      return null;
    }
    return zeroDeps == null || zeroDeps[mention] == null ? Deps.NONE : zeroDeps[mention];
  }

  /**
   * The sentence (0-based) of a CoNLL-U node position: sentence s with W words before it owns the
   * slots W + s (its word 0, where empty nodes 0.j sit) to W + s + its words.
   */
  public int sentenceOfNode(int position) {
    if (sentenceWords == null) {
      throw new IllegalStateException("no sentences in " + name);
    }
    if (sentenceSlotEnd == null) {
      int[] end = new int[sentenceWords.length];
      int before = 0;
      for (int s = 0; s < end.length; s++) {
        before += sentenceWords[s] + 1;
        end[s] = before;
      }
      sentenceSlotEnd = end;
    }
    int s = Arrays.binarySearch(sentenceSlotEnd, position / NODE_SLOT + 1);
    return Math.min(s >= 0 ? s : -s - 1, sentenceWords.length - 1);
  }

  /** This document with the words of its positions (CoNLL-U nodes, jsonlines words); null: none. */
  public Document withWords(DocumentWords documentWords) {
    Document d = copy(0).withParseSet(parse).withZeroDepsSet(zeroDeps);
    d.words = documentWords;
    return d;
  }

  /** The words of a CoNLL-U or jsonlines document, or null when they were not read. */
  public DocumentWords words() {
    return words;
  }

  /** coval's columns of this document, or null when they were not read. */
  public ParseColumns parse() {
    return parse;
  }

  private Document withParseSet(ParseColumns columns) {
    this.parse = columns;
    return this;
  }

  private Document withZeroDepsSet(Deps[] deps) {
    this.zeroDeps = deps;
    return this;
  }

  private Document copy(long offset) {
    return copy(firstLine + offset, mentionHead);
  }

  private Document copy(long first, int[] heads) {
    Document d =
        new Document(
            name,
            file,
            first,
            tokenCount,
            entityIds,
            entityStart,
            mentionFirst,
            mentionLast,
            tokenLine,
            wordHash,
            nodeStart,
            nodes,
            heads,
            mentionLines,
            sentenceWords);
    d.words = words;
    return d;
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

package org.corefstats.core.document;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * One parsed document: its key, its token count and its entities. Entities are in order of the
 * first appearance of their id, mentions of an entity in the order they were completed (both as
 * v8.01 builds them, which decides which copy of a repeated mention is kept). A mention is the pair
 * (first token, last token) of token ordinals within the document. Immutable.
 *
 * <p>The entities and mentions, with each mention's node list, head, line and zero DEPS where the
 * format gives them, are a {@code Mentions}; the CoNLL-U sentences a {@code Sentences}.
 */
public final class Document implements Serializable {
  private static final long serialVersionUID = 1L;

  /**
   * Positions per node slot: a CoNLL-U node is {@code slot * NODE_SLOT + e}, e = 0 for a word and
   * the two-digit decimal part of an empty node's ID ({@code 4.1} is 10, {@code 4.15} is 15).
   */
  public static final int NODE_SLOT = 128;

  private final String name;
  private final String file;
  private final long firstLine;
  private final int tokenCount;
  private final Mentions mentions;

  /** Line of each token, counted from {@link #firstLine}; null when not read from a file. */
  private final int[] tokenLine;

  /**
   * Hash of each token's word (the 4th field), 0 for a line without one; null when not read from a
   * file.
   */
  private final int[] wordHash;

  /** The sentences (CoNLL-U), or null when the format has no sentences here. */
  private final Sentences sentences;

  /** coval's columns (words, POS, parse bits, sentences) when the reader was asked for them. */
  private final ParseColumns parse;

  /** The words of a CoNLL-U or jsonlines document at its positions when the reader was asked. */
  private final DocumentWords words;

  /** What the reader knows of how the document was made ({@link Provenance}), or null. */
  private final Provenance provenance;

  /** Values derived from this document alone ({@link #layer}), per JVM; never serialized. */
  private transient ConcurrentHashMap<DerivedLayer<?>, Object> layers;

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
        Mentions.of(entityIds, entityStart, mentionFirst, mentionLast),
        tokenLine,
        wordHash,
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
      Mentions mentions,
      int[] tokenLine,
      int[] wordHash,
      Sentences sentences,
      ParseColumns parse,
      DocumentWords words,
      Provenance provenance) {
    this.name = name;
    this.file = file;
    this.firstLine = firstLine;
    this.tokenCount = tokenCount;
    this.mentions = mentions;
    this.tokenLine = tokenLine;
    this.wordHash = wordHash;
    this.sentences = sentences;
    this.parse = parse;
    this.words = words;
    this.provenance = provenance;
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
    return new Document(
        name,
        file,
        firstLine,
        tokenCount,
        Mentions.of(entityIds, entities),
        tokenLine,
        wordHash,
        null,
        null,
        null,
        null);
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
    return new Document(
        name, null, 0, tokenCount, Mentions.of(null, entities), null, null, null, null, null, null);
  }

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
    Mentions mentions =
        Mentions.ofNodes(
            entityIds,
            entityStart,
            mentionFirst,
            mentionLast,
            irregularNodes,
            mentionHead,
            mentionLines);
    return new Document(
        name,
        file,
        firstLine,
        tokenCount,
        mentions,
        tokenLine == null ? null : tokenLine.clone(),
        wordHash == null ? null : wordHash.clone(),
        Sentences.of(sentenceWords),
        null,
        null,
        null);
  }

  /** This document with other mentions, everything else kept. */
  private Document with(Mentions other) {
    return copy(firstLine, other, sentences, parse, words);
  }

  /** This document's name, file, tokens and words with the rest as given. */
  private Document copy(
      long first, Mentions other, Sentences sentences, ParseColumns parse, DocumentWords words) {
    return new Document(
        name,
        file,
        first,
        tokenCount,
        other,
        tokenLine,
        wordHash,
        sentences,
        parse,
        words,
        provenance);
  }

  /**
   * This document with only the mentions {@code keep[m]} (entities left without mentions disappear,
   * an entity that had none stays); everything else (words, sentences, node lists, heads, lines) is
   * kept.
   */
  public Document keepMentions(boolean[] keep) {
    if (keep.length != mentionCount()) {
      throw new IllegalArgumentException("one flag per mention");
    }
    int kept = 0;
    for (boolean k : keep) {
      kept += k ? 1 : 0;
    }
    return kept == keep.length ? this : with(mentions.keep(keep, kept));
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
    // (words() is not carried over)
    return copy(
        firstLine,
        mentions.withMentionsOf(other.mentions, ids, entityFrom, own, taken),
        sentences,
        parse,
        null);
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
          mentions.hasLines()
              ? mentions.line(m)
              : tokenLine != null && sentences == null ? tokenLine[mentionFirst(m)] : 0;
    }
    return copy(
        firstLine,
        mentions.withIdentities(identity, mentions.hasLines() || tokenLine != null ? lines : null),
        null,
        null,
        null);
  }

  /**
   * The value of {@code layer} for this document, computed by {@code compute} the first time it is
   * asked for in this JVM (e.g. a key document's named-entity layer, the same for every system
   * scored against it: a key broadcast to an executor is scored against many responses). {@code
   * compute} must depend on nothing but this document; thread-safe.
   */
  @SuppressWarnings("unchecked")
  public <T> T layer(DerivedLayer<T> layer, Function<Document, T> compute) {
    ConcurrentHashMap<DerivedLayer<?>, Object> map = layers;
    if (map == null) {
      synchronized (this) {
        if (layers == null) {
          layers = new ConcurrentHashMap<>();
        }
        map = layers;
      }
    }
    return (T) map.computeIfAbsent(layer, k -> compute.apply(this));
  }

  /** Whether some mention is irregular (has an exact node list): only CoNLL-U documents. */
  public boolean hasIrregularMentions() {
    return mentions.hasIrregular();
  }

  /**
   * Whether the mention is exactly the words from its first to its last position (always, outside
   * CoNLL-U); otherwise its identity is its {@link #mentionNodes node list}.
   */
  public boolean isRegular(int mention) {
    return mentions.isRegular(mention);
  }

  /**
   * The positions of the mention's nodes in order (allocates): its exact node list when irregular,
   * else the words from first to last ({@link #NODE_SLOT} apart in CoNLL-U, consecutive tokens
   * otherwise).
   */
  public int[] mentionNodes(int mention) {
    if (!isRegular(mention)) {
      return mentions.irregularNodes(mention);
    }
    int step = sentences != null ? NODE_SLOT : 1;
    int first = mentionFirst(mention);
    int[] out = new int[(mentionLast(mention) - first) / step + 1];
    for (int i = 0; i < out.length; i++) {
      out[i] = first + i * step;
    }
    return out;
  }

  /** Whether mentions have heads (CoNLL-U; jsonlines of wl-coref with dependency heads). */
  public boolean hasHeads() {
    return mentions.hasHeads();
  }

  /** The position of the mention's head node, or -1 when the format gives none. */
  public int mentionHead(int mention) {
    return mentions.hasHeads() ? mentions.head(mention) : -1;
  }

  /** Whether sentence sizes were recorded (CoNLL-U). */
  public boolean hasSentences() {
    return sentences != null;
  }

  public int sentenceCount() {
    return sentences == null ? 0 : sentences.count();
  }

  /** Syntactic words of sentence s (0-based). */
  public int sentenceWords(int sentence) {
    return sentences.words(sentence);
  }

  /**
   * A node position as a reader says it: {@code s2:5} or {@code s2:4.1} (1-based sentence and the
   * CoNLL-U ID) in CoNLL-U documents, the token ordinal otherwise.
   */
  public String positionLabel(int position) {
    return sentences == null ? Integer.toString(position) : sentences.label(position);
  }

  /** A mention as messages show it: {@code first-last}, or its node list when irregular. */
  public String mentionLabel(int mention) {
    if (isRegular(mention)) {
      return positionLabel(mentionFirst(mention)) + "-" + positionLabel(mentionLast(mention));
    }
    StringBuilder s = new StringBuilder("{");
    int[] nodes = mentions.irregularNodes(mention);
    for (int i = 0; i < nodes.length; i++) {
      s.append(i > 0 ? "," : "").append(positionLabel(nodes[i]));
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
    return mentions.entityCount();
  }

  public int mentionCount() {
    return mentions.mentionCount();
  }

  /**
   * The id written in the file, e.g. {@code "12"} (ids are strings: {@code 01} and {@code 1}
   * differ).
   */
  public String entityId(int entity) {
    return mentions.entityId(entity);
  }

  public int entitySize(int entity) {
    return mentions.entitySize(entity);
  }

  /** Index of the entity's first mention; its mentions are contiguous. */
  public int entityStart(int entity) {
    return mentions.entityStart(entity);
  }

  public int mentionFirst(int mention) {
    return mentions.first(mention);
  }

  public int mentionLast(int mention) {
    return mentions.last(mention);
  }

  /** 1-based line of the mention's first token (node) in {@link #file()}, or 0 when unknown. */
  public long mentionLine(int mention) {
    return mentions.hasLines()
        ? firstLine + mentions.line(mention)
        : tokenLine(mentionFirst(mention));
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
    return copy(firstLine + offset, mentions, sentences, parse, words);
  }

  /** This document with coval's columns ({@link ParseColumns}) of the same tokens; null: none. */
  public Document withParse(ParseColumns columns) {
    if (columns != null && columns.tokenCount() != tokenCount) {
      throw new IllegalArgumentException(
          "parse columns of " + columns.tokenCount() + " tokens for " + tokenCount);
    }
    return copy(firstLine, mentions, sentences, columns, words);
  }

  /**
   * This document with the DEPS of its zero mentions' heads (one entry per mention: {@link
   * Deps#NONE} for a zero without DEPS, null for a mention that is no zero); null: no zero.
   */
  public Document withZeroDeps(Deps[] deps) {
    return with(mentions.withZeroDeps(deps));
  }

  /**
   * Whether the mention is a zero: its head is an empty node (docs/explanation/corefud-and-coval.md
   * 4.1; only CoNLL-U, whose positions are nodes, has them).
   */
  public boolean isZero(int mention) {
    return sentences != null && mentions.hasHeads() && mentions.head(mention) % NODE_SLOT != 0;
  }

  /**
   * This document with the UPOS of each mention's head word ({@code tags}, one per mention, a null
   * entry for none) and the etype of each entity ({@code types}, one per entity, a null entry when
   * absent) as a CoNLL-U file gives them; null arrays: the format gives none.
   */
  public Document withAnnotation(String[] tags, String[] types) {
    return with(mentions.withAnnotation(tags, types));
  }

  /** Whether the UPOS of mention heads was read (CoNLL-U). */
  public boolean hasHeadTags() {
    return mentions.hasHeadTags();
  }

  /** The UPOS (column 4) of the mention's head node as written ({@code _} too), or null. */
  public String mentionHeadTag(int mention) {
    return mentions.headTag(mention);
  }

  /** Whether entity types were read (CoNLL-U's {@code etype} field). */
  public boolean hasEntityTypes() {
    return mentions.hasEntityTypes();
  }

  /**
   * The etype of the entity (ANAPHORS.md 1.2: fixed by the first opening bracket of its id in the
   * file, an absent one filled by a later non-empty one); null when absent or not read, {@code ""}
   * when present but empty.
   */
  public String entityType(int entity) {
    return mentions.entityType(entity);
  }

  /**
   * This document with a head for each mention, a position inside it (formats whose heads come from
   * elsewhere than the mention brackets: wl-coref's dependency heads in jsonlines).
   */
  public Document withHeads(int[] heads) {
    return with(mentions.withHeads(heads));
  }

  /**
   * The DEPS of a zero mention's head ({@link Deps#NONE} when it has none or when they were not
   * read), null for a mention that is no zero.
   */
  public Deps zeroDeps(int mention) {
    if (!isZero(mention)) {
      return null;
    }
    Deps deps = mentions.zeroDeps(mention);
    return deps == null ? Deps.NONE : deps;
  }

  /**
   * The sentence (0-based) of a CoNLL-U node position: sentence s with W words before it owns the
   * slots W + s (its word 0, where empty nodes 0.j sit) to W + s + its words.
   */
  public int sentenceOfNode(int position) {
    if (sentences == null) {
      throw new IllegalStateException("no sentences in " + name);
    }
    return sentences.ofNode(position);
  }

  /** This document with the words of its positions (CoNLL-U nodes, jsonlines words); null: none. */
  public Document withWords(DocumentWords documentWords) {
    return copy(firstLine, mentions, sentences, parse, documentWords);
  }

  /** This document with what its reader knows of how it was made. */
  public Document withProvenance(Provenance madeBy) {
    return new Document(
        name,
        file,
        firstLine,
        tokenCount,
        mentions,
        tokenLine,
        wordHash,
        sentences,
        parse,
        words,
        madeBy);
  }

  /** What the reader knows of how this document was made, if it is a {@code type}; else null. */
  public <T extends Provenance> T provenance(Class<T> type) {
    return type.isInstance(provenance) ? type.cast(provenance) : null;
  }

  /** The words of a CoNLL-U or jsonlines document, or null when they were not read. */
  public DocumentWords words() {
    return words;
  }

  /** coval's columns of this document, or null when they were not read. */
  public ParseColumns parse() {
    return parse;
  }

  /** Entities as lists of {first, last} pairs (allocates; for tests and diagnostics). */
  public List<List<int[]>> entities() {
    List<List<int[]>> out = new ArrayList<>(entityCount());
    for (int e = 0; e < entityCount(); e++) {
      List<int[]> list = new ArrayList<>(entitySize(e));
      for (int m = entityStart(e); m < entityStart(e) + entitySize(e); m++) {
        list.add(new int[] {mentionFirst(m), mentionLast(m)});
      }
      out.add(list);
    }
    return out;
  }

  @Override
  public String toString() {
    StringBuilder s = new StringBuilder(name).append(" [").append(tokenCount).append(" tokens]");
    for (int e = 0; e < entityCount(); e++) {
      s.append(' ').append(entityId(e)).append('{');
      for (int m = entityStart(e); m < entityStart(e) + entitySize(e); m++) {
        s.append(m > entityStart(e) ? " " : "")
            .append(mentionFirst(m))
            .append('-')
            .append(mentionLast(m));
      }
      s.append('}');
    }
    return s.toString();
  }
}

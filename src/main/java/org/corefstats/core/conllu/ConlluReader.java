package org.corefstats.core.conllu;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.zip.GZIPInputStream;
import org.corefstats.core.document.Deps;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;

/**
 * Streams the documents of one CorefUD CoNLL-U input ({@code # newdoc} to {@code # newdoc}), one at
 * a time: only the current document is held, never the file. Files ending in {@code .gz} are
 * decompressed. Each {@link Document} has the syntactic words as tokens (with their lines and word
 * hashes, so that key and response words are compared), the words of each sentence, and mentions at
 * node positions (see {@link ConlluParser}): an irregular mention (an empty node inside,
 * discontinuous, a zero) carries its exact node list, every mention its head. Entities are in
 * Udapi's order (by their first mention), mentions by first node, longer first, then last node.
 *
 * <pre>{@code
 * try (ConlluReader reader = ConlluReader.open(path, false, problems::add)) {
 *   for (Document d; (d = reader.next()) != null; ) { ... }
 * }
 * }</pre>
 */
public final class ConlluReader implements DocumentStream {
  private final BufferedReader in;
  private final ConlluParser parser;
  private final ArrayDeque<ConlluParser.Parsed> ready = new ArrayDeque<>(2);
  private final String fileName;
  private final Consumer<Problem> problems;
  private long lineNumber;
  private boolean eof;
  private boolean piece;

  ConlluReader(
      InputStream in,
      String fileName,
      boolean lenient,
      boolean keepForms,
      Consumer<Problem> problems) {
    this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
    this.fileName = fileName;
    this.problems = problems;
    this.parser = new ConlluParser(fileName, lenient, keepForms, problems, ready::add);
  }

  /**
   * Opens a file; {@code lenient} drops broken mentions with a warning instead of an error (they
   * are dropped either way).
   */
  public static ConlluReader open(Path file, boolean lenient, Consumer<Problem> problems)
      throws IOException {
    return new ConlluReader(stream(file), file.toString(), lenient, false, problems);
  }

  /** Opens a file with default (not lenient) judgement. */
  public static ConlluReader open(Path file, Consumer<Problem> problems) throws IOException {
    return open(file, false, problems);
  }

  /** Wraps a stream that is not a file (tests, Spark records). */
  public static ConlluReader of(
      InputStream in, String fileName, boolean lenient, Consumer<Problem> problems) {
    return new ConlluReader(in, fileName, lenient, false, problems);
  }

  /** Wraps a stream, default judgement. */
  public static ConlluReader of(InputStream in, String fileName, Consumer<Problem> problems) {
    return of(in, fileName, false, problems);
  }

  /**
   * For a piece of a file read from its middle (Spark's splits): the {@code # global.Entity} value
   * the file declares before it, as if that line had been read.
   */
  public ConlluReader withEntityHeader(String value) {
    if (value != null) {
      parser.presetHeader(value);
    }
    return this;
  }

  /**
   * Whether each document carries the form, UPOS and sentence of every node ({@link
   * Document#words()}): a key read for the error analysis. Call before the first {@link #next}.
   */
  public ConlluReader parseColumns(boolean collect) {
    parser.keepNodes(collect);
    return this;
  }

  /**
   * Whether the input is a piece of a file (Spark's splits): a piece without a document is not an
   * empty file.
   */
  public ConlluReader inPiece(boolean isPiece) {
    piece = isPiece;
    return this;
  }

  /** The value of a {@code # global.Entity = VALUE} line, or null for any other line. */
  public static String entityHeader(String line) {
    Matcher m = ConlluParser.GLOBAL_ENTITY.matcher(line.strip());
    return m.matches() ? m.group(1).strip() : null;
  }

  static InputStream stream(Path file) throws IOException {
    InputStream in = Files.newInputStream(file);
    try {
      return file.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(in, 1 << 16) : in;
    } catch (IOException e) {
      in.close();
      throw e;
    }
  }

  /** The next document, or null at the end of the input. */
  @Override
  public Document next() throws IOException {
    ConlluParser.Parsed p = nextParsed();
    return p == null ? null : toDocument(p, fileName);
  }

  /** The next document as parsed (with its forms when kept), or null. */
  ConlluParser.Parsed nextParsed() throws IOException {
    while (ready.isEmpty() && !eof) {
      String line = in.readLine();
      if (line != null) {
        parser.line(line, ++lineNumber);
      } else {
        eof = true;
        parser.end(lineNumber);
        if (parser.noDocument() && !piece) {
          problems.accept(
              Problem.of(
                  ProblemKind.EMPTY_FILE,
                  fileName,
                  null,
                  0,
                  (lineNumber == 0 ? "empty file" : lineNumber + " lines")
                      + " without any sentence"));
        }
      }
    }
    return ready.poll();
  }

  /** Udapi's mention order (1.5): first node, more nodes first, last node, entity id. */
  static final Comparator<ConlluMention> MENTION_ORDER =
      Comparator.comparingInt(ConlluMention::first)
          .thenComparing(m -> -m.size)
          .thenComparingInt(ConlluMention::last)
          .thenComparing(m -> m.eid);

  /** The mentions grouped by entity, entities by their first mention, both in Udapi's order. */
  static List<List<ConlluMention>> entities(List<ConlluMention> mentions) {
    List<ConlluMention> sorted = new ArrayList<>(mentions);
    sorted.sort(MENTION_ORDER);
    Map<String, List<ConlluMention>> byEid = new LinkedHashMap<>();
    for (ConlluMention m : sorted) {
      byEid.computeIfAbsent(m.eid, e -> new ArrayList<>()).add(m);
    }
    return new ArrayList<>(byEid.values());
  }

  static Document toDocument(ConlluParser.Parsed p, String file) {
    List<List<ConlluMention>> entities = entities(p.mentions);
    int count = p.mentions.size();
    String[] ids = new String[entities.size()];
    int[] start = new int[entities.size() + 1];
    int[] first = new int[count];
    int[] last = new int[count];
    int[][] irregular = new int[count][];
    int[] heads = new int[count];
    int[] lines = new int[count];
    Deps[] zeroDeps = new Deps[count];
    String[] tags = new String[count];
    String[] types = new String[entities.size()];
    boolean anyZero = false;
    int m = 0;
    for (int e = 0; e < entities.size(); e++) {
      ids[e] = entities.get(e).get(0).eid;
      types[e] = p.entityTypes == null ? null : p.entityTypes.get(ids[e]);
      start[e] = m;
      for (ConlluMention mention : entities.get(e)) {
        first[m] = mention.first();
        last[m] = mention.last();
        irregular[m] = regular(mention) ? null : mention.nodeList();
        heads[m] = mention.head;
        lines[m] = mention.line;
        zeroDeps[m] = p.zeroDeps(mention);
        tags[m] = mention.headTag;
        anyZero |= zeroDeps[m] != null;
        m++;
      }
    }
    start[entities.size()] = m;
    Document d =
        Document.ofNodes(
            p.name,
            file,
            p.firstLine,
            p.wordHash.length,
            ids,
            start,
            first,
            last,
            irregular,
            heads,
            lines,
            p.tokenLine,
            p.wordHash,
            p.sentenceWords);
    if (anyZero) {
      d = d.withZeroDeps(zeroDeps);
    }
    if (p.entityTypes != null) {
      d = d.withAnnotation(tags, types);
    }
    return p.words == null ? d : d.withWords(p.words);
  }

  /** Exactly the words from its first to its last node: no empty node, no gap. */
  static boolean regular(ConlluMention m) {
    for (int i = 0; i < m.size; i++) {
      if (m.nodes[i] % ConlluParser.SLOT != 0) {
        return false;
      }
    }
    return (m.last() - m.first()) / ConlluParser.SLOT + 1 == m.size;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}

package org.corefstats.core.conll;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.ParseColumns;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.util.LongIntMap;

/**
 * Turns the lines of a CoNLL input into {@link Document}s, one at a time, following
 * docs/explanation/v801.md "Reading documents". Lines are given as byte slices without their {@code
 * \n} (a {@code \r} is kept, as v8.01 keeps it). Problems go to a consumer with file, document and
 * line; broken mentions are dropped (a warning with {@code lenient}, an error otherwise) and the
 * document is still produced, so that reading can go on and report everything at once.
 */
public final class DocumentAssembler implements CorefColumn.Sink {
  private final String file;
  private final boolean lenient;
  private final Consumer<Problem> problems;
  private final Consumer<Document> documents;
  private final CorefColumn column = new CorefColumn();

  /** coval's cell grammar and rules (docs/explanation/profiles.md), or null for v8.01's. */
  private CovalColumn covalColumn;

  private final CovalColumn.Quirks covalQuirks =
      new CovalColumn.Quirks() {
        @Override
        public void lostStart(String id) {
          report(
              ProblemKind.COVAL_LOST_START,
              "the start of entity "
                  + id
                  + " is followed by another '(' in the same cell: coval reads only the last"
                  + " start, so this one is lost (write '(1|(3' to keep both)");
        }

        @Override
        public void stop(String message) {
          report(ProblemKind.COVAL_MALFORMED_CELL, message);
        }
      };

  // coval's sentences: the first token of the current one, and its number
  private int sentenceStart;
  private int sentence;
  private int completions; // entities completed so far (coval orders entities so)
  private final LineShape shape = new LineShape();
  private boolean reportedBinary;

  /**
   * Receives the lines of each document as they are read, before the {@link Document} they end up
   * in: for conversion ({@link ConllText}), which needs the words; scoring sets none.
   */
  interface TokenLines {
    /**
     * A token line: its word is {@code buf[wordFrom, wordTo)} (empty when the line has fewer than
     * four fields), {@code fields} its number of fields.
     */
    void token(byte[] buf, int wordFrom, int wordTo, int fields);

    /** A blank line inside a document. */
    void blank();
  }

  private TokenLines lineSink;

  /** coval's columns of the document being read, or null when not asked for (scoring). */
  private ParseColumnsCollector parseCollector;

  // the document being read, or name == null between documents
  private String name;
  private long beginLine;
  private int tokens;
  private long line;
  private boolean reportedOutside;
  private int[] tokenLines = new int[256];
  private int[] wordHashes = new int[256];
  private int firstFields; // fields of the document's first token line
  private int shortLines; // token lines with fewer fields than that
  private long firstShortLine;
  private int firstShortFields;

  /** Entity of each id of at most 17 digits (see {@link #idKey}), and of longer ids. */
  private final LongIntMap entityOfId = new LongIntMap(64);

  private final Map<String, Integer> entityOfLongId = new HashMap<>();
  private final List<EntityBuilder> entities = new ArrayList<>();

  public DocumentAssembler(
      String file, boolean lenient, Consumer<Problem> problems, Consumer<Document> documents) {
    this.file = file;
    this.lenient = lenient;
    this.problems = problems;
    this.documents = documents;
  }

  /**
   * Reads the coreference cells as coval 87071a6 does (docs/explanation/corefud-and-coval.md
   * 10.2-10.3, in our words in docs/explanation/profiles.md): its cell grammar; a mention across
   * sentences placed in its last sentence at its first word's position there; an end without a
   * start making an empty entity; entities in the order of their first completed mention, every
   * copy kept.
   */
  public void covalReading(boolean coval) {
    this.covalColumn = coval ? new CovalColumn() : null;
  }

  /** Sends every token line and blank line of the documents read to {@code lines} (or none). */
  void lineSink(TokenLines lines) {
    this.lineSink = lines;
  }

  /**
   * Collects each document's words, POS, parse bits and sentences ({@link ParseColumns}, for
   * coval's options) in the reading pass, attached to the documents produced.
   */
  public void parseColumns(boolean collect) {
    this.parseCollector = collect ? new ParseColumnsCollector() : null;
  }

  /** One line {@code buf[from, to)} (without its {@code \n}); {@code lineNumber} is 1-based. */
  public void line(byte[] buf, int from, int to, long lineNumber) {
    line = lineNumber;
    shape.scan(buf, from, to);
    if (shape.nul && !reportedBinary) {
      reportedBinary = true;
      report(
          ProblemKind.BINARY_INPUT,
          "NUL bytes at line " + lineNumber + ": this does not look like a text file");
    }
    boolean header = shape.hash && buf[from] == '#' && ConllLines.isHeader(buf, from, to);
    boolean end = shape.hash && !header && ConllLines.isEnd(buf, from, to);
    if (name != null) {
      if (end) {
        finishDocument();
      } else if (header) {
        report(
            ProblemKind.MISSING_END,
            "no #end document before the next #begin document"
                + (lenient ? "; the document ends there" : ""));
        finishDocument();
        startOrReject(buf, from, to);
      } else if (!shape.blank) {
        token(buf, from, to);
      } else {
        if (lineSink != null) {
          lineSink.blank();
        }
        if (parseCollector != null) {
          parseCollector.blank();
        }
        if (tokens > sentenceStart) {
          sentenceStart = tokens;
          sentence++;
        }
      }
    } else if (header) {
      startOrReject(buf, from, to);
    } else if (end) {
      problems.accept(
          Problem.of(
              ProblemKind.STRAY_END,
              file,
              null,
              lineNumber,
              "#end document without #begin document"));
    } else if (!shape.blank && !reportedOutside) {
      reportedOutside = true;
      problems.accept(
          Problem.of(
              ProblemKind.TEXT_OUTSIDE_DOCUMENT,
              file,
              null,
              lineNumber,
              "text outside any document ignored (first such line)"));
    }
  }

  /** End of input after {@code lastLine} lines. */
  public void end(long lastLine) {
    line = lastLine;
    if (name != null) {
      report(
          ProblemKind.MISSING_END,
          "end of input inside the document" + (lenient ? "; the document ends there" : ""));
      finishDocument();
    }
  }

  private void startOrReject(byte[] buf, int from, int to) {
    name = ConllLines.headerName(buf, from, to);
    if (name == null) {
      problems.accept(
          Problem.of(
              ProblemKind.MALFORMED_HEADER,
              file,
              null,
              line,
              "'#begin document' must be followed by a space and the document name; its lines are ignored"));
      return;
    }
    if (name.indexOf('\uFFFD')
        >= 0) { // not UTF-8: take the bytes as they are, so that distinct names stay distinct
      name = ConllLines.headerNameLatin1(buf, from, to);
      report(
          ProblemKind.NOT_UTF8,
          "the document name is not valid UTF-8; its bytes are read as Latin-1, so it"
              + " matches only the same bytes");
    }
    shortLines = 0;
    beginLine = line;
    tokens = 0;
    sentenceStart = 0;
    sentence = 0;
    completions = 0;
    reportedOutside = false;
  }

  private void token(byte[] buf, int from, int to) {
    if (tokens == tokenLines.length) {
      tokenLines = Arrays.copyOf(tokenLines, 2 * tokens);
      wordHashes = Arrays.copyOf(wordHashes, 2 * tokens);
    }
    tokenLines[tokens] = (int) (line - beginLine);
    wordHashes[tokens] = shape.wordHash;
    if (tokens == 0) {
      firstFields = shape.fields;
    } else if (shape.fields < firstFields && shortLines++ == 0) {
      firstShortLine = line;
      firstShortFields = shape.fields;
    }
    if (lineSink != null) {
      lineSink.token(buf, shape.wordFrom, shape.wordTo, shape.fields);
    }
    if (parseCollector != null) {
      parseCollector.token(buf, from, to);
    }
    if (covalColumn != null) {
      covalColumn.parse(
          buf,
          CovalColumn.cellStart(buf, from, to),
          CovalColumn.cellEnd(buf, from, to),
          this,
          covalQuirks);
    } else {
      int fieldEnd = CorefColumn.fieldEnd(buf, from, to);
      column.parse(buf, CorefColumn.fieldStartBefore(buf, from, fieldEnd), fieldEnd, this);
    }
    tokens++;
  }

  @Override
  public void splitAntecedent(byte[] text, int from, int to, boolean oneDigitM) {
    String annotation = ascii(text, from, to);
    report(
        ProblemKind.SPLIT_ANTECEDENT,
        "split-antecedent annotation "
            + annotation
            + " dropped"
            + (oneDigitM ? "" : " (v8.01 would misread it as an opening and a closing)"));
  }

  @Override
  public void single(byte[] id, int from, int to) {
    EntityBuilder entity = entity(id, from, to);
    entity.add(tokens, tokens);
    completed(entity);
  }

  @Override
  public void open(byte[] id, int from, int to) {
    entity(id, from, to).open(tokens, line, sentence, tokens - sentenceStart);
  }

  @Override
  public void close(byte[] id, int from, int to) {
    int index = find(id, from, to);
    EntityBuilder entity = index < 0 ? null : entities.get(index);
    if (covalColumn != null) {
      covalClose(entity == null ? entity(id, from, to) : entity);
      return;
    }
    if (entity == null || entity.openCount == 0) {
      report(
          ProblemKind.UNMATCHED_CLOSING,
          "closing "
              + ascii(id, from, to)
              + ") without an opening ("
              + ascii(id, from, to)
              + (lenient ? "; dropped" : ""));
      return;
    }
    entity.openCount--;
    entity.add(entity.openTokens[entity.openCount], tokens);
  }

  /** Marks the first completed mention (or coval's end without a start) of an entity. */
  private void completed(EntityBuilder entity) {
    if (entity.completedAs < 0) {
      entity.completedAs = completions++;
    }
  }

  /**
   * coval's end of a mention (docs/explanation/corefud-and-coval.md 10.2-10.3): paired with the
   * entity's latest start; without one, the entity exists from now on, with no mention if it has
   * none; a mention across sentences is placed in its last sentence, at its first word's position
   * in its own.
   */
  private void covalClose(EntityBuilder entity) {
    if (entity.openCount == 0) {
      report(
          ProblemKind.COVAL_END_WITHOUT_START,
          "end of a mention of entity "
              + entity.id
              + " without a start: coval prints a message"
              + (entity.completedAs < 0
                  ? " and creates the entity with no mention (it counts as an entity for CEAF-e"
                      + " and lowers MUC's denominator by 1)"
                  : " and ignores it"));
      completed(entity);
      return;
    }
    entity.openCount--;
    int first = entity.openTokens[entity.openCount];
    int openSentence = entity.openSentences[entity.openCount];
    if (openSentence != sentence) {
      int position = entity.openPositions[entity.openCount];
      int placed = sentenceStart + position;
      report(
          ProblemKind.COVAL_CROSS_SENTENCE,
          "mention of entity "
              + entity.id
              + " from token "
              + first
              + " (sentence "
              + openSentence
              + ") to token "
              + tokens
              + " (sentence "
              + sentence
              + "): coval keeps it as words "
              + position
              + "-"
              + (tokens - sentenceStart)
              + " of the last sentence"
              + (placed <= tokens ? ", tokens " + placed + "-" + tokens : ", a span of no words"));
      if (placed <= tokens) {
        first = placed; // coval's identity is a span of the last sentence
      }
    }
    entity.add(first, tokens);
    completed(entity);
  }

  /**
   * The entity of an id, created at its first appearance (an id string is made once per entity).
   */
  private EntityBuilder entity(byte[] id, int from, int to) {
    int index = find(id, from, to);
    if (index >= 0) {
      return entities.get(index);
    }
    EntityBuilder entity = new EntityBuilder(ascii(id, from, to));
    long key = idKey(id, from, to);
    if (key >= 0) {
      entityOfId.putIfAbsent(key, entities.size());
    } else {
      entityOfLongId.put(entity.id, entities.size());
    }
    entities.add(entity);
    return entity;
  }

  private int find(byte[] id, int from, int to) {
    long key = idKey(id, from, to);
    if (key >= 0) {
      return entityOfId.get(key);
    }
    return entityOfLongId.getOrDefault(ascii(id, from, to), -1);
  }

  /**
   * An id of at most 17 digits as a number with its length (ids are strings: {@code 01} and {@code
   * 1} differ), so that looking it up allocates nothing; -1 for longer ids.
   */
  static long idKey(byte[] id, int from, int to) {
    int length = to - from;
    if (length > 17) {
      return -1;
    }
    long value = 0;
    for (int i = from; i < to; i++) {
      value = value * 10 + (id[i] - '0');
    }
    return ((long) length << 57) | value;
  }

  private void finishDocument() {
    if (covalColumn != null) {
      covalEntities();
    }
    int mentionCount = 0;
    int entityCount = 0;
    for (EntityBuilder entity : entities) {
      for (int i = 0; covalColumn == null && i < entity.openCount; i++) {
        problems.accept(
            severity(
                Problem.of(
                    ProblemKind.UNCLOSED_OPENING,
                    file,
                    name,
                    entity.openLines[i],
                    "opening ("
                        + entity.id
                        + " at token "
                        + entity.openTokens[i]
                        + " is never closed"
                        + (lenient ? "; dropped" : ""))));
      }
      mentionCount += entity.size;
      if (kept(entity)) {
        entityCount++;
      }
    }
    String[] ids = new String[entityCount];
    int[] start = new int[entityCount + 1];
    int[] first = new int[mentionCount];
    int[] last = new int[mentionCount];
    int e = 0;
    int m = 0;
    for (EntityBuilder entity : entities) {
      if (!kept(entity)) {
        continue;
      }
      ids[e] = entity.id;
      start[e++] = m;
      System.arraycopy(entity.first, 0, first, m, entity.size);
      System.arraycopy(entity.last, 0, last, m, entity.size);
      m += entity.size;
    }
    start[e] = m;
    if (shortLines > 0) {
      problems.accept(
          Problem.of(
              ProblemKind.TOO_FEW_COLUMNS,
              file,
              name,
              firstShortLine,
              "token line with "
                  + firstShortFields
                  + " fields where the document's first token line has "
                  + firstFields
                  + " ("
                  + shortLines
                  + (shortLines == 1 ? " such line" : " such lines")
                  + "); read as scorer.pl reads it, from its last"
                  + " non-empty field"));
    }
    Document document =
        new Document(
            name,
            file,
            beginLine,
            tokens,
            ids,
            start,
            first,
            last,
            Arrays.copyOf(tokenLines, tokens),
            Arrays.copyOf(wordHashes, tokens));
    if (parseCollector != null) {
      document = document.withParse(parseCollector.finish());
    }
    name = null;
    entities.clear();
    entityOfId.clear();
    entityOfLongId.clear();
    documents.accept(document);
  }

  /** Whether an entity is in the document: v8.01, with a mention; coval, once completed. */
  private boolean kept(EntityBuilder entity) {
    return covalColumn == null ? entity.size > 0 : entity.completedAs >= 0;
  }

  /**
   * coval's entities: its starts never ended are dropped (reported), an entity made by an end
   * without a start and given no mention stays empty (reported), and entities are ordered by their
   * first completion, which decides coval's lookup of a mention held by two entities.
   */
  private void covalEntities() {
    for (EntityBuilder entity : entities) {
      for (int i = 0; i < entity.openCount; i++) {
        problems.accept(
            Problem.of(
                ProblemKind.COVAL_START_NEVER_ENDED,
                file,
                name,
                entity.openLines[i],
                "start of a mention of entity "
                    + entity.id
                    + " at token "
                    + entity.openTokens[i]
                    + " is never ended: coval drops it silently"));
      }
      if (entity.completedAs >= 0 && entity.size == 0) {
        report(
            ProblemKind.COVAL_EMPTY_ENTITY,
            "entity "
                + entity.id
                + " has no mention (made by an end without a start): as in coval, it counts as"
                + " an entity for CEAF-e and -1 in MUC's denominator; B3 and LEA give it nothing"
                + " (coval's LEA divides by zero on it)");
      }
    }
    entities.sort(java.util.Comparator.comparingInt(x -> x.completedAs));
  }

  private void report(ProblemKind kind, String message) {
    problems.accept(severity(Problem.of(kind, file, name, line, message)));
  }

  /**
   * In lenient reading a broken mention is dropped with a warning instead of breaking the document.
   */
  private Problem severity(Problem problem) {
    return lenient && problem.severity() == Severity.ERROR
        ? problem.withSeverity(Severity.WARNING)
        : problem;
  }

  private static String ascii(byte[] buf, int from, int to) {
    return new String(buf, from, to - from, StandardCharsets.ISO_8859_1);
  }

  /**
   * Mentions of one entity id, and its openings waiting for their closing (a stack: last opened
   * closes first).
   */
  private static final class EntityBuilder {
    final String id;
    int[] first = new int[4];
    int[] last = new int[4];
    int size;
    int[] openTokens = new int[2];
    long[] openLines = new long[2];
    int[] openSentences = new int[2];
    int[] openPositions = new int[2];
    int openCount;

    /** When this entity was first completed (coval's order), or -1. */
    int completedAs = -1;

    EntityBuilder(String id) {
      this.id = id;
    }

    void add(int firstToken, int lastToken) {
      if (size == first.length) {
        first = Arrays.copyOf(first, 2 * size);
        last = Arrays.copyOf(last, 2 * size);
      }
      first[size] = firstToken;
      last[size++] = lastToken;
    }

    void open(int token, long line, int sentence, int position) {
      if (openCount == openTokens.length) {
        openTokens = Arrays.copyOf(openTokens, 2 * openCount);
        openLines = Arrays.copyOf(openLines, 2 * openCount);
        openSentences = Arrays.copyOf(openSentences, 2 * openCount);
        openPositions = Arrays.copyOf(openPositions, 2 * openCount);
      }
      openTokens[openCount] = token;
      openSentences[openCount] = sentence;
      openPositions[openCount] = position;
      openLines[openCount++] = line;
    }
  }
}

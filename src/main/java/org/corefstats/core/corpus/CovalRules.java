package org.corefstats.core.corpus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.ParseColumns;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.metrics.Semantics.CovalOption;

/**
 * coval's options NP_only, min_span and remove_nested (docs/explanation/corefud-and-coval.md 5), as
 * coval computes them, quirks included. Each side is taken after singleton removal (3.2) and goes
 * through NP_only (5.2) with the <b>key's</b> parse, then remove_nested (5.3); with min_span,
 * mentions are then identified across both sides by their minimum spans (5.4). Pure functions of a
 * document and the key's {@link ParseColumns}.
 *
 * <p>A mention is where coval puts it: the sentence of its last token, the position of its first
 * and last token in their sentences, and the key's lines of that sentence between them.
 */
public final class CovalRules {
  private CovalRules() {}

  /**
   * The error that refuses a key document for coval's options, or null: options that need a parse
   * (NP_only, min_span) need a real parse column (section 8 row 14: coval takes {@code _} for one
   * and then silently does nothing); every option needs a CoNLL-2012 key (its sentences).
   */
  public static Problem refusal(Semantics semantics, Document key) {
    ParseColumns parse = key.parse();
    String options = semantics.describe();
    if (parse == null) {
      return Problem.of(
          ProblemKind.NO_PARSE_COLUMN,
          key.file(),
          key.name(),
          key.firstLine(),
          "coval's options (" + options + ") need a CoNLL-2012 key read with its columns");
    }
    if (semantics.needsParse() && !parse.hasRealParse()) {
      return Problem.of(
          ProblemKind.NO_PARSE_COLUMN,
          key.file(),
          key.name(),
          key.firstLine(),
          "NP_only and min_span need the key's parse bits (6th field), but its first token line"
              + " has "
              + (parse.tokenCount() == 0 || parse.bit(0) == null
                  ? "no 6th field"
                  : "'" + parse.bit(0) + "' there")
              + ": the key document is refused");
    }
    return null;
  }

  /** One side with NP_only and remove_nested applied as {@code semantics} asks (5.1 order). */
  public static Document apply(Semantics semantics, Document side, ParseColumns parse) {
    Document d = side;
    boolean minSpan = semantics.has(CovalOption.MIN_SPAN);
    if (semantics.has(CovalOption.NP_ONLY)) {
      d = npOnly(d, parse);
    }
    if (semantics.has(CovalOption.REMOVE_NESTED)) {
      d = removeNested(d, parse, minSpan, semantics.singletons() == Semantics.Singletons.KEEP);
    }
    return d;
  }

  /** Where coval puts a mention: sentence, first and last position in it; null beyond the key. */
  record Place(int sentence, int start, int end) {}

  static Place place(ParseColumns parse, int first, int last) {
    if (last >= parse.tokenCount()) {
      return null;
    }
    int sentence = parse.sentence(last);
    return new Place(
        sentence,
        first - parse.sentenceStart(parse.sentence(first)),
        last - parse.sentenceStart(sentence));
  }

  /** The tree of a mention (5.2) from the key's lines, or null. */
  static CovalTree.Node tree(ParseColumns parse, int first, int last) {
    Place p = place(parse, first, last);
    if (p == null) {
      return null;
    }
    int from = parse.sentenceStart(p.sentence()) + p.start();
    int to = Math.min(parse.sentenceStart(p.sentence()) + p.end(), sentenceLast(parse, p));
    return from > to ? null : CovalTree.of(parse, from, to, p.start());
  }

  private static int sentenceLast(ParseColumns parse, Place p) {
    int s = p.sentence();
    int t = parse.sentenceStart(s);
    while (t + 1 < parse.tokenCount() && parse.sentence(t + 1) == s) {
      t++;
    }
    return t;
  }

  /**
   * NP_only (5.2): a mention whose subtree root is exactly {@code VP} is removed; an entity that
   * lost mentions keeps the rest if more than one is left, else it is dropped whole, even when
   * singletons are kept.
   */
  static Document npOnly(Document d, ParseColumns parse) {
    boolean[] keep = new boolean[d.mentionCount()];
    for (int e = 0; e < d.entityCount(); e++) {
      int from = d.entityStart(e);
      int to = from + d.entitySize(e);
      int left = 0;
      for (int m = from; m < to; m++) {
        CovalTree.Node tree = tree(parse, d.mentionFirst(m), d.mentionLast(m));
        keep[m] = tree == null || !tree.tag.equals("VP");
        left += keep[m] ? 1 : 0;
      }
      if (left < d.entitySize(e) && left <= 1) {
        for (int m = from; m < to; m++) {
          keep[m] = false;
        }
      }
    }
    return d.keepMentions(keep);
  }

  /**
   * A mention's identity as coval compares mentions: (sentence, set of min-span items) with
   * min_span when it has a min span, else (sentence, start, end).
   */
  static String identity(ParseColumns parse, int first, int last, boolean minSpan) {
    Place p = place(parse, first, last);
    if (p == null) {
      return "beyond:" + first + "-" + last;
    }
    if (minSpan) {
      Set<MinSpan.Item> items = MinSpan.of(tree(parse, first, last), words(parse, p));
      if (!items.isEmpty()) {
        return p.sentence() + ":" + items;
      }
    }
    return p.sentence() + ":" + p.start() + "-" + p.end();
  }

  /** The mention's words as coval slices them from its sentence (the key's words). */
  private static List<String> words(ParseColumns parse, Place p) {
    List<String> words = new ArrayList<>();
    int base = parse.sentenceStart(p.sentence());
    int last = sentenceLast(parse, p);
    for (int t = base + p.start(); t <= Math.min(base + p.end(), last); t++) {
      words.add(parse.word(t));
    }
    return words;
  }

  /**
   * remove_nested (5.3): in each entity, of every pair of mentions in one sentence where one lies
   * within the other and they are not the same mention (identity), the inner one is marked (a
   * mention can be marked several times). An entity of more than one mention left with exactly one
   * unmarked is dropped when singletons are removed and <b>left untouched</b> when they are kept
   * (row 15); otherwise every mention equal to a marked one is removed, which may leave a singleton
   * that stays.
   */
  static Document removeNested(
      Document d, ParseColumns parse, boolean minSpan, boolean keepSingletons) {
    boolean[] keep = new boolean[d.mentionCount()];
    for (int e = 0; e < d.entityCount(); e++) {
      int from = d.entityStart(e);
      int size = d.entitySize(e);
      Place[] places = new Place[size];
      String[] ids = new String[size];
      for (int i = 0; i < size; i++) {
        int m = from + i;
        places[i] = place(parse, d.mentionFirst(m), d.mentionLast(m));
        ids[i] = identity(parse, d.mentionFirst(m), d.mentionLast(m), minSpan);
      }
      List<String> marked = new ArrayList<>();
      for (int i = 0; i < size; i++) {
        for (int j = i + 1; j < size; j++) {
          int nested = nested(places[i], ids[i], places[j], ids[j]);
          if (nested == 0) {
            marked.add(ids[i]);
          } else if (nested == 1) {
            marked.add(ids[j]);
          }
        }
      }
      boolean becameSingleton = size != 1 && size - marked.size() == 1;
      for (int i = 0; i < size; i++) {
        keep[from + i] = becameSingleton ? keepSingletons : !marked.contains(ids[i]);
      }
    }
    return d.keepMentions(keep);
  }

  /** 0: a lies within b; 1: b within a; -1: neither, or the same mention. */
  private static int nested(Place a, String idA, Place b, String idB) {
    if (idA.equals(idB) || a == null || b == null || a.sentence() != b.sentence()) {
      return -1;
    }
    if (a.start() >= b.start() && a.end() <= b.end()) {
      return 0;
    }
    if (b.start() >= a.start() && b.end() <= a.end()) {
      return 1;
    }
    return -1;
  }

  /**
   * min_span (5.4) across both sides: every mention takes the span of the first mention (key first)
   * with the same identity, so that equal minimum spans match whatever their boundaries. Mentions
   * that collapse into one identity on one side (row 19) stay as copies, as in coval's lists: twice
   * in one entity (both count in its size), or in each of two entities, where the contingency
   * table's {@code RepeatRule.COVAL} ({@link Semantics#repeatRule}) looks it up in the later
   * entity, as coval's dictionary does: identical key and response can then score below 100%.
   */
  public static Document[] withMinSpans(Document key, Document response, ParseColumns parse) {
    Map<String, int[]> representative = new HashMap<>();
    String[][] ids = {identities(key, parse), identities(response, parse)};
    Document[] sides = {key, response};
    for (int s = 0; s < 2; s++) {
      for (int m = 0; m < sides[s].mentionCount(); m++) {
        representative.putIfAbsent(
            ids[s][m], new int[] {sides[s].mentionFirst(m), sides[s].mentionLast(m)});
      }
    }
    return new Document[] {
      collapsed(key, ids[0], representative), collapsed(response, ids[1], representative)
    };
  }

  private static String[] identities(Document d, ParseColumns parse) {
    String[] ids = new String[d.mentionCount()];
    for (int m = 0; m < ids.length; m++) {
      ids[m] = identity(parse, d.mentionFirst(m), d.mentionLast(m), true);
    }
    return ids;
  }

  private static Document collapsed(Document d, String[] ids, Map<String, int[]> representative) {
    List<String> entityIds = new ArrayList<>();
    List<List<int[]>> entities = new ArrayList<>();
    for (int e = 0; e < d.entityCount(); e++) {
      // coval's lists keep every copy: two mentions of one entity with one minimum span are that
      // identity twice (docs/explanation/corefud-and-coval.md 5.4, 10.3)
      List<int[]> mentions = new ArrayList<>();
      for (int m = d.entityStart(e); m < d.entityStart(e) + d.entitySize(e); m++) {
        mentions.add(representative.get(ids[m]));
      }
      entityIds.add(d.entityId(e));
      entities.add(mentions);
    }
    int[] tokenLine = null;
    int[] wordHash = null;
    if (d.hasWords()) {
      wordHash = new int[d.tokenCount()];
      tokenLine = new int[d.tokenCount()];
      for (int t = 0; t < d.tokenCount(); t++) {
        wordHash[t] = d.wordHash(t);
        tokenLine[t] = (int) (d.tokenLine(t) - d.firstLine());
      }
    }
    return Document.read(
            d.name(),
            d.file(),
            d.firstLine(),
            d.tokenCount(),
            entityIds,
            entities,
            tokenLine,
            wordHash)
        .withParse(d.parse());
  }
}

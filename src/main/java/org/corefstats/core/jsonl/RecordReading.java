package org.corefstats.core.jsonl;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.corefstats.core.document.DocumentKeys;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.jsonl.JsonlinesOptions.Side;
import org.corefstats.core.jsonl.JsonlinesOptions.Space;
import org.corefstats.core.jsonl.JsonlinesOptions.SpanEnd;
import org.corefstats.core.util.LongIntMap;

/**
 * One jsonlines record interpreted (docs/explanation/corefud-and-coval.md section 7, steps 1 to 4):
 * its name, its words and sentences, and its clusters as inclusive word spans, every problem
 * reported with the file, the document and the record's line. Shared by {@link JsonlinesReader}
 * (scoring) and {@link JsonlinesText} (conversion), so that both read the same mentions.
 */
final class RecordReading {
  /** Subtokens that are not words: boundaries on them are invalid. */
  private static final Set<String> SPECIAL_TOKENS =
      Set.of("[CLS]", "[SEP]", "[PAD]", "[SPL]", "<s>", "</s>", "<pad>");

  /** More part digits than a long holds: the doc_key is used as it is. */
  private static final int MAX_PART_DIGITS = 18;

  /** No document: the line is blank or not a readable record. */
  static final RecordReading NONE = new RecordReading(null, 0, 0, null, null, null, null, null);

  final String name;
  final long line;
  final int wordCount;

  /** The words, or null in subtoken space (only subtokens are in the record). */
  final String[] words;

  /** Sentence of each word (an index or id as the record gives it, -1 unknown), or null. */
  final int[] sentenceOfWord;

  /** In subtoken space: the subtokens (null if the record has none usable), and their words. */
  final String[] subtokens;

  final int[] subtokenMap;

  /** {@code sentences}' list lengths, when the words are those lists (word space, e2e). */
  final int[] sentenceLengths;

  /**
   * Each word's dependency head (wl-coref's {@code head}, -1 for the root), or null when the record
   * has none usable: mentions then take the last word as their head.
   */
  int[] dependencyHead;

  final List<String> entityIds = new ArrayList<>();
  final List<List<int[]>> entities = new ArrayList<>();

  private RecordReading(
      String name,
      long line,
      int wordCount,
      String[] words,
      int[] sentenceOfWord,
      String[] subtokens,
      int[] subtokenMap,
      int[] sentenceLengths) {
    this.name = name;
    this.line = line;
    this.wordCount = wordCount;
    this.words = words;
    this.sentenceOfWord = sentenceOfWord;
    this.subtokens = subtokens;
    this.subtokenMap = subtokenMap;
    this.sentenceLengths = sentenceLengths;
  }

  /** The record read with {@code options}, or null when it has no name or no tokens. */
  static RecordReading read(
      JsonRecord r, JsonlinesOptions options, String file, Consumer<Problem> problems) {
    Reporter report = new Reporter(file, r.line, options.lenient(), problems);
    String name = name(r, report);
    if (name == null) {
      return null;
    }
    report.document = name;
    Space space =
        options.space() != Space.AUTO
            ? options.space()
            : r.subtokenMap != null ? Space.SUBTOKEN : Space.WORD;
    boolean wlCoref = r.casedWords != null;
    boolean exclusive =
        options.spanEnd() == SpanEnd.AUTO
            ? space == Space.WORD && wlCoref
            : options.spanEnd() == SpanEnd.EXCLUSIVE;
    RecordReading reading =
        space == Space.SUBTOKEN ? subtokenSpace(r, name, report) : wordSpace(r, name, report);
    if (reading == null) {
      return null;
    }
    JsonRecord.Clusters clusters = chooseClusters(r, options.side(), wlCoref);
    if (clusters == null) {
      report.problem(
          ProblemKind.MISSING_CLUSTERS,
          "no "
              + (wlCoref
                  ? "span_clusters or clusters"
                  : options.side() == Side.RESPONSE ? "predicted_clusters or clusters" : "clusters")
              + " field; read without mentions");
    } else {
      reading.spans(clusters, space == Space.SUBTOKEN, exclusive, report);
    }
    return reading;
  }

  private static JsonRecord.Clusters chooseClusters(JsonRecord r, Side side, boolean wlCoref) {
    if (wlCoref) {
      return r.spanClusters != null ? r.spanClusters : r.clusters;
    }
    return side == Side.RESPONSE && r.predictedClusters != null ? r.predictedClusters : r.clusters;
  }

  /**
   * {@code conll_document} verbatim (written by {@link JsonlinesText}), else {@code doc_key}
   * through {@link DocumentKeys#name} with the part's digits as written, else {@code document_id}
   * and {@code part_id} the same way.
   */
  private static String name(JsonRecord r, Reporter report) {
    if (r.conllDocument != null && !r.conllDocument.isEmpty()) {
      return r.conllDocument;
    }
    if (r.docKey != null && !r.docKey.isEmpty()) {
      return nameOfKey(r.docKey);
    }
    if (r.documentId != null && !r.documentId.isEmpty()) {
      return r.partId == null ? r.documentId : nameOfKey(r.documentId + "_" + r.partId);
    }
    report.problem(
        ProblemKind.MISSING_DOC_KEY,
        (r.malformed.contains("doc_key")
                ? "doc_key is not a string"
                : r.docKey != null || r.documentId != null
                    ? "empty doc_key or document_id"
                    : "no doc_key or document_id")
            + "; the record is not read");
    return null;
  }

  /** {@code NAME_PART} as {@code (NAME); part PART}, the part's digits kept as written. */
  static String nameOfKey(String docKey) {
    int digits = 0;
    int i = docKey.length() - 1;
    while (i >= 0 && docKey.charAt(i) >= '0' && docKey.charAt(i) <= '9') {
      digits++;
      i--;
    }
    if (digits == 0 || digits > MAX_PART_DIGITS || i < 0 || docKey.charAt(i) != '_') {
      return docKey;
    }
    return DocumentKeys.name(docKey, digits);
  }

  private static RecordReading wordSpace(JsonRecord r, String name, Reporter report) {
    if (r.casedWords != null) {
      int[] sentence = r.sentId;
      if (sentence != null && sentence.length != r.casedWords.length) {
        report.problem(
            ProblemKind.INCONSISTENT_TOKENS,
            "sent_id has "
                + sentence.length
                + " entries for "
                + r.casedWords.length
                + " cased_words; sentences are not known");
        sentence = null;
      }
      RecordReading reading =
          new RecordReading(
              name, r.line, r.casedWords.length, r.casedWords, sentence, null, null, null);
      if (r.dependencyHead != null && r.dependencyHead.length != r.casedWords.length) {
        report.problem(
            ProblemKind.INCONSISTENT_TOKENS,
            "head has "
                + r.dependencyHead.length
                + " entries for "
                + r.casedWords.length
                + " cased_words; mention heads are their last words");
      } else {
        reading.dependencyHead = r.dependencyHead;
      }
      return reading;
    }
    if (r.tokens == null) {
      report.problem(
          ProblemKind.MISSING_TOKENS,
          (r.malformed.contains("sentences")
                  ? "sentences is not a list of lists of strings"
                  : r.malformed.contains("cased_words")
                      ? "cased_words is not a list of strings"
                      : "no sentences or cased_words")
              + "; the record is not read");
      return null;
    }
    int[] sentence = new int[r.tokens.length];
    int w = 0;
    for (int s = 0; s < r.sentenceLengths.length; s++) {
      for (int i = 0; i < r.sentenceLengths[s]; i++) {
        sentence[w++] = s;
      }
    }
    return new RecordReading(
        name, r.line, r.tokens.length, r.tokens, sentence, null, null, r.sentenceLengths);
  }

  private static RecordReading subtokenSpace(JsonRecord r, String name, Reporter report) {
    int[] map = r.subtokenMap;
    if (map == null) {
      report.problem(
          ProblemKind.MISSING_TOKENS,
          (r.malformed.contains("subtoken_map")
                  ? "subtoken_map is not a list of integers"
                  : "no subtoken_map (subtoken space)")
              + "; the record is not read");
      return null;
    }
    String[] subtokens = r.tokens;
    if (subtokens != null && subtokens.length != map.length) {
      report.problem(
          ProblemKind.INCONSISTENT_TOKENS,
          "sentences hold "
              + subtokens.length
              + " subtokens, subtoken_map "
              + map.length
              + "; the subtokens are ignored");
      subtokens = null;
    }
    int[] subtokenSentence = r.sentenceMap;
    if (subtokenSentence != null && subtokenSentence.length != map.length) {
      report.problem(
          ProblemKind.INCONSISTENT_TOKENS,
          "sentence_map has "
              + subtokenSentence.length
              + " entries, subtoken_map "
              + map.length
              + "; the segments are taken as sentences");
      subtokenSentence = null;
    }
    if (subtokenSentence == null && subtokens != null) {
      subtokenSentence = new int[map.length];
      int i = 0;
      for (int s = 0; s < r.sentenceLengths.length; s++) {
        for (int k = 0; k < r.sentenceLengths[s]; k++) {
          subtokenSentence[i++] = s;
        }
      }
    }
    int last = -1;
    for (int word : map) {
      last = Math.max(last, word);
    }
    if (last >= map.length) { // each word has a subtoken at least
      report.problem(
          ProblemKind.MISSING_TOKENS,
          "subtoken_map names word "
              + last
              + " but has only "
              + map.length
              + " subtokens; the record is not read");
      return null;
    }
    int words = last + 1;
    int[] sentence = null;
    if (subtokenSentence != null) {
      sentence = new int[words];
      Arrays.fill(sentence, -1);
      for (int i = 0; i < map.length; i++) {
        if (map[i] >= 0 && !special(subtokens, i) && sentence[map[i]] < 0) {
          sentence[map[i]] = subtokenSentence[i];
        }
      }
    }
    // the words are not in the record exactly (only their subtokens): no words to compare
    return new RecordReading(name, r.line, words, null, sentence, subtokens, map, null);
  }

  private static boolean special(String[] subtokens, int i) {
    return subtokens != null && SPECIAL_TOKENS.contains(subtokens[i]);
  }

  /**
   * The head word of the inclusive span first..last: with wl-coref's dependency heads, the one word
   * of the span whose head lies outside it (wl-coref's own rule for its head words); otherwise, or
   * when the span has several such words, its last word (the rule for formats without heads).
   */
  int headOf(int first, int last) {
    if (dependencyHead == null) {
      return last;
    }
    int head = -1;
    for (int w = first; w <= last; w++) {
      int h = dependencyHead[w];
      if (h < first || h > last) {
        if (head >= 0) {
          return last;
        }
        head = w;
      }
    }
    return head >= 0 ? head : last;
  }

  /** Steps 2 to 4: each pair to an inclusive word span, checked; entities in cluster order. */
  private void spans(
      JsonRecord.Clusters clusters, boolean subtokenSpace, boolean exclusive, Reporter report) {
    for (String message : clusters.problems) {
      report.problem(ProblemKind.MALFORMED_CLUSTER, message);
    }
    LongIntMap clusterOfSpan = new LongIntMap(64); // the first cluster of each span
    for (int c = 0; c < clusters.pairs.size(); c++) {
      long[] pairs = clusters.pairs.get(c);
      List<int[]> mentions = new ArrayList<>();
      entityIds.add(Integer.toString(c));
      entities.add(mentions);
      if (pairs == null) {
        continue;
      }
      LongIntMap inCluster = new LongIntMap(pairs.length / 2 + 1);
      for (int i = 0; i < pairs.length; i += 2) {
        long start = pairs[i];
        long end = exclusive ? pairs[i + 1] - 1 : pairs[i + 1];
        String reason = order(pairs[i], pairs[i + 1], exclusive);
        if (reason == null) {
          reason = subtokenSpace ? invalidSubtokenSpan(start, end) : invalidWordSpan(end);
        }
        if (reason != null) {
          report.problem(
              ProblemKind.INVALID_SPAN,
              written(clusters, c, pairs, i) + " has " + reason + "; dropped");
          continue;
        }
        int[] span =
            subtokenSpace
                ? new int[] {subtokenMap[(int) start], subtokenMap[(int) end]}
                : new int[] {(int) start, (int) end};
        long key = LongIntMap.span(span[0], span[1]);
        if (inCluster.putIfAbsent(key, i) != i) { // an earlier item of this cluster has it
          report.problem(
              ProblemKind.REPEATED_CLUSTER_SPAN,
              written(clusters, c, pairs, i)
                  + words(span)
                  + " is already in the cluster; the copy is removed");
          continue;
        }
        int other = clusterOfSpan.putIfAbsent(key, c);
        if (other != c) {
          report.problem(
              ProblemKind.SPAN_IN_TWO_CLUSTERS,
              written(clusters, c, pairs, i)
                  + words(span)
                  + " is also in cluster "
                  + other
                  + "; kept in both, v8.01's rules for repeated mentions apply");
        }
        if (sentenceOfWord != null
            && sentenceOfWord[span[0]] >= 0
            && sentenceOfWord[span[1]] >= 0
            && sentenceOfWord[span[0]] != sentenceOfWord[span[1]]) {
          report.problem(
              ProblemKind.CROSS_SENTENCE_SPAN,
              written(clusters, c, pairs, i)
                  + words(span)
                  + " runs from sentence "
                  + sentenceOfWord[span[0]]
                  + " to sentence "
                  + sentenceOfWord[span[1]]
                  + "; kept");
        }
        mentions.add(span);
      }
    }
  }

  /** The span as the record writes it, for messages (built only when there is a problem). */
  private static String written(JsonRecord.Clusters clusters, int cluster, long[] pairs, int i) {
    return clusters.field
        + " cluster "
        + cluster
        + " span ["
        + pairs[i]
        + ", "
        + pairs[i + 1]
        + "]";
  }

  private static String words(int[] span) {
    return " (words " + span[0] + "-" + span[1] + ")";
  }

  /** Why a span as written is no span, or null: a negative index, or its start after its end. */
  private static String order(long start, long end, boolean exclusive) {
    if (start < 0 || end < 0) {
      return "a negative index";
    }
    if (exclusive && start == end) {
      return "no position in it (its end is exclusive)";
    }
    return start > end ? "its start after its end" : null;
  }

  /** Why an inclusive word span in order is invalid, or null. */
  private String invalidWordSpan(long last) {
    return last >= wordCount ? "an end beyond the " + wordCount + " words" : null;
  }

  /** Why an inclusive subtoken span in order is invalid, or null. */
  private String invalidSubtokenSpan(long start, long end) {
    if (end >= subtokenMap.length) {
      return "an end beyond the " + subtokenMap.length + " subtokens";
    }
    int first = (int) start;
    int last = (int) end;
    if (subtokenMap[first] < 0 || subtokenMap[last] < 0) {
      return "a boundary on a subtoken of no word (subtoken_map -1)";
    }
    if (special(subtokens, first) || special(subtokens, last)) {
      return "a boundary on the special token "
          + (special(subtokens, first) ? subtokens[first] : subtokens[last]);
    }
    if (subtokenMap[first] > subtokenMap[last]) {
      return "its start in word "
          + subtokenMap[first]
          + ", after its end in word "
          + subtokenMap[last];
    }
    return null;
  }

  /**
   * The words for conversion: the record's words, or in subtoken space each word's subtokens joined
   * (WordPiece {@code ##} and the BPE and SentencePiece word markers taken off), {@code _} when the
   * record has no subtokens.
   */
  String[] textWords() {
    if (words != null) {
      return words;
    }
    StringBuilder[] built = new StringBuilder[wordCount];
    if (subtokens != null) {
      for (int i = 0; i < subtokenMap.length; i++) {
        int w = subtokenMap[i];
        if (w < 0 || special(subtokens, i)) {
          continue;
        }
        String piece = subtokens[i];
        if (built[w] == null) {
          built[w] = new StringBuilder();
          piece = stripMarker(piece);
        } else if (piece.startsWith("##")) {
          piece = piece.substring(2);
        } else {
          piece = stripMarker(piece);
        }
        built[w].append(piece);
      }
    }
    String[] out = new String[wordCount];
    for (int w = 0; w < wordCount; w++) {
      out[w] = built[w] == null || built[w].length() == 0 ? "_" : built[w].toString();
    }
    return out;
  }

  private static String stripMarker(String piece) {
    return piece.startsWith("\u0120") || piece.startsWith("\u2581") ? piece.substring(1) : piece;
  }

  /**
   * The words by sentence: the lists of {@code sentences} in word space, else runs of words with
   * the same sentence (one sentence when unknown).
   */
  List<List<String>> textSentences() {
    String[] w = textWords();
    List<List<String>> out = new ArrayList<>();
    if (sentenceLengths != null) {
      List<String> all = List.of(w);
      int at = 0;
      for (int length : sentenceLengths) {
        out.add(all.subList(at, at + length));
        at += length;
      }
      return out;
    }
    List<String> current = new ArrayList<>();
    int currentSentence = Integer.MIN_VALUE;
    for (int i = 0; i < w.length; i++) {
      int s = sentenceOfWord == null ? 0 : sentenceOfWord[i];
      if (s >= 0 && s != currentSentence && !current.isEmpty()) {
        out.add(current);
        current = new ArrayList<>();
      }
      if (s >= 0) {
        currentSentence = s;
      }
      current.add(w[i]);
    }
    if (!current.isEmpty()) {
      out.add(current);
    }
    return out;
  }

  /** Problems of one record, with its place; reading errors are warnings in lenient reading. */
  private static final class Reporter {
    final String file;
    final long line;
    final boolean lenient;
    final Consumer<Problem> problems;
    String document;

    Reporter(String file, long line, boolean lenient, Consumer<Problem> problems) {
      this.file = file;
      this.line = line;
      this.lenient = lenient;
      this.problems = problems;
    }

    void problem(ProblemKind kind, String message) {
      Problem p = Problem.of(kind, file, document, line, message);
      problems.accept(
          lenient && p.severity() == Severity.ERROR ? p.withSeverity(Severity.WARNING) : p);
    }
  }

  /** A line that is not a record, reported as {@link #read} reports a record's problems. */
  static void notAnObject(
      String file, long line, String message, boolean lenient, Consumer<Problem> problems) {
    new Reporter(file, line, lenient, problems).problem(ProblemKind.MALFORMED_JSON, message);
  }
}

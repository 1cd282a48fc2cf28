package org.corefstats.core.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.corefstats.core.document.DerivedLayer;
import org.corefstats.core.document.Document;
import org.corefstats.core.util.LongIntMap;

/**
 * The transformation-based error categories of Kummerfeld and Klein (2013, "Error-Driven Analysis
 * of Challenges in Coreference Resolution"), as the Berkeley Coreference Analyser (commit d845001)
 * computes them, for one document: docs/explanation/error-analysis.md 5.3 (the analyser's steps of
 * 1.5 with a deterministic tie rule) and the columns of 5.4 without cort's links. Deviations from
 * the reference, all from the spec: singletons removed on both sides in {@link
 * ErrorSingletons#REMOVE} mode (5.2), span pass 1 in document order taking the first candidate (5.3
 * step 2), a missing response analysed as empty (5.2), and the extension columns of 5.4 and 5.7.
 *
 * <p>A mention is a span of document positions {@code first..last} (tokens; node positions in
 * CoNLL-U, stepped through {@link AnalysisText}), encoded as one {@code long} whose natural order
 * is the analyser's "earlier" (sentence, start, end: 1.3) for mentions inside one sentence. Maps
 * from span to entity replace the reference's list scans (5.3, implementation note).
 */
public final class ErrorAnalysis {
  private ErrorAnalysis() {}

  /**
   * Analyses a CoNLL-2012 key document read with its word columns ({@code
   * ConllReader.parseColumns(true)}) against a response (null: the system has no such document,
   * analysed as empty and flagged {@code response_missing}); heads and types as {@link
   * AnalysisText#conll2012} says (exactly the reference's for files without a parse, 5.2 row 2).
   */
  public static ErrorCounts analyse(Document key, Document response, ErrorSingletons singletons) {
    return analyse(AnalysisText.conll2012(key), key, response, singletons);
  }

  /** Analyses a key against a response (null: missing) with the key's text, heads and types. */
  public static ErrorCounts analyse(
      AnalysisText text, Document key, Document response, ErrorSingletons singletons) {
    return run(text, key, response, singletons, null);
  }

  /**
   * Every error the analysis of {@link #analyse} counts, one per unit of each category's count (the
   * seven category columns), in document order of their first mention, then category order.
   */
  public static List<ListedError> errors(
      AnalysisText text, Document key, Document response, ErrorSingletons singletons) {
    ErrorRecorder recorder = new ErrorRecorder();
    run(text, key, response, singletons, recorder);
    return ErrorListing.of(text, key, recorder);
  }

  /**
   * The corrected responses of every {@link CostStep}, in {@link CostStep#ALL} order, built from
   * the operations of the analysis of {@link #analyse} and applied to the original response (null:
   * the key's text without mentions). Span correction moves a response mention onto its key span; a
   * remove deletes a mention; a split gives its part a new entity; an introduce adds the key
   * mention; a merge moves its part into the entity holding its key entity's base mention (earliest
   * non-pronoun, else earliest; 1.5 step 6c) when the response has it, else into one new entity
   * shared by that key entity's merged parts. Missing Entity applies its introduces and merges,
   * Extra Entity its splits and removes; operations consumed as no error (6c) or reported in no
   * category are never applied, and everything the analysis did not touch (dropped mentions,
   * one-mention entities left out in REMOVE mode) stays. Linear in the mentions per step; a step
   * with no operation of its own returns the previous step's very object (details: {@link
   * Corrections}).
   */
  public static List<CorrectedResponse> corrections(
      AnalysisText text, Document key, Document response, ErrorSingletons singletons) {
    ErrorRecorder recorder = new ErrorRecorder();
    run(text, key, response, singletons, recorder);
    return Corrections.of(key, response, recorder);
  }

  /**
   * One analysis giving its counts and, when asked, the listed errors ({@link #errors}) and the
   * corrected responses ({@link #corrections}): what a run that asks for several needs, without
   * analysing the document again for each.
   *
   * @param errors the listed errors, or null when not asked for
   * @param corrections the corrected responses, or null when not asked for
   */
  public record Detailed(
      ErrorCounts counts, List<ListedError> errors, List<CorrectedResponse> corrections) {}

  public static Detailed detailed(
      AnalysisText text,
      Document key,
      Document response,
      ErrorSingletons singletons,
      boolean list,
      boolean correct) {
    ErrorRecorder recorder = list || correct ? new ErrorRecorder() : null;
    ErrorCounts counts = run(text, key, response, singletons, recorder);
    return new Detailed(
        counts,
        list ? ErrorListing.of(text, key, recorder) : null,
        correct ? Corrections.of(key, response, recorder) : null);
  }

  private static ErrorCounts run(
      AnalysisText text,
      Document key,
      Document response,
      ErrorSingletons singletons,
      ErrorRecorder recorder) {
    long[] counts = new long[ErrorColumn.values().length];
    // the key's side is the same for every system: made once per key document (never changed)
    KeySide keySide =
        key.layer(
            KEY_SIDE,
            k -> {
              long[] dropped = new long[ErrorColumn.values().length];
              List<long[]> entities = entities(k, text, dropped);
              return new KeySide(entities, dropped[ErrorColumn.DROPPED_MENTIONS.ordinal()]);
            });
    List<long[]> keyEntities = keySide.entities();
    counts[ErrorColumn.DROPPED_MENTIONS.ordinal()] += keySide.dropped();
    List<long[]> responseEntities =
        response == null ? new ArrayList<>() : entities(response, text, counts);
    counts[ErrorColumn.RESPONSE_MISSING.ordinal()] = response == null ? 1 : 0;
    new DocumentRun(text, keyEntities, responseEntities, singletons, counts, recorder).run();
    return ErrorCounts.of(counts);
  }

  /**
   * A key document's entities as {@link #entities} makes them, and how many mentions it dropped.
   */
  private record KeySide(List<long[]> entities, long dropped) {}

  /** A key document's side, the same for every system. */
  private static final DerivedLayer<KeySide> KEY_SIDE = DerivedLayer.of("error analysis key side");

  /**
   * A span {@code first..last} (0 <= first <= last) as one long whose natural order is (first,
   * last). The low half holds the length, not the last position: {@link Long#hashCode} is the xor
   * of the halves, and first xor last collides for most nearby short spans (hash maps of spans then
   * degrade into trees), first xor length far less.
   */
  static long span(int first, int last) {
    return ((long) first << 32) | (last - first);
  }

  static int first(long span) {
    return (int) (span >>> 32);
  }

  static int last(long span) {
    return (int) (span >>> 32) + (int) span;
  }

  /**
   * A side's entities as sorted span arrays. A mention crossing a sentence boundary (or starting or
   * ending where the key has no token, {@link AnalysisText#contains}) is dropped, and so is a
   * repeated span after its first occurrence in the document's mention order (5.2, shared rules;
   * the reference drops both): each counts in {@code dropped_mentions}.
   */
  private static List<long[]> entities(Document d, AnalysisText text, long[] counts) {
    LongIntMap seen = new LongIntMap(d.mentionCount());
    List<long[]> out = new ArrayList<>(d.entityCount());
    for (int e = 0; e < d.entityCount(); e++) {
      long[] spans = new long[d.entitySize(e)];
      int n = 0;
      for (int m = d.entityStart(e); m < d.entityStart(e) + d.entitySize(e); m++) {
        int first = d.mentionFirst(m);
        int last = d.mentionLast(m);
        long s = span(first, last);
        if (!text.contains(first)
            || !text.contains(last)
            || text.sentence(first) != text.sentence(last)
            || seen.put(s, 0) >= 0) { // a repeated span
          counts[ErrorColumn.DROPPED_MENTIONS.ordinal()]++;
        } else {
          spans[n++] = s;
        }
      }
      if (n > 0) {
        long[] entity = Arrays.copyOf(spans, n);
        Arrays.sort(entity);
        out.add(entity);
      }
    }
    return out;
  }
}

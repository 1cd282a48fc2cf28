package org.corefstats.core.analysis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.corefstats.core.document.DerivedLayer;
import org.corefstats.core.document.Document;
import org.corefstats.core.util.LongIntMap;

/**
 * The transformation-based error categories of Kummerfeld and Klein (2013, "Error-Driven Analysis
 * of Challenges in Coreference Resolution"), as the Berkeley Coreference Analyser (commit d845001)
 * computes them, for one document: ERROR-ANALYSIS.md 5.3 (the analyser's steps of 1.5 with a
 * deterministic tie rule) and the columns of 5.4 without cort's links. Deviations from the
 * reference, all from the spec: singletons removed on both sides in {@link ErrorSingletons#REMOVE}
 * mode (5.2), span pass 1 in document order taking the first candidate (5.3 step 2), a missing
 * response analysed as empty (5.2), and the extension columns of 5.4 and 5.7.
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
   * A span {@code first..last} (0 <= first <= last) as one long whose natural order is (first,
   * last). The low half holds the length, not the last position: {@link Long#hashCode} is the xor
   * of the halves, and first xor last collides for most nearby short spans (hash maps of spans then
   * degrade into trees), first xor length far less.
   */
  /**
   * A key document's entities as {@link #entities} makes them, and how many mentions it dropped.
   */
  private record KeySide(List<long[]> entities, long dropped) {}

  /** A key document's side, the same for every system. */
  private static final DerivedLayer<KeySide> KEY_SIDE = DerivedLayer.of("error analysis key side");

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

  /**
   * A split (1.5 step 4a): a part of response entity {@code cluster}; nowhere: a non-key mention.
   */
  private record Split(long[] part, int cluster, boolean nowhere) {}

  /**
   * A merge (1.5 step 4c): a piece into key entity {@code cluster}; introduced: a missing mention.
   */
  private record Merge(long[] part, int cluster, boolean introduced) {}

  /** The state of one document's analysis. */
  private static final class DocumentRun {
    private static final long NONE = -1;
    private static final MentionType[] MENTION_TYPES = MentionType.values();

    private final AnalysisText text;
    private final ErrorSingletons singletons;
    private final long[] counts;

    /** Where each counted error goes with its operations, or null: counting only. */
    private final ErrorRecorder recorder;

    private List<long[]> key;
    private List<long[]> response;
    // span -> entity (>= 0), span -> MentionType ordinal: unboxed, the analysis's hot maps
    private LongIntMap keyOf;
    private LongIntMap responseOf;
    private LongIntMap types;

    DocumentRun(
        AnalysisText text,
        List<long[]> key,
        List<long[]> response,
        ErrorSingletons singletons,
        long[] counts,
        ErrorRecorder recorder) {
      this.text = text;
      this.key = key;
      this.response = response;
      this.singletons = singletons;
      this.counts = counts;
      this.recorder = recorder;
    }

    void run() {
      removeSingletons();
      keyOf = index(key);
      responseOf = index(response);
      types = new LongIntMap(keyOf.size() + responseOf.size());
      correctSpans();
      countSingletons();
      for (Group g : groups()) {
        analyseGroup(g);
      }
      counts[ErrorColumn.UNREPORTED_EXTRA.ordinal()] =
          get(ErrorColumn.OP_REMOVE)
              - get(ErrorColumn.EXTRA_MENTION)
              - get(ErrorColumn.EXTRA_ENTITY_MENTIONS);
      counts[ErrorColumn.UNREPORTED_MISSING.ordinal()] =
          get(ErrorColumn.OP_INTRODUCE)
              - get(ErrorColumn.MISSING_MENTION)
              - get(ErrorColumn.MISSING_ENTITY_MISSING);
    }

    private long get(ErrorColumn c) {
      return counts[c.ordinal()];
    }

    private void add(ErrorColumn c, long n) {
      counts[c.ordinal()] += n;
    }

    /** 1.5 step 1, with 5.2's rule: REMOVE deletes one-mention entities of both sides. */
    private void removeSingletons() {
      if (singletons == ErrorSingletons.REMOVE) {
        key = key.stream().filter(e -> e.length > 1).toList();
        response = response.stream().filter(e -> e.length > 1).toList();
      }
    }

    private static LongIntMap index(List<long[]> entities) {
      int n = 0;
      for (long[] e : entities) {
        n += e.length;
      }
      LongIntMap of = new LongIntMap(n);
      for (int e = 0; e < entities.size(); e++) {
        for (long s : entities.get(e)) {
          of.put(s, e);
        }
      }
      return of;
    }

    /** 5.3 steps 1 to 3 (1.5 step 2): exact matches, then the trim pass, then the head pass. */
    private void correctSpans() {
      // 5.3 step 2: pass 1, trimmed spans; response mentions and candidates in document order,
      // the first unused candidate wins
      Map<Long, ArrayDeque<Long>> keyByTrim = new HashMap<>();
      for (long k : unmatched(key, responseOf)) {
        keyByTrim.computeIfAbsent(trim(k), t -> new ArrayDeque<>()).add(k);
      }
      for (long r : unmatched(response, keyOf)) {
        ArrayDeque<Long> candidates = keyByTrim.get(trim(r));
        if (candidates != null && !candidates.isEmpty()) {
          move(r, candidates.poll());
        }
      }
      // 5.3 step 3: pass 2, one response and one key mention with the same head (sentence, token)
      Map<Integer, long[]> byHead = new LinkedHashMap<>(); // {responses, keys, response, key}
      for (long r : unmatched(response, keyOf)) {
        long[] g = byHead.computeIfAbsent(text.head(first(r), last(r), false), h -> new long[4]);
        g[0]++;
        g[2] = r;
      }
      for (long k : unmatched(key, responseOf)) {
        long[] g = byHead.computeIfAbsent(text.head(first(k), last(k), true), h -> new long[4]);
        g[1]++;
        g[3] = k;
      }
      for (long[] g : byHead.values()) {
        if (g[0] == 1 && g[1] == 1) {
          move(g[2], g[3]);
        }
      }
      for (long[] e : response) {
        Arrays.sort(e);
      }
    }

    /** The spans of {@code side} absent from the other side, in document order. */
    private static long[] unmatched(List<long[]> side, LongIntMap other) {
      return side.stream()
          .flatMapToLong(Arrays::stream)
          .filter(s -> !other.containsKey(s))
          .sorted()
          .toArray();
    }

    /**
     * 1.5 step 2a: while longer than one token, drop a first token that is exactly {@code the} or
     * one non-ASCII-letter character; then likewise a last token {@code 's} or one such character.
     */
    private long trim(long s) {
      int f = first(s);
      int l = last(s);
      while (l > f && (text.word(f).equals("the") || oneNonLetter(text.word(f)))) {
        f = text.next(f);
      }
      while (l > f && (text.word(l).equals("'s") || oneNonLetter(text.word(l)))) {
        l = text.previous(l);
      }
      return span(f, l);
    }

    private static boolean oneNonLetter(String w) {
      if (w.isEmpty() || w.codePointCount(0, w.length()) != 1) {
        return false;
      }
      int c = w.codePointAt(0);
      return !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
    }

    /** 1.5 step 2b: the response mention takes the key span; one span error. */
    private void move(long from, long to) {
      int e = responseOf.remove(from);
      long[] entity = response.get(e);
      for (int i = 0; i < entity.length; i++) {
        if (entity[i] == from) {
          entity[i] = to;
        }
      }
      responseOf.put(to, e);
      add(ErrorColumn.OP_CORRECT_SPAN, 1);
      add(ErrorColumn.SPAN_ERROR, 1);
      if (recorder != null) {
        recorder.add(ErrorRecorder.Recorded.spanError(from, to, type(from)));
      }
    }

    /** 5.7 extensions: one-mention entities with no counterpart (0 in REMOVE mode). */
    private void countSingletons() {
      for (long[] e : key) {
        if (e.length == 1 && !responseOf.containsKey(e[0])) {
          add(ErrorColumn.MISSING_SINGLETON, 1);
        }
      }
      for (long[] e : response) {
        if (e.length == 1 && !keyOf.containsKey(e[0])) {
          add(ErrorColumn.EXTRA_SINGLETON, 1);
        }
      }
    }

    private record Group(List<Integer> keys, List<Integer> responses) {}

    /**
     * 5.3 step 4 (1.5 step 3): connected components of key and response entities sharing a mention,
     * by union-find, in order of their first entity; groups of identical entities are skipped.
     */
    private List<Group> groups() {
      int k = key.size();
      int[] parent = new int[k + response.size()];
      for (int i = 0; i < parent.length; i++) {
        parent[i] = i;
      }
      for (int r = 0; r < response.size(); r++) {
        for (long s : response.get(r)) {
          int g = keyOf.get(s);
          if (g >= 0) {
            parent[find(parent, g)] = find(parent, k + r);
          }
        }
      }
      Map<Integer, Group> byRoot = new LinkedHashMap<>();
      for (int i = 0; i < parent.length; i++) {
        Group g =
            byRoot.computeIfAbsent(
                find(parent, i), x -> new Group(new ArrayList<>(), new ArrayList<>()));
        (i < k ? g.keys() : g.responses()).add(i < k ? i : i - k);
      }
      List<Group> out = new ArrayList<>();
      for (Group g : byRoot.values()) {
        if (!identical(g)) {
          out.add(g);
        }
      }
      return out;
    }

    private static int find(int[] parent, int i) {
      while (parent[i] != i) {
        parent[i] = parent[parent[i]];
        i = parent[i];
      }
      return i;
    }

    private boolean identical(Group g) {
      if (g.keys().size() != 1 || g.responses().size() != 1) {
        return false;
      }
      long[] r = response.get(g.responses().get(0));
      return r.length == key.get(g.keys().get(0)).length
          && Arrays.stream(r).allMatch(keyOf::containsKey);
    }

    private void analyseGroup(Group group) {
      List<Split> splits = new ArrayList<>();
      List<Merge> merges = new ArrayList<>();
      repair(group, splits, merges);
      categorise(group, splits, merges);
    }

    /** 5.3 step 5 (1.5 step 4): the raw operations of one group. */
    private void repair(Group group, List<Split> splits, List<Merge> merges) {
      Map<Integer, List<Merge>> pieces = new HashMap<>();
      // 4a: the intersections with key entities are pieces, a split each unless the whole entity;
      // every non-key mention a split going nowhere and a remove
      for (int a : group.responses()) {
        long[] entity = response.get(a);
        Map<Integer, List<Long>> parts = new LinkedHashMap<>();
        List<Long> nowhere = new ArrayList<>();
        for (long s : entity) {
          int g = keyOf.get(s);
          if (g < 0) {
            nowhere.add(s);
          } else {
            parts.computeIfAbsent(g, x -> new ArrayList<>()).add(s);
          }
        }
        for (Map.Entry<Integer, List<Long>> p : parts.entrySet()) {
          long[] part = p.getValue().stream().mapToLong(Long::longValue).toArray();
          pieces
              .computeIfAbsent(p.getKey(), x -> new ArrayList<>())
              .add(new Merge(part, p.getKey(), false));
          if (part.length != entity.length) {
            splits.add(new Split(part, a, false));
          }
        }
        for (long m : nowhere) {
          splits.add(new Split(new long[] {m}, a, true));
          add(ErrorColumn.OP_REMOVE, 1);
        }
      }
      // 4b: every key mention the response lacks is introduced, a piece of its own
      for (int g : group.keys()) {
        for (long s : key.get(g)) {
          if (!responseOf.containsKey(s)) {
            add(ErrorColumn.OP_INTRODUCE, 1);
            pieces
                .computeIfAbsent(g, x -> new ArrayList<>())
                .add(new Merge(new long[] {s}, g, true));
          }
        }
      }
      // 4c: every piece strictly inside its key entity is merged into it
      for (int g : group.keys()) {
        for (Merge p : pieces.getOrDefault(g, List.of())) {
          if (p.part().length != key.get(g).length) {
            merges.add(p);
          }
        }
      }
      add(ErrorColumn.OP_SPLIT, splits.size());
      add(ErrorColumn.OP_MERGE, merges.size());
    }

    /** 5.3 step 6 (1.5 step 6 a-f, in that order; each step consumes operations). */
    private void categorise(Group group, List<Split> splits, List<Merge> merges) {
      boolean[] splitDone = new boolean[splits.size()];
      boolean[] mergeDone = new boolean[merges.size()];
      // 6a Extra Entity: per response entity with no key mention but pronouns, its nowhere splits
      // if they hold at least 2 mentions (their removes go with them)
      Map<Integer, List<Integer>> nowhereOf = new HashMap<>();
      for (int i = 0; i < splits.size(); i++) {
        if (splits.get(i).nowhere()) {
          nowhereOf.computeIfAbsent(splits.get(i).cluster(), x -> new ArrayList<>()).add(i);
        }
      }
      for (int a : group.responses()) {
        List<Integer> nowhere = nowhereOf.getOrDefault(a, List.of());
        if (nowhere.size() >= 2 && keyMentionsArePronouns(response.get(a))) {
          add(ErrorColumn.EXTRA_ENTITY, 1);
          add(ErrorColumn.EXTRA_ENTITY_MENTIONS, nowhere.size());
          nowhere.forEach(i -> splitDone[i] = true);
          if (recorder != null) {
            long[] removed = nowhere.stream().mapToLong(i -> splits.get(i).part()[0]).toArray();
            recorder.add(
                ErrorRecorder.Recorded.removal(
                    ErrorCategory.EXTRA_ENTITY, removed, type(removed[0])));
          }
        }
      }
      Map<Integer, List<Integer>> introducedOf = new HashMap<>();
      for (int i = 0; i < merges.size(); i++) {
        if (merges.get(i).introduced()) {
          introducedOf.computeIfAbsent(merges.get(i).cluster(), x -> new ArrayList<>()).add(i);
        }
      }
      // 6b Missing Entity: a key entity whose found mentions are all pronouns and which misses
      // more than one mention; the merges (and introduces) of its missing mentions are consumed
      for (int g : group.keys()) {
        long[] entity = key.get(g);
        long missing = Arrays.stream(entity).filter(s -> !responseOf.containsKey(s)).count();
        boolean foundPronouns =
            Arrays.stream(entity)
                .filter(responseOf::containsKey)
                .allMatch(s -> type(s).isPronounLike());
        if (missing > 1 && foundPronouns) {
          add(ErrorColumn.MISSING_ENTITY, 1);
          add(ErrorColumn.MISSING_ENTITY_MENTIONS, entity.length);
          add(ErrorColumn.MISSING_ENTITY_MISSING, missing);
          for (int i : introducedOf.getOrDefault(g, List.of())) {
            mergeDone[i] = true;
          }
          if (recorder != null) {
            long[] introduced =
                introducedOf.getOrDefault(g, List.of()).stream()
                    .mapToLong(i -> merges.get(i).part()[0])
                    .toArray();
            recorder.add(
                ErrorRecorder.Recorded.merge(
                    ErrorCategory.MISSING_ENTITY,
                    entity,
                    type(entity[0]),
                    introduced,
                    introduced,
                    base(entity)));
          }
        }
      }
      // 6c base parts: a part with its cluster's earliest non-pronoun (or, with none, its earliest
      // mention) is not an error
      for (int i = 0; i < splits.size(); i++) {
        if (!splitDone[i] && isBase(splits.get(i).part(), response.get(splits.get(i).cluster()))) {
          splitDone[i] = true;
        }
      }
      for (int i = 0; i < merges.size(); i++) {
        if (!mergeDone[i] && isBase(merges.get(i).part(), key.get(merges.get(i).cluster()))) {
          mergeDone[i] = true;
        }
      }
      // 6d Extra Mention: every remaining split going nowhere
      Set<Long> remainingSingleSplits = new HashSet<>();
      for (int i = 0; i < splits.size(); i++) {
        Split s = splits.get(i);
        if (!splitDone[i] && s.nowhere()) {
          add(ErrorColumn.EXTRA_MENTION, 1);
          addTyped(type(s.part()[0]), true);
          splitDone[i] = true;
          if (recorder != null) {
            recorder.add(
                ErrorRecorder.Recorded.removal(
                    ErrorCategory.EXTRA_MENTION, s.part(), type(s.part()[0])));
          }
        } else if (!splitDone[i] && s.part().length == 1) {
          remainingSingleSplits.add(s.part()[0]);
        }
      }
      // 6e Missing Mention: a remaining merge of one mention the response lacks, which no remaining
      // split has as its part and which is not its key entity's earliest non-pronoun
      for (int i = 0; i < merges.size(); i++) {
        Merge m = merges.get(i);
        if (mergeDone[i] || m.part().length != 1) {
          continue;
        }
        long s = m.part()[0];
        if (!responseOf.containsKey(s)
            && !remainingSingleSplits.contains(s)
            && s != earliestNonPronoun(key.get(m.cluster()))) {
          add(ErrorColumn.MISSING_MENTION, 1);
          addTyped(type(s), false);
          mergeDone[i] = true;
          if (recorder != null) {
            recorder.add(
                ErrorRecorder.Recorded.merge(
                    ErrorCategory.MISSING_MENTION,
                    m.part(),
                    type(s),
                    m.part(),
                    m.part(),
                    base(key.get(m.cluster()))));
          }
        }
      }
      // 6f what is left: Conflated Entities per split, Divided Entity per merge
      for (int i = 0; i < splits.size(); i++) {
        if (!splitDone[i]) {
          add(ErrorColumn.CONFLATED_ENTITIES, 1);
          add(ErrorColumn.CONFLATED_PART_MENTIONS, splits.get(i).part().length);
          if (recorder != null) {
            long[] part = splits.get(i).part();
            recorder.add(ErrorRecorder.Recorded.split(part, type(part[0])));
          }
        }
      }
      for (int i = 0; i < merges.size(); i++) {
        if (!mergeDone[i]) {
          add(ErrorColumn.DIVIDED_ENTITY, 1);
          add(ErrorColumn.DIVIDED_PART_MENTIONS, merges.get(i).part().length);
          if (recorder != null) {
            Merge m = merges.get(i);
            recorder.add(
                ErrorRecorder.Recorded.merge(
                    ErrorCategory.DIVIDED_ENTITY,
                    m.part(),
                    type(m.part()[0]),
                    m.introduced() ? m.part() : ErrorRecorder.NONE,
                    m.part(),
                    base(key.get(m.cluster()))));
          }
        }
      }
    }

    private void addTyped(MentionType t, boolean extra) {
      switch (t) {
        case PRONOUN ->
            add(extra ? ErrorColumn.EXTRA_MENTION_PRONOUN : ErrorColumn.MISSING_MENTION_PRONOUN, 1);
        case NOMINAL ->
            add(extra ? ErrorColumn.EXTRA_MENTION_NOMINAL : ErrorColumn.MISSING_MENTION_NOMINAL, 1);
        case NAME ->
            add(extra ? ErrorColumn.EXTRA_MENTION_NAME : ErrorColumn.MISSING_MENTION_NAME, 1);
        case ZERO -> {
          // no column: the reference has no zeros
        }
      }
    }

    private boolean keyMentionsArePronouns(long[] entity) {
      for (long s : entity) {
        if (keyOf.containsKey(s) && !type(s).isPronounLike()) {
          return false;
        }
      }
      return true;
    }

    /** 1.5 step 6c on sorted spans. */
    private boolean isBase(long[] part, long[] cluster) {
      long base = earliestNonPronoun(cluster);
      if (base != NONE) {
        return earliestNonPronoun(part) == base;
      }
      return Arrays.binarySearch(part, cluster[0]) >= 0;
    }

    /**
     * The mention a key entity is built on (1.5 step 6c): its earliest non-pronoun, else its
     * earliest mention.
     */
    private long base(long[] keyEntity) {
      long b = earliestNonPronoun(keyEntity);
      return b != NONE ? b : keyEntity[0];
    }

    /** 1.3 {@code min_non_pronoun} of sorted spans, or {@link #NONE}. */
    private long earliestNonPronoun(long[] spans) {
      for (long s : spans) {
        if (!type(s).isPronounLike()) {
          return s;
        }
      }
      return NONE;
    }

    /** The type of a span (5.2): by the key's rule when it is a key mention (after 5.3 step 3). */
    private MentionType type(long s) {
      int known = types.get(s);
      if (known >= 0) {
        return MENTION_TYPES[known];
      }
      MentionType t = text.type(first(s), last(s), keyOf.containsKey(s));
      types.put(s, t.ordinal());
      return t;
    }
  }
}

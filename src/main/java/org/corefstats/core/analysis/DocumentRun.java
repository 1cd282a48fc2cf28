package org.corefstats.core.analysis;

import static org.corefstats.core.analysis.ErrorAnalysis.first;
import static org.corefstats.core.analysis.ErrorAnalysis.last;
import static org.corefstats.core.analysis.ErrorAnalysis.span;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.util.LongIntMap;

/**
 * The state of one document's {@link ErrorAnalysis}: the two sides' entities as sorted spans and
 * the maps from span to entity, through the steps of docs/explanation/error-analysis.md 5.3; the
 * operations and categories of each group of entities are {@link GroupErrors}'.
 */
final class DocumentRun {
  private static final MentionType[] MENTION_TYPES = MentionType.values();

  private final AnalysisText text;
  private final ErrorSingletons singletons;
  private final long[] counts;

  /** Where each counted error goes with its operations, or null: counting only. */
  final ErrorRecorder recorder;

  List<long[]> key;
  List<long[]> response;
  // span -> entity (>= 0), span -> MentionType ordinal: unboxed, the analysis's hot maps
  LongIntMap keyOf;
  LongIntMap responseOf;
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
    GroupErrors errors = new GroupErrors(this);
    for (Group g : groups()) {
      errors.analyse(g);
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

  void add(ErrorColumn c, long n) {
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
   * 1.5 step 2a: while longer than one token, drop a first token that is exactly {@code the} or one
   * non-ASCII-letter character; then likewise a last token {@code 's} or one such character.
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

  record Group(List<Integer> keys, List<Integer> responses) {}

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

  /** The type of a span (5.2): by the key's rule when it is a key mention (after 5.3 step 3). */
  MentionType type(long s) {
    int known = types.get(s);
    if (known >= 0) {
      return MENTION_TYPES[known];
    }
    MentionType t = text.type(first(s), last(s), keyOf.containsKey(s));
    types.put(s, t.ordinal());
    return t;
  }
}

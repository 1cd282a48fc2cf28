package org.corefstats.core.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.corefstats.core.util.LongIntMap;

/**
 * docs/explanation/error-analysis.md 5.3 steps 5 and 6 (1.5 steps 4 and 6) for the groups of one
 * {@link DocumentRun}: the raw operations that turn a group's response entities into its key
 * entities, then the categories that consume them, counted (and recorded) in the run.
 */
final class GroupErrors {
  private static final long NONE = -1;

  /**
   * A split (1.5 step 4a): a part of response entity {@code cluster}; nowhere: a non-key mention.
   */
  private record Split(long[] part, int cluster, boolean nowhere) {}

  /**
   * A merge (1.5 step 4c): a piece into key entity {@code cluster}; introduced: a missing mention.
   */
  private record Merge(long[] part, int cluster, boolean introduced) {}

  private final DocumentRun run;
  private final List<long[]> key;
  private final List<long[]> response;
  private final LongIntMap keyOf;
  private final LongIntMap responseOf;

  /** Where each counted error goes with its operations, or null: counting only. */
  private final ErrorRecorder recorder;

  /** For a run whose spans are corrected (after 5.3 step 3). */
  GroupErrors(DocumentRun run) {
    this.run = run;
    this.key = run.key;
    this.response = run.response;
    this.keyOf = run.keyOf;
    this.responseOf = run.responseOf;
    this.recorder = run.recorder;
  }

  /** The operations of one group, and their categories. */
  void analyse(DocumentRun.Group group) {
    List<Split> splits = new ArrayList<>();
    List<Merge> merges = new ArrayList<>();
    repair(group, splits, merges);
    categorise(group, splits, merges);
  }

  private void add(ErrorColumn c, long n) {
    run.add(c, n);
  }

  private MentionType type(long s) {
    return run.type(s);
  }

  /** 5.3 step 5 (1.5 step 4): the raw operations of one group. */
  private void repair(DocumentRun.Group group, List<Split> splits, List<Merge> merges) {
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
          pieces.computeIfAbsent(g, x -> new ArrayList<>()).add(new Merge(new long[] {s}, g, true));
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
  private void categorise(DocumentRun.Group group, List<Split> splits, List<Merge> merges) {
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
   * The mention a key entity is built on (1.5 step 6c): its earliest non-pronoun, else its earliest
   * mention.
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
}

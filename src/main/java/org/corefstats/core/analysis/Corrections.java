package org.corefstats.core.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.corefstats.core.document.Document;

/**
 * The corrected responses of one document (docs/explanation/error-analysis.md 1.4 {@code
 * .corrected.<category>} and {@code _prog}, 5.7 last row): the operations of the counted errors
 * applied to the original response, one {@link CostStep} at a time.
 *
 * <p>What the analysis did not touch stays as it is: mentions it dropped (crossing a sentence, a
 * repeated span) and, in {@link ErrorSingletons#REMOVE} mode, the response's one-mention entities.
 * Span correction (every step) moves a response mention onto its key span (replacing a left-out
 * one-mention entity of that span, if any, so that no span is repeated). Then, for the errors of
 * the step's categories:
 *
 * <ul>
 *   <li>a remove (Extra Mention; Extra Entity: its splits and removes) deletes the mention, but for
 *       a mention whose span is a one-mention entity of the key that {@code REMOVE} left out: it
 *       becomes an entity of its own, as in the key (deleting it would lower the scores of a
 *       setting that keeps singletons: the error was its link, not the mention);
 *   <li>a split (Conflated Entities) gives its part a new entity;
 *   <li>an introduce (Missing Mention, Missing Entity: its introduces and merges; a Divided Entity
 *       of a missing mention) adds the key mention, or takes the response's one-mention entity of
 *       that span that {@code REMOVE} left out, rather than repeat the span;
 *   <li>a merge (Divided Entity, Missing Mention, Missing Entity) moves its part into the key
 *       entity's current entity: the entity that holds the key entity's base mention (its earliest
 *       non-pronoun, else its earliest mention, 1.5 step 6c) after the step's splits, when the
 *       response has that mention and the step does not introduce it; else one new entity shared by
 *       every part the step merges into that key entity.
 * </ul>
 *
 * Operations that step 6c consumed as no error (base parts) and those reported in no category are
 * never applied: so a spurious mention that became its response entity's base stays after every
 * correction (ex06), and a key mention the analysis re-introduced and consumed stays missing
 * (ex11). A step is applied to the original response afresh, in linear time in its mentions. A step
 * that adds no operation returns the very object it would repeat, so that a caller can skip
 * rescoring identical objects: span correction without span errors returns the response itself, a
 * step alone without operations the span-corrected response, a cumulative one the previous
 * cumulative response (span correction's before the first category with operations, whose alone and
 * cumulative steps are then one object).
 *
 * <p>Moved and introduced mentions take the key mention's positions, node list and head; a
 * corrected response keeps the response document's name, file and lines (moved mentions their own
 * line) and is a normal document of the response's format. For a missing response (null), the key's
 * text without mentions stands in for it. The analysis's spans are read back as mentions by their
 * first and last positions ({@link Document#mentionFirst}, {@link Document#mentionLast}), the first
 * mention of a span in document order being the one the analysis kept.
 */
final class Corrections {
  private final Document key;
  private final Document response;
  private final Map<Long, Integer> responseMention;
  private final Map<Long, Integer> keyMention;
  private final List<ErrorRecorder.Recorded> moves = new ArrayList<>();
  private final Map<ErrorCategory, List<ErrorRecorder.Recorded>> byCategory =
      new EnumMap<>(ErrorCategory.class);

  private Corrections(Document key, Document response, ErrorRecorder recorder) {
    this.key = key;
    this.response = response;
    this.responseMention = firstMentions(response);
    this.keyMention = firstMentions(key);
    for (ErrorCategory c : ErrorCategory.values()) {
      byCategory.put(c, new ArrayList<>());
    }
    for (ErrorRecorder.Recorded r : recorder.errors) {
      (r.category() == ErrorCategory.SPAN_ERROR ? moves : byCategory.get(r.category())).add(r);
    }
  }

  static List<CorrectedResponse> of(Document key, Document response, ErrorRecorder recorder) {
    Document original =
        response != null ? response : key.keepMentions(new boolean[key.mentionCount()]);
    return new Corrections(key, original, recorder).steps();
  }

  private List<CorrectedResponse> steps() {
    List<CorrectedResponse> out = new ArrayList<>(CostStep.ALL.size());
    Document spans = moves.isEmpty() ? response : apply(EnumSet.noneOf(ErrorCategory.class));
    out.add(new CorrectedResponse(CostStep.SPANS, spans));
    Document cumulative = spans;
    EnumSet<ErrorCategory> upTo = EnumSet.noneOf(ErrorCategory.class);
    for (ErrorCategory c : ErrorCategory.values()) {
      if (c == ErrorCategory.SPAN_ERROR) {
        continue;
      }
      boolean none = byCategory.get(c).isEmpty();
      boolean first = upTo.isEmpty();
      if (!none) {
        upTo.add(c);
      }
      Document alone = none ? spans : apply(EnumSet.of(c));
      cumulative = none ? cumulative : first ? alone : apply(upTo);
      out.add(new CorrectedResponse(new CostStep(c, false), alone));
      out.add(new CorrectedResponse(new CostStep(c, true), cumulative));
    }
    return out;
  }

  /** The response after span correction and the operations of these categories. */
  private Document apply(Set<ErrorCategory> categories) {
    int n = response.mentionCount();
    int[] label = new int[n];
    for (int e = 0; e < response.entityCount(); e++) {
      int from = response.entityStart(e);
      Arrays.fill(label, from, from + response.entitySize(e), e);
    }
    int next = response.entityCount();
    int[] taken = new int[n];
    Arrays.fill(taken, -1);
    boolean[] deleted = new boolean[n];
    Map<Long, Integer> at = new HashMap<>(responseMention);
    for (ErrorRecorder.Recorded r : moves) {
      int m = at.remove(r.movedFrom());
      Integer there = at.put(r.movedTo(), m);
      if (there != null) {
        // a left-out one-mention entity with the key span: keep the span once
        deleted[there] = true;
      }
      taken[m] = keyMention.get(r.movedTo());
    }
    List<ErrorRecorder.Recorded> errors = new ArrayList<>();
    for (ErrorCategory c : categories) {
      errors.addAll(byCategory.get(c));
    }
    Set<Long> introduced = new HashSet<>();
    for (ErrorRecorder.Recorded r : errors) {
      for (long s : r.removed()) {
        if (keyMention.containsKey(s)) {
          // a one-mention entity of the key that REMOVE left out: the error is its link, so the
          // mention is split off as the key has it rather than deleted
          label[at.get(s)] = next++;
        } else {
          deleted[at.get(s)] = true;
        }
      }
      if (r.split().length > 0) {
        int fresh = next++;
        for (long s : r.split()) {
          label[at.get(s)] = fresh;
        }
      }
      for (long s : r.introduced()) {
        introduced.add(s);
      }
    }
    Map<Long, Integer> target = new HashMap<>();
    for (ErrorRecorder.Recorded r : errors) {
      if (r.merged().length > 0 && !target.containsKey(r.keyBase())) {
        Integer base = introduced.contains(r.keyBase()) ? null : at.get(r.keyBase());
        target.put(r.keyBase(), base != null && !deleted[base] ? label[base] : next++);
      }
    }
    List<int[]> added = new ArrayList<>(); // {key mention, label}
    for (ErrorRecorder.Recorded r : errors) {
      for (long s : r.merged()) {
        int to = target.get(r.keyBase());
        Integer m = at.get(s);
        if (m != null) {
          label[m] = to;
        } else {
          added.add(new int[] {keyMention.get(s), to});
        }
      }
    }
    return build(label, next, deleted, taken, added);
  }

  private Document build(
      int[] label, int labels, boolean[] deleted, int[] taken, List<int[]> added) {
    int[] size = new int[labels];
    int[] order = new int[labels];
    Arrays.fill(order, -1);
    List<Integer> byOrder = new ArrayList<>();
    int count = 0;
    for (int m = 0; m < label.length; m++) {
      if (!deleted[m]) {
        count += place(label[m], size, order, byOrder);
      }
    }
    for (int[] a : added) {
      count += place(a[1], size, order, byOrder);
    }
    int entities = byOrder.size();
    int[] entityFrom = new int[entities + 1];
    for (int e = 0; e < entities; e++) {
      entityFrom[e + 1] = entityFrom[e] + size[byOrder.get(e)];
    }
    int[] fill = Arrays.copyOf(entityFrom, entities);
    int[] own = new int[count];
    int[] keyTaken = new int[count];
    for (int m = 0; m < label.length; m++) {
      if (!deleted[m]) {
        int i = fill[order[label[m]]]++;
        own[i] = m;
        keyTaken[i] = taken[m];
      }
    }
    for (int[] a : added) {
      int i = fill[order[a[1]]]++;
      own[i] = -1;
      keyTaken[i] = a[0];
    }
    return response.withMentionsOf(key, ids(byOrder), entityFrom, own, keyTaken);
  }

  private static int place(int label, int[] size, int[] order, List<Integer> byOrder) {
    if (order[label] < 0) {
      order[label] = byOrder.size();
      byOrder.add(label);
    }
    size[label]++;
    return 1;
  }

  /** The response's ids for its entities, unused numbers for new ones. */
  private String[] ids(List<Integer> labels) {
    Set<String> used = new HashSet<>();
    for (int e = 0; e < response.entityCount(); e++) {
      used.add(response.entityId(e));
    }
    String[] ids = new String[labels.size()];
    int fresh = 0;
    for (int i = 0; i < ids.length; i++) {
      int label = labels.get(i);
      if (label < response.entityCount()) {
        ids[i] = response.entityId(label);
      } else {
        while (used.contains(Integer.toString(fresh))) {
          fresh++;
        }
        ids[i] = Integer.toString(fresh++);
      }
    }
    return ids;
  }

  /** Each span's first mention in the document's mention order (the analysis's repeat rule). */
  private static Map<Long, Integer> firstMentions(Document d) {
    Map<Long, Integer> out = new HashMap<>(d.mentionCount() * 2);
    for (int m = 0; m < d.mentionCount(); m++) {
      out.putIfAbsent(ErrorAnalysis.span(d.mentionFirst(m), d.mentionLast(m)), m);
    }
    return out;
  }
}

package org.corefstats.core.match;

import java.util.Arrays;
import java.util.function.Consumer;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.util.LongIntMap;

/**
 * The sparse key-entity × response-entity overlap table of one document, with entity sizes and
 * mention counts: everything every metric needs (SEMANTICS.md, "Per-document counts"). Built from a
 * key and a response document with v8.01's mention identities:
 *
 * <ul>
 *   <li>a response mention matches a key mention only when both boundaries are identical (for an
 *       irregular CoNLL-U mention, an empty node inside or discontinuous: when its node lists are
 *       identical, see {@link MentionKeys});
 *   <li>a repeated key span is one identity kept at every place;
 *   <li>walking response entities and their mentions in order, a later copy of a key-matching span
 *       is removed (entities left empty disappear); a repeated span that matches no key span is one
 *       identity kept at every place.
 * </ul>
 *
 * Cost is linear in mentions plus cells (nonzero overlaps). With no repeated identity, the four
 * per-cell counts are equal and every correction term is 0.
 *
 * <p>Under {@link RepeatRule#LATER_ENTITY_WINS} (the CorefUD scorer, MODES-AND-FORMATS.md 1.5 and
 * 2.7) nothing is removed: every mention stays in every entity that holds it, and each cell (k, r)
 * carries instead the three counts of 2.7, with E_S and E_K the mention→entity lookups of each side
 * (a mention in several entities maps to the last): {@link #keyLookup} n(k,r) = #{m ∈ k : E_S(m) =
 * r}, {@link #responseLookup} #{s ∈ r : E_K(s) = k} and {@link #members} φ(k,r) = #{m ∈ k : m ∈ r}.
 * A cell exists wherever φ &gt; 0 (a lookup into r implies membership in r). v8.01's per-cell
 * counts and correction terms are then not defined.
 */
public final class ContingencyTable {
  private final RepeatRule rule;
  private final int keyMentions;
  private final int responseMentions;
  private final int matchedMentions;
  private final int removedRepeats;
  private final Partition key;
  private final Partition response;
  private final int[] responseMatched;
  private final int cellCount;
  private final int[] cellKey;
  private final int[] cellResponse;
  private final int[] overlap;
  private final int[] exclusiveOverlap;
  private final int[] keyCopies;
  private final int[] credited;
  private final long sharedPairOvercount;
  private final int[] keyLookup;
  private final int[] responseLookup;
  private final int[] members;
  // the table's index of each response document entity (-1: all its mentions removed as
  // repeats); null when no entity was removed (the same index)
  private int[] responseEntityOfDocument;

  private ContingencyTable(
      RepeatRule rule,
      int keyMentions,
      int responseMentions,
      int matchedMentions,
      int removedRepeats,
      Partition key,
      Partition response,
      int[] responseMatched,
      int cellCount,
      int[] cellKey,
      int[] cellResponse,
      int[] overlap,
      int[] exclusiveOverlap,
      int[] keyCopies,
      int[] credited,
      long sharedPairOvercount,
      int[] keyLookup,
      int[] responseLookup,
      int[] members) {
    this.rule = rule;
    this.keyMentions = keyMentions;
    this.responseMentions = responseMentions;
    this.matchedMentions = matchedMentions;
    this.removedRepeats = removedRepeats;
    this.key = key;
    this.response = response;
    this.responseMatched = responseMatched;
    this.cellCount = cellCount;
    this.cellKey = cellKey;
    this.cellResponse = cellResponse;
    this.overlap = overlap;
    this.exclusiveOverlap = exclusiveOverlap;
    this.keyCopies = keyCopies;
    this.credited = credited;
    this.sharedPairOvercount = sharedPairOvercount;
    this.keyLookup = keyLookup;
    this.responseLookup = responseLookup;
    this.members = members;
  }

  /**
   * Matches {@code response} against {@code key} under v8.01's rule; repeated mentions are reported
   * to {@code problems}.
   */
  public static ContingencyTable build(
      Document key, Document response, Consumer<Problem> problems) {
    return build(key, response, problems, RepeatRule.V801);
  }

  /**
   * Matches {@code response} against {@code key} under {@code rule}; repeated mentions are reported
   * to {@code problems}.
   */
  public static ContingencyTable build(
      Document key, Document response, Consumer<Problem> problems, RepeatRule rule) {
    return rule == RepeatRule.LATER_ENTITY_WINS
        ? laterEntityWins(key, response, problems)
        : removingLaterCopies(key, response, problems);
  }

  /** v8.01's table: later copies of key-matching response spans removed. */
  private static ContingencyTable removingLaterCopies(
      Document key, Document response, Consumer<Problem> problems) {
    LongIntMap spans = new LongIntMap(key.mentionCount() + response.mentionCount());
    MentionKeys irregular = MentionKeys.forDocuments(key, response);

    int[] keyIds = new int[key.mentionCount()];
    int idCount = 0;
    for (int m = 0; m < keyIds.length; m++) {
      int id = spans.putIfAbsent(MentionKeys.key(irregular, key, m), idCount);
      if (id == idCount) {
        idCount++;
      } else {
        problems.accept(
            Problem.of(
                ProblemKind.REPEATED_KEY_MENTION,
                key.file(),
                key.name(),
                key.mentionLine(m),
                "key mention at tokens "
                    + span(key, m)
                    + " is repeated; v8.01 keeps one identity at every place"));
      }
      keyIds[m] = id;
    }
    int keyDistinct = idCount;

    // Response identities, dropping later copies of key-matching spans.
    int[] responseIds = new int[response.mentionCount()];
    int[] responseStart = new int[response.entityCount() + 1];
    int[] firstHolder =
        new int[keyDistinct]; // response entity holding each matched key identity, -1 none
    Arrays.fill(firstHolder, -1);
    int kept = 0;
    int entities = 0;
    int matched = 0;
    int removed = 0;
    int[] tableEntity = new int[response.entityCount()];
    for (int r = 0; r < response.entityCount(); r++) {
      int before = kept;
      for (int m = response.entityStart(r), end = m + response.entitySize(r); m < end; m++) {
        long span = MentionKeys.key(irregular, response, m);
        int id = spans.get(span);
        if (id >= 0 && id < keyDistinct) {
          if (firstHolder[id] >= 0) {
            removed++;
            problems.accept(
                Problem.of(
                    ProblemKind.REPEATED_RESPONSE_MENTION,
                    response.file(),
                    response.name(),
                    response.mentionLine(m),
                    "response mention at tokens "
                        + span(response, m)
                        + " of entity "
                        + response.entityId(r)
                        + " repeats one of entity "
                        + response.entityId(firstHolder[id])
                        + "; removed as v8.01 does"));
            continue;
          }
          firstHolder[id] = r;
          matched++;
        } else if (id < 0) {
          id = spans.putIfAbsent(span, idCount++);
        } else {
          problems.accept(
              Problem.of(
                  ProblemKind.REPEATED_UNMATCHED_MENTION,
                  response.file(),
                  response.name(),
                  response.mentionLine(m),
                  "response mention at tokens "
                      + span(response, m)
                      + " (entity "
                      + response.entityId(r)
                      + ") is repeated and matches no key mention; kept in every place as"
                      + " v8.01 does"));
        }
        responseIds[kept++] = id;
      }
      tableEntity[r] = kept > before ? entities : -1;
      if (kept > before) {
        responseStart[entities++] = before;
      }
    }
    responseStart[entities] = kept;

    int[] keyStart = new int[key.entityCount() + 1];
    for (int k = 0; k < key.entityCount(); k++) {
      keyStart[k + 1] = keyStart[k] + key.entitySize(k);
    }
    Partition keySide = new Partition(key.entityCount(), keyStart, keyIds, keyDistinct);
    Partition responseSide =
        new Partition(
            entities,
            Arrays.copyOf(responseStart, entities + 1),
            Arrays.copyOf(responseIds, kept),
            idCount);
    int unmatchedDistinct = idCount - keyDistinct;
    ContingencyTable table =
        tabulate(keyDistinct, matched + unmatchedDistinct, matched, removed, keySide, responseSide);
    if (entities < response.entityCount()) {
      table.responseEntityOfDocument = tableEntity;
    }
    return table;
  }

  /**
   * Fills the cells: for each response entity, the key entities its matched identities belong to.
   * {@code responseMentions} = matched + distinct unmatched response spans.
   */
  private static ContingencyTable tabulate(
      int keyMentions,
      int responseMentions,
      int matched,
      int removed,
      Partition key,
      Partition response) {
    int keyDistinct = keyMentions;
    int[] responseMatched = new int[response.entityCount];
    int[] slotOf = new int[key.entityCount];
    Arrays.fill(slotOf, -1);
    int[] touched = new int[Math.max(4, key.entityCount)];
    CellBuffer cells = new CellBuffer(Math.max(4, matched), false);
    for (int r = 0; r < response.entityCount; r++) {
      int touchedCount = 0;
      for (int i = response.start[r]; i < response.start[r + 1]; i++) {
        int x = response.ids[i];
        if (x >= keyDistinct) {
          continue; // matches no key mention
        }
        responseMatched[r]++;
        boolean exclusive = key.entitiesOf[x] == 1;
        int occFrom = key.simple ? 0 : key.occStart[x];
        int occTo = key.simple ? 1 : key.occStart[x + 1];
        for (int o = occFrom; o < occTo; o++) {
          int k = key.simple ? key.lastEntityOf[x] : key.occEntity[o];
          int copies = key.simple ? 1 : key.occCount[o];
          int slot = slotOf[k];
          if (slot < 0) {
            slot = cells.add(k, r);
            slotOf[k] = slot;
            touched[touchedCount++] = k;
          }
          cells.overlap[slot]++;
          cells.keyCopies[slot] += copies;
          if (exclusive) {
            cells.exclusiveOverlap[slot]++;
          }
        }
        cells.credited[slotOf[key.lastEntityOf[x]]]++;
      }
      for (int t = 0; t < touchedCount; t++) {
        slotOf[touched[t]] = -1;
      }
    }
    long sharedOvercount = 0;
    if (!key.simple) {
      for (var pair : key.sharedEntities.entrySet()) {
        int x = (int) (pair.getKey() >>> 32);
        int y = (int) (long) pair.getKey();
        int rx = response.lastEntityOf[x];
        if (pair.getValue() > 1 && rx >= 0 && rx == response.lastEntityOf[y]) {
          sharedOvercount += pair.getValue() - 1;
        }
      }
    }
    return new ContingencyTable(
        RepeatRule.V801,
        keyMentions,
        responseMentions,
        matched,
        removed,
        key,
        response,
        responseMatched,
        cells.size,
        cells.key,
        cells.response,
        cells.overlap,
        cells.exclusiveOverlap,
        cells.keyCopies,
        cells.credited,
        sharedOvercount,
        null,
        null,
        null);
  }

  /**
   * The CorefUD scorer's table (MODES-AND-FORMATS.md 1.5, 2.7): every copy kept, the three
   * lookup-based counts per cell. A mention in a second entity of its side is reported once per
   * extra entity.
   */
  private static ContingencyTable laterEntityWins(
      Document key, Document response, Consumer<Problem> problems) {
    LongIntMap spans = new LongIntMap(key.mentionCount() + response.mentionCount());
    MentionKeys irregular = MentionKeys.forDocuments(key, response);
    int capacity = key.mentionCount() + response.mentionCount();
    int[] keyIds = new int[key.mentionCount()];
    int[] holder = new int[capacity]; // the last entity of the side seen holding each identity
    int idCount = 0;
    for (int k = 0; k < key.entityCount(); k++) {
      for (int m = key.entityStart(k), end = m + key.entitySize(k); m < end; m++) {
        int id = spans.putIfAbsent(MentionKeys.key(irregular, key, m), idCount);
        if (id == idCount) {
          idCount++;
        } else if (holder[id] != k) {
          problems.accept(
              Problem.of(
                  ProblemKind.REPEATED_KEY_MENTION,
                  key.file(),
                  key.name(),
                  key.mentionLine(m),
                  "key mention at tokens "
                      + span(key, m)
                      + " of entity "
                      + key.entityId(k)
                      + " is also in entity "
                      + key.entityId(holder[id])
                      + "; kept in both, looked up in the later one, as CorefUD does"));
        }
        holder[id] = k;
        keyIds[m] = id;
      }
    }
    int keyDistinct = idCount;
    int[] responseIds = new int[response.mentionCount()];
    Arrays.fill(holder, -1);
    int matched = 0;
    for (int r = 0; r < response.entityCount(); r++) {
      for (int m = response.entityStart(r), end = m + response.entitySize(r); m < end; m++) {
        long span = MentionKeys.key(irregular, response, m);
        int id = spans.get(span);
        if (id < 0) {
          id = spans.putIfAbsent(span, idCount++);
        }
        if (holder[id] < 0) {
          if (id < keyDistinct) {
            matched++;
          }
        } else if (holder[id] != r) {
          problems.accept(
              Problem.of(
                  ProblemKind.RESPONSE_MENTION_IN_TWO_ENTITIES,
                  response.file(),
                  response.name(),
                  response.mentionLine(m),
                  "response mention at tokens "
                      + span(response, m)
                      + " of entity "
                      + response.entityId(r)
                      + " is also in entity "
                      + response.entityId(holder[id])
                      + "; kept in both, looked up in the later one, as CorefUD does"));
        }
        holder[id] = r;
        responseIds[m] = id;
      }
    }
    Partition keySide = new Partition(key.entityCount(), starts(key), keyIds, idCount);
    Partition responseSide =
        new Partition(response.entityCount(), starts(response), responseIds, idCount);
    int responseDistinct = idCount - keyDistinct + matched;

    // Cells of key entity k: for each occurrence of a mention x of k that the response holds,
    // n(k, E_S(x)) += 1 and φ(k, r) += 1 for every response entity r holding x; at the first
    // occurrence of x in E_K(x), every response copy of x in r is looked up in k.
    CellBuffer cells = new CellBuffer(Math.max(4, matched), true);
    int[] slotOf = new int[response.entityCount()];
    Arrays.fill(slotOf, -1);
    int[] touched = new int[Math.max(4, response.entityCount())];
    int[] seenIn = new int[idCount];
    Arrays.fill(seenIn, -1);
    for (int k = 0; k < keySide.entityCount; k++) {
      int touchedCount = 0;
      for (int i = keySide.start[k]; i < keySide.start[k + 1]; i++) {
        int x = keySide.ids[i];
        if (responseSide.entitiesOf[x] == 0) {
          continue; // no counterpart
        }
        boolean first = seenIn[x] != k;
        seenIn[x] = k;
        int occFrom = responseSide.simple ? 0 : responseSide.occStart[x];
        int occTo = responseSide.simple ? 1 : responseSide.occStart[x + 1];
        for (int o = occFrom; o < occTo; o++) {
          int r = responseSide.simple ? responseSide.lastEntityOf[x] : responseSide.occEntity[o];
          int copies = responseSide.simple ? 1 : responseSide.occCount[o];
          int slot = slotOf[r];
          if (slot < 0) {
            slot = cells.add(k, r);
            slotOf[r] = slot;
            touched[touchedCount++] = r;
          }
          cells.members[slot]++;
          if (first && keySide.lastEntityOf[x] == k) {
            cells.responseLookup[slot] += copies;
          }
        }
        cells.keyLookup[slotOf[responseSide.lastEntityOf[x]]]++;
      }
      for (int t = 0; t < touchedCount; t++) {
        slotOf[touched[t]] = -1;
      }
    }
    return new ContingencyTable(
        RepeatRule.LATER_ENTITY_WINS,
        keyDistinct,
        responseDistinct,
        matched,
        0,
        keySide,
        responseSide,
        null,
        cells.size,
        cells.key,
        cells.response,
        null,
        null,
        null,
        null,
        0,
        cells.keyLookup,
        cells.responseLookup,
        cells.members);
  }

  /** Where each entity's mentions start in {@code d} (mentions are stored entity by entity). */
  private static int[] starts(Document d) {
    int[] start = new int[d.entityCount() + 1];
    for (int e = 0; e < d.entityCount(); e++) {
      start[e + 1] = start[e] + d.entitySize(e);
    }
    return start;
  }

  private static String span(Document d, int m) {
    return d.mentionLabel(m);
  }

  /** Growable parallel arrays of cells. */
  private static final class CellBuffer {
    int size;
    int[] key;
    int[] response;
    int[] overlap;
    int[] exclusiveOverlap;
    int[] keyCopies;
    int[] credited;
    int[] keyLookup;
    int[] responseLookup;
    int[] members;

    /** With {@code lookups}, the CorefUD counts; otherwise v8.01's. */
    CellBuffer(int capacity, boolean lookups) {
      key = new int[capacity];
      response = new int[capacity];
      if (lookups) {
        keyLookup = new int[capacity];
        responseLookup = new int[capacity];
        members = new int[capacity];
      } else {
        overlap = new int[capacity];
        exclusiveOverlap = new int[capacity];
        keyCopies = new int[capacity];
        credited = new int[capacity];
      }
    }

    int add(int k, int r) {
      if (size == key.length) {
        int n = 2 * size;
        key = Arrays.copyOf(key, n);
        response = Arrays.copyOf(response, n);
        if (keyLookup != null) {
          keyLookup = Arrays.copyOf(keyLookup, n);
          responseLookup = Arrays.copyOf(responseLookup, n);
          members = Arrays.copyOf(members, n);
        } else {
          overlap = Arrays.copyOf(overlap, n);
          exclusiveOverlap = Arrays.copyOf(exclusiveOverlap, n);
          keyCopies = Arrays.copyOf(keyCopies, n);
          credited = Arrays.copyOf(credited, n);
        }
      }
      key[size] = k;
      response[size] = r;
      return size++;
    }
  }

  // ---- mention counts --------------------------------------------------------------------------

  /** Distinct key spans. */
  public int keyMentions() {
    return keyMentions;
  }

  /** Distinct response spans (after removing repeats). */
  public int responseMentions() {
    return responseMentions;
  }

  /** Response spans identical to a key span (each counted once). */
  public int matchedMentions() {
    return matchedMentions;
  }

  /** Copies of key-matching response spans removed as repeats. */
  public int removedRepeats() {
    return removedRepeats;
  }

  // ---- entities --------------------------------------------------------------------------------

  public int keyEntities() {
    return key.entityCount;
  }

  public int responseEntities() {
    return response.entityCount;
  }

  /** Σ_k |k|: key mentions with repeated copies (the denominator of B3, CEAF-m and LEA recall). */
  public long keySizeTotal() {
    return key.ids.length;
  }

  /**
   * Σ_r |r|: response mentions with repeated copies, after removing copies of key-matching spans.
   */
  public long responseSizeTotal() {
    return response.ids.length;
  }

  /**
   * The index in this table of entity {@code e} of the response document it was built from: the
   * same, unless v8.01's rule removed every mention of an earlier entity as a repeat (then -1 for
   * such an entity, and later ones move down). Key entities keep their indexes.
   */
  public int responseEntityOf(int e) {
    return responseEntityOfDocument == null ? e : responseEntityOfDocument[e];
  }

  /** |k|: mentions of key entity k, repeated copies included. */
  public int keySize(int k) {
    return key.size(k);
  }

  /** |r|: mentions of response entity r, repeated copies included. */
  public int responseSize(int r) {
    return response.size(r);
  }

  /** Distinct identities of key entity k. */
  public int keyDistinct(int k) {
    return key.distinct[k];
  }

  public int responseDistinct(int r) {
    return response.distinct[r];
  }

  /** Identities of key entity k that occur in no other key entity. */
  public int keyExclusive(int k) {
    return key.exclusive[k];
  }

  public int responseExclusive(int r) {
    return response.exclusive[r];
  }

  /** b_r: mentions of response entity r that match a key mention. */
  public int responseMatched(int r) {
    return responseMatched[r];
  }

  // ---- cells: pairs (k, r) with a common mention ------------------------------------------------
  // overlap, exclusiveOverlap, keyCopies, credited, responseMatched and the corrections below are
  // v8.01's (RepeatRule.V801); under the CorefUD rule use keyLookup, responseLookup and members.

  public int cellCount() {
    return cellCount;
  }

  public int cellKey(int cell) {
    return cellKey[cell];
  }

  public int cellResponse(int cell) {
    return cellResponse[cell];
  }

  /** n_kr = |k ∩ r|: distinct mentions common to k and r. */
  public int overlap(int cell) {
    return overlap[cell];
  }

  /** Common mentions of k and r that belong to no key entity but k. */
  public int exclusiveOverlap(int cell) {
    return exclusiveOverlap[cell];
  }

  /** Copies in k of the mentions of r (CEAF's n_kr in v8.01). */
  public int keyCopies(int cell) {
    return keyCopies[cell];
  }

  /**
   * m_kr: mentions of r credited to k, k being the last key entity holding them (MUC and B3 in
   * v8.01).
   */
  public int credited(int cell) {
    return credited[cell];
  }

  // ---- repeated identities (all 0 without repeats)
  // -----------------------------------------------

  /** Identities repeated inside one key entity: coreference links (x, x). */
  public long keySelfCorefLinks() {
    return key.selfCorefLinks;
  }

  /** Identities in several key entities: non-coreference links (x, x). */
  public long keyMultiEntityIds() {
    return key.multiEntityIds;
  }

  /** Σ (t − 1) over key identity pairs sharing t ≥ 2 key entities. */
  public long keyPairOvercount() {
    return key.pairOvercount;
  }

  public long responseSelfCorefLinks() {
    return response.selfCorefLinks;
  }

  public long responseMultiEntityIds() {
    return response.multiEntityIds;
  }

  public long responsePairOvercount() {
    return response.pairOvercount;
  }

  /** Σ (t − 1) over pairs in one response entity that share t ≥ 2 key entities. */
  public long sharedPairOvercount() {
    return sharedPairOvercount;
  }

  // ---- the CorefUD rule's counts (RepeatRule.LATER_ENTITY_WINS only) ---------------------------

  /** The rule the table was built under. */
  public RepeatRule rule() {
    return rule;
  }

  /**
   * n(k,r) = #{m ∈ k : E_S(m) = r}: mentions of key entity k that the response's mention→entity
   * lookup places in r (its later entity for a mention in two), copies in k included. The recall
   * side of MUC, B3, LEA and BLANC (MODES-AND-FORMATS.md 2.7).
   */
  public int keyLookup(int cell) {
    return lookups()[cell];
  }

  /**
   * #{s ∈ r : E_K(s) = k}: mentions of response entity r that the key's lookup places in k. The
   * precision side of MUC, B3 and LEA.
   */
  public int responseLookup(int cell) {
    lookups();
    return responseLookup[cell];
  }

  /**
   * φ(k,r) = #{m ∈ k : m ∈ r}: membership, so a mention in two response entities counts for both
   * (CEAF's similarity in 2.7).
   */
  public int members(int cell) {
    lookups();
    return members[cell];
  }

  private int[] lookups() {
    if (keyLookup == null) {
      throw new IllegalStateException(
          "lookup counts exist under RepeatRule.LATER_ENTITY_WINS only");
    }
    return keyLookup;
  }

  /** True when no identity is repeated on either side. */
  public boolean withoutRepeats() {
    return key.simple && response.simple;
  }
}

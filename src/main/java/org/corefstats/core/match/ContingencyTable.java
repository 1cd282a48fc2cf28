package org.corefstats.core.match;

import java.util.function.Consumer;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;

/**
 * The sparse key-entity × response-entity overlap table of one document, with entity sizes and
 * mention counts: everything every metric needs (docs/explanation/v801.md, "Per-document counts").
 * Built from a key and a response document with v8.01's mention identities:
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
 * <p>Under {@link RepeatRule#LATER_ENTITY_WINS} (the CorefUD scorer,
 * docs/explanation/corefud-and-coval.md 1.5 and 2.7) nothing is removed: every mention stays in
 * every entity that holds it, and each cell (k, r) carries instead the three counts of 2.7, with
 * E_S and E_K the mention→entity lookups of each side (a mention in several entities maps to the
 * last): {@link #keyLookup} n(k,r) = #{m ∈ k : E_S(m) = r}, {@link #responseLookup} #{s ∈ r :
 * E_K(s) = k} and {@link #members} φ(k,r) = #{m ∈ k : m ∈ r}. A cell exists wherever φ &gt; 0 (a
 * lookup into r implies membership in r). v8.01's per-cell counts and correction terms are then not
 * defined.
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
  private final int[] responseEntityOfDocument;

  /** Built by {@link RemovingLaterCopies} or {@link LaterEntityWins}; arrays are kept. */
  @SuppressWarnings("java:S107")
  ContingencyTable(
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
      int[] members,
      int[] responseEntityOfDocument) {
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
    this.responseEntityOfDocument = responseEntityOfDocument;
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
    return rule.looksUp()
        ? LaterEntityWins.build(key, response, problems, rule)
        : RemovingLaterCopies.build(key, response, problems);
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
   * side of MUC, B3, LEA and BLANC (docs/explanation/corefud-and-coval.md 2.7).
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
          "lookup counts exist under RepeatRule.LATER_ENTITY_WINS and COVAL only");
    }
    return keyLookup;
  }

  /** True when no identity is repeated on either side. */
  public boolean withoutRepeats() {
    return key.simple && response.simple;
  }
}

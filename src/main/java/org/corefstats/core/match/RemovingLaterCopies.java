package org.corefstats.core.match;

import java.util.Arrays;
import java.util.function.Consumer;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.util.LongIntMap;

/**
 * v8.01's {@link ContingencyTable} ({@link RepeatRule#V801}): a repeated key span is one identity
 * kept at every place; walking response entities and their mentions in order, a later copy of a
 * key-matching span is removed (entities left empty disappear); a repeated span that matches no key
 * span is one identity kept at every place.
 */
final class RemovingLaterCopies {
  private RemovingLaterCopies() {}

  /** Later copies of key-matching response spans removed; repeats reported to {@code problems}. */
  static ContingencyTable build(Document key, Document response, Consumer<Problem> problems) {
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
                    + key.mentionLabel(m)
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
                        + response.mentionLabel(m)
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
                      + response.mentionLabel(m)
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
    return tabulate(
        keyDistinct,
        matched + unmatchedDistinct,
        matched,
        removed,
        keySide,
        responseSide,
        entities < response.entityCount() ? tableEntity : null);
  }

  /**
   * Fills the cells: for each response entity, the key entities its matched identities belong to.
   * {@code responseMentions} = matched + distinct unmatched response spans.
   *
   * @param responseEntityOfDocument as {@link ContingencyTable#responseEntityOf}; null: the same
   */
  private static ContingencyTable tabulate(
      int keyMentions,
      int responseMentions,
      int matched,
      int removed,
      Partition key,
      Partition response,
      int[] responseEntityOfDocument) {
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
        null,
        responseEntityOfDocument);
  }
}

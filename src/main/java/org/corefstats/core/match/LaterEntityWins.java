package org.corefstats.core.match;

import java.util.Arrays;
import java.util.function.Consumer;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.util.LongIntMap;

/**
 * The CorefUD scorer's {@link ContingencyTable} ({@link RepeatRule#LATER_ENTITY_WINS},
 * docs/explanation/corefud-and-coval.md 1.5 and 2.7): nothing is removed, every mention stays in
 * every entity that holds it, and each cell carries the three lookup-based counts of 2.7.
 */
final class LaterEntityWins {
  private LaterEntityWins() {}

  /**
   * The CorefUD scorer's table (docs/explanation/corefud-and-coval.md 1.5, 2.7): every copy kept,
   * the three lookup-based counts per cell. A mention in a second entity of its side is reported
   * once per extra entity.
   */
  static ContingencyTable build(
      Document key, Document response, Consumer<Problem> problems, RepeatRule rule) {
    boolean coval = rule == RepeatRule.COVAL;
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
        } else if (coval) {
          problems.accept(covalRepeat(key, m, k, holder[id], "key"));
        } else if (holder[id] != k) {
          problems.accept(
              Problem.of(
                  ProblemKind.REPEATED_KEY_MENTION,
                  key.file(),
                  key.name(),
                  key.mentionLine(m),
                  "key mention at tokens "
                      + key.mentionLabel(m)
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
        } else if (coval) {
          problems.accept(covalRepeat(response, m, r, holder[id], "response"));
        } else if (holder[id] != r) {
          problems.accept(
              Problem.of(
                  ProblemKind.RESPONSE_MENTION_IN_TWO_ENTITIES,
                  response.file(),
                  response.name(),
                  response.mentionLine(m),
                  "response mention at tokens "
                      + response.mentionLabel(m)
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
        rule,
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
        cells.members,
        null);
  }

  /**
   * coval's reading of a mention {@code m} of entity {@code e} seen before in entity {@code before}
   * of the same side: both copies stay in the lists and count.
   */
  private static Problem covalRepeat(Document d, int m, int e, int before, String side) {
    boolean same = e == before;
    return Problem.of(
        same ? ProblemKind.COVAL_REPEATED_MENTION : ProblemKind.COVAL_MENTION_IN_TWO_ENTITIES,
        d.file(),
        d.name(),
        d.mentionLine(m),
        side
            + " mention at tokens "
            + d.mentionLabel(m)
            + (same
                ? " is listed twice in entity "
                    + d.entityId(e)
                    + ": coval keeps both copies, and both count in the entity's size"
                : " of entity "
                    + d.entityId(e)
                    + " is also in entity "
                    + d.entityId(before)
                    + ": coval keeps it in both lists and looks it up in the later entity"));
  }

  /** Where each entity's mentions start in {@code d} (mentions are stored entity by entity). */
  private static int[] starts(Document d) {
    int[] start = new int[d.entityCount() + 1];
    for (int e = 0; e < d.entityCount(); e++) {
      start[e + 1] = start[e] + d.entitySize(e);
    }
    return start;
  }
}

package org.corefstats.core.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code Entity=} chunks of the response's MISC in the order udapi's {@code
 * store_coref_to_misc} writes them (its rules 1 to 4): closings before openings on a node, the
 * longer of two mentions opening there first, a one-node mention after the openings or, where there
 * is none, before the closings; so that the CoNLL-U reader reads back the mentions written.
 */
class EntityColumnTest {
  /** A mention of sentence 1 over words {@code first..last} with its head at {@code head}. */
  private static ResponseMention mention(String entity, int first, int last, int head) {
    List<ResponseMention.NodeRef> nodes = new ArrayList<>();
    for (int w = first; w <= last; w++) {
      nodes.add(new ResponseMention.NodeRef(1, w, 0));
    }
    return new ResponseMention(entity, nodes, new ResponseMention.NodeRef(1, head, 0));
  }

  private static EntityColumn column(ResponseMention... mentions) {
    return EntityColumn.of(new Text2ConlluDocument(0, "d", List.of(mentions), 0, 0, List.of()));
  }

  @Test
  void aMentionEndingWhereAnotherStartsClosesBeforeTheOtherOpens() {
    // "the old|e2],[e3 farmer": e2 over 1-2, e3 over 2-3; opened first, "(e3--1e2)" would read
    // as one chunk
    EntityColumn c = column(mention("e2", 1, 2, 1), mention("e3", 2, 3, 3));
    assertEquals("Entity=(e2--1", c.misc(1, "1"));
    assertEquals("Entity=e2)(e3--2", c.misc(1, "2"));
    assertEquals("Entity=e3)", c.misc(1, "3"));
  }

  @Test
  void ofTwoMentionsOpeningOnOneNodeTheLongerOpensFirstAndClosesLast() {
    // [[w1 w2] w3] of one entity: the shorter closes first on w2, the longer on w3
    EntityColumn c = column(mention("e1", 1, 2, 2), mention("e1", 1, 3, 3));
    assertEquals("Entity=(e1--3(e1--2", c.misc(1, "1"));
    assertEquals("Entity=e1)", c.misc(1, "2"));
    assertEquals("Entity=e1)", c.misc(1, "3"));
  }

  @Test
  void oneNodeMentionsFollowTheOpeningsOrPrecedeTheClosings() {
    // udapi's examples: (e1(e2(e9)(e10) where mentions open; (e10)(e9)e4)e3) where they only
    // close; e3)(e1(e10) where they close and open
    EntityColumn opening =
        column(mention("e1", 1, 3, 1), mention("e2", 1, 2, 1), mention("e9", 1, 1, 1));
    assertEquals("Entity=(e1--1(e2--1(e9--1)", opening.misc(1, "1"));
    EntityColumn closing =
        column(mention("e3", 1, 3, 1), mention("e4", 2, 3, 2), mention("e9", 3, 3, 3));
    assertEquals("Entity=(e9--1)e4)e3)", closing.misc(1, "3"));
    EntityColumn both =
        column(mention("e3", 1, 2, 1), mention("e1", 2, 3, 2), mention("e10", 2, 2, 2));
    assertEquals("Entity=e3)(e1--1(e10--1)", both.misc(1, "2"));
  }
}

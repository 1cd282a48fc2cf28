package org.corefstats.core.conllu;

import static org.corefstats.core.conllu.Conllu.file;
import static org.corefstats.core.conllu.Conllu.node;
import static org.corefstats.core.conllu.Conllu.read;
import static org.corefstats.core.conllu.Conllu.word;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CoNLL-U reader: the worked example of docs/explanation/corefud-and-coval.md 1.4, positions
 * and identity.
 */
class ConlluReaderTest {
  static final String WORKED_EXAMPLE =
      file(
          "# newdoc id = example",
          "# global.Entity = eid-etype-head-other",
          "# sent_id = 1",
          "1 The Entity=(e27-abstract-3-",
          "2 viewing Entity=(e28-event-1-)",
          "3 experience",
          "4 of",
          "5 art Entity=(e20-abstract-1-)e27)",
          "",
          "# sent_id = 2",
          "1 She Entity=(e5-person-1-)",
          "2 said",
          "2.1 _ Entity=(e6-person-1-)",
          "3 the Entity=(e7[1/2]-thing-3-",
          "4 big Entity=e7[1/2])",
          "5 old",
          "6 house Entity=(e7[2/2]-thing-3-)",
          "");

  @TempDir Path tmp;

  /** "eid:nodes head" of every mention, in the document's order. */
  static List<String> mentions(Document d) {
    List<String> out = new ArrayList<>();
    for (int e = 0; e < d.entityCount(); e++) {
      for (int m = d.entityStart(e); m < d.entityStart(e) + d.entitySize(e); m++) {
        out.add(
            d.entityId(e)
                + ":"
                + d.mentionLabel(m)
                + (d.hasHeads() ? " head " + d.positionLabel(d.mentionHead(m)) : ""));
      }
    }
    return out;
  }

  @Test
  void theWorkedExampleGivesTheSpecsNodeSetsAndHeads() {
    Conllu.Read r = read(WORKED_EXAMPLE);
    assertEquals(List.of(), r.problems());
    Document d = r.only();
    assertEquals("example", d.name());
    assertEquals(11, d.tokenCount(), "syntactic words only");
    assertEquals(2, d.sentenceCount());
    assertEquals(
        List.of(
            "e27:s1:1-s1:5 head s1:3",
            "e28:s1:2-s1:2 head s1:2",
            "e20:s1:5-s1:5 head s1:5",
            "e5:s2:1-s2:1 head s2:1",
            "e6:{s2:2.1} head s2:2.1",
            "e7:{s2:3,s2:4,s2:6} head s2:6"),
        mentions(d));
    int[] sizes = {5, 6};
    int e7 = d.entityStart(5);
    assertArrayEquals(
        new int[] {word(sizes, 2, 3), word(sizes, 2, 4), word(sizes, 2, 6)}, d.mentionNodes(e7));
    assertEquals(word(sizes, 2, 6), d.mentionHead(e7));
    int e6 = d.entityStart(4);
    assertArrayEquals(new int[] {node(sizes, 2, 2, 10)}, d.mentionNodes(e6));
    assertFalse(d.isRegular(e6), "a zero");
    assertFalse(d.isRegular(e7), "discontinuous");
    assertTrue(d.isRegular(d.entityStart(0)));
    assertEquals(word(sizes, 1, 1), d.mentionFirst(0));
    assertEquals(word(sizes, 1, 5), d.mentionLast(0));
    assertEquals(4, d.mentionLine(0), "the line of its first node");
    assertEquals(5, d.tokenLine(1));
  }

  @Test
  void anEmptyNodeInsideABracketMakesItsNodeSetDifferFromTheSameBracketWithout() {
    // edge/E06: key 3..5 includes 4.1, the response has no empty node: exact MUC 0/1
    String key =
        file(
            "# newdoc id = d",
            "# global.Entity = eid-etype-head-other",
            "1 a Entity=(e1-x-1-)",
            "2 b",
            "3 c Entity=(e1-x-1-",
            "4 d",
            "4.1 _",
            "5 e Entity=e1)",
            "");
    String response = key.replace("4.1\t_\t_\t_\t_\t_\t_\t_\t_\t_\n", "");
    Document k = read(key).only();
    Document s = read(response, "s.conllu", false).only();
    assertEquals("{s1:3,s1:4,s1:4.1,s1:5}", k.mentionLabel(1));
    assertEquals("s1:3-s1:5", s.mentionLabel(1));
    assertEquals(k.mentionFirst(1), s.mentionFirst(1), "same first and last position");
    assertEquals(k.mentionLast(1), s.mentionLast(1));
    DocumentScorer scorer = new DocumentScorer(EnumSet.of(Metric.MUC));
    List<Problem> problems = new ArrayList<>();
    Counts c = scorer.score(k, s, problems::add);
    assertEquals(0, c.get(Metric.MUC).recallNum());
    assertEquals(1, c.get(Metric.MUC).recallDen());
    assertEquals(List.of(), problems, "empty nodes may differ");
    assertEquals(1, scorer.score(k, k, p -> {}).get(Metric.MUC).recallNum());
  }

  @Test
  void emptyNodesGetTwoDigitPositionsBetweenTheirWords() {
    Document d =
        read(file(
                "# newdoc id = d",
                "# global.Entity = eid-etype-head-other",
                "0.1 _ Entity=(e1-x-1-)",
                "1 a",
                "1.1 _ Entity=(e1-x-1-)",
                "1.15 _ Entity=(e1-x-1-)",
                "1.2 _ Entity=(e1-x-1-)",
                "2 b",
                ""))
            .only();
    int[] sizes = {2};
    assertEquals(node(sizes, 1, 0, 10), d.mentionFirst(0));
    assertEquals(node(sizes, 1, 1, 10), d.mentionFirst(1));
    assertEquals(node(sizes, 1, 1, 15), d.mentionFirst(2));
    assertEquals(node(sizes, 1, 1, 20), d.mentionFirst(3));
    assertEquals("s1:1.15", d.positionLabel(d.mentionFirst(2)));
    assertTrue(d.mentionFirst(1) < d.mentionFirst(2) && d.mentionFirst(3) < word(sizes, 1, 2));
  }

  @Test
  void bareNewdocIsNamedByItsOrdinalAndEntityIdsAreSplitPerDocument() {
    Conllu.Read r =
        read(
            file(
                "# newdoc",
                "# global.Entity = eid-etype-head-other",
                "1 a Entity=(e1-x-1-)",
                "2 b Entity=(e1-x-1-)",
                "",
                "# newdoc id = second  ",
                "1 c Entity=(e1-x-1-)",
                ""));
    assertEquals(2, r.documents().size());
    assertEquals("1", r.documents().get(0).name());
    assertEquals("second", r.documents().get(1).name());
    assertEquals(2, r.documents().get(0).entitySize(0));
    assertEquals(1, r.documents().get(1).entitySize(0));
    assertEquals(1, r.problems().size());
    assertEquals(ProblemKind.CONLLU_ENTITY_ACROSS_DOCUMENTS, r.problems().get(0).kind());
    assertEquals(Severity.NOTE, r.problems().get(0).severity());
  }

  @Test
  void mentionsAreInUdapisOrderAndMultiwordLinesAreIgnored() {
    Document d =
        read(file(
                "# newdoc id = d",
                "# global.Entity = eid-etype-head-other",
                "1-2 ab",
                "1 a Entity=(e2-x-1-)",
                "2 b Entity=(e1-x-1-(e1-x-1-",
                "3 c Entity=e1)",
                "4 d Entity=e1)",
                ""))
            .only();
    assertEquals(
        List.of("e2:s1:1-s1:1 head s1:1", "e1:s1:2-s1:4 head s1:2", "e1:s1:2-s1:3 head s1:2"),
        mentions(d));
  }

  @Test
  void gzipFilesAreReadAndWordsComparedWithTheirLines() throws IOException {
    Path gz = tmp.resolve("k.conllu.gz");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
      out.write(WORKED_EXAMPLE.getBytes(StandardCharsets.UTF_8));
    }
    List<Problem> problems = new ArrayList<>();
    Document key;
    try (ConlluReader r = ConlluReader.open(gz, problems::add)) {
      key = r.next();
      assertNull(r.next());
    }
    assertEquals(6, key.entityCount());
    Document response =
        read(WORKED_EXAMPLE.replace("\tbig\t", "\tsmall\t"), "r.conllu", false).only();
    new DocumentScorer(EnumSet.of(Metric.MUC)).table(key, response, problems::add);
    assertEquals(1, problems.size(), problems.toString());
    Problem p = problems.get(0);
    assertEquals(ProblemKind.TOKEN_TEXT_MISMATCH, p.kind());
    assertEquals("r.conllu", p.file());
    assertEquals(15, p.line(), "the line of 'small'");
    assertTrue(p.message().contains(gz + ":15"), p.message());
  }
}

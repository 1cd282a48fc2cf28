package org.corefstats.core.descriptors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.corefstats.core.corpus.DocumentGrouping;
import org.junit.jupiter.api.Test;

/**
 * A group's statistics over several files are describe's, with {@code split_docs=1}, on one file of
 * the group's documents in order: documents named as corefstats names them ({@code #
 * conll_document}, newdoc id, ordinal), head UPOS of {@code all} in order of first occurrence
 * across files.
 */
class GroupTotalsTest {
  private static final StatsOptions ALL_UPOS =
      new StatsOptions(
          false, false, true, true, true, true, true, true, true, true, 5, 3, List.of(), false,
          false, false, 0);

  private static final String HEADER = "# global.Entity = eid-etype-head-other\n";

  /** A document of one sentence of two words, each a one-word mention of entity e1. */
  private static String document(String newdoc, String upos1, String upos2) {
    return newdoc
        + "1\tA\t_\t"
        + upos1
        + "\t_\t_\t0\troot\t_\tEntity=(e1-person-1)\n"
        + "2\tB\t_\t"
        + upos2
        + "\t_\t_\t1\tdep\t_\tEntity=(e1-person-1)\n\n";
  }

  @Test
  void aGroupsTotalsAreDescribeOnItsDocumentsCutOut() {
    String x1 = document("# newdoc id = x1\n" + HEADER, "NOUN", "PRON");
    String y1 = document("# newdoc id = y1\n", "VERB", "VERB");
    String x2 = document("# newdoc id = z9\n# conll_document = x2\n" + HEADER, "DET", "NOUN");
    String x3 = document("# newdoc\n", "PROPN", "PROPN"); // its ordinal, 2: no group
    DocumentGrouping grouping = DocumentGrouping.parse("regex:^([a-z])");
    GroupTotals a = describe("a.conllu", x1 + y1, grouping).groups();
    GroupTotals b = describe("b.conllu", x2 + x3, grouping).groups();
    assertEquals(List.of("x", "y"), a.groups());
    assertEquals(List.of("x"), b.groups());

    List<GroupTotals.GroupReport> reports = GroupTotals.reports(List.of(a, b));
    assertEquals(List.of("x", "y"), reports.stream().map(GroupTotals.GroupReport::group).toList());
    StatsOptions split = withSplitDocs();
    assertEquals(
        describe("x.conllu", x1 + x2, split).reports().get(0).columns(), reports.get(0).columns());
    assertEquals(
        describe("y.conllu", y1, split).reports().get(0).columns(), reports.get(1).columns());
    List<String> upos =
        reports.get(0).columns().stream()
            .map(Column::label)
            .filter(l -> l.startsWith("head_upos="))
            .toList();
    assertEquals(List.of("head_upos=NOUN", "head_upos=PRON", "head_upos=DET"), upos);
  }

  @Test
  void withoutGroupingOrByFileThereAreNone() {
    String text = document("# newdoc id = x1\n" + HEADER, "NOUN", "PRON");
    assertTrue(describe("a.conllu", text, (DocumentGrouping) null).groups().isEmpty());
    assertTrue(describe("a.conllu", text, DocumentGrouping.parse("file")).groups().isEmpty());
  }

  private static Description describe(String file, String text, DocumentGrouping grouping) {
    return Descriptors.describe(file, text.getBytes(StandardCharsets.UTF_8), ALL_UPOS, grouping);
  }

  private static Description describe(String file, String text, StatsOptions options) {
    return Descriptors.describe(file, text, options);
  }

  private static StatsOptions withSplitDocs() {
    StatsOptions o = ALL_UPOS;
    return new StatsOptions(
        true,
        o.perDoc(),
        o.basics(),
        o.docs(),
        o.emptyNodes(),
        o.wordsPerDoc(),
        o.entities(),
        o.entityRange(),
        o.mentions(),
        o.details(),
        o.entityLengthMax(),
        o.mentionLengthMax(),
        o.selectedUpos(),
        o.excludeSingletons(),
        o.excludeNonsingletons(),
        o.docnameFilename(),
        o.docnameLength());
  }
}

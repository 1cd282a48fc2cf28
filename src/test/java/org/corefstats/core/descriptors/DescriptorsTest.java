package org.corefstats.core.descriptors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.junit.jupiter.api.Test;

/** The rules of DESCRIPTORS.md the worked examples do not reach, on files written here. */
class DescriptorsTest {
  private static final String HEADER = "# global.Entity = eid-etype-head-other\n";

  private static String sentence(String newdoc, String... words) {
    StringBuilder s = new StringBuilder(newdoc == null ? "" : "# newdoc id = " + newdoc + "\n");
    for (int i = 0; i < words.length; i++) {
      String[] w = words[i].split(" ", 2);
      s.append(i + 1)
          .append('\t')
          .append(w[0])
          .append("\t_\tNOUN\t_\t_\t0\troot\t_\t")
          .append(w.length > 1 ? "Entity=" + w[1] : "_")
          .append('\n');
    }
    return s.append('\n').toString();
  }

  private static Column column(Description d, String label) {
    return d.reports().get(0).columns().stream()
        .filter(c -> c.label().equals(label))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void pythonFormatsRoundHalfToEvenOnTheBinaryValue() {
    assertEquals("   62", ColumnFormat.REAL_6_0.field(62.5).substring(1));
    assertEquals("  6.2", ColumnFormat.REAL_5_1.field(6.25));
    assertEquals(" 14.4", ColumnFormat.REAL_5_1.field(100.0 * 289 / 2000));
    assertEquals("  0.3", ColumnFormat.REAL_5_1.field(100.0 * 7 / 2000));
    assertEquals("1,234,567", ColumnFormat.INT_9_SEP.field(1234567L));
    assertEquals("-1,234", ColumnFormat.INT_6_SEP.field(-1234L));
    assertEquals("  1250", ColumnFormat.REAL_6_0.field(1250.0));
  }

  @Test
  void aFileEndingWithOneNewlineIsALocatedStopAndIsStillDescribed() {
    String text = HEADER + sentence("a", "Tom (e1-person-1)", "ran");
    String oneNewline = text.substring(0, text.length() - 1);
    Description d = Descriptors.describe("f", oneNewline, StatsOptions.DEFAULTS);
    assertEquals(1L, column(d, "entities").value());
    Problem stop = d.problems().get(0);
    assertEquals(ProblemKind.DESCRIPTORS_UDAPI_STOPS, stop.kind());
    assertEquals(5, stop.line());
    assertEquals(List.of(), Descriptors.describe("f", text, StatsOptions.DEFAULTS).problems());
  }

  @Test
  void splitDocsStopsReadingAtASecondBlankLineWithAWarning() {
    String text = HEADER + sentence("a", "Tom (e1-person-1)") + "\n" + sentence("b", "Ann");
    StatsOptions split = withSplitDocs();
    Description d = Descriptors.describe("f", text, split);
    assertEquals(1L, column(d, "entities").value());
    assertEquals(ProblemKind.DESCRIPTORS_READING_STOPS, d.problems().get(0).kind());
    assertEquals(5, d.problems().get(0).line());
  }

  @Test
  void theWholeFileReadingMergesAnEntityIdOfTwoDocumentsWithANote() {
    String text =
        HEADER + sentence("a", "Tom (e1-person-1)", "ran") + sentence("b", "Ann (e1-person-1)");
    Description whole = Descriptors.describe("f", text, StatsOptions.DEFAULTS);
    assertEquals(1L, column(whole, "entities").value());
    assertEquals(ProblemKind.DESCRIPTORS_ENTITY_ACROSS_DOCUMENTS, whole.problems().get(0).kind());
    assertEquals(7, whole.problems().get(0).line()); // Ann, the mention in document b
    Description split = Descriptors.describe("f", text, withSplitDocs());
    assertEquals(2L, column(split, "entities").value());
    assertEquals(List.of(), split.problems());
  }

  @Test
  void theRangePercentileIsTheElementAtTheFloorOfNinetyFivePercentOfNMinusOne() {
    // ranges 0 (Tom..Tom), 3 (e2 from position 1 to 4): n = 2, index 0
    String text =
        HEADER
            + sentence(
                "a", "Tom (e1-person-1)", "Ann (e2-person-1)", "x", "y", "she (e2-person-1)");
    StatsOptions range =
        new StatsOptions(
            false,
            false,
            false,
            true,
            true,
            false,
            true,
            true,
            true,
            true,
            5,
            5,
            StatsOptions.DEFAULT_UPOS,
            false,
            false,
            false,
            15);
    assertEquals(
        0L, column(Descriptors.describe("f", text, range), "entity_range_95percentile").value());
  }

  @Test
  void anEntityNamedOnlyInSplitAnteOrBridgeIsALocatedStopAndIsLeftOut() {
    String text =
        HEADER
            + "# newdoc id = a\n"
            + "1\tThey\t_\tPRON\t_\t_\t0\troot\t_\tEntity=(e3-person-1)|SplitAnte=e1<e3,e2<e3\n"
            + "2\tleft\t_\tVERB\t_\t_\t1\tnsubj\t_\tEntity=(e2-person-1)\n"
            + "3\tit\t_\tPRON\t_\t_\t1\tobj\t_\tEntity=(e4-event-1)|Bridge=e5<e4:part\n"
            + "4\tthen\t_\tADV\t_\t_\t1\tadvmod\t_\tBridge=e6<e4\n"
            + "\n";
    Description d = Descriptors.describe("f", text, StatsOptions.DEFAULTS);
    // e1 (SplitAnte) and e5 (Bridge) never get a mention; e2 does; e6 is on a node without Entity,
    // which udapi does not read
    assertEquals(3L, column(d, "entities").value());
    assertEquals(2, d.problems().size(), d.problems().toString());
    Problem first = d.problems().get(0);
    assertEquals(ProblemKind.DESCRIPTORS_UDAPI_STOPS, first.kind());
    assertEquals(3, first.line());
    assertEquals(true, first.message().contains("ValueError: Entity e1 referenced in SplitAnte"));
    assertEquals(5, d.problems().get(1).line());
    assertEquals(true, d.problems().get(1).message().contains("Entity e5 referenced"));
  }

  @Test
  void aByteOrderMarkAndCrlfReadAsWithoutThemAndWideSpaceEndsASplitDocsSentence() {
    String text =
        HEADER + sentence("a", "Tom (e1-person-1)", "ran") + sentence("b", "Ann (e1-person-1)");
    String plain =
        HumanStyle.print(Descriptors.describe("f", text, withSplitDocs()), withSplitDocs());
    String marked = "\uFEFF" + text.replace("\n", "\r\n");
    assertEquals(
        plain,
        HumanStyle.print(Descriptors.describe("f", marked, withSplitDocs()), withSplitDocs()));
    // U+3000 is white space for stripTrailing: the line is blank and ends the sentence
    String wide = text.replaceFirst("\n\n", "\n\u3000\n");
    assertEquals(
        plain, HumanStyle.print(Descriptors.describe("f", wide, withSplitDocs()), withSplitDocs()));
  }

  @Test
  void texTablePagesCloseAfterMaxRowsPlusOneAndAClosedPageIsFollowedByAnEmptyTable() {
    String text = HEADER + sentence("doc_a", "Tom (e1-person-1)") + sentence("doc_b", "Ann");
    StatsOptions o = withSplitDocs();
    StatsOptions perDoc =
        new StatsOptions(
            true,
            true,
            false,
            true,
            true,
            false,
            true,
            false,
            false,
            false,
            0,
            0,
            o.selectedUpos(),
            false,
            false,
            false,
            15);
    Style style = new Style(Style.Kind.TEX_TABLE, 0, java.util.regex.Pattern.compile("_b"));
    String out = style.print(Descriptors.describe("f", text, perDoc, style), perDoc);
    // a page per row (max_rows_per_page=0), then the empty table of §10.5
    assertEquals(3, out.split("begin\\{mypage\\}", -1).length - 1, out);
    assertEquals(3, out.split("bottomrule", -1).length - 1, out);
    assertEquals(
        true, out.contains("\ndoc\\_a         &      1 &  1000 &     1 &  1.0 \\\\\n"), out);
    assertEquals(
        true, out.contains("\n\\NEW doc\\_b    &      0 &     0 &     0 &  0.0 \\\\\n"), out);
  }

  private static StatsOptions withSplitDocs() {
    StatsOptions o = StatsOptions.DEFAULTS;
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

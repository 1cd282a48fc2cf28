package org.corefstats.core.cone;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.corefstats.core.corpus.DocumentOutcome;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.ParseColumns;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.ne.NeSpan;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link NeSource}: an NE file read as a TSV (by its name or its header) or as CoNLL-2012, its
 * documents met by the key-and-response naming rule, its problems located; whose problems are the
 * key's; the key of approx-only mode.
 */
class NeSourceTest {
  @TempDir Path tmp;

  private static final String[] WORDS = {"Mr.", "Darcy", "saw", "Bingley", "."};

  private static Document key(String name) {
    String[] none = new String[WORDS.length];
    java.util.Arrays.fill(none, "-");
    return Document.of(name, WORDS.length, List.of(List.of(new int[] {0, 1}, new int[] {3, 3})))
        .withParse(ParseColumns.of(WORDS, none, none, new int[] {0}));
  }

  @Test
  void aTsvIsReadByItsHeaderAndMetByTheDocumentKey() throws IOException {
    Path tsv = tmp.resolve("names.txt"); // not .tsv: the header says it
    Files.write(
        tsv,
        List.of(
            "type\tdocument\tdoc_tok_end\tdoc_tok_start",
            "PER\td_0\t3\t3",
            "PER\td_0\t1\t1",
            "PER\td_0\t1\t0",
            "PER\td_0\t7\t7"));
    assertTrue(NeSource.isTsv(tsv));
    NeSource source = NeSource.read(tsv.toString(), List.of(tsv));
    List<Problem> problems = new ArrayList<>();
    // the key names the document the CoNLL way: (d); part 000 is d_0
    List<NeSpan> spans = source.spans(key("(d); part 000"), WORDS.length, problems::add);
    assertEquals(
        List.of(new NeSpan(0, 1, "PER"), new NeSpan(1, 1, "PER"), new NeSpan(3, 3, "PER")), spans);
    assertEquals(1, problems.size(), problems.toString());
    assertEquals(ProblemKind.CONE_NE_SPAN, problems.get(0).kind());
    assertEquals(5, problems.get(0).line());
    assertEquals("d_0", problems.get(0).document());
    // a key document the file lacks has no names, with a warning
    problems.clear();
    assertEquals(List.of(), source.spans(key("(e); part 000"), WORDS.length, problems::add));
    assertEquals(ProblemKind.CONE_NE_NO_DOCUMENT, problems.get(0).kind());
    assertEquals("file " + tsv, source.describe());
    assertEquals(
        List.of("d_0"),
        source.unknownDocuments(List.of("(e); part 0")).stream().map(Problem::document).toList());
    assertEquals(List.of(), source.unknownDocuments(List.of("(d); part 0")));
  }

  @Test
  void aTsvWithoutItsColumnsIsRefused() throws IOException {
    Path tsv = tmp.resolve("bad.tsv");
    Files.write(tsv, List.of("document\tstart\tend\ttype", "d\t0\t0\tPER"));
    InvalidRequestException e =
        assertThrows(InvalidRequestException.class, () -> NeSource.read("bad.tsv", List.of(tsv)));
    assertTrue(e.getMessage().contains("doc_tok_start"), e.getMessage());
  }

  @Test
  void aConllFileGivesItsColumnAndItsBadBracketsAtTheirLines() throws IOException {
    Path conll = tmp.resolve("ne.conll");
    Files.write(
        conll,
        List.of(
            "#begin document (d); part 000",
            "d\t0\t0\tMr.\t-\t-\t-\t-\t-\t-\t(PER*\t-\t(0",
            "d\t0\t1\tDarcy\t-\t-\t-\t-\t-\t-\t*)\t-\t0)",
            "d\t0\t2\tsaw\t-\t-\t-\t-\t-\t-\t*)\t-\t-",
            "d\t0\t3\tBingley\t-\t-\t-\t-\t-\t-\t(PER)\t-\t-",
            "d\t0\t4\t.\t-\t-\t-\t-\t-\t-\t*\t-\t-",
            "",
            "#end document"));
    assertFalse(NeSource.isTsv(conll));
    NeSource source = NeSource.read(conll.toString(), List.of(conll));
    List<Problem> problems = new ArrayList<>();
    assertEquals(
        List.of(new NeSpan(0, 1, "PER"), new NeSpan(3, 3, "PER")),
        source.spans(key("d_0"), WORDS.length, problems::add));
    assertEquals(1, problems.size(), problems.toString());
    assertEquals(ProblemKind.CONE_NE_BRACKET, problems.get(0).kind());
    assertEquals(conll.toString(), problems.get(0).file());
    assertEquals(4, problems.get(0).line());
  }

  @Test
  void theNeLayersProblemsAreTheKeysUnlessItIsTheResponses() {
    Problem noColumn = Problem.of(ProblemKind.CONE_NO_NE_COLUMN, "f", "d", 1, "none");
    Semantics key = Semantics.V801;
    Semantics response = key.withViews(ConeOptions.DEFAULT.withNe(NeSource.RESPONSE));
    assertTrue(DocumentOutcome.isKeyProblem(noColumn, key));
    assertFalse(DocumentOutcome.isKeyProblem(noColumn, response));
    assertEquals(
        "CONE: NE layer response column 11",
        ((ConeOptions) response.views()).describe().substring(0, 33));
  }

  @Test
  void anNeFileAsTheKeyTakesTheResponsesTokens() throws IOException {
    Path tsv = tmp.resolve("key.tsv");
    Files.write(tsv, List.of("document\tdoc_tok_start\tdoc_tok_end\ttype", "d_0\t1\t1\tPER"));
    NeSource source = NeSource.read(tsv.toString(), List.of(tsv)).asKey(true);
    Document placeholder = source.keyDocuments().get(0);
    assertEquals("d_0", placeholder.name());
    assertEquals(2, placeholder.tokenCount());
    assertEquals(0, placeholder.mentionCount());
    assertEquals(WORDS.length, source.keyFor(placeholder, key("d_0")).tokenCount());
    assertEquals(2, source.keyFor(placeholder, Document.empty("d_0")).tokenCount());
    assertTrue(source.describe().contains("the key, an NE file"));
  }
}

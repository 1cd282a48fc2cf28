package org.corefstats.core.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.corefstats.core.analysis.LinkErrorCounts.Kind;
import org.corefstats.core.cone.NeSource;
import org.corefstats.core.conll.ConllReader;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.MetricCounts;
import org.corefstats.core.ne.NeSpan;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * cort's link errors (docs/explanation/error-analysis.md 2.2, 5.4). Every cell of {@code
 * expected_links.csv} (cort's own counts on the 17 worked examples of {@code
 * conformance/error-analysis} in the shared data folder, an absent cell being 0) per document and
 * in total; and the spec's invariants, on the project's samples (samples/key, every system of
 * samples/systems, the names of docs/guide/cone-sample-ne.tsv): link errors are MUC's errors, and a
 * response equal to the key has none.
 */
class LinkErrorsTest {
  private static final Path SAMPLES = Path.of("samples");
  private static final Path SAMPLE_NAMES = Path.of("docs", "guide", "cone-sample-ne.tsv");
  private static final DocumentScorer MUC = new DocumentScorer(EnumSet.of(Metric.MUC));
  private static final String TOTAL = "TOTAL";

  /** Key documents, the responses of each system to them, and their named mentions. */
  private record Corpus(
      Map<String, Document> keys,
      Map<String, Map<String, Document>> systems,
      Map<String, List<NeSpan>> named) {
    LinkErrorCounts links(Document key, Document response) {
      return LinkErrors.count(key, response, named.get(key.name()));
    }
  }

  /** The samples: the three key files, each system's files of the same names. */
  private static Corpus samples;

  @BeforeAll
  static void read() throws IOException {
    Map<String, Document> keys = new LinkedHashMap<>();
    for (Path f : list(SAMPLES.resolve("key"))) {
      keys.putAll(documents(f));
    }
    Map<String, Map<String, Document>> systems = new LinkedHashMap<>();
    for (Path dir : list(SAMPLES.resolve("systems"))) {
      Map<String, Document> responses = new LinkedHashMap<>();
      for (Path f : list(dir)) {
        responses.putAll(documents(f));
      }
      assertEquals(keys.keySet(), responses.keySet(), dir.toString());
      systems.put(dir.getFileName().toString(), responses);
    }
    samples = new Corpus(keys, systems, named(keys, SAMPLE_NAMES));
    // samples/README.md: three documents, three systems (merger, singletons, strong)
    assertEquals(3, keys.size());
    assertEquals(List.of("merger", "singletons", "strong"), List.copyOf(systems.keySet()));
  }

  /**
   * The worked examples of the shared data folder: read only by the test that compares with their
   * expected counts.
   */
  private static Corpus workedExamples() throws IOException {
    Path dir = SharedData.errorAnalysis();
    Map<String, Document> keys = documents(dir.resolve("key.conll"));
    Map<String, Document> responses = documents(dir.resolve("response.conll"));
    assertEquals(17, keys.size());
    assertEquals(keys.keySet(), responses.keySet());
    return new Corpus(
        keys, Map.of("response", responses), named(keys, dir.resolve("named_mentions.tsv")));
  }

  /** The named mentions of every key document, from an NE file, read without a problem. */
  private static Map<String, List<NeSpan>> named(Map<String, Document> keys, Path tsv)
      throws IOException {
    NeSource source = NeSource.read(tsv.toString(), List.of(tsv));
    Map<String, List<NeSpan>> named = new HashMap<>();
    for (Document key : keys.values()) {
      List<Problem> problems = new ArrayList<>();
      named.put(key.name(), source.spans(key, key.tokenCount(), problems::add));
      assertEquals(List.of(), problems, key.name());
    }
    return named;
  }

  private static List<Path> list(Path dir) throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      return files.sorted().toList();
    }
  }

  private static Map<String, Document> documents(Path file) throws IOException {
    Map<String, Document> out = new LinkedHashMap<>();
    List<Problem> problems = new ArrayList<>();
    try (ConllReader reader = ConllReader.open(file, false, problems::add).parseColumns(true)) {
      for (Document d; (d = reader.next()) != null; ) {
        out.put(d.name(), d);
      }
    }
    assertEquals(List.of(), problems, file.toString());
    return out;
  }

  /** expected_links.csv: document (or TOTAL) to its 32 counts in column order. */
  private static Map<String, long[]> expected() throws IOException {
    Map<String, long[]> out = new HashMap<>();
    List<String> lines =
        Files.readAllLines(SharedData.errorAnalysis().resolve("expected_links.csv"));
    assertEquals("system,document,kind,anaphor_type,antecedent_type,count", lines.get(0));
    for (String line : lines.subList(1, lines.size())) {
      String[] f = line.split(",", -1);
      assertEquals(6, f.length, line);
      int i =
          LinkErrorCounts.index(
              Kind.valueOf(f[2].toUpperCase(java.util.Locale.ROOT)),
              LinkType.valueOf(f[3]),
              LinkType.valueOf(f[4]));
      long[] counts = out.computeIfAbsent(f[1], d -> new long[LinkErrorCounts.WIDTH]);
      assertEquals(0, counts[i], "a cell twice: " + line);
      counts[i] = Long.parseLong(f[5]);
    }
    return out;
  }

  @Test
  @NeedsSharedData
  void everyCellOfEveryDocumentAndOfTheTotalIsCortsCount() throws IOException {
    Corpus examples = workedExamples();
    Map<String, Document> keys = examples.keys();
    Map<String, Document> responses = examples.systems().get("response");
    Map<String, long[]> expected = expected();
    assertTrue(
        keys.keySet()
            .containsAll(expected.keySet().stream().filter(d -> !d.equals(TOTAL)).toList()));
    LinkErrorCounts total = LinkErrorCounts.ZERO;
    for (Document key : keys.values()) {
      LinkErrorCounts got = examples.links(key, responses.get(key.name()));
      long[] want = expected.getOrDefault(key.name(), new long[LinkErrorCounts.WIDTH]);
      assertCells(want, got, key.name());
      total = total.plus(got);
    }
    assertCells(expected.get(TOTAL), total, TOTAL);
  }

  private static void assertCells(long[] want, LinkErrorCounts got, String document) {
    long[] values = got.values();
    for (int i = 0; i < LinkErrorCounts.WIDTH; i++) {
      assertEquals(
          want[i], values[i], document + " " + LinkErrorCounts.columns().get(i) + ": " + got);
    }
  }

  @Test
  void linkErrorsAreMucsErrorsWhereBothReadTheSameMentions() {
    int checked = 0;
    for (Map<String, Document> responses : samples.systems().values()) {
      for (Document key : samples.keys().values()) {
        Document response = responses.get(key.name());
        if (hasRepeatedSpans(key) || hasRepeatedSpans(response)) {
          continue;
        }
        LinkErrorCounts links = samples.links(key, response);
        MetricCounts muc = CorpusRules.score(MUC, key, response).counts().get(Metric.MUC);
        assertEquals(
            (long) (muc.recallDen() - muc.recallNum()), links.total(Kind.RECALL), key.name());
        assertEquals(
            (long) (muc.precisionDen() - muc.precisionNum()),
            links.total(Kind.PRECISION),
            key.name());
        checked++;
      }
    }
    assertEquals(3 * 3, checked, "the samples have no repeated span");
  }

  @Test
  void aMissingResponseHasOneRecallErrorPerKeyLinkAndNoPrecisionError() {
    for (Document key : samples.keys().values()) {
      LinkErrorCounts links = samples.links(key, null);
      MetricCounts muc = CorpusRules.score(MUC, key, null).counts().get(Metric.MUC);
      assertEquals((long) muc.recallDen(), links.total(Kind.RECALL), key.name());
      assertEquals(0, links.total(Kind.PRECISION), key.name());
    }
  }

  @Test
  void aResponseEqualToTheKeyHasNoLinkError() {
    for (Document key : samples.keys().values()) {
      assertTrue(samples.links(key, key).isZero(), key.name());
    }
    for (Map<String, Document> responses : samples.systems().values()) {
      for (Document response : responses.values()) {
        assertTrue(
            LinkErrors.count(response, response, samples.named().get(response.name())).isZero(),
            response.name());
      }
    }
  }

  @Test
  void theTypesAreNamesFromTheNeSpansThenDemonstrativesPronounsAndNominals() {
    LinkTypeRule rule =
        new LinkTypeRule(
            new String[] {"John", "Smith", "saw", "That", "and", "Her", "thee", "old", "man"},
            List.of(new NeSpan(0, 1, "PER")));
    assertEquals(LinkType.NAM, rule.type(0, 1));
    assertEquals(LinkType.NOM, rule.type(0, 0), "a part of a name is not a name");
    assertEquals(LinkType.DEM, rule.type(3, 3), "lower-cased, DEM before PRO");
    assertEquals(LinkType.PRO, rule.type(5, 5));
    assertEquals(LinkType.NOM, rule.type(6, 6), "thee is not in the 69-word list");
    assertEquals(LinkType.NOM, rule.type(7, 8));
    assertEquals(LinkType.NOM, rule.type(3, 4), "two tokens are never a pronoun");
    assertEquals(69, MentionTypes.PRONOUN_WORDS.size());
  }

  @Test
  void theColumnsAreRecallThenPrecisionByAnaphorThenAntecedent() {
    List<String> columns = LinkErrorCounts.columns();
    assertEquals(32, columns.size());
    assertEquals("links_recall_NAM_NAM", columns.get(0));
    assertEquals("links_recall_NAM_NOM", columns.get(1));
    assertEquals("links_precision_DEM_DEM", columns.get(31));
    assertEquals(
        "links_precision_PRO_NOM",
        columns.get(LinkErrorCounts.index(Kind.PRECISION, LinkType.PRO, LinkType.NOM)));
    assertEquals(32, Set.copyOf(columns).size());
  }

  @Test
  void onRandomDocumentsWithoutRepeatedSpansLinkErrorsAreMucsErrors() {
    java.util.Random random = new java.util.Random(20);
    String[] words = {"he", "this", "John", "the", "man", "she", "that", "it", "Mary", "dog"};
    for (int trial = 0; trial < 500; trial++) {
      int tokens = 1 + random.nextInt(words.length);
      List<int[]> spans = new ArrayList<>();
      for (int first = 0; first < tokens; first++) {
        for (int last = first; last < tokens; last++) {
          spans.add(new int[] {first, last});
        }
      }
      Document key = randomDocument(random, tokens, spans);
      Document response = randomDocument(random, tokens, spans);
      LinkTypeRule rule =
          new LinkTypeRule(
              java.util.Arrays.copyOf(words, tokens), List.of(new NeSpan(0, 0, "PER")));
      LinkErrorCounts links = LinkErrors.count(key, response, rule);
      MetricCounts muc = CorpusRules.score(MUC, key, response).counts().get(Metric.MUC);
      String where = "trial " + trial + ": " + key + " / " + response;
      assertEquals((long) (muc.recallDen() - muc.recallNum()), links.total(Kind.RECALL), where);
      assertEquals(
          (long) (muc.precisionDen() - muc.precisionNum()), links.total(Kind.PRECISION), where);
      assertTrue(LinkErrors.count(key, key, rule).isZero(), where);
    }
  }

  /** Some of {@code spans}, each at most once, in up to four entities (singletons included). */
  private static Document randomDocument(java.util.Random random, int tokens, List<int[]> spans) {
    List<List<int[]>> entities = new ArrayList<>();
    int count = 1 + random.nextInt(4);
    for (int e = 0; e < count; e++) {
      entities.add(new ArrayList<>());
    }
    for (int[] span : spans) {
      if (random.nextInt(3) == 0) {
        entities.get(random.nextInt(count)).add(span);
      }
    }
    return Document.of("random", tokens, entities);
  }

  @Test
  void aRepeatedSpanKeepsItsFirstOccurrence() {
    // key: {0, 1, 2}; response: {0, 1} and {1, 2}: span 1 stays in the first response entity
    Document key =
        Document.of("d", 3, List.of(List.of(new int[] {0, 0}, new int[] {1, 1}, new int[] {2, 2})));
    Document response =
        Document.of(
            "d",
            3,
            List.of(
                List.of(new int[] {0, 0}, new int[] {1, 1}),
                List.of(new int[] {1, 1}, new int[] {2, 2})));
    LinkTypeRule rule = new LinkTypeRule(new String[] {"John", "he", "him"}, List.of());
    LinkErrorCounts links = LinkErrors.count(key, response, rule);
    // recall: "him" is apart from {John, he}; its antecedent is the closest, "he"
    assertEquals(1, links.get(Kind.RECALL, LinkType.PRO, LinkType.PRO), links.toString());
    assertEquals(1, links.total(Kind.RECALL));
    // precision: the second response entity is {2} alone once span 1 is gone: no link
    assertEquals(0, links.total(Kind.PRECISION), links.toString());
  }

  private static boolean hasRepeatedSpans(Document d) {
    Set<Long> seen = new HashSet<>();
    for (int m = 0; m < d.mentionCount(); m++) {
      if (!seen.add(LinkTypeRule.span(d.mentionFirst(m), d.mentionLast(m)))) {
        return true;
      }
    }
    return false;
  }
}

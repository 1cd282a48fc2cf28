package org.corefstats.core.jsonl;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.document.TextDocument;
import org.corefstats.core.document.TextEntity;
import org.corefstats.core.document.TextMention;
import org.corefstats.core.jsonl.ConllTextDocuments.ConllFile;
import org.corefstats.core.jsonl.JsonlinesOptions.Side;
import org.corefstats.core.jsonl.JsonlinesOptions.Space;
import org.corefstats.core.jsonl.JsonlinesOptions.SpanEnd;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Score;
import org.junit.jupiter.api.Test;

/**
 * Fuzzing the jsonlines reader with seeded mutations of valid jsonlines (pieces of the project's
 * CoNLL samples and the three families' hand-written records): truncated, bytes flipped, characters
 * deleted or duplicated, numbers changed, brackets swapped. Whatever the bytes and the options,
 * reading and scoring never throw, never hang, and every score stays in [0, 1].
 */
class JsonlinesFuzzTest {
  private static final int CASES = 4000;
  private static int repeatedKeys;
  private static final DocumentScorer ALL = new DocumentScorer(Metric.all());
  private static final byte[] BRACKETS = "[]{}".getBytes(StandardCharsets.US_ASCII);
  private static final byte[] SOUP = "[]{},:\"-0123456789 ".getBytes(StandardCharsets.US_ASCII);

  /**
   * jsonlines files: beginnings of the sample documents of samples/key and samples/systems/strong
   * (two a file: the first 60 and 150 words, of documents of 155 to 179 tokens) and the
   * hand-written records.
   */
  private static List<byte[]> seeds() throws IOException {
    List<byte[]> seeds = new ArrayList<>();
    List<Path> files = new ArrayList<>();
    for (String dir : List.of("samples/key", "samples/systems/strong")) {
      try (Stream<Path> list = Files.list(Path.of(dir))) {
        files.addAll(list.sorted().toList());
      }
    }
    List<TextDocument> pieces = new ArrayList<>();
    for (Path f : files) {
      ConllFile conll = ConllTextDocuments.read(f, p -> {});
      for (Document d : conll.documents()) {
        TextDocument whole = conll.text(d);
        pieces.add(beginning(whole, 60));
        pieces.add(beginning(whole, 150));
      }
    }
    for (int i = 0; i + 1 < pieces.size(); i += 2) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      new JsonlinesText().write(List.of(pieces.get(i), pieces.get(i + 1)), out);
      seeds.add(out.toByteArray());
    }
    String families =
        JsonlinesReaderTest.E2E
            + "\n"
            + JsonlinesReaderTest.BERT
            + "\n"
            + JsonlinesReaderTest.WL
            + "\n";
    seeds.add(families.getBytes(StandardCharsets.UTF_8));
    seeds.add(JsonlinesReaderTest.BERT.getBytes(StandardCharsets.UTF_8));
    return seeds;
  }

  /** The first {@code words} words of a document (whole sentences) and the mentions in them. */
  private static TextDocument beginning(TextDocument d, int words) {
    List<List<String>> sentences = new ArrayList<>();
    int n = 0;
    for (List<String> s : d.sentences()) {
      if (n >= words) {
        break;
      }
      sentences.add(s);
      n += s.size();
    }
    int kept = n;
    List<TextEntity> entities = new ArrayList<>();
    for (TextEntity e : d.entities()) {
      List<TextMention> mentions = e.mentions().stream().filter(m -> m.last() < kept).toList();
      entities.add(new TextEntity(Integer.toString(entities.size()), mentions));
    }
    return new TextDocument(d.name(), sentences, entities, List.of());
  }

  @Test
  void randomMutationsNeverBreakReadingOrScoring() throws IOException {
    List<byte[]> seeds = seeds();
    // one deadline for all cases: a thread per case would cost more than the cases
    int withErrors = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> fuzz(seeds));
    assertTrue(
        withErrors > CASES / 10 && withErrors < CASES,
        "mutations should break some inputs, not all: " + withErrors);
  }

  /** Runs every case; returns the number of cases with an error problem. */
  private static int fuzz(List<byte[]> seeds) {
    Random random = new Random(20261123);
    int withErrors = 0;
    for (int i = 0; i < CASES; i++) {
      byte[] original = seeds.get(random.nextInt(seeds.size()));
      byte[] mutated = mutate(random, original);
      JsonlinesOptions options = options(random);
      int errors = 0;
      try {
        errors += check(original, mutated, options);
        errors += check(mutated, original, options); // the mutation as the key
        new JsonlinesText(options).read(new ByteArrayInputStream(mutated), "fuzz.jsonl", p -> {});
      } catch (Throwable e) {
        fail(
            "case "
                + i
                + " ("
                + options
                + ") failed: "
                + e
                + "\n"
                + new String(mutated, StandardCharsets.UTF_8),
            e);
      }
      withErrors += errors > 0 ? 1 : 0;
    }
    return withErrors;
  }

  private static JsonlinesOptions options(Random random) {
    return new JsonlinesOptions(
        SpanEnd.values()[random.nextInt(SpanEnd.values().length)],
        Space.values()[random.nextInt(Space.values().length)],
        Side.values()[random.nextInt(Side.values().length)],
        random.nextBoolean());
  }

  /** Reads both, scores every key document; returns the number of error problems. */
  private static int check(byte[] keyBytes, byte[] responseBytes, JsonlinesOptions options)
      throws IOException {
    List<Problem> problems = new ArrayList<>();
    Map<String, Document> keys = read(keyBytes, options.withSide(Side.KEY), problems);
    Map<String, Document> responses =
        read(responseBytes, options.withSide(Side.RESPONSE), problems);
    for (Document key : keys.values()) {
      Document response = responses.getOrDefault(key.name(), Document.empty(key.name()));
      List<Problem> scoring = new ArrayList<>();
      Counts counts = ALL.score(key, response, scoring::add);
      problems.addAll(scoring);
      // LEA is not defined for a key span repeated across entities (docs/explanation/v801.md,
      // "Matching key and response"); a span in two singleton key clusters gives LEA precision
      // above 1, from CoNLL
      // input as well ((1) and (2) on one token): a known limit of the core, not of this reader
      boolean repeatedKey =
          scoring.stream().anyMatch(p -> p.kind() == ProblemKind.REPEATED_KEY_MENTION);
      for (Metric m : Metric.counted()) {
        if (!ALL.metrics().contains(m)) {
          continue;
        } // MOR and zero: corefud profile only
        if (m == Metric.LEA && repeatedKey) {
          continue;
        }
        if (m == Metric.BLANC) {
          inUnitInterval(counts.blanc().score().overall(), "blanc");
        } else {
          inUnitInterval(counts.get(m).score(), m.code());
        }
      }
      double conll = counts.score(Metric.CONLL).f1();
      assertTrue(conll >= 0 && conll <= 1, "conll " + conll);
      repeatedKeys += repeatedKey ? 1 : 0;
    }
    return (int) problems.stream().filter(p -> p.severity() == Severity.ERROR).count();
  }

  private static Map<String, Document> read(
      byte[] bytes, JsonlinesOptions options, List<Problem> problems) throws IOException {
    Map<String, Document> documents = new LinkedHashMap<>();
    for (Document d : JsonlinesReaderTest.read(bytes, options, problems)) {
      documents.put(d.name(), d);
    }
    return documents;
  }

  private static void inUnitInterval(Score s, String metric) {
    for (double x : new double[] {s.recall(), s.precision(), s.f1()}) {
      assertTrue(x >= 0 && x <= 1, metric + " " + s);
    }
  }

  /** One to five random edits. */
  static byte[] mutate(Random random, byte[] original) {
    byte[] b = original;
    int edits = 1 + random.nextInt(5);
    for (int e = 0; e < edits && b.length > 0; e++) {
      int at = random.nextInt(b.length);
      switch (random.nextInt(8)) {
        case 0 -> b = Arrays.copyOf(b, at); // truncate anywhere
        case 1 -> { // flip bytes: binary, NUL, invalid UTF-8, a newline
          b = b.clone();
          for (int k = 0; k < 1 + random.nextInt(4); k++) {
            b[random.nextInt(b.length)] = (byte) random.nextInt(256);
          }
        }
        case 2 -> b = splice(b, at, Math.min(b.length, at + 1 + random.nextInt(6)), new byte[0]);
        case 3 -> { // duplicate a piece
          int end = Math.min(b.length, at + 1 + random.nextInt(40));
          b = splice(b, end, end, Arrays.copyOfRange(b, at, end));
        }
        case 4, 5 -> b = changeNumber(random, b, at);
        case 6 -> { // swap a bracket for another
          int bracket = find(b, at, "[]{}");
          if (bracket >= 0) {
            b = b.clone();
            b[bracket] = BRACKETS[random.nextInt(BRACKETS.length)];
          }
        }
        default -> {
          byte[] soup = new byte[1 + random.nextInt(8)];
          for (int k = 0; k < soup.length; k++) {
            soup[k] = SOUP[random.nextInt(SOUP.length)];
          }
          b = splice(b, at, at, soup);
        }
      }
    }
    return b;
  }

  /** The number at or after {@code at} replaced by another: small, negative, huge or not one. */
  private static byte[] changeNumber(Random random, byte[] b, int at) {
    int start = find(b, at, "0123456789");
    if (start < 0) {
      return b;
    }
    int end = start;
    while (end < b.length && b[end] >= '0' && b[end] <= '9') {
      end++;
    }
    String value =
        switch (random.nextInt(6)) {
          case 0 -> Integer.toString(random.nextInt(10));
          case 1 -> Integer.toString(random.nextInt(400));
          case 2 -> "-" + random.nextInt(3);
          case 3 -> "99999999999999999999";
          case 4 -> Integer.toString(Integer.MAX_VALUE - random.nextInt(2));
          default -> "1.5";
        };
    return splice(b, start, end, value.getBytes(StandardCharsets.US_ASCII));
  }

  private static int find(byte[] b, int from, String chars) {
    for (int i = from; i < b.length; i++) {
      if (chars.indexOf(b[i]) >= 0) {
        return i;
      }
    }
    return -1;
  }

  private static byte[] splice(byte[] b, int from, int to, byte[] insert) {
    byte[] out = new byte[b.length - (to - from) + insert.length];
    System.arraycopy(b, 0, out, 0, from);
    System.arraycopy(insert, 0, out, from, insert.length);
    System.arraycopy(b, to, out, from + insert.length, b.length - to);
    return out;
  }
}

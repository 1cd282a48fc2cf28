package org.corefstats.catalogue;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.core.conll.ConllReader;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.Severity;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Score;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fuzzing the reader with random mutations of the sample documents (seeded; the CoNLL-2012 files of
 * samples/key and samples/systems): whatever the bytes, reading and scoring never throw, never
 * hang, and every score stays in [0, 1].
 */
class ReaderFuzzTest extends CliTest {
  private static final int CASES = 4000;
  private static final DocumentScorer ALL = new DocumentScorer(Metric.all());
  private static final byte[] SOUP =
      "()|-+0123456789\t \r\n#_(1)(12(3+4)7)".getBytes(StandardCharsets.US_ASCII);

  @TempDir Path tmp;

  /**
   * Pieces of the sample documents (the key's three files and those of its three systems, 12 files
   * of 171 to 194 lines): their first lines, with a proper end.
   */
  private static List<byte[]> seeds() throws IOException {
    List<Path> samples = new ArrayList<>();
    for (Path dir :
        List.of(
            Path.of("samples/key"),
            Path.of("samples/systems/strong"),
            Path.of("samples/systems/merger"),
            Path.of("samples/systems/singletons"))) {
      try (Stream<Path> files = Files.list(dir)) {
        samples.addAll(files.sorted().toList());
      }
    }
    assertEquals(12, samples.size());
    List<byte[]> seeds = new ArrayList<>();
    for (Path f : samples) {
      List<String> lines = Files.readAllLines(f);
      for (int n : new int[] {40, 150, 400}) { // 400: the whole document
        List<String> piece = new ArrayList<>(lines.subList(0, Math.min(n, lines.size() - 1)));
        piece.add("#end document");
        seeds.add((String.join("\n", piece) + "\n").getBytes(StandardCharsets.UTF_8));
      }
    }
    return seeds;
  }

  @Test
  void randomMutationsNeverBreakReadingOrScoring() throws IOException {
    List<byte[]> seeds = seeds();
    Random random = new Random(20261122);
    int withErrors = 0;
    for (int i = 0; i < CASES; i++) {
      byte[] original = seeds.get(random.nextInt(seeds.size()));
      byte[] mutated = mutate(random, original);
      boolean lenient = random.nextBoolean();
      int caseNumber = i;
      int[] errors = {0};
      try {
        assertTimeoutPreemptively(
            Duration.ofSeconds(10),
            () -> {
              errors[0] += check(original, mutated, lenient);
              errors[0] += check(mutated, original, lenient); // the mutation as the key
            });
      } catch (AssertionError e) {
        throw e;
      } catch (Throwable e) {
        fail(
            "case "
                + caseNumber
                + " (lenient "
                + lenient
                + ") threw "
                + e
                + "\n"
                + preview(mutated),
            e);
      }
      withErrors += errors[0] > 0 ? 1 : 0;
    }
    assertTrue(
        withErrors > CASES / 10 && withErrors < CASES,
        "mutations should break some inputs, not all: " + withErrors);
  }

  @Test
  void theScoreCommandNeverFailsInternally() throws IOException {
    List<byte[]> seeds = seeds();
    Random random = new Random(7);
    for (int i = 0; i < 150; i++) {
      byte[] original = seeds.get(random.nextInt(seeds.size()));
      Path key = Files.write(tmp.resolve("key_conll"), original);
      Path response = Files.write(tmp.resolve("response_conll"), mutate(random, original));
      int code =
          run(
              "score",
              key.toString(),
              response.toString(),
              random.nextBoolean() ? "--lenient" : "--strict");
      assertTrue(
          code == Main.OK || code == Main.REFUSED, "case " + i + ": exit " + code + "\n" + err);
      code = run("score", response.toString(), key.toString());
      assertTrue(
          code == Main.OK || code == Main.REFUSED,
          "case " + i + " reversed: exit " + code + "\n" + err);
    }
  }

  /** Reads both, scores every key document; returns the number of error problems. */
  private static int check(byte[] keyBytes, byte[] responseBytes, boolean lenient)
      throws IOException {
    List<Problem> problems = new ArrayList<>();
    Map<String, Document> keys = read(keyBytes, lenient, problems);
    Map<String, Document> responses = read(responseBytes, lenient, problems);
    for (Document key : keys.values()) {
      Document response = responses.getOrDefault(key.name(), Document.empty(key.name()));
      Counts counts = ALL.score(key, response, problems::add);
      for (Metric m : Metric.counted()) {
        if (!ALL.metrics().contains(m)) {
          continue;
        } // MOR and zero: corefud profile only
        if (m == Metric.BLANC) {
          BlancScore b = counts.blanc().score();
          inUnitInterval(b.overall(), "blanc");
        } else {
          inUnitInterval(counts.get(m).score(), m.code());
        }
      }
      double conll = counts.score(Metric.CONLL).f1();
      assertTrue(conll >= 0 && conll <= 1, "conll " + conll);
    }
    return (int) problems.stream().filter(p -> p.severity() == Severity.ERROR).count();
  }

  private static Map<String, Document> read(byte[] bytes, boolean lenient, List<Problem> problems)
      throws IOException {
    Map<String, Document> documents = new LinkedHashMap<>();
    try (ConllReader reader =
        ConllReader.of(new ByteArrayInputStream(bytes), "fuzz", lenient, problems::add)) {
      for (Document d; (d = reader.next()) != null; ) {
        documents.put(d.name(), d);
      }
    }
    return documents;
  }

  private static void inUnitInterval(Score s, String metric) {
    for (double x : new double[] {s.recall(), s.precision(), s.f1()}) {
      assertTrue(x >= 0 && x <= 1, metric + " " + s);
    }
  }

  /** One to five random edits of bytes or lines. */
  static byte[] mutate(Random random, byte[] original) {
    List<byte[]> lines = split(original);
    int edits = 1 + random.nextInt(5);
    for (int e = 0; e < edits && !lines.isEmpty(); e++) {
      int at = random.nextInt(lines.size());
      switch (random.nextInt(10)) {
        case 0 -> lines.remove(at);
        case 1 -> lines.add(at, lines.get(random.nextInt(lines.size())).clone());
        case 2 -> { // swap two lines
          int other = random.nextInt(lines.size());
          byte[] t = lines.get(at);
          lines.set(at, lines.get(other));
          lines.set(other, t);
        }
        case 3 -> lines.set(at, soup(random, 1 + random.nextInt(12))); // a line of bracket soup
        case 4 -> lines.set(at, withCoref(lines.get(at), soup(random, 1 + random.nextInt(6))));
        case 5 ->
            lines.add(
                at,
                ("#begin document (fuzz" + random.nextInt(3) + "); part 0")
                    .getBytes(StandardCharsets.US_ASCII));
        case 6 -> lines.set(at, randomBytes(random, lines.get(at))); // binary, NUL, invalid UTF-8
        case 7 ->
            lines.removeIf(
                l -> new String(l, StandardCharsets.ISO_8859_1).contains("#end document"));
        case 8 ->
            lines.set(
                at,
                withCoref(
                    lines.get(at),
                    "(".repeat(random.nextInt(3))
                        + random.nextInt(40)
                        + ")".repeat(random.nextInt(3))));
        default -> { // truncate anywhere, even inside a line
          byte[] whole = join(lines);
          return Arrays.copyOf(whole, random.nextInt(whole.length + 1));
        }
      }
    }
    return join(lines);
  }

  private static byte[] soup(Random random, int length) {
    byte[] b = new byte[length];
    for (int i = 0; i < length; i++) {
      b[i] = SOUP[random.nextInt(SOUP.length)];
    }
    return b;
  }

  private static byte[] randomBytes(Random random, byte[] line) {
    byte[] b = line.clone();
    for (int i = 0; i < Math.max(1, b.length / 8); i++) {
      if (b.length > 0) {
        byte value = (byte) random.nextInt(256);
        b[random.nextInt(b.length)] = value == '\n' ? 0 : value;
      }
    }
    return b;
  }

  private static byte[] withCoref(byte[] line, Object coref) {
    String text = new String(line, StandardCharsets.ISO_8859_1);
    String value =
        coref instanceof byte[] bytes
            ? new String(bytes, StandardCharsets.ISO_8859_1)
            : (String) coref;
    int tab = text.lastIndexOf('\t');
    return ((tab < 0 ? text + "\t" : text.substring(0, tab + 1)) + value)
        .getBytes(StandardCharsets.ISO_8859_1);
  }

  private static List<byte[]> split(byte[] bytes) {
    List<byte[]> lines = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] == '\n') {
        lines.add(Arrays.copyOfRange(bytes, start, i));
        start = i + 1;
      }
    }
    if (start < bytes.length) {
      lines.add(Arrays.copyOfRange(bytes, start, bytes.length));
    }
    return lines;
  }

  private static byte[] join(List<byte[]> lines) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    for (byte[] l : lines) {
      out.writeBytes(l);
      out.write('\n');
    }
    return out.toByteArray();
  }

  private static String preview(byte[] bytes) {
    String s = new String(bytes, StandardCharsets.ISO_8859_1);
    return s.length() > 2000 ? s.substring(0, 2000) + "..." : s;
  }
}

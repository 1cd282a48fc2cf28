package org.corefstats.core.conllu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
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
import org.corefstats.core.corpus.CorefudRules;
import org.corefstats.core.corpus.CorpusRules;
import org.corefstats.core.corpus.DocumentOutcome;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.document.Severity;
import org.corefstats.core.metrics.BlancScore;
import org.corefstats.core.metrics.Counts;
import org.corefstats.core.metrics.DocumentScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Score;
import org.corefstats.core.metrics.Semantics;
import org.junit.jupiter.api.Test;

/**
 * Fuzzing the CoNLL-U reader with seeded mutations of the project's CoNLL-U samples (samples/crac
 * and samples/conllu, keys and systems) and the reader's worked example (lines deleted, duplicated,
 * swapped, cut; bytes flipped; Entity= values mangled): reading, the CorefUD rules and scoring
 * never throw nor hang, every score stays in [0, 1], and ConlluText reads the same bytes without
 * throwing.
 */
class ConlluFuzzTest {
  private static final int CASES = 2500;
  private static final DocumentScorer ALL = new DocumentScorer(Metric.all());
  private static final DocumentScorer COREFUD =
      new DocumentScorer(
          Metric.all(),
          Semantics.of(
              Semantics.Profile.COREFUD, Semantics.Matching.EXACT, Semantics.Singletons.KEEP));
  private static final String SOUP = "()[]/-=|,<:e1e2e30123456789._ \t";

  private static List<byte[]> seeds() throws IOException {
    List<byte[]> seeds = new ArrayList<>();
    seeds.add(ConlluReaderTest.WORKED_EXAMPLE.getBytes(StandardCharsets.UTF_8));
    for (String samples : List.of("samples/crac", "samples/conllu")) {
      try (var walk = Files.walk(Path.of(samples))) {
        for (Path f : walk.filter(p -> p.toString().endsWith(".conllu")).sorted().toList()) {
          seeds.add(Files.readAllBytes(f));
        }
      }
    }
    return seeds;
  }

  @Test
  void randomMutationsNeverBreakReadingOrScoring() throws IOException {
    List<byte[]> seeds = seeds();
    // the worked example; samples/crac: 3 key files and 3 systems of 3; samples/conllu: 3 key files
    // and 2 systems of 3 (samples/README.md)
    assertEquals(1 + (3 + 3 * 3) + (3 + 2 * 3), seeds.size(), "seeds");
    Random random = new Random(20261123);
    int withErrors = 0;
    long start = System.nanoTime();
    for (int i = 0; i < CASES; i++) {
      byte[] original = seeds.get(random.nextInt(seeds.size()));
      byte[] mutated = mutate(random, original);
      boolean lenient = random.nextBoolean();
      boolean singletons = random.nextBoolean();
      int[] errors = {0};
      try {
        assertTimeoutPreemptively(
            Duration.ofSeconds(10),
            () -> {
              errors[0] += check(original, mutated, lenient, singletons);
              errors[0] += check(mutated, original, lenient, singletons);
              new ConlluText().read(new ByteArrayInputStream(mutated), "fuzz", p -> {});
            });
      } catch (AssertionError e) {
        throw new AssertionError("case " + i + ": " + e.getMessage() + "\n" + preview(mutated), e);
      } catch (Throwable e) {
        fail("case " + i + " threw " + e + "\n" + preview(mutated), e);
      }
      withErrors += errors[0] > 0 ? 1 : 0;
    }
    System.out.printf(
        "CoNLL-U fuzz: %d cases, %d with errors, %.1f s%n",
        CASES, withErrors, (System.nanoTime() - start) / 1e9);
    assertTrue(
        withErrors > CASES / 10 && withErrors < CASES,
        "mutations should break some inputs, not all: " + withErrors);
  }

  /** Reads both, scores every key document; returns the number of error problems. */
  private static int check(byte[] keyBytes, byte[] responseBytes, boolean lenient, boolean keep)
      throws IOException {
    List<Problem> problems = new ArrayList<>();
    Map<String, Document> keys = read(keyBytes, lenient, keep, problems);
    Map<String, Document> responses = read(responseBytes, lenient, keep, problems);
    for (Document key : keys.values()) {
      for (DocumentScorer scorer : List.of(ALL, COREFUD)) {
        DocumentOutcome outcome = CorpusRules.score(scorer, key, responses.get(key.name()));
        Counts counts = outcome.counts();
        // The CorefUD scorer counts BLANC's correct links over the key's entities, so a key mention
        // in two entities is counted in both, and the correct links can outnumber the response's
        // (docs/explanation/corefud-and-coval.md 6.2, 2.7): BLANC above 1, reproduced as the peer
        // prints it.
        boolean keyInTwoEntities =
            scorer == COREFUD
                && outcome.problems().stream()
                    .anyMatch(p -> p.kind() == ProblemKind.REPEATED_KEY_MENTION);
        for (Metric m : Metric.counted()) {
          if (!scorer.metrics().contains(m)) {
            continue; // MOR and zero under v8.01
          }
          if (m == Metric.BLANC) {
            BlancScore b = counts.blancScore();
            if (keyInTwoEntities) {
              assertTrue(b.overall().recall() >= 0 && b.overall().precision() >= 0, "blanc " + b);
              continue;
            }
            inUnitInterval(b.overall(), "blanc");
          } else {
            inUnitInterval(counts.get(m).score(), m.code());
          }
        }
        double conll = counts.score(Metric.CONLL).f1();
        assertTrue(conll >= 0 && conll <= 1, "conll " + conll);
      }
    }
    for (Problem p : problems) {
      assertTrue(p.file() != null && p.kind() != null && p.message() != null, p.toString());
    }
    return (int) problems.stream().filter(p -> p.severity() == Severity.ERROR).count();
  }

  private static Map<String, Document> read(
      byte[] bytes, boolean lenient, boolean keepSingletons, List<Problem> problems)
      throws IOException {
    Map<String, Document> documents = new LinkedHashMap<>();
    try (ConlluReader reader =
        ConlluReader.of(new ByteArrayInputStream(bytes), "fuzz", lenient, problems::add)) {
      for (Document d; (d = reader.next()) != null; ) {
        Document cleaned = CorefudRules.withoutRepeatsInEntities(d);
        documents.put(d.name(), keepSingletons ? cleaned : CorefudRules.withoutSingletons(cleaned));
      }
    }
    return documents;
  }

  private static void inUnitInterval(Score s, String metric) {
    for (double x : new double[] {s.recall(), s.precision(), s.f1()}) {
      assertTrue(x >= 0 && x <= 1, metric + " " + s);
    }
  }

  /** One to five random edits of lines, bytes or Entity= values. */
  static byte[] mutate(Random random, byte[] original) {
    List<String> lines =
        new ArrayList<>(
            Arrays.asList(new String(original, StandardCharsets.UTF_8).split("\n", -1)));
    int edits = 1 + random.nextInt(5);
    for (int e = 0; e < edits && !lines.isEmpty(); e++) {
      int at = random.nextInt(lines.size());
      switch (random.nextInt(9)) {
        case 0 -> lines.remove(at);
        case 1 -> lines.add(at, lines.get(random.nextInt(lines.size())));
        case 2 -> {
          int other = random.nextInt(lines.size());
          String t = lines.get(at);
          lines.set(at, lines.get(other));
          lines.set(other, t);
        }
        case 3 -> lines.subList(at, lines.size()).clear(); // the file cut
        case 4, 5 -> lines.set(at, mangleEntity(random, lines.get(at)));
        case 6 -> lines.set(at, withMisc(lines.get(at), "Entity=" + soup(random, 12)));
        case 7 ->
            lines.add(
                at,
                random.nextBoolean()
                    ? "# newdoc id = fuzz" + random.nextInt(3)
                    : random.nextBoolean() ? "# global.Entity = " + soup(random, 8) : "");
        default -> lines.set(at, withMisc(lines.get(at), soup(random, 3) + "=" + soup(random, 6)));
      }
    }
    byte[] bytes = String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
    if (bytes.length > 0 && random.nextInt(4) == 0) { // a flipped byte: invalid UTF-8, NUL, TAB
      bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
    }
    return bytes;
  }

  /** A line whose Entity= value has a character replaced, inserted or deleted. */
  private static String mangleEntity(Random random, String line) {
    int at = line.indexOf("Entity=");
    if (at < 0) {
      return withMisc(line, "Entity=(e" + random.nextInt(4) + soup(random, 4));
    }
    StringBuilder s = new StringBuilder(line);
    int pos = at + 7 + random.nextInt(Math.max(1, line.length() - at - 7));
    char c = SOUP.charAt(random.nextInt(SOUP.length()));
    switch (random.nextInt(3)) {
      case 0 -> s.insert(Math.min(pos, s.length()), c);
      case 1 -> {
        if (pos < s.length()) {
          s.setCharAt(pos, c);
        }
      }
      default -> {
        if (pos < s.length()) {
          s.deleteCharAt(pos);
        }
      }
    }
    return s.toString();
  }

  private static String withMisc(String line, String misc) {
    String[] f = line.split("\t", -1);
    if (f.length < 10) {
      return line;
    }
    f[9] = misc;
    return String.join("\t", f);
  }

  private static String soup(Random random, int length) {
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < length; i++) {
      s.append(SOUP.charAt(random.nextInt(SOUP.length())));
    }
    return s.toString();
  }

  private static String preview(byte[] bytes) {
    String s = new String(bytes, StandardCharsets.UTF_8);
    return s.length() > 3000 ? s.substring(0, 3000) + "..." : s;
  }
}

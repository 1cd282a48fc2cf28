package org.corefstats.core.conll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.Severity;
import org.corefstats.oracle.ReferenceOracle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The streaming byte-level reader agrees with the oracle's independent regex reader on random CoNLL
 * text: the same documents, token counts, entities (in order) and mentions, and an error exactly
 * when the oracle refuses the file. Half the annotations are written from well-formed mentions in
 * random order and separators, half are random bracket soup.
 */
class ReaderDifferentialTest {
  private static final String[] IDS = {"0", "1", "2", "3", "10", "11", "01", "12"};

  @TempDir Path tmp;

  @Test
  void agreesWithTheOracleOnRandomFiles() throws IOException {
    Random random = new Random(42);
    int accepted = 0;
    int refused = 0;
    for (int i = 0; i < 3000; i++) {
      Path file = tmp.resolve("case" + i + ".conll");
      Files.write(file, randomFile(random, i).getBytes(StandardCharsets.UTF_8));
      Map<String, ReferenceOracle.Doc> oracle;
      try {
        oracle = ReferenceOracle.read(file);
      } catch (IllegalArgumentException e) {
        oracle = null;
      }
      List<Problem> problems = new ArrayList<>();
      Map<String, Document> ours = new LinkedHashMap<>();
      try (ConllReader reader = ConllReader.open(file, false, problems::add)) {
        for (Document d; (d = reader.next()) != null; ) {
          ours.put(d.name(), d);
        }
      }
      boolean error = problems.stream().anyMatch(p -> p.severity() == Severity.ERROR);
      String what = "case " + i + ":\n" + Files.readString(file) + "\nproblems " + problems;
      if (oracle == null) {
        assertTrue(error, "the oracle refuses, we must report an error: " + what);
        refused++;
        continue;
      }
      if (error) {
        fail("we report an error the oracle does not: " + what);
      }
      accepted++;
      assertEquals(List.copyOf(oracle.keySet()), List.copyOf(ours.keySet()), what);
      for (String name : oracle.keySet()) {
        ReferenceOracle.Doc want = oracle.get(name);
        Document got = ours.get(name);
        assertEquals(want.tokens(), got.tokenCount(), "tokens, " + what);
        assertEquals(render(want.entities()), render(got.entities()), "entities, " + what);
      }
    }
    assertTrue(accepted > 800 && refused > 300, "accepted " + accepted + ", refused " + refused);
  }

  private static String render(List<List<int[]>> entities) {
    StringBuilder s = new StringBuilder();
    for (List<int[]> entity : entities) {
      s.append('{');
      for (int[] m : entity) {
        s.append(m[0]).append('-').append(m[1]).append(' ');
      }
      s.append('}');
    }
    return s.toString();
  }

  private static String randomFile(Random random, int caseNumber) {
    StringBuilder s = new StringBuilder();
    String eol = random.nextInt(4) == 0 ? "\r\n" : "\n";
    int documents = 1 + random.nextInt(3);
    for (int d = 0; d < documents; d++) {
      s.append(random.nextInt(5) == 0 ? "#  begin document (" : "#begin document (")
          .append(caseNumber)
          .append('-')
          .append(d)
          .append("); part 00")
          .append(random.nextInt(3))
          .append(eol);
      int tokens = 1 + random.nextInt(8);
      String[] fields = random.nextBoolean() ? wellFormed(random, tokens) : soup(random, tokens);
      for (int t = 0; t < tokens; t++) {
        if (random.nextInt(6) == 0) {
          s.append(random.nextBoolean() ? "" : " \t ").append(eol); // blank line
        }
        boolean tabs = random.nextInt(4) != 0;
        s.append(tabs ? "doc\t0\t" + t + "\tword\t" : "doc 0 " + t + " word ").append(fields[t]);
        if (tabs && random.nextInt(4) == 0) {
          s.append(random.nextBoolean() ? "\t" : "\t\t");
        }
        s.append(eol);
      }
      if (random.nextInt(25) != 0) { // sometimes the end is missing
        s.append("#end document").append(eol);
      }
    }
    return s.toString();
  }

  /**
   * Annotations of real nested mentions, written per token in random order, with or without '|'.
   */
  private static String[] wellFormed(Random random, int tokens) {
    List<List<String>> parts = new ArrayList<>();
    for (int t = 0; t < tokens; t++) {
      parts.add(new ArrayList<>());
    }
    int mentions = random.nextInt(6);
    for (int m = 0; m < mentions; m++) {
      String id = IDS[random.nextInt(IDS.length)];
      int first = random.nextInt(tokens);
      int last = Math.min(tokens - 1, first + random.nextInt(3));
      if (first == last) {
        parts.get(first).add("(" + id + ")");
      } else {
        parts.get(first).add("(" + id);
        parts.get(last).add(id + ")");
      }
    }
    if (random.nextInt(5) == 0) {
      parts
          .get(random.nextInt(tokens))
          .add(
              "("
                  + IDS[random.nextInt(IDS.length)]
                  + "+"
                  + (random.nextBoolean() ? "3" : "45")
                  + ")");
    }
    String[] fields = new String[tokens];
    for (int t = 0; t < tokens; t++) {
      Collections.shuffle(parts.get(t), random);
      fields[t] =
          parts.get(t).isEmpty() ? "-" : String.join(random.nextBoolean() ? "|" : "", parts.get(t));
    }
    return fields;
  }

  private static String[] soup(Random random, int tokens) {
    String[] atoms = {
      "(", ")", "|", "+", "-", "_", "x", "(0", "0)", "(1", "1)", "(1)", "(10", "10)", "(2+3)", "e"
    };
    String[] fields = new String[tokens];
    for (int t = 0; t < tokens; t++) {
      StringBuilder f = new StringBuilder();
      int n = random.nextInt(4);
      for (int i = 0; i < n; i++) {
        f.append(
            random.nextInt(3) == 0
                ? IDS[random.nextInt(IDS.length)]
                : atoms[random.nextInt(atoms.length)]);
      }
      fields[t] = f.length() == 0 ? "-" : f.toString();
    }
    return fields;
  }
}

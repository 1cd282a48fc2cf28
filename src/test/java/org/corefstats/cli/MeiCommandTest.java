package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code corefstats mei KEY SYSTEM} on files of our own: printed values, refusals, the csv rule.
 */
class MeiCommandTest {
  // k = 1: the major entity {0, 3}, then others {5}; the system predicts {0, 4}
  private static final String KEY = "{\"doc_key\":\"d\",\"clusters\":[[[0,0],[3,3]],[[5,5]]]}\n";
  private static final String SYSTEM = "{\"doc_key\":\"d\",\"clusters\":[[[0,0],[4,4]]]}\n";

  @TempDir Path tmp;

  private record Run(int code, String out, String err) {}

  private Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
    return new Run(code, out.toString(), err.toString());
  }

  private String file(String name, String text) throws IOException {
    return Files.writeString(tmp.resolve(name), text, StandardCharsets.UTF_8).toString();
  }

  @Test
  void printsEachEntityAndMeisAverages() throws IOException {
    Run run = run("mei", file("key.jsonl", KEY), file("sys.jsonl", SYSTEM));
    assertEquals(0, run.code(), run.err());
    // c = 1, P = 1/2, R = 1/2
    assertTrue(
        run.out().contains("d                             0      2      2      1    50.00"),
        run.out());
    assertTrue(run.out().contains("Macro F1: 50\n"), run.out());
    assertTrue(run.out().contains("Macro-Micro F1: 50\n"), run.out());
  }

  @Test
  void aDocumentInOneFileOnlyIsRefusedWithItsPlace() throws IOException {
    String key = file("key.jsonl", KEY + "{\"doc_key\":\"e\",\"clusters\":[[]]}\n");
    Run run = run("mei", key, file("sys.jsonl", SYSTEM));
    assertEquals(Main.REFUSED, run.code());
    assertTrue(run.err().contains(key + ":2 document e: key document missing"), run.err());
  }

  @Test
  void anExistingCsvIsReplacedOnlyWithOverwrite() throws IOException {
    String csv = file("mei.csv", "old");
    String key = file("key.jsonl", KEY);
    String sys = file("sys.jsonl", SYSTEM);
    assertEquals(Main.USAGE, run("mei", key, sys, "--csv", csv).code());
    assertEquals(0, run("mei", key, sys, "--csv", csv, "--overwrite").code());
    assertTrue(
        Files.readString(Path.of(csv)).contains("sys.jsonl,d,mei-native-entity,,f1,0,1,2,1,2,"));
  }
}

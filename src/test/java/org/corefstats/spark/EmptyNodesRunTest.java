package org.corefstats.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.cli.CliTest;
import org.corefstats.cli.Main;
import org.corefstats.core.emptynodes.CracYear;
import org.corefstats.core.emptynodes.EmptyNodeEvaluation;
import org.corefstats.core.emptynodes.EmptyNodeReader;
import org.corefstats.core.emptynodes.KeyScore;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code run --empty-nodes both} and {@code score --empty-nodes}: each system's counts are the
 * sums, over its files, of what the CRAC scripts count on each file pair ({@code empty-nodes}), on
 * the CRAC sample and on copies of it changed where the empty nodes are: a wrong parent, a missing
 * file, a file no key file is named as, a DEPS {@code _} the scripts stop on.
 */
class EmptyNodesRunTest extends CliTest {
  @TempDir Path tmp;

  private static final Path SAMPLE = Path.of("samples/crac");

  @BeforeAll
  static void startSpark() {
    SharedSpark.get();
  }

  /** The sample's key and systems, plus "changed": good's files with its empty nodes altered. */
  private Path corpus() throws IOException {
    Path root = tmp.resolve("crac");
    copy(SAMPLE.resolve("key"), root.resolve("key"));
    for (String s : List.of("good", "greedy", "lazy")) {
      copy(SAMPLE.resolve("systems").resolve(s), root.resolve("systems").resolve(s));
    }
    Path changed = root.resolve("systems").resolve("changed");
    copy(SAMPLE.resolve("systems").resolve("good"), changed);
    // alpha: the zero's parent moved from 5 to 1; beta: its DEPS _ (the scripts stop there)
    rewriteEmptyNodes(changed.resolve("xx_alpha-corefud-test.conllu"), "1:nsubj");
    rewriteEmptyNodes(changed.resolve("xx_beta-corefud-test.conllu"), "_");
    // gamma missing (its key nodes all missed); one file no key file is named as
    Files.delete(changed.resolve("yy_gamma-corefud-test.conllu"));
    Files.copy(changed.resolve("xx_alpha-corefud-test.conllu"), changed.resolve("zz_other.conllu"));
    return root;
  }

  /**
   * Whichever way the run reads: each file once, for the scoring and its empty nodes (the key
   * broadcast, files whole); files in pieces, read whole again for their empty nodes; a shuffled
   * key, every file read again.
   */
  @ParameterizedTest
  @ValueSource(strings = {"default", "--split-size=2k", "--key-broadcast-limit=1"})
  void aSystemsCountsAreTheSumsOverItsFilesOfWhatTheScriptsCount(String route) throws IOException {
    Path root = corpus();
    Path out = tmp.resolve("out");
    String[] options =
        route.equals("default")
            ? new String[] {"--empty-nodes", "both"}
            : new String[] {"--empty-nodes", "both", route};
    assertEquals(Main.OK, runOn(root, out, options), err);
    Map<String, List<CSVRecord>> bySystem = new HashMap<>();
    for (CSVRecord r : Csv.read(out.resolve("empty_nodes.csv"))) {
      bySystem.computeIfAbsent(r.get("system"), s -> new ArrayList<>()).add(r);
    }
    assertEquals(4, bySystem.size(), bySystem.keySet().toString());
    for (String system : List.of("good", "greedy", "lazy", "changed")) {
      List<CSVRecord> rows = bySystem.get(system);
      assertEquals(14, rows.size(), system);
      Map<String, long[]> expected = expectedSums(root, system);
      for (CSVRecord r : rows) {
        long[] e = expected.get(r.get("evaluation") + " " + r.get("key"));
        String where = system + " " + r.get("evaluation") + " " + r.get("key");
        assertEquals(e[0], Long.parseLong(r.get("tp")), where);
        assertEquals(e[1], Long.parseLong(r.get("fp")), where);
        assertEquals(e[2], Long.parseLong(r.get("fn")), where);
        KeyScore k =
            new KeyScore(org.corefstats.core.emptynodes.EmptyNodeKey.ARC, e[0], e[1], e[2]);
        assertEquals(k.f1(), Double.parseDouble(r.get("f1")), where);
      }
    }
    // changed: alpha's node under a wrong parent (ARC 0/1/1), beta's node left out (the scripts
    // stop; gold's one missed), gamma's nothing (its key has no empty node)
    long[] arc = expectedSums(root, "changed").get("crac2026 ARC");
    assertEquals(List.of(0L, 1L, 2L), List.of(arc[0], arc[1], arc[2]));
    String problems = Files.readString(out.resolve("problems.csv"), StandardCharsets.UTF_8);
    assertTrue(problems.contains("empty_nodes_script_stops"), problems);
    assertTrue(problems.contains("no key file named zz_other.conllu"), problems);
    assertTrue(problems.contains("no file named yy_gamma-corefud-test.conllu"), problems);
    String summary = Files.readString(out.resolve("summary.txt"), StandardCharsets.UTF_8);
    assertTrue(summary.contains("Empty nodes (crac2026_empty_nodes_eval.py, ALL"), summary);
    String report = Files.readString(out.resolve("report.html"), StandardCharsets.UTF_8);
    assertTrue(
        java.util.regex.Pattern.compile(">Zero</th><th[^>]*>empty nodes</th>")
            .matcher(report)
            .find(),
        "a column in the ranking, beside the zero metric's");
  }

  @Test
  void scorePrintsTheScriptsLinesOverTheResponsesFiles() throws IOException {
    Path root = corpus();
    Path system = root.resolve("systems").resolve("changed");
    assertEquals(
        Main.OK,
        run(
            "score",
            root.resolve("key").toString(),
            system.toString(),
            "--empty-nodes",
            "--lenient"),
        err);
    Map<String, long[]> expected = expectedSums(root, "changed");
    long[] all = expected.get("crac2026 ALL");
    String line =
        new KeyScore(org.corefstats.core.emptynodes.EmptyNodeKey.ALL, all[0], all[1], all[2])
            .printed();
    assertTrue(out.contains("Empty nodes, as crac2026_empty_nodes_eval.py prints them"), out);
    assertTrue(out.contains("  " + line), out + "\nexpected " + line);
    assertTrue(!out.contains("crac2024"), "2026 by default");
  }

  @Test
  void withGroupByFileEachKeyFileIsAGroupAndTheirMacroMeanFollows() throws IOException {
    Path root = corpus();
    Path out = tmp.resolve("grouped");
    assertEquals(Main.OK, runOn(root, out, "--empty-nodes", "--group-by", "file"), err);
    List<CSVRecord> rows = Csv.read(out.resolve("empty_nodes_groups.csv"));
    // changed, 2026 ARC: alpha 0/1/1 (wrong parent), beta 0/0/1 (its node left out), gamma 0/0/0
    Map<String, String> arc = new HashMap<>();
    for (CSVRecord r : rows) {
      if (r.get("system").equals("changed") && r.get("key").equals("ARC")) {
        arc.put(
            r.get("group"),
            r.get("tp") + "/" + r.get("fp") + "/" + r.get("fn") + " " + r.get("f1"));
      }
    }
    assertEquals("0/1/1 0", arc.get("xx_alpha-corefud-test"));
    assertEquals("0/0/1 0", arc.get("xx_beta-corefud-test"));
    assertEquals("0/0/0 0", arc.get("yy_gamma-corefud-test"), "nothing on either side: 0");
    assertEquals("// 0", arc.get("(macro)"), "the macro mean has no counts");
    // good: alpha and beta right, gamma empty on both sides: the macro mean is 2/3
    for (CSVRecord r : rows) {
      if (r.get("system").equals("good") && r.get("group").equals("(macro)")) {
        assertEquals(2.0 / 3, Double.parseDouble(r.get("f1")), 1e-15, r.toString());
      }
    }
  }

  /**
   * Groups that cut files into documents: each document's counts go to its group, and a group's
   * counts are what the scripts count on its documents cut out as files of their own (the sample's
   * files hold the same sentences on both sides, so a document's sentence numbers shift alike).
   */
  @Test
  void groupsOfDocumentsSumTheirDocumentsCounts() throws IOException {
    Path root = corpus();
    Path out = tmp.resolve("by-documents");
    String pattern = "_(\\w)"; // the first letter of a document's second part: groups across files
    assertEquals(
        Main.OK, runOn(root, out, "--empty-nodes", "both", "--group-by", "regex:" + pattern), err);
    assertTrue(this.out.contains("empty_nodes_groups.csv"), this.out); // the "Outputs in" line
    java.util.regex.Pattern group = java.util.regex.Pattern.compile(pattern);
    Map<String, long[]> expected = new HashMap<>(); // system group year key: tp, fp, fn
    List<Path> keyFiles;
    try (Stream<Path> files = Files.list(root.resolve("key"))) {
      keyFiles = files.sorted().toList();
    }
    for (String system : List.of("good", "greedy", "lazy", "changed")) {
      for (Path keyFile : keyFiles) {
        Path sys = root.resolve("systems").resolve(system).resolve(keyFile.getFileName());
        Map<String, byte[]> gold = documents(Files.readAllBytes(keyFile));
        Map<String, byte[]> response =
            Files.exists(sys) ? documents(Files.readAllBytes(sys)) : Map.of();
        for (Map.Entry<String, byte[]> d : gold.entrySet()) {
          java.util.regex.Matcher m = group.matcher(d.getKey());
          assertTrue(m.find(), d.getKey());
          for (CracYear year : CracYear.values()) {
            EmptyNodeEvaluation.Result r =
                EmptyNodeEvaluation.evaluate(
                    year,
                    EmptyNodeReader.read("gold", d.getValue()),
                    EmptyNodeReader.read("system", response.getOrDefault(d.getKey(), new byte[0])));
            for (KeyScore k : r.scores()) {
              long[] e =
                  expected.computeIfAbsent(
                      String.join(" ", system, m.group(1), year.code(), k.key().label()),
                      x -> new long[3]);
              e[0] += k.tp();
              e[1] += k.fp();
              e[2] += k.fn();
            }
          }
        }
      }
    }
    int compared = 0;
    for (CSVRecord r : Csv.read(out.resolve("empty_nodes_groups.csv"))) {
      if (r.get("group").equals("(macro)")) {
        continue;
      }
      String at =
          String.join(" ", r.get("system"), r.get("group"), r.get("evaluation"), r.get("key"));
      long[] e = expected.get(at);
      assertTrue(e != null, at);
      assertEquals(
          List.of(e[0], e[1], e[2]),
          List.of(
              Long.parseLong(r.get("tp")),
              Long.parseLong(r.get("fp")),
              Long.parseLong(r.get("fn"))),
          at);
      compared++;
    }
    assertEquals(expected.size(), compared, "every group of every system");
    assertTrue(expected.keySet().stream().map(k -> k.split(" ")[1]).distinct().count() > 2);
  }

  /**
   * {@code run} on the corpus under {@code root} ({@code key}, {@code systems}) into {@code out}.
   */
  private int runOn(Path root, Path out, String... options) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "run",
                "--key",
                root.resolve("key").toString(),
                "--systems",
                root.resolve("systems").toString(),
                "--out",
                out.toString()));
    args.addAll(List.of(options));
    return run(args.toArray(String[]::new));
  }

  /** A CoNLL-U file's documents, each as a file of its own, by {@code # newdoc id}. */
  private static Map<String, byte[]> documents(byte[] file) {
    Map<String, StringBuilder> documents = new java.util.LinkedHashMap<>();
    StringBuilder current = null;
    for (String line : new String(file, StandardCharsets.UTF_8).split("\n", -1)) {
      if (line.startsWith("# newdoc id = ")) {
        current = new StringBuilder();
        documents.put(line.substring("# newdoc id = ".length()).strip(), current);
      }
      if (current != null) {
        current.append(line).append('\n');
      }
    }
    Map<String, byte[]> bytes = new java.util.LinkedHashMap<>();
    documents.forEach(
        (name, text) -> bytes.put(name, text.toString().getBytes(StandardCharsets.UTF_8)));
    return bytes;
  }

  @Test
  void aKeyThatIsNotConlluIsRefused() {
    assertEquals(
        Main.USAGE,
        run("score", "samples/key", "samples/systems/" + firstSystem(), "--empty-nodes", "2024"));
    assertTrue(err.contains("--empty-nodes evaluates CoNLL-U files"), err);
  }

  private static String firstSystem() {
    try (Stream<Path> s = Files.list(Path.of("samples/systems"))) {
      return s.map(p -> p.getFileName().toString()).sorted().findFirst().orElseThrow();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /**
   * What the scripts count, file pair by file pair, summed: by evaluation and key, tp, fp, fn (a
   * system file without a key file of its name left out, a key file the system lacks scored against
   * nothing).
   */
  private static Map<String, long[]> expectedSums(Path root, String system) throws IOException {
    Map<String, long[]> sums = new HashMap<>();
    List<Path> keyFiles;
    try (Stream<Path> s = Files.list(root.resolve("key"))) {
      keyFiles = s.sorted().toList();
    }
    for (Path keyFile : keyFiles) {
      Path sys = root.resolve("systems").resolve(system).resolve(keyFile.getFileName());
      byte[] gold = Files.readAllBytes(keyFile);
      byte[] response = Files.exists(sys) ? Files.readAllBytes(sys) : new byte[0];
      for (CracYear year : CracYear.values()) {
        EmptyNodeEvaluation.Result r =
            EmptyNodeEvaluation.evaluate(
                year,
                EmptyNodeReader.read(keyFile.toString(), gold),
                EmptyNodeReader.read(sys.toString(), response));
        for (KeyScore k : r.scores()) {
          long[] s = sums.computeIfAbsent(year.code() + " " + k.key().label(), x -> new long[3]);
          s[0] += k.tp();
          s[1] += k.fp();
          s[2] += k.fn();
        }
      }
    }
    return sums;
  }

  private static void rewriteEmptyNodes(Path file, String deps) throws IOException {
    List<String> lines = new ArrayList<>();
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      String[] c = line.split("\t", -1);
      if (c.length == 10 && c[0].matches("\\d+\\.\\d+")) {
        c[8] = deps;
        line = String.join("\t", c);
      }
      lines.add(line);
    }
    Files.write(file, lines, StandardCharsets.UTF_8);
  }

  private static void copy(Path from, Path to) throws IOException {
    Files.createDirectories(to);
    try (Stream<Path> s = Files.list(from)) {
      for (Path f : s.toList()) {
        Files.copy(f, to.resolve(f.getFileName()));
      }
    }
  }
}

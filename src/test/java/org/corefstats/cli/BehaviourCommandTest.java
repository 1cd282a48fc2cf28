package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.imageio.ImageIO;
import org.apache.commons.csv.CSVRecord;
import org.corefstats.Csv;
import org.corefstats.core.metrics.Metric;
import org.corefstats.report.ScoreTable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code corefstats behaviour} end to end, on cases built by hand ({@link BehaviourCases}). */
class BehaviourCommandTest {
  @TempDir Path tmp;

  private String out;
  private String err;

  /** Runs {@code behaviour ARGS...} with the hand-made cases. */
  private int behaviour(String... args) {
    StringWriter o = new StringWriter();
    StringWriter e = new StringWriter();
    int code =
        Main.commandLine(
                new BehaviourCommand(BehaviourCases::of), new PrintWriter(o), new PrintWriter(e))
            .execute(args);
    out = o.toString();
    err = e.toString();
    return code;
  }

  private static final List<String> HEADER =
      List.of(
          "experiment",
          "case",
          "x",
          "metric",
          "recall",
          "precision",
          "f1",
          "recall_num",
          "recall_den",
          "precision_num",
          "precision_den");

  @Test
  void writesTheFilesScoresThemAsScoreDoesAndStudiesTheTable() throws IOException {
    Path dir = tmp.resolve("out");
    assertEquals(Main.OK, behaviour("--out", dir.toString()), err);
    assertTrue(out.contains("4 cases in 2 experiments (links 2, split 2)"), out);

    assertEquals(String.join(",", HEADER), Files.readAllLines(dir.resolve("behaviour.csv")).get(0));
    List<CSVRecord> rows = Csv.read(dir.resolve("behaviour.csv"));
    // every metric of all (and BLANC's halves) for every case
    List<String> metrics = new ArrayList<>();
    Metric.all().stream()
        .filter(m -> m != Metric.MOR && m != Metric.ZERO) // the CorefUD profile's only
        .forEach(
            m -> {
              if (m == Metric.BLANC) {
                metrics.addAll(ScoreTable.PARTS);
              }
              metrics.add(m.code());
            });
    Set<String> cases = new LinkedHashSet<>();
    for (String c : List.of("links/0%", "links/100%", "split/18-2", "split/10-10")) {
      List<String> of =
          rows.stream()
              .filter(r -> (r.get("experiment") + "/" + r.get("case")).equals(c))
              .map(r -> r.get("metric"))
              .toList();
      assertEquals(Set.copyOf(metrics), Set.copyOf(of), c);
      cases.add(c);
    }
    assertEquals(4 * metrics.size(), rows.size());

    // the data rescored by score gives the same numbers
    String[][] dirs = {
      {"links", "0pct", "0%"}, {"links", "100pct", "100%"},
      {"split", "18-2", "18-2"}, {"split", "10-10", "10-10"}
    };
    for (String[] d : dirs) {
      Path data = dir.resolve("data").resolve(d[0]).resolve(d[1]);
      Path csv = tmp.resolve(d[0] + "-" + d[1] + ".csv");
      StringWriter o = new StringWriter();
      StringWriter e = new StringWriter();
      int code =
          Main.run(
              new PrintWriter(o),
              new PrintWriter(e),
              "score",
              data.resolve("key.conll").toString(),
              data.resolve("response.conll").toString(),
              "--csv",
              csv.toString());
      assertEquals(Main.OK, code, e.toString());
      List<CSVRecord> scored = Csv.read(csv);
      List<CSVRecord> ours =
          rows.stream()
              .filter(r -> r.get("experiment").equals(d[0]) && r.get("case").equals(d[2]))
              .toList();
      assertEquals(scored.size(), ours.size(), d[1]);
      for (int i = 0; i < scored.size(); i++) {
        for (String column : ScoreTable.COLUMNS) {
          assertEquals(scored.get(i).get(column), ours.get(i).get(column), d[1] + " " + column);
        }
      }
    }
    // a sanity check of the numbers: a split of 18-2 costs MUC one of the key's 62 links
    CSVRecord muc =
        rows.stream()
            .filter(r -> r.get("case").equals("18-2") && r.get("metric").equals("muc"))
            .findFirst()
            .orElseThrow();
    assertEquals("61", muc.get("recall_num"));
    assertEquals("62", muc.get("recall_den"));

    for (String experiment : List.of("links", "split")) {
      Path png = dir.resolve("behaviour-" + experiment + ".png");
      byte[] head = new byte[8];
      System.arraycopy(Files.readAllBytes(png), 0, head, 0, 8);
      assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'}, head);
      BufferedImage image = ImageIO.read(png.toFile());
      assertNotNull(image);
      assertEquals(900, image.getWidth());
    }
    String findings = Files.readString(dir.resolve("findings.md"));
    assertTrue(findings.contains("## Figure 2: links"), findings);
    assertTrue(findings.contains("## Figure 6: split"), findings);
    assertTrue(findings.contains("| MUC | 18-2 = 10-10 |"), findings); // blind to the sizes
    assertTrue(findings.contains("| LEA | 18-2 > 10-10 |"), findings);
    assertTrue(findings.contains("| MUC | 100% > 0% |"), findings);
  }

  @Test
  void refusesTheConeMetrics() {
    Path dir = tmp.resolve("cone");
    assertEquals(Main.USAGE, behaviour("--out", dir.toString(), "--metrics", "all,cone"));
    assertTrue(err.contains("no named-entity layer"), err);
    assertEquals(Main.USAGE, behaviour("--out", dir.toString(), "--metrics", "cone_bcub"));
    assertFalse(Files.exists(dir));
  }

  @Test
  void refusesAnExistingOutputUnlessOverwrite() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("exists"));
    Files.writeString(dir.resolve("old.txt"), "old");
    assertEquals(Main.USAGE, behaviour("--out", dir.toString(), "--experiments", "split"));
    assertTrue(err.contains("already exists"), err);
    assertTrue(Files.exists(dir.resolve("old.txt")));
    assertEquals(
        Main.OK, behaviour("--out", dir.toString(), "--experiments", "split", "--overwrite"), err);
    assertFalse(Files.exists(dir.resolve("old.txt")));
    assertTrue(Files.exists(dir.resolve("behaviour-split.png")));
    assertFalse(Files.exists(dir.resolve("behaviour-links.png")));
    try (var siblings = Files.list(tmp)) {
      assertTrue(siblings.noneMatch(p -> p.getFileName().toString().contains("incomplete")));
    }
  }

  @Test
  void refusesAnUnknownExperiment() {
    assertEquals(
        Main.USAGE,
        behaviour("--out", tmp.resolve("x").toString(), "--experiments", "split,nonsense"));
    assertTrue(err.contains("no experiment 'nonsense'"), err);
  }

  @Test
  void takesTheBaseFromAKeyAndItsProfile() throws IOException {
    Path key = tmp.resolve("key.conll");
    assertEquals(Main.OK, behaviour("--out", tmp.resolve("paper").toString()), err);
    Files.copy(tmp.resolve("paper/data/split/18-2/key.conll"), key);
    Path dir = tmp.resolve("from-key");
    assertEquals(
        Main.OK,
        behaviour("--out", dir.toString(), "--key", key.toString(), "--profile", "corefud"),
        err);
    assertTrue(out.contains("base " + key + " (1 document)"), out);
    List<CSVRecord> rows = Csv.read(dir.resolve("behaviour.csv"));
    assertTrue(rows.stream().anyMatch(r -> r.get("metric").equals("mor")), "MOR under corefud");
  }

  @Test
  void refusesABrokenKey() throws IOException {
    Path key = tmp.resolve("broken.conll");
    Files.writeString(key, "#begin document (d); part 000\nd\t0\t0\tw\t(1\n#end document\n");
    Path dir = tmp.resolve("broken");
    assertEquals(Main.REFUSED, behaviour("--out", dir.toString(), "--key", key.toString()));
    assertTrue(err.contains("nothing generated"), err);
    assertFalse(Files.exists(dir));
  }

  @Test
  void directoryNamesAreSafe() {
    assertEquals("40pct", BehaviourRun.directoryName("40%"));
    assertEquals("18-2", BehaviourRun.directoryName("18-2"));
    assertEquals("a_b_c", BehaviourRun.directoryName("a/b c"));
    assertEquals("_..", BehaviourRun.directoryName(".."));
  }
}

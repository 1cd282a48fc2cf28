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

/** {@code corefstats empty-nodes GOLD SYSTEM} on files of our own. */
class EmptyNodesCommandTest {
  private static final String GOLD =
      "1\tCame\tcome\tVERB\t_\t_\t0\troot\t0:root\t_\n"
          + "1.1\t#PersPron\t_\tPRON\t_\t_\t_\t_\t1:nsubj\t_\n\n";
  private static final String SYSTEM =
      "1\tCame\tcome\tVERB\t_\t_\t0\troot\t0:root\t_\n"
          + "1.1\t#PersPron\t_\tPRON\t_\t_\t_\t_\t1:nsubj\t_\n"
          + "1.2\t#PersPron\t_\tPRON\t_\t_\t_\t_\t1:obj\t_\n\n";

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
  void byDefaultPrintsThe2026ScriptsTenLinesGoldFirst() throws IOException {
    Run run = run("empty-nodes", file("gold.conllu", GOLD), file("sys.conllu", SYSTEM));
    assertEquals(0, run.code(), run.err());
    String[] lines = run.out().split("\n", -1);
    assertEquals(11, lines.length); // ten lines, each ended by \n
    assertEquals("ARC: f1=66.67%, p=50.00%, r=100.00%", lines[0]);
    assertEquals("ALL: f1=66.67%, p=50.00%, r=100.00%", lines[9]);
    assertEquals("", run.err());
  }

  @Test
  void bothPrintsEachYearUnderItsHeadingAndWritesTheCsv() throws IOException {
    Path csv = tmp.resolve("out/empty.csv");
    Run run =
        run(
            "empty-nodes",
            file("gold.conllu", GOLD),
            file("sys.conllu", SYSTEM),
            "--crac",
            "both",
            "--csv",
            csv.toString());
    assertEquals(0, run.code(), run.err());
    assertTrue(
        run.out()
            .startsWith(
                "CRAC 2024 (crac2024_zero_nodes_eval.py)\nWO: f1=66.67%, p=50.00%, r=100.00%\n"),
        run.out());
    assertTrue(run.out().contains("\nCRAC 2026 (crac2026_empty_nodes_eval.py)\nARC: "));
    String written = Files.readString(csv);
    assertTrue(written.startsWith("evaluation,key,tp,fp,fn,precision,recall,f1\n"), written);
    assertTrue(written.contains("\ncrac2024,WO,1,1,0,0.5,1,0.6666666666666666\n"), written);
    assertEquals(1 + 4 + 10, written.split("\n").length);
  }

  @Test
  void anExistingCsvIsRefusedWithoutOverwrite() throws IOException {
    String csv = file("exists.csv", "");
    Run run = run("empty-nodes", file("g.conllu", GOLD), file("s.conllu", SYSTEM), "--csv", csv);
    assertEquals(Main.USAGE, run.code());
  }

  @Test
  void anUnknownYearIsAUsageError() throws IOException {
    Run run =
        run("empty-nodes", file("g.conllu", GOLD), file("s.conllu", SYSTEM), "--crac", "2025");
    assertEquals(Main.USAGE, run.code(), run.err());
    assertTrue(run.err().contains("expected 2024, 2026 or both"), run.err());
  }

  @Test
  void aFileThatIsNotUtf8IsLocatedAndNothingIsScored() throws IOException {
    Path bad = tmp.resolve("bad.conllu");
    Files.write(bad, new byte[] {'#', ' ', (byte) 0xFF, '\n'});
    Run run = run("empty-nodes", file("g.conllu", GOLD), bad.toString());
    assertEquals(Main.REFUSED, run.code());
    assertEquals("", run.out());
    assertTrue(run.err().contains(bad + ":1: "), run.err());
    assertTrue(run.err().contains("UnicodeDecodeError"), run.err());
  }

  @Test
  void aMissingFileIsAnInputError() throws IOException {
    Run run = run("empty-nodes", file("g.conllu", GOLD), tmp.resolve("none.conllu").toString());
    assertEquals(Main.IO_ERROR, run.code());
  }
}

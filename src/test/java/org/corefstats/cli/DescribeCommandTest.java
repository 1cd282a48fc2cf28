package org.corefstats.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code describe} on files written here: its exit codes and messages. */
class DescribeCommandTest {
  private static final String HEADER = "# global.Entity = eid-etype-head-other\n# newdoc id = a\n";

  @TempDir Path tmp;

  private record Run(int code, String out, String err) {}

  private static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
    return new Run(code, out.toString(), err.toString());
  }

  @Test
  void anEntityNamedOnlyInSplitAnteStopsUdapiLikeTheOtherLoadErrors() throws IOException {
    Path file = tmp.resolve("split.conllu");
    Files.writeString(
        file,
        HEADER
            + "1\tThey\t_\tPRON\t_\t_\t0\troot\t_\tEntity=(e3-person-1)|SplitAnte=e1<e3,e2<e3\n"
            + "2\tleft\t_\tVERB\t_\t_\t1\tnsubj\t_\tEntity=(e2-person-1)\n"
            + "\n");
    Run run = run("describe", file.toString());
    assertEquals(Main.REFUSED, run.code(), run.err());
    assertTrue(
        run.err().contains("error: " + file + ":3: entity e1 is named in SplitAnte or Bridge")
            && run.err().contains("ValueError"),
        run.err());
    assertTrue(run.out().contains("       entities =          2\n"), run.out());
  }

  @Test
  void anUnknownStyleIsAUsageError() throws IOException {
    Path file = tmp.resolve("f.conllu");
    Files.writeString(file, HEADER + "1\tHi\t_\tINTJ\t_\t_\t0\troot\t_\t_\n\n");
    Run run = run("describe", file.toString(), "--style", "latex");
    assertEquals(Main.USAGE, run.code());
    assertTrue(run.err().contains("expected human, tex, tex-table or tex-doc"), run.err());
    assertEquals(Main.OK, run("describe", file.toString(), "--style", "tex").code());
  }
}

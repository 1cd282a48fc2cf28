package org.corefstats.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.corefstats.cli.Main;
import org.corefstats.spark.SharedSpark;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code corefstats run} killed with SIGKILL in the middle (a separate JVM, as launched by the
 * thin jar) leaves nothing under its --out name, only its hidden work directory; a later run with
 * the same --out then succeeds. Needs {@code mvn package} first (target/corefstats.jar,
 * target/lib). The workload is LitBank with simulated systems ({@link RunOutputs}), from the shared
 * test data.
 */
@NeedsSharedData
class KilledRunIT {
  @TempDir(cleanup = CleanupMode.ON_SUCCESS)
  Path tmp;

  @Test
  void aRunKilledMidwayLeavesNoOutputAndALaterRunWithTheSameOutSucceeds() throws Exception {
    Path systems = RunOutputs.litbankSystems(tmp, false);
    Path results = Files.createDirectories(tmp.resolve("results"));
    Path out = results.resolve("out");
    Path log = tmp.resolve("run.log");
    long t = System.nanoTime();
    // its temporary files (Spark's, left behind by a killed JVM) stay in the test's directory
    Path jvmTmp = Files.createDirectories(tmp.resolve("jvm-tmp"));
    Process run =
        Processes.start(
            Processes.java(
                "-Xmx2g",
                "-Djava.io.tmpdir=" + jvmTmp,
                "-Dlog4j2.configurationFile=" + Processes.PROJECT.resolve("conf/log4j2.properties"),
                "-jar",
                Processes.PROJECT.resolve("target/corefstats.jar").toString(),
                "run",
                "--key",
                SharedData.litbank().toAbsolutePath().toString(),
                "--systems",
                systems.toString(),
                "--out",
                out.toString()),
            Map.of("SPARK_LOCAL_IP", "127.0.0.1"),
            log);
    Path incomplete;
    try {
      incomplete =
          Processes.poll(
              "the hidden work directory beside " + out,
              Duration.ofMinutes(3),
              Duration.ofMillis(20),
              () -> {
                if (!run.isAlive()) {
                  throw new AssertionError(
                      "the run ended ("
                          + run.exitValue()
                          + ") before it could be killed\n"
                          + Processes.tail(log, 40));
                }
                return workDirs(results).stream().findFirst().orElse(null);
              },
              () -> Processes.tail(log, 40));
      assertTrue(run.isAlive(), "still running when killed");
      run.destroyForcibly();
      run.waitFor();
    } finally {
      Processes.killTree(run.toHandle());
    }
    System.out.println(
        "[timing] killed run: start to kill " + (System.nanoTime() - t) / 1_000_000 + " ms");
    assertEquals(137, run.exitValue(), "killed by SIGKILL\n" + Processes.tail(log, 40));
    assertEquals(".out.incomplete-", incomplete.getFileName().toString().substring(0, 16));
    assertFalse(
        Files.exists(out),
        "no output under the --out name after a kill\n" + Processes.tail(log, 40));
    assertEquals(List.of(incomplete), workDirs(results), "only the hidden work directory stays");

    // the same --out again (in-process, shared local session): no "already exists", results land
    // there
    SharedSpark.get();
    RunOutputs.Cli again =
        RunOutputs.cli(
            "run",
            "--key",
            SharedData.litbank().toString(),
            "--systems",
            systems.toString(),
            "--out",
            out.toString());
    assertEquals(Main.OK, again.code(), again.out() + again.err());
    for (String name :
        List.of("scores.csv", "documents.csv", "problems.csv", "summary.txt", "run.json")) {
      assertTrue(Files.isRegularFile(out.resolve(name)), name);
    }
    assertEquals(
        3,
        Csv.read(out.resolve("scores.csv")).stream().map(r -> r.get("system")).distinct().count());
  }

  private static List<Path> workDirs(Path dir) {
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.getFileName().toString().startsWith(".out.incomplete-")).toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

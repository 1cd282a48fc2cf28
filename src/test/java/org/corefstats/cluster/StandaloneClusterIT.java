package org.corefstats.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.corefstats.Csv;
import org.corefstats.NeedsSharedData;
import org.corefstats.SharedData;
import org.corefstats.cli.Main;
import org.corefstats.spark.SharedSpark;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code corefstats run} on a real Spark standalone cluster (a master and two workers of 1 core and
 * 1 GB, separate JVMs from the project's own jars), submitted the way spark-submit does in client
 * mode through {@code scripts/submit.sh}: the outputs equal those of the same run in local mode, a
 * broken system is left out there too (exit code 5), and the run survives a worker and its executor
 * being killed while they run its tasks. Everything listens on 127.0.0.1 only. Needs {@code mvn
 * package} first (target/lib); submit.sh builds the spark-submit jar if needed. The workload is
 * LitBank with simulated systems ({@link RunOutputs}), from the shared test data.
 */
@NeedsSharedData
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class StandaloneClusterIT {
  private static final Duration RUN_TIMEOUT = Duration.ofMinutes(6);
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir(cleanup = CleanupMode.ON_SUCCESS) // keep the logs of a failed run
  static Path tmp;

  private static StandaloneCluster cluster;
  private static Path systems;
  private static Path localOut;
  private static final Map<String, Long> timings = new LinkedHashMap<>();
  private static long classStart;

  @BeforeAll
  static void inputsLocalReferenceAndCluster() throws Exception {
    classStart = System.nanoTime();
    systems = RunOutputs.litbankSystems(tmp, true);

    // the reference: the same run in local mode, in-process on the shared local session
    long t = System.nanoTime();
    SharedSpark.get();
    localOut = tmp.resolve("local-out");
    RunOutputs.Cli local =
        RunOutputs.cli(
            "run",
            "--key",
            SharedData.litbank().toString(),
            "--systems",
            systems.toString(),
            "--out",
            localOut.toString());
    assertEquals(Main.PARTIAL, local.code(), local.out() + local.err());
    time("local reference run (in-process, shared session)", t);

    // submit.sh builds target/spark-submit/corefstats-spark.jar when it is missing or stale: do
    // that
    // now (timed apart), by submitting a run-less `--version` in local mode
    t = System.nanoTime();
    Path log = tmp.resolve("submit-version.log");
    Process p =
        Processes.start(
            List.of("bash", "scripts/submit.sh", "--", "--version"),
            Map.of("SPARK_LOCAL_IP", "127.0.0.1"),
            log);
    assertEquals(
        0,
        Processes.waitFor(p, Duration.ofMinutes(5), () -> Processes.tail(log, 40)),
        Processes.tail(log, 40));
    assertTrue(Files.readString(log).contains("corefstats"), Processes.tail(log, 40));
    time("submit.sh warm-up (build if stale, --version)", t);

    t = System.nanoTime();
    cluster = StandaloneCluster.start(Files.createDirectories(tmp.resolve("cluster")), 2);
    time("cluster start (master + 2 workers registered)", t);
  }

  @AfterAll
  static void stopCluster() {
    if (cluster != null) {
      cluster.close();
    }
    timings.put("whole class", (System.nanoTime() - classStart) / 1_000_000);
    StringBuilder s = new StringBuilder("StandaloneClusterIT wall times (ms):");
    timings.forEach((k, v) -> s.append("\n  ").append(k).append(": ").append(v));
    System.out.println(s);
  }

  @Test
  @Order(1)
  void aRunOnTheClusterEqualsLocalModeLeavesOutTheBrokenSystemAndListensOnLoopbackOnly()
      throws Exception {
    cluster.ensureWorkers(2);
    Path out = tmp.resolve("cluster-out");
    Path events = Files.createDirectories(tmp.resolve("events-1"));
    Path log = tmp.resolve("driver-1.log");
    Set<Path> before = executorLogs();
    long t = System.nanoTime();
    Process driver = submit(log, events, List.of("--out", out.toString()));
    try {
      // while executors run its tasks: every listener of ours (this JVM, master, workers,
      // executors,
      // driver) is on 127.0.0.1
      Processes.poll(
          "an executor on each worker, running tasks",
          RUN_TIMEOUT,
          Duration.ofMillis(100),
          () ->
              !driver.isAlive()
                      || !newLogs(cluster.worker(0), before).isEmpty()
                          && !newLogs(cluster.worker(1), before).isEmpty()
                          && runningTasks(cluster.worker(0), before)
                                  + runningTasks(cluster.worker(1), before)
                              > 0
                  ? true
                  : null,
          () -> diagnostics(log));
      boolean checked = false;
      if (!Processes.ssAvailable()) {
        System.out.println("ss not available: listeners not checked");
        checked = true;
      } else if (driver.isAlive()) {
        checked = true;
        Set<Long> pids = Processes.ourPids();
        Processes.Listeners listeners = Processes.listeners(pids);
        assertEquals(
            List.of(),
            listeners.offLoopback(),
            "listeners not on 127.0.0.1 among " + pids + ":\n" + listeners.ssOutput());
        // this JVM, master, 2 workers, the driver and its 2 executors; each listens somewhere
        assertTrue(pids.size() >= 7, "processes: " + pids);
        assertTrue(
            listeners.all().size() >= 8,
            "master RPC and UI, worker RPC and UI, driver RPC and block"
                + " manager, executor block managers: "
                + listeners.all());
        System.out.println(
            "ss -ltnp during the cluster run: "
                + listeners.all().size()
                + " listeners of "
                + pids.size()
                + " processes, all on 127.0.0.1");
      }
      int code = Processes.waitFor(driver, RUN_TIMEOUT, () -> diagnostics(log));
      time("cluster run (submit to exit)", t);
      assertEquals(Main.PARTIAL, code, diagnostics(log));
      assertTrue(checked, "listeners checked while the run was going");
    } finally {
      Processes.killTree(driver.toHandle());
    }

    RunOutputs.assertSameCsvOutputs(localOut, out, diagnostics(log));
    assertEquals(
        List.of("merger", "strong", "weak"),
        Csv.read(out.resolve("scores.csv")).stream()
            .map(r -> r.get("system"))
            .distinct()
            .sorted()
            .toList());
    assertTrue(
        Csv.read(out.resolve("problems.csv")).stream()
            .anyMatch(
                r -> r.get("kind").equals("system_left_out") && r.get("system").equals("broken")),
        "broken left out");
    JsonNode run = JSON.readTree(out.resolve("run.json").toFile());
    assertEquals(cluster.masterUrl(), run.get("context").get("master").asText());
    assertEquals("partial", run.get("status").asText());
    // both workers ran an executor of the application
    assertEquals(
        2, executorLogs().stream().filter(e -> !before.contains(e)).count(), cluster.logTails());
    assertTrue(
        events(events).stream().anyMatch(e -> event(e, "SparkListenerApplicationEnd")),
        "event log complete");
  }

  @Test
  @Order(2)
  void aWorkerAndItsExecutorKilledWhileRunningTasksLeaveTheScoresUnchanged() throws Exception {
    cluster.ensureWorkers(2);
    Path out = tmp.resolve("fault-out");
    Path events = Files.createDirectories(tmp.resolve("events-2"));
    Path log = tmp.resolve("driver-2.log");
    StandaloneCluster.Worker victim = cluster.worker(1);
    Set<Path> before = executorLogs();
    long t = System.nanoTime();
    // many small tasks (100 kB splits: some 1,000 per stage), so that the kill lands in the middle
    // of a stage
    Process driver =
        submit(log, events, List.of("--out", out.toString(), "--split-size", "100000"));
    List<ProcessHandle> killed;
    Path executorLog;
    try {
      // kill once the victim's executor is well into the second stage (scoring: it then holds
      // cached
      // input partitions and shuffle outputs of this stage, so recovery needs recomputation too)
      executorLog =
          Processes.poll(
              "the victim's executor running tasks of a second stage",
              RUN_TIMEOUT,
              Duration.ofMillis(50),
              () -> {
                if (!driver.isAlive()) {
                  throw new AssertionError(
                      "the run ended before a worker could be killed\n" + diagnostics(log));
                }
                List<Path> logs = newLogs(victim, before);
                return !logs.isEmpty() && tasksInSecondStage(logs.get(0)) >= 10
                    ? logs.get(0)
                    : null;
              },
              () -> diagnostics(log));
      killed = cluster.kill(victim);
      time("fault run: submit to kill", t);
      int code = Processes.waitFor(driver, RUN_TIMEOUT, () -> diagnostics(log));
      time("fault run (submit to exit)", t);
      assertEquals(Main.PARTIAL, code, diagnostics(log));
    } finally {
      Processes.killTree(driver.toHandle());
    }
    assertTrue(killed.size() >= 2, "the worker and its executor JVM: " + killed);

    RunOutputs.assertSameCsvOutputs(localOut, out, diagnostics(log));

    // a failure really happened: the victim's executor was removed, a task it was running failed on
    // its first attempt (ExecutorLostFailure) and succeeded on the other executor; every job
    // succeeded
    String victimExecutor = executorLog.getParent().getFileName().toString();
    List<JsonNode> ev = events(events);
    assertTrue(
        ev.stream()
            .anyMatch(
                e ->
                    event(e, "SparkListenerExecutorRemoved")
                        && e.get("Executor ID").asText().equals(victimExecutor)),
        "executor " + victimExecutor + " removed");
    List<JsonNode> failed =
        ev.stream()
            .filter(e -> event(e, "SparkListenerTaskEnd") && !reason(e).equals("Success"))
            .toList();
    List<JsonNode> lost =
        failed.stream()
            .filter(
                e ->
                    reason(e).equals("ExecutorLostFailure")
                        && e.get("Task Info").get("Executor ID").asText().equals(victimExecutor)
                        && e.get("Task Info").get("Attempt").asInt() == 0)
            .toList();
    assertFalse(
        lost.isEmpty(), "a first attempt lost with executor " + victimExecutor + ": " + failed);
    for (JsonNode l : lost) {
      assertTrue(
          ev.stream()
              .anyMatch(
                  e ->
                      event(e, "SparkListenerTaskEnd")
                          && reason(e).equals("Success")
                          && e.get("Stage ID").asInt() == l.get("Stage ID").asInt()
                          && e.get("Task Info").get("Partition ID").asInt()
                              == l.get("Task Info").get("Partition ID").asInt()
                          && !e.get("Task Info")
                              .get("Executor ID")
                              .asText()
                              .equals(victimExecutor)),
          "retried elsewhere: " + l);
    }
    List<JsonNode> jobs = ev.stream().filter(e -> event(e, "SparkListenerJobEnd")).toList();
    assertTrue(
        jobs.size() >= 3
            && jobs.stream()
                .allMatch(e -> e.get("Job Result").get("Result").asText().equals("JobSucceeded")),
        "" + jobs);
    System.out.println("fault run: " + stageTimeline(ev));
    System.out.println(
        "fault run: killed pids "
            + killed.stream().map(ProcessHandle::pid).toList()
            + "; failed "
            + "tasks: "
            + failed.stream()
                .map(
                    e ->
                        "stage "
                            + e.get("Stage ID")
                            + " partition "
                            + e.get("Task Info").get("Partition ID")
                            + " attempt "
                            + e.get("Task Info").get("Attempt")
                            + " on executor "
                            + e.get("Task Info").get("Executor ID").asText()
                            + ": "
                            + reason(e))
                .toList());
  }

  // ---- helpers ----------------------------------------------------------------------------------

  /** {@code scripts/submit.sh} in client mode to the cluster, with an uncompressed event log. */
  private static Process submit(Path log, Path eventDir, List<String> runOptions)
      throws IOException {
    List<String> command =
        new ArrayList<>(
            List.of(
                "bash",
                "scripts/submit.sh",
                "--master",
                cluster.masterUrl(),
                "--deploy-mode",
                "client",
                "--conf",
                "spark.cores.max=2",
                "--conf",
                "spark.executor.memory=1g",
                "--conf",
                "spark.ui.enabled=false",
                "--conf",
                "spark.ui.showConsoleProgress=false",
                "--conf",
                "spark.eventLog.enabled=true",
                "--conf",
                "spark.eventLog.dir=file:" + eventDir,
                "--conf",
                "spark.eventLog.compress=false",
                "--conf",
                "spark.local.dir=" + Files.createDirectories(tmp.resolve("driver-tmp")),
                "--",
                "run",
                "--key",
                SharedData.litbank().toAbsolutePath().toString(),
                "--systems",
                systems.toString()));
    command.addAll(runOptions);
    Map<String, String> env = new HashMap<>();
    env.put("SPARK_LOCAL_IP", "127.0.0.1");
    env.put(
        "SPARK_HOME",
        null); // the driver is a plain client: submit.sh then runs SparkSubmit from target/lib
    return Processes.start(command, env, log);
  }

  /**
   * "stage S: N tasks, from A to B s" for each completed stage, times since the application
   * started.
   */
  private static String stageTimeline(List<JsonNode> ev) {
    long start =
        ev.stream()
            .filter(e -> event(e, "SparkListenerApplicationStart"))
            .mapToLong(e -> e.get("Timestamp").asLong())
            .findFirst()
            .orElse(0);
    StringBuilder s = new StringBuilder("stages (s since the application started):");
    for (JsonNode e : ev) {
      if (event(e, "SparkListenerStageCompleted")) {
        JsonNode i = e.get("Stage Info");
        s.append(
            String.format(
                Locale.ROOT,
                " %d.%d [%d tasks] %.1f-%.1f;",
                i.get("Stage ID").asInt(),
                i.get("Stage Attempt ID").asInt(),
                i.get("Number of Tasks").asInt(),
                (i.get("Submission Time").asLong() - start) / 1000.0,
                (i.get("Completion Time").asLong() - start) / 1000.0));
      } else if (event(e, "SparkListenerExecutorRemoved")) {
        s.append(
            String.format(
                Locale.ROOT,
                " executor %s removed at %.1f;",
                e.get("Executor ID").asText(),
                (e.get("Timestamp").asLong() - start) / 1000.0));
      }
    }
    return s.toString();
  }

  private static boolean event(JsonNode e, String name) {
    return e.get("Event").asText().equals(name);
  }

  private static String reason(JsonNode taskEnd) {
    return taskEnd.get("Task End Reason").get("Reason").asText();
  }

  private static final Pattern RUNNING =
      Pattern.compile("Executor: Running task \\S+ in stage (\\d+)\\.");

  /** How many tasks an executor has started in the second stage it worked on (0 before that). */
  private static long tasksInSecondStage(Path executorLog) {
    List<String> stages = new ArrayList<>();
    long n = 0;
    for (String line : Processes.lines(executorLog)) {
      Matcher m = RUNNING.matcher(line);
      if (m.find()) {
        if (!stages.contains(m.group(1))) {
          stages.add(m.group(1));
        }
        if (stages.size() == 2 && stages.get(1).equals(m.group(1))) {
          n++;
        }
      }
    }
    return n;
  }

  /** The stderr files of every executor the workers have started so far. */
  private static Set<Path> executorLogs() {
    Set<Path> logs = new TreeSet<>();
    logs.addAll(cluster.worker(0).executorLogs());
    logs.addAll(cluster.worker(1).executorLogs());
    return logs;
  }

  private static List<Path> newLogs(StandaloneCluster.Worker w, Set<Path> before) {
    return w.executorLogs().stream().filter(e -> !before.contains(e)).toList();
  }

  /**
   * How many "Running task" lines the executors of {@code w} started after {@code before} have
   * logged.
   */
  private static long runningTasks(StandaloneCluster.Worker w, Set<Path> before) {
    long n = 0;
    for (Path e : newLogs(w, before)) {
      n += Processes.lines(e).stream().filter(l -> l.contains("Executor: Running task")).count();
    }
    return n;
  }

  /**
   * The events of the one application logged in {@code dir}: one file, or (Spark 4's default,
   * rolling logs) {@code eventlog_v2_APP/events_N_APP} files in order of N.
   */
  private static List<JsonNode> events(Path dir) throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.walk(dir)) {
      files =
          s.filter(Files::isRegularFile)
              .filter(
                  p ->
                      !p.getFileName().toString().startsWith(".")
                          && !p.getFileName().toString().startsWith("appstatus"))
              .sorted(Comparator.comparingInt(StandaloneClusterIT::rollIndex))
              .toList();
    }
    assertFalse(files.isEmpty(), "an event log in " + dir);
    assertEquals(
        1,
        files.stream()
            .map(p -> p.getFileName().toString().replaceFirst("^events_\\d+_", ""))
            .distinct()
            .count(),
        "one application: " + files);
    List<JsonNode> events = new ArrayList<>();
    for (Path f : files) {
      for (String line : Files.readAllLines(f)) {
        if (!line.isBlank()) {
          events.add(JSON.readTree(line));
        }
      }
    }
    return events;
  }

  private static final Pattern ROLLED = Pattern.compile("^events_(\\d+)_");

  private static int rollIndex(Path file) {
    Matcher m = ROLLED.matcher(file.getFileName().toString());
    return m.find() ? Integer.parseInt(m.group(1)) : 0;
  }

  private static String diagnostics(Path driverLog) {
    return Processes.tail(driverLog, 60) + cluster.logTails();
  }

  private static void time(String what, long start) {
    long ms = (System.nanoTime() - start) / 1_000_000;
    timings.put(what, ms);
    System.out.println("[timing] " + what + ": " + ms + " ms");
  }
}

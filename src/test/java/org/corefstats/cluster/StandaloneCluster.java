package org.corefstats.cluster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A Spark standalone cluster on this machine: a master and workers, each a separate JVM started
 * from the project's own dependencies (no Spark distribution). The workers need a Spark home to
 * build executor commands: a temporary one whose {@code jars/} links every jar of target/lib.
 * Everything binds to 127.0.0.1 ({@code SPARK_LOCAL_IP}, {@code --host}), the master's REST server
 * is off, ports are picked free on loopback (worker RPC ports random). Readiness is read from the
 * master's JSON endpoint. Logs: {@code DIR/master.log}, {@code DIR/worker-N.log}, and each
 * executor's {@code DIR/worker-N-work/APP/EXECUTOR/stderr}; temporary files in {@code DIR/tmp}.
 */
final class StandaloneCluster implements AutoCloseable {
  static final Duration START_TIMEOUT = Duration.ofSeconds(120);

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

  final Path dir;
  final Path sparkHome;
  final int masterPort;
  final int masterUiPort;
  private Process master;
  private final List<Worker> workers = new ArrayList<>();
  private final List<Process> started = new ArrayList<>();
  private final Thread shutdownHook = new Thread(this::stopAll, "stop-standalone-cluster");

  /** One worker JVM: its web UI port, work directory (executor logs) and log file. */
  record Worker(int index, Process process, int uiPort, Path workDir, Path log) {
    /** stderr files of the executors this worker has launched. */
    List<Path> executorLogs() {
      if (!Files.isDirectory(workDir)) {
        return List.of();
      }
      try (Stream<Path> files = Files.walk(workDir, 3)) {
        return files.filter(p -> p.getFileName().toString().equals("stderr")).sorted().toList();
      } catch (IOException e) {
        return List.of();
      }
    }
  }

  private StandaloneCluster(Path dir) throws IOException {
    this.dir = dir;
    this.sparkHome = Files.createDirectories(dir.resolve("spark-home"));
    this.masterPort = Processes.freePort();
    this.masterUiPort = Processes.freePort();
  }

  /**
   * Starts a master and {@code workerCount} workers (1 core, 1 GB each) and waits until all are
   * alive.
   */
  static StandaloneCluster start(Path dir, int workerCount)
      throws IOException, InterruptedException {
    StandaloneCluster cluster = new StandaloneCluster(dir);
    Runtime.getRuntime().addShutdownHook(cluster.shutdownHook); // if the test JVM is stopped early
    try {
      cluster.linkJars();
      cluster.startMaster();
      for (int i = 0; i < workerCount; i++) {
        cluster.startWorker(i);
      }
      cluster.awaitAliveWorkers(workerCount);
      return cluster;
    } catch (IOException | InterruptedException | RuntimeException | Error e) {
      cluster.close();
      throw e;
    }
  }

  /** The fake Spark home: jars/ with a link to every jar of target/lib. */
  private void linkJars() throws IOException {
    Path jars = Files.createDirectories(sparkHome.resolve("jars"));
    try (Stream<Path> lib = Files.list(Processes.LIB)) {
      List<Path> list = lib.filter(p -> p.toString().endsWith(".jar")).toList();
      if (list.isEmpty()) {
        throw new IllegalStateException(Processes.LIB + " has no jars: run mvn package first");
      }
      for (Path jar : list) {
        Files.createSymbolicLink(jars.resolve(jar.getFileName()), jar);
      }
    }
  }

  private Map<String, String> env() {
    Map<String, String> env = new LinkedHashMap<>();
    env.put("SPARK_HOME", sparkHome.toString());
    env.put("SPARK_SCALA_VERSION", "2.13");
    env.put("SPARK_LOCAL_IP", "127.0.0.1");
    return env;
  }

  private void startMaster() throws IOException, InterruptedException {
    master =
        launch(
            dir.resolve("master.log"),
            Processes.java(
                "-Xmx512m",
                tmpdir(),
                "-Dspark.master.rest.enabled=false",
                "-cp",
                Processes.LIB + "/*",
                "org.apache.spark.deploy.master.Master",
                "--host",
                "127.0.0.1",
                "--port",
                Integer.toString(masterPort),
                "--webui-port",
                Integer.toString(masterUiPort)));
    Processes.poll(
        "the master's JSON endpoint",
        START_TIMEOUT,
        Duration.ofMillis(200),
        () -> {
          if (!master.isAlive()) {
            throw new AssertionError(
                "the master exited with " + master.exitValue() + "\n" + logTails());
          }
          return "ALIVE".equals(state().path("status").asText()) ? true : null;
        },
        this::logTails);
  }

  /** Starts worker {@code index} (again, if it was killed) without waiting for it to register. */
  Worker startWorker(int index) throws IOException {
    int uiPort = Processes.freePort();
    Path workDir = Files.createDirectories(dir.resolve("worker-" + index + "-work"));
    Path log = dir.resolve("worker-" + index + ".log");
    Process p =
        launch(
            log,
            Processes.java(
                "-Xmx512m",
                tmpdir(),
                "-Dspark.master.rest.enabled=false",
                "-cp",
                Processes.LIB + "/*",
                "org.apache.spark.deploy.worker.Worker",
                "--host",
                "127.0.0.1",
                "--port",
                "0",
                "--webui-port",
                Integer.toString(uiPort),
                "--cores",
                "1",
                "--memory",
                "1g",
                "--work-dir",
                workDir.toString(),
                masterUrl()));
    Worker w = new Worker(index, p, uiPort, workDir, log);
    while (workers.size() <= index) {
      workers.add(null);
    }
    workers.set(index, w);
    return w;
  }

  /**
   * Temporary files of the daemons (and the executors' local directories) stay in the cluster's
   * directory.
   */
  private String tmpdir() throws IOException {
    return "-Djava.io.tmpdir=" + Files.createDirectories(dir.resolve("tmp"));
  }

  private Process launch(Path log, List<String> command) throws IOException {
    Files.writeString(log, String.join(" ", command) + "\n");
    ProcessBuilder pb =
        new ProcessBuilder(command)
            .directory(Processes.PROJECT.toFile())
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile()));
    pb.environment().putAll(env());
    Process p = pb.start();
    synchronized (started) {
      started.add(p);
    }
    return p;
  }

  /** Waits until the master lists {@code count} alive workers. */
  void awaitAliveWorkers(int count) throws InterruptedException {
    Processes.poll(
        count + " alive workers",
        START_TIMEOUT,
        Duration.ofMillis(200),
        () -> {
          for (Worker w : workers) {
            if (w != null && !w.process().isAlive()) {
              throw new AssertionError(
                  "worker "
                      + w.index()
                      + " exited with "
                      + w.process().exitValue()
                      + "\n"
                      + logTails());
            }
          }
          return aliveWorkers() == count ? true : null;
        },
        this::logTails);
  }

  /** Restarts dead workers so that there are {@code count} again. */
  void ensureWorkers(int count) throws IOException, InterruptedException {
    for (int i = 0; i < count; i++) {
      if (i >= workers.size() || workers.get(i) == null || !workers.get(i).process().isAlive()) {
        startWorker(i);
      }
    }
    awaitAliveWorkers(count);
  }

  String masterUrl() {
    return "spark://127.0.0.1:" + masterPort;
  }

  Worker worker(int index) {
    return workers.get(index);
  }

  /** The master's state from {@code http://127.0.0.1:UI/json/}. */
  JsonNode state() {
    return getJson(masterUiPort);
  }

  private static JsonNode getJson(int port) {
    try {
      HttpResponse<String> r =
          HTTP.send(
              HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/"))
                  .timeout(Duration.ofSeconds(5))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      if (r.statusCode() != 200) {
        throw new IllegalStateException("HTTP " + r.statusCode() + " from port " + port);
      }
      return JSON.readTree(r.body());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  int aliveWorkers() {
    int alive = 0;
    for (JsonNode w : state().path("workers")) {
      if ("ALIVE".equals(w.path("state").asText())) {
        alive++;
      }
    }
    return alive;
  }

  /**
   * Kills a worker JVM and the executor JVMs it started (SIGKILL); returns the processes killed.
   */
  List<ProcessHandle> kill(Worker w) {
    return Processes.killTree(w.process().toHandle());
  }

  /** The last lines of every log: master, workers, executors. */
  String logTails() {
    StringBuilder s = new StringBuilder();
    s.append(Processes.tail(dir.resolve("master.log"), 30));
    for (Worker w : workers) {
      if (w != null) {
        s.append(Processes.tail(w.log(), 30));
        for (Path e : w.executorLogs()) {
          s.append(Processes.tail(e, 30));
        }
      }
    }
    return s.toString();
  }

  private void stopAll() {
    List<Process> all;
    synchronized (started) {
      all = new ArrayList<>(started);
    }
    // workers (and their executors) before the master, so that it does not relaunch anything
    Collections.reverse(all);
    for (Process p : all) {
      if (p.isAlive()) {
        Processes.stopTree(p.toHandle(), Duration.ofSeconds(15));
      }
    }
  }

  /**
   * Stops every process of the cluster (SIGTERM, then SIGKILL), executors included; removes the
   * fake Spark home's links.
   */
  @Override
  public void close() {
    stopAll();
    try (Stream<Path> links = Files.list(sparkHome.resolve("jars"))) {
      for (Path link : links.toList()) {
        Files.delete(
            link); // JUnit would warn about each link while cleaning up the temporary directory
      }
    } catch (IOException e) {
      // left for the temporary directory's clean-up
    }
    try {
      Runtime.getRuntime().removeShutdownHook(shutdownHook);
    } catch (IllegalStateException e) {
      // the JVM is shutting down: the hook runs anyway
    }
  }
}

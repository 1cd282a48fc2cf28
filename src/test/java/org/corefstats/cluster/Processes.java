package org.corefstats.cluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Child JVMs for the integration tests: started from the project's own build (target/lib,
 * conf/jvm.options) with their output in a log file, killed with all their descendants, polled for
 * readiness with a time limit; and the check that they listen on loopback only.
 */
final class Processes {
  /** The project directory (Failsafe runs the tests there). */
  static final Path PROJECT = Path.of("").toAbsolutePath();

  static final Path LIB = PROJECT.resolve("target/lib");
  static final Path JVM_OPTIONS = PROJECT.resolve("conf/jvm.options");

  private Processes() {}

  /** {@code java @conf/jvm.options ARGS...}, with the java binary of this JVM. */
  static List<String> java(String... args) {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("@" + JVM_OPTIONS);
    command.addAll(List.of(args));
    return command;
  }

  /**
   * Starts {@code command} in the project directory, standard output and error both to {@code log};
   * {@code env} entries with a null value are removed from the inherited environment.
   */
  static Process start(List<String> command, Map<String, String> env, Path log) throws IOException {
    ProcessBuilder pb =
        new ProcessBuilder(command)
            .directory(PROJECT.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile());
    env.forEach(
        (k, v) -> {
          if (v == null) {
            pb.environment().remove(k);
          } else {
            pb.environment().put(k, v);
          }
        });
    return pb.start();
  }

  /**
   * Kills {@code root} and every descendant (collected first: once a parent is dead its children
   * are no longer its descendants) with SIGKILL and waits for them; returns what was killed.
   */
  static List<ProcessHandle> killTree(ProcessHandle root) {
    List<ProcessHandle> all = new ArrayList<>();
    all.add(root);
    all.addAll(root.descendants().toList());
    for (ProcessHandle p : all) {
      p.destroyForcibly();
    }
    for (ProcessHandle p : all) {
      try {
        p.onExit().get(20, TimeUnit.SECONDS);
      } catch (Exception e) {
        throw new IllegalStateException("process " + p.pid() + " did not end after SIGKILL", e);
      }
    }
    return all;
  }

  /**
   * Stops {@code root} and its descendants gently (SIGTERM, so that Spark's shutdown hooks remove
   * their temporary directories), with SIGKILL for whatever still runs after {@code grace}.
   */
  static void stopTree(ProcessHandle root, Duration grace) {
    List<ProcessHandle> all = new ArrayList<>();
    all.add(root);
    all.addAll(root.descendants().toList());
    root.destroy();
    long deadline = System.nanoTime() + grace.toNanos();
    for (ProcessHandle p : all) {
      try {
        p.onExit().get(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      } catch (Exception e) {
        // killed below
      }
    }
    for (ProcessHandle p : all) {
      if (p.isAlive()) {
        killTree(p);
      }
    }
  }

  /**
   * Waits for {@code p} to end; kills it (with descendants) and fails when it takes longer than
   * {@code timeout}.
   */
  static int waitFor(Process p, Duration timeout, Supplier<String> diagnostics)
      throws InterruptedException {
    if (!p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
      killTree(p.toHandle());
      throw new AssertionError(
          "process "
              + p.pid()
              + " still running after "
              + timeout
              + "; killed it\n"
              + diagnostics.get());
    }
    return p.exitValue();
  }

  /** The last {@code lines} lines of a log file (or a note that it does not exist). */
  static String tail(Path file, int lines) {
    if (!Files.isRegularFile(file)) {
      return "---- " + file + ": (no such file)\n";
    }
    try {
      List<String> all =
          List.of(new String(Files.readAllBytes(file), StandardCharsets.UTF_8).split("\n"));
      List<String> last = all.subList(Math.max(0, all.size() - lines), all.size());
      return "---- last "
          + last.size()
          + " lines of "
          + file
          + ":\n"
          + String.join("\n", last)
          + "\n";
    } catch (IOException e) {
      return "---- " + file + ": " + e + "\n";
    }
  }

  /** Lines of a growing log file (empty when it does not exist yet). */
  static List<String> lines(Path file) {
    try {
      return Files.isRegularFile(file)
          ? List.of(Files.readString(file, StandardCharsets.ISO_8859_1).split("\n"))
          : List.of();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A port that was free on 127.0.0.1 a moment ago. */
  static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      return s.getLocalPort();
    }
  }

  /**
   * Polls {@code probe} every {@code every} until it returns non-null (its value is returned) or
   * {@code timeout} passes (then fails with {@code diagnostics}). Exceptions count as "not yet".
   */
  static <T> T poll(
      String what,
      Duration timeout,
      Duration every,
      Supplier<T> probe,
      Supplier<String> diagnostics)
      throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    Exception last = null;
    while (true) {
      try {
        T value = probe.get();
        if (value != null) {
          return value;
        }
      } catch (RuntimeException e) {
        last = e;
      }
      if (System.nanoTime() > deadline) {
        throw new AssertionError(
            "timed out after "
                + timeout
                + " waiting for "
                + what
                + (last == null ? "" : " (last error: " + last + ")")
                + "\n"
                + diagnostics.get());
      }
      Thread.sleep(every.toMillis());
    }
  }

  /** Whether {@code ss} (iproute2) can be run here. */
  static boolean ssAvailable() {
    try {
      return new ProcessBuilder("ss", "-V").redirectErrorStream(true).start().waitFor() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  private static final Pattern PID = Pattern.compile("pid=(\\d+)");

  /**
   * TCP listeners of some processes, as {@code ss -ltnp} lines: all of them, and those not on
   * 127.0.0.1.
   */
  record Listeners(List<String> all, List<String> offLoopback, String ssOutput) {}

  /**
   * The TCP listeners ({@code ss -ltnpH}) that belong to one of {@code pids}; "off loopback" are
   * those not bound to 127.0.0.1 (IPv4, or IPv4-mapped IPv6).
   */
  static Listeners listeners(Set<Long> pids) throws IOException, InterruptedException {
    Process ss = new ProcessBuilder("ss", "-ltnpH").redirectErrorStream(true).start();
    String output = new String(ss.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (ss.waitFor() != 0) {
      throw new IOException("ss -ltnpH failed: " + output);
    }
    List<String> all = new ArrayList<>();
    List<String> offending = new ArrayList<>();
    for (String line : output.split("\n")) {
      String[] f = line.trim().split("\\s+");
      if (f.length < 5 || !f[0].equals("LISTEN")) {
        continue;
      }
      Matcher m = PID.matcher(line);
      boolean ours = false;
      while (m.find()) {
        ours |= pids.contains(Long.parseLong(m.group(1)));
      }
      if (!ours) {
        continue;
      }
      all.add(line);
      String local = f[3];
      String host = local.substring(0, local.lastIndexOf(':'));
      if (!(host.equals("127.0.0.1")
          || host.equals("[::ffff:127.0.0.1]")
          || host.equals("::ffff:127.0.0.1"))) {
        offending.add(line);
      }
    }
    return new Listeners(all, offending, output);
  }

  /** This JVM and everything it started (and they started), still running. */
  static Set<Long> ourPids() {
    Set<Long> pids = new TreeSet<>();
    pids.add(ProcessHandle.current().pid());
    ProcessHandle.current().descendants().forEach(p -> pids.add(p.pid()));
    return pids;
  }
}

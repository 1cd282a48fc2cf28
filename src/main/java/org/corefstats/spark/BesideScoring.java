package org.corefstats.spark;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * A per-file step's Spark job, run in a thread of its own beside the scoring: it needs nothing of
 * the scoring, so its job runs on the cores the scoring leaves idle, and the run waits for it only
 * once the verdicts are known ({@link #outcome}), keeping the sources it scores.
 *
 * @param <T> what the step gives per source
 */
final class BesideScoring<T> {

  /** What a step gave per source (the key is {@link InputPlan#KEY}), and its problems. */
  record Outcome<T>(Map<Integer, T> bySource, List<SourcedProblem> problems) {}

  /** A step's job, run on the driver's thread of the step. */
  interface Job<T> {
    Outcome<T> run() throws IOException;
  }

  private final CompletableFuture<Outcome<T>> outcome = new CompletableFuture<>();

  private BesideScoring() {}

  /** Starts {@code job} in a daemon thread named {@code corefstats-NAME}. */
  static <T> BesideScoring<T> start(String name, Job<T> job) {
    BesideScoring<T> step = new BesideScoring<>();
    Thread thread =
        new Thread(
            () -> {
              try {
                step.outcome.complete(job.run());
              } catch (Throwable e) {
                step.outcome.completeExceptionally(e);
              }
            },
            "corefstats-" + name);
    thread.setDaemon(true);
    thread.start();
    return step;
  }

  /**
   * Waits for the step, and keeps the key and the systems of {@code scored}: what it gave of them
   * and their problems.
   */
  Outcome<T> outcome(Set<Integer> scored) throws IOException {
    Outcome<T> all;
    try {
      all = outcome.join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof IOException io) {
        throw io;
      }
      if (e.getCause() instanceof RuntimeException r) {
        throw r;
      }
      throw e;
    }
    Map<Integer, T> kept = new LinkedHashMap<>();
    all.bySource()
        .forEach(
            (source, value) -> {
              if (source == InputPlan.KEY || scored.contains(source)) {
                kept.put(source, value);
              }
            });
    return new Outcome<>(
        kept,
        all.problems().stream()
            .filter(p -> p.source() == InputPlan.KEY || scored.contains(p.source()))
            .toList());
  }

  /** Waits for it to end, whatever its outcome: its job uses the run's broadcasts. */
  void await() {
    try {
      outcome.join();
    } catch (RuntimeException e) {
      // the run stops for another reason, which it reports
    }
  }
}

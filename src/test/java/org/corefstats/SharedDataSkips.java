package org.corefstats;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Ends a test run with one line on the shared data folder: how many tests were skipped without it,
 * why, and where it was looked for; or, where it was found, that the tests that need it ran.
 * Registered as a JUnit Platform listener (META-INF/services), so Maven's and an IDE's runs both
 * print it. A skipped class counts one test per test method, as Surefire counts it.
 */
public final class SharedDataSkips implements TestExecutionListener {
  private final AtomicInteger tests = new AtomicInteger();
  private final AtomicInteger skipped = new AtomicInteger();
  private TestPlan plan;

  @Override
  public void testPlanExecutionStarted(TestPlan testPlan) {
    plan = testPlan;
    tests.set(0);
    skipped.set(0);
  }

  @Override
  public void executionSkipped(TestIdentifier identifier, String reason) {
    int count = testMethods(identifier);
    tests.addAndGet(count);
    if (reason != null && reason.startsWith(SharedData.SKIP_REASON)) {
      skipped.addAndGet(count);
    }
  }

  @Override
  public void executionFinished(TestIdentifier identifier, TestExecutionResult result) {
    if (identifier.isTest()) {
      tests.incrementAndGet();
    }
    boolean abortedForWantOfTheFolder =
        result.getStatus() == TestExecutionResult.Status.ABORTED
            && result
                .getThrowable()
                .map(Throwable::getMessage)
                .filter(message -> message.contains(SharedData.SKIP_REASON))
                .isPresent();
    if (abortedForWantOfTheFolder) {
      skipped.addAndGet(identifier.isTest() ? 1 : testMethods(identifier));
    }
  }

  @Override
  public void testPlanExecutionFinished(TestPlan testPlan) {
    System.out.println(summary());
  }

  String summary() {
    String where = SharedData.location().toString();
    if (SharedData.find().isPresent()) {
      return "[corefstats] shared data folder found at "
          + where
          + ": every test that compares with its reference values ran";
    }
    if (SharedData.required()) {
      return "[corefstats] shared data folder not found at "
          + where
          + ", and -Dcorefstats.requireShared=true: every test that needs it failed";
    }
    if (skipped.get() == 0) {
      return "[corefstats] shared data folder not found at " + where + "; no test run needed it";
    }
    return String.format(
        "[corefstats] %d of %d tests skipped: they compare with reference values kept in the shared"
            + " data folder, not found at %s (set -Dcorefstats.shared=PATH; see"
            + " docs/development.md#the-shared-data)",
        skipped.get(), tests.get(), where);
  }

  /** The test methods at or under a node, as Surefire counts a skipped class or method. */
  private int testMethods(TestIdentifier identifier) {
    if (identifier.getSource().filter(MethodSource.class::isInstance).isPresent()) {
      return 1;
    }
    return (int)
        plan.getDescendants(identifier).stream()
            .filter(d -> d.getSource().filter(MethodSource.class::isInstance).isPresent())
            .filter(d -> d.isTest() || plan.getChildren(d).isEmpty())
            .count();
  }
}

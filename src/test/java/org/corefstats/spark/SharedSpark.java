package org.corefstats.spark;

import java.util.Map;
import org.apache.spark.sql.SparkSession;

/**
 * One local Spark session for all tests of the JVM (starting one costs seconds): created on first
 * use with the product's own defaults, two cores, small shuffles; stopped when the JVM exits.
 * {@code corefstats run} reuses it instead of starting its own.
 */
public final class SharedSpark {
  private static SparkSession session;

  private SharedSpark() {}

  public static synchronized SparkSession get() {
    if (session == null) {
      session =
          SparkSessions.create(
              "local[2]",
              Map.of(
                  "spark.sql.shuffle.partitions",
                  "2",
                  "spark.default.parallelism",
                  "2",
                  "spark.ui.showConsoleProgress",
                  "false"));
      Runtime.getRuntime().addShutdownHook(new Thread(session::stop));
    }
    return session;
  }
}

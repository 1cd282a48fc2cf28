package org.corefstats.spark;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.spark.SparkConf;
import org.apache.spark.sql.SparkSession;
import org.corefstats.core.error.InvalidRequestException;
import scala.Option;

/**
 * Creates the Spark session of a run: embedded ({@code local[*]}) unless a master is given on the
 * command line or by {@code spark-submit}; an embedded session binds to 127.0.0.1 (a cluster's
 * driver must be reachable by its executors, so there the address is the user's or {@code
 * SPARK_LOCAL_IP}'s); no web UI (it would open a port) unless asked for; the console progress bar
 * on, so that long stages show their progress.
 */
public final class SparkSessions {
  private SparkSessions() {}

  /** Settings applied when neither {@code spark-submit} nor {@code --conf} sets them. */
  static Map<String, String> defaults() {
    Map<String, String> d = new LinkedHashMap<>();
    d.put("spark.app.name", "corefstats");
    d.put("spark.ui.enabled", "false");
    d.put("spark.ui.showConsoleProgress", "true");
    // Kryo is several times faster than Java serialization for the parsed documents that are
    // shuffled
    d.put("spark.serializer", "org.apache.spark.serializer.KryoSerializer");
    d.put("spark.kryo.registrator", KryoClasses.class.getName());
    // Spark writes shuffles of up to 200 partitions through one open, compressed stream per
    // partition
    // ("bypass merge sort"): for the documents grouped by name, it doubled the CPU of reading
    // (2000 documents x 51 sources: 45 CPU s against 25 with the sort-based writer)
    d.put("spark.shuffle.sort.bypassMergeThreshold", "0");
    d.put(
        "spark.sql.warehouse.dir",
        System.getProperty("java.io.tmpdir") + "/corefstats-spark-warehouse");
    return d;
  }

  /** Work that needs a Spark session. */
  @FunctionalInterface
  public interface Work<T> {
    T run(SparkSession spark) throws IOException;
  }

  /**
   * Runs {@code work} in the active session (tests, notebooks) or in a new one that is stopped
   * afterwards; {@code master} and {@code conf} apply only to a new session.
   *
   * @throws InvalidRequestException when Spark refuses a setting of {@code conf}
   */
  public static <T> T use(String master, Map<String, String> conf, Work<T> work)
      throws IOException {
    Option<SparkSession> existing =
        SparkSession.getActiveSession().orElse(SparkSession::getDefaultSession);
    SparkSession spark;
    try {
      spark = existing.isDefined() ? existing.get() : create(master, conf);
    } catch (IllegalArgumentException e) { // a setting Spark cannot parse, such as a memory size
      throw new InvalidRequestException(e.getMessage(), e);
    }
    try {
      return work.run(spark);
    } finally {
      if (!existing.isDefined()) {
        spark.stop();
      }
    }
  }

  /** Whether work would run in a session that already exists. */
  static boolean reusing() {
    return SparkSession.getActiveSession().orElse(SparkSession::getDefaultSession).isDefined();
  }

  /**
   * A new session; {@code master} (null: keep spark-submit's, else {@code local[*]}) and {@code
   * conf} (user settings) take precedence over the defaults.
   */
  public static SparkSession create(String master, Map<String, String> conf) {
    SparkConf sparkConf = new SparkConf(); // picks up spark.* system properties set by spark-submit
    for (Map.Entry<String, String> e : defaults().entrySet()) {
      if (!sparkConf.contains(e.getKey())) {
        sparkConf.set(e.getKey(), e.getValue());
      }
    }
    conf.forEach(sparkConf::set);
    if (master != null) {
      sparkConf.setMaster(master);
    } else if (!sparkConf.contains("spark.master")) {
      sparkConf.setMaster("local[*]");
    }
    if (sparkConf.get("spark.master").startsWith("local")) {
      sparkConf.setIfMissing("spark.driver.host", "127.0.0.1");
      sparkConf.setIfMissing("spark.driver.bindAddress", "127.0.0.1");
    }
    return SparkSession.builder().config(sparkConf).getOrCreate();
  }
}

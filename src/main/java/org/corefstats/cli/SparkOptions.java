package org.corefstats.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Option;

/** Options of the commands that start Spark when they are not run by spark-submit. */
final class SparkOptions {
  @Option(
      names = "--master",
      paramLabel = "URL",
      description = "Spark master (default: spark-submit's, else local[*])")
  String master;

  @Option(names = "--conf", paramLabel = "KEY=VALUE", description = "a Spark setting (repeatable)")
  Map<String, String> conf = new LinkedHashMap<>();
}

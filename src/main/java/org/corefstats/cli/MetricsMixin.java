package org.corefstats.cli;

import java.util.EnumSet;
import java.util.Set;
import org.corefstats.core.metrics.Metric;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code --metrics}, one option for {@code score}, {@code run} and {@code significance}: {@code
 * all} by default, which is every metric for the commands that score and every metric of its input
 * for {@code significance}.
 */
final class MetricsMixin {
  @Option(
      names = "--metrics",
      paramLabel = "LIST",
      defaultValue = "all",
      description =
          "comma-separated: mentions, muc, bcub, ceafm, ceafe, blanc, lea, conll (= muc,bcub,ceafe), all;"
              + " cone (the CONE group: cone_mentions, cone_bcub, cone_ceafm, cone_ceafe, ne_bcub,"
              + " ne_ceafm, ne_ceafe; not in all), or any of them by name"
              + " (default: ${DEFAULT-VALUE}); score and run always include mention detection; significance reports the"
              + " ones named (conll, the CoNLL average, with muc, bcub and ceafe), all: every one in its input")
  String list;

  /** The metrics {@code score} and {@code run} compute: those named, and mention detection. */
  Set<Metric> scored(CommandSpec spec) {
    try {
      return parse(list);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
  }

  /**
   * The statistics {@code significance} reports: the metrics named (a derived one, such as the
   * CoNLL average, computed from its inputs), or null for every metric of its input ({@code all}).
   */
  Set<Metric> reported(CommandSpec spec) {
    Set<Metric> chosen = EnumSet.noneOf(Metric.class);
    for (String m : list.split(",")) {
      String code = m.trim();
      if (code.equalsIgnoreCase("all")) {
        return null;
      }
      if (code.equalsIgnoreCase("cone")) {
        chosen.addAll(Metric.cone());
      } else if (!code.isEmpty()) {
        try {
          chosen.add(Metric.fromCode(code));
        } catch (IllegalArgumentException e) {
          throw new ParameterException(spec.commandLine(), e.getMessage());
        }
      }
    }
    if (chosen.isEmpty()) {
      throw new ParameterException(spec.commandLine(), "--metrics names no metric");
    }
    return chosen;
  }

  /**
   * A comma-separated list of metric codes or {@code all}, with mention detection always: a derived
   * metric ({@code conll}) brings its inputs, and is chosen whenever they all are.
   */
  static Set<Metric> parse(String list) {
    EnumSet<Metric> metrics =
        EnumSet.of(Metric.MENTIONS); // printed with every metric, as v8.01 does
    for (String part : list.split(",")) {
      String code = part.trim();
      if (code.isEmpty()) {
        continue;
      }
      if (code.equals("all")) {
        metrics.addAll(Metric.all());
      } else if (code.equals("cone")) {
        metrics.addAll(Metric.cone());
      } else {
        Metric m = Metric.fromCode(code);
        metrics.add(m);
        metrics.addAll(m.inputs());
      }
    }
    return Metric.withDerived(metrics);
  }
}

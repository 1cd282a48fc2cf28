package org.corefstats.cli;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.corefstats.cli.cone.ConeOptionsMixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The heading each option is listed under, in --help and in the reference pages: --out and
 * --overwrite under Outputs, others by the class that declares them (the mixins), else by their
 * name (the options commands declare themselves). An option in neither table has no heading: {@link
 * #of} fails, and so does a test, so that a new option gets one.
 */
public final class OptionHeadings {
  /** The headings, in the order they are listed. */
  public enum Heading {
    INPUT("Input and format"),
    PROFILE("Evaluation profile and modes"),
    ANALYSES("Analyses"),
    OUTPUTS("Outputs"),
    SPARK("Spark and execution"),
    OTHER("Other");

    public final String title;

    Heading(String title) {
      this.title = title;
    }
  }

  private static final Map<Class<?>, Heading> BY_CLASS =
      Map.ofEntries(
          Map.entry(FormatOptions.class, Heading.INPUT),
          Map.entry(ScoringOptions.class, Heading.INPUT),
          Map.entry(ProfileOptions.class, Heading.PROFILE),
          Map.entry(MetricsMixin.class, Heading.PROFILE),
          Map.entry(SettingsOption.class, Heading.PROFILE),
          Map.entry(CovalOptions.class, Heading.PROFILE),
          Map.entry(ConeOptionsMixin.class, Heading.PROFILE),
          Map.entry(GroupingOption.class, Heading.ANALYSES),
          Map.entry(AnalysisOptions.class, Heading.ANALYSES),
          Map.entry(SignificanceOptions.class, Heading.ANALYSES),
          Map.entry(StudyOptions.class, Heading.ANALYSES),
          Map.entry(SparkOptions.class, Heading.SPARK),
          // synth's and perturb's knobs: the corpus and systems they write
          Map.entry(SimulationOptions.class, Heading.INPUT));

  /** Outputs wherever they are declared, a mixin included. */
  private static final List<String> OUTPUTS = List.of("--out", "--overwrite");

  /** Options declared by the commands themselves. */
  private static final Map<String, Heading> BY_NAME =
      Map.ofEntries(
          Map.entry("--key", Heading.INPUT),
          Map.entry("--systems", Heading.INPUT),
          Map.entry("--system", Heading.INPUT),
          Map.entry("--scores", Heading.INPUT),
          Map.entry("--documents", Heading.INPUT),
          Map.entry("--from", Heading.INPUT),
          Map.entry("--docs", Heading.INPUT),
          Map.entry("--mentions-per-doc", Heading.INPUT),
          Map.entry("--entities-per-doc", Heading.INPUT),
          Map.entry("--tokens-per-doc", Heading.INPUT),
          Map.entry("--to", Heading.OUTPUTS),
          Map.entry("--profile", Heading.PROFILE),
          Map.entry("--crac", Heading.PROFILE),
          Map.entry("--split-docs", Heading.INPUT),
          Map.entry("--per-doc", Heading.OUTPUTS),
          Map.entry("--docname-filename", Heading.OUTPUTS),
          Map.entry("--docname-len", Heading.OUTPUTS),
          Map.entry("--style", Heading.OUTPUTS),
          Map.entry("--max-rows-per-page", Heading.OUTPUTS),
          Map.entry("--highlight-docnames", Heading.OUTPUTS),
          Map.entry("--basics", Heading.ANALYSES),
          Map.entry("--descriptors", Heading.ANALYSES),
          Map.entry("--words-per-doc", Heading.ANALYSES),
          Map.entry("--entity-range", Heading.ANALYSES),
          Map.entry("--no-docs", Heading.ANALYSES),
          Map.entry("--no-empty", Heading.ANALYSES),
          Map.entry("--no-entities", Heading.ANALYSES),
          Map.entry("--no-mentions", Heading.ANALYSES),
          Map.entry("--no-details", Heading.ANALYSES),
          Map.entry("--exclude-singletons", Heading.ANALYSES),
          Map.entry("--exclude-nonsingletons", Heading.ANALYSES),
          Map.entry("--upos", Heading.ANALYSES),
          Map.entry("--entity-length-max", Heading.ANALYSES),
          Map.entry("--mention-length-max", Heading.ANALYSES),
          Map.entry("--setting", Heading.PROFILE),
          Map.entry("--level", Heading.ANALYSES),
          Map.entry("--study", Heading.ANALYSES),
          Map.entry("--experiments", Heading.ANALYSES),
          Map.entry("--correlate", Heading.ANALYSES),
          Map.entry("--significance", Heading.ANALYSES),
          Map.entry("--per-document", Heading.OUTPUTS),
          Map.entry("--csv", Heading.OUTPUTS),
          Map.entry("--documents-csv", Heading.OUTPUTS),
          Map.entry("--problems-csv", Heading.OUTPUTS),
          Map.entry("--cone-entities", Heading.OUTPUTS),
          Map.entry("--groups-csv", Heading.OUTPUTS),
          Map.entry("--errors-csv", Heading.OUTPUTS),
          Map.entry("--errors-documents-csv", Heading.OUTPUTS),
          Map.entry("--error-costs-csv", Heading.OUTPUTS),
          Map.entry("--errors-list-csv", Heading.OUTPUTS),
          Map.entry("--layout", Heading.OUTPUTS),
          Map.entry("--blind", Heading.OUTPUTS),
          Map.entry("--sequential-ids", Heading.OUTPUTS),
          Map.entry("--zero-mentions", Heading.OUTPUTS),
          Map.entry("--no-empty-node-form", Heading.OUTPUTS),
          Map.entry("--command", Heading.OUTPUTS),
          Map.entry("--timings", Heading.SPARK),
          Map.entry("--split-size", Heading.SPARK),
          Map.entry("--key-broadcast-limit", Heading.SPARK));

  private OptionHeadings() {}

  /** The heading of {@code option}; fails for an option in neither table. */
  public static Heading of(OptionSpec option) {
    if (option.usageHelp() || option.versionHelp()) {
      return Heading.OTHER;
    }
    if (OUTPUTS.contains(option.longestName())) {
      return Heading.OUTPUTS;
    }
    if (option.userObject() instanceof Field field) {
      for (Class<?> c = field.getDeclaringClass(); c != null; c = c.getEnclosingClass()) {
        Heading heading = BY_CLASS.get(c);
        if (heading != null) {
          return heading;
        }
      }
    }
    Heading heading = BY_NAME.get(option.longestName());
    if (heading == null) {
      throw new IllegalStateException(
          "no heading for "
              + option.longestName()
              + " of "
              + option.command().qualifiedName()
              + ": add it to OptionHeadings");
    }
    return heading;
  }

  /** The options of {@code command} under their headings, in the headings' order, none empty. */
  public static Map<Heading, List<OptionSpec>> grouped(CommandSpec command) {
    Map<Heading, List<OptionSpec>> grouped = new EnumMap<>(Heading.class);
    for (OptionSpec option : command.options()) {
      if (!option.hidden()) {
        grouped.computeIfAbsent(of(option), h -> new ArrayList<>()).add(option);
      }
    }
    return grouped;
  }
}

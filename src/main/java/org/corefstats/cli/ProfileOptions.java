package org.corefstats.cli;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import org.corefstats.cli.cone.ConeOptionsMixin;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.evaluation.Analysis;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * The scoring semantics asked for: whose numbers to reproduce ({@code --profile}; default: the one
 * of the key's format) and its options overridden ({@code --matching}, {@code --singletons}, {@code
 * --zeros}); each option not given keeps the profile's default. With the options of the metrics
 * that have their own (CONE's, coval's), so that a command asks this one group what to evaluate.
 */
final class ProfileOptions {
  @Option(
      names = "--profile",
      paramLabel = "PROFILE",
      converter = ProfileConverter.class,
      description =
          "whose numbers to reproduce: v801 (scorer.pl v8.01), corefud (the CorefUD scorer 1.2)"
              + " or coval (coval: singletons kept unless --singletons remove, which applies"
              + " before --np-only, --min-span and --remove-nested);"
              + " default: corefud for a CoNLL-U key, v801 otherwise")
  private Semantics.Profile profile;

  @Option(
      names = "--matching",
      paramLabel = "MODE",
      converter = MatchingConverter.class,
      description =
          "how mentions match: exact (the same words), head (the same head, then the best"
              + " overlap with the key mention) or partial (inside the key mention and holding its"
              + " head); head and partial take the last word as the head where the format gives"
              + " none; default: head with the corefud profile, exact otherwise")
  private Semantics.Matching matching;

  @Option(
      names = "--singletons",
      paramLabel = "keep|remove",
      converter = SingletonsConverter.class,
      description =
          "keep or remove entities of one mention, per side and document before scoring"
              + " (default: remove with the corefud profile, keep with v801)")
  private Semantics.Singletons singletons;

  @Option(
      names = "--zeros",
      paramLabel = "dependent|linear",
      converter = ZerosConverter.class,
      description =
          "how CoNLL-U zero mentions match; dependent pairs key and response zeros (heads on"
              + " empty nodes) of a sentence by their DEPS first, linear matches them as any"
              + " mention by position (default: dependent with the corefud profile, linear"
              + " otherwise)")
  private Semantics.Zeros zeros;

  @Mixin private ConeOptionsMixin coneOptions;

  @Mixin private CovalOptions covalOptions;

  /**
   * The metrics scored: {@code --metrics}, or the approximate ones CONE's approx-only mode allows.
   */
  Set<Metric> scored(MetricsMixin metrics, CommandSpec spec) {
    return coneOptions.scored(metrics.list, spec, () -> metrics.scored(spec));
  }

  /**
   * What was asked for, resolved later by the key's format ({@code key}: the key as given, which
   * CONE's approx-only mode may read as its NE layer).
   */
  Semantics.Choice choice(String key) throws IOException {
    return new Semantics.Choice(
        profile, matching, singletons, covalOptions.options(), zeros, coneOptions.options(key));
  }

  /**
   * {@code formats} with the parse columns that the options and the {@code scored} metrics need.
   */
  InputFormats formats(InputFormats formats, Set<Metric> scored) {
    return covalOptions.formats(coneOptions.formats(formats, scored));
  }

  /**
   * The analyses these options ask for with the {@code scored} metrics: what CONE saw with its
   * metrics, and CONE's entity rows when {@code coneEntityRows}.
   */
  List<Analysis<?, ?>> analyses(Set<Metric> scored, boolean coneEntityRows) {
    return coneOptions.analyses(scored, coneEntityRows);
  }

  /**
   * Refuses the metrics computed on named entities (and their options) for inputs that carry no
   * named-entity layer: {@code command} cannot compute them, {@code why}.
   */
  void refuseNamedEntityMetrics(Set<Metric> scored, String command, String why) {
    coneOptions.refuse(scored, command, why);
  }

  static final class ProfileConverter extends EnumCodes<Semantics.Profile> {
    ProfileConverter() {
      super(Semantics.Profile.values());
    }
  }

  static final class MatchingConverter extends EnumCodes<Semantics.Matching> {
    MatchingConverter() {
      super(Semantics.Matching.values());
    }
  }

  static final class SingletonsConverter extends EnumCodes<Semantics.Singletons> {
    SingletonsConverter() {
      super(Semantics.Singletons.values());
    }
  }

  static final class ZerosConverter extends EnumCodes<Semantics.Zeros> {
    ZerosConverter() {
      super(Semantics.Zeros.values());
    }
  }
}

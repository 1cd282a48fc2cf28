package org.corefstats.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import org.corefstats.core.corpus.DocumentStreams;
import org.corefstats.core.corpus.InputFiles;
import org.corefstats.core.corpus.InputFormats;
import org.corefstats.core.corpus.InputNames;
import org.corefstats.core.corpus.Tolerance;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.DocumentStream;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.Severity;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.evaluation.PairScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.core.metrics.Semantics;
import org.corefstats.core.text.Format;
import org.corefstats.synth.Behaviour;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code corefstats behaviour}: the controlled experiments of the LEA paper's section 7 (Moosavi
 * and Strube 2016), how each metric reacts to one kind of error at a time.
 */
@Command(
    name = "behaviour",
    mixinStandardHelpOptions = true,
    sortOptions = false,
    description = {
      "Runs the controlled experiments of section 7 of the LEA paper (Moosavi and Strube 2016) on"
          + " the paper's key (one entity of 20 mentions, two of 10, three of 5, one of 4, ten of 2)"
          + " or on the documents of --key: responses that make one kind of error at a time.",
      "Each case's key and response are written as CoNLL-2012 files under"
          + " OUT/data/EXPERIMENT/CASE/ (key.conll, response.conll) and scored from them as score"
          + " scores them; OUT/behaviour.csv has every metric's row per case, OUT/behaviour-"
          + "EXPERIMENT.png one plot per experiment (F1 per case, one line per metric), and"
          + " OUT/findings.md each metric's ranking of the cases, where metrics are blind and"
          + " which rank alike.",
      "Experiments: links (Figure 2), links-wrong (3), entities-decreasing (4),"
          + " entities-increasing (5), split (6), merge (6 mirrored), extra (7), missing (7"
          + " mirrored), mention-identification (8)."
    })
final class BehaviourCommand implements Callable<Integer> {
  @Spec private CommandSpec spec;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      required = true,
      description = "output directory (must not exist)")
  private Path out;

  @Option(names = "--overwrite", description = "replace --out if it exists")
  private boolean overwrite;

  @Option(
      names = "--key",
      paramLabel = "KEY",
      description =
          "the base key, a file or a directory of any input format (default: the paper's key);"
              + " each experiment applies to every document it fits")
  private Path key;

  @Option(
      names = "--experiments",
      paramLabel = "LIST",
      split = ",",
      description = "comma-separated experiments (default: all; see above)")
  private List<String> experiments;

  @Mixin private MetricsMixin metrics;

  @Mixin private ScoringOptions scoring;

  @Mixin private FormatOptions formatOptions;

  @Mixin private ProfileOptions profileOptions;

  /** The generator of the cases: {@link Behaviour#cases}, or a test's. */
  private final BiFunction<List<Document>, Set<String>, List<Behaviour.Case>> generator;

  BehaviourCommand() {
    this(Behaviour::cases);
  }

  /** With another generator of cases (tests). */
  BehaviourCommand(BiFunction<List<Document>, Set<String>, List<Behaviour.Case>> generator) {
    this.generator = generator;
  }

  @Override
  public Integer call() throws IOException {
    formatOptions.refuseLlm("behaviour");
    Set<Metric> scored = metrics.scored(spec);
    profileOptions.refuseNamedEntityMetrics(
        scored, "behaviour", "the generated files carry no named-entity layer (column 11)");
    Set<String> chosen = experiments();
    PrintWriter err = spec.commandLine().getErr();
    List<Document> base;
    if (key == null) {
      base = Behaviour.paperKey();
    } else {
      List<Problem> problems = new ArrayList<>();
      base = readKey(problems);
      List<Problem> errors = problems.stream().filter(p -> p.severity() == Severity.ERROR).toList();
      if (!errors.isEmpty()) {
        errors.stream().limit(20).forEach(p -> err.println("corefstats: " + p));
        err.println(
            "corefstats: the key has "
                + errors.size()
                + (errors.size() == 1 ? " error" : " errors")
                + "; nothing generated");
        return Main.REFUSED;
      }
    }
    List<Behaviour.Case> cases = generator.apply(base, chosen);
    if (cases.isEmpty()) {
      throw new RefusedInputException(
          "no case of the experiments asked for applies to the key's documents");
    }
    Semantics semantics =
        profileOptions
            .choice(key == null ? Behaviour.PAPER_DOCUMENT : key.toString())
            .resolve(Format.CONLL);
    PairScorer.Options options =
        new PairScorer.Options(
            scored,
            scoring.tolerance(),
            scoring.maxRepeatedMentions,
            profileOptions
                .formats(InputFormats.BY_NAME, scored)
                .withConllReading(semantics.conllReading()),
            semantics);
    BehaviourRun.Outcome outcome = BehaviourRun.run(cases, options, out, overwrite);
    Map<String, Integer> perExperiment = new LinkedHashMap<>();
    cases.forEach(c -> perExperiment.merge(c.experiment(), 1, Integer::sum));
    PrintWriter stdout = spec.commandLine().getOut();
    stdout.printf(
        Locale.ROOT,
        "behaviour: %d cases in %d experiments (%s), base %s (%d %s); %s%n",
        cases.size(),
        perExperiment.size(),
        String.join(
            ", ",
            perExperiment.entrySet().stream().map(e -> e.getKey() + " " + e.getValue()).toList()),
        key == null ? "the LEA paper's key" : key,
        base.size(),
        base.size() == 1 ? "document" : "documents",
        options.semantics().describe());
    stdout.println("Outputs in " + outcome.out() + ": " + String.join(", ", outcome.files()));
    return Main.OK;
  }

  /** The experiments asked for, checked; empty for all. */
  private Set<String> experiments() {
    Set<String> chosen = new LinkedHashSet<>();
    if (experiments == null) {
      return chosen;
    }
    List<String> known = Behaviour.EXPERIMENTS.stream().map(Behaviour.Experiment::name).toList();
    for (String e : experiments) {
      String name = e.trim().toLowerCase(Locale.ROOT);
      if (name.isEmpty()) {
        continue;
      }
      if (name.equals("all")) {
        return new LinkedHashSet<>();
      }
      if (!known.contains(name)) {
        throw new ParameterException(
            spec.commandLine(),
            "--experiments: no experiment '"
                + e.trim()
                + "'; expected "
                + String.join(", ", known));
      }
      chosen.add(name);
    }
    if (chosen.isEmpty()) {
      throw new ParameterException(spec.commandLine(), "--experiments names no experiment");
    }
    return chosen;
  }

  /** The base key's documents, read as score reads a key (a later repeat of a name replaces). */
  private List<Document> readKey(List<Problem> problems) throws IOException {
    Tolerance tolerance = scoring.tolerance();
    InputFormats formats = profileOptions.formats(formatOptions.formats(), Set.of()); // no CONE
    Map<String, Document> documents = new LinkedHashMap<>();
    try {
      List<Path> files = InputFiles.list(key, p -> problems.add(tolerance.judge(p)));
      if (files.isEmpty()) {
        throw new RefusedInputException("no " + InputNames.INPUT_FILES + " in the key " + key);
      }
      for (Path file : files) {
        try (DocumentStream reader =
            DocumentStreams.open(
                file,
                formats,
                tolerance.dropsBrokenMentions(),
                DocumentStreams.Side.KEY,
                p -> problems.add(tolerance.judge(p)))) {
          for (Document d; (d = reader.next()) != null; ) {
            documents.remove(d.name());
            documents.put(d.name(), d);
          }
        }
      }
    } catch (NoSuchFileException e) {
      throw new IOException("cannot read " + e.getFile() + ": no such file or directory", e);
    }
    return List.copyOf(documents.values());
  }
}

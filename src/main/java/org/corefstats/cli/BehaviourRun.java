package org.corefstats.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import org.corefstats.core.document.Document;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.Severity;
import org.corefstats.core.error.InvalidRequestException;
import org.corefstats.core.error.RefusedInputException;
import org.corefstats.core.evaluation.PairScorer;
import org.corefstats.core.metrics.Metric;
import org.corefstats.report.CsvOutput;
import org.corefstats.report.Numbers;
import org.corefstats.report.ScoreRow;
import org.corefstats.report.ScoreTable;
import org.corefstats.report.html.HtmlReport;
import org.corefstats.report.html.OutputFiles;
import org.corefstats.study.BehaviourFindings;
import org.corefstats.study.BehaviourPlots;
import org.corefstats.synth.Behaviour;
import org.corefstats.synth.ConllWriter;

/**
 * The work of {@code corefstats behaviour} on given cases: each case's key and response written as
 * CoNLL-2012 files under {@code data/EXPERIMENT/CASE/}, scored from those files by {@link
 * PairScorer} as {@code score} scores them, then behaviour.csv, one plot per experiment and
 * findings.md. The output directory is written beside its target and moved into place at the end,
 * so a failure leaves nothing under its name.
 */
public final class BehaviourRun {
  /** Tokens per sentence in the written files. */
  static final int TOKENS_PER_SENTENCE = 20;

  public static final String CSV = "behaviour.csv";
  public static final String FINDINGS = "findings.md";

  /** behaviour.csv's columns. */
  public static final List<String> HEADER =
      List.of(
          "experiment",
          "case",
          "x",
          "metric",
          "recall",
          "precision",
          "f1",
          "recall_num",
          "recall_den",
          "precision_num",
          "precision_den");

  private BehaviourRun() {}

  /** One row of behaviour.csv: a case and one row of its {@link ScoreTable}. */
  record Row(String experiment, String caseName, double x, ScoreRow score) {
    List<String> cells() {
      return List.of(
          experiment,
          caseName,
          Numbers.full(x),
          score.metric(),
          cell(score.recall()),
          cell(score.precision()),
          cell(score.f1()),
          cell(score.recallNum()),
          cell(score.recallDen()),
          cell(score.precisionNum()),
          cell(score.precisionDen()));
    }
  }

  /** What was written: the output directory, the rows, the files (the data directory last). */
  record Outcome(Path out, List<Row> rows, List<String> files) {}

  /**
   * Writes, scores and studies the cases into {@code out}.
   *
   * @throws InvalidRequestException when {@code out} exists and {@code overwrite} is false
   * @throws RefusedInputException when a generated pair does not score (a generator's error)
   */
  static Outcome run(
      List<Behaviour.Case> cases, PairScorer.Options options, Path out, boolean overwrite)
      throws IOException {
    if (Files.exists(out) && !overwrite) {
      throw new InvalidRequestException(
          out
              + " already exists (it may hold results of an earlier run): choose another output"
              + " directory or allow replacing it (--overwrite)");
    }
    Path target = out.toAbsolutePath().normalize();
    Path parent = target.getParent();
    Files.createDirectories(parent);
    Path work = parent.resolve("." + target.getFileName() + ".incomplete-" + UUID.randomUUID());
    Files.createDirectory(work);
    try {
      Outcome outcome = write(cases, options, work);
      if (Files.exists(target)) {
        if (!overwrite) {
          throw new InvalidRequestException(
              out + " appeared while behaviour was writing; its results were not kept");
        }
        delete(target);
      }
      Files.move(work, target, StandardCopyOption.ATOMIC_MOVE);
      return new Outcome(out, outcome.rows(), outcome.files());
    } catch (IOException | RuntimeException e) {
      delete(work);
      throw e;
    }
  }

  private static Outcome write(List<Behaviour.Case> cases, PairScorer.Options options, Path work)
      throws IOException {
    List<Row> rows = new ArrayList<>();
    Map<String, Set<String>> directories = new LinkedHashMap<>();
    for (Behaviour.Case c : cases) {
      Set<String> used = directories.computeIfAbsent(c.experiment(), e -> new HashSet<>());
      String name = unique(directoryName(c.name()), used);
      Path dir = work.resolve("data").resolve(directoryName(c.experiment())).resolve(name);
      Files.createDirectories(dir);
      Path key = dir.resolve("key.conll");
      Path response = dir.resolve("response.conll");
      writeConll(key, c.key(), c, "key");
      writeConll(response, c.response(), c, "response");
      PairScorer.Result result =
          new PairScorer(options).score(List.of(key), List.of(response), response.toString());
      if (result.refused()) {
        Problem first =
            result.problems().stream()
                .filter(p -> p.severity() == Severity.ERROR)
                .findFirst()
                .orElse(null);
        throw new RefusedInputException(
            "case "
                + c.name()
                + " of "
                + c.experiment()
                + " does not score: "
                + (first != null ? first.toString() : String.valueOf(result.verdict().reason())));
      }
      for (ScoreRow r : ScoreTable.rows(result.corpus())) {
        rows.add(new Row(c.experiment(), c.name(), c.x(), r));
      }
    }
    List<String> files = new ArrayList<>();
    try (Writer w = Files.newBufferedWriter(work.resolve(CSV), StandardCharsets.UTF_8)) {
      CsvOutput.write(w, HEADER, rows.stream().map(Row::cells).toList());
    }
    files.add(CSV);

    List<BehaviourFindings.Analysis> analyses; // from the table as written, and only from it
    try (Reader r = Files.newBufferedReader(work.resolve(CSV), StandardCharsets.UTF_8)) {
      analyses = BehaviourFindings.analyse(BehaviourFindings.read(r));
    }
    Map<String, String> headings = new LinkedHashMap<>();
    for (BehaviourFindings.Analysis a : analyses) {
      headings.put(a.experiment(), title(a.experiment()));
      String png = plotName(a.experiment());
      try (OutputStream o = Files.newOutputStream(work.resolve(png))) {
        BehaviourPlots.write(o, plot(a.experiment(), rows), 900, 560);
      }
      files.add(png);
    }
    Files.writeString(
        work.resolve(FINDINGS),
        BehaviourFindings.markdown(analyses, headings),
        StandardCharsets.UTF_8);
    files.add(FINDINGS);
    files.add("data/");
    try (Writer w =
        Files.newBufferedWriter(work.resolve(HtmlReport.FILE), StandardCharsets.UTF_8)) {
      HtmlReport.write(OutputFiles.local(work), "behaviour", w);
    }
    files.add(HtmlReport.FILE);
    return new Outcome(work, rows, files);
  }

  /** The findings of behaviour.csv's rows (what findings.md shows). */
  static List<BehaviourFindings.Analysis> analyse(List<Row> rows) {
    return BehaviourFindings.analyse(
        rows.stream()
            .map(
                r ->
                    new BehaviourFindings.Row(
                        r.experiment(), r.caseName(), r.x(), r.score().metric(), r.score().f1()))
            .toList());
  }

  /** behaviour-EXPERIMENT.png. */
  static String plotName(String experiment) {
    return "behaviour-" + directoryName(experiment) + ".png";
  }

  /** The experiment as the paper names it: {@code Figure 6: split (sizes of the parts ...)}. */
  static String title(String experiment) {
    Behaviour.Experiment e = experiment(experiment);
    return e == null ? experiment : e.figure() + ": " + experiment + " (LEA paper, section 7)";
  }

  private static Behaviour.Experiment experiment(String name) {
    return Behaviour.EXPERIMENTS.stream()
        .filter(e -> e.name().equals(name))
        .findFirst()
        .orElse(null);
  }

  /** One experiment's plot: F1 in percent of every metric (not BLANC's halves), per case. */
  private static BehaviourPlots.Plot plot(String experiment, List<Row> rows) {
    List<String> cases = new ArrayList<>();
    List<Double> xs = new ArrayList<>();
    Map<String, Map<String, Double>> byMetric = new LinkedHashMap<>();
    for (Row r : rows) {
      if (!r.experiment().equals(experiment) || ScoreTable.isPart(r.score().metric())) {
        continue;
      }
      if (!cases.contains(r.caseName())) {
        cases.add(r.caseName());
        xs.add(r.x());
      }
      byMetric
          .computeIfAbsent(display(r.score().metric()), m -> new LinkedHashMap<>())
          .put(r.caseName(), 100 * r.score().f1());
    }
    Map<String, double[]> f1 = new LinkedHashMap<>();
    byMetric.forEach(
        (m, values) ->
            f1.put(
                m, cases.stream().mapToDouble(c -> values.getOrDefault(c, Double.NaN)).toArray()));
    Behaviour.Experiment e = experiment(experiment);
    boolean numeric =
        e != null ? e.numeric() : !cases.isEmpty() && cases.stream().allMatch(c -> c.endsWith("%"));
    return new BehaviourPlots.Plot(
        title(experiment),
        e == null ? "case" : e.xLabel(),
        cases,
        xs.stream().mapToDouble(Double::doubleValue).toArray(),
        numeric,
        f1);
  }

  private static String display(String metric) {
    return Metric.ofCode(metric).map(Metric::display).orElse(metric);
  }

  /**
   * A case or experiment name as a directory name: {@code %} as {@code pct}, any character but
   * letters, digits, '.', '-' and '_' as '_' ({@code 40%} is {@code 40pct}, {@code 18-2} stays).
   */
  static String directoryName(String name) {
    String s = name.replace("%", "pct").replaceAll("[^A-Za-z0-9._-]", "_");
    if (s.isEmpty() || s.equals(".") || s.equals("..")) {
      s = "_" + s;
    }
    return s;
  }

  private static String unique(String name, Set<String> used) {
    String candidate = name;
    for (int i = 2; !used.add(candidate); i++) {
      candidate = name + "-" + i;
    }
    return candidate;
  }

  private static void writeConll(Path file, List<Document> documents, Behaviour.Case c, String side)
      throws IOException {
    try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      for (Document d : documents) {
        ConllWriter.write(w, d, TOKENS_PER_SENTENCE);
      }
    } catch (IllegalArgumentException e) {
      throw new RefusedInputException(
          "the "
              + side
              + " of case "
              + c.name()
              + " of "
              + c.experiment()
              + " cannot be written as CoNLL-2012: "
              + e.getMessage(),
          e);
    } catch (FileAlreadyExistsException e) {
      throw new IOException("cannot write " + file + ": it exists", e);
    }
  }

  private static String cell(Double value) {
    return value == null || value.isNaN() ? "" : Numbers.full(value);
  }

  private static void delete(Path dir) {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      // best effort: a hidden .incomplete directory is all that remains
    }
  }
}

package org.corefstats.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.core.corpus.DocumentGrouping;
import org.corefstats.core.corpus.ReadPlan;
import org.corefstats.core.descriptors.Description;
import org.corefstats.core.descriptors.Descriptors;
import org.corefstats.core.descriptors.StatsOptions;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;

/**
 * {@code run --descriptors} (docs/explanation/descriptors.md): each file of the key and of every
 * system described as udapi's {@code corefud.Stats} describes it, a file per task, read whole apart
 * from the scoring's pieces; only the descriptions (a few dozen numbers a report, and with {@code
 * --group-by} each group's totals of the file) leave the tasks. One of the run's {@link FileSteps}.
 */
final class DescriptorsStep {
  private DescriptorsStep() {}

  /** One file of a source (the key or a system). */
  record FileJob(int source, String path, String display) implements Serializable {}

  /** A file's description, or null with a problem when it could not be read. */
  record FileOutcome(int source, Description description, Problem unreadable)
      implements Serializable {}

  /** Every file of every source, the key's first, each once, in file order. */
  static List<FileJob> jobs(ReadPlan plan) {
    Map<Integer, Map<String, String>> files = new LinkedHashMap<>(); // source: path, display
    for (ReadPlan.Split s : plan.splits()) {
      for (int source : s.sources()) {
        files
            .computeIfAbsent(source, x -> new LinkedHashMap<>())
            .putIfAbsent(s.path(), s.display());
      }
    }
    List<FileJob> jobs = new ArrayList<>();
    files.keySet().stream()
        .sorted()
        .forEach(
            source -> files.get(source).forEach((p, d) -> jobs.add(new FileJob(source, p, d))));
    return jobs;
  }

  /** Starts describing every file beside the scoring: each source's descriptions, in file order. */
  static BesideScoring<List<Description>> start(
      JavaSparkContext jsc,
      Broadcast<HadoopConf> conf,
      ReadPlan plan,
      StatsOptions options,
      DocumentGrouping grouping) {
    return BesideScoring.start("descriptors", () -> run(jsc, conf, plan, options, grouping));
  }

  private static BesideScoring.Outcome<List<Description>> run(
      JavaSparkContext jsc,
      Broadcast<HadoopConf> conf,
      ReadPlan plan,
      StatsOptions options,
      DocumentGrouping grouping) {
    List<FileJob> jobs = jobs(plan);
    jsc.sc().setJobDescription("describe the files as udapi's corefud.Stats");
    List<FileOutcome> outcomes =
        jsc.parallelize(jobs, Math.max(1, Math.min(jobs.size(), 2 * jsc.defaultParallelism())))
            .map(job -> describe(job, options, grouping, conf.value()))
            .collect();
    Map<Integer, List<Description>> described = new LinkedHashMap<>();
    List<SourcedProblem> problems = new ArrayList<>();
    for (FileOutcome o : outcomes) {
      List<Description> files = described.computeIfAbsent(o.source(), x -> new ArrayList<>());
      if (o.description() == null) {
        problems.add(new SourcedProblem(o.source(), o.unreadable()));
        continue;
      }
      files.add(o.description());
      o.description().problems().forEach(p -> problems.add(new SourcedProblem(o.source(), p)));
    }
    return new BesideScoring.Outcome<>(described, problems);
  }

  private static FileOutcome describe(
      FileJob job, StatsOptions options, DocumentGrouping grouping, HadoopConf conf) {
    byte[] bytes;
    try (InputStream in = new HadoopFiles(conf.get()).open(job.path())) {
      bytes = in.readAllBytes();
    } catch (IOException | RuntimeException e) {
      // one file that cannot be read stops neither its source's other files nor other sources
      return new FileOutcome(
          job.source(),
          null,
          Problem.of(
              ProblemKind.UNREADABLE_INPUT,
              job.display(),
              null,
              0,
              "--descriptors: cannot read the file, it is not described: " + e));
    }
    return new FileOutcome(
        job.source(), Descriptors.describe(job.display(), bytes, options, grouping), null);
  }
}

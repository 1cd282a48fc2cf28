package org.corefstats.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.core.corpus.DocumentGrouping;
import org.corefstats.core.corpus.ReadPlan;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.emptynodes.EmptyNodeFiles;
import org.corefstats.core.emptynodes.EmptyNodeReader;
import org.corefstats.core.emptynodes.EmptyNodeSums;
import org.corefstats.core.emptynodes.EmptyNodesRequest;

/**
 * {@code run --empty-nodes} (docs/explanation/empty-nodes.md 8): each system file paired with the
 * key file of its name ({@link #jobs}, {@link EmptyNodeFiles}, the rule {@code score} follows too)
 * and evaluated, its counts summed per system. The key's files are read once on the driver as the
 * scripts read them and broadcast; each system file is read whole by a task, streamed, and only its
 * counts and problems leave the task. One of the run's {@link FileSteps}.
 */
final class EmptyNodesStep {
  private EmptyNodesStep() {}

  /** One system file, and the index of its key file (null: none of its name). */
  record FileJob(int source, String path, String display, Integer keyFile)
      implements Serializable {}

  /** What a task learnt of one system file. */
  record FileOutcome(int source, EmptyNodeSums sums, List<Problem> problems)
      implements Serializable {}

  /**
   * Each file of the systems of {@code systems}, paired with the key file of its name (or, a system
   * and a key of one file each, with that one).
   */
  static List<FileJob> jobs(InputPlan plan, Set<Integer> systems) {
    List<String> keyNames = plan.keyFiles().stream().map(EmptyNodesRequest::fileName).toList();
    Map<Integer, Map<String, String>> systemFiles = new LinkedHashMap<>(); // source: path, display
    for (ReadPlan.Split s : plan.splits()) {
      for (int source : s.sources()) {
        if (source != InputPlan.KEY && systems.contains(source)) {
          systemFiles
              .computeIfAbsent(source, x -> new LinkedHashMap<>())
              .put(s.path(), s.display());
        }
      }
    }
    List<FileJob> jobs = new ArrayList<>();
    for (int source : systems) {
      Map<String, String> ofSystem = systemFiles.getOrDefault(source, Map.of());
      List<String> paths = new ArrayList<>(ofSystem.keySet());
      List<Integer> pairs =
          EmptyNodesRequest.keyFileOf(
              keyNames, paths.stream().map(EmptyNodesRequest::fileName).toList());
      for (int f = 0; f < paths.size(); f++) {
        jobs.add(new FileJob(source, paths.get(f), ofSystem.get(paths.get(f)), pairs.get(f)));
      }
    }
    return jobs;
  }

  /** The key's readings, in the order of its files. */
  private static List<EmptyNodeReader.Reading> keyReadings(HadoopFiles files, InputPlan plan)
      throws IOException {
    List<EmptyNodeReader.Reading> keys = new ArrayList<>();
    for (String path : plan.keyFiles()) {
      try (InputStream in = files.open(path)) {
        keys.add(EmptyNodeReader.read(path, in));
      }
    }
    return keys;
  }

  /**
   * Starts the evaluation of every system's files beside the scoring (each file is read for it
   * whole, apart from the scoring's pieces): each system's sums.
   */
  static BesideScoring<EmptyNodeSums> start(
      JavaSparkContext jsc,
      Broadcast<HadoopConf> conf,
      InputPlan plan,
      EmptyNodesRequest request,
      DocumentGrouping grouping) {
    Set<Integer> systems = new TreeSet<>();
    for (int s = 1; s < plan.sources.size(); s++) {
      systems.add(s);
    }
    return BesideScoring.start(
        "empty-nodes", () -> run(jsc, conf, plan, request, grouping, systems));
  }

  static BesideScoring.Outcome<EmptyNodeSums> run(
      JavaSparkContext jsc,
      Broadcast<HadoopConf> conf,
      InputPlan plan,
      EmptyNodesRequest request,
      DocumentGrouping grouping,
      Set<Integer> systems)
      throws IOException {
    List<EmptyNodeReader.Reading> keys =
        keyReadings(new HadoopFiles(jsc.hadoopConfiguration()), plan);
    List<String> keyNames = plan.keyFiles().stream().map(EmptyNodesRequest::fileName).toList();
    List<FileJob> jobs = new ArrayList<>();
    List<SourcedProblem> problems = new ArrayList<>();
    Map<Integer, EmptyNodeSums> sums = new HashMap<>();
    Map<Integer, Set<Integer>> covered = new HashMap<>();
    for (int source : systems) {
      sums.put(source, new EmptyNodeSums(request, grouping));
      covered.put(source, new LinkedHashSet<>());
    }
    List<FileOutcome> outcomes = new ArrayList<>();
    for (FileJob job : jobs(plan, systems)) {
      if (job.keyFile() != null) {
        covered.get(job.source()).add(job.keyFile());
      }
      jobs.add(job);
    }
    for (int source : systems) {
      String root = plan.sources.get(source).root();
      for (int k = 0; k < keys.size(); k++) {
        if (!covered.get(source).contains(k)) {
          sums.get(source)
              .add(
                  keyNames.get(k),
                  EmptyNodeFiles.missing(
                      request,
                      keys.get(k),
                      root,
                      p -> problems.add(new SourcedProblem(source, p))));
        }
      }
    }
    if (!jobs.isEmpty()) {
      // an object broadcast, not bytes: each executor rebuilds it once, with Kryo
      Broadcast<ArrayList<EmptyNodeReader.Reading>> keyReadings =
          jsc.broadcast(new ArrayList<>(keys));
      try {
        jsc.sc().setJobDescription("evaluate the predicted empty nodes");
        outcomes.addAll(
            jsc.parallelize(jobs, Math.min(jobs.size(), 2 * jsc.defaultParallelism()))
                .map(job -> evaluate(job, request, grouping, keyReadings.value(), conf.value()))
                .collect());
      } finally {
        keyReadings.destroy();
      }
    }
    for (FileOutcome o : outcomes) {
      sums.get(o.source()).add(o.sums());
      o.problems().forEach(p -> problems.add(new SourcedProblem(o.source(), p)));
    }
    return new BesideScoring.Outcome<>(sums, problems);
  }

  /** A system file that could not be read: its empty nodes are not evaluated. */
  private static Problem unreadable(FileJob job, Exception e) {
    // one file that cannot be read stops neither its system's other files nor other systems
    return Problem.of(
        ProblemKind.UNREADABLE_INPUT,
        job.display(),
        null,
        0,
        "--empty-nodes: cannot read the file, its empty nodes are not evaluated: " + e);
  }

  private static FileOutcome evaluate(
      FileJob job,
      EmptyNodesRequest request,
      DocumentGrouping grouping,
      List<EmptyNodeReader.Reading> keys,
      HadoopConf conf) {
    List<Problem> problems = new ArrayList<>();
    EmptyNodeSums sums = new EmptyNodeSums(request, grouping);
    if (job.keyFile() == null) {
      problems.add(EmptyNodeFiles.unpaired(job.display()));
      return new FileOutcome(job.source(), sums, problems);
    }
    EmptyNodeReader.Reading system;
    try (InputStream in = new HadoopFiles(conf.get()).open(job.path())) {
      system = EmptyNodeReader.read(job.display(), in);
    } catch (IOException | RuntimeException e) {
      problems.add(unreadable(job, e));
      return new FileOutcome(job.source(), sums, problems);
    }
    sums.add(
        EmptyNodesRequest.fileName(keys.get(job.keyFile()).file()),
        EmptyNodeFiles.pair(request, keys.get(job.keyFile()), system, problems::add));
    return new FileOutcome(job.source(), sums, problems);
  }
}

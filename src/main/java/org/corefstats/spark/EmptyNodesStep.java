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
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.corefstats.core.corpus.ReadPlan;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;
import org.corefstats.core.emptynodes.EmptyNodeFiles;
import org.corefstats.core.emptynodes.EmptyNodeReader;
import org.corefstats.core.emptynodes.EmptyNodeSums;
import org.corefstats.core.emptynodes.EmptyNodesRequest;

/**
 * {@code run --empty-nodes} (docs/explanation/empty-nodes.md 8): the key's files read once on the
 * driver as the scripts read them and broadcast; each system file read by a task, streamed, and
 * evaluated against the key file of its name ({@link EmptyNodeFiles}, the rule {@code score}
 * follows too); only its counts and problems leave the task. The scripts compare whole files, so
 * this reads each system file whole, apart from the scoring's splits.
 */
final class EmptyNodesStep {
  private EmptyNodesStep() {}

  /** One system file, and the index of its key file (null: none of its name). */
  record FileJob(int source, String path, String display, Integer keyFile)
      implements Serializable {}

  /** What a task learnt of one system file. */
  record FileOutcome(int source, EmptyNodeSums sums, List<Problem> problems)
      implements Serializable {}

  /** Each system's sums by source, and every problem found, by source. */
  record Outcome(Map<Integer, EmptyNodeSums> sums, List<SourcedProblem> problems) {}

  static Outcome run(
      JavaSparkContext jsc,
      Broadcast<HadoopConf> conf,
      InputPlan plan,
      EmptyNodesRequest request,
      Set<Integer> systems)
      throws IOException {
    HadoopFiles files = new HadoopFiles(jsc.hadoopConfiguration());
    List<String> keyPaths = plan.keyFiles();
    List<EmptyNodeReader.Reading> keys = new ArrayList<>();
    for (String path : keyPaths) {
      try (InputStream in = files.open(path)) {
        keys.add(EmptyNodeReader.read(path, in));
      }
    }
    List<String> keyNames = keyPaths.stream().map(EmptyNodesRequest::fileName).toList();
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
    List<SourcedProblem> problems = new ArrayList<>();
    Map<Integer, EmptyNodeSums> sums = new HashMap<>();
    for (int source : systems) {
      EmptyNodeSums sum = new EmptyNodeSums(request);
      sums.put(source, sum);
      Map<String, String> ofSystem = systemFiles.getOrDefault(source, Map.of());
      List<String> paths = new ArrayList<>(ofSystem.keySet());
      List<Integer> pairs =
          EmptyNodesRequest.keyFileOf(
              keyNames, paths.stream().map(EmptyNodesRequest::fileName).toList());
      Set<Integer> covered = new LinkedHashSet<>();
      for (int f = 0; f < paths.size(); f++) {
        jobs.add(new FileJob(source, paths.get(f), ofSystem.get(paths.get(f)), pairs.get(f)));
        if (pairs.get(f) != null) {
          covered.add(pairs.get(f));
        }
      }
      String root = plan.sources.get(source).root();
      for (int k = 0; k < keys.size(); k++) {
        if (!covered.contains(k)) {
          sum.add(
              keyNames.get(k),
              EmptyNodeFiles.missing(
                  request, keys.get(k), root, p -> problems.add(new SourcedProblem(source, p))));
        }
      }
    }
    if (!jobs.isEmpty()) {
      // Java's serialization: Kryo cannot rebuild the readings' immutable lists
      Broadcast<byte[]> keyReadings = jsc.broadcast(serialized(keys));
      try {
        jsc.sc().setJobDescription("evaluate the predicted empty nodes");
        List<FileOutcome> outcomes =
            jsc.parallelize(jobs, Math.min(jobs.size(), 2 * jsc.defaultParallelism()))
                .mapPartitions(
                    partition -> {
                      List<EmptyNodeReader.Reading> keyFiles = deserialized(keyReadings.value());
                      List<FileOutcome> out = new ArrayList<>();
                      partition.forEachRemaining(
                          job -> out.add(evaluate(job, request, keyFiles, conf.value())));
                      return out.iterator();
                    })
                .collect();
        for (FileOutcome o : outcomes) {
          sums.get(o.source()).add(o.sums());
          o.problems().forEach(p -> problems.add(new SourcedProblem(o.source(), p)));
        }
      } finally {
        keyReadings.destroy();
      }
    }
    return new Outcome(sums, problems);
  }

  private static byte[] serialized(List<EmptyNodeReader.Reading> keys) throws IOException {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
      out.writeObject(new ArrayList<>(keys));
    }
    return bytes.toByteArray();
  }

  @SuppressWarnings("unchecked")
  private static List<EmptyNodeReader.Reading> deserialized(byte[] bytes) throws IOException {
    try (java.io.ObjectInputStream in =
        new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bytes))) {
      return (List<EmptyNodeReader.Reading>) in.readObject();
    } catch (ClassNotFoundException e) {
      throw new IOException(e);
    }
  }

  private static FileOutcome evaluate(
      FileJob job, EmptyNodesRequest request, List<EmptyNodeReader.Reading> keys, HadoopConf conf) {
    List<Problem> problems = new ArrayList<>();
    EmptyNodeSums sums = new EmptyNodeSums(request);
    if (job.keyFile() == null) {
      problems.add(EmptyNodeFiles.unpaired(job.display()));
      return new FileOutcome(job.source(), sums, problems);
    }
    EmptyNodeReader.Reading system;
    try (InputStream in = new HadoopFiles(conf.get()).open(job.path())) {
      system = EmptyNodeReader.read(job.display(), in);
    } catch (IOException | RuntimeException e) {
      // one file that cannot be read stops neither its system's other files nor other systems
      problems.add(
          Problem.of(
              ProblemKind.UNREADABLE_INPUT,
              job.display(),
              null,
              0,
              "--empty-nodes: cannot read the file, its empty nodes are not evaluated: " + e));
      return new FileOutcome(job.source(), sums, problems);
    }
    sums.add(
        EmptyNodesRequest.fileName(keys.get(job.keyFile()).file()),
        EmptyNodeFiles.pair(request, keys.get(job.keyFile()), system, problems::add));
    return new FileOutcome(job.source(), sums, problems);
  }
}

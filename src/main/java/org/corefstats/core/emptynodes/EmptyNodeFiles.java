package org.corefstats.core.emptynodes;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.corefstats.core.corpus.DocumentGrouping;
import org.corefstats.core.document.Problem;
import org.corefstats.core.document.ProblemKind;

/**
 * {@code --empty-nodes} over a system's files (docs/explanation/empty-nodes.md 8): each system file
 * against the key file of its name ({@link EmptyNodesRequest#keyFileOf}), as the scripts compare
 * one file with one file, the counts summed; a key file the system lacks counts as an empty system
 * file (every gold empty node missed). The one rule {@code score} and {@code run} both follow.
 */
public final class EmptyNodeFiles {
  private EmptyNodeFiles() {}

  /** One file pair, every year of the request: its results, then its problems and warnings. */
  public static List<EmptyNodeEvaluation.Result> pair(
      EmptyNodesRequest request,
      EmptyNodeReader.Reading key,
      EmptyNodeReader.Reading system,
      Consumer<Problem> problems) {
    List<EmptyNodeEvaluation.Result> results = new ArrayList<>();
    for (CracYear year : request.years()) {
      EmptyNodeEvaluation.Result r = EmptyNodeEvaluation.evaluate(year, key, system);
      results.add(r);
      r.problems().forEach(problems);
    }
    if (results.stream().allMatch(EmptyNodeEvaluation.Result::scored)) {
      EmptyNodeEvaluation.warnings(key, system).forEach(problems);
    }
    return results;
  }

  /** A key file the system has no file for: scored against nothing, and said so. */
  public static List<EmptyNodeEvaluation.Result> missing(
      EmptyNodesRequest request,
      EmptyNodeReader.Reading key,
      String system,
      Consumer<Problem> problems) {
    problems.accept(
        Problem.of(
            ProblemKind.EMPTY_NODES_UNPAIRED_FILE,
            system,
            null,
            0,
            "no file named "
                + EmptyNodesRequest.fileName(key.file())
                + " as the key's: its "
                + key.nodes().size()
                + " empty nodes count as missed (--empty-nodes)"));
    EmptyNodeReader.Reading nothing = EmptyNodeReader.read(system, new byte[0]);
    List<EmptyNodeEvaluation.Result> results = new ArrayList<>();
    for (CracYear year : request.years()) {
      results.add(EmptyNodeEvaluation.evaluate(year, key, nothing));
    }
    return results;
  }

  /** A system file without a key file of its name: not evaluated. */
  public static Problem unpaired(String systemFile) {
    return Problem.of(
        ProblemKind.EMPTY_NODES_UNPAIRED_FILE,
        systemFile,
        null,
        0,
        "no key file named "
            + EmptyNodesRequest.fileName(systemFile)
            + ": its empty nodes are not evaluated (--empty-nodes)");
  }

  /**
   * Every file of one system against the key's, in process ({@code score}): the sums (per group of
   * {@code grouping} too, when not null), problems to {@code problems}.
   */
  public static EmptyNodeSums evaluate(
      EmptyNodesRequest request,
      DocumentGrouping grouping,
      List<EmptyNodeReader.Reading> keyFiles,
      List<EmptyNodeReader.Reading> systemFiles,
      String system,
      Consumer<Problem> problems) {
    EmptyNodeSums sums = new EmptyNodeSums(request, grouping);
    List<Integer> pairs =
        EmptyNodesRequest.keyFileOf(
            keyFiles.stream().map(r -> EmptyNodesRequest.fileName(r.file())).toList(),
            systemFiles.stream().map(r -> EmptyNodesRequest.fileName(r.file())).toList());
    boolean[] covered = new boolean[keyFiles.size()];
    for (int f = 0; f < systemFiles.size(); f++) {
      Integer k = pairs.get(f);
      if (k == null) {
        problems.accept(unpaired(systemFiles.get(f).file()));
        continue;
      }
      covered[k] = true;
      sums.add(
          EmptyNodesRequest.fileName(keyFiles.get(k).file()),
          pair(request, keyFiles.get(k), systemFiles.get(f), problems));
    }
    for (int k = 0; k < keyFiles.size(); k++) {
      if (!covered[k]) {
        sums.add(
            EmptyNodesRequest.fileName(keyFiles.get(k).file()),
            missing(request, keyFiles.get(k), system, problems));
      }
    }
    return sums;
  }
}

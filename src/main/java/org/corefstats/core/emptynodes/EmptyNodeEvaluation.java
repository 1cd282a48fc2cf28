package org.corefstats.core.emptynodes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.corefstats.core.document.Problem;

/**
 * One CRAC evaluation of predicted empty nodes (§14): both files read (system first, as the script
 * does, §1.2), each key's tuples counted as multisets (§7).
 */
public final class EmptyNodeEvaluation {
  private EmptyNodeEvaluation() {}

  /**
   * The outcome of one year's evaluation.
   *
   * @param scores one per key in the script's order (§9.2), or none when a file could not be read
   * @param problems where the script would stop: system's first, then gold's (§11.1)
   */
  public record Result(CracYear year, List<KeyScore> scores, List<Problem> problems) {
    public Result {
      scores = List.copyOf(scores);
      problems = List.copyOf(problems);
    }

    /** Whether anything was scored. */
    public boolean scored() {
      return !scores.isEmpty();
    }

    /** The lines the script prints (§9), each without its line end. */
    public List<String> printed() {
      return scores.stream().map(KeyScore::printed).toList();
    }
  }

  /** Evaluates the system's empty nodes against gold's, as {@code year}'s script does. */
  public static Result evaluate(
      CracYear year, String goldName, byte[] gold, String systemName, byte[] system) {
    EmptyNodeReader.Reading sys = EmptyNodeReader.read(systemName, system, year);
    EmptyNodeReader.Reading key = EmptyNodeReader.read(goldName, gold, year);
    List<Problem> problems = new ArrayList<>(sys.problems());
    problems.addAll(key.problems());
    if (!sys.readable() || !key.readable()) {
      return new Result(year, List.of(), problems);
    }
    List<KeyScore> scores = new ArrayList<>();
    for (EmptyNodeKey k : year.keys()) {
      scores.add(count(k, key.nodes(), sys.nodes()));
    }
    return new Result(year, scores, problems);
  }

  /** §7.1: tp = min(S(t), G(t)), fp and fn the excess on each side, summed over the tuples. */
  static KeyScore count(EmptyNodeKey key, List<EmptyNode> gold, List<EmptyNode> system) {
    Map<List<Object>, Long> g = multiset(key, gold);
    Map<List<Object>, Long> s = multiset(key, system);
    Set<List<Object>> tuples = new HashSet<>(g.keySet());
    tuples.addAll(s.keySet());
    long tp = 0;
    long fp = 0;
    long fn = 0;
    for (List<Object> t : tuples) {
      long inGold = g.getOrDefault(t, 0L);
      long inSystem = s.getOrDefault(t, 0L);
      tp += Math.min(inGold, inSystem);
      fp += Math.max(inSystem - inGold, 0);
      fn += Math.max(inGold - inSystem, 0);
    }
    return new KeyScore(key, tp, fp, fn);
  }

  private static Map<List<Object>, Long> multiset(EmptyNodeKey key, List<EmptyNode> nodes) {
    Map<List<Object>, Long> counts = new HashMap<>();
    for (EmptyNode n : nodes) {
      counts.merge(key.tuple(n), 1L, Long::sum);
    }
    return counts;
  }
}

package org.corefstats.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.corefstats.core.document.Document;
import org.corefstats.synth.Behaviour;

/**
 * A few cases of the LEA paper's section 7 built by hand on the paper's key, to drive {@code
 * behaviour} before {@link Behaviour#cases} exists: a split of the entity of 20 mentions (18-2,
 * 10-10) and the correct-links experiment at 0% (every mention a singleton) and 100% (the key).
 */
final class BehaviourCases {
  private BehaviourCases() {}

  /** The cases of the experiments asked for (all when empty), as {@link Behaviour#cases} would. */
  static List<Behaviour.Case> of(List<Document> base, Set<String> experiments) {
    Document key = base.get(0);
    List<Behaviour.Case> cases = new ArrayList<>();
    if (experiments.isEmpty() || experiments.contains("links")) {
      cases.add(new Behaviour.Case("links", "0%", 0, List.of(key), List.of(singletons(key))));
      cases.add(new Behaviour.Case("links", "100%", 100, List.of(key), List.of(key)));
    }
    if (experiments.isEmpty() || experiments.contains("split")) {
      cases.add(new Behaviour.Case("split", "18-2", 0, List.of(key), List.of(split(key, 18))));
      cases.add(new Behaviour.Case("split", "10-10", 1, List.of(key), List.of(split(key, 10))));
    }
    return cases;
  }

  /** The key with its first entity split after {@code first} mentions. */
  static Document split(Document key, int first) {
    List<List<int[]>> entities = new ArrayList<>(key.entities());
    List<int[]> whole = entities.remove(0);
    entities.add(0, whole.subList(first, whole.size()));
    entities.add(0, whole.subList(0, first));
    return Document.of(key.name(), key.tokenCount(), entities);
  }

  /** Every mention of the key as an entity of its own. */
  static Document singletons(Document key) {
    List<List<int[]>> entities = new ArrayList<>();
    for (List<int[]> e : key.entities()) {
      for (int[] m : e) {
        entities.add(List.of(m));
      }
    }
    return Document.of(key.name(), key.tokenCount(), entities);
  }
}

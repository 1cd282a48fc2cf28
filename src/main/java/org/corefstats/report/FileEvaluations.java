package org.corefstats.report;

import java.util.List;
import java.util.Map;
import org.corefstats.core.descriptors.Description;
import org.corefstats.core.emptynodes.EmptyNodeSums;

/**
 * What the per-file steps gave, beside the per-document scoring: evaluations of whole files of the
 * key and the systems, by their own references' reading rather than by the scoring's documents. One
 * component of {@link RunResult}; a new per-file step is a component here, its outputs one class in
 * {@link FileStepOutputs#ALL}, and its Spark step one entry in {@code spark/FileSteps}.
 *
 * @param emptyNodes each scored system's sums of {@code --empty-nodes} by name (empty: not asked;
 *     docs/explanation/empty-nodes.md 8)
 * @param descriptors {@code --descriptors}: the key's files described, then each scored system's
 *     (empty: not asked; docs/explanation/descriptors.md)
 */
public record FileEvaluations(Map<String, EmptyNodeSums> emptyNodes, List<Described> descriptors) {

  /** No per-file step asked. */
  public static final FileEvaluations NONE = new FileEvaluations(Map.of(), List.of());

  public FileEvaluations {
    emptyNodes = Map.copyOf(emptyNodes);
    descriptors = List.copyOf(descriptors);
  }

  /**
   * The files of the key or of a system, each described as udapi's {@code corefud.Stats} describes
   * it.
   *
   * @param source {@code key}, or the system's name
   * @param files in the order of the source's files
   */
  public record Described(String source, List<Description> files) {
    public Described {
      files = List.copyOf(files);
    }
  }

  public FileEvaluations withEmptyNodes(Map<String, EmptyNodeSums> sums) {
    return new FileEvaluations(sums, descriptors);
  }

  public FileEvaluations withDescriptors(List<Described> described) {
    return new FileEvaluations(emptyNodes, described);
  }
}

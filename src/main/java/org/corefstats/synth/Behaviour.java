package org.corefstats.synth;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.corefstats.core.conll.Document;

/**
 * The controlled experiments of the LEA paper's section 7 (Moosavi and Strube 2016): responses that
 * make one kind of error at a time against a base key, so that each metric's reaction can be read
 * off (see {@code corefstats behaviour}). Every case is a key and a response, document by document;
 * the mirror experiments (merging, missing mentions) swap their roles.
 */
public final class Behaviour {
  private Behaviour() {}

  /**
   * One case of an experiment: its name (the paper's axis label, e.g. {@code 18-2} or {@code 40%}),
   * its position on the x axis, and the key and response documents to score (the same names, in the
   * same order).
   */
  public record Case(
      String experiment, String name, double x, List<Document> key, List<Document> response) {}

  /** One experiment: its name, the paper's figure, the x axis' label. */
  public record Experiment(String name, String figure, String xLabel) {}

  /** The experiments in the paper's order. */
  public static final List<Experiment> EXPERIMENTS =
      List.of(
          new Experiment("links", "Figure 2", "correctly resolved links (%)"),
          new Experiment("links-wrong", "Figure 3", "correctly resolved links (%)"),
          new Experiment("entities-decreasing", "Figure 4", "correctly resolved links (%)"),
          new Experiment("entities-increasing", "Figure 5", "correctly resolved links (%)"),
          new Experiment("split", "Figure 6", "sizes of the parts of the split entity"),
          new Experiment("merge", "Figure 6, mirrored", "sizes of the merged entities"),
          new Experiment("extra", "Figure 7", "k-n: k extra mentions in an entity of size n"),
          new Experiment("missing", "Figure 7, mirrored", "k-n: k mentions missing from size n"),
          new Experiment("mention-identification", "Figure 8", "mention identification (%)"));

  /** The entity sizes of the paper's key (section 7). */
  public static final List<Integer> PAPER_SIZES =
      List.of(20, 10, 10, 5, 5, 5, 4, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);

  /** The name of the paper's key document. */
  public static final String PAPER_DOCUMENT = "lea-section-7";

  /**
   * The paper's key: one document, one entity of 20 mentions, two of 10, three of 5, one of 4 and
   * ten of 2, each mention one token, in entity order.
   */
  public static List<Document> paperKey() {
    List<List<int[]>> entities = new ArrayList<>();
    int token = 0;
    for (int size : PAPER_SIZES) {
      List<int[]> mentions = new ArrayList<>();
      for (int i = 0; i < size; i++, token++) {
        mentions.add(new int[] {token, token});
      }
      entities.add(mentions);
    }
    return List.of(Document.of(PAPER_DOCUMENT, token, entities));
  }

  /**
   * The cases of the named experiments ({@link #EXPERIMENTS}' names; all when {@code experiments}
   * is empty) on the base key's documents, in experiment order, each experiment's cases in axis
   * order. A case that applies to no document (e.g. {@code 18-2} on a key without an entity of 20
   * mentions) is left out.
   */
  public static List<Case> cases(List<Document> base, Set<String> experiments) {
    throw new UnsupportedOperationException("being written");
  }
}

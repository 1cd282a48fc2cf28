package org.corefstats.core.cone.evaluation;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.corefstats.core.cone.NamedPartitions;
import org.corefstats.core.document.Document;
import org.corefstats.core.match.ContingencyTable;
import org.corefstats.core.match.RepeatRule;
import org.corefstats.core.metrics.Ceaf;

/**
 * CONE's entity level (docs/explanation/cone.md 6, item 2; Lin et al. 2010, Figure 1) on one
 * document: for each response entity of O^NE (side {@code precision}) and each key entity of G^NE
 * (side {@code recall}), the sizes of the whole entity, of its named part (its named mentions: its
 * entity of O^NM or G^NM) and of its unnamed rest, and on each of the three the numerators of two
 * per-entity values:
 *
 * <ul>
 *   <li>CEAF-m: φ3(e, partner) = |e ∩ partner|, the partner from the optimal CEAF-m alignment of
 *       the partitions concerned (whole: G^NE vs O^NE; named: G^NM vs O^NM; rest: G^NE−G^NM vs
 *       O^NE−O^NM, each its own alignment), 0 when e is not aligned; the value is φ3 / |e|;
 *   <li>B3: Σ_other n² (n the mentions e shares with each entity of the other side), the value Σ n²
 *       / |e|², the mean B3 precision (or recall) of e's mentions.
 * </ul>
 *
 * Everything is counted as the CONE metrics count it: v8.01's contingency tables ({@link
 * RepeatRule#V801}) on those partitions, so the φ of the key entities of a document sum to its
 * {@code ne_ceafm} (whole) and {@code cone_ceafm} (named) numerators, and Σ b3 / |e| to the B3
 * ones. Sizes are the tables' (a response mention v8.01 removes as a repeat is not counted); a part
 * an entity lacks has size 0.
 */
public record ConeEntities(List<Row> rows) implements Serializable {
  public ConeEntities {
    rows = List.copyOf(rows);
  }

  /** Which side an entity is on: a response entity (precision) or a key entity (recall). */
  public enum Side {
    PRECISION,
    RECALL;

    /** As cone_entities.csv writes it. */
    public String code() {
      return this == PRECISION ? "precision" : "recall";
    }

    /** The side a code names. */
    public static Side of(String code) {
      return switch (code) {
        case "precision" -> PRECISION;
        case "recall" -> RECALL;
        default -> throw new IllegalArgumentException("side must be precision or recall: " + code);
      };
    }
  }

  /**
   * One part of an entity (the whole, the named part, the unnamed rest).
   *
   * @param size |e|, 0 when the entity has no such part
   * @param phi φ3(e, partner) = |e ∩ partner| in the part's optimal CEAF-m alignment, 0 unaligned
   * @param b3 Σ over the other side's entities of n², n = the mentions shared with e
   */
  public record Part(int size, int phi, long b3) implements Serializable {
    public static final Part NONE = new Part(0, 0, 0);

    /** φ3 / |e|, NaN for an empty part. */
    public double ceafm() {
      return size == 0 ? Double.NaN : (double) phi / size;
    }

    /** Σ n² / |e|², NaN for an empty part. */
    public double bcub() {
      return size == 0 ? Double.NaN : (double) b3 / ((double) size * size);
    }
  }

  /**
   * One entity.
   *
   * @param entity its index among the entities of G^NE (recall) or O^NE (precision), in file order
   * @param id its identifier in the file
   */
  public record Row(Side side, int entity, String id, Part whole, Part named, Part rest)
      implements Serializable {}

  /**
   * The rows of one document's partitions: precision rows (response entities) then recall rows (key
   * entities), each by entity index.
   */
  public static ConeEntities of(NamedPartitions p) {
    Document keyWhole = p.keyEntities();
    Document responseWhole = p.responseEntities();
    // A mention is named by its span alone (NamedPartitions tests spans), so a mention of G^NE is
    // named exactly when its span is one of G^NM's (and so for O^NE and O^NM).
    boolean[] keyNamed = spansIn(keyWhole, p.keyNamed());
    boolean[] responseNamed = spansIn(responseWhole, p.responseNamed());
    Pairing whole = Pairing.of(keyWhole, responseWhole);
    Split key = Split.of(keyWhole, keyNamed);
    Split response = Split.of(responseWhole, responseNamed);
    Pairing named = Pairing.of(key.named(), response.named());
    Pairing rest = Pairing.of(key.rest(), response.rest());
    List<Row> rows = new ArrayList<>(responseWhole.entityCount() + keyWhole.entityCount());
    for (int e = 0; e < responseWhole.entityCount(); e++) {
      rows.add(
          new Row(
              Side.PRECISION,
              e,
              responseWhole.entityId(e),
              whole.responsePart(e),
              named.responsePart(response.namedIndex()[e]),
              rest.responsePart(response.restIndex()[e])));
    }
    for (int e = 0; e < keyWhole.entityCount(); e++) {
      rows.add(
          new Row(
              Side.RECALL,
              e,
              keyWhole.entityId(e),
              whole.keyPart(e),
              named.keyPart(key.namedIndex()[e]),
              rest.keyPart(key.restIndex()[e])));
    }
    return new ConeEntities(rows);
  }

  /** For each mention of {@code d}, whether its span is one of {@code named}'s. */
  private static boolean[] spansIn(Document d, Document named) {
    Set<Long> spans = new HashSet<>();
    for (int m = 0; m < named.mentionCount(); m++) {
      spans.add(span(named, m));
    }
    boolean[] out = new boolean[d.mentionCount()];
    for (int m = 0; m < out.length; m++) {
      out[m] = spans.contains(span(d, m));
    }
    return out;
  }

  private static long span(Document d, int m) {
    return ((long) d.mentionFirst(m) << 32) | (d.mentionLast(m) & 0xffffffffL);
  }

  /**
   * A side's whole entities split into their named parts and their unnamed rests, with the index of
   * each whole entity's part in them (-1: no such part).
   */
  private record Split(Document named, Document rest, int[] namedIndex, int[] restIndex) {
    static Split of(Document whole, boolean[] isNamed) {
      boolean[] unnamed = new boolean[isNamed.length];
      for (int m = 0; m < unnamed.length; m++) {
        unnamed[m] = !isNamed[m];
      }
      return new Split(
          whole.keepMentions(isNamed),
          whole.keepMentions(unnamed),
          keptIndex(whole, isNamed),
          keptIndex(whole, unnamed));
    }

    /** The index of each entity in {@code d.keepMentions(keep)}, -1 when it keeps no mention. */
    private static int[] keptIndex(Document d, boolean[] keep) {
      int[] out = new int[d.entityCount()];
      int next = 0;
      for (int e = 0; e < out.length; e++) {
        boolean any = false;
        for (int m = d.entityStart(e), end = m + d.entitySize(e); m < end && !any; m++) {
          any = keep[m];
        }
        out[e] = any ? next++ : -1;
      }
      return out;
    }
  }

  /** One pair of partitions: its table, and each entity's φ (optimal CEAF-m alignment) and Σ n². */
  private record Pairing(
      ContingencyTable table, int[] keyPhi, int[] responsePhi, long[] keyB3, long[] responseB3) {
    static Pairing of(Document key, Document response) {
      ContingencyTable t = ContingencyTable.build(key, response, x -> {}, RepeatRule.V801);
      int[] keyPhi = new int[t.keyEntities()];
      int[] responsePhi = new int[t.responseEntities()];
      int[] aligned = Ceaf.alignedCells(t, false);
      for (int k = 0; k < aligned.length; k++) {
        if (aligned[k] >= 0) {
          int phi = Ceaf.mentionPhi(t, aligned[k]);
          keyPhi[k] = phi;
          responsePhi[t.cellResponse(aligned[k])] = phi;
        }
      }
      long[] keyB3 = new long[t.keyEntities()];
      long[] responseB3 = new long[t.responseEntities()];
      for (int c = 0; c < t.cellCount(); c++) {
        // v8.01's B3 weight of a cell (BCubed.count): credited copies times the overlap
        long weight = (long) t.credited(c) * t.overlap(c);
        keyB3[t.cellKey(c)] += weight;
        responseB3[t.cellResponse(c)] += weight;
      }
      return new Pairing(t, keyPhi, responsePhi, keyB3, responseB3);
    }

    /** Key entity k's part (k: an index of the key document), or none for -1. */
    Part keyPart(int k) {
      return k < 0 ? Part.NONE : new Part(table.keySize(k), keyPhi[k], keyB3[k]);
    }

    /** Response entity e's part (e: an index of the response document), or none for -1. */
    Part responsePart(int e) {
      int r = e < 0 ? -1 : table.responseEntityOf(e);
      return r < 0 ? Part.NONE : new Part(table.responseSize(r), responsePhi[r], responseB3[r]);
    }
  }
}

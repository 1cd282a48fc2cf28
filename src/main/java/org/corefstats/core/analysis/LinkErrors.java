package org.corefstats.core.analysis;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.corefstats.core.analysis.LinkErrorCounts.Kind;
import org.corefstats.core.document.DerivedLayer;
import org.corefstats.core.document.Document;
import org.corefstats.core.ne.NeSpan;
import org.corefstats.core.util.LongIntMap;

/**
 * cort's recall and precision link errors of one document (Martschat and Strube 2014, "Recall Error
 * Analysis for Coreference Resolution", EMNLP; docs/explanation/error-analysis.md 2.2 and 5.4),
 * counted by the {@link LinkType} of the anaphor and of its antecedent.
 *
 * <p>For every key entity of more than one mention, its mentions in document order (first token,
 * then last) and the parts the response's entities cut it into: the spanning tree of cort's {@code
 * recall_accessibility} links each mention but the first to one earlier mention; a link to an
 * earlier mention of the same part is made by the response, any other link is a recall error.
 * Precision errors are the same with key and response swapped (cort's precision tree being the same
 * function, as the worked examples were computed). The errors of an entity are its parts minus one,
 * so the recall (precision) errors of a document are MUC's recall (precision) denominator minus
 * numerator whenever both read the same mentions (5.4); the tree only decides which pair stands for
 * each error, hence its types.
 *
 * <p>Mentions are spans: a repeated span keeps its first occurrence in the reader's order (entities
 * in order of first appearance, docs/explanation/error-analysis.md 5.2), and a response mention is
 * the key mention of the same span. Linear in the mentions but for one sort per entity.
 */
public final class LinkErrors {
  /** A key document's mentions as spans, the same for every system. */
  private static final DerivedLayer<Mentions> KEY_MENTIONS = DerivedLayer.of("link mentions");

  private LinkErrors() {}

  /**
   * The link errors of one document, the types read from the key's words ({@link LinkTypeRule#of}).
   *
   * @param key the key document, read with its words
   * @param response the response document, or null when the system lacks it (an empty response)
   * @param named the document's named-entity spans
   */
  public static LinkErrorCounts count(Document key, Document response, Collection<NeSpan> named) {
    return count(key, response, LinkTypeRule.of(key, named));
  }

  /** The link errors of one document, the types of the spans given by {@code types}. */
  public static LinkErrorCounts count(Document key, Document response, LinkTypeRule types) {
    Mentions k = key.layer(KEY_MENTIONS, Mentions::of); // the same for every system
    Mentions r = response == null ? Mentions.of(Document.empty(key.name())) : Mentions.of(response);
    long[] counts = new long[LinkErrorCounts.WIDTH];
    errors(k, r, Kind.RECALL, types, counts);
    errors(r, k, Kind.PRECISION, types, counts);
    return LinkErrorCounts.of(counts);
  }

  /**
   * Adds the link errors of every entity of {@code side} against the partition {@code other} makes
   * of it: recall errors with the key as {@code side}, precision errors with the response.
   */
  private static void errors(
      Mentions side, Mentions other, Kind kind, LinkTypeRule types, long[] counts) {
    for (long[] entity : side.entities) {
      if (entity.length < 2) {
        continue; // 2.2: singletons are ignored (no edge)
      }
      LinkType[] type = new LinkType[entity.length];
      Map<Integer, Integer> latestOfPart = new HashMap<>();
      int latestNam = -1;
      int latestNom = -1;
      for (int i = 0; i < entity.length; i++) {
        type[i] = types.type(first(entity[i]), last(entity[i]));
        int part = other.entityOf.get(entity[i]); // -1: a part of its own
        if (i > 0 && (part < 0 || !latestOfPart.containsKey(part))) {
          // 2.2 recall_accessibility: no earlier mention in m's part, so m's tree edge is an error;
          // its antecedent among all earlier mentions: the closest for PRO and DEM, else the
          // closest NAM, else the closest NOM, else the closest.
          int antecedent;
          if (type[i] == LinkType.PRO || type[i] == LinkType.DEM) {
            antecedent = i - 1;
          } else if (latestNam >= 0) {
            antecedent = latestNam;
          } else if (latestNom >= 0) {
            antecedent = latestNom;
          } else {
            antecedent = i - 1;
          }
          counts[LinkErrorCounts.index(kind, type[i], type[antecedent])]++;
        }
        // otherwise the tree edge goes to the latest earlier mention of the part: not an error
        if (part >= 0) {
          latestOfPart.put(part, i);
        }
        if (type[i] == LinkType.NAM) {
          latestNam = i;
        } else if (type[i] == LinkType.NOM) {
          latestNom = i;
        }
      }
    }
  }

  private static int first(long span) {
    return ErrorAnalysis.first(span);
  }

  private static int last(long span) {
    return ErrorAnalysis.last(span);
  }

  /**
   * One side's mentions as spans: each entity's spans, sorted, and the entity of each span.
   * Immutable once made (a key's are shared by the threads scoring systems against it).
   */
  private static final class Mentions {
    final List<long[]> entities;
    final LongIntMap entityOf;

    private Mentions(List<long[]> entities, LongIntMap entityOf) {
      this.entities = entities;
      this.entityOf = entityOf;
    }

    static Mentions of(Document d) {
      List<long[]> entities = new ArrayList<>(d.entityCount());
      LongIntMap entityOf = new LongIntMap(d.mentionCount());
      for (int e = 0; e < d.entityCount(); e++) {
        long[] spans = new long[d.entitySize(e)];
        int n = 0;
        for (int m = d.entityStart(e); m < d.entityStart(e) + d.entitySize(e); m++) {
          long span = LinkTypeRule.span(d.mentionFirst(m), d.mentionLast(m));
          // 5.2: a repeated span keeps its first occurrence
          if (!entityOf.containsKey(span)) {
            entityOf.put(span, entities.size());
            spans[n++] = span;
          }
        }
        long[] entity = Arrays.copyOf(spans, n);
        Arrays.sort(entity); // 2.2: mentions sorted by span (begin, then end)
        entities.add(entity);
      }
      return new Mentions(entities, entityOf);
    }
  }
}

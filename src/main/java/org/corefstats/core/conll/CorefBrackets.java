package org.corefstats.core.conll;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import org.corefstats.core.document.TextDocument;
import org.corefstats.core.document.TextEntity;
import org.corefstats.core.document.TextMention;

/**
 * The coreference column of each word of a {@link TextDocument}, in v8.01's bracket syntax ({@code
 * (3)}, {@code (3}, {@code 3)}, joined by {@code |}), written so that {@link CorefColumn} reads
 * back the same entities and mentions.
 *
 * <p>The reader takes out of a token's field all {@code (N)} first, then all openings, then all
 * closings; a closing pairs with the most recent opening of its id; entities are numbered by first
 * appearance and mentions listed as they complete. So each token's text lists its singles, then its
 * openings, then its closings, each group in entity order, and the openings of one id on one token
 * outermost first (the innermost is then on top of the reader's stack and closed first): a document
 * whose entities and mentions are already in that reading order, as every document read from CoNLL
 * without errors is, reads back identical, nested mentions of one entity, mentions sharing a start
 * and repeated spans included. Any other document reads back as the same mentions in reading order.
 *
 * <p>What brackets cannot hold is dropped and noted: two mentions of one entity that overlap
 * without nesting ({@code [1, 3]} and {@code [2, 5]}, or {@code [1, 3]} and {@code [3, 5]}: the
 * reader would pair the brackets otherwise), mentions past the last word, heads. Ids that are not
 * distinct runs of ASCII digits are replaced by entity positions 0, 1, ...
 */
final class CorefBrackets {
  static final String HEADS = "heads not kept (CoNLL-2012 has no head column)";
  static final String RENUMBERED =
      "entity ids renumbered by position (CoNLL-2012 ids are distinct numbers)";
  static final String CROSSING =
      "mentions crossing another mention of their entity dropped (CoNLL-2012 brackets cannot"
          + " hold them)";
  static final String OUTSIDE = "mentions past the last word dropped";
  static final String EMPTY_ENTITIES = "entities without mentions not written";

  /** Mentions by (first ascending, last descending): an enclosing mention before its contents. */
  private static final Comparator<TextMention> BY_START =
      Comparator.comparingInt(TextMention::first)
          .thenComparing(Comparator.comparingInt(TextMention::last).reversed());

  /** Mentions in the order the reader completes them: last ascending, then first descending. */
  private static final Comparator<TextMention> BY_COMPLETION =
      Comparator.comparingInt(TextMention::last)
          .thenComparing(Comparator.comparingInt(TextMention::first).reversed());

  private CorefBrackets() {}

  /**
   * The annotation of each word of {@code d} (null for a word without one); what cannot be written
   * goes to {@code notes}.
   */
  static String[] of(TextDocument d, Consumer<String> notes) {
    int words = d.wordCount();
    List<String> ids = ids(d.entities(), notes);
    StringBuilder[] singles = new StringBuilder[words];
    StringBuilder[] openings = new StringBuilder[words];
    StringBuilder[] closings = new StringBuilder[words];
    for (int e = 0; e < d.entities().size(); e++) {
      List<TextMention> mentions = writable(d.entities().get(e), words, notes);
      String id = ids.get(e);
      // backwards in completion order: openings of one token come outermost first
      for (int i = mentions.size() - 1; i >= 0; i--) {
        TextMention m = mentions.get(i);
        if (m.first() == m.last()) {
          append(singles, m.first(), "(" + id + ")");
        } else {
          append(openings, m.first(), "(" + id);
          append(closings, m.last(), id + ")");
        }
      }
    }
    String[] out = new String[words];
    for (int t = 0; t < words; t++) {
      out[t] = join(singles[t], openings[t], closings[t]);
    }
    return out;
  }

  /** The entities' ids when they are distinct runs of ASCII digits, else their positions. */
  private static List<String> ids(List<TextEntity> entities, Consumer<String> notes) {
    List<String> ids = new ArrayList<>(entities.size());
    Set<String> seen = new HashSet<>();
    boolean numbers = true;
    for (TextEntity entity : entities) {
      String id = entity.id();
      numbers &= !id.isEmpty() && id.chars().allMatch(c -> c >= '0' && c <= '9') && seen.add(id);
      ids.add(id);
    }
    if (!numbers) {
      notes.accept(RENUMBERED);
      for (int e = 0; e < ids.size(); e++) {
        ids.set(e, Integer.toString(e));
      }
    }
    return ids;
  }

  /**
   * The mentions of an entity that brackets can hold, in completion order; the others are noted.
   */
  private static List<TextMention> writable(TextEntity entity, int words, Consumer<String> notes) {
    if (entity.mentions().isEmpty()) {
      notes.accept(EMPTY_ENTITIES);
      return List.of();
    }
    List<TextMention> sorted = new ArrayList<>(entity.mentions().size());
    for (TextMention m : entity.mentions()) {
      if (m.head() >= 0) {
        notes.accept(HEADS);
      }
      if (m.last() >= words) {
        notes.accept(OUTSIDE);
      } else {
        sorted.add(m);
      }
    }
    sorted.sort(BY_START);
    List<TextMention> kept = new ArrayList<>(sorted.size());
    List<TextMention> open = new ArrayList<>();
    for (TextMention m : sorted) {
      while (!open.isEmpty() && open.get(open.size() - 1).last() < m.first()) {
        open.remove(open.size() - 1);
      }
      if (!open.isEmpty() && open.get(open.size() - 1).last() < m.last()) {
        notes.accept(CROSSING);
        continue;
      }
      open.add(m);
      kept.add(m);
    }
    kept.sort(BY_COMPLETION);
    return kept;
  }

  private static void append(StringBuilder[] column, int token, String annotation) {
    if (column[token] == null) {
      column[token] = new StringBuilder(annotation);
    } else {
      column[token].append('|').append(annotation);
    }
  }

  private static String join(StringBuilder... parts) {
    StringBuilder out = null;
    for (StringBuilder part : parts) {
      if (part != null) {
        out = out == null ? part : out.append('|').append(part);
      }
    }
    return out == null ? null : out.toString();
  }
}

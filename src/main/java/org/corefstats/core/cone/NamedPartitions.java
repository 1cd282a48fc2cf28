package org.corefstats.core.cone;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.corefstats.core.conll.Document;
import org.corefstats.core.conll.ParseColumns;
import org.corefstats.core.conll.Problem;
import org.corefstats.core.conll.ProblemKind;

/**
 * One document's CONE partitions (CONE.md 1.1-1.2), from the key's NE layer (column 11) and words:
 * G^NM and O^NM, the key and the response with only their named mentions (entities left empty
 * gone), and G^NE and O^NE, the entities with a named mention kept whole (the NE-CRR level). Every
 * mention, key or response, is tested the same way ({@link NamedMentions}, 3.1), so a response
 * mention with a key mention's span gets its status. The metrics are then v8.01's B3 and CEAF on
 * these documents (1.3).
 *
 * @param keyNamed G^NM
 * @param responseNamed O^NM
 * @param keyEntities G^NE
 * @param responseEntities O^NE
 */
public record NamedPartitions(
    Document keyNamed, Document responseNamed, Document keyEntities, Document responseEntities) {

  /**
   * The partitions of {@code response} against {@code key}; NE brackets that do not parse and a key
   * without an NE column are reported to {@code problems} (located at the key's lines), and the
   * document then has fewer or no names.
   */
  public static NamedPartitions of(
      Document key, Document response, ConeOptions options, Consumer<Problem> problems) {
    NamedMentions named = namedMentions(key, options, problems);
    boolean[] keyNamed = named(key, named, key.tokenCount());
    boolean[] responseNamed = named(response, named, key.tokenCount());
    return new NamedPartitions(
        key.keepMentions(keyNamed),
        response.keepMentions(responseNamed),
        key.keepMentions(wholeEntities(key, keyNamed)),
        response.keepMentions(wholeEntities(response, responseNamed)));
  }

  /** The key's admitted NE spans, indexed by the rule; none when the key has no NE column. */
  static NamedMentions namedMentions(
      Document key, ConeOptions options, Consumer<Problem> problems) {
    ParseColumns columns = key.parse();
    if (columns == null || !columns.hasNamedEntityColumn()) {
      problems.accept(
          Problem.of(
              ProblemKind.CONE_NO_NE_COLUMN,
              key.file(),
              key.name(),
              key.firstLine(),
              "the key has no named-entity column (field 11 of a line of at least 12 fields):"
                  + " no mention is named, CONE metrics count nothing here"));
      return new NamedMentions(new String[key.tokenCount()], List.of(), options.rule());
    }
    String[] cells = new String[columns.tokenCount()];
    for (int t = 0; t < cells.length; t++) {
      cells[t] = columns.neCell(t);
    }
    NeColumn.Result read = NeColumn.parse(cells);
    for (NeColumn.Issue issue : read.issues()) {
      problems.accept(
          Problem.of(
              ProblemKind.CONE_NE_BRACKET,
              key.file(),
              key.name(),
              key.hasWords() ? key.tokenLine(issue.token()) : key.firstLine(),
              issue.message() + " (named-entity column 11; ignored)"));
    }
    List<NeSpan> admitted = new ArrayList<>();
    for (NeSpan s : read.spans()) {
      if (NeColumn.admitted(s.type(), options.types())) {
        admitted.add(s);
      }
    }
    return new NamedMentions(columns.words(), admitted, options.rule());
  }

  /** Which mentions are named; a mention past the key's tokens (a longer response) is not. */
  private static boolean[] named(Document d, NamedMentions named, int keyTokens) {
    boolean[] out = new boolean[d.mentionCount()];
    for (int m = 0; m < out.length; m++) {
      out[m] =
          d.mentionLast(m) < keyTokens && named.anchor(d.mentionFirst(m), d.mentionLast(m)) >= 0;
    }
    return out;
  }

  /** Every mention of an entity that has a named mention (G^NE, O^NE). */
  private static boolean[] wholeEntities(Document d, boolean[] named) {
    boolean[] keep = new boolean[d.mentionCount()];
    for (int e = 0; e < d.entityCount(); e++) {
      int from = d.entityStart(e);
      int to = from + d.entitySize(e);
      boolean any = false;
      for (int m = from; m < to && !any; m++) {
        any = named[m];
      }
      for (int m = from; m < to; m++) {
        keep[m] = any;
      }
    }
    return keep;
  }
}
